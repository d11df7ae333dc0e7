import { useQuery } from '@tanstack/react-query';
import type { ExportType } from '../../../../contracts/api/export.ts';
import {
  exportAccList,
  exportData,
  exportStatement,
  exportStatementFields,
  type TurnoverBody,
} from '../../../../contracts/api/reports.ts';
import { callApi, dataOf, downloadApi, endpointKey } from '../../../lib/api-client.ts';

export function useExportAccounts() {
  return useQuery({
    queryKey: endpointKey(exportAccList),
    queryFn: async ({ signal }) => dataOf(await callApi(exportAccList, { signal })),
  });
}

export function useTurnoverFields() {
  return useQuery({
    queryKey: endpointKey(exportStatementFields),
    queryFn: async ({ signal }) => dataOf(await callApi(exportStatementFields, { signal })),
  });
}

/** The preview of what was last asked for (null: nothing asked yet). */
export function useTurnoverPreview(body: TurnoverBody | null) {
  return useQuery({
    queryKey: endpointKey(exportStatement, JSON.stringify(body)),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(exportStatement, { body: body ?? undefined, signal })),
    enabled: body !== null,
  });
}

export function downloadTurnover(
  type: ExportType,
  body: TurnoverBody,
  onProgress: (share: number | null) => void,
) {
  return downloadApi(exportData, { body: { ...body, type }, onProgress });
}
