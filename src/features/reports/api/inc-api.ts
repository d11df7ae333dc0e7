import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { accountList } from '../../../../contracts/api/accounts.ts';
import type { ExportType } from '../../../../contracts/api/export.ts';
import {
  incExport,
  incPaymentSearch,
  incView,
  type IncPaymentFilter,
} from '../../../../contracts/api/reports.ts';
import { callApi, dataOf, downloadApi, endpointKey } from '../../../lib/api-client.ts';

export const INC_PAGE_SIZE = 20;

/** The accounts a report can be narrowed to (online only: a report is asked of the server anyway). */
export function useReportAccounts() {
  return useQuery({
    queryKey: endpointKey(accountList, 'report'),
    queryFn: async ({ signal }) => dataOf(await callApi(accountList, { body: {}, signal })),
    staleTime: 5 * 60_000,
  });
}

export function useIncomingPayments(filter: IncPaymentFilter, page: number, enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(incPaymentSearch, JSON.stringify(filter), page),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(incPaymentSearch, { query: { page, pageSize: INC_PAGE_SIZE }, body: filter, signal }),
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useIncomingPayment(id: number | null) {
  return useQuery({
    queryKey: endpointKey(incView, id),
    queryFn: async ({ signal }) => dataOf(await callApi(incView, { body: { id: id ?? 0 }, signal })),
    enabled: id !== null,
  });
}

/** Every payment the filter matches, as a file of the chosen type. */
export function downloadIncoming(
  type: ExportType,
  filter: IncPaymentFilter,
  onProgress: (share: number | null) => void,
) {
  return downloadApi(incExport, { body: { type, filter }, onProgress });
}
