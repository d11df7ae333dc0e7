/**
 * Soum payment import (spec 2 §2 "Imports", §3 import file and import error row, §7 "Export and
 * import"; issue 21). A file (.xlsx, .csv, .txt) is uploaded as base64 in a JSON body, so a retry
 * with the same Idempotency-Key never imports twice; it is checked and split into rows at once
 * (a refused file stores nothing), then its rows are judged in the background by a queue in the
 * database with exactly the soum payment form's rules (contracts/api/uzs-payment.ts
 * uzsPaymentRules, and the server's reference checks): valid rows become soum payments in Entered,
 * the rest wait in the file's error list and are fixed in place (`export/edit`).
 *
 * `kind` keeps the queue open to later import kinds (currency, exchange).
 */
import { z } from 'zod';
import { CLIENT_ROLES, type Role } from '../roles.ts';
import { fileAnswer, moneyText, noData, pagedOf } from './answers.ts';
import { endpoint } from './endpoint.ts';
import { dbId } from './ids.ts';
import { pageQuery } from './paging.ts';
import { UZS_PREPARERS } from './uzs-payment.ts';

const base = '/api/v2/' as const;

/** Largest file: 10 MB. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Largest number of payment rows in one file (the header row not counted). */
export const IMPORT_MAX_ROWS = 10_000;
/** More columns than this in a row is not a payment file. */
export const IMPORT_MAX_COLUMNS = 40;
const BASE64_MAX = Math.ceil(IMPORT_MAX_BYTES / 3) * 4;
/** The upload's body: the base64 file and a little room for the name and the flags. */
export const IMPORT_BODY_LIMIT = BASE64_MAX + 16 * 1024;

/** What the file picker offers; the server decides by content. */
export const IMPORT_ACCEPT = '.xlsx,.csv,.txt';
export const IMPORT_EXTENSIONS = ['xlsx', 'csv', 'txt'] as const;

/** Status ids of an import file (names in the request's language from import-payment-status-list). */
export const IMPORT_STATUS = {
  awaiting: 1,
  inProgress: 2,
  processed: 3,
  error: 4,
} as const;
export type ImportStatusId = (typeof IMPORT_STATUS)[keyof typeof IMPORT_STATUS];
export const IMPORT_STATUS_IDS = Object.values(IMPORT_STATUS) as readonly ImportStatusId[];

/** Import kinds sharing the queue: soum payments, currency payments (contracts/api/fx-import.ts), buy/sell requests. */
export const IMPORT_KINDS = ['uzs', 'currency', 'exchange'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/**
 * The columns of a soum payment file, in the template's order: the soum payment form's fields
 * (the payer's account and mfo, the recipient, the type's own fields, sum, purpose code and text).
 * A file's first row names them (the key, or the key in square brackets after a label, as in the
 * template); without such a header the columns are read in this order.
 */
export const UZS_IMPORT_COLUMNS = [
  'number',
  'date',
  'type',
  'account',
  'mfo',
  'r_account',
  'r_mfo',
  'r_name',
  'r_inn',
  'r_account_25',
  'r_account_27',
  'r_inn_27',
  'corp_card',
  'r_pinfl',
  'sum',
  'code',
  'description',
] as const;
export type UzsImportColumn = (typeof UZS_IMPORT_COLUMNS)[number];

/** Who uploads, fixes and deletes: those who prepare soum payments (the import makes payments). */
export const IMPORT_WRITERS = UZS_PREPARERS;
/** Who sees the files and their errors: every client role (passive_user and accountant_sign read). */
const IMPORT_READERS = CLIENT_ROLES satisfies readonly Role[];

/** One cell of a row as read from the file: text, blank when empty. */
const cell = z.string().max(1000);

/** A row's fields as read from the file (or as fixed on the edit screen). */
export const uzsImportFieldsSchema = z.strictObject(
  Object.fromEntries(UZS_IMPORT_COLUMNS.map((c) => [c, cell])) as Record<UzsImportColumn, typeof cell>,
);
export type UzsImportFields = z.output<typeof uzsImportFieldsSchema>;

const upidFile = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{20}$/);

/** POST export/import-payment: the file (base64) and, after the duplicate question, the answer. */
export const importUploadBody = z.strictObject({
  file_name: z.string().trim().min(1).max(200),
  content: z
    .string()
    .min(4)
    .max(BASE64_MAX)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/),
  /** Import again a file already imported (same SHA-256 in the organisation). */
  confirm_duplicate: z.boolean().optional(),
});
export type ImportUploadBody = z.input<typeof importUploadBody>;

