/**
 * Which passkey this browser holds for a user: written when the device is activated, cleared when
 * the server no longer lists it as active. Only the credential id (public) is kept.
 */
import { readStored, STORAGE_KEYS, writeStored } from './storage-keys.ts';

const keyOf = (userId: number) => `${STORAGE_KEYS.passkeyPrefix}.${userId}`;

export function deviceCredential(userId: number): string | null {
  return readStored(keyOf(userId));
}

export function rememberDeviceCredential(userId: number, credentialId: string | null): void {
  writeStored(keyOf(userId), credentialId);
}
