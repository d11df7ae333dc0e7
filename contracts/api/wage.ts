/**
 * Salary card project ("wage", spec 2 §2 "Salary project and cards", §3, §4, §5, §7 "Salary and
 * cards", §8, §9; spec 3 §7.6; issue 23). Calls and payload names follow spec 2 §7 where it shows
 * them; the rest is designed in the same style (docs/decisions.md "Salary card orders (wage)").
 *
 * An organisation has a salary-project contract per card type (card code): a 27-character
 * contract id on its transit account of that type (23106 Uzcard, 23108 Humo, 23110 Visa — spec 2
 * §9). Salary card orders are made for an employee by passport (birth date, series, number, phone)
 * or by an existing 16-digit card (Luhn-checked), signed and sent in bulk, and processed by the bank: it issues
 * (or checks) the card and opens the employee's card account (status 8, ready to pin), or refuses
 * with a reason. Pinning (wage/set) attaches the card to a contract of the chosen card type.
 *
 * Card numbers never travel back in clear: answers carry the masked form (first 4, next 2, last 4).
 */
import { z } from 'zod';
import { CLIENT_ROLES, SIGNERS_A, type Role } from '../roles.ts';
import { type SignedContentOf, signingMessageFor } from '../signing/signed-document.ts';
import { message, type ValidationMessage } from '../validation/messages.ts';
import { noData, pagedOf } from './answers.ts';
import { endpoint } from './endpoint.ts';
import { assertionBody } from './devices.ts';
import { dbId, dbIdParam } from './ids.ts';
import { pageQuery } from './paging.ts';

// Statuses -------------------------------------------------------------------------------------

export const WAGE_STATUS = {
  created: 1,
  signed: 2,
  sent: 3,
  rejected: 4,
  /** The bank issued (or checked) the card: the user pins it to a contract (spec 2 §4). */
  ready: 8,
  pinned: 9,
} as const;
export type WageStatusId = (typeof WAGE_STATUS)[keyof typeof WAGE_STATUS];
export const WAGE_STATUS_IDS = Object.values(WAGE_STATUS) as readonly WageStatusId[];

/** States of an issued card (card list, contract cards). */
export const CARD_STATES = ['issued', 'active', 'blocked'] as const;
export type CardState = (typeof CARD_STATES)[number];

/** Card types of the salary project and the transit account of each (spec 2 §9). */
export const WAGE_CARD_TYPES = [
  { cardCode: 'UZCARD', name: 'Uzcard Salary', glCode: '23106', prefix: '8600', currency: 'UZS' },
  { cardCode: 'HUMO', name: 'Humo Salary', glCode: '23108', prefix: '9860', currency: 'UZS' },
  { cardCode: 'VISA', name: 'Visa Classic Salary', glCode: '23110', prefix: '4278', currency: 'UZS' },
] as const;
export type WageCardCode = (typeof WAGE_CARD_TYPES)[number]['cardCode'];
export const WAGE_CARD_CODES = WAGE_CARD_TYPES.map((c) => c.cardCode) as readonly WageCardCode[];
/** Every salary-project transit account code (spec 2 §9): legal-entity, sole-proprietor, employee cards. */
export const WAGE_TRANSIT_GL_CODES = ['23102', '23104', '23106', '23108', '23110'] as const;

export const WAGE_PAGE_SIZE = 20;
export const CARD_LIST_PAGE_SIZE = 20;
export const WAGE_BATCH_MAX = 50;
export const WAGE_CONTRACT_ID_LENGTH = 27;
export const WAGE_SIGNING_HEADER = 'CORPBANK-WAGE-CARD-ORDERS-V1';

// Roles ----------------------------------------------------------------------------------------

/** Who opens /wage (routes.tsv): the client roles; passive_user reads only. */
export const WAGE_VIEWERS = CLIENT_ROLES;
/** Who prepares orders (create, edit, delete, pin). */
export const WAGE_PREPARERS = [
  'client',
  'accountant',
  'head',
  'super_head',
  'accountant_simple',
] as const satisfies readonly Role[];
/** Who signs: signer A, like the other one-signature documents. */
export const WAGE_SIGNERS = SIGNERS_A;
/** Who sends signed orders to the bank: preparers and signers. */
export const WAGE_SENDERS = [...WAGE_PREPARERS, 'accountant_sign'] as const satisfies readonly Role[];
/** /wage-card-list (spec 2 §2, spec 3 §2.3 and §6). */
export const CARD_LIST_VIEWERS = ['admin', 'contact_center'] as const satisfies readonly Role[];

