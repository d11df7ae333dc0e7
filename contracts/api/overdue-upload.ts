/**
 * Upload of overdue-debt information (`/upload-information-on-overdue-debt`, spec 1 §2.2, spec 3
 * §2.1; issue 25). The bank's register of overdue debt on foreign-trade contracts as of a report
 * date — per contract idn the four overdue amounts of spec 3 §3.2 — is uploaded as a file (.xlsx or
 * .csv, base64 in a JSON body like the payment imports), checked as a whole and kept as a preview
 * (old → new per contract, counts); the uploader then applies it, and the figures become what the
 * overdue list and the contract detail show. The file is a full snapshot: a contract with overdue
 * figures that the file does not name is cleared (shown in the preview). docs/decisions.md,
 * "Overdue-debt upload".
 */
import { z } from 'zod';
import { type Role } from '../roles.ts';
import { fileAnswer, moneyText, pagedOf } from './answers.ts';
import { EISVO_BANK_ROLES, EISVO_HEAD_ROLES } from './eisvo.ts';
import { endpoint } from './endpoint.ts';
import { dbId } from './ids.ts';
import { pageQuery } from './paging.ts';
import { IMPORT_BODY_LIMIT, importUploadBody } from './uzs-import.ts';

const base = '/api/v2/' as const;

/** Who uploads, applies and discards: the head of currency control (spec 3 §2.1 "cur_head_bank"). */
export const OVERDUE_UPLOADERS = EISVO_HEAD_ROLES satisfies readonly Role[];
/** Who sees the upload history and previews: the bank's EISVO roles (they see every contract). */
export const OVERDUE_HISTORY_READERS = EISVO_BANK_ROLES satisfies readonly Role[];

/** What the file picker offers; the server decides by content. */
export const OVERDUE_ACCEPT = '.xlsx,.csv';

/** The four overdue figures of a contract (spec 3 §3.2), in the template's order after the idn. */
export const OVERDUE_AMOUNTS = [
  'receivableOverdue1',
  'payableOverdue1',
  'receivableOverdue2',
  'payableOverdue2',
] as const;
export type OverdueAmount = (typeof OVERDUE_AMOUNTS)[number];

/** The file's columns: the contract idn and the four figures (header keys in snake case). */
export const OVERDUE_FILE_COLUMNS = [
  'idn',
  'receivable_overdue1',
  'payable_overdue1',
  'receivable_overdue2',
  'payable_overdue2',
] as const;
export type OverdueFileColumn = (typeof OVERDUE_FILE_COLUMNS)[number];

export const OVERDUE_COLUMN_OF: Record<OverdueAmount, OverdueFileColumn> = {
  receivableOverdue1: 'receivable_overdue1',
  payableOverdue1: 'payable_overdue1',
  receivableOverdue2: 'receivable_overdue2',
  payableOverdue2: 'payable_overdue2',
};

/** An amount as the file writes it: major units, up to two decimals, point or comma, group spaces. */
export const OVERDUE_AMOUNT_MAX_DIGITS = 15;

/**
 * The file's amount cell in minor units, or an error key. Blank is 0 (no overdue part).
 * "1 234 567,8" and "1234567.80" both read 123456780; a sign, letters or three decimals do not.
 */
export function readOverdueAmount(text: string): { ok: true; minor: bigint } | { ok: false; key: string } {
  const v = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (v === '') return { ok: true, minor: 0n };
  if (v.startsWith('-')) return { ok: false, key: 'overdue.negative' };
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(v);
  if (m === null) return { ok: false, key: 'overdue.amount' };
  const whole = (m[1] ?? '').replace(/^0+(?=\d)/, '');
  if (whole.length > OVERDUE_AMOUNT_MAX_DIGITS) return { ok: false, key: 'overdue.amount' };
  return { ok: true, minor: BigInt(whole) * 100n + BigInt((m[2] ?? '').padEnd(2, '0')) };
}

/** The statuses of an upload. */
export const OVERDUE_UPLOAD_STATUSES = [
  /** Checked without errors, waiting for the uploader to apply it. */
  'preview',
  /** The file has row errors: it can be looked at, never applied. */
  'invalid',
  /** Its figures were written to the contracts. */
  'applied',
  /** The uploader set it aside. */
  'discarded',
  /** Another upload was applied after it was made: applying it would overwrite newer figures. */
  'superseded',
] as const;
export type OverdueUploadStatus = (typeof OVERDUE_UPLOAD_STATUSES)[number];

/** What a row of the preview does to its contract. */
export const OVERDUE_ROW_KINDS = ['changed', 'unchanged', 'cleared', 'error'] as const;
export type OverdueRowKind = (typeof OVERDUE_ROW_KINDS)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** POST eisvo/overdue-debt/upload: the file (base64, as the imports) and its report date. */
export const overdueUploadBody = importUploadBody
  .pick({ file_name: true, content: true })
  .extend({ report_date: isoDate });
