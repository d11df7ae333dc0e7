/** Calls of loan administration (contracts/api/loan-admin.ts); admin only, online. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { notifyOverdue, overdueCredits, uploadLoanList } from '../../../../contracts/api/loan-admin.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

export function useOverdueCredits(page: number) {
  return useQuery({
    queryKey: endpointKey(overdueCredits, page),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(overdueCredits, { query: { page, pageSize: 20 }, signal })),
    placeholderData: keepPreviousData,
  });
}

export async function uploadList(fileName: string, contentBase64: string) {
  return dataOf(
    await callApi(uploadLoanList, {
      body: { file_name: fileName, content_base64: contentBase64 },
      handle: false,
    }),
  );
}

export async function sendOverdueNotices(ids: readonly number[]) {
  const answer = dataOf(await callApi(notifyOverdue, { body: { ids: [...ids] } }));
  await queryClient.invalidateQueries({ queryKey: endpointKey(overdueCredits) });
  return answer;
}
