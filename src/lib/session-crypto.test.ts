import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createRecordVault,
  generateRecordKey,
  indexedDbKeyStore,
  openRecord,
  sealRecord,
  type RecordStorage,
} from './session-crypto.ts';
import { memoryKeyStore } from './testing/memory-key-store.ts';

function memoryStorage(): RecordStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

const record = { accessToken: 'token-123', role: 'accountant', fullName: 'Иванов Иван' };

// Unreadable records are logged by design; keep the expected warnings out of the test output.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('sealed record', () => {
  it('round-trips through AES-GCM and never stores the plain text', async () => {
    const key = await generateRecordKey();
    const sealed = await sealRecord(record, key);
    expect(sealed).not.toContain('token-123');
    expect(await openRecord(sealed, key)).toEqual(record);
  });

  it('uses a fresh IV on every write', async () => {
    const key = await generateRecordKey();
    const a = JSON.parse(await sealRecord(record, key)) as { iv: string; data: string };
    const b = JSON.parse(await sealRecord(record, key)) as { iv: string; data: string };
    expect(a.iv).not.toBe(b.iv);
    expect(a.data).not.toBe(b.data);
  });

  it('keeps the key non-extractable', async () => {
    const key = await generateRecordKey();
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('refuses a tampered record and a record sealed with another key', async () => {
    const key = await generateRecordKey();
    const sealed = JSON.parse(await sealRecord(record, key)) as { v: 1; iv: string; data: string };
    const flipped = atob(sealed.data);
    const tampered = {
      ...sealed,
      data: btoa(String.fromCharCode(flipped.charCodeAt(0) ^ 1) + flipped.slice(1)),
    };
    await expect(openRecord(JSON.stringify(tampered), key)).rejects.toThrow();
    await expect(openRecord(JSON.stringify(sealed), await generateRecordKey())).rejects.toThrow();
  });
});

describe('record vault (injected key store)', () => {
  it('saves, loads and clears', async () => {
    const keys = memoryKeyStore();
    const storage = memoryStorage();
    const vault = createRecordVault(keys, storage, 'corpbank.login');
    await vault.save(record);
    expect(await vault.load()).toEqual(record);
    await vault.clear();
    expect(storage.items.size).toBe(0);
    expect(keys.key).toBeUndefined();
    expect(await vault.load()).toBeNull();
  });

  it('reads tampered, foreign or key-less records as absent and drops them', async () => {
    const keys = memoryKeyStore();
    const storage = memoryStorage();
    const vault = createRecordVault(keys, storage, 'corpbank.login');
    await vault.save(record);
    const sealed = JSON.parse(storage.items.get('corpbank.login') ?? '{}') as { data: string };
    storage.setItem(
      'corpbank.login',
      JSON.stringify({ ...sealed, data: sealed.data.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) }),
    );
    expect(await vault.load()).toBeNull();
    expect(storage.items.has('corpbank.login')).toBe(false);

    storage.setItem('corpbank.login', 'not a record');
    expect(await vault.load()).toBeNull();

    await vault.save(record);
    keys.key = undefined;
    expect(await vault.load()).toBeNull();
  });
});

describe('IndexedDB key store (fake-indexeddb)', () => {
  it('keeps a non-extractable CryptoKey that still decrypts after a round trip through IndexedDB', async () => {
    const keys = indexedDbKeyStore(`test-keys-${Math.random()}`);
    const storage = memoryStorage();
    const vault = createRecordVault(keys, storage, 'corpbank.login');
    await vault.save(record);
    const stored = await keys.get();
    expect(stored?.extractable).toBe(false);
    expect(await vault.load()).toEqual(record);
    await vault.clear();
    expect(await keys.get()).toBeUndefined();
  });
});
