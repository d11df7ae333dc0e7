/**
 * Soum payments in the outbox (docs/architecture.md §4; payments design "Idempotency and offline").
 * Guarantees:
 * - every queued action of one payment shares one aggregate, so the runner sends them strictly in
 *   order (save → approve → sign → send): a payment the server knows is `uzs-payment:id:<id>`, a
 *   new one is `uzs-payment:ref:<client_reference>` until its id is known;
 * - a new payment is queued as a save carrying its client_reference (the server answers the same
 *   payment for the same reference, so it can never arrive twice);
 * - actions that need the server id of a payment saved offline (approve) cannot be written to the
 *   outbox yet: they wait as a follow-up record in the encrypted store (never sent from there).
 *   Once the save row is acked, `resolveFollowUps` replays that very request — same bytes, same
 *   Idempotency-Key — so the server answers its stored response (the id and version) without
 *   creating anything, then queues each follow-up in the outbox, in order, with If-Match on that
 *   version, and forgets the record. A save that was refused or discarded drops its follow-ups;
 * - a signature made offline is queued with the version it covers (the signed message names it);
 *   an offline edit carries it as If-Match. If the payment changed meanwhile the server answers
 *   412 and the row stops as a conflict for the user to review — never re-signed or merged
 *   automatically. The content the user signed or wrote is kept beside the row, so the review
 *   (the payment's page, linked from the outbox) shows what changed.
 */
import type { ApiOutcome, PreparedRequest } from '../../../lib/api-client.ts';
import type { OutboxRow } from '../../../offline/db.ts';
import type { LockRunner } from '../../../offline/outbox-runner.ts';
import { outboxSummary } from '../../../offline/summary.ts';
import { isUnsent, type OfflineStore, type OutboxAction, type OutboxEntry } from '../../../offline/store.ts';

export const PAYMENT_KINDS = {
  save: 'uzsPaymentSave',
  approve: 'uzsPaymentApprove',
  sign: 'uzsPaymentSign',
  send: 'uzsPaymentSend',
  /** A signer returns the payment to its preparer (the heads' inbox queues the same kind). */
  return: 'uzsPaymentReturn',
} as const;

/** Steps that may follow an offline save (they need the id the server gives it). */
export type FollowUpStep = 'approve';

export interface FollowUp {
  readonly clientReference: string;
  /** The outbox row of the save (its id is the save's Idempotency-Key). */
  readonly saveRowId: string;
  readonly steps: readonly FollowUpStep[];
}

/** The full paths (with base) of the calls queued here; the caller takes them from contracts. */
export interface PaymentPaths {
  readonly save: string;
  readonly approve: string;
  readonly sign: string;
  readonly send: string;
}

const FOLLOW_UP_PREFIX = 'uzs-followup:';
const QUEUED_CONTENT_PREFIX = 'uzs-queued:';

export function savedAggregate(id: number): string {
  return `uzs-payment:id:${id}`;
}

export function newAggregate(clientReference: string): string {
  return `uzs-payment:ref:${clientReference}`;
}

export interface QueueDeps {
  readonly store: OfflineStore;
  /** Writes the action to the outbox (and lets the runner try it). */
  readonly enqueue: (action: OutboxAction) => Promise<OutboxEntry>;
  readonly paths: PaymentPaths;
}

/** What a queued payment action is about, from the payment's body or signed content. */
export function paymentSummary(content: unknown): { summary?: string } {
  const fields = typeof content === 'object' && content !== null ? (content as Record<string, unknown>) : {};
  return outboxSummary({
    number: fields['number'],
    counterparty: fields['r_name'],
    amount: fields['sum'],
    currency: 'UZS',
  });
}

/**
 * Remembers what follows a new payment's save that went to the outbox unanswered: the steps wait
 * here (never sent from here) until the save is acked and the payment has its id.
 */
export async function rememberFollowUps(
  store: OfflineStore,
  clientReference: string,
  saveRowId: string,
  steps: readonly FollowUpStep[],
): Promise<void> {
  if (steps.length === 0) return;
  const followUp: FollowUp = { clientReference, saveRowId, steps };
  await store.drafts.save(FOLLOW_UP_PREFIX + clientReference, followUp);
}

/** Keeps what the user wrote or signed beside its queued row, for a conflict review. */
export function keepQueuedContent(store: OfflineStore, rowId: string, content: unknown): Promise<void> {
  return store.drafts.save(QUEUED_CONTENT_PREFIX + rowId, content);
}

/** The outbox rows of one payment that have not been delivered (a stopped row counts: it needs the user). */
export function queuedFor(entries: readonly OutboxEntry[], paymentId: number): OutboxEntry[] {
  const aggregateId = savedAggregate(paymentId);
  return entries.filter((e) => e.aggregateId === aggregateId && isUnsent(e));
}

