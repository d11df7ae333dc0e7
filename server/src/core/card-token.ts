/**
 * Card numbers are never stored or logged in clear (issue 23, spec 2 §3): what the database keeps
 * of a card is its token — HMAC-SHA-256 of the 16 digits with the server's card secret — and its
 * mask (first 4, next 2, last 4). The secret comes from CARD_TOKEN_SECRET; a development or test
 * server without it uses a fixed development secret, a production server refuses to start tokens
 * without it (docs/decisions.md "Corporate cards and card orders").
 */
import { createHmac, randomInt } from 'node:crypto';
import { maskCardNumber } from '../../../contracts/api/corporate-cards.ts';

const DEVELOPMENT_SECRET = 'corpbank-development-card-token-secret';

function secret(): string {
  const configured = process.env.CARD_TOKEN_SECRET;
  if (configured !== undefined && configured.length >= 16) return configured;
  if (process.env.NODE_ENV === 'production') throw new Error('CARD_TOKEN_SECRET (16+ characters) is not set');
  return DEVELOPMENT_SECRET;
}

export interface ProtectedCard {
  readonly token: string;
  readonly mask: string;
}

/** Hex HMAC-SHA-256 of a 16-digit card number: the same number always gives the same token, so a card is found again by its number without keeping it. */
export function cardToken(pan: string): string {
  return createHmac('sha256', secret()).update(pan).digest('hex');
}

export function protectCard(pan: string): ProtectedCard {
  return { token: cardToken(pan), mask: maskCardNumber(pan) };
}

/** Luhn check digit of the first 15 digits. */
export function luhnDigit(first15: string): number {
  let sum = 0;
  for (let i = 0; i < first15.length; i += 1) {
    let d = Number(first15[first15.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * A new card number of the product's BIN (6 digits) with a valid Luhn digit, returned protected:
 * the clear number lives only inside this call.
 */
export function issueCardNumber(bin: string): ProtectedCard {
  return protectCard(newCardNumber(bin));
}

/** A new card number of a BIN prefix with a valid Luhn digit, in clear: for the caller to protect at once. */
export function newCardNumber(prefix: string): string {
  let body = prefix;
  while (body.length < 15) body += String(randomInt(0, 10));
  return `${body}${luhnDigit(body)}`;
}