// Rules (the form and the server call the same functions) ---------------------------------------

/** Card number as typed: groups of four with spaces, stripped (spec 2 §5). */
export function cleanPan(value: string): string {
  return value.replace(/\s+/g, '');
}

export function isPan(value: string): boolean {
  return /^\d{16}$/.test(value);
}

/** Luhn check digit (the bank's check of a card number). */
export function luhnValid(pan: string): boolean {
  let sum = 0;
  for (let i = 0; i < pan.length; i += 1) {
    let digit = Number(pan[pan.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return pan.length > 0 && sum % 10 === 0;
}

/** Masked card number (spec 2 §3): first 4, next 2, last 4 — "8600 12** **** 3456". */
export function maskPan(pan: string): string {
  const clean = cleanPan(pan);
  if (!isPan(clean)) throw new RangeError('not a card number');
  return `${clean.slice(0, 4)} ${clean.slice(4, 6)}** **** ${clean.slice(12)}`;
}

/** "+998 (90)-123-45-67" typed → "998901234567" (spec 2 §5: phone stored as 998 plus nine digits). */
export function phoneToWire(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  return digits.startsWith('998') ? digits : `998${digits}`;
}

export function isWagePhone(value: string): boolean {
  return /^998\d{9}$/.test(value);
}

/** The nine digits shown after +998 (edit pre-fills by dropping the first 3 characters). */
export function phoneLocal(wire: string): string {
  return wire.slice(3);
}

/** (##)-###-##-## of the nine local digits. */
export function formatPhoneLocal(local: string): string {
  const d = local.replace(/\D/g, '').slice(0, 9);
  const parts = [d.slice(0, 2), d.slice(2, 5), d.slice(5, 7), d.slice(7, 9)].filter((p) => p !== '');
  if (parts.length === 0) return '';
  const [first = '', ...rest] = parts;
  return [`(${first}${first.length === 2 ? ')' : ''}`, ...rest].join('-');
}

/** ISO date of today in Tashkent is passed in: birth dates are judged against it. */
export const WAGE_MIN_AGE = 16;
export const WAGE_MAX_AGE = 100;

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

function yearsBetween(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export interface WageFieldProblem {
  readonly attribute: string;
  readonly message: ValidationMessage;
}

export interface WageOrderFields {
  readonly documentSeries?: string | undefined;
  readonly documentNumber?: string | undefined;
  readonly birthdate?: string | undefined;
  readonly phone?: string | undefined;
  readonly pan?: string | undefined;
}

export type WageOrderMode = 'passport' | 'card';

/** By card when a card number is given, else by passport details. */
export function wageOrderMode(fields: WageOrderFields): WageOrderMode {
  return (fields.pan ?? '').trim() === '' ? 'passport' : 'card';
}

/**
 * Every problem of an order's fields (spec 2 §5): by passport — birth date (a real date, the
 * employee 16 to 100 years old), series 2 Latin letters, number 7 digits, phone 998 + nine digits;
 * by card — 16 digits and nothing of the passport mode. `today` is the ISO date in Tashkent.
 */
export function wageOrderProblems(fields: WageOrderFields, today: string): WageFieldProblem[] {
  const problems: WageFieldProblem[] = [];
  const add = (attribute: string, m: ValidationMessage) => problems.push({ attribute, message: m });
  if (wageOrderMode(fields) === 'card') {
    const pan = cleanPan(fields.pan ?? '');
    if (!/^\d+$/.test(pan)) add('pan', message('pattern'));
    else if (pan.length !== 16) add('pan', message('length.exact', { length: '16' }));
    else if (!luhnValid(pan)) add('pan', message('invalid'));
    for (const name of ['documentSeries', 'documentNumber', 'birthdate', 'phone'] as const)
      if ((fields[name] ?? '').trim() !== '') add(name, message('invalid'));
    return problems;
  }
  const birthdate = (fields.birthdate ?? '').trim();
  if (birthdate === '') add('birthdate', message('required'));
  else if (!isIsoDate(birthdate)) add('birthdate', message('invalid'));
  else {
    const age = yearsBetween(birthdate, today);
    if (age < WAGE_MIN_AGE) add('birthdate', message('number.min', { min: String(WAGE_MIN_AGE) }));
    else if (age > WAGE_MAX_AGE) add('birthdate', message('number.max', { max: String(WAGE_MAX_AGE) }));
  }
  const series = (fields.documentSeries ?? '').trim();
  if (series === '') add('documentSeries', message('required'));
  else if (!/^[A-Za-z]{2}$/.test(series)) add('documentSeries', message('pattern'));
  const number = (fields.documentNumber ?? '').trim();
  if (number === '') add('documentNumber', message('required'));
  else if (!/^\d+$/.test(number)) add('documentNumber', message('pattern'));
  else if (number.length !== 7) add('documentNumber', message('length.exact', { length: '7' }));
  const phone = (fields.phone ?? '').trim();
  if (phone === '') add('phone', message('required'));
  else if (!isWagePhone(phone)) add('phone', message('phone'));
  return problems;
}

/** Card-list filter phone (spec 2 §5): exactly 12 characters, 998…. */
export function isCardListPhone(value: string): boolean {
  return /^998\d{9}$/.test(value);
}

// Shapes ---------------------------------------------------------------------------------------

const base = '/api/v2/' as const;
const statusId = z.literal(WAGE_STATUS_IDS);
const cardCode = z.enum(WAGE_CARD_CODES as [WageCardCode, ...WageCardCode[]]);
const contractIdText = z.string().regex(/^\d{27}$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const wageCardTypeSchema = z.object({
  cardCode,
  cardCodeName: z.string(),
  gl_code: z.string(),
  currency: z.string(),
  /** Contracts of the organisation on this card type. */
  contracts: z.number().int(),
  /** Cards on those contracts. */
  cards: z.number().int(),
  /** Orders not finished yet (Created, Signed, Sent, Ready to pin). */
  open_orders: z.number().int(),
});
export type WageCardType = z.output<typeof wageCardTypeSchema>;

/** Wage account (spec 2 §3): the transit account of a card type with its contract. */
export const wageAccountSchema = z.object({
  account: z.string(),
  contract_id: z.string(),
  contract_number: z.string(),
  date_begin: z.string(),
  mfo: z.string(),
  bxmCode: z.string(),
  currency: z.string(),
  bsc: z.string().nullable(),
  isExistContractId: z.boolean(),
  cards: z.number().int(),
});
export type WageAccount = z.output<typeof wageAccountSchema>;

/** Contract card (spec 2 §3); cardNumber is masked. */
export const wageContractCardSchema = z.object({
  id: z.number().int(),
  contractId: z.string(),
  conNum: z.string(),
  dateBegin: z.string(),
  cardNumber: z.string(),
  cardAccount: z.string(),
  embossedName: z.string(),
  full_name: z.string(),
  stateCode: z.enum(CARD_STATES),
  stateName: z.string(),
});
export type WageContractCard = z.output<typeof wageContractCardSchema>;

/** Contract header (spec 2 §3). */
export const wageContractHeaderSchema = z.object({
  contractId: z.string(),
  contractNumber: z.string(),
  currencyCode: z.string(),
  dateBegin: z.string(),
  account: z.string(),
  bsc: z.string().nullable(),
  cardCode,
  cardCodeName: z.string(),
});
export type WageContractHeader = z.output<typeof wageContractHeaderSchema>;

export const WAGE_ROW_FLAGS = ['isView', 'isUpdate', 'isDelete', 'isSign', 'isSend', 'isPin'] as const;
export type WageRowFlag = (typeof WAGE_ROW_FLAGS)[number];

/** Salary card order (spec 2 §3); pan is the masked card number. */
export const wageOrderSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  client_reference: z.string(),
  organization_id: z.number().int(),
  organizationName: z.string(),
  cardCode,
  cardCodeName: z.string(),
  parentContractId: z.string(),
  bsc: z.string().nullable(),
  mode: z.enum(['passport', 'card']),
  status: statusId,
  statusName: z.string(),
  documentSeries: z.string().nullable(),
  documentNumber: z.string().nullable(),
  birthdate: z.string().nullable(),
  phone: z.string().nullable(),
  pan: z.string().nullable(),
  full_name: z.string().nullable(),
  error_bank: z.string().nullable(),
  signed_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  isView: z.boolean(),
  isUpdate: z.boolean(),
  isDelete: z.boolean(),
  isSign: z.boolean(),
  isSend: z.boolean(),
  isPin: z.boolean(),
});
export type WageOrder = z.output<typeof wageOrderSchema>;

export const wageOrderLogSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  actionName: z.string(),
  status: statusId,
  statusName: z.string(),
  user: z.string().nullable(),
  comment: z.string().nullable(),
});
export type WageOrderLog = z.output<typeof wageOrderLogSchema>;

/** Card list item (spec 2 §3), across organisations, for admin and contact_center. */
export const cardListItemSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  full_name: z.string(),
  phone: z.string(),
  organization: z.string(),
  organization_inn: z.string(),
  product: z.object({ name: z.string(), currency: z.string(), description: z.string() }),
  card: z.string(),
  status: z.enum(CARD_STATES),
  statusName: z.string(),
});
export type CardListItem = z.output<typeof cardListItemSchema>;

