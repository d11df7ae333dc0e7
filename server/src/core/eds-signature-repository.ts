/**
 * EDS checks every signed document kind shares (contracts/signing/signed-document.ts): the caller's
 * registered key must be valid at the moment of signing, and the signing client's signature must
 * verify over the exact batch message with that key. The module of each kind rebuilds the message
 * from its current rows before calling these, so a signature never covers content it did not see.
 */
import { verify } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signingKeys } from '../db/schema/users.ts';

export type SigningKey = typeof signingKeys.$inferSelect;

/** The caller's registered signing key when it is valid at `now`, otherwise null. */
export async function usableSigningKey(db: Db, userId: number, now: Date): Promise<SigningKey | null> {
  const [key] = await db.select().from(signingKeys).where(eq(signingKeys.userId, userId));
  if (key === undefined || now < key.validFrom || now > key.validTo) return null;
  return key;
}

/** Whether `cipherBase64` is a SHA-256 signature of `message` by the key `publicKeyPem`. */
export function verifyEdsSignature(message: string, cipherBase64: string, publicKeyPem: string): boolean {
  try {
    return verify('sha256', Buffer.from(message, 'utf8'), publicKeyPem, Buffer.from(cipherBase64, 'base64'));
  } catch {
    return false;
  }
}
