import { useQuery } from '@tanstack/react-query';
import { userView, type UserDetails } from '../../../../contracts/api/users.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';

export async function getUser(id: string, signal?: AbortSignal): Promise<UserDetails> {
  return dataOf(await callApi(userView, { params: { id }, signal }));
}

export function useUser(id: string) {
  return useQuery({ queryKey: endpointKey(userView, id), queryFn: ({ signal }) => getUser(id, signal) });
}
