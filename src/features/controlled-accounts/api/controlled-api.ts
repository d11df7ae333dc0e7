/** Calls of the controlled-accounts screens (contracts/api/controlled-accounts.ts, spec 3 §7.4). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CONTROLLED_PAGE_SIZE,
  controlledDelete,
  controlledList,
  controlledPrepare,
  controlledSave,
  controlledStatusList,
  controlledTypeList,
  type ControlledSaveBody,
  type PrepareAnswer,
} from '../../../../contracts/api/controlled-accounts.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient, REFERENCE_LIST } from '../../../lib/query-client.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';

export function useControlledList(query: TableQuery) {
  const { status, type } = query.filters;
  return useQuery({
    queryKey: endpointKey(controlledList, query),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(controlledList, {
          query: { page: query.page, pageSize: CONTROLLED_PAGE_SIZE },
          body: {
            ...(status === '0' || status === '1' ? { status: Number(status) as 0 | 1 } : {}),
            ...(type === '1' ? { type: 1 as const } : {}),
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useControlledStatuses() {
  return useQuery({
    queryKey: endpointKey(controlledStatusList),
    queryFn: async ({ signal }) => dataOf(await callApi(controlledStatusList, { signal })),
    staleTime: Infinity,
    meta: REFERENCE_LIST,
  });
}

export function useControlledTypes() {
  return useQuery({
    queryKey: endpointKey(controlledTypeList),
    queryFn: async ({ signal }) => dataOf(await callApi(controlledTypeList, { signal })),
    staleTime: Infinity,
    meta: REFERENCE_LIST,
  });
}

/** The organisations with this nibbd and their users (both empty when none). */
export async function prepare(nibbd: string): Promise<PrepareAnswer> {
  return dataOf(await callApi(controlledPrepare, { body: { nibbd } }));
}

export async function saveControlled(body: ControlledSaveBody) {
  const row = dataOf(await callApi(controlledSave, { body }));
  await queryClient.invalidateQueries({ queryKey: endpointKey(controlledList) });
  return row;
}

export async function deleteControlled(id: number) {
  dataOf(await callApi(controlledDelete, { body: { id } }));
  await queryClient.invalidateQueries({ queryKey: endpointKey(controlledList) });
}
