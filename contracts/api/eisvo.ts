/**
 * Foreign-trade contracts (EISVO, spec 3 §2.1, §3.1–3.4, §7.1): a read-only viewer of contract
 * records keyed by a 27-digit idn, one paged call per sub-screen, and the verification table whose
 * comments are the only thing a user changes. The spec names the operations but not the paths;
 * they are designed here (docs/decisions.md, "EISVO"). Every call needs only a session: the
 * server answers a contract to the users of its organisation and to the bank roles below, and 404
 * to anyone else, so an idn of another organisation looks like one that does not exist.
 */
import { z } from 'zod';
import { CLIENT_ROLES, type Role } from '../roles.ts';
import { endpoint } from './endpoint.ts';
import { pageQuery } from './paging.ts';
import { moneyText, pagedOf } from './answers.ts';

export const IDN_LENGTH = 27;
export const EISVO_PAGE_SIZE = 20;
export const COMMENT_MAX = 2000;

/** Bank staff who may open any organisation's contract by idn (spec 3 §2.1 "cur_head_bank"). */
export const EISVO_BANK_ROLES = [
  'cur_head_bank',
  'cur_head_acc',
  'cur_head_dep',
  'cur_manager',
  'currency_moderator',
  'currency_passive',
] as const satisfies readonly Role[];

/** Who sees /eisvo in the menu (spec 1 §6.2); the screens themselves need only a session. */
export const EISVO_MENU_ROLES = [...CLIENT_ROLES, 'cur_head_bank'] as const satisfies readonly Role[];
/** The quick-entry box and the overdue-debt page (spec 3 §2.1). */
export const EISVO_HEAD_ROLES = ['cur_head_bank'] as const satisfies readonly Role[];
/** Read-only roles: they see the verification table but cannot write comments. */
export const EISVO_READ_ONLY_ROLES = ['passive_user', 'currency_passive'] as const satisfies readonly Role[];

const idn = z.string().regex(/^\d{27}$/);
const idnParams = z.strictObject({ idn });

/** Contract-id filter: digits only, at most 27 (spec 3 §5); a prefix of the idn. */
export const contractFilter = z.strictObject({
  idn: z
    .string()
    .regex(/^\d{0,27}$/)
    .optional(),
  cntrStatus: z.string().max(10).optional(),
  cntrType: z.string().max(10).optional(),
  country: z.string().max(3).optional(),
});
export type ContractFilter = z.input<typeof contractFilter>;

/** Masks what the user typed into the contract-id filter: digits only, at most 27. */
export function maskIdn(text: string): string {
  return text.replace(/\D/g, '').slice(0, IDN_LENGTH);
}

export function isIdn(text: string): boolean {
  return /^\d{27}$/.test(text);
}

/** The 22 requirements of the verification table, in order (spec 3 §3.3). */
export const REQUIREMENTS = [
  'docno',
  'docdate',
  'place',
  'cntruzname',
  'cntrforname',
  'cntruzowner',
  'cntrforowner',
  'cntrforcountry',
  'productsname',
  'tncode',
  'goods_state',
  'incoterms',
  'cntrenddate',
  'amount',
  'currency',
  'acccurrency',
  'payment_method',
  'payment_date',
  'execution_date',
  'forrequisites',
  'shipper',
  'manufacturer',
] as const;
export type Requirement = (typeof REQUIREMENTS)[number];

/** §3.1 — a row of the contract list. */
export const contractRowSchema = z.object({
  idn: z.string(),
  bankId: z.string(),
  bxmCode: z.string(),
  docDate: z.string(),
  docNo: z.string(),
  cntrType: z.string(),
  amount: moneyText,
  currCode: z.string(),
  contractorForName: z.string(),
  contractorForCountryCode: z.string(),
  cntrStatus: z.string(),
});
export type ContractRow = z.output<typeof contractRowSchema>;

