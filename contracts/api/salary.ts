/**
 * Salary statements ("salary", spec 2 §2 "Salary project and cards", §5, §7 "Salary and cards", §9;
 * issue 23; docs/decisions.md "Salary statements"). A statement lists an organisation's employees'
 * salary cards and amounts on one salary-project contract (card type + transit account, see
 * contracts/api/wage.ts). It is built from the contract's card list
 * (`salary/create-salary-document-by-list`, the spec's call) or uploaded as an `.xlsx` file
 * (`salary/upload`), signed like a payment (EDS or passkey over a batch message), sent, and executed
 * by the bank: one debit of the soum account to the transit account, one credit per card account;
 * rows whose card cannot be credited stay on the transit account (the deferred report).
 *
 * Card numbers never travel back in clear: rows carry the masked form only.
 */
import { z } from 'zod';
import { CLIENT_ROLES, SIGNERS_A, type Role } from '../roles.ts';
import { type SignedContentOf, signingMessageFor } from '../signing/signed-document.ts';
import { moneyText, pagedOf } from './answers.ts';
import { assertionBody } from './devices.ts';
import { endpoint } from './endpoint.ts';
import { dbId, dbIdParam } from './ids.ts';
import { pageQuery } from './paging.ts';
import { WAGE_CARD_CODES } from './wage.ts';

export const SALARY_STATUS = {
  created: 1,
  signed: 2,
  sent: 3,
  rejected: 4,
  executed: 5,
} as const;
export type SalaryStatusId = (typeof SALARY_STATUS)[keyof typeof SALARY_STATUS];
export const SALARY_STATUS_IDS = Object.values(SALARY_STATUS) as readonly SalaryStatusId[];

export const SALARY_ROW_STATES = ['pending', 'credited', 'deferred'] as const;
export type SalaryRowState = (typeof SALARY_ROW_STATES)[number];

export const SALARY_PAGE_SIZE = 20;
export const SALARY_ROWS_MAX = 1000;
export const SALARY_BATCH_MAX = 50;
export const SALARY_SIGNING_HEADER = 'CORPBANK-SALARY-STATEMENTS-V1';

/** Upload (spec 2 §5): .xls or .xlsx only; the demo reads .xlsx (docs/decisions.md). */
export const SALARY_UPLOAD_ACCEPT = '.xlsx,.xls';
export const SALARY_FILE_MAX_BYTES = 2 * 1024 * 1024;
const BASE64_MAX = Math.ceil(SALARY_FILE_MAX_BYTES / 3) * 4;
export const SALARY_UPLOAD_BODY_LIMIT = BASE64_MAX + 16 * 1024;

// Roles ----------------------------------------------------------------------------------------

export const SALARY_VIEWERS = CLIENT_ROLES;
export const SALARY_PREPARERS = [
  'client',
  'accountant',
  'head',
  'super_head',
  'accountant_simple',
] as const satisfies readonly Role[];
export const SALARY_SIGNERS = SIGNERS_A;
export const SALARY_SENDERS = [...SALARY_PREPARERS, 'accountant_sign'] as const satisfies readonly Role[];

// Rules ----------------------------------------------------------------------------------------

/** A salary amount: positive soum with at most two decimals (spaces and a comma allowed as typed). */
export function salaryAmountText(typed: string): string | null {
  const clean = typed.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d{1,15}(\.\d{1,2})?$/.test(clean)) return null;
  if (/^0+(\.0+)?$/.test(clean)) return null;
  return clean;
}

// Schemas --------------------------------------------------------------------------------------

const cardCode = z.enum(WAGE_CARD_CODES as unknown as [string, ...string[]]);
const contractIdText = z.string().regex(/^\d{27}$/);
const statusId = z.literal(SALARY_STATUS_IDS);

export const SALARY_ROW_FLAGS = ['isView', 'isDelete', 'isSign', 'isSend'] as const;
export type SalaryRowFlag = (typeof SALARY_ROW_FLAGS)[number];

