/**
 * The one offline read (docs/architecture.md §4): a screen's read whose answers are kept in the
 * signed-in user's encrypted cache (store.ts `cache`, under an area and a key) and served from there,
 * with the moment they were fetched, when the bank cannot be reached. Guarantees:
 * - a fresh answer is kept and returned with `asOf: null`; a kept copy comes with `asOf`, the epoch
 *   ms it was fetched, for the screen's "as of …" line;
 * - a call that finds no network while a copy is kept opens no dialog (the offline banner says it,
 *   issue 17 point 1), whatever the browser says about the connection;
 * - when the browser says offline the kept copy is served without a call — except for a polled read,
 *   whose every turn goes to the network, so a live screen shows the bank's answer from the first
 *   one that gets through even while the browser's flag lags behind (a failed call costs nothing
 *   offline: it fails at once);
 * - no network and nothing kept throws `NotKeptError` (an ApiError of kind 'network'); it passes
 *   the response handler (which says nothing while the browser says offline) unless the read is
 *   polled (a dialog would come back every turn);
 * - every answer from the server that is not a success passes the one response handler and throws
 *   ApiError — a 404 too, unless the screen says it shows "not found" itself (`notFound: 'caller'`);
 * - a guest has no store: the read is a plain call; a copy that cannot be written (a full disk)
 *   only costs offline reading of this answer and is warned about.
 * Queries using it run with networkMode 'always' so they are not paused offline.
 */
import type { AnswerOf, Endpoint } from '../../contracts/api/endpoint.ts';
import { ApiError, callApi, type CallOptions } from '../lib/api-client.ts';
import { handleOutcome } from '../lib/response-handler.ts';
import { session } from '../lib/session.ts';
import { isOnline } from './online.ts';
import { userStore } from './user-store.ts';

/** What a kept read answers. */
export interface Kept<T> {
  readonly data: T;
  /** Epoch ms the copy served from the device was fetched; null: the server's answer just now. */
  readonly asOf: number | null;
}

export interface KeptAs {
  /** The cache area: one per feature (`accounts`, `claims`, `contracts`, …). */
  readonly area: string;
  /**
   * Default: the call itself (path, params, query, body). Give one only where calls share a copy
   * (the account's last statement, whatever range was asked).
   */
  readonly key?: string;
  /** A read the screen repeats on a timer (chats, the bot console, the heads' inbox). */
  readonly polled?: boolean;
  /** 'caller': a 404 is thrown without the handler, the screen says "not found" inline. */
  readonly notFound?: 'handler' | 'caller';
}

/** No network, and this read was never kept on this device (or the user is a guest). */
export class NotKeptError extends ApiError {
  constructor() {
    super({ kind: 'network' });
    this.name = 'NotKeptError';
  }
}

/** The default key: the call with its arguments. */
export function callKey<E extends Endpoint>(endpoint: E, options: Omit<CallOptions<E>, 'handle'>): string {
  return JSON.stringify([endpoint.path, options.params ?? null, options.query ?? null, options.body ?? null]);
}

/**
 * Calls the endpoint for a screen and keeps its answer (see the header). The data is typed by the
 * endpoint record's response schema; while a record names none, the caller names the type.
 */
export async function keptCall<E extends Endpoint, T extends AnswerOf<E> = AnswerOf<E>>(
  endpoint: E,
  options: Omit<CallOptions<E>, 'handle'>,
  as: KeptAs,
): Promise<Kept<T>> {
  const { area, polled = false } = as;
  const key = as.key ?? callKey(endpoint, options);
  const signedIn = session.current() !== null;
  const kept = async (): Promise<Kept<T> | null> => {
    if (!signedIn) return null;
    try {
      const hit = await userStore().cache.get<T>(area, key);
      return hit ? { data: hit.data, asOf: hit.fetchedAt } : null;
    } catch (error) {
      console.warn(`${area} kept copy unreadable`, error);
      return null;
    }
  };

  if (!polled && !isOnline()) {
    const hit = await kept();
    if (hit) return hit;
  }
  // The outcome is answered here: a kept copy instead of "no connection", the handler otherwise.
  const outcome = await callApi(endpoint, { ...options, handle: false });
  if (outcome.kind === 'network') {
    const hit = await kept();
    if (hit) return hit;
    if (!polled) handleOutcome(outcome);
    throw new NotKeptError();
  }
  if (outcome.kind !== 'response' || outcome.envelope?.status !== 'success') {
    const leftToCaller =
      as.notFound === 'caller' && outcome.kind === 'response' && outcome.httpStatus === 404;
    if (!leftToCaller) handleOutcome(outcome);
    throw new ApiError(outcome);
  }
  const data = outcome.envelope.data as T;
  if (signedIn) {
    try {
      await userStore().cache.put(area, key, data);
    } catch (error) {
      console.warn(`${area} read not kept for offline use`, error);
    }
  }
  return { data, asOf: null };
}
