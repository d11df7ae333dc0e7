/**
 * Calls of currency transaction codes (contracts/api/currency-transaction-codes.ts, admin): list and
 * view, create through the outbox, update. After a change the list, the record and the currency
 * payment form's options are refetched.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ctcCreate,
  ctcList,
  ctcOptions,
  ctcUpdate,
  ctcView,
  type Ctc,
  type CtcBody,
  type CtcRow,
} from '../../../../contracts/api/currency-transaction-codes.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';

export const CTC_PAGE_SIZE = 20;

export function refreshCodes(): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(ctcList) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(ctcView) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(ctcOptions) }),
  ]);
}

export async function postCtcList(query: TableQuery, signal?: AbortSignal): Promise<Paged<CtcRow>> {
  const state = query.filters['active'];
  return dataOf(
    await callApi(ctcList, {
      query: { page: query.page, pageSize: CTC_PAGE_SIZE, sort: query.sort ?? undefined },
      body: {
        ...(state === 'true' || state === 'false' ? { active: state === 'true' } : {}),
        ...(query.filters['text'] ? { text: query.filters['text'] } : {}),
      },
      signal,
    }),
  );
}

export function useCtcList(query: TableQuery) {
  return useQuery({
    queryKey: endpointKey(ctcList, query),
    queryFn: ({ signal }) => postCtcList(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCtc(id: string) {
  return useQuery({
    queryKey: endpointKey(ctcView, id),
    queryFn: async ({ signal }) => dataOf(await callApi(ctcView, { params: { id }, signal })),
  });
}

export async function createCtc(body: CtcBody) {
  const result = await enqueueCall(ctcCreate, {
    kind: 'ctcCreate',
    aggregateId: `ctc-new:${crypto.randomUUID()}`,
    body,
  });
  if (result.kind === 'done') await refreshCodes();
  return result;
}

export async function putCtcUpdate(id: number, body: CtcBody): Promise<Ctc> {
  const code = dataOf(await callApi(ctcUpdate, { params: { id }, body }));
  await refreshCodes();
  return code;
}
