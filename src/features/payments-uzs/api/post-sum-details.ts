import { useQuery } from '@tanstack/react-query';
import { uzsSumDetails } from '../../../../contracts/api/uzs-payment.ts';
import { isMoneyString } from '../../../../contracts/money.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';

/** The amount in words (spec 2 §7 sum-details); a failed lookup only leaves the words out. */
export function useSumDetails(sum: string) {
  return useQuery({
    queryKey: endpointKey(uzsSumDetails, sum),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(uzsSumDetails, { body: { sum }, signal, handle: false })),
    enabled: sum !== '' && isMoneyString(sum),
    staleTime: Infinity,
  });
}
