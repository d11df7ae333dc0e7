/** The bank's list of soum payments (/payments, contracts/api/bank-payment.ts): list, view and export. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  bankPaymentExport,
  bankPaymentList,
  bankPaymentView,
  type BankPaymentFilter,
} from '../../../../contracts/api/bank-payment.ts';
import type { ExportType } from '../../../../contracts/api/export.ts';
import { callApi, dataOf, downloadApi, endpointKey } from '../../../lib/api-client.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { filterOf } from '../payment-filter.ts';
import { PAYMENTS_PAGE_SIZE } from './post-uzs-list.ts';

export const BANK_FILTER_NAMES = [
  'date_from',
  'date_to',
  'status_id',
  'type',
  'sum_from',
  'sum_to',
  'recipient',
  'organization',
  'number',
] as const;

/** The query string's filters as the bank list's body (values the contract would refuse left out). */
export function bankFilterOf(filters: Readonly<Record<string, string>>): BankPaymentFilter {
  const { awaiting: _awaiting, import_file: _file, ...common } = filterOf(filters);
  const organization = filters['organization']?.trim();
  const number = filters['number']?.trim();
  return {
    ...common,
    ...(organization ? { organization: organization.slice(0, 100) } : {}),
    ...(number ? { number: number.slice(0, 10) } : {}),
  };
}

export function useBankPaymentList(query: TableQuery) {
  return useQuery({
    queryKey: endpointKey(bankPaymentList, query),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(bankPaymentList, {
          query: { page: query.page, pageSize: PAYMENTS_PAGE_SIZE, sort: query.sort ?? undefined },
          body: bankFilterOf(query.filters),
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useBankPaymentView(id: number) {
  return useQuery({
    queryKey: endpointKey(bankPaymentView, id),
    queryFn: async ({ signal }) => dataOf(await callApi(bankPaymentView, { query: { id }, signal })),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Every payment of the filter as a file (the server builds it; not just the shown page). */
export function downloadBankPayments(
  type: ExportType,
  filters: Readonly<Record<string, string>>,
  onProgress: (share: number | null) => void,
) {
  return downloadApi(bankPaymentExport, { body: { type, filter: bankFilterOf(filters) }, onProgress });
}