/** §3.2 — the general info of a contract. */
export const contractDetailSchema = z.object({
  idn: z.string(),
  cntrType: z.string(),
  bankId: z.string(),
  okonx: z.string(),
  contractorUzParentCompany: z.string(),
  contractorUzName: z.string(),
  rgnCode: z.string(),
  contractorUzAddress: z.string(),
  contractorUzPhone: z.string(),
  cntrSubject: z.string(),
  currCode1: z.string(),
  amount1: moneyText,
  accCurrCode1: z.string(),
  contractorForName: z.string(),
  contractorForCountryCode: z.string(),
  contractorForAddress: z.string(),
  bankForName: z.string(),
  bankForCountryCode: z.string(),
  bankForAddress: z.string(),
  bankForAttributes: z.string(),
  docNo: z.string(),
  docDate: z.string(),
  execType: z.string(),
  cntrStatus: z.string(),
  receivableOverdue1: moneyText,
  payableOverdue1: moneyText,
  receivableOverdue2: moneyText,
  payableOverdue2: moneyText,
});
export type ContractDetail = z.output<typeof contractDetailSchema>;

export const DETAIL_FIELDS = [
  'cntrType',
  'bankId',
  'okonx',
  'contractorUzParentCompany',
  'contractorUzName',
  'rgnCode',
  'contractorUzAddress',
  'contractorUzPhone',
  'cntrSubject',
  'currCode1',
  'amount1',
  'accCurrCode1',
  'contractorForName',
  'contractorForCountryCode',
  'contractorForAddress',
  'bankForName',
  'bankForCountryCode',
  'bankForAddress',
  'bankForAttributes',
  'docNo',
  'docDate',
  'execType',
  'cntrStatus',
  'receivableOverdue1',
  'payableOverdue1',
  'receivableOverdue2',
  'payableOverdue2',
] as const satisfies readonly (keyof ContractDetail)[];

/** §3.3 — one requirement row of the verification table. */
export const verificationRowSchema = z.object({
  order_num: z.number().int(),
  field: z.enum(REQUIREMENTS),
  /** The value written in the contract (cntr_*). */
  cntr: z.string(),
  /** The contract clause number. */
  clause: z.string(),
  desc: z.string(),
  /** The value held in EISVO. */
  value: z.string(),
  /** The comment (bank's verification note). */
  client: z.string(),
  done: z.boolean(),
  /** Key of the basis text; consecutive rows with the same key share one merged cell. */
  basis: z.string(),
});
export type VerificationRow = z.output<typeof verificationRowSchema>;

export const verificationSchema = z.object({
  items: z.array(verificationRowSchema),
  /** Whether the caller may write comments (computed by the server). */
  isEdit: z.boolean(),
});
export type Verification = z.output<typeof verificationSchema>;

export const basisItemSchema = z.object({
  key: z.string(),
  /** HTML from the source system: sanitise before rendering. */
  value: z.string(),
});
export type BasisItem = z.output<typeof basisItemSchema>;

export const contractUpdateResultSchema = z.object({
  success: z.boolean(),
  /** How many comments changed. */
  changed: z.number().int(),
});
export type ContractUpdateResult = z.output<typeof contractUpdateResultSchema>;

/** A contract with overdue receivables or payables (the overdue-debt page). */
export const overdueDebtRowSchema = contractRowSchema.extend({
  contractorUzName: z.string(),
  receivableOverdue1: moneyText,
  payableOverdue1: moneyText,
  receivableOverdue2: moneyText,
  payableOverdue2: moneyText,
});
export type OverdueDebtRow = z.output<typeof overdueDebtRowSchema>;

export const contractList = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'eisvo/contract/list',
  access: '*',
  query: pageQuery,
  body: contractFilter,
  response: pagedOf(contractRowSchema),
});

export const contractDetail = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'eisvo/contract/detail/:idn',
  access: '*',
  params: idnParams,
  response: contractDetailSchema,
});

export const contractVerification = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'eisvo/contract/verification/:idn',
  access: '*',
  params: idnParams,
  response: verificationSchema,
});

export const contractBasisList = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'eisvo/contract/basis-list/:idn',
  access: '*',
  params: idnParams,
  response: z.object({ items: z.array(basisItemSchema) }),
});

/**
 * contractUpdate (spec 3 §7.1): `comments` maps a requirement to the new comment (plain text, an
 * empty string clears it). At least one comment; the Idempotency-Key is required, so a comment
 * written offline and replayed by the outbox is saved once.
 */
export const contractUpdate = endpoint({
  idempotent: 'required',
  method: 'POST',
  base: '/api/v2/',
  path: 'eisvo/contract/update',
  access: '*',
  body: z.strictObject({
    contract_idn: idn,
    comments: z.partialRecord(z.enum(REQUIREMENTS), z.string().trim().max(COMMENT_MAX)),
  }),
  response: contractUpdateResultSchema,
});
export type ContractUpdateBody = z.input<NonNullable<typeof contractUpdate.body>>;

