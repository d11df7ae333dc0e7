/** The demo users' signing keys (the simulator of the local signing client signs with them). */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { signingKeys } from '../schema/users.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ECDSA P-256 key for the signing-client simulator, issued 30 days ago, `daysLeft` to go. */
export function demoSigningKey(userId: number, now: Date, daysLeft: number): typeof signingKeys.$inferInsert {
  const { publicKey, privateKey } = generateKeyPairSync('ec', {
    namedCurve: 'prime256v1',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    userId,
    serialNumber: randomBytes(8).toString('hex').toUpperCase(),
    publicKey,
    privateKey,
    validFrom: new Date(now.getTime() - 30 * DAY_MS),
    validTo: new Date(now.getTime() + daysLeft * DAY_MS),
  };
}
