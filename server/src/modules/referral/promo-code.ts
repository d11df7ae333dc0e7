import { randomInt } from 'node:crypto';
import { PROMO_ALPHABET, PROMO_LENGTH } from '../../../../contracts/api/referral.ts';

/** An agent's promo code: 10 characters of 32 (no 0/O, 1/I), about 50 bits from the CSPRNG. */
export function newPromoCode(): string {
  let code = '';
  for (let i = 0; i < PROMO_LENGTH; i += 1) code += PROMO_ALPHABET[randomInt(PROMO_ALPHABET.length)] ?? '';
  return code;
}
