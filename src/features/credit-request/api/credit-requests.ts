/**
 * Calls of the credit request and loan issuance screens (contracts/api/credit-request.ts). Reads are
 * react-query reads. Save (create or edit), sign and send go through the one write path
 * (offline/enqueue-call.ts): the bank's answer when it comes, otherwise queued in the outbox and
 * delivered exactly once later under the same Idempotency-Key, in order per request; an action on
 * an existing request carries If-Match with the version the screen showed. The save answers its 422
 * field problems to the form (no dialog), so the rules show under the fields. The bank's decisions
 * (review, documents, approve, refuse) need the connection (src/lib/versioned-call.ts).
 */
import { useQuery } from '@tanstack/react-query';
import {
  creditApprove,
  creditList,
  creditRefuse,
  creditRequestDocuments,
  creditReview,
  creditSave,
  creditSend,
  creditSign,
  creditSigningMessage,
  creditView,
  loanList,
  loanPaymentPrefill,
  loanView,
  type CreditApproveBody,
  type CreditRequest,
  type CreditRequestBody,
} from '../../../../contracts/api/credit-request.ts';
import { ApiError, callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { openSigningClient } from '../../../lib/signing-client.ts';
import { callWithVersion } from '../../../lib/versioned-call.ts';
import { enqueueCall, type WriteResult } from '../../../offline/enqueue-call.ts';
import { outboxSummary } from '../../../offline/summary.ts';

/** The outbox kinds of credit requests (labels: locales/<lang>/offline.json). */
export const CREDIT_KINDS_OUTBOX = {
  create: 'creditRequestCreate',
  edit: 'creditRequestEdit',
  sign: 'creditRequestSign',
  send: 'creditRequestSend',
} as const;

export function useCreditList(page: number) {
  return useQuery({
    queryKey: endpointKey(creditList, page),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(creditList, { query: { page, pageSize: 20 }, body: {}, signal })),
  });
}

export function useCreditView(id: number) {
  return useQuery({
    queryKey: endpointKey(creditView, id),
    queryFn: async ({ signal }) => dataOf(await callApi(creditView, { query: { id }, signal })),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useLoanList(page: number) {
  return useQuery({
    queryKey: endpointKey(loanList, page),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(loanList, { query: { page, pageSize: 20 }, body: {}, signal })),
  });
}

export function useLoanView(id: number) {
  return useQuery({
    queryKey: endpointKey(loanView, id),
    queryFn: async ({ signal }) => dataOf(await callApi(loanView, { query: { id }, signal })),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export async function getPaymentPrefill(loanId: number) {
  return dataOf(await callApi(loanPaymentPrefill, { query: { loan_id: loanId } }));
}

async function refresh(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: ['credit-request'] });
  await queryClient.invalidateQueries({ queryKey: ['loan-issuance'] });
}

/** What a save ends in: the stored request, queued in the outbox, or the server's field problems. */
export type SaveOutcome =
  | { readonly kind: 'saved'; readonly request: CreditRequest }
  | { readonly kind: 'queued' }
  | { readonly kind: 'refused'; readonly errors: Record<string, string>; readonly message: string | null };

function summaryOf(body: { amount: string; account: string }, number?: string) {
  return outboxSummary({ number, counterparty: `…${body.account.slice(-8)}`, amount: body.amount });
}

async function settled(result: WriteResult<CreditRequest>): Promise<WriteResult<CreditRequest>> {
  if (result.kind === 'done') await refresh();
  return result;
}

/**
 * A new request (`version` null; `reference` is the form's own, so one form is one outbox queue) or
 * an edit on the version shown. A refusal comes back as field problems, without a dialog.
 */
export async function saveCreditRequest(
  body: CreditRequestBody,
  version: number | null,
  reference: string = crypto.randomUUID(),
): Promise<SaveOutcome> {
  const isNew = body.id === undefined || version === null;
  try {
    const result = await enqueueCall(creditSave, {
      kind: isNew ? CREDIT_KINDS_OUTBOX.create : CREDIT_KINDS_OUTBOX.edit,
      aggregateId: isNew ? `credit-request:ref:${reference}` : `credit-request:id:${body.id}`,
      body,
      ifMatch: version === null ? null : String(version),
      handle: false,
      ...summaryOf(body),
    });
    if (result.kind === 'queued') return { kind: 'queued' };
    await refresh();
    return { kind: 'saved', request: result.data };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const errors: Record<string, string> = {};
    for (const entry of error.validation) errors[entry.attribute] ??= entry.message;
    return { kind: 'refused', errors, message: error.serverMessage };
  }
}

/**
 * Signs the request as shown (its digest at its version) through the local signing client, then
 * hands the signature to the outbox: it waits there when there is no connection.
 */
export async function signCreditRequest(request: CreditRequest): Promise<WriteResult<CreditRequest>> {
  const data = await creditSigningMessage(request);
  const client = await openSigningClient();
  let signature;
  try {
    signature = await client.signMessage(data);
  } finally {
    client.close();
  }
  return settled(
    await enqueueCall(creditSign, {
      kind: CREDIT_KINDS_OUTBOX.sign,
      aggregateId: `credit-request:id:${request.id}`,
      body: {
        id: request.id,
        sign_cipher: signature.signature,
        sign_type: 'eds',
        key_data: { data, version: signature.version },
      },
      ...summaryOf(request, request.number),
    }),
  );
}

/** Signed → Sent on the version the user saw; queued when there is no connection. */
export async function sendCreditRequest(request: CreditRequest): Promise<WriteResult<CreditRequest>> {
  return settled(
    await enqueueCall(creditSend, {
      kind: CREDIT_KINDS_OUTBOX.send,
      aggregateId: `credit-request:id:${request.id}`,
      body: { id: request.id },
      ifMatch: String(request.version),
      ...summaryOf(request, request.number),
    }),
  );
}

async function act<E extends typeof creditSend>(endpoint: E, body: unknown, version: number) {
  const answer = dataOf(await callWithVersion(endpoint, body, version));
  await refresh();
  return answer;
}

export const reviewCreditRequest = (r: CreditRequest) => act(creditReview, { id: r.id }, r.version);
export const requestDocuments = (r: CreditRequest, comment: string) =>
  act(creditRequestDocuments as unknown as typeof creditSend, { id: r.id, comment }, r.version);
export const refuseCreditRequest = (r: CreditRequest, reason: string) =>
  act(creditRefuse as unknown as typeof creditSend, { id: r.id, reason }, r.version);
export const approveCreditRequest = (r: CreditRequest, terms: Omit<CreditApproveBody, 'id'>) =>
  act(creditApprove as unknown as typeof creditSend, { id: r.id, ...terms }, r.version);
