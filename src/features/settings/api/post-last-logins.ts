import { useQuery } from '@tanstack/react-query';
import { userLastLogins, type LastLogin } from '../../../../contracts/api/shell.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';

/** Number of last logins shown (spec 1 §9). */
export const LAST_LOGINS_SHOWN = 5;

export const lastLoginKeys = { list: (number: number) => endpointKey(userLastLogins, number) };

export async function postLastLogins(number: number, signal?: AbortSignal): Promise<readonly LastLogin[]> {
  return dataOf(await callApi(userLastLogins, { body: { number }, signal }));
}

export function useLastLogins() {
  return useQuery({
    queryKey: lastLoginKeys.list(LAST_LOGINS_SHOWN),
    queryFn: ({ signal }) => postLastLogins(LAST_LOGINS_SHOWN, signal),
  });
}
