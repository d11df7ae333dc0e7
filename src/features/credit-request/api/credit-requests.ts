/**
 * Calls of the credit request and loan issuance screens (contracts/api/credit-request.ts). Reads are
 * react-query reads; every action carries an Idempotency-Key and, on an existing request, If-Match
 * with the version the screen showed (src/lib/versioned-call.ts). The save answers its 422 field
 * problems to the form (no dialog), so the rules show under the fields.
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
import { endpointUrl } from '../../../../contracts/api/endpoint.ts';
import { callApi, dataOf, endpointKey, sendPrepared } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { openSigningClient } from '../../../lib/signing-client.ts';
import { callWithVersion } from '../../../lib/versioned-call.ts';

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

/** What a save ends in: the stored request, or the server's field problems (attribute → message). */
export type SaveOutcome =
  | { readonly kind: 'saved'; readonly request: CreditRequest }
  | { readonly kind: 'refused'; readonly errors: Record<string, string>; readonly message: string | null };

export async function saveCreditRequest(
  body: CreditRequestBody,
  version: number | null,
): Promise<SaveOutcome> {
  const outcome = await sendPrepared({
    method: 'POST',
    url: endpointUrl(creditSave),
    bodyText: JSON.stringify(body),
    idempotencyKey: crypto.randomUUID(),
    ifMatch: version === null ? null : String(version),
  });
  if (outcome.kind === 'response' && outcome.envelope?.status === 'success') {
    await refresh();
    return { kind: 'saved', request: outcome.envelope.data as CreditRequest };
  }
  const errors: Record<string, string> = {};
  if (outcome.kind === 'response')
    for (const entry of outcome.envelope?.validation ?? []) errors[entry.attribute] ??= entry.message;
  return {
    kind: 'refused',
    errors,
    message: outcome.kind === 'response' ? (outcome.envelope?.message ?? null) : null,
  };
}

/** Signs the request as shown (its digest at its version) through the local signing client. */
export async function signCreditRequest(request: CreditRequest): Promise<CreditRequest> {
  const data = await creditSigningMessage(request);
  const client = await openSigningClient();
  try {
    const signature = await client.signMessage(data);
    const answer = dataOf(
      await callApi(creditSign, {
        body: {
          id: request.id,
          sign_cipher: signature.signature,
          sign_type: 'eds',
          key_data: { data, version: signature.version },
        },
      }),
    );
    await refresh();
    return answer;
  } finally {
    client.close();
  }
}

async function act<E extends typeof creditSend>(endpoint: E, body: unknown, version: number) {
  const answer = dataOf(await callWithVersion(endpoint, body, version));
  await refresh();
  return answer;
}

export const sendCreditRequest = (r: CreditRequest) => act(creditSend, { id: r.id }, r.version);
export const reviewCreditRequest = (r: CreditRequest) => act(creditReview, { id: r.id }, r.version);
export const requestDocuments = (r: CreditRequest, comment: string) =>
  act(creditRequestDocuments as unknown as typeof creditSend, { id: r.id, comment }, r.version);
export const refuseCreditRequest = (r: CreditRequest, reason: string) =>
  act(creditRefuse as unknown as typeof creditSend, { id: r.id, reason }, r.version);
export const approveCreditRequest = (r: CreditRequest, terms: Omit<CreditApproveBody, 'id'>) =>
  act(creditApprove as unknown as typeof creditSend, { id: r.id, ...terms }, r.version);
