/**
 * Utility and budget payments ("munis", spec 2 §2 and §3 "utility payment", spec 3 §2.7, issue 26).
 * The spec shows no calls, so they are designed here in the soum payments' style
 * (docs/decisions.md "Utility payments (munis)").
 *
 * Suppliers (electricity, gas, water, waste, heating, telecom, budget/tax …) come from reference
 * tables, grouped by the bank administrator's groups; each has settlements (region/district) and
 * declares, AS DATA, the fields a payment to it carries (subscriber id, meter reading, cadastral
 * code, budget account …). `munisFieldProblems` judges values against that declaration; the form
 * and the server call the same function, so the two never disagree.
 *
 * Life cycle of a payment: Created → (EDS signature) Signed → (send) Sent → the bank's job:
 * Executed (ledger legs: the client's soum account to the supplier's account, or the correspondent
 * account when the supplier banks elsewhere) or Rejected with a reason. An edit of a Created or
 * Signed payment voids its signature and bumps its version (`If-Match: <version>` on actions).
 */
import { z } from 'zod';
import { dbId, dbIdParam } from './ids.ts';
import { endpoint } from './endpoint.ts';
import { noData, pagedOf } from './answers.ts';
import { pageQuery } from './paging.ts';
import { CLIENT_ROLES, SIGNERS_A, type Role } from '../roles.ts';
import { message, type ValidationMessage } from '../validation/messages.ts';
import { type SignedContentOf, signingMessageFor } from '../signing/signed-document.ts';

export const MUNIS_STATUS = {
  created: 1,
  signed: 2,
  sent: 3,
  executed: 4,
  rejected: 5,
} as const;
export type MunisStatusId = (typeof MUNIS_STATUS)[keyof typeof MUNIS_STATUS];
export const MUNIS_STATUS_IDS = Object.values(MUNIS_STATUS) as readonly MunisStatusId[];

/** What a supplier provides (the icon and the order of the catalogue). */
export const MUNIS_CATEGORIES = [
  'electricity',
  'gas',
  'water',
  'waste',
  'heating',
  'telecom',
  'budget',
] as const;
export type MunisCategory = (typeof MUNIS_CATEGORIES)[number];

/** The header of the batch message a signer signs (contracts/signing/signed-document.ts). */
export const MUNIS_SIGNING_HEADER = 'CORPBANK-MUNIS-PAYMENTS-V1';
export const MUNIS_PURPOSE_MAX = 420;
export const MUNIS_BATCH_MAX = 50;
export const MUNIS_AMOUNT_MAX_WHOLE_DIGITS = 15;

// Roles ----------------------------------------------------------------------------------------

/** Who opens /munis (routes.tsv): the client roles; passive_user reads only. */
export const MUNIS_VIEWERS = CLIENT_ROLES;
/** Who prepares (create, edit, delete, templates): the soum payments' preparers and the head. */
export const MUNIS_PREPARERS = [
  'client',
  'accountant',
  'super_head',
  'accountant_simple',
  'head',
] as const satisfies readonly Role[];
/** Who signs: signer A (one signature, like the other money documents of one signature). */
export const MUNIS_SIGNERS = SIGNERS_A;
/** Who sends a signed payment to the bank: preparers and signers. */
export const MUNIS_SENDERS = [...MUNIS_PREPARERS, 'accountant_sign'] as const satisfies readonly Role[];
/** Spec 3 §2.7: the group list for admin and admin_bank, saving for admin only. */
export const MUNIS_GROUP_VIEWERS = ['admin', 'admin_bank'] as const satisfies readonly Role[];
export const MUNIS_GROUP_EDITORS = ['admin'] as const satisfies readonly Role[];

// Per-supplier field declarations --------------------------------------------------------------

