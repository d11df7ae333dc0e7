/**
 * Offline reading of EISVO (docs/architecture.md §4): every answer a contract screen shows is also kept
 * in the user's encrypted read cache (offline/store.ts, area `contracts`), keyed by the call and its
 * arguments. Offline — or when the call finds no network — the cached answer is served with the
 * time it was fetched, and no "no connection" dialog is raised for it. A 404 is left to the screen
 * (it shows "contract not found" inline); every other failure goes through the one response handler.
 */
import type { AnswerOf, Endpoint } from '../../../../contracts/api/endpoint.ts';
import { callApi, dataOf, type CallOptions } from '../../../lib/api-client.ts';
import { handleOutcome } from '../../../lib/response-handler.ts';
import { isOnline } from '../../../offline/online.ts';
import { userStore } from '../../../offline/user-store.ts';

const AREA = 'contracts';

export interface CachedAnswer<T> {
  readonly data: T;
  /** Epoch ms of the server's answer. */
  readonly fetchedAt: number;
  /** Served from the device because the network is not there. */
  readonly offline: boolean;
}

/** Offline, and this answer was never fetched on this device. */
export class NotCachedError extends Error {
  constructor() {
    super('offline and not cached');
    this.name = 'NotCachedError';
  }
}

async function fromCache<T>(key: string): Promise<CachedAnswer<T> | null> {
  try {
    const hit = await userStore().cache.get<T>(AREA, key);
    return hit ? { data: hit.data, fetchedAt: hit.fetchedAt, offline: true } : null;
  } catch (error) {
    console.warn('contract cache unreadable', error);
    return null;
  }
}

export async function cachedCall<E extends Endpoint>(
  endpoint: E,
  options: Omit<CallOptions<E>, 'handle'>,
): Promise<CachedAnswer<AnswerOf<E>>> {
  const key = JSON.stringify([
    endpoint.path,
    options.params ?? null,
    options.query ?? null,
    options.body ?? null,
  ]);
  if (!isOnline()) {
    const hit = await fromCache<AnswerOf<E>>(key);
    if (hit) return hit;
    throw new NotCachedError();
  }
  const outcome = await callApi(endpoint, { ...options, handle: false });
  if (outcome.kind === 'network') {
    const hit = await fromCache<AnswerOf<E>>(key);
    if (hit) return hit;
  }
  if (!(outcome.kind === 'response' && outcome.httpStatus === 404)) handleOutcome(outcome);
  const data = dataOf(outcome);
  const fetchedAt = Date.now();
  try {
    await userStore().cache.put(AREA, key, data, fetchedAt);
  } catch (error) {
    // A full disk only costs offline reading of this answer; the screen still shows it.
    console.warn('contract not cached', error);
  }
  return { data, fetchedAt, offline: false };
}
