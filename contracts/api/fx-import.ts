/**
 * Currency payment import and exchange (buy/sell request) import (spec 2 §2 "Imports", §3, §7
 * "Export and import"; issue 21). The same file handling as the soum import
 * (contracts/api/uzs-import.ts: limits, statuses, the file schema, the upload body, the queue),
 * with each kind's own columns: a currency row carries the currency payment form's fields
 * (contracts/api/currency-payment.ts fxPaymentSaveBody), an exchange row the buy/sell request
 * form's (contracts/api/fx-deal.ts fxSaveBody). The rows are judged by those forms' very rules on
 * the server and become currency payments in Created, or buy/sell requests in Created.
 */
import { z } from 'zod';
import { CLIENT_ROLES, type Role } from '../roles.ts';
import { fileAnswer, noData, pagedOf } from './answers.ts';
import { FX_PREPARERS as CURRENCY_PREPARERS } from './currency-payment.ts';
import { endpoint } from './endpoint.ts';
import { FX_PREPARERS as DEAL_PREPARERS } from './fx-deal.ts';
import { dbId } from './ids.ts';
import { pageQuery } from './paging.ts';
import {
  IMPORT_BODY_LIMIT,
  importFieldErrorSchema,
  importFileRef,
  importFileSchema,
  importFilesFilter,
  importUploadAnswer,
  importUploadBody,
} from './uzs-import.ts';

const base = '/api/v2/' as const;

/** A currency payment file's columns, in the template's order (the currency payment form's fields). */
export const CURRENCY_IMPORT_COLUMNS = [
  'number',
  'date',
  'account',
  'amount',
  'contract_idn',
  'contract_number',
  'contract_date',
  'operation_code',
  'partner_country',
  'beneficiary_name',
  'beneficiary_address',
  'beneficiary_account',
  'beneficiary_bank_bic',
  'beneficiary_bank_name',
  'correspondent_bank_bic',
  'correspondent_bank_name',
  'charges',
  'purpose',
] as const;

/** An exchange file's columns (the buy/sell request form's fields). */
export const EXCHANGE_IMPORT_COLUMNS = [
  'type',
  'currency',
  'amount',
  'rate_limit',
  'soum_account',
  'soum_mfo',
  'fx_account',
  'fx_mfo',
  'purpose',
] as const;

/** Who uploads, fixes and deletes currency payment files: the currency payments' preparers. */
export const CURRENCY_IMPORT_WRITERS = CURRENCY_PREPARERS;
/** Who sees them: every client role (/currency-import). */
export const CURRENCY_IMPORT_READERS = CLIENT_ROLES satisfies readonly Role[];
/** /exchange-import: client roles without accountant_simple (spec 2 §2). */
export const EXCHANGE_IMPORT_READERS = [
  'client',
  'accountant',
  'head',
  'super_head',
  'passive_user',
  'accountant_sign',
] as const satisfies readonly Role[];
/** Who uploads exchange files: the requests' preparers the screen admits. */
export const EXCHANGE_IMPORT_WRITERS = DEAL_PREPARERS.filter(
  (r): r is Exclude<(typeof DEAL_PREPARERS)[number], 'accountant_simple'> => r !== 'accountant_simple',
);

const cell = z.string().max(1000);

function fieldsSchema<C extends string>(columns: readonly C[]) {
  return z.strictObject(Object.fromEntries(columns.map((c) => [c, cell])) as Record<C, typeof cell>);
}

export const currencyImportFieldsSchema = fieldsSchema(CURRENCY_IMPORT_COLUMNS);
export const exchangeImportFieldsSchema = fieldsSchema(EXCHANGE_IMPORT_COLUMNS);

/** An error row of a currency or exchange file: the fields as read (the kind's columns), what is wrong. */
export const fxImportErrorRowSchema = z.object({
  id: z.number().int(),
  upid_file: z.string(),
  row_no: z.number().int(),
  version: z.number().int(),
  fields: z.record(z.string(), cell),
  /** Every problem of the row in one text (spec 2 §3). */
  error_text: z.string(),
  errors: z.array(importFieldErrorSchema),
  isEdit: z.boolean(),
});
export type FxImportErrorRow = z.output<typeof fxImportErrorRowSchema>;