/**
 * How a declared field is written: `digits` (subscriber id, personal account, budget account —
 * digits only, `length` exact or `minLength`..`maxLength`), `reading` (a meter reading, up to 9
 * whole digits and 3 decimals), `cadastral` (a cadastral code `10:01:03:01:02:0045`, optionally
 * `/0001` for a flat), `text` (free text up to `maxLength`).
 */
export const MUNIS_FIELD_KINDS = ['digits', 'reading', 'cadastral', 'text'] as const;
export type MunisFieldKind = (typeof MUNIS_FIELD_KINDS)[number];

const label = z.object({ ru: z.string(), en: z.string(), uz: z.string() });

export const munisFieldDeclSchema = z.object({
  /** The value's key in a payment's `fields` (lower snake case). */
  name: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
  kind: z.enum(MUNIS_FIELD_KINDS),
  required: z.boolean(),
  length: z.number().int().positive().optional(),
  minLength: z.number().int().positive().optional(),
  maxLength: z.number().int().positive().optional(),
  /** Changes every month (a meter reading): left out of a saved template. */
  monthly: z.boolean().optional(),
  label,
});
export type MunisFieldDecl = z.output<typeof munisFieldDeclSchema>;

/** A payment's field values, by declared name. */
export const munisFieldValues = z.record(z.string().max(40), z.string().max(200));
export type MunisFieldValues = z.output<typeof munisFieldValues>;

export interface MunisFieldProblem {
  /** `fields.<name>`: the attribute the 422 and the form name. */
  readonly attribute: string;
  readonly message: ValidationMessage;
}

const READING = /^\d{1,9}(\.\d{1,3})?$/;
const CADASTRAL = /^\d{2}:\d{2}:\d{2}:\d{2}:\d{2}:\d{4}(\/\d{4})?$/;

/** One declared field's value judged; null when it is fine (an empty optional field is fine). */
export function munisFieldProblem(decl: MunisFieldDecl, raw: string | undefined): ValidationMessage | null {
  const value = (raw ?? '').trim();
  if (value === '') return decl.required ? message('required') : null;
  switch (decl.kind) {
    case 'digits':
      if (!/^\d+$/.test(value)) return message('pattern');
      if (decl.length !== undefined && value.length !== decl.length)
        return message('length.exact', { length: String(decl.length) });
      break;
    case 'reading':
      if (!READING.test(value)) return message('pattern');
      break;
    case 'cadastral':
      if (!CADASTRAL.test(value)) return message('pattern');
      break;
    case 'text':
      break;
  }
  if (decl.minLength !== undefined && value.length < decl.minLength)
    return message('length.min', { min: String(decl.minLength) });
  if (decl.maxLength !== undefined && value.length > decl.maxLength)
    return message('length.max', { max: String(decl.maxLength) });
  return null;
}

/**
 * Every problem of `values` against a supplier's declaration: the client's form and the server's
 * create and edit call this one function. A value for a field the supplier does not declare is
 * a problem too (the server stores only declared fields).
 */
export function munisFieldProblems(
  decls: readonly MunisFieldDecl[],
  values: Readonly<Record<string, string>>,
): MunisFieldProblem[] {
  const problems: MunisFieldProblem[] = [];
  for (const decl of decls) {
    const found = munisFieldProblem(decl, values[decl.name]);
    if (found !== null) problems.push({ attribute: `fields.${decl.name}`, message: found });
  }
  for (const name of Object.keys(values)) {
    if (!decls.some((d) => d.name === name))
      problems.push({ attribute: `fields.${name}`, message: message('invalid') });
  }
  return problems;
}

/** The declared values only, trimmed, empty optional ones left out (what is stored and signed). */
export function munisCleanFields(
  decls: readonly MunisFieldDecl[],
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const decl of decls) {
    const value = (values[decl.name] ?? '').trim();
    if (value !== '') clean[decl.name] = value;
  }
  return clean;
}

