/**
 * A read that stays readable offline: every successful answer is kept in the user's encrypted
 * cache (store.ts `cache`), and when there is no connection the last kept answer is returned
 * with its fetchedAt, for an "as of …" note. Only "no connection" falls back; any answer from the
 * server (refusal, 404) passes the response handler and throws as usual. Polling screens read
 * this way, so a dropped connection shows no dialog every few seconds (the offline banner says it).
 */
import { ApiError, dataOf, type ApiOutcome } from '../lib/api-client.ts';
import { handleOutcome } from '../lib/response-handler.ts';
import { userStore } from './user-store.ts';

export interface ReadResult<T> {
  readonly data: T;
  readonly fetchedAt: number;
  /** true: the kept copy, the server was not reached. */
  readonly stale: boolean;
}

export async function readThrough<T>(
  area: string,
  key: string,
  call: () => Promise<ApiOutcome<T>>,
): Promise<ReadResult<T>> {
  const outcome = await call();
  if (outcome.kind === 'network') {
    const kept = await userStore().cache.get<T>(area, key);
    if (kept !== null) return { data: kept.data, fetchedAt: kept.fetchedAt, stale: true };
    throw new ApiError(outcome);
  }
  if (outcome.kind === 'response' && outcome.envelope?.status !== 'success') handleOutcome(outcome);
  const data = dataOf(outcome);
  const fetchedAt = Date.now();
  await userStore().cache.put(area, key, data, fetchedAt);
  return { data, fetchedAt, stale: false };
}
