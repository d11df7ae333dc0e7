/**
 * Reference dictionaries (spec 3 §2.7, §6; spec 1 §2.4, §6.2; issue 25): account types, currencies
 * and client subjects (/reference/*, admin_bank and admin), document statuses (/status, admin) and
 * the plan of accounts (/plan-account, super_user). Every dictionary is a list of coded entries
 * with a name per language and an active flag, plus the few fields of its own kind (a currency's
 * letter code and exponent, a status's document family and colour, a balance account's side).
 * One table holds them (`reference_entries`, keyed by kind); the endpoints and roles are per kind,
 * built from DICTIONARIES below, so the client and the server read the same records. Entries are
 * deactivated, never deleted: documents keep naming their codes.
 */
import { z } from 'zod';
import type { Role } from '../roles.ts';
import { pagedOf } from './answers.ts';
import { endpoint } from './endpoint.ts';
import { dbIdParam } from './ids.ts';
import { pageQuery } from './paging.ts';

export const DICT_KINDS = ['account-type', 'currency', 'subject', 'status', 'plan-account'] as const;
export type DictKind = (typeof DICT_KINDS)[number];

export const DICT_NAME_MAX = 300;
export const DICT_SEARCH_MAX = 100;
export const DICT_SORT_FIELDS = ['id', 'code', 'active', 'scope'] as const;

/** Document families whose statuses /status names (each area keeps its numeric ids in code). */
export const STATUS_SCOPES = [
  'uzs-payment',
  'currency-payment',
  'fx-deal',
  'salary',
  'letter-of-credit',
  'credit-request',
  'card-order',
] as const;
export type StatusScope = (typeof STATUS_SCOPES)[number];

/** The chip tones a status may take (src/ui status chips). */
export const STATUS_COLORS = ['grey', 'blue', 'yellow', 'green', 'red'] as const;
export type StatusColor = (typeof STATUS_COLORS)[number];

/** Plan of accounts: active (assets), passive (liabilities) or active-passive balance accounts. */
export const ACCOUNT_SIDES = ['active', 'passive', 'active-passive'] as const;
export type AccountSide = (typeof ACCOUNT_SIDES)[number];

export interface DictionarySpec {
  readonly kind: DictKind;
  /** API path prefix: `<base>/list`, `<base>/view/:id`, `<base>/create`, `<base>/update/:id`. */
  readonly base: string;
  /** Screen path of the list (the form paths follow it). */
  readonly screen: string;
  readonly roles: readonly Role[];
  readonly codePattern: RegExp;
  /** Extra fields of this kind (the form shows them, the server requires them). */
  readonly extras: readonly ('letter' | 'exponent' | 'scope' | 'color' | 'side')[];
}

const REFERENCE_ROLES = ['admin_bank', 'admin'] as const satisfies readonly Role[];

export const DICTIONARIES: Readonly<Record<DictKind, DictionarySpec>> = {
  'account-type': {
    kind: 'account-type',
    base: 'reference/account-type',
    screen: '/reference/account-type',
    roles: REFERENCE_ROLES,
    // The balance account (first five digits of a 20-digit account) that makes the account's type.
    codePattern: /^[0-9]{5}$/,
    extras: [],
  },
  currency: {
    kind: 'currency',
    base: 'reference/currency',
    screen: '/reference/currency',
    roles: REFERENCE_ROLES,
    // ISO 4217 numeric code (digits 6–8 of an account number).
    codePattern: /^[0-9]{3}$/,
    extras: ['letter', 'exponent'],
  },
  subject: {
    kind: 'subject',
    base: 'reference/subject',
    screen: '/reference/subject',
    roles: REFERENCE_ROLES,
    // Code of the client's economic subject (legal entity, sole proprietor, budget body …).
    codePattern: /^[0-9]{2}$/,
    extras: [],
  },
  status: {
    kind: 'status',
    base: 'status',
    screen: '/status',
    roles: ['admin'],
    codePattern: /^[0-9]{1,3}$/,
    extras: ['scope', 'color'],
  },
  'plan-account': {
    kind: 'plan-account',
    base: 'plan-account',
    screen: '/plan-account',
    roles: ['super_user'],
    codePattern: /^[0-9]{5}$/,
    extras: ['side'],
  },
};

const name = z.string().trim().min(1).max(DICT_NAME_MAX);

/** One body for every kind; the fields a kind does not use must be null (checked per kind). */
export const dictBody = z.strictObject({
  code: z.string().trim().min(1).max(5),
  name_ru: name,
  name_en: name,
  name_uz: name,
  active: z.boolean(),
  letter: z.string().trim().nullable().default(null),
  exponent: z.number().int().nullable().default(null),
  scope: z.string().nullable().default(null),
  color: z.string().nullable().default(null),
  side: z.string().nullable().default(null),
});
export type DictBody = z.input<typeof dictBody>;
export type DictValues = z.output<typeof dictBody>;
export type DictField = keyof DictValues;