/** The fields a template keeps for next month: everything but the monthly ones (meter readings). */
export function munisTemplateFields(
  decls: readonly MunisFieldDecl[],
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const decl of decls) {
    const value = values[decl.name];
    if (decl.monthly !== true && value !== undefined && value !== '') kept[decl.name] = value;
  }
  return kept;
}

/** Whether `value` is a soum amount (at most two decimals, positive). */
export function isMunisAmount(value: string): boolean {
  return (
    new RegExp(`^\\d{1,${MUNIS_AMOUNT_MAX_WHOLE_DIGITS}}(\\.\\d{1,2})?$`).test(value) && /[1-9]/.test(value)
  );
}

/** "12.5" → 1250n tiyin. */
export function munisToTiyin(value: string): bigint {
  if (!isMunisAmount(value)) throw new RangeError(`not an amount: ${value}`);
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** 1250n → "12.50". */
export function munisFromTiyin(tiyin: bigint): string {
  return `${tiyin / 100n}.${(tiyin % 100n).toString().padStart(2, '0')}`;
}

// Shapes ---------------------------------------------------------------------------------------

const base = '/api/v2/' as const;
const statusId = z.literal(MUNIS_STATUS_IDS);

export const munisSettlementSchema = z.object({
  id: z.number().int(),
  supplier_id: z.number().int(),
  region: z.string(),
  district: z.string(),
});
export type MunisSettlement = z.output<typeof munisSettlementSchema>;

export const munisSupplierSchema = z.object({
  id: z.number().int(),
  group_id: z.number().int().nullable(),
  category: z.enum(MUNIS_CATEGORIES),
  name: z.string(),
  inn: z.string(),
  account: z.string(),
  mfo: z.string(),
  fields: z.array(munisFieldDeclSchema),
  settlements: z.array(munisSettlementSchema),
});
export type MunisSupplier = z.output<typeof munisSupplierSchema>;

export const munisGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ru: z.string(),
  name_en: z.string(),
  name_uz: z.string(),
  sort: z.number().int(),
  supplier_ids: z.array(z.number().int()),
});
export type MunisGroup = z.output<typeof munisGroupSchema>;

export const munisCatalogSchema = z.object({
  groups: z.array(munisGroupSchema),
  suppliers: z.array(munisSupplierSchema),
});
export type MunisCatalog = z.output<typeof munisCatalogSchema>;

const accountNumber = z.string().max(27);
const formFields = {
  supplier_id: dbId,
  settlement_id: dbId,
  debit_account: accountNumber,
  amount: z.string().max(25),
  purpose: z.string().max(MUNIS_PURPOSE_MAX),
  fields: munisFieldValues,
};
export const munisFormBody = z.strictObject(formFields);
export type MunisFormBody = z.input<typeof munisFormBody>;
export const munisCreateBody = z.strictObject({ client_reference: z.uuid(), ...formFields });
export type MunisCreateBody = z.input<typeof munisCreateBody>;
export const munisEditBody = z.strictObject({ id: dbId, ...formFields });
export type MunisEditBody = z.input<typeof munisEditBody>;

export const MUNIS_ROW_FLAGS = ['isView', 'isEdit', 'isDelete', 'isSign', 'isSend'] as const;
export type MunisRowFlag = (typeof MUNIS_ROW_FLAGS)[number];

export const munisPaymentSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  client_reference: z.string(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  organization_inn: z.string(),
  number: z.string(),
  date: z.string(),
  supplier_id: z.number().int(),
  supplier_name: z.string(),
  supplier_category: z.enum(MUNIS_CATEGORIES),
  supplier_inn: z.string(),
  supplier_account: z.string(),
  supplier_mfo: z.string(),
  settlement_id: z.number().int(),
  settlement_name: z.string(),
  debit_account: z.string(),
  amount: z.string(),
  purpose: z.string(),
  fields: z.record(z.string(), z.string()),
  status_id: statusId,
  statusName: z.string(),
  reject_reason: z.string().nullable(),
  signed_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  executed_at: z.string().nullable(),
  isView: z.boolean(),
  isEdit: z.boolean(),
  isDelete: z.boolean(),
  isSign: z.boolean(),
  isSend: z.boolean(),
});
export type MunisPayment = z.output<typeof munisPaymentSchema>;