const orderFields = {
  cardCode,
  parentContractId: contractIdText,
  bsc: z.string().max(20).nullable().optional(),
  documentSeries: z.string().max(10).optional(),
  documentNumber: z.string().max(20).optional(),
  birthdate: z.string().max(10).optional(),
  phone: z.string().max(20).optional(),
  pan: z.string().max(30).optional(),
};
export const wageOrderCreateBody = z.strictObject({ client_reference: z.uuid(), ...orderFields });
export type WageOrderCreateBody = z.input<typeof wageOrderCreateBody>;
export const wageOrderUpdateBody = z.strictObject({ id: dbId, ...orderFields });
export type WageOrderUpdateBody = z.input<typeof wageOrderUpdateBody>;

export const wageSignBody = z.strictObject({
  sign_cipher: z.string().min(1).max(4096),
  sign_type: z.literal('eds'),
  key_data: z.strictObject({
    data: z.string().min(1).max(40_000),
    version: z.string().max(20),
    operation_ids: z.array(dbId).min(1).max(WAGE_BATCH_MAX),
  }),
});
export type WageSignBody = z.input<typeof wageSignBody>;

/** A passkey signature over the same batch message (challenge: its SHA-256, passkeyChallengeHex). */
export const wagePasskeySignBody = z.strictObject({
  key_data: z.strictObject({
    data: z.string().min(1).max(40_000),
    operation_ids: z.array(dbId).min(1).max(WAGE_BATCH_MAX),
  }),
  assertion: assertionBody,
});
export type WagePasskeySignBody = z.input<typeof wagePasskeySignBody>;

