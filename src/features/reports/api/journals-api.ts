import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExportType } from '../../../../contracts/api/export.ts';
import {
  accountOperations,
  accountOperationsExport,
  agmkSaldo,
  agmkSaldoExport,
  terminalList,
  terminalStatement,
  terminalStatementExport,
  type AgmkFilter,
  type OperationFilter,
  type TerminalFilter,
} from '../../../../contracts/api/report-journals.ts';
import { callApi, dataOf, downloadApi, endpointKey } from '../../../lib/api-client.ts';

export const JOURNAL_PAGE_SIZE = 20;

type Progress = (share: number | null) => void;

export function useAgmkSaldo(filter: AgmkFilter, enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(agmkSaldo, JSON.stringify(filter)),
    queryFn: async ({ signal }) => dataOf(await callApi(agmkSaldo, { body: filter, signal })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function downloadAgmk(type: ExportType, filter: AgmkFilter, onProgress: Progress) {
  return downloadApi(agmkSaldoExport, { body: { type, filter }, onProgress });
}

export function useOperations(filter: OperationFilter, page: number, enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(accountOperations, JSON.stringify(filter), page),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(accountOperations, {
          query: { page, pageSize: JOURNAL_PAGE_SIZE },
          body: filter,
          signal,
        }),
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function downloadOperations(type: ExportType, filter: OperationFilter, onProgress: Progress) {
  return downloadApi(accountOperationsExport, { body: { type, filter }, onProgress });
}

export function useTerminals() {
  return useQuery({
    queryKey: endpointKey(terminalList),
    queryFn: async ({ signal }) => dataOf(await callApi(terminalList, { signal })),
    staleTime: 5 * 60_000,
  });
}

export function useTerminalStatement(filter: TerminalFilter, page: number, enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(terminalStatement, JSON.stringify(filter), page),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(terminalStatement, {
          query: { page, pageSize: JOURNAL_PAGE_SIZE },
          body: filter,
          signal,
        }),
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function downloadTerminals(type: ExportType, filter: TerminalFilter, onProgress: Progress) {
  return downloadApi(terminalStatementExport, { body: { type, filter }, onProgress });
}