export const munisAccountSchema = z.object({
  number: z.string(),
  name: z.string(),
  /** Balance less reserved, soum. */
  available: z.string(),
});
export type MunisAccount = z.output<typeof munisAccountSchema>;

export const munisTemplateSchema = z.object({
  id: z.number().int(),
  supplier_id: z.number().int(),
  supplier_name: z.string(),
  supplier_category: z.enum(MUNIS_CATEGORIES),
  settlement_id: z.number().int(),
  settlement_name: z.string(),
  debit_account: z.string(),
  amount: z.string(),
  purpose: z.string(),
  fields: z.record(z.string(), z.string()),
  updated_at: z.string(),
});
export type MunisTemplate = z.output<typeof munisTemplateSchema>;

export const munisListBody = z.strictObject({
  status_id: statusId.optional(),
  supplier_id: dbId.optional(),
});

export const munisSignBody = z.strictObject({
  sign_cipher: z.string().min(1).max(4096),
  key_data: z.strictObject({
    data: z.string().min(1).max(20_000),
    version: z.string().max(20),
    ids: z.array(dbId).min(1).max(MUNIS_BATCH_MAX),
  }),
});
export type MunisSignBody = z.input<typeof munisSignBody>;

export const munisRows = z.object({ rows: z.array(munisPaymentSchema) });
export type MunisRows = z.output<typeof munisRows>;

export const munisGroupSaveBody = z.strictObject({
  /** Absent: a new group. */
  id: dbId.optional(),
  name_ru: z.string().max(120),
  name_en: z.string().max(120),
  name_uz: z.string().max(120),
  sort: z.number().int().min(0).max(999),
  supplier_ids: z.array(dbId).max(500),
});
export type MunisGroupSaveBody = z.input<typeof munisGroupSaveBody>;

// Endpoints ------------------------------------------------------------------------------------