export const salaryStatementSchema = z.object({
  id: z.number(),
  version: z.number(),
  client_reference: z.string(),
  number: z.string(),
  docDate: z.string(),
  cardCode: z.string(),
  cardCodeName: z.string(),
  contractId: z.string(),
  transitAccount: z.string(),
  debitAccount: z.string(),
  purpose: z.string(),
  source: z.enum(['list', 'file']),
  fileName: z.string().nullable(),
  totalAmount: moneyText,
  rowsCount: z.number(),
  creditedAmount: moneyText,
  deferredAmount: moneyText,
  deferredCount: z.number(),
  status: z.number(),
  statusName: z.string(),
  rejectReason: z.string().nullable(),
  signedBy: z.string().nullable(),
  createdAt: z.string(),
  executedAt: z.string().nullable(),
  isView: z.boolean(),
  isDelete: z.boolean(),
  isSign: z.boolean(),
  isSend: z.boolean(),
});
export type SalaryStatement = z.output<typeof salaryStatementSchema>;

export const salaryRowSchema = z.object({
  id: z.number(),
  lineNo: z.number(),
  cardMasked: z.string(),
  fullName: z.string(),
  amount: moneyText,
  state: z.enum(SALARY_ROW_STATES),
  stateName: z.string(),
  deferredReason: z.string().nullable(),
});
export type SalaryRow = z.output<typeof salaryRowSchema>;

export const salaryViewSchema = z.object({
  statement: salaryStatementSchema,
  rows: z.array(salaryRowSchema),
});
export type SalaryView = z.output<typeof salaryViewSchema>;

/** A transit account of a card type with its contract (for /salary/accounts/:cardCode). */
export const salaryAccountSchema = z.object({
  cardCode: z.string(),
  account: z.string(),
  contractId: z.string(),
  contractNumber: z.string(),
  dateBegin: z.string(),
  balance: moneyText,
  activeCards: z.number(),
  deferredCount: z.number(),
  deferredAmount: moneyText,
});
export type SalaryAccount = z.output<typeof salaryAccountSchema>;

/** A card the statement may pay (active on the contract). */
export const salaryCardSchema = z.object({
  cardId: z.number(),
  cardMasked: z.string(),
  fullName: z.string(),
  cardAccount: z.string(),
});
export type SalaryCard = z.output<typeof salaryCardSchema>;

export const salaryDebitAccountSchema = z.object({
  id: z.number(),
  account: z.string(),
  name: z.string(),
  balance: moneyText,
});

export const salaryDeferredSchema = z.object({
  statementId: z.number(),
  number: z.string(),
  docDate: z.string(),
  executedAt: z.string().nullable(),
  lineNo: z.number(),
  cardMasked: z.string(),
  fullName: z.string(),
  amount: moneyText,
  reason: z.string(),
});
export type SalaryDeferred = z.output<typeof salaryDeferredSchema>;

const headerFields = {
  contractId: contractIdText,
  debitAccountId: dbId,
  purpose: z.string().max(250),
};

export const salaryByListBody = z.strictObject({
  client_reference: z.uuid(),
  ...headerFields,
  rows: z
    .array(z.strictObject({ cardId: dbId, amount: z.string().max(25) }))
    .min(1)
    .max(SALARY_ROWS_MAX),
});
export type SalaryByListBody = z.input<typeof salaryByListBody>;

export const salaryUploadBody = z.strictObject({
  client_reference: z.uuid(),
  ...headerFields,
  file_name: z.string().trim().min(1).max(200),
  content: z
    .string()
    .min(4)
    .max(BASE64_MAX)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/),
});
export type SalaryUploadBody = z.input<typeof salaryUploadBody>;

export const salarySignBody = z.strictObject({
  sign_cipher: z.string().min(1).max(4096),
  sign_type: z.literal('eds'),
  key_data: z.strictObject({
    data: z.string().min(1).max(40_000),
    version: z.string().max(20),
    operation_ids: z.array(dbId).min(1).max(SALARY_BATCH_MAX),
  }),
});
export type SalarySignBody = z.input<typeof salarySignBody>;
export const salaryPasskeySignBody = z.strictObject({
  key_data: z.strictObject({
    data: z.string().min(1).max(40_000),
    operation_ids: z.array(dbId).min(1).max(SALARY_BATCH_MAX),
  }),
  assertion: assertionBody,
});
export type SalaryPasskeySignBody = z.input<typeof salaryPasskeySignBody>;

export const salaryRows = z.object({ rows: z.array(salaryStatementSchema) });
export type SalaryRows = z.output<typeof salaryRows>;

// Endpoints ------------------------------------------------------------------------------------

const base = '/api/v2/' as const;

