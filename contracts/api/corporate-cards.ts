/**
 * Corporate card orders (spec 2 §2 "/order-corporate-card" and "/card-order", §3 "corporate card
 * order", issue 23). The spec names the entity's fields (name, contract id, card id, card number,
 * embossed name, product code, application id) but shows no calls, so they are designed here in the
 * soum payments' style (docs/decisions.md "Corporate cards and card orders").
 *
 * An organisation orders a card for a holder on one of its open accounts in the product's currency;
 * the embossed name is Latin capitals. Life cycle: Created → (EDS or passkey signature) Signed →
 * (send: the bank's application id) Sent → the bank's job: Issued (card id, contract id, the card
 * number MASKED — first 4, next 2, last 4, spec 2 §3 and §5) or Rejected with a reason. An edit of a
 * Created or Signed order voids its signature and bumps its version (`If-Match: <version>`).
 *
 * Card numbers never travel or rest in clear: the server keeps a keyed SHA-256 token and the mask.
 */
import { z } from 'zod';
import { dbId, dbIdParam } from './ids.ts';
import { assertionBody } from './devices.ts';
import { endpoint } from './endpoint.ts';
import { noData, pagedOf } from './answers.ts';
import { pageQuery } from './paging.ts';
import { CLIENT_ROLES, SIGNERS_A, type Role } from '../roles.ts';
import { type SignedContentOf, signingMessageFor } from '../signing/signed-document.ts';

export const CARD_ORDER_STATUS = {
  created: 1,
  signed: 2,
  sent: 3,
  issued: 4,
  rejected: 5,
} as const;
export type CardOrderStatusId = (typeof CARD_ORDER_STATUS)[keyof typeof CARD_ORDER_STATUS];
export const CARD_ORDER_STATUS_IDS = Object.values(CARD_ORDER_STATUS) as readonly CardOrderStatusId[];

/** The bank's corporate card products: brand names (not translated) and the card's currency. */
export const CARD_PRODUCTS = [
  { code: 'UZCARD_CORP', name: 'Uzcard Corporate', currency: 'UZS' },
  { code: 'HUMO_BUSINESS', name: 'Humo Business', currency: 'UZS' },
  { code: 'VISA_BUSINESS', name: 'Visa Business', currency: 'USD' },
] as const;
export type CardProductCode = (typeof CARD_PRODUCTS)[number]['code'];
export const CARD_PRODUCT_CODES = CARD_PRODUCTS.map((p) => p.code) as [CardProductCode, ...CardProductCode[]];

export function cardProduct(code: string) {
  return CARD_PRODUCTS.find((p) => p.code === code);
}

export const CARD_SIGNING_HEADER = 'CORPBANK-CORPORATE-CARD-ORDERS-V1';
export const CARD_BATCH_MAX = 50;
export const EMBOSSED_NAME_MAX = 26;
export const HOLDER_NAME_MAX = 100;

// Roles ----------------------------------------------------------------------------------------

/** /order-corporate-card list and view (spec 1 §6.2, 2 §2). */
export const CORPORATE_CARD_VIEWERS = [
  'accountant',
  'head',
  'universal_manager',
  'super_head',
  'contact_center',
  'accountant_simple',
  'msb_user',
] as const satisfies readonly Role[];
/** Bank staff: every organisation's orders, read only. */
export const CARD_BANK_VIEWERS = [
  'universal_manager',
  'contact_center',
  'msb_user',
] as const satisfies readonly Role[];
/** /card-order: the client roles (spec 1 §6.2 "card order: client roles"). */
export const CARD_ORDER_CLIENT_VIEWERS = CLIENT_ROLES;
/** Who reads through the API: both route families. */
export const CARD_READERS = [
  ...CARD_ORDER_CLIENT_VIEWERS,
  ...CARD_BANK_VIEWERS,
] as const satisfies readonly Role[];
/** Create and update (spec 2 §2: accountant, head, super_head, accountant_simple; /card-order adds client). */
export const CARD_PREPARERS = [
  'accountant',
  'head',
  'super_head',
  'accountant_simple',
  'client',
] as const satisfies readonly Role[];
/** Who signs: signer A, as the other one-signature documents. */
export const CARD_SIGNERS = SIGNERS_A;
/** Who sends a signed order to the bank: preparers and signers. */
export const CARD_SENDERS = [...CARD_PREPARERS, 'accountant_sign'] as const satisfies readonly Role[];

// Rules ----------------------------------------------------------------------------------------

