import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { chatStatusCounts } from '../../../../contracts/api/shell.ts';
import { callOrderArchive, callOrderList } from '../../../../contracts/api/newchat.ts';
import { callApi, dataOf, endpointKey, successOf } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

export function useCallOrders(archived: boolean, page: number) {
  return useQuery({
    queryKey: endpointKey(callOrderList, archived, page),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(callOrderList, { query: { page }, body: { archived }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** Moves the chosen call orders to the archive (spec 3 §4, payload `ids`). */
export async function postArchiveCallOrders(ids: readonly number[]): Promise<void> {
  successOf(await callApi(callOrderArchive, { body: { ids: [...ids] } }));
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(callOrderList) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(chatStatusCounts) }),
  ]);
}