export const overdueDebtList = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'eisvo/overdue-debt/list',
  // Any signed-in user (spec 1 §2.2): the bank's EISVO roles see every organisation's contracts,
  // a client its own organisation's, other staff none (docs/decisions.md, issue 17 point 14).
  access: '*',
  query: pageQuery,
  body: z.strictObject({}),
  response: pagedOf(overdueDebtRowSchema),
});

export const LOOKUPS = ['countries', 'statuses', 'contract-types', 'contract-bases'] as const;
export type Lookup = (typeof LOOKUPS)[number];

export const lookupItemSchema = z.object({
  value: z.string(),
  /** In the request's language. */
  label: z.string(),
});
export type LookupItem = z.output<typeof lookupItemSchema>;

export const eisvoLookup = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'eisvo/lookup/:name',
  access: '*',
  params: z.strictObject({ name: z.enum(LOOKUPS) }),
  response: z.array(lookupItemSchema),
});

/**
 * The sub-screens of spec 3 §3.4: route suffix → the fields of a row. Money fields travel as
 * decimal strings; `date` is the field the rows are ordered (and, for payments, sorted) by.
 */
export interface SectionSpec {
  readonly fields: readonly string[];
  /** At most two money fields per section (stored as bigint minor units). */
  readonly money: readonly string[];
  readonly date: string | null;
  readonly sort: readonly string[];
}

const section = (
  fields: readonly string[],
  money: readonly string[] = [],
  date: string | null = null,
  sort: readonly string[] = [],
): SectionSpec => ({ fields, money, date, sort });

