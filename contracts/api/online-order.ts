/**
 * Online account orders (spec 2 §2 "Online order", issue 23): an organisation applies to open an
 * additional account (currency, account type, purpose). The spec shows no calls, so they are
 * designed here in the soum payments' style (docs/decisions.md "Online account orders").
 *
 * Life cycle: Created → (EDS or passkey signature) Signed → (send) Sent → the bank's job: Opened
 * (the new account is in /accounts, its number on the order) or Rejected with a reason. Edit and
 * delete while not sent; an edit voids the signature and bumps the version (`If-Match: <version>`).
 */
import { z } from 'zod';
import { dbId, dbIdParam } from './ids.ts';
import { assertionBody } from './devices.ts';
import { endpoint } from './endpoint.ts';
import { noData, pagedOf } from './answers.ts';
import { pageQuery } from './paging.ts';
import { CLIENT_ROLES, SIGNERS_A, type Role } from '../roles.ts';
import { type SignedContentOf, signingMessageFor } from '../signing/signed-document.ts';

export const ACCOUNT_ORDER_STATUS = {
  created: 1,
  signed: 2,
  sent: 3,
  opened: 4,
  rejected: 5,
} as const;
export type AccountOrderStatusId = (typeof ACCOUNT_ORDER_STATUS)[keyof typeof ACCOUNT_ORDER_STATUS];
export const ACCOUNT_ORDER_STATUS_IDS = Object.values(
  ACCOUNT_ORDER_STATUS,
) as readonly AccountOrderStatusId[];

/** Account types a client may open online, their ledger code and the currencies each takes. */
export const ORDER_ACCOUNT_TYPES = [
  { code: 'current', glCode: '20208', currencies: ['UZS', 'USD', 'EUR', 'RUB', 'CNY'] },
  { code: 'corp_card', glCode: '22618', currencies: ['UZS'] },
] as const;
export type OrderAccountType = (typeof ORDER_ACCOUNT_TYPES)[number]['code'];
export const ORDER_ACCOUNT_TYPE_CODES = ORDER_ACCOUNT_TYPES.map((t) => t.code) as [
  OrderAccountType,
  ...OrderAccountType[],
];
export const ORDER_CURRENCIES = ['UZS', 'USD', 'EUR', 'RUB', 'CNY'] as const;
export type OrderCurrency = (typeof ORDER_CURRENCIES)[number];
/** ISO 4217 numeric codes: the 6th–8th digits of the account number. */
export const ORDER_CURRENCY_NUMERIC: Readonly<Record<OrderCurrency, string>> = {
  UZS: '000',
  USD: '840',
  EUR: '978',
  RUB: '643',
  CNY: '156',
};
/** The bank opens at most this many open accounts of one type and currency per organisation. */
export const ORDER_ACCOUNTS_PER_KIND_MAX = 5;
export const ORDER_PURPOSE_MAX = 250;
export const ACCOUNT_ORDER_SIGNING_HEADER = 'CORPBANK-ACCOUNT-ORDERS-V1';
export const ACCOUNT_ORDER_BATCH_MAX = 50;

/** Whether an account of `type` may be opened in `currency`. */
export function accountTypeTakes(type: string, currency: string): boolean {
  const found = ORDER_ACCOUNT_TYPES.find((t) => t.code === type);
  return found !== undefined && (found.currencies as readonly string[]).includes(currency);
}

// Roles ----------------------------------------------------------------------------------------

export const ACCOUNT_ORDER_VIEWERS = CLIENT_ROLES;
export const ACCOUNT_ORDER_PREPARERS = [
  'client',
  'accountant',
  'super_head',
  'accountant_simple',
  'head',
] as const satisfies readonly Role[];
export const ACCOUNT_ORDER_SIGNERS = SIGNERS_A;
export const ACCOUNT_ORDER_SENDERS = [
  ...ACCOUNT_ORDER_PREPARERS,
  'accountant_sign',
] as const satisfies readonly Role[];

// Shapes ---------------------------------------------------------------------------------------

const base = '/api/v2/' as const;
const statusId = z.literal(ACCOUNT_ORDER_STATUS_IDS);
const formFields = {
  currency: z.enum(ORDER_CURRENCIES),
  account_type: z.enum(ORDER_ACCOUNT_TYPE_CODES),
  purpose: z.string().max(ORDER_PURPOSE_MAX),
};
export const accountOrderFormBody = z.strictObject(formFields);
export type AccountOrderForm = z.input<typeof accountOrderFormBody>;
export const accountOrderCreateBody = z.strictObject({ client_reference: z.uuid(), ...formFields });
export type AccountOrderCreateBody = z.input<typeof accountOrderCreateBody>;
export const accountOrderEditBody = z.strictObject({ id: dbId, ...formFields });
export type AccountOrderEditBody = z.input<typeof accountOrderEditBody>;

export const ACCOUNT_ORDER_ROW_FLAGS = ['isView', 'isEdit', 'isDelete', 'isSign', 'isSend'] as const;
export type AccountOrderRowFlag = (typeof ACCOUNT_ORDER_ROW_FLAGS)[number];

export const accountOrderSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  client_reference: z.string(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  number: z.string(),
  date: z.string(),
  currency: z.enum(ORDER_CURRENCIES),
  account_type: z.enum(ORDER_ACCOUNT_TYPE_CODES),
  account_type_name: z.string(),
  purpose: z.string(),
  status_id: statusId,
  statusName: z.string(),
  /** The opened account's number (status Opened). */
  account_number: z.string().nullable(),
  reject_reason: z.string().nullable(),
  signed_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  processed_at: z.string().nullable(),
  isView: z.boolean(),
  isEdit: z.boolean(),
  isDelete: z.boolean(),
  isSign: z.boolean(),
  isSend: z.boolean(),
});
export type AccountOrder = z.output<typeof accountOrderSchema>;

