import { useQuery } from '@tanstack/react-query';
import { personalManager, type PersonalManager } from '../../../../contracts/api/shell.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';

export const personalManagerKeys = { all: endpointKey(personalManager) };

export async function getPersonalManager(signal?: AbortSignal): Promise<PersonalManager> {
  return dataOf(await callApi(personalManager, { signal }));
}

/** Loaded only when the dialog opens. */
export function usePersonalManager(enabled: boolean) {
  return useQuery({
    queryKey: personalManagerKeys.all,
    queryFn: ({ signal }) => getPersonalManager(signal),
    enabled,
    staleTime: 10 * 60_000,
  });
}
