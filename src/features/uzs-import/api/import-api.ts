/**
 * Calls of the imports (contracts/api/uzs-import.ts for soum payments, contracts/api/fx-import.ts
 * for currency payments and buy/sell requests): one set of hooks, the kind chooses the endpoints.
 * Reads are queries; the file list and an open file poll while the bank still works on a file.
 * Writes (upload, fix a row, delete) go through the one write path (offline/enqueue-call.ts): an
 * upload made without a connection is sent once when it returns.
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
import {
  CURRENCY_IMPORT_COLUMNS,
  CURRENCY_IMPORT_WRITERS,
  EXCHANGE_IMPORT_COLUMNS,
  EXCHANGE_IMPORT_WRITERS,
  currencyImportApi,
  exchangeImportApi,
  type FxImportErrorRow,
} from '../../../../contracts/api/fx-import.ts';
import { fxList } from '../../../../contracts/api/currency-payment.ts';
import { fxList as dealList } from '../../../../contracts/api/fx-deal.ts';
import { IMPORT_WRITERS, UZS_IMPORT_COLUMNS } from '../../../../contracts/api/uzs-import.ts';
import { uzsList } from '../../../../contracts/api/uzs-payment.ts';
import type { Role } from '../../../../contracts/roles.ts';
import { callApi, dataOf, downloadApi, endpointKey } from '../../../lib/api-client.ts';
import { queryClient, REFERENCE_LIST } from '../../../lib/query-client.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { saveFile } from '../../../ui/save-file.ts';

export const IMPORT_PAGE_SIZE = 20;

export type ImportKindId = 'uzs' | 'currency' | 'exchange';

/** An error row of any kind (the soum row's fields are a record of its columns too). */
export type AnyErrorRow = FxImportErrorRow;

interface KindApi {
  readonly upload: typeof importUpload;
  readonly files: typeof importFiles;
  readonly info: typeof importFileErrorInfo;
  readonly errors: typeof importFileErrorList;
  readonly row: typeof importErrorRow;
  readonly remove: typeof importDelete;
  readonly edit: typeof importEdit;
  readonly template: typeof importTemplate;
}

/** What differs between the kinds on the screens. */
export interface ImportKindConfig {
  readonly id: ImportKindId;
  readonly api: KindApi;
  readonly writers: readonly Role[];
  readonly columns: readonly string[];
  /** The locale section of the column labels. */
  readonly columnLabels: 'columns' | 'currencyColumns' | 'exchangeColumns';
  /** The error table's identifying fields: title, account, amount. */
  readonly rowFields: { readonly title: string; readonly account: string; readonly amount: string };
  /** The list the documents go to. */
  readonly documentsPath: string;
  readonly listPath: string;
  /** The documents list filtered by one file (import_file): where its documents are signed together. */
  filePath(upid: string): string;
  errorsPath(upid: string): string;
  editPath(id: number, upid: string): string;
  /** Outbox entry kinds (labels in offline.json outbox.kinds). */
  readonly outbox: { readonly upload: string; readonly fix: string; readonly remove: string };
  readonly documentsList: { readonly path: string };
}

const fxApi = (api: typeof currencyImportApi | typeof exchangeImportApi): KindApi =>
  api as unknown as KindApi;

export const IMPORT_KINDS_UI: Record<ImportKindId, ImportKindConfig> = {
  uzs: {
    id: 'uzs',
    api: {
      upload: importUpload,
      files: importFiles,
      info: importFileErrorInfo,
      errors: importFileErrorList,
      row: importErrorRow,
      remove: importDelete,
      edit: importEdit,
      template: importTemplate,
    },
    writers: IMPORT_WRITERS,
    columns: UZS_IMPORT_COLUMNS,
    columnLabels: 'columns',
    rowFields: { title: 'r_name', account: 'r_account', amount: 'sum' },
    documentsPath: '/uzs-payments?status_id=2',
    listPath: '/uzs-import',
    filePath: (upid) => `/uzs-payments?import_file=${upid}`,
    errorsPath: (upid) => `/uzs-import/errors/${upid}`,
    editPath: (id, upid) => `/uzs-import/errors/edit?id=${id}&upid_file=${upid}`,
    outbox: { upload: 'uzsImportUpload', fix: 'uzsImportFix', remove: 'uzsImportDelete' },
    documentsList: uzsList,
  },
  currency: {
    id: 'currency',
    api: fxApi(currencyImportApi),
    writers: CURRENCY_IMPORT_WRITERS,
    columns: CURRENCY_IMPORT_COLUMNS,
    columnLabels: 'currencyColumns',
    rowFields: { title: 'beneficiary_name', account: 'beneficiary_account', amount: 'amount' },
    documentsPath: '/currency-payments',
    listPath: '/currency-import',
    filePath: (upid) => `/currency-payments?import_file=${upid}`,
    errorsPath: (upid) => `/currency-import/errors/${upid}`,
    editPath: (id, upid) => `/currency-import/errors/edit?id=${id}&upid_file=${upid}`,
    outbox: { upload: 'currencyImportUpload', fix: 'currencyImportFix', remove: 'currencyImportDelete' },
    documentsList: fxList,
  },
  // /exchange-import is the kind's only path (spec 2 §2): its errors and a row's fix open on it.
  exchange: {
    id: 'exchange',
    api: fxApi(exchangeImportApi),
    writers: EXCHANGE_IMPORT_WRITERS,
    columns: EXCHANGE_IMPORT_COLUMNS,
    columnLabels: 'exchangeColumns',
    rowFields: { title: 'type', account: 'fx_account', amount: 'amount' },
    documentsPath: '/exchange-sum',
    listPath: '/exchange-import',
    filePath: (upid) => `/exchange-sum?import_file=${upid}`,
    errorsPath: (upid) => `/exchange-import?upid_file=${upid}`,
    editPath: (id, upid) => `/exchange-import?upid_file=${upid}&id=${id}`,
    outbox: { upload: 'exchangeImportUpload', fix: 'exchangeImportFix', remove: 'exchangeImportDelete' },
    documentsList: dealList,
  },
};
/** How often a screen asks again while a file waits or is in progress. */
const POLL_MS = 1000;

