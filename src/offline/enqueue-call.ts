/**
 * The one write path for actions a branch office must never lose or repeat (docs/architecture.md
 * §4): the action goes into the outbox first — sealed, with its Idempotency-Key — whether the
 * browser says online or not, and the screen does not choose. Online, this tab's runner sends it at
 * once and the caller gets the server's answer (`done`, typed by the endpoint's response schema).
 * Offline, or when no answer comes within the wait, the caller hears `queued` and the outbox delivers
 * it exactly once later. A refusal the user is waiting for (422, 403, 412 …) goes through the one
 * response handler and is thrown as ApiError like a direct call, and its row leaves the outbox: the
 * form still holds what was typed, so nothing is lost and the outbox shows no stale refusal.
 */
import type { z } from 'zod';
import { endpointUrl, type AnswerOf, type Endpoint } from '../../contracts/api/endpoint.ts';
import { ApiError, type ApiOutcome } from '../lib/api-client.ts';
import { handleOutcome } from '../lib/response-handler.ts';
import { isOnline } from './online.ts';
import type { OutboxRow } from './db.ts';
import type { OutboxAction, OutboxEntry } from './store.ts';
import { enqueueAction, onOutboxSent, outboxActions } from './user-store.ts';

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** How long a waiting screen holds on before it says "queued" (a slow branch line still answers). */
export const ANSWER_WAIT_MS = 15_000;

export interface QueuedCall<E extends Endpoint> {
  /** What the action is (`callOrder`), for the outbox list and its translations. */
  readonly kind: string;
  /** The record the action belongs to; its actions are sent strictly in order. */
  readonly aggregateId: string;
  readonly body: InputOf<E['body']>;
  readonly params?: InputOf<E['params']> & Record<string, string | number>;
  /** The row version the action is based on (If-Match), for actions on an existing record. */
  readonly ifMatch?: string | null;
  /** An earlier outbox row that must be acked first. */
  readonly dependsOn?: string | null;
  /** What the action is about in the user's words, shown in the outbox, never sent. */
  readonly summary?: string;
  /**
   * false: a refusal is thrown without passing the response handler, for screens that show
   * refusals themselves (a sign sheet's 412 review, a head's per-payment results).
   */
  readonly handle?: boolean;
}

export type WriteResult<T> =
  { readonly kind: 'done'; readonly data: T } | { readonly kind: 'queued'; readonly entry: OutboxEntry };

type Sent = { readonly row: OutboxRow; readonly outcome: ApiOutcome<unknown> };
type SentListener = (row: OutboxRow, outcome: ApiOutcome<unknown>) => void;

/** The outbox a write goes through: the signed-in user's (user-store.ts), or a test's own. */
export interface CallOutbox {
  /** Writes the action (sealed) and lets the runner try it. */
  readonly enqueue: (action: OutboxAction) => Promise<OutboxEntry>;
  /** Hears every send of the runner. */
  readonly onSent: (listener: SentListener) => () => void;
  readonly discard: (id: string) => Promise<void>;
  readonly online: () => boolean;
}

export type EnqueueCall = <E extends Endpoint>(
  endpoint: E,
  call: QueuedCall<E>,
  waitMs?: number,
) => Promise<WriteResult<AnswerOf<E>>>;

/**
 * Whether a send ends the caller's wait: an answer that settles the row (acked, refused, stopped),
 * a 401 (the session is gone), no network while the browser says offline, or a second send in a
 * row that found no network. One lost answer or a 5xx while online does not: the runner sends the
 * row again under the same key (after 2, then 4, then 8 s) and the server answers what it stored,
 * so a dropped answer on a flaky line ends in the answer, not in the outbox — while a branch's
 * Wi-Fi without internet says "queued" after the first retry (~2 s), not after the whole wait.
 */
function endsWait(sent: Sent, online: () => boolean, noNetworkBefore: boolean): boolean {
  const { row, outcome } = sent;
  if (row.state !== 'pending') return true;
  if (outcome.kind === 'response') return outcome.httpStatus === 401;
  return noNetworkBefore || !online();
}

/**
 * Listens to this tab's runner from before the row exists (the enqueue kicks the runner, which may
 * send at once) and resolves with the send of the row named later that ends the wait, or with the
 * last send heard (null: none) after `waitMs`.
 */
function listenForSend(
  outbox: Pick<CallOutbox, 'onSent' | 'online'>,
  waitMs: number,
): {
  answerFor: (id: string) => Promise<Sent | null>;
  stop: () => void;
} {
  const heard: Sent[] = [];
  let wanted: { id: string; resolve: (sent: Sent | null) => void } | null = null;
  let last: Sent | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const hear = (sent: Sent) => {
    const noNetworkBefore = last !== null && last.outcome.kind === 'network';
    last = sent;
    if (endsWait(sent, outbox.online, noNetworkBefore)) finish(sent);
  };
  const stopListening = outbox.onSent((row, outcome) => {
    if (wanted === null) heard.push({ row, outcome });
    else if (row.id === wanted.id) hear({ row, outcome });
  });
  const finish = (sent: Sent | null) => {
    if (timer !== null) clearTimeout(timer);
    stopListening();
    wanted?.resolve(sent);
  };
  return {
    answerFor: (id) =>
      new Promise((resolve) => {
        wanted = { id, resolve };
        timer = setTimeout(() => finish(last), waitMs);
        for (const sent of heard.filter((early) => early.row.id === id)) hear(sent);
      }),
    stop: stopListening,
  };
}

/** enqueueCall over the given outbox (the app uses `enqueueCall`, bound to the signed-in user's). */
export function createEnqueueCall(outbox: CallOutbox): EnqueueCall {
  return async <E extends Endpoint>(
    endpoint: E,
    call: QueuedCall<E>,
    waitMs = ANSWER_WAIT_MS,
  ): Promise<WriteResult<AnswerOf<E>>> => {
    const method = endpoint.method;
    if (method === 'GET') throw new Error(`${endpoint.path}: a read is not queued`);
    const listener = listenForSend(outbox, waitMs);
    let entry: OutboxEntry;
    try {
      entry = await outbox.enqueue({
        kind: call.kind,
        aggregateId: call.aggregateId,
        dependsOn: call.dependsOn ?? null,
        method,
        path: endpointUrl(endpoint, call.params),
        body: call.body,
        baseVersion: call.ifMatch ?? null,
        summary: call.summary,
      });
    } catch (error) {
      listener.stop();
      throw error;
    }
    if (!outbox.online()) {
      listener.stop();
      return { kind: 'queued', entry };
    }
    const sent = await listener.answerFor(entry.id);
    if (sent === null) return { kind: 'queued', entry };
    const { row, outcome } = sent;
    if (row.state === 'acked' && outcome.kind === 'response') {
      return { kind: 'done', data: outcome.envelope?.data as AnswerOf<E> };
    }
    if (row.state === 'rejected' || row.state === 'conflict') {
      await outbox.discard(row.id);
      if (call.handle !== false) handleOutcome(outcome);
      throw new ApiError(outcome);
    }
    // No network, 409, 5xx, 401: the row waits in the outbox and is sent later, exactly once.
    return { kind: 'queued', entry };
  };
}

/** The one write path of every screen, through the signed-in user's outbox. */
export const enqueueCall: EnqueueCall = createEnqueueCall({
  enqueue: (action) => enqueueAction(action),
  onSent: (listener) => onOutboxSent(listener),
  discard: (id) => outboxActions.discard(id),
  online: () => isOnline(),
});