export const salaryList = endpoint({
  method: 'POST',
  base,
  path: 'salary/list',
  access: SALARY_VIEWERS,
  query: pageQuery,
  body: z.strictObject({ status: statusId.optional(), cardCode: cardCode.optional() }),
  response: pagedOf(salaryStatementSchema),
});
export const salaryStatusList = endpoint({
  method: 'GET',
  base,
  path: 'salary/status-list',
  access: SALARY_VIEWERS,
  response: z.array(z.object({ id: z.number(), name: z.string() })),
});
export const salaryView = endpoint({
  method: 'GET',
  base,
  path: 'salary/view',
  access: SALARY_VIEWERS,
  query: z.strictObject({ id: dbIdParam }),
  response: salaryViewSchema,
});
export const salaryAccounts = endpoint({
  method: 'POST',
  base,
  path: 'salary/accounts',
  access: SALARY_VIEWERS,
  body: z.strictObject({ cardCode }),
  response: z.array(salaryAccountSchema),
});
export const salaryCards = endpoint({
  method: 'POST',
  base,
  path: 'salary/cards',
  access: SALARY_VIEWERS,
  body: z.strictObject({ contractId: contractIdText }),
  response: z.object({
    account: salaryAccountSchema,
    cards: z.array(salaryCardSchema),
    debitAccounts: z.array(salaryDebitAccountSchema),
  }),
});
export const salaryDeferredReport = endpoint({
  method: 'POST',
  base,
  path: 'salary/deferred-report',
  access: SALARY_VIEWERS,
  query: pageQuery,
  body: z.strictObject({ cardCode, contractId: contractIdText.optional() }),
  response: pagedOf(salaryDeferredSchema),
});
export const salaryCreateByList = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'salary/create-salary-document-by-list',
  access: SALARY_PREPARERS,
  body: salaryByListBody,
  response: salaryViewSchema,
});
export const salaryUpload = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'salary/upload',
  access: SALARY_PREPARERS,
  body: salaryUploadBody,
  bodyLimit: SALARY_UPLOAD_BODY_LIMIT,
  response: salaryViewSchema,
});
/** If-Match: version. Only Created or Signed statements. */
export const salaryDelete = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'salary/delete',
  access: SALARY_PREPARERS,
  body: z.strictObject({ id: dbId }),
  response: z.object({ id: z.number() }),
});
export const salarySign = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'salary/sign',
  access: SALARY_SIGNERS,
  body: salarySignBody,
  response: salaryRows,
});
export const salarySignPasskey = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'salary/sign-passkey',
  access: SALARY_SIGNERS,
  body: salaryPasskeySignBody,
  response: salaryRows,
});
export const salarySend = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'salary/send',
  access: SALARY_SENDERS,
  body: z.strictObject({ ids: z.array(dbId).min(1).max(SALARY_BATCH_MAX) }),
  response: salaryRows,
});

export const SALARY_ENDPOINTS = [
  salaryList,
  salaryStatusList,
  salaryView,
  salaryAccounts,
  salaryCards,
  salaryDeferredReport,
  salaryCreateByList,
  salaryUpload,
  salaryDelete,
  salarySign,
  salarySignPasskey,
  salarySend,
] as const;

// Signing --------------------------------------------------------------------------------------

export const SALARY_SIGNED_FIELDS = [
  'id',
  'version',
  'number',
  'docDate',
  'contractId',
  'transitAccount',
  'debitAccount',
  'purpose',
  'totalAmount',
  'rowsCount',
] as const;
export type SalarySignedContent = SignedContentOf<(typeof SALARY_SIGNED_FIELDS)[number]> & {
  readonly id: number;
  readonly version: number;
};

export function salarySignedContent(
  s: Pick<SalaryStatement, (typeof SALARY_SIGNED_FIELDS)[number]>,
): SalarySignedContent {
  return {
    id: s.id,
    version: s.version,
    number: s.number,
    docDate: s.docDate,
    contractId: s.contractId,
    transitAccount: s.transitAccount,
    debitAccount: s.debitAccount,
    purpose: s.purpose,
    totalAmount: s.totalAmount,
    rowsCount: s.rowsCount,
  };
}

/** The batch message a signer signs for these statements (EDS or passkey). */
export function salarySigningMessage(statements: readonly SalaryStatement[]): Promise<string> {
  return signingMessageFor(SALARY_SIGNING_HEADER, SALARY_SIGNED_FIELDS, statements.map(salarySignedContent));
}
