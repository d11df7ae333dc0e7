import { session } from '../lib/session.ts';
import { isOnline } from './online.ts';
import type { Cached } from './store.ts';
import { userStore } from './user-store.ts';

/**
 * A read kept in the signed-in user's encrypted cache (docs/architecture.md §4): online the server
 * answers and the answer is kept under (area, key); offline the kept answer is used with `asOf`,
 * the moment it was fetched. A guest has no store, so a guest's read is a plain fetch. Queries
 * using it run with networkMode 'always' so they are not paused offline.
 */
export async function keptRead<T extends object>(
  area: string,
  key: string,
  fetch: () => Promise<T>,
): Promise<T & { asOf?: number }> {
  const signedIn = session.current() !== null;
  if (signedIn && !isOnline()) {
    const kept: Cached<T> | null = await userStore().cache.get<T>(area, key);
    if (kept) return { ...kept.data, asOf: kept.fetchedAt };
  }
  const data: T = await fetch();
  if (signedIn) {
    await userStore()
      .cache.put(area, key, data)
      .catch((error: unknown) => console.warn(`${area} read not kept for offline use`, error));
  }
  return data;
}
