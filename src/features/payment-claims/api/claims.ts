/**
 * Calls of payment claims (contracts/api/payment-claims.ts). Reads are TanStack queries; changes
 * on an existing claim send If-Match with the version the user saw (a stale one answers 412 with
 * the current claim, shown by the response handler). A create and an edit go through the one write
 * path (offline/enqueue-call.ts): the bank's answer when it comes, otherwise queued in the outbox
 * and sent exactly once later. The list and a claim are kept in the encrypted
 * read cache and shown "as of" offline; after any change every claims read and the
 * soum payments list (a claim's payment appears there) are fetched again.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  claimCreate,
  claimEdit,
  claimIgnore,
  claimList,
  claimPayment,
  claimRecall,
  claimStatusList,
  claimView,
  type Claim,
  type ClaimCreateBody,
  type ClaimEditBody,
  type ClaimPaymentResult,
} from '../../../../contracts/api/payment-claims.ts';
import { uzsDashboardCounts, uzsList } from '../../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient, REFERENCE_LIST } from '../../../lib/query-client.ts';
import { callWithVersion } from '../../../lib/versioned-call.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import { outboxSummary } from '../../../offline/summary.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { claimFilterOf } from '../claim-filter.ts';

export const CLAIMS_PAGE_SIZE = 20;

function refreshClaims(): Promise<unknown> {
  return Promise.all(
    [claimList, claimView, uzsList, uzsDashboardCounts].map((endpoint) =>
      queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) }),
    ),
  );
}

export function useClaimList(query: TableQuery) {
  return useQuery({
    queryKey: endpointKey(claimList, query),
    queryFn: ({ signal }) =>
      keptCall(
        claimList,
        {
          query: { page: query.page, pageSize: CLAIMS_PAGE_SIZE },
          body: claimFilterOf(query.filters),
          signal,
        },
        { area: 'claims' },
      ),
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}

export function useClaimView(id: number) {
  return useQuery({
    queryKey: endpointKey(claimView, id),
    queryFn: ({ signal }) => keptCall(claimView, { query: { id }, signal }, { area: 'claims' }),
    enabled: Number.isInteger(id) && id > 0,
    networkMode: 'always',
  });
}

export function useClaimStatuses() {
  return useQuery({
    queryKey: endpointKey(claimStatusList),
    queryFn: async ({ signal }) => dataOf(await callApi(claimStatusList, { signal })),
    staleTime: Infinity,
    meta: REFERENCE_LIST,
  });
}

/** What an outbox row of a claim shows: its number, the debtor and the amount. */
function claimSummary(body: ClaimCreateBody | ClaimEditBody) {
  return outboxSummary({
    number: body.number,
    counterparty: body.debtor_name,
    amount: body.amount,
    currency: 'UZS',
  });
}

/**
 * A new claim: the created claim when the bank answers, otherwise `queued`. Besides the outbox's
 * Idempotency-Key, its client_reference (made when the form opened) makes the server answer the same
 * claim if the create reaches it twice, even from a second submit of the same form.
 */
export async function createClaim(body: ClaimCreateBody) {
  const result = await enqueueCall(claimCreate, {
    kind: 'claimCreate',
    aggregateId: `claim-new:${body.client_reference}`,
    body,
    ...claimSummary(body),
  });
  if (result.kind === 'done') await refreshClaims();
  return result;
}

/**
 * An edit based on the version the user saw (If-Match, also when it waits in the outbox: a claim
 * changed meanwhile is a 412, a conflict in the outbox, never an overwrite).
 */
export async function editClaim(body: ClaimEditBody, version: number) {
  const result = await enqueueCall(claimEdit, {
    kind: 'claimEdit',
    aggregateId: `claim:id:${body.id}`,
    body,
    ifMatch: String(version),
    ...claimSummary(body),
  });
  if (result.kind === 'done') await refreshClaims();
  return result;
}

export async function postClaimRecall(claim: Claim): Promise<Claim> {
  const next = dataOf(await callWithVersion(claimRecall, { id: claim.id }, claim.version));
  await refreshClaims();
  return next;
}

export async function postClaimIgnore(claim: Claim, reason: string): Promise<Claim> {
  const next = dataOf(await callWithVersion(claimIgnore, { id: claim.id, reason }, claim.version));
  await refreshClaims();
  return next;
}

export async function postClaimPayment(body: {
  id: number;
  account: string;
  mfo: string;
  sum: string;
}): Promise<ClaimPaymentResult> {
  const result = dataOf(await callApi(claimPayment, { body }));
  await refreshClaims();
  return result;
}