export type OverdueUploadBody = z.input<typeof overdueUploadBody>;

export const overdueUploadSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  /** SHA-256 of the file's bytes, hex. */
  sha256: z.string(),
  report_date: z.string(),
  status: z.enum(OVERDUE_UPLOAD_STATUSES),
  uploaded_by: z.string(),
  uploaded_at: z.string(),
  applied_by: z.string().nullable(),
  applied_at: z.string().nullable(),
  /** Rows of the file (the header not counted). */
  rows: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  /** Contracts with overdue figures the file does not name: set to zero on apply. */
  cleared: z.number().int(),
  errors: z.number().int(),
  /** The caller may apply it (computed by the server). */
  isApply: z.boolean(),
  /** The caller may discard it. */
  isDiscard: z.boolean(),
});
export type OverdueUpload = z.output<typeof overdueUploadSchema>;

const amountsSchema = z.object({
  receivableOverdue1: moneyText,
  payableOverdue1: moneyText,
  receivableOverdue2: moneyText,
  payableOverdue2: moneyText,
});
export type OverdueAmounts = z.output<typeof amountsSchema>;

export const overdueRowErrorSchema = z.object({
  /** The file's column (OVERDUE_FILE_COLUMNS). */
  column: z.string(),
  /** In the request's language. */
  message: z.string(),
});

/** A row of the preview: a file row, or a contract the file leaves out (row_no null, cleared). */
export const overdueUploadRowSchema = z.object({
  id: z.number().int(),
  row_no: z.number().int().nullable(),
  idn: z.string(),
  kind: z.enum(OVERDUE_ROW_KINDS),
  contractorUzName: z.string().nullable(),
  currCode: z.string().nullable(),
  /** The contract's figures when the file was checked (null for an error row). */
  old: amountsSchema.nullable(),
  /** The figures the apply writes (null for an error row). */
  new: amountsSchema.nullable(),
  errors: z.array(overdueRowErrorSchema),
});
export type OverdueUploadRow = z.output<typeof overdueUploadRowSchema>;

export const OVERDUE_ROW_FILTERS = ['all', 'changes', 'errors'] as const;

export const overdueUpload = endpoint({
  method: 'POST',
  base,
  path: 'eisvo/overdue-debt/upload',
  access: OVERDUE_UPLOADERS,
  idempotent: 'required',
  body: overdueUploadBody,
  bodyLimit: IMPORT_BODY_LIMIT,
  response: overdueUploadSchema,
});

export const overdueUploads = endpoint({
  method: 'POST',
  base,
  path: 'eisvo/overdue-debt/uploads',
  access: OVERDUE_HISTORY_READERS,
  query: pageQuery,
  body: z.strictObject({}),
  response: pagedOf(overdueUploadSchema),
});

export const overdueUploadInfo = endpoint({
  method: 'POST',
  base,
  path: 'eisvo/overdue-debt/upload-info',
  access: OVERDUE_HISTORY_READERS,
  body: z.strictObject({ id: dbId }),
  response: overdueUploadSchema,
});

export const overdueUploadRows = endpoint({
  method: 'POST',
  base,
  path: 'eisvo/overdue-debt/upload-rows',
  access: OVERDUE_HISTORY_READERS,
  query: pageQuery,
  body: z.strictObject({ id: dbId, filter: z.enum(OVERDUE_ROW_FILTERS).optional() }),
  response: pagedOf(overdueUploadRowSchema),
});

/** Applies a preview: exactly once; applying an applied upload again answers it unchanged. */
export const overdueApply = endpoint({
  method: 'POST',
  base,
  path: 'eisvo/overdue-debt/apply',
  access: OVERDUE_UPLOADERS,
  idempotent: 'required',
  body: z.strictObject({ id: dbId }),
  response: overdueUploadSchema,
});

export const overdueDiscard = endpoint({
  method: 'POST',
  base,
  path: 'eisvo/overdue-debt/discard',
  access: OVERDUE_UPLOADERS,
  idempotent: 'required',
  body: z.strictObject({ id: dbId }),
  response: overdueUploadSchema,
});

/** The report date and time of the figures the list shows (the newest applied upload), for everyone. */
export const overdueAsOf = endpoint({
  method: 'GET',
  base,
  path: 'eisvo/overdue-debt/as-of',
  access: '*',
  response: z.object({ report_date: z.string().nullable(), applied_at: z.string().nullable() }),
});

/** The template (.xlsx): the header row and two example rows (the "download path"). */
export const overdueTemplate = endpoint({
  method: 'GET',
  base,
  path: 'eisvo/overdue-debt/template',
  access: OVERDUE_UPLOADERS,
  response: fileAnswer,
});
