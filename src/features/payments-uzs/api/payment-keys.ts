import {
  uzsDashboardCounts,
  uzsList,
  uzsLogs,
  uzsMclientList,
  uzsPaymentsDetail,
  uzsTemplateList,
  uzsView,
} from '../../../../contracts/api/uzs-payment.ts';
import { endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** After any change to payments, every read that shows them is fetched again (home counts too). */
export function refreshPayments(): Promise<unknown> {
  return Promise.all(
    [uzsList, uzsMclientList, uzsView, uzsPaymentsDetail, uzsLogs, uzsDashboardCounts, uzsTemplateList].map(
      (endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) }),
    ),
  );
}
