/**
 * Which TanStack Query answers outlive a reload (docs/architecture.md §4): only queries marked
 * `meta: REFERENCE_LIST` (small, non-sensitive lists such as statuses and export types), kept in
 * localStorage under a key per user. Balances, payments and contracts never go here — they belong
 * in the encrypted store. Logout removes the user's key (`forgetReferenceLists`).
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { dehydrate, hydrate, type Query } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';
import { STORAGE_KEYS, writeStored } from '../lib/storage-keys.ts';

const MAX_AGE_MS = 24 * 60 * 60_000;
/** Bumped when a persisted list changes shape, so an older copy is dropped instead of read. */
const BUSTER = '1';

type Persister = ReturnType<typeof createSyncStoragePersister>;
type PersistedState = Parameters<Persister['persistClient']>[0]['clientState'];

const storageKey = (userId: number): string => `${STORAGE_KEYS.referenceLists}.${userId}`;
const isReferenceList = (query: Query): boolean =>
  query.meta?.referenceList === true && query.state.status === 'success';

/**
 * Restores the user's lists and keeps saving them (the persister throttles the writes); the
 * returned function stops saving. Save and restore use this app's own query-core (dehydrate /
 * hydrate of @tanstack/react-query), so no second copy of it enters the bundle.
 */
export function persistReferenceLists(userId: number): () => void {
  let saving = true;
  // A throttled save still due after stop (logout) must not write the lists back.
  const storage = {
    getItem: (key: string) => localStorage.getItem(key),
    setItem: (key: string, value: string) => (saving ? localStorage.setItem(key, value) : undefined),
    removeItem: (key: string) => localStorage.removeItem(key),
  };
  const persister = createSyncStoragePersister({ storage, key: storageKey(userId) });
  void Promise.resolve(persister.restoreClient()).then((saved) => {
    if (!saved) return;
    if (saved.buster === BUSTER && Date.now() - saved.timestamp < MAX_AGE_MS)
      hydrate(queryClient, saved.clientState);
    else void persister.removeClient();
  });
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (!isReferenceList(event.query)) return;
    // The dehydrated shape is the same across query-core 5.x; only the declared types differ by copy.
    const clientState = dehydrate(queryClient, {
      shouldDehydrateQuery: isReferenceList,
    }) as unknown as PersistedState;
    void persister.persistClient({ buster: BUSTER, timestamp: Date.now(), clientState });
  });
  return () => {
    saving = false;
    unsubscribe();
  };
}

export function forgetReferenceLists(userId: number): void {
  writeStored(storageKey(userId), null);
}