/**
 * The field rules of one kind (client form and server alike): code shape, the kind's own fields
 * required and valid, the others blank. Returns the failing fields.
 */
export function dictProblems(
  kind: DictKind,
  v: DictBody,
): Partial<Record<DictField, 'invalid' | 'required'>> {
  const spec = DICTIONARIES[kind];
  const problems: Partial<Record<DictField, 'invalid' | 'required'>> = {};
  const code = v.code.trim();
  if (code === '') problems.code = 'required';
  else if (!spec.codePattern.test(code)) problems.code = 'invalid';
  for (const field of ['name_ru', 'name_en', 'name_uz'] as const) {
    if (v[field].trim() === '') problems[field] = 'required';
  }
  const uses = (f: DictionarySpec['extras'][number]) => spec.extras.includes(f);
  const check = (f: DictionarySpec['extras'][number], ok: (value: unknown) => boolean) => {
    const value = v[f] ?? null;
    if (!uses(f)) {
      if (value !== null) problems[f] = 'invalid';
    } else if (value === null || value === '') problems[f] = 'required';
    else if (!ok(value)) problems[f] = 'invalid';
  };
  check('letter', (x) => typeof x === 'string' && /^[A-Z]{3}$/.test(x.trim()));
  check('exponent', (x) => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 3);
  check('scope', (x) => (STATUS_SCOPES as readonly unknown[]).includes(x));
  check('color', (x) => (STATUS_COLORS as readonly unknown[]).includes(x));
  check('side', (x) => (ACCOUNT_SIDES as readonly unknown[]).includes(x));
  return problems;
}

export const dictFilter = z.strictObject({
  active: z.boolean().optional(),
  text: z.string().trim().max(DICT_SEARCH_MAX).optional(),
  scope: z.enum(STATUS_SCOPES).optional(),
});
export type DictFilter = z.input<typeof dictFilter>;

export const dictEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(DICT_KINDS),
  code: z.string(),
  name_ru: z.string(),
  name_en: z.string(),
  name_uz: z.string(),
  active: z.boolean(),
  letter: z.string().nullable(),
  exponent: z.number().int().nullable(),
  scope: z.string().nullable(),
  color: z.string().nullable(),
  side: z.string().nullable(),
  /** ISO date-time of the last change. */
  updated_at: z.string(),
});
export type DictEntry = z.output<typeof dictEntrySchema>;

export const dictRowSchema = dictEntrySchema.extend({ isView: z.boolean(), isEdit: z.boolean() });
export type DictRow = z.output<typeof dictRowSchema>;

const idParams = z.strictObject({ id: dbIdParam });

function dictionaryEndpoints(spec: DictionarySpec) {
  return {
    list: endpoint({
      method: 'POST',
      base: '/api/v2/',
      path: `${spec.base}/list`,
      access: spec.roles,
      query: pageQuery,
      body: dictFilter,
      response: pagedOf(dictRowSchema),
    }),
    view: endpoint({
      method: 'GET',
      base: '/api/v2/',
      path: `${spec.base}/view/:id`,
      access: spec.roles,
      params: idParams,
      response: dictRowSchema,
    }),
    create: endpoint({
      idempotent: 'optional',
      method: 'POST',
      base: '/api/v2/',
      path: `${spec.base}/create`,
      access: spec.roles,
      body: dictBody,
      response: dictEntrySchema,
    }),
    update: endpoint({
      idempotent: 'optional',
      method: 'PUT',
      base: '/api/v2/',
      path: `${spec.base}/update/:id`,
      access: spec.roles,
      params: idParams,
      body: dictBody,
      response: dictEntrySchema,
    }),
  };
}

export type DictionaryEndpoints = ReturnType<typeof dictionaryEndpoints>;

export const DICT_ENDPOINTS: Readonly<Record<DictKind, DictionaryEndpoints>> = {
  'account-type': dictionaryEndpoints(DICTIONARIES['account-type']),
  currency: dictionaryEndpoints(DICTIONARIES.currency),
  subject: dictionaryEndpoints(DICTIONARIES.subject),
  status: dictionaryEndpoints(DICTIONARIES.status),
  'plan-account': dictionaryEndpoints(DICTIONARIES['plan-account']),
};

/** An active currency as the forms that choose a currency offer it (any signed-in user). */
export const currencyOptionSchema = z.object({
  code: z.string(),
  letter: z.string(),
  exponent: z.number().int(),
  /** In the request's language. */
  name: z.string(),
});
export type CurrencyOption = z.output<typeof currencyOptionSchema>;

export const currencyOptions = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'reference/currency/options',
  access: '*',
  response: z.array(currencyOptionSchema),
});

/** The status names and colours of one document family, for the areas' status chips. */
export const statusOptionSchema = z.object({
  scope: z.string(),
  code: z.string(),
  color: z.string(),
  /** In the request's language. */
  name: z.string(),
});
export type StatusOption = z.output<typeof statusOptionSchema>;

export const statusOptions = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'status/options',
  access: '*',
  response: z.array(statusOptionSchema),
});
