import { ApiError } from '../lib/api-client.ts';
import { handleOutcome } from '../lib/response-handler.ts';
import { session } from '../lib/session.ts';
import { isOnline } from './online.ts';
import type { Cached } from './store.ts';
import { userStore } from './user-store.ts';

/**
 * The call options a kept read passes to its calls: the read answers their outcome itself, so a
 * call that finds no network is served from the kept copy without a "no connection" dialog.
 */
export const QUIET_READ = { handle: false } as const;
export type QuietRead = typeof QUIET_READ;

/**
 * A read kept in the signed-in user's encrypted cache (docs/architecture.md §4): online the server
 * answers and the answer is kept under (area, key); when the browser says offline, or the call finds
 * no network although the browser says online (a branch's Wi-Fi without internet, a reload on a slow
 * phone before the browser noticed), the kept answer is used with `asOf`, the moment it was fetched,
 * and no dialog is opened (issue 17 point 1). Any answer from the server, and "no network" with
 * nothing kept, go through the one response handler as before. A guest has no store, so a guest's
 * read is a plain fetch. Queries using it run with networkMode 'always' so they are not paused
 * offline.
 */
export async function keptRead<T extends object>(
  area: string,
  key: string,
  fetch: (quiet: QuietRead) => Promise<T>,
): Promise<T & { asOf?: number }> {
  const signedIn = session.current() !== null;
  const kept = async (): Promise<(T & { asOf: number }) | null> => {
    if (!signedIn) return null;
    const hit: Cached<T> | null = await userStore()
      .cache.get<T>(area, key)
      .catch(() => null);
    return hit ? { ...hit.data, asOf: hit.fetchedAt } : null;
  };
  if (signedIn && !isOnline()) {
    const hit = await kept();
    if (hit) return hit;
  }
  let data: T;
  try {
    data = await fetch(QUIET_READ);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.outcome.kind === 'network') {
      const hit = await kept();
      if (hit) return hit;
    }
    handleOutcome(error.outcome);
    throw error;
  }
  if (signedIn) {
    await userStore()
      .cache.put(area, key, data)
      .catch((error: unknown) => console.warn(`${area} read not kept for offline use`, error));
  }
  return data;
}