export const accountOrderLogSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actionName: z.string(),
  user: z.string().nullable(),
  status_id: statusId,
  statusName: z.string(),
  version: z.number().int(),
  at: z.string(),
});
export type AccountOrderLog = z.output<typeof accountOrderLogSchema>;

export const accountOrderListBody = z.strictObject({ status_id: statusId.optional() });

export const accountOrderSignBody = z.strictObject({
  sign_cipher: z.string().min(1).max(4096),
  key_data: z.strictObject({
    data: z.string().min(1).max(20_000),
    version: z.string().max(20),
    ids: z.array(dbId).min(1).max(ACCOUNT_ORDER_BATCH_MAX),
  }),
});
export type AccountOrderSignBody = z.input<typeof accountOrderSignBody>;
export const accountOrderPasskeySignBody = z.strictObject({
  key_data: z.strictObject({
    data: z.string().min(1).max(20_000),
    ids: z.array(dbId).min(1).max(ACCOUNT_ORDER_BATCH_MAX),
  }),
  assertion: assertionBody,
});
export type AccountOrderPasskeySignBody = z.input<typeof accountOrderPasskeySignBody>;
export const accountOrderRows = z.object({ rows: z.array(accountOrderSchema) });
export type AccountOrderRows = z.output<typeof accountOrderRows>;

// Endpoints ------------------------------------------------------------------------------------

export const accountOrderList = endpoint({
  method: 'POST',
  base,
  path: 'online-order/account/list',
  access: ACCOUNT_ORDER_VIEWERS,
  query: pageQuery,
  body: accountOrderListBody,
  response: pagedOf(accountOrderSchema),
});
export const accountOrderView = endpoint({
  method: 'GET',
  base,
  path: 'online-order/account/view',
  access: ACCOUNT_ORDER_VIEWERS,
  query: z.strictObject({ id: dbIdParam }),
  response: accountOrderSchema,
});
export const accountOrderLogs = endpoint({
  method: 'GET',
  base,
  path: 'online-order/account/logs',
  access: ACCOUNT_ORDER_VIEWERS,
  query: z.strictObject({ id: dbIdParam }),
  response: z.array(accountOrderLogSchema),
});
export const accountOrderStatusList = endpoint({
  method: 'GET',
  base,
  path: 'online-order/account/status-list',
  access: ACCOUNT_ORDER_VIEWERS,
  response: z.array(z.object({ id: statusId, name: z.string() })),
});
export const accountOrderCreate = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'online-order/account/create',
  access: ACCOUNT_ORDER_PREPARERS,
  body: accountOrderCreateBody,
  response: accountOrderSchema,
});
/** If-Match: version. Voids the signature, version + 1, back to Created. */
export const accountOrderEdit = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'online-order/account/edit',
  access: ACCOUNT_ORDER_PREPARERS,
  body: accountOrderEditBody,
  response: accountOrderSchema,
});
export const accountOrderSign = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'online-order/account/sign',
  access: ACCOUNT_ORDER_SIGNERS,
  body: accountOrderSignBody,
  response: accountOrderRows,
});
export const accountOrderPasskeySign = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'online-order/account/sign-passkey',
  access: ACCOUNT_ORDER_SIGNERS,
  body: accountOrderPasskeySignBody,
  response: accountOrderRows,
});
/** If-Match: version. Signed → Sent. */
export const accountOrderSend = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'online-order/account/send',
  access: ACCOUNT_ORDER_SENDERS,
  body: z.strictObject({ id: dbId }),
  response: accountOrderSchema,
});
/** If-Match: version. A Created or Signed order is deleted. */
export const accountOrderDelete = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'online-order/account/delete',
  access: ACCOUNT_ORDER_PREPARERS,
  body: z.strictObject({ id: dbId }),
  response: noData,
});

export const ACCOUNT_ORDER_ENDPOINTS = [
  accountOrderList,
  accountOrderView,
  accountOrderLogs,
  accountOrderStatusList,
  accountOrderCreate,
  accountOrderEdit,
  accountOrderSign,
  accountOrderPasskeySign,
  accountOrderSend,
  accountOrderDelete,
] as const;

// Signing --------------------------------------------------------------------------------------

export const ACCOUNT_ORDER_SIGNED_FIELDS = [
  'id',
  'version',
  'number',
  'date',
  'currency',
  'account_type',
  'purpose',
] as const;
export type AccountOrderSignedContent = SignedContentOf<(typeof ACCOUNT_ORDER_SIGNED_FIELDS)[number]> & {
  readonly id: number;
  readonly version: number;
};
export function accountOrderSignedContent(
  o: Pick<AccountOrder, (typeof ACCOUNT_ORDER_SIGNED_FIELDS)[number]>,
): AccountOrderSignedContent {
  return {
    id: o.id,
    version: o.version,
    number: o.number,
    date: o.date,
    currency: o.currency,
    account_type: o.account_type,
    purpose: o.purpose,
  };
}
export function accountOrderSigningMessage(orders: readonly AccountOrder[]): Promise<string> {
  return signingMessageFor(
    ACCOUNT_ORDER_SIGNING_HEADER,
    ACCOUNT_ORDER_SIGNED_FIELDS,
    orders.map(accountOrderSignedContent),
  );
}
