import { useQuery } from '@tanstack/react-query';
import { uzsDashboardCounts } from '../../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';

export function useDashboardCounts(enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(uzsDashboardCounts),
    // A home card must not raise dialogs of its own: a failure leaves the card out.
    queryFn: async ({ signal }) => dataOf(await callApi(uzsDashboardCounts, { signal, handle: false })),
    enabled,
  });
}
