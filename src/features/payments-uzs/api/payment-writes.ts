/**
 * The soum payment writes a branch office may make without a connection — save (new or edited),
 * the approval that may follow a save, the signature (and send) of one payment and its return to
 * the preparer by a signer — on the one
 * write path (src/offline/enqueue-call.ts, docs/architecture.md §4): each goes into the outbox
 * first, whether the browser says online or not. Online the caller gets the server's answer
 * (`done`); offline, or when no answer comes in time, `queued`, and the outbox delivers it exactly
 * once later, in order per payment (offline/payment-queue.ts). Nothing here asks whether the
 * browser is online.
 *
 * Actions on several payments at once (bulk sign, send, approve, delete) and the other actions of
 * one payment need the connection: they are plain calls and their buttons are disabled offline.
 */
import {
  uzsAuthApprove,
  uzsReturn,
  uzsSave,
  uzsSend,
  uzsSign,
  type UzsActionResult,
  type UzsPaymentRow,
  type UzsPaymentSaveBody,
  type UzsReferenceUsed,
  type UzsSignBody,
} from '../../../../contracts/api/uzs-payment.ts';
import { endpointUrl } from '../../../../contracts/api/endpoint.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { handleOutcome } from '../../../lib/response-handler.ts';
import { enqueueCall, type EnqueueCall, type WriteResult } from '../../../offline/enqueue-call.ts';
import type { OfflineStore } from '../../../offline/store.ts';
import { enqueueAction, userStore } from '../../../offline/user-store.ts';
import {
  AlreadyQueuedError,
  keepQueuedContent,
  newAggregate,
  PAYMENT_KINDS,
  paymentSummary,
  queuedFor,
  rememberFollowUps,
  savedAggregate,
  type FollowUpStep,
  type PaymentPaths,
  type QueueDeps,
} from '../offline/payment-queue.ts';
import { signableOf } from '../signable.ts';
import { refreshPayments } from './payment-keys.ts';

export interface WriteDeps {
  /** The user's encrypted store: follow-ups and the content kept for conflict reviews. */
  readonly store: OfflineStore;
  readonly call: EnqueueCall;
}

/** The signed-in user's outbox. */
export function writeDeps(): WriteDeps {
  return { store: userStore(), call: enqueueCall };
}

export const PAYMENT_PATHS: PaymentPaths = {
  save: endpointUrl(uzsSave),
  approve: endpointUrl(uzsAuthApprove),
  sign: endpointUrl(uzsSign),
  send: endpointUrl(uzsSend),
};

/** The signed-in user's outbox, as the follow-ups of payments saved without an answer need it. */
export function queueDeps(): QueueDeps {
  return { store: userStore(), enqueue: enqueueAction, paths: PAYMENT_PATHS };
}

/** A payment's write: done with the server's row, or waiting in the outbox. */
export type PaymentWrite = WriteResult<UzsPaymentRow>;

function referenceUsedOf(error: unknown): UzsReferenceUsed | null {
  if (!(error instanceof ApiError) || error.outcome.kind !== 'response') return null;
  if (error.outcome.httpStatus !== 422) return null;
  const data = error.envelope?.data as Partial<UzsReferenceUsed> | null | undefined;
  return typeof data?.id === 'number' && typeof data.version === 'number'
    ? { id: data.id, version: data.version }
    : null;
}

/** Hands a payment the server answered over for signature (Created → Entered). */
async function approveSaved(deps: WriteDeps, row: UzsPaymentRow): Promise<UzsPaymentRow> {
  const approved = await deps.call(uzsAuthApprove, {
    kind: PAYMENT_KINDS.approve,
    aggregateId: savedAggregate(row.id),
    body: { id: row.id },
    ifMatch: String(row.version),
    ...paymentSummary(row),
  });
  // Queued: the payment's page says an action waits in the outbox.
  return approved.kind === 'done' ? (approved.data.rows[0] ?? row) : row;
}

async function saveEdit(
  deps: WriteDeps,
  id: number,
  version: number,
  body: UzsPaymentSaveBody,
  handle: boolean,
): Promise<WriteResult<UzsPaymentRow>> {
  return deps.call(uzsSave, {
    kind: PAYMENT_KINDS.save,
    aggregateId: savedAggregate(id),
    body: { ...body, id },
    ifMatch: String(version),
    handle,
    ...paymentSummary(body),
  });
}

/**
 * Saves a new payment; `steps` follow once it is saved. The save carries the form's
 * client_reference, so a save sent twice is one payment. When an earlier save of this form was
 * committed but its answer was lost and the user then corrected the form, the server answers 422
 * uzs.referenceUsed with the saved payment (docs/decisions.md "A lost answer, then a correction"):
 * the correction goes as an edit of that payment, as long as nobody has changed it since
 * (version 1); otherwise the refusal reaches the form.
 */
