/**
 * Calls of payment claims (contracts/api/payment-claims.ts). Reads are TanStack queries; changes
 * on an existing claim send If-Match with the version the user saw (a stale one answers 412 with
 * the current claim, shown by the response handler). The list and a claim are kept in the encrypted
 * read cache and shown "as of" offline; after any change every claims read and the
 * soum payments list (a claim's payment appears there) are fetched again.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointUrl } from '../../../../contracts/api/endpoint.ts';
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
import { keptCall } from '../../../offline/kept-call.ts';
import { enqueueAction } from '../../../offline/user-store.ts';
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

export async function postClaimCreate(body: ClaimCreateBody): Promise<Claim> {
  const claim = dataOf(await callApi(claimCreate, { body }));
  await refreshClaims();
  return claim;
}

/**
 * Offline: the create waits in the outbox and is sent once on reconnect; its client_reference
 * makes the server answer the same claim even if the create reaches it twice.
 */
export async function queueClaimCreate(body: ClaimCreateBody): Promise<void> {
  await enqueueAction({
    kind: 'claimCreate',
    aggregateId: `claim-new:${body.client_reference}`,
    method: 'POST',
    path: endpointUrl(claimCreate),
    body,
    ...outboxSummary({
      number: body.number,
      counterparty: body.debtor_name,
      amount: body.amount,
      currency: 'UZS',
    }),
  });
}

export async function postClaimEdit(body: ClaimEditBody, version: number): Promise<Claim> {
  const claim = dataOf(await callWithVersion(claimEdit, body, version));
  await refreshClaims();
  return claim;
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