export const wageRows = z.object({ rows: z.array(wageOrderSchema) });
export type WageRows = z.output<typeof wageRows>;

export const cardListBody = z.strictObject({
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** The holder's phone, exactly 12 characters 998…. */
  user: z.string().max(20).optional(),
  status: z.enum(CARD_STATES).optional(),
  /** Part of the organisation's name or its INN. */
  organization: z.string().max(120).optional(),
});
export type CardListBody = z.input<typeof cardListBody>;

// Endpoints ------------------------------------------------------------------------------------

/** Card-type tiles: the organisation's salary-project card types with counts. */
export const wageCards = endpoint({
  method: 'POST',
  base,
  path: 'wage/cards',
  access: WAGE_VIEWERS,
  body: z.strictObject({ card_codes: z.array(cardCode).max(10).optional() }),
  response: z.array(wageCardTypeSchema),
});
export const wageAccounts = endpoint({
  method: 'POST',
  base,
  path: 'wage/accounts',
  access: WAGE_VIEWERS,
  query: pageQuery,
  body: z.strictObject({ cardCode }),
  response: pagedOf(wageAccountSchema),
});
/** Cards of a contract and its header. */
export const wageList = endpoint({
  method: 'POST',
  base,
  path: 'wage/list',
  access: WAGE_VIEWERS,
  body: z.strictObject({
    cardCode,
    account: z.string().max(27),
    contractId: contractIdText,
    status: z.enum(CARD_STATES).optional(),
  }),
  response: z.object({ cards: z.array(wageContractCardSchema), header: wageContractHeaderSchema }),
});
export const wageOrderList = endpoint({
  method: 'POST',
  base,
  path: 'wage/salary-card-orders-list',
  access: WAGE_VIEWERS,
  query: pageQuery,
  body: z.strictObject({ status: statusId.optional(), cardCode: cardCode.optional() }),
  response: pagedOf(wageOrderSchema),
});
export const wageOrderStatusList = endpoint({
  method: 'GET',
  base,
  path: 'wage/salary-card-orders-status-list',
  access: WAGE_VIEWERS,
  response: z.array(z.object({ id: statusId, name: z.string() })),
});
export const wageOrderView = endpoint({
  method: 'GET',
  base,
  path: 'wage/salary-card-orders-view',
  access: WAGE_VIEWERS,
  query: z.strictObject({ id: dbIdParam }),
  response: wageOrderSchema,
});
export const wageOrderLogs = endpoint({
  method: 'GET',
  base,
  path: 'wage/salary-card-orders-logs',
  access: WAGE_VIEWERS,
  query: z.strictObject({ id: dbIdParam }),
  response: z.array(wageOrderLogSchema),
});
export const wageOrderCreate = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'wage/salary-card-orders-create',
  access: WAGE_PREPARERS,
  body: wageOrderCreateBody,
  response: wageOrderSchema,
});
/** If-Match: version. Voids the signature, back to Created, version + 1. */
export const wageOrderUpdate = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'wage/salary-card-orders-update',
  access: WAGE_PREPARERS,
  body: wageOrderUpdateBody,
  response: wageOrderSchema,
});
/** If-Match: version. */
export const wageOrderDelete = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'wage/salary-card-orders-delete',
  access: WAGE_PREPARERS,
  body: z.strictObject({ id: dbId }),
  response: noData,
});
/** Bulk: every order signable or none is signed. */
export const wageOrderSign = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'wage/salary-card-orders-sign',
  access: WAGE_SIGNERS,
  body: wageSignBody,
  response: wageRows,
});
/** The same, signed with a passkey on the signer's activated phone. */
export const wageOrderSignPasskey = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'wage/salary-card-orders-sign-passkey',
  access: WAGE_SIGNERS,
  body: wagePasskeySignBody,
  response: wageRows,
});
/** Bulk: every order Signed or none is sent. */
export const wageOrderSend = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'wage/salary-card-orders-send',
  access: WAGE_SENDERS,
  body: z.strictObject({ ids: z.array(dbId).min(1).max(WAGE_BATCH_MAX) }),
  response: wageRows,
});
/** Pins a Ready (8) order's card to a contract of the chosen card type. */
export const wageSet = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'wage/set',
  access: WAGE_PREPARERS,
  body: z.strictObject({
    id: dbId,
    contractId: contractIdText,
    bsc: z.string().max(20).nullable().optional(),
    cardCode,
  }),
  response: wageOrderSchema,
});
export const cardList = endpoint({
  method: 'POST',
  base,
  path: 'wage/card-list',
  access: CARD_LIST_VIEWERS,
  query: pageQuery,
  body: cardListBody,
  response: pagedOf(cardListItemSchema),
});
export const cardStatusList = endpoint({
  method: 'GET',
  base,
  path: 'wage/card-status-list',
  access: CARD_LIST_VIEWERS,
  response: z.array(z.object({ id: z.enum(CARD_STATES), name: z.string() })),
});