export async function saveNewPayment(
  deps: WriteDeps,
  body: UzsPaymentSaveBody,
  steps: readonly FollowUpStep[],
): Promise<PaymentWrite> {
  let saved: PaymentWrite;
  try {
    saved = await deps.call(uzsSave, {
      kind: PAYMENT_KINDS.save,
      aggregateId: newAggregate(body.client_reference),
      body,
      // The one refusal answered by a correction is not shown; every other one is, below.
      handle: false,
      ...paymentSummary(body),
    });
  } catch (error) {
    const used = referenceUsedOf(error);
    if (used === null || used.version !== 1) {
      if (error instanceof ApiError) handleOutcome(error.outcome);
      throw error;
    }
    saved = await saveEdit(deps, used.id, used.version, body, true);
    // Queued, the edit carries no follow-up: the approval needs the version the edit makes, so
    // the payment stays Created and its page offers approval once the edit is delivered.
    if (saved.kind === 'queued') await keepQueuedContent(deps.store, saved.entry.id, body);
  }
  if (saved.kind === 'queued') {
    if (saved.entry.aggregateId === newAggregate(body.client_reference)) {
      // Saved here after the row exists: a save acked meanwhile is resolved when the outbox
      // (where the screen goes next) mounts the follow-ups.
      await rememberFollowUps(deps.store, body.client_reference, saved.entry.id, steps);
    }
    return saved;
  }
  await refreshPayments();
  const row = steps.includes('approve') ? await approveSaved(deps, saved.data) : saved.data;
  return { kind: 'done', data: row };
}

/**
 * Saves an edit of a payment the server knows, based on the version the user edited (If-Match);
 * `written` is the content as edited, kept beside a queued row for the conflict review.
 */
export async function saveEditedPayment(
  deps: WriteDeps,
  seen: Pick<UzsPaymentRow, 'id' | 'version'>,
  body: UzsPaymentSaveBody,
  written: unknown,
  approve: boolean,
): Promise<PaymentWrite> {
  const saved = await saveEdit(deps, seen.id, seen.version, body, true);
  if (saved.kind === 'queued') {
    await keepQueuedContent(deps.store, saved.entry.id, written);
    return saved;
  }
  await refreshPayments();
  return { kind: 'done', data: approve ? await approveSaved(deps, saved.data) : saved.data };
}

/**
 * A signer returns the payment to its preparer with a reason (→ Created, signatures voided), on the
 * version they saw (If-Match; a changed payment answers 412). Refusals are thrown for the reason
 * sheet to show; queued, the payment's page says the return waits in the outbox.
 */
export async function returnToPreparer(
  deps: WriteDeps,
  payment: Pick<UzsPaymentRow, 'id' | 'version' | 'number' | 'r_name' | 'sum'>,
  reason: string,
): Promise<WriteResult<UzsActionResult>> {
  const result = await deps.call(uzsReturn, {
    kind: PAYMENT_KINDS.return,
    aggregateId: savedAggregate(payment.id),
    body: { id: payment.id, reason },
    ifMatch: String(payment.version),
    ...paymentSummary(payment),
  });
  if (result.kind === 'done') await refreshPayments();
  return result;
}

/**
 * Checked before the signing client is asked: a second signature of a payment whose action
 * still waits in the outbox could only end refused, and a changed payment is reviewed, not re-signed.
 */
export async function refuseIfQueued(deps: WriteDeps, paymentId: number): Promise<void> {
  if (queuedFor(await deps.store.outbox.list(), paymentId).length > 0) {
    throw new AlreadyQueuedError(paymentId);
  }
}

/**
 * The signature over one payment (the signed message names the version it covers) and, if asked,
 * its send, in that order in the payment's queue. `signed` is the content the user saw, kept for
 * the conflict review while the signature waits. Refusals (412 with the current rows, 403) are
 * thrown for the sign sheet to show.
 */
export async function signOnePayment(
  deps: WriteDeps,
  payment: UzsPaymentRow,
  body: UzsSignBody,
  thenSend: boolean,
): Promise<WriteResult<UzsActionResult>> {
  await refuseIfQueued(deps, payment.id);
  const aggregateId = savedAggregate(payment.id);
  const summary = paymentSummary(payment);
  const signature = await deps.call(uzsSign, {
    kind: PAYMENT_KINDS.sign,
    aggregateId,
    body,
    handle: false,
    ...summary,
  });
  if (signature.kind === 'queued') {
    await keepQueuedContent(deps.store, signature.entry.id, signableOf(payment));
    if (thenSend) {
      // Waits for the signature in the outbox; no answer is awaited now.
      await deps.call(
        uzsSend,
        {
          kind: PAYMENT_KINDS.send,
          aggregateId,
          dependsOn: signature.entry.id,
          body: { payment_ids: [payment.id] },
          handle: false,
          ...summary,
        },
        0,
      );
    }
    return signature;
  }
  await refreshPayments();
  if (!thenSend) return signature;
  const signedRows = signature.data.rows.length > 0 ? signature.data.rows : [payment];
  const sent = await deps.call(uzsSend, {
    kind: PAYMENT_KINDS.send,
    aggregateId,
    body: { payment_ids: signedRows.map((r) => r.id), versions: signedRows.map((r) => r.version) },
    handle: false,
    ...summary,
  });
  if (sent.kind === 'queued') return sent;
  await refreshPayments();
  return sent;
}
