import type { KeyStore } from '../session-crypto.ts';

/** A key store held in memory, for tests of code that encrypts with a non-extractable key. */
export function memoryKeyStore(): KeyStore & { key: CryptoKey | undefined } {
  const store = {
    key: undefined as CryptoKey | undefined,
    get: async () => store.key,
    put: async (key: CryptoKey) => {
      store.key = key;
    },
    delete: async () => {
      store.key = undefined;
    },
  };
  return store;
}
