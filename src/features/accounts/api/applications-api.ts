/**
 * Statement applications of one account (contracts/api/statement-applications.ts): the list is a
 * query; a submit posts (with an Idempotency-Key, as every POST) and then fetches the list again;
 * the signed form is a PDF download.
 */
import { useQuery } from '@tanstack/react-query';
import {
  applicationCreate,
  applicationFile,
  applicationList,
  type ApplicationBody,
  type StatementApplication,
} from '../../../../contracts/api/statement-applications.ts';
import { callApi, dataOf, downloadApi, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

export function useApplications(account: string, mfo: string) {
  return useQuery({
    queryKey: endpointKey(applicationList, account, mfo),
    queryFn: async ({ signal }) => dataOf(await callApi(applicationList, { body: { account, mfo }, signal })),
  });
}

export async function submitApplication(body: ApplicationBody): Promise<StatementApplication> {
  const created = dataOf(await callApi(applicationCreate, { body }));
  await queryClient.invalidateQueries({ queryKey: endpointKey(applicationList) });
  return created;
}

export function downloadApplication(id: number) {
  return downloadApi(applicationFile, { body: { id } });
}