/** A second signature of a payment whose signature already waits in the outbox (issue 17 point 2). */
export class AlreadyQueuedError extends Error {
  constructor(readonly paymentId: number) {
    super(`an action on payment ${paymentId} is already waiting in the outbox`);
    this.name = 'AlreadyQueuedError';
  }
}

/** What the user signed or wrote for an outbox row (null when none was kept). */
export function queuedContent<T>(store: OfflineStore, rowId: string): Promise<T | null> {
  return store.drafts.load<T>(QUEUED_CONTENT_PREFIX + rowId);
}

/** Forgets the kept content once its row is discarded or sent. */
export function forgetQueuedContent(store: OfflineStore, rowId: string): Promise<void> {
  return store.drafts.remove(QUEUED_CONTENT_PREFIX + rowId);
}

const SAVED_AGGREGATE = /^uzs-payment:id:(\d+)$/;

/**
 * Where a conflicted payment action is reviewed (the payment's page with the difference), or null
 * for rows that are not payment actions on a known payment.
 */
export function conflictReviewPath(
  entry: Pick<OutboxEntry, 'id' | 'kind' | 'aggregateId' | 'state'>,
): string | null {
  if (entry.state !== 'conflict') return null;
  if (entry.kind !== PAYMENT_KINDS.sign && entry.kind !== PAYMENT_KINDS.save) return null;
  const id = SAVED_AGGREGATE.exec(entry.aggregateId)?.[1];
  return id ? `/uzs-payments/detail/${id}?conflict=${encodeURIComponent(entry.id)}` : null;
}

interface SavedAnswer {
  readonly id: number;
  readonly version: number;
}

function savedAnswer(outcome: ApiOutcome<unknown>): SavedAnswer | null {
  if (outcome.kind !== 'response' || outcome.httpStatus < 200 || outcome.httpStatus >= 300) return null;
  const data = outcome.envelope?.data as Partial<SavedAnswer> | undefined;
  return typeof data?.id === 'number' && typeof data.version === 'number'
    ? { id: data.id, version: data.version }
    : null;
}

export interface ResolveDeps extends QueueDeps {
  /** Sends a prepared request (lib/api-client sendPrepared). */
  readonly send: (request: PreparedRequest) => Promise<ApiOutcome<unknown>>;
  /** Keeps two tabs from resolving the same follow-up twice. */
  readonly lock: LockRunner;
  readonly lockName: string;
}

/**
 * Queues the follow-ups whose save was acked; drops those whose save will never be, and the kept
 * content of rows that were sent or discarded (only a conflict needs it).
 */
export async function resolveFollowUps(deps: ResolveDeps): Promise<void> {
  await deps.lock(deps.lockName, async () => {
    const drafts = await deps.store.drafts.list();
    for (const kept of drafts.filter((d) => d.id.startsWith(QUEUED_CONTENT_PREFIX))) {
      const row = await deps.store.db.outbox.get(kept.id.slice(QUEUED_CONTENT_PREFIX.length));
      if (!row || row.state === 'acked') await deps.store.drafts.remove(kept.id);
    }
    const records = drafts.filter((d) => d.id.startsWith(FOLLOW_UP_PREFIX));
    const pending: { recordId: string; followUp: FollowUp; save: OutboxRow }[] = [];
    for (const record of records) {
      const followUp = await deps.store.drafts.load<FollowUp>(record.id);
      if (!followUp) continue;
      const save = await deps.store.db.outbox.get(followUp.saveRowId);
      if (!save || save.state === 'rejected') await deps.store.drafts.remove(record.id);
      else pending.push({ recordId: record.id, followUp, save });
    }
    // In the order the payments were queued, so their follow-ups keep that order too.
    pending.sort((a, b) => a.save.sequence - b.save.sequence);
    for (const { recordId, followUp, save } of pending) {
      if (save.state !== 'acked') continue;
      const bodyText = await deps.store.outbox.bodyText(save);
      if (bodyText === null) continue;
      const answer = savedAnswer(
        await deps.send({ method: save.method, url: save.path, bodyText, idempotencyKey: save.id }),
      );
      if (!answer) continue;
      for (const step of followUp.steps) {
        await deps.enqueue({
          kind: PAYMENT_KINDS[step],
          aggregateId: newAggregate(followUp.clientReference),
          method: 'POST',
          path: deps.paths[step],
          body: { id: answer.id },
          baseVersion: String(answer.version),
          ...paymentSummary(JSON.parse(bodyText)),
        });
      }
      await deps.store.drafts.remove(recordId);
    }
  });
}