const unfinished = (f: ImportFile) =>
  f.status === IMPORT_STATUS.awaiting || f.status === IMPORT_STATUS.inProgress;

export function useImportFiles(kind: ImportKindConfig, query: TableQuery) {
  const status = query.filters['status'];
  return useQuery({
    queryKey: endpointKey(kind.api.files, query),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(kind.api.files, {
          query: { page: query.page, pageSize: IMPORT_PAGE_SIZE },
          body: status ? { status: Number(status) } : {},
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.list.some(unfinished) ? POLL_MS : false),
  });
}

export function useImportFile(kind: ImportKindConfig, upid: string) {
  return useQuery({
    queryKey: endpointKey(kind.api.info, { upid }),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(kind.api.info, { body: { upid_file: upid }, signal })),
    refetchInterval: (q) => (q.state.data && unfinished(q.state.data) ? POLL_MS : false),
  });
}

export function useImportErrors(kind: ImportKindConfig, upid: string, query: TableQuery, poll: boolean) {
  return useQuery({
    queryKey: endpointKey(kind.api.errors, { upid, query }),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(kind.api.errors, {
          query: { page: query.page, pageSize: IMPORT_PAGE_SIZE },
          body: { upid_file: upid },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: poll ? POLL_MS : false,
  });
}

export function useImportErrorRow(kind: ImportKindConfig, id: number | null) {
  return useQuery({
    queryKey: endpointKey(kind.api.row, { id }),
    queryFn: async ({ signal }): Promise<AnyErrorRow> =>
      dataOf(await callApi(kind.api.row, { body: { id: id ?? 0 }, signal })),
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

/** After a change: the files, the open file, its errors and the kind's document list. */
export function refreshImports(kind: ImportKindConfig): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(kind.api.files) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(kind.api.info) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(kind.api.errors) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(kind.api.row) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(kind.documentsList) }),
  ]);
}

export async function uploadImport(kind: ImportKindConfig, body: ImportUploadBody) {
  const result = await enqueueCall(kind.api.upload, {
    kind: kind.outbox.upload,
    aggregateId: `${kind.id}-import-new:${crypto.randomUUID()}`,
    body,
    summary: body.file_name,
    handle: false,
  });
  await refreshImports(kind);
  return result;
}

export async function fixImportRow(
  kind: ImportKindConfig,
  body: { id: number; version: number; fields: Record<string, string> },
) {
  const result = await enqueueCall(kind.api.edit, {
    kind: kind.outbox.fix,
    aggregateId: `${kind.id}-import-row:${body.id}`,
    body: body as ImportEditBody,
    handle: false,
  });
  if (result.kind === 'done') await refreshImports(kind);
  return result;
}

export async function deleteImport(kind: ImportKindConfig, upid: string, fileName: string) {
  const result = await enqueueCall(kind.api.remove, {
    kind: kind.outbox.remove,
    aggregateId: `${kind.id}-import:${upid}`,
    body: { upid_file: upid },
    summary: fileName,
    handle: false,
  });
  if (result.kind === 'done') await refreshImports(kind);
  return result;
}

/** Saves the template (.xlsx); false when it could not be had. */
export async function downloadTemplate(kind: ImportKindConfig): Promise<boolean> {
  const result = await downloadApi(kind.api.template);
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
