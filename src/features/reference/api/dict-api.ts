/**
 * Calls of the reference dictionaries (contracts/api/reference-data.ts): list, view, create and
 * update per kind. After a change the kind's list and record, and the option lists other screens
 * read (currencies, status names), are refetched.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  DICT_ENDPOINTS,
  currencyOptions,
  statusOptions,
  type DictBody,
  type DictEntry,
  type DictKind,
  type DictRow,
} from '../../../../contracts/api/reference-data.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';

export const DICT_PAGE_SIZE = 20;

export function refreshDictionary(kind: DictKind): Promise<unknown> {
  const calls = DICT_ENDPOINTS[kind];
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(calls.list) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(calls.view) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(currencyOptions) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(statusOptions) }),
  ]);
}

export async function postDictList(
  kind: DictKind,
  query: TableQuery,
  signal?: AbortSignal,
): Promise<Paged<DictRow>> {
  const state = query.filters['active'];
  const scope = query.filters['scope'];
  return dataOf(
    await callApi(DICT_ENDPOINTS[kind].list, {
      query: { page: query.page, pageSize: DICT_PAGE_SIZE, sort: query.sort ?? undefined },
      body: {
        ...(state === 'true' || state === 'false' ? { active: state === 'true' } : {}),
        ...(query.filters['text'] ? { text: query.filters['text'] } : {}),
        ...(scope ? { scope: scope as never } : {}),
      },
      signal,
    }),
  );
}

export function useDictList(kind: DictKind, query: TableQuery) {
  return useQuery({
    queryKey: endpointKey(DICT_ENDPOINTS[kind].list, query),
    queryFn: ({ signal }) => postDictList(kind, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDictEntry(kind: DictKind, id: string) {
  return useQuery({
    queryKey: endpointKey(DICT_ENDPOINTS[kind].view, id),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(DICT_ENDPOINTS[kind].view, { params: { id }, signal })),
  });
}

export async function createDictEntry(kind: DictKind, body: DictBody): Promise<DictEntry> {
  const entry = dataOf(await callApi(DICT_ENDPOINTS[kind].create, { body }));
  await refreshDictionary(kind);
  return entry;
}

export async function updateDictEntry(kind: DictKind, id: number, body: DictBody): Promise<DictEntry> {
  const entry = dataOf(await callApi(DICT_ENDPOINTS[kind].update, { params: { id }, body }));
  await refreshDictionary(kind);
  return entry;
}
