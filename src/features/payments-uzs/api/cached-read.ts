import { isOnline } from '../../../offline/online.ts';
import type { Cached } from '../../../offline/store.ts';
import { userStore } from '../../../offline/user-store.ts';

const AREA = 'uzs-payment';

/**
 * A read kept in the encrypted per-user cache (architecture.md §4), so the payment form and a
 * payment's detail work offline (signing with the local client works offline): online the server
 * answers and the answer is kept; offline the kept answer is used, with when it was fetched.
 * Queries using it run with networkMode 'always' so they are not paused offline.
 */
export async function readThrough<T extends object>(
  key: string,
  fetch: () => Promise<T>,
): Promise<T & { asOf?: number }> {
  if (!isOnline()) {
    const kept: Cached<T> | null = await userStore().cache.get<T>(AREA, key);
    if (kept) return { ...kept.data, asOf: kept.fetchedAt };
  }
  const data: T = await fetch();
  await userStore()
    .cache.put(AREA, key, data)
    .catch((error: unknown) => console.warn('payment read not kept for offline use', error));
  return data;
}