/** The problem of an embossed name, or null: Latin capitals, single spaces or hyphens, 2–26 characters. */
export function embossedNameProblem(value: string): 'required' | 'latin' | 'length' | null {
  if (value.trim() === '') return 'required';
  if (value.length < 2 || value.length > EMBOSSED_NAME_MAX) return 'length';
  if (!/^[A-Z]+(?:[ -][A-Z]+)*$/.test(value)) return 'latin';
  return null;
}

export function isHolderPhone(value: string): boolean {
  return /^998\d{9}$/.test(value);
}

/** A 16-digit card number masked as spec 2 §5: first 4, next 2, last 4 ("8600 12** **** 1234"). */
export function maskCardNumber(pan: string): string {
  if (!/^\d{16}$/.test(pan)) throw new RangeError('not a card number');
  return `${pan.slice(0, 4)} ${pan.slice(4, 6)}** **** ${pan.slice(12)}`;
}

// Shapes ---------------------------------------------------------------------------------------

const base = '/api/v2/' as const;
const statusId = z.literal(CARD_ORDER_STATUS_IDS);

const formFields = {
  account: z.string().max(27),
  product_code: z.enum(CARD_PRODUCT_CODES),
  holder_name: z.string().max(HOLDER_NAME_MAX),
  embossed_name: z.string().max(60),
  /** 998 and nine digits. */
  phone: z.string().max(20),
};
export const cardOrderFormBody = z.strictObject(formFields);
export type CardOrderForm = z.input<typeof cardOrderFormBody>;
export const cardOrderCreateBody = z.strictObject({ client_reference: z.uuid(), ...formFields });
export type CardOrderCreateBody = z.input<typeof cardOrderCreateBody>;
export const cardOrderUpdateBody = z.strictObject({ id: dbId, ...formFields });
export type CardOrderUpdateBody = z.input<typeof cardOrderUpdateBody>;

export const CARD_ROW_FLAGS = ['isView', 'isUpdate', 'isDelete', 'isSign', 'isSend'] as const;
export type CardRowFlag = (typeof CARD_ROW_FLAGS)[number];

export const cardOrderSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  client_reference: z.string(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  number: z.string(),
  date: z.string(),
  account: z.string(),
  currency: z.string(),
  product_code: z.enum(CARD_PRODUCT_CODES),
  product_name: z.string(),
  /** The holder's full name (spec §3 "name"). */
  holder_name: z.string(),
  embossed_name: z.string(),
  phone: z.string(),
  status_id: statusId,
  statusName: z.string(),
  /** The bank's application id, given when sent. */
  application_id: z.string().nullable(),
  contract_id: z.string().nullable(),
  card_id: z.string().nullable(),
  /** Masked only (first 4, next 2, last 4). */
  card_number: z.string().nullable(),
  /** MM/YY. */
  card_expiry: z.string().nullable(),
  reject_reason: z.string().nullable(),
  signed_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  processed_at: z.string().nullable(),
  isView: z.boolean(),
  isUpdate: z.boolean(),
  isDelete: z.boolean(),
  isSign: z.boolean(),
  isSend: z.boolean(),
});
export type CardOrder = z.output<typeof cardOrderSchema>;

export const cardOrderLogSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actionName: z.string(),
  user: z.string().nullable(),
  status_id: statusId,
  statusName: z.string(),
  version: z.number().int(),
  at: z.string(),
});
export type CardOrderLog = z.output<typeof cardOrderLogSchema>;

export const cardOptionsSchema = z.object({
  accounts: z.array(z.object({ number: z.string(), name: z.string(), currency: z.string() })),
  products: z.array(z.object({ code: z.enum(CARD_PRODUCT_CODES), name: z.string(), currency: z.string() })),
});
export type CardOptions = z.output<typeof cardOptionsSchema>;

/** An issued corporate card of the organisation (masked). */
export const issuedCardSchema = z.object({
  order_id: z.number().int(),
  organization_name: z.string(),
  card_number: z.string(),
  card_expiry: z.string(),
  holder_name: z.string(),
  embossed_name: z.string(),
  product_name: z.string(),
  account: z.string(),
  currency: z.string(),
  contract_id: z.string(),
});
export type IssuedCard = z.output<typeof issuedCardSchema>;

export const cardListBody = z.strictObject({ status_id: statusId.optional() });