function editBody<F extends z.ZodType>(fields: F) {
  return z.strictObject({ id: dbId, version: z.number().int().positive(), fields });
}
export const currencyImportEditBody = editBody(currencyImportFieldsSchema);
export const exchangeImportEditBody = editBody(exchangeImportFieldsSchema);
export type FxImportEditBody = { id: number; version: number; fields: Record<string, string> };

export const fxImportEditAnswer = z.object({
  /** The document the row became (a currency payment or a buy/sell request). */
  document_id: z.number().int(),
  file: importFileSchema,
});

/** The endpoints of one kind, named as spec 2 §7 lists them ("currency-import variants"). */
function endpointsOf<E extends z.ZodType>(
  paths: {
    upload: string;
    files: string;
    queue: string;
    info: string;
    errors: string;
    row: string;
    remove: string;
    edit: string;
    template: string;
  },
  readers: readonly Role[],
  writers: readonly Role[],
  edit: E,
) {
  const row = fxImportErrorRowSchema;
  return {
    upload: endpoint({
      method: 'POST',
      base,
      path: paths.upload,
      access: writers,
      idempotent: 'required',
      body: importUploadBody,
      bodyLimit: IMPORT_BODY_LIMIT,
      response: importUploadAnswer,
    }),
    files: endpoint({
      method: 'POST',
      base,
      path: paths.files,
      access: readers,
      query: pageQuery,
      body: importFilesFilter,
      response: pagedOf(importFileSchema),
    }),
    queue: endpoint({
      method: 'POST',
      base,
      path: paths.queue,
      access: readers,
      response: z.array(importFileSchema),
    }),
    info: endpoint({
      method: 'POST',
      base,
      path: paths.info,
      access: readers,
      body: importFileRef,
      response: importFileSchema,
    }),
    errors: endpoint({
      method: 'POST',
      base,
      path: paths.errors,
      access: readers,
      query: pageQuery,
      body: importFileRef,
      response: pagedOf(row),
    }),
    row: endpoint({
      method: 'POST',
      base,
      path: paths.row,
      access: readers,
      body: z.strictObject({ id: dbId }),
      response: row,
    }),
    remove: endpoint({
      method: 'POST',
      base,
      path: paths.remove,
      access: writers,
      idempotent: 'required',
      body: importFileRef,
      response: noData,
    }),
    edit: endpoint({
      method: 'POST',
      base,
      path: paths.edit,
      access: writers,
      idempotent: 'required',
      body: edit,
      response: fxImportEditAnswer,
    }),
    template: endpoint({ method: 'GET', base, path: paths.template, access: readers, response: fileAnswer }),
  };
}

export const currencyImportApi = endpointsOf(
  {
    upload: 'export/currency-import',
    files: 'export/currency-import-files',
    queue: 'export/currency-import-queue',
    info: 'export/currency-import-file-error-info',
    errors: 'export/currency-import-file-error-list',
    row: 'export/currency-import-error-row',
    remove: 'export/currency-import-delete',
    edit: 'export/currency-import-edit',
    template: 'export/import-currency-fields',
  },
  CURRENCY_IMPORT_READERS,
  CURRENCY_IMPORT_WRITERS,
  currencyImportEditBody,
);

export const exchangeImportApi = endpointsOf(
  {
    upload: 'export/import-exchange-to-save',
    files: 'export/exchange-import-files',
    queue: 'export/exchange-import-queue',
    info: 'export/exchange-import-file-error-info',
    errors: 'export/exchange-import-file-error-list',
    row: 'export/exchange-import-error-row',
    remove: 'export/exchange-import-delete',
    edit: 'export/exchange-import-edit',
    template: 'export/import-exchange-fields',
  },
  EXCHANGE_IMPORT_READERS,
  EXCHANGE_IMPORT_WRITERS,
  exchangeImportEditBody,
);

export type FxImportKind = 'currency' | 'exchange';
export const FX_IMPORT_COLUMNS = {
  currency: CURRENCY_IMPORT_COLUMNS,
  exchange: EXCHANGE_IMPORT_COLUMNS,
} as const satisfies Record<FxImportKind, readonly string[]>;
