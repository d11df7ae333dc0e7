/**
 * Card numbers are never stored or logged in clear (issue 23): what is kept is a token — HMAC-SHA-256
 * of the 16 digits under the server's card secret (CARD_TOKEN_SECRET; a fixed demo secret outside
 * production) — and the masked form of contracts' maskPan. The same number always gives the same
 * token, so a card can be found again by its number without keeping the number.
 */
import { createHmac, randomInt } from 'node:crypto';
import { luhnValid } from '../../../contracts/api/wage.ts';

const DEMO_SECRET = 'corpbank-demo-card-token-secret-v1';

function cardSecret(): string {
  const configured = process.env['CARD_TOKEN_SECRET'];
  if (configured !== undefined && configured !== '') return configured;
  if (process.env['NODE_ENV'] === 'production') throw new Error('CARD_TOKEN_SECRET is not set');
  return DEMO_SECRET;
}

/** Hex HMAC-SHA-256 of a 16-digit card number. */
export function panToken(pan: string): string {
  return createHmac('sha256', cardSecret()).update(pan, 'utf8').digest('hex');
}

/** A new card number of a product's BIN prefix with a valid Luhn digit (the bank issuing a card). */
export function newPan(prefix: string): string {
  let body = prefix;
  while (body.length < 15) body += String(randomInt(10));
  for (let d = 0; d < 10; d += 1) if (luhnValid(body + String(d))) return body + String(d);
  throw new Error('no Luhn digit');
}
