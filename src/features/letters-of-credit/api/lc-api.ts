/**
 * Calls of letters of credit (contracts/api/letters-of-credit.ts). Reads are TanStack queries kept
 * in the encrypted read cache (shown "as of" offline). A create or an edit goes through the one
 * write path (offline/enqueue-call.ts): the bank's answer when it comes, else queued in the outbox
 * and sent exactly once later; actions on an existing letter carry If-Match with the version seen.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  lcAccounts,
  lcAction,
  lcDelete,
  lcList,
  lcSave,
  lcSign,
  lcStatusList,
  lcView,
  type LcAction,
  type LcRow,
  type LcSaveBody,
  type LcSignBody,
  type LcStatus,
} from '../../../../contracts/api/letters-of-credit.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient, REFERENCE_LIST } from '../../../lib/query-client.ts';
import { callWithVersion } from '../../../lib/versioned-call.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import { outboxSummary } from '../../../offline/summary.ts';

const AREA = 'letters-of-credit';
export const LC_PAGE_SIZE = 20;

function refresh(): Promise<unknown> {
  return Promise.all(
    [lcList, lcView].map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) })),
  );
}

export function useLcList(page: number, status: LcStatus | undefined) {
  return useQuery({
    queryKey: endpointKey(lcList, page, status),
    queryFn: ({ signal }) =>
      keptCall(
        lcList,
        { query: { page, pageSize: LC_PAGE_SIZE, ...(status === undefined ? {} : { status }) }, signal },
        { area: AREA },
      ),
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}

export function useLcView(id: number) {
  return useQuery({
    queryKey: endpointKey(lcView, id),
    queryFn: ({ signal }) => keptCall(lcView, { params: { id }, signal }, { area: AREA }),
    enabled: Number.isInteger(id) && id > 0,
    networkMode: 'always',
  });
}

export function useLcStatuses() {
  return useQuery({
    queryKey: endpointKey(lcStatusList),
    queryFn: async ({ signal }) => dataOf(await callApi(lcStatusList, { signal })),
    staleTime: Infinity,
    meta: REFERENCE_LIST,
  });
}

export function useLcAccounts() {
  return useQuery({
    queryKey: endpointKey(lcAccounts),
    queryFn: async ({ signal }) => dataOf(await callApi(lcAccounts, { signal })),
  });
}

/** A new letter, or an edit of the version seen (If-Match); the outbox keeps it when offline. */
export async function saveLc(body: LcSaveBody, version: number | null, reference: string) {
  const result = await enqueueCall(lcSave, {
    kind: 'lcSave',
    aggregateId: body.id === undefined ? `lc-new:${reference}` : `lc:id:${body.id}`,
    body,
    ifMatch: version === null ? null : String(version),
    handle: false,
    ...outboxSummary({
      number: '',
      counterparty: body.beneficiary_name,
      amount: body.amount,
      currency: body.currency,
    }),
  });
  if (result.kind === 'done') await refresh();
  return result;
}

export async function postLcAction(
  row: LcRow,
  action: LcAction,
  extra: { comment?: string; expiry_date?: string } = {},
): Promise<LcRow> {
  const next = dataOf(await callWithVersion(lcAction, { id: row.id, action, ...extra }, row.version));
  await refresh();
  return next;
}

export async function deleteLc(row: LcRow): Promise<void> {
  dataOf(await callWithVersion(lcDelete, { id: row.id }, row.version));
  await refresh();
}

export async function signLc(body: LcSignBody): Promise<LcRow[]> {
  const rows = dataOf(await callApi(lcSign, { body }));
  await refresh();
  return rows;
}