export const WAGE_ENDPOINTS = [
  wageCards,
  wageAccounts,
  wageList,
  wageOrderList,
  wageOrderStatusList,
  wageOrderView,
  wageOrderLogs,
  wageOrderCreate,
  wageOrderUpdate,
  wageOrderDelete,
  wageOrderSign,
  wageOrderSignPasskey,
  wageOrderSend,
  wageSet,
  cardList,
  cardStatusList,
] as const;

// Signing --------------------------------------------------------------------------------------

export const WAGE_SIGNED_FIELDS = [
  'id',
  'version',
  'cardCode',
  'parentContractId',
  'bsc',
  'documentSeries',
  'documentNumber',
  'birthdate',
  'phone',
  'pan',
] as const;
export type WageSignedContent = SignedContentOf<(typeof WAGE_SIGNED_FIELDS)[number]> & {
  readonly id: number;
  readonly version: number;
};

export function wageSignedContent(
  o: Pick<WageOrder, (typeof WAGE_SIGNED_FIELDS)[number]>,
): WageSignedContent {
  return {
    id: o.id,
    version: o.version,
    cardCode: o.cardCode,
    parentContractId: o.parentContractId,
    bsc: o.bsc,
    documentSeries: o.documentSeries,
    documentNumber: o.documentNumber,
    birthdate: o.birthdate,
    phone: o.phone,
    pan: o.pan,
  };
}

/** The exact text the signing client signs for these orders. */
export function wageSigningMessage(orders: readonly WageOrder[]): Promise<string> {
  return signingMessageFor(WAGE_SIGNING_HEADER, WAGE_SIGNED_FIELDS, orders.map(wageSignedContent));
}