export const cardSignBody = z.strictObject({
  sign_cipher: z.string().min(1).max(4096),
  key_data: z.strictObject({
    data: z.string().min(1).max(20_000),
    version: z.string().max(20),
    ids: z.array(dbId).min(1).max(CARD_BATCH_MAX),
  }),
});
export type CardSignBody = z.input<typeof cardSignBody>;
export const cardPasskeySignBody = z.strictObject({
  key_data: z.strictObject({
    data: z.string().min(1).max(20_000),
    ids: z.array(dbId).min(1).max(CARD_BATCH_MAX),
  }),
  assertion: assertionBody,
});
export type CardPasskeySignBody = z.input<typeof cardPasskeySignBody>;
export const cardRows = z.object({ rows: z.array(cardOrderSchema) });
export type CardRows = z.output<typeof cardRows>;

// Endpoints ------------------------------------------------------------------------------------

export const cardList = endpoint({
  method: 'POST',
  base,
  path: 'corporate-card/list',
  access: CARD_READERS,
  query: pageQuery,
  body: cardListBody,
  response: pagedOf(cardOrderSchema),
});
export const cardView = endpoint({
  method: 'GET',
  base,
  path: 'corporate-card/view',
  access: CARD_READERS,
  query: z.strictObject({ id: dbIdParam }),
  response: cardOrderSchema,
});
export const cardLogs = endpoint({
  method: 'GET',
  base,
  path: 'corporate-card/logs',
  access: CARD_READERS,
  query: z.strictObject({ id: dbIdParam }),
  response: z.array(cardOrderLogSchema),
});
export const cardStatusList = endpoint({
  method: 'GET',
  base,
  path: 'corporate-card/status-list',
  access: CARD_READERS,
  response: z.array(z.object({ id: statusId, name: z.string() })),
});
/** The caller's organisation's open accounts and the products (the form's choices). */
export const cardOptions = endpoint({
  method: 'GET',
  base,
  path: 'corporate-card/options',
  access: CARD_PREPARERS,
  response: cardOptionsSchema,
});
/** The organisation's issued cards, masked (/card-order/cards). */
export const cardIssued = endpoint({
  method: 'GET',
  base,
  path: 'corporate-card/cards',
  access: CARD_READERS,
  response: z.array(issuedCardSchema),
});
export const cardCreate = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'corporate-card/create',
  access: CARD_PREPARERS,
  body: cardOrderCreateBody,
  response: cardOrderSchema,
});
/** If-Match: version. Voids the signature, version + 1, back to Created. */
export const cardUpdate = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'corporate-card/update',
  access: CARD_PREPARERS,
  body: cardOrderUpdateBody,
  response: cardOrderSchema,
});
export const cardSign = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'corporate-card/sign',
  access: CARD_SIGNERS,
  body: cardSignBody,
  response: cardRows,
});
export const cardPasskeySign = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'corporate-card/sign-passkey',
  access: CARD_SIGNERS,
  body: cardPasskeySignBody,
  response: cardRows,
});
/** If-Match: version. Signed → Sent with the bank's application id. */
export const cardSend = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'corporate-card/send',
  access: CARD_SENDERS,
  body: z.strictObject({ id: dbId }),
  response: cardOrderSchema,
});
/** If-Match: version. A Created or Signed order is deleted. */
export const cardDelete = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'corporate-card/delete',
  access: CARD_PREPARERS,
  body: z.strictObject({ id: dbId }),
  response: noData,
});

export const CARD_ENDPOINTS = [
  cardList,
  cardView,
  cardLogs,
  cardStatusList,
  cardOptions,
  cardIssued,
  cardCreate,
  cardUpdate,
  cardSign,
  cardPasskeySign,
  cardSend,
  cardDelete,
] as const;

// Signing --------------------------------------------------------------------------------------

export const CARD_SIGNED_FIELDS = [
  'id',
  'version',
  'number',
  'date',
  'account',
  'currency',
  'product_code',
  'holder_name',
  'embossed_name',
  'phone',
] as const;
export type CardSignedContent = SignedContentOf<(typeof CARD_SIGNED_FIELDS)[number]> & {
  readonly id: number;
  readonly version: number;
};
export function cardSignedContent(
  o: Pick<CardOrder, (typeof CARD_SIGNED_FIELDS)[number]>,
): CardSignedContent {
  return {
    id: o.id,
    version: o.version,
    number: o.number,
    date: o.date,
    account: o.account,
    currency: o.currency,
    product_code: o.product_code,
    holder_name: o.holder_name,
    embossed_name: o.embossed_name,
    phone: o.phone,
  };
}
export function cardSigningMessage(orders: readonly CardOrder[]): Promise<string> {
  return signingMessageFor(CARD_SIGNING_HEADER, CARD_SIGNED_FIELDS, orders.map(cardSignedContent));
}
