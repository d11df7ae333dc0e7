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
import type { OutboxEntry } from './store.ts';
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

/**
 * Listens to this tab's runner from before the row exists (the enqueue kicks the runner, which may
 * send at once) and resolves with the send of the row named later, or null after `waitMs`.
 */
function listenForSend(waitMs: number): {
  answerFor: (id: string) => Promise<Sent | null>;
  stop: () => void;
} {
  const heard: Sent[] = [];
  let wanted: { id: string; resolve: (sent: Sent | null) => void } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stopListening = onOutboxSent((row, outcome) => {
    if (wanted === null) heard.push({ row, outcome });
    else if (row.id === wanted.id) finish({ row, outcome });
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
        const early = heard.find((sent) => sent.row.id === id);
        if (early) finish(early);
        else timer = setTimeout(() => finish(null), waitMs);
      }),
    stop: stopListening,
  };
}

export async function enqueueCall<E extends Endpoint>(
  endpoint: E,
  call: QueuedCall<E>,
  waitMs = ANSWER_WAIT_MS,
): Promise<WriteResult<AnswerOf<E>>> {
  const method = endpoint.method;
  if (method === 'GET') throw new Error(`${endpoint.path}: a read is not queued`);
  const listener = listenForSend(waitMs);
  let entry: OutboxEntry;
  try {
    entry = await enqueueAction({
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
  if (!isOnline()) {
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
    await outboxActions.discard(row.id);
    if (call.handle !== false) handleOutcome(outcome);
    throw new ApiError(outcome);
  }
  // No network, 409, 5xx, 401: the row waits in the outbox and is sent later, exactly once.
  return { kind: 'queued', entry };
}
