/**
 * The encrypted login record (spec 1 §3/§4). Guarantees:
 * - the record in storage is AES-GCM ciphertext with a fresh 96-bit IV per write;
 * - the key is a NON-extractable CryptoKey kept in IndexedDB, so script can use it but never read it out;
 * - anything unreadable (no key, other key, tampered bytes, not JSON) reads as "no record": the
 *   caller treats that as signed out, and the failure is only logged.
 */

/** Where the key lives; injectable so the crypto layer can be tested without IndexedDB. */
export interface KeyStore {
  get(): Promise<CryptoKey | undefined>;
  put(key: CryptoKey): Promise<void>;
  delete(): Promise<void>;
}

/** The string side of the record (localStorage in the app). */
export interface RecordStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface SealedRecord {
  readonly v: 1;
  readonly iv: string;
  readonly data: string;
}

const IV_BYTES = 12;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function generateRecordKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

export async function sealRecord(value: unknown, key: CryptoKey): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  const sealed: SealedRecord = { v: 1, iv: toBase64(iv), data: toBase64(cipher) };
  return JSON.stringify(sealed);
}

/** Throws when the text is not a record sealed with this key (GCM authenticates every byte). */
export async function openRecord(text: string, key: CryptoKey): Promise<unknown> {
  const sealed = JSON.parse(text) as Partial<SealedRecord>;
  if (sealed.v !== 1 || typeof sealed.iv !== 'string' || typeof sealed.data !== 'string') {
    throw new Error('unknown record format');
  }
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(sealed.iv) },
    key,
    fromBase64(sealed.data),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as unknown;
}

export interface RecordVault {
  /** The decrypted value, or null when absent or unreadable. */
  load(): Promise<unknown>;
  save(value: unknown): Promise<void>;
  /** Removes the record and the key. */
  clear(): Promise<void>;
}

export function createRecordVault(
  keyStore: KeyStore,
  storage: RecordStorage,
  storageKey: string,
): RecordVault {
  return {
    async load() {
      const text = storage.getItem(storageKey);
      if (text === null) return null;
      try {
        const key = await keyStore.get();
        if (!key) throw new Error('record key missing');
        return await openRecord(text, key);
      } catch (error) {
        console.warn('stored login unreadable; treated as signed out', error);
        // An unreadable record can never become readable again; drop it so it is not retried.
        storage.removeItem(storageKey);
        return null;
      }
    },
    async save(value) {
      let key = await keyStore.get();
      if (!key) {
        key = await generateRecordKey();
        await keyStore.put(key);
      }
      storage.setItem(storageKey, await sealRecord(value, key));
    },
    async clear() {
      storage.removeItem(storageKey);
      await keyStore.delete();
    },
  };
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** The key store of the app: one small database of its own, one object store, one entry. */
export function indexedDbKeyStore(dbName = 'corpbank-keys', entry = 'login'): KeyStore {
  const storeName = 'keys';
  let db: Promise<IDBDatabase> | undefined;
  const open = (): Promise<IDBDatabase> => {
    db ??= new Promise((resolve, reject) => {
      const req = indexedDB.open(dbName, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(storeName);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => {
        db = undefined;
        reject(req.error ?? new Error('IndexedDB unavailable'));
      };
    });
    return db;
  };
  const store = async (mode: IDBTransactionMode) =>
    (await open()).transaction(storeName, mode).objectStore(storeName);
  return {
    async get() {
      const value: unknown = await request((await store('readonly')).get(entry));
      // Duck-typed: a CryptoKey read back from IndexedDB may come from another realm (tests, workers).
      const isKey = typeof value === 'object' && value !== null && 'algorithm' in value && 'usages' in value;
      return isKey ? (value as CryptoKey) : undefined;
    },
    async put(key) {
      await request((await store('readwrite')).put(key, entry));
    },
    async delete() {
      await request((await store('readwrite')).delete(entry));
    },
  };
}
