/**
 * Password hashing with scrypt from Node's crypto. The stored string carries its own cost
 * parameters and salt (`scrypt$N$r$p$salt$hash`), so the cost can be raised later without
 * invalidating existing hashes. Comparison is constant-time.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_HASH_COST } from '../../config.ts';

const R = 8;
const P = 1;
const KEY_LENGTH = 32;
// Node's default maxmem (32 MiB) is just below what N=2^15, r=8 needs (128·N·r bytes).
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: number = PASSWORD_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** cost;
  const key = await derive(password, salt, { N, r: R, p: P }, KEY_LENGTH);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return timingSafeEqual(key, expected);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Spends the same time as checking a real password hashed at `cost`, for sign-ins with an unknown
 * username, so the answer time does not tell whether a username exists. Always false.
 */
export async function verifyDummyPassword(
  password: string,
  cost: number = PASSWORD_HASH_COST,
): Promise<false> {
  let dummy = dummyHashes.get(cost);
  if (dummy === undefined) {
    dummy = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(cost, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