export const importFileSchema = z.object({
  id: z.number().int(),
  upid_file: z.string(),
  kind: z.enum(IMPORT_KINDS),
  organization_id: z.number().int(),
  user_id: z.number().int(),
  status: z.number().int(),
  statusName: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  file_name: z.string(),
  /** Sum of the payments made from the file. */
  amount_payment: moneyText,
  error_info: z.object({ total: z.number().int(), error: z.number().int() }),
  /** Rows judged so far (progress), of error_info.total. */
  done: z.number().int(),
  /** Payments made from the file. */
  payments: z.number().int(),
  /** Why the file failed as a whole (status error), in the request's language. */
  error_message: z.string().nullable(),
  isInfoError: z.boolean(),
  isListError: z.boolean(),
  /** Nothing made from it is signed yet, and the caller may delete. */
  isDelete: z.boolean(),
  /** The caller may fix error rows. */
  isEdit: z.boolean(),
  /** Documents were made from it: its kind's list opens filtered by the file (soum: import_file). */
  isPayments: z.boolean(),
});
export type ImportFile = z.output<typeof importFileSchema>;

/** The upload's answer: the new file, or (nothing stored) the earlier import of the same file. */
export const importUploadAnswer = z.object({
  file: importFileSchema.nullable(),
  duplicate_of: importFileSchema.nullable(),
});
export type ImportUploadAnswer = z.output<typeof importUploadAnswer>;

export const importFieldErrorSchema = z.object({ attribute: z.string(), message: z.string() });

/** An error row of a file: the payment fields as read, what is wrong with them, its line. */
export const importErrorRowSchema = z.object({
  id: z.number().int(),
  upid_file: z.string(),
  row_no: z.number().int(),
  version: z.number().int(),
  fields: uzsImportFieldsSchema,
  r_pinfl: z.string(),
  /** Every problem of the row in one text (spec 2 §3). */
  error_text: z.string(),
  /** The same problems per field, for the edit screen. */
  errors: z.array(importFieldErrorSchema),
  isEdit: z.boolean(),
});
export type ImportErrorRow = z.output<typeof importErrorRowSchema>;

export const importFilesFilter = z.strictObject({
  status: z
    .number()
    .int()
    .refine((v) => (IMPORT_STATUS_IDS as readonly number[]).includes(v))
    .optional(),
});

export const importFileRef = z.strictObject({ upid_file: upidFile });

/** POST export/edit: the fixed fields of one error row (its version seen, as If-Match). */
export const importEditBody = z.strictObject({
  id: dbId,
  version: z.number().int().positive(),
  fields: uzsImportFieldsSchema,
});
export type ImportEditBody = z.input<typeof importEditBody>;

export const importEditAnswer = z.object({
  /** The payment the row became. */
  payment_id: z.number().int(),
  file: importFileSchema,
});

export const importStatusItemSchema = z.object({ id: z.number().int(), name: z.string() });

export const importUpload = endpoint({
  method: 'POST',
  base,
  path: 'export/import-payment',
  access: IMPORT_WRITERS,
  idempotent: 'required',
  body: importUploadBody,
  bodyLimit: IMPORT_BODY_LIMIT,
  response: importUploadAnswer,
});
export const importFiles = endpoint({
  method: 'POST',
  base,
  path: 'export/import-payment-files',
  access: IMPORT_READERS,
  query: pageQuery,
  body: importFilesFilter,
  response: pagedOf(importFileSchema),
});
/** The caller's files still waiting or in progress (the screen polls it while any is). */
export const importQueue = endpoint({
  method: 'POST',
  base,
  path: 'export/import-payment-queue',
  access: IMPORT_READERS,
  response: z.array(importFileSchema),
});
export const importFileErrorInfo = endpoint({
  method: 'POST',
  base,
  path: 'export/import-payment-file-error-info',
  access: IMPORT_READERS,
  body: importFileRef,
  response: importFileSchema,
});
export const importFileErrorList = endpoint({
  method: 'POST',
  base,
  path: 'export/import-payment-file-error-list',
  access: IMPORT_READERS,
  query: pageQuery,
  body: importFileRef,
  response: pagedOf(importErrorRowSchema),
});
export const importErrorRow = endpoint({
  method: 'POST',
  base,
  path: 'export/import-payment-error-row',
  access: IMPORT_READERS,
  body: z.strictObject({ id: dbId }),
  response: importErrorRowSchema,
});
export const importDelete = endpoint({
  method: 'POST',
  base,
  path: 'export/import-payment-delete',
  access: IMPORT_WRITERS,
  idempotent: 'required',
  body: importFileRef,
  response: noData,
});
export const importEdit = endpoint({
  method: 'POST',
  base,
  path: 'export/edit',
  access: IMPORT_WRITERS,
  idempotent: 'required',
  body: importEditBody,
  response: importEditAnswer,
});
export const importStatusList = endpoint({
  method: 'GET',
  base,
  path: 'export/import-payment-status-list',
  access: IMPORT_READERS,
  response: z.array(importStatusItemSchema),
});
/** The soum payment file template (.xlsx): the header row and one example row. */
export const importTemplate = endpoint({
  method: 'GET',
  base,
  path: 'export/import-payment-fields',
  access: IMPORT_READERS,
  response: fileAnswer,
});

export function importExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}
