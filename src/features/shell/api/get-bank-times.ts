import { useQuery } from '@tanstack/react-query';
import { iabsTime, type BankTime } from '../../../../contracts/api/shell.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';

export const bankTimeKeys = { all: endpointKey(iabsTime) };

export async function getBankTimes(signal?: AbortSignal): Promise<readonly BankTime[]> {
  return dataOf(await callApi(iabsTime, { signal }));
}

/** Bank system clocks; refreshed every minute so the bar never drifts far from the bank's time. */
export function useBankTimes() {
  return useQuery({
    queryKey: bankTimeKeys.all,
    queryFn: ({ signal }) => getBankTimes(signal),
    refetchInterval: 60_000,
  });
}
