// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fromBase64url, hexToBytes, toBase64url } from './passkey.ts';

describe('passkey bytes', () => {
  it('round-trips base64url without padding', () => {
    const bytes = Uint8Array.from([0, 1, 250, 251, 252, 253, 254, 255]);
    const text = toBase64url(bytes);
    expect(text).toBe('AAH6-_z9_v8');
    expect(fromBase64url(text)).toEqual(bytes);
  });

  it('turns a digest into the 32 challenge bytes', () => {
    const digest = 'ff'.repeat(31) + '0a';
    const bytes = hexToBytes(digest);
    expect(bytes).toHaveLength(32);
    expect(bytes[31]).toBe(10);
  });
});