/** Groups, suppliers with their field declarations and settlements (the form's choices). */
export const munisCatalog = endpoint({
  method: 'GET',
  base,
  path: 'munis/catalog',
  access: [...MUNIS_VIEWERS, ...MUNIS_GROUP_VIEWERS],
  response: munisCatalogSchema,
});
export const munisList = endpoint({
  method: 'POST',
  base,
  path: 'munis/list',
  access: MUNIS_VIEWERS,
  query: pageQuery,
  body: munisListBody,
  response: pagedOf(munisPaymentSchema),
});
export const munisView = endpoint({
  method: 'GET',
  base,
  path: 'munis/view',
  access: MUNIS_VIEWERS,
  query: z.strictObject({ id: dbIdParam }),
  response: munisPaymentSchema,
});
export const munisStatusList = endpoint({
  method: 'GET',
  base,
  path: 'munis/status-list',
  access: MUNIS_VIEWERS,
  response: z.array(z.object({ id: statusId, name: z.string() })),
});
/** The caller's organisation's open soum current accounts. */
export const munisAccounts = endpoint({
  method: 'GET',
  base,
  path: 'munis/accounts',
  access: MUNIS_PREPARERS,
  response: z.array(munisAccountSchema),
});
export const munisCreate = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'munis/create',
  access: MUNIS_PREPARERS,
  body: munisCreateBody,
  response: munisPaymentSchema,
});
/** If-Match: version. Voids the signature, version + 1, back to Created. */
export const munisEdit = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'munis/edit',
  access: MUNIS_PREPARERS,
  body: munisEditBody,
  response: munisPaymentSchema,
});
export const munisSign = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'munis/sign',
  access: MUNIS_SIGNERS,
  body: munisSignBody,
  response: munisRows,
});
/** If-Match: version. Signed → Sent. */
export const munisSend = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'munis/send',
  access: MUNIS_SENDERS,
  body: z.strictObject({ id: dbId }),
  response: munisPaymentSchema,
});
/** If-Match: version. A Created or Signed payment is deleted. */
export const munisDelete = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'munis/delete',
  access: MUNIS_PREPARERS,
  body: z.strictObject({ id: dbId }),
  response: noData,
});
export const munisTemplates = endpoint({
  method: 'GET',
  base,
  path: 'munis/templates',
  access: MUNIS_VIEWERS,
  response: z.array(munisTemplateSchema),
});
/** The organisation's template for a supplier and settlement (null when there is none). */
export const munisTemplate = endpoint({
  method: 'GET',
  base,
  path: 'munis/template',
  access: MUNIS_VIEWERS,
  query: z.strictObject({ supplier_id: dbIdParam, settlement_id: dbIdParam }),
  response: munisTemplateSchema.nullable(),
});
/** "Generate template": a payment's fields (not its monthly ones) kept for next month. */
export const munisTemplateSave = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'munis/generate-template',
  access: MUNIS_PREPARERS,
  body: z.strictObject({ payment_id: dbId }),
  response: munisTemplateSchema,
});
export const munisTemplateDelete = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'munis/template-delete',
  access: MUNIS_PREPARERS,
  body: z.strictObject({ id: dbId }),
  response: noData,
});
export const munisGroupList = endpoint({
  method: 'POST',
  base,
  path: 'munis/munis-group-list',
  access: MUNIS_GROUP_VIEWERS,
  body: z.strictObject({}),
  response: munisCatalogSchema,
});
/** Creates or updates a group and sets which suppliers it holds (a supplier is in one group). */
export const munisGroupSave = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'munis/munis-group-save',
  access: MUNIS_GROUP_EDITORS,
  body: munisGroupSaveBody,
  response: munisGroupSchema,
});

export const MUNIS_ENDPOINTS = [
  munisCatalog,
  munisList,
  munisView,
  munisStatusList,
  munisAccounts,
  munisCreate,
  munisEdit,
  munisSign,
  munisSend,
  munisDelete,
  munisTemplates,
  munisTemplate,
  munisTemplateSave,
  munisTemplateDelete,
  munisGroupList,
  munisGroupSave,
] as const;

// Signing --------------------------------------------------------------------------------------

/** The fields a signature covers, in order (id and version first); `fields` as canonical JSON. */
export const MUNIS_SIGNED_FIELDS = [
  'id',
  'version',
  'number',
  'date',
  'debit_account',
  'supplier_inn',
  'supplier_account',
  'supplier_mfo',
  'settlement_id',
  'amount',
  'purpose',
  'fields',
] as const;
export type MunisSignedContent = SignedContentOf<(typeof MUNIS_SIGNED_FIELDS)[number]> & {
  readonly id: number;
  readonly version: number;
};

/** The field values as sorted-key JSON (the same text on both sides). */
export function canonicalFields(fields: Readonly<Record<string, string>>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b))));
}

export function munisSignedContent(
  p: Pick<MunisPayment, (typeof MUNIS_SIGNED_FIELDS)[number]>,
): MunisSignedContent {
  return {
    id: p.id,
    version: p.version,
    number: p.number,
    date: p.date,
    debit_account: p.debit_account,
    supplier_inn: p.supplier_inn,
    supplier_account: p.supplier_account,
    supplier_mfo: p.supplier_mfo,
    settlement_id: p.settlement_id,
    amount: p.amount,
    purpose: p.purpose,
    fields: canonicalFields(p.fields),
  };
}

/** The exact text the signing client signs for these payments. */
export function munisSigningMessage(payments: readonly MunisPayment[]): Promise<string> {
  return signingMessageFor(MUNIS_SIGNING_HEADER, MUNIS_SIGNED_FIELDS, payments.map(munisSignedContent));
}
