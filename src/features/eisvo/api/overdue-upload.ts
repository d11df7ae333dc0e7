/**
 * Calls of the overdue-debt upload (contracts/api/overdue-upload.ts). Reads are kept for offline
 * like every EISVO read (area `contracts`); the upload, apply and discard go straight to the server
 * and need a connection (the screen says so): a preview must be checked against the figures of now,
 * so queuing them in the outbox would only apply an out-of-date file later.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  overdueApply,
  overdueAsOf,
  overdueDiscard,
  overdueTemplate,
  overdueUpload,
  overdueUploadInfo,
  overdueUploadRows,
  overdueUploads,
  type OverdueUploadBody,
} from '../../../../contracts/api/overdue-upload.ts';
import { callApi, dataOf, downloadApi, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import { saveFile } from '../../../ui/save-file.ts';
import { KEPT_CONTRACTS } from '../offline/kept-contracts.ts';

export const OVERDUE_PAGE_SIZE = 20;

export function useOverdueUploads(page: number, enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(overdueUploads, page),
    queryFn: ({ signal }) =>
      keptCall(
        overdueUploads,
        { query: { page, pageSize: OVERDUE_PAGE_SIZE }, body: {}, signal },
        KEPT_CONTRACTS,
      ),
    placeholderData: keepPreviousData,
    networkMode: 'always',
    enabled,
  });
}

export function useOverdueUploadInfo(id: number | null) {
  return useQuery({
    queryKey: endpointKey(overdueUploadInfo, id),
    queryFn: ({ signal }) => keptCall(overdueUploadInfo, { body: { id: id ?? 0 }, signal }, KEPT_CONTRACTS),
    networkMode: 'always',
    enabled: id !== null,
  });
}

export type RowFilter = 'all' | 'changes' | 'errors';

export function useOverdueUploadRows(id: number | null, filter: RowFilter, page: number) {
  return useQuery({
    queryKey: endpointKey(overdueUploadRows, id, filter, page),
    queryFn: ({ signal }) =>
      keptCall(
        overdueUploadRows,
        { query: { page, pageSize: OVERDUE_PAGE_SIZE }, body: { id: id ?? 0, filter }, signal },
        KEPT_CONTRACTS,
      ),
    placeholderData: keepPreviousData,
    networkMode: 'always',
    enabled: id !== null,
  });
}

export function useOverdueAsOf() {
  return useQuery({
    queryKey: endpointKey(overdueAsOf),
    queryFn: ({ signal }) => keptCall(overdueAsOf, { signal }, KEPT_CONTRACTS),
    networkMode: 'always',
  });
}

/**
 * Every EISVO read: an apply changes the overdue list, the contracts' detail and the history. Not
 * awaited: the answer is shown at once, the lists follow when their reads come back.
 */
function refreshEisvo(): void {
  void queryClient.invalidateQueries({ queryKey: ['eisvo'] });
}

// handle: false — refusals (a bad file, a stale preview) are shown inline next to the form.
export async function uploadOverdueFile(body: OverdueUploadBody, idempotencyKey: string) {
  const data = dataOf(await callApi(overdueUpload, { body, idempotencyKey, handle: false }));
  refreshEisvo();
  return data;
}

export async function applyOverdueUpload(id: number, idempotencyKey: string) {
  const data = dataOf(await callApi(overdueApply, { body: { id }, idempotencyKey, handle: false }));
  refreshEisvo();
  return data;
}

export async function discardOverdueUpload(id: number) {
  const data = dataOf(await callApi(overdueDiscard, { body: { id }, handle: false }));
  refreshEisvo();
  return data;
}

/** Saves the template (the current register as .xlsx); false when it could not be had. */
export async function downloadOverdueTemplate(): Promise<boolean> {
  const result = await downloadApi(overdueTemplate);
  if (result.kind !== 'file') return false;
  saveFile(result.blob, result.filename);
  return true;
}