export const SECTIONS = {
  'contract-debits': section(
    ['idn', 'docDate', 'amount', 'currCode', 'reasonType', 'userName', 'status'],
    ['amount'],
    'docDate',
  ),
  'contract-penalties': section(
    ['docDate', 'amount', 'currCode', 'penaltyType', 'serialNo', 'userName', 'statusName'],
    ['amount'],
    'docDate',
  ),
  'contract-commissions': section(
    ['amount', 'paymentSerialNo', 'fundSerialNo', 'serialNo', 'username', 'insTime', 'statusName'],
    ['amount'],
  ),
  'contract-tax-penalties': section(
    ['docDate', 'amount', 'serialNo', 'username', 'insTime', 'statusName'],
    ['amount'],
    'docDate',
  ),
  'contract-debit-info': section(
    ['customsMode', 'tempImpAmount', 'tempImpCurrCode', 'remark', 'username', 'insTime', 'statusName'],
    ['tempImpAmount'],
  ),
  'contract-payments': section(
    [
      'docDate',
      'amount',
      'paymentSourceTypeText',
      'amount1',
      'fundSourceTypeText',
      'clAcc',
      'coAcc',
      'conditionalTypeText',
      'payPurpose',
      'currCode',
      'docNo',
      'serialNo',
      'userName',
      'insTime',
      'statusName',
    ],
    ['amount', 'amount1'],
    'docDate',
    ['docDate'],
  ),
  'contract-refund-imp': section(
    ['docDate', 'amount', 'currCode', 'docNo', 'serialNo', 'userName', 'insTime', 'statusName'],
    ['amount'],
    'docDate',
  ),
  'contract-move-tos': section(
    [
      'docDate',
      'amount',
      'paymentSerialNo',
      'destinationIdn',
      'serialNo',
      'username',
      'insTime',
      'statusName',
    ],
    ['amount'],
    'docDate',
  ),
  'contract-added-info': section(['idn', 'bankRegNum', 'bankRegDate', 'phoneNumber']),
  'contract-specifications': section(
    ['docNo', 'docDate', 'amount', 'currCode', 'docTypeName', 'imExFlagName', 'serialNo', 'statusName'],
    ['amount'],
    'docDate',
  ),
  'contract-goods': section(
    [
      'serialNo',
      'goodsType',
      'itemsName',
      'tnCode',
      'quantity',
      'unitCode',
      'amount',
      'senderCountryCode',
      'senderName',
      'receiverName',
      'receiverCountryCode',
      'brandName',
      'cost',
      'originCountryCode',
      'insTime',
      'selfMadeFlag',
    ],
    ['amount', 'cost'],
  ),
  'contract-acts': section(
    ['docNo', 'docDate', 'amount1', 'currCode1', 'amount2', 'currCode2', 'statusName'],
    ['amount1', 'amount2'],
    'docDate',
  ),
  'contract-delivery-terms': section([
    'serialNo',
    'incoTermsCodeText',
    'destination',
    'insTime',
    'statusName',
  ]),
  'contract-finance-infos': section([
    'serialNo',
    'companyForName',
    'companyForCountryCode',
    'bankForName',
    'bankForCountryCode',
    'insTime',
    'status',
  ]),
  'contract-agreements': section(
    ['nomer', 'docNo', 'docDate', 'agrmSubject', 'insTime', 'statusName'],
    [],
    'docDate',
  ),
  'contract-import-terms': section([
    'paymentTerm',
    'paymentMethod',
    'paymentDeadLine',
    'importTerm',
    'importDeadLine',
    'importTermAfterAccr',
    'status',
  ]),
  'contract-declarations': section(['g7a', 'g7b', 'g7c', 'g1', 'g22b', 'g22a'], ['g22b']),
  'contract-dec-goods': section(['g31Name', 'g33', 'g42'], ['g42']),
  'contract-end-contract': section(['docDate', 'remark', 'insTime', 'status'], [], 'docDate'),
  'contract-transfers': section([
    'transferType',
    'dstBankId',
    'dstExchInn',
    'dstExchName',
    'serialNo',
    'oldIdn',
    'newIdn',
    'statusName',
  ]),
  'contract-delegates': section(['idn', 'filename', 'categoryName', 'fileDate', 'statusName']),
  'contract-ex-payments': section(
    ['docDate', 'amountSoum', 'docNo', 'insTime', 'status'],
    ['amountSoum'],
    'docDate',
  ),
  'contract-funds': section(
    ['docDate', 'conditionType', 'amount', 'currCode', 'serialNo', 'statusName'],
    ['amount'],
    'docDate',
  ),
  'contract-payment-refs': section(
    ['idn', 'docNo', 'docDate', 'amount', 'currCode', 'unUsedAmount', 'fundSerialNo', 'docValDate', 'status'],
    ['amount', 'unUsedAmount'],
    'docDate',
  ),
  'contract-files': section(['idn', 'filename', 'categoryName', 'fileDate', 'statusName']),
} as const satisfies Record<string, SectionSpec>;

export type SectionName = keyof typeof SECTIONS;
export const SECTION_NAMES = Object.keys(SECTIONS) as SectionName[];

export function isSectionName(value: string): value is SectionName {
  return Object.hasOwn(SECTIONS, value);
}

/** A sub-screen row: its fields as text (money as decimal strings), null when not filled. */
const sectionRowSchema = z.object({ id: z.string() }).catchall(z.string().nullable());
export type SectionRow = z.output<typeof sectionRowSchema>;

/**
 * The rows of one section: the type is shared by every section, the check is not: a row carries
 * only the section's fields, its money fields with two decimals.
 */
function sectionRowOf(spec: SectionSpec) {
  const fieldFits = ([key, value]: [string, string | null]) =>
    key === 'id' ||
    (spec.fields.includes(key) &&
      (value === null || !spec.money.includes(key) || moneyText.safeParse(value).success));
  return sectionRowSchema.refine((row) => Object.entries(row).every(fieldFits), {
    message: 'not a field of the section, or money without two decimals',
  });
}

/** One paged call per sub-screen: `POST eisvo/<suffix>/list?page=&pageSize=&sort=` with `{ contract_idn }`. */
export function sectionList(name: SectionName) {
  return endpoint({
    method: 'POST',
    base: '/api/v2/',
    path: `eisvo/${name}/list`,
    access: '*',
    query: pageQuery,
    body: z.strictObject({ contract_idn: idn }),
    response: pagedOf(sectionRowOf(SECTIONS[name])),
  });
}
export type SectionListEndpoint = ReturnType<typeof sectionList>;

export const SECTION_ENDPOINTS = Object.fromEntries(
  SECTION_NAMES.map((name) => [name, sectionList(name)]),
) as Record<SectionName, SectionListEndpoint>;
