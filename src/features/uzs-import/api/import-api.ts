/**
 * Calls of the soum payment import (contracts/api/uzs-import.ts). Reads are queries; the file
 * list and an open file poll while the bank still works on a file. Writes (upload, fix a row,
 * delete) go through the one write path (offline/enqueue-call.ts): an upload made without a
 * connection is sent once when it returns.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  IMPORT_STATUS,
  importDelete,
  importEdit,
  importErrorRow,
  importFileErrorInfo,
  importFileErrorList,
  importFiles,
  importStatusList,
  importTemplate,
  importUpload,
  type ImportEditBody,
  type ImportFile,
  type ImportUploadBody,
} from '../../../../contracts/api/uzs-import.ts';
import { uzsList } from '../../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf, downloadApi, endpointKey } from '../../../lib/api-client.ts';
import { queryClient, REFERENCE_LIST } from '../../../lib/query-client.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { saveFile } from '../../../ui/save-file.ts';

export const IMPORT_PAGE_SIZE = 20;
/** How often a screen asks again while a file waits or is in progress. */
const POLL_MS = 1000;

const unfinished = (f: ImportFile) =>
  f.status === IMPORT_STATUS.awaiting || f.status === IMPORT_STATUS.inProgress;

export function useImportFiles(query: TableQuery) {
  const status = query.filters['status'];
  return useQuery({
    queryKey: endpointKey(importFiles, query),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(importFiles, {
          query: { page: query.page, pageSize: IMPORT_PAGE_SIZE },
          body: status ? { status: Number(status) } : {},
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.list.some(unfinished) ? POLL_MS : false),
  });
}

export function useImportFile(upid: string) {
  return useQuery({
    queryKey: endpointKey(importFileErrorInfo, { upid }),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(importFileErrorInfo, { body: { upid_file: upid }, signal })),
    refetchInterval: (q) => (q.state.data && unfinished(q.state.data) ? POLL_MS : false),
  });
}

export function useImportErrors(upid: string, query: TableQuery, poll: boolean) {
  return useQuery({
    queryKey: endpointKey(importFileErrorList, { upid, query }),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(importFileErrorList, {
          query: { page: query.page, pageSize: IMPORT_PAGE_SIZE },
          body: { upid_file: upid },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: poll ? POLL_MS : false,
  });
}

export function useImportErrorRow(id: number | null) {
  return useQuery({
    queryKey: endpointKey(importErrorRow, { id }),
    queryFn: async ({ signal }) => dataOf(await callApi(importErrorRow, { body: { id: id ?? 0 }, signal })),
    enabled: id !== null,
  });
}

export function useImportStatuses() {
  return useQuery({
    queryKey: endpointKey(importStatusList),
    queryFn: async ({ signal }) => dataOf(await callApi(importStatusList, { signal })),
    staleTime: Infinity,
    meta: REFERENCE_LIST,
  });
}

/** After a change: the files, the open file, its errors and the soum payment list. */
export function refreshImports(): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(importFiles) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(importFileErrorInfo) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(importFileErrorList) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(importErrorRow) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(uzsList) }),
  ]);
}

export async function uploadImport(body: ImportUploadBody) {
  const result = await enqueueCall(importUpload, {
    kind: 'uzsImportUpload',
    aggregateId: `uzs-import-new:${crypto.randomUUID()}`,
    body,
    summary: body.file_name,
    handle: false,
  });
  await refreshImports();
  return result;
}

export async function fixImportRow(body: ImportEditBody) {
  const result = await enqueueCall(importEdit, {
    kind: 'uzsImportFix',
    aggregateId: `uzs-import-row:${body.id}`,
    body,
    handle: false,
  });
  if (result.kind === 'done') await refreshImports();
  return result;
}

export async function deleteImport(upid: string, fileName: string) {
  const result = await enqueueCall(importDelete, {
    kind: 'uzsImportDelete',
    aggregateId: `uzs-import:${upid}`,
    body: { upid_file: upid },
    summary: fileName,
    handle: false,
  });
  if (result.kind === 'done') await refreshImports();
  return result;
}

/** Saves the template (.xlsx); false when it could not be had. */
export async function downloadTemplate(): Promise<boolean> {
  const result = await downloadApi(importTemplate);
  if (result.kind !== 'file') return false;
  saveFile(result.blob, result.filename);
  return true;
}

/** The picked file as base64 (what the upload's body carries). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}
