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

export const contractList = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'eisvo/contract/list',
  access: '*',
  query: pageQuery,
  body: contractFilter,
});

export const contractDetail = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'eisvo/contract/detail/:idn',
  access: '*',
  params: idnParams,
});

export const contractVerification = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'eisvo/contract/verification/:idn',
  access: '*',
  params: idnParams,
});

export const contractBasisList = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'eisvo/contract/basis-list/:idn',
  access: '*',
  params: idnParams,
});

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
});
export type ContractUpdateBody = z.input<NonNullable<typeof contractUpdate.body>>;

export const overdueDebtList = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'eisvo/overdue-debt/list',
  access: EISVO_HEAD_ROLES,
  query: pageQuery,
  body: z.strictObject({}),
});

export const LOOKUPS = ['countries', 'statuses', 'contract-types', 'contract-bases'] as const;
export type Lookup = (typeof LOOKUPS)[number];

export const eisvoLookup = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'eisvo/lookup/:name',
  access: '*',
  params: z.strictObject({ name: z.enum(LOOKUPS) }),
});

export interface LookupItem {
  readonly value: string;
  /** In the request's language. */
  readonly label: string;
}

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

/** One paged call per sub-screen: `POST eisvo/<suffix>/list?page=&pageSize=&sort=` with `{ contract_idn }`. */
export function sectionList(name: SectionName) {
  return endpoint({
    method: 'POST',
    base: '/api/v2/',
    path: `eisvo/${name}/list`,
    access: '*',
    query: pageQuery,
    body: z.strictObject({ contract_idn: idn }),
  });
}
export type SectionListEndpoint = ReturnType<typeof sectionList>;

export const SECTION_ENDPOINTS = Object.fromEntries(
  SECTION_NAMES.map((name) => [name, sectionList(name)]),
) as Record<SectionName, SectionListEndpoint>;

/** A sub-screen row: its fields as text (money as decimal strings), null when not filled. */
export type SectionRow = Readonly<Record<string, string | null>> & { readonly id: string };

/** §3.1 — a row of the contract list. */
export interface ContractRow {
  readonly idn: string;
  readonly bankId: string;
  readonly bxmCode: string;
  readonly docDate: string;
  readonly docNo: string;
  readonly cntrType: string;
  readonly amount: string;
  readonly currCode: string;
  readonly contractorForName: string;
  readonly contractorForCountryCode: string;
  readonly cntrStatus: string;
}

/** §3.2 — the general info of a contract. */
export interface ContractDetail {
  readonly idn: string;
  readonly cntrType: string;
  readonly bankId: string;
  readonly okonx: string;
  readonly contractorUzParentCompany: string;
  readonly contractorUzName: string;
  readonly rgnCode: string;
  readonly contractorUzAddress: string;
  readonly contractorUzPhone: string;
  readonly cntrSubject: string;
  readonly currCode1: string;
  readonly amount1: string;
  readonly accCurrCode1: string;
  readonly contractorForName: string;
  readonly contractorForCountryCode: string;
  readonly contractorForAddress: string;
  readonly bankForName: string;
  readonly bankForCountryCode: string;
  readonly bankForAddress: string;
  readonly bankForAttributes: string;
  readonly docNo: string;
  readonly docDate: string;
  readonly execType: string;
  readonly cntrStatus: string;
  readonly receivableOverdue1: string;
  readonly payableOverdue1: string;
  readonly receivableOverdue2: string;
  readonly payableOverdue2: string;
}

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
export interface VerificationRow {
  readonly order_num: number;
  readonly field: Requirement;
  /** The value written in the contract (cntr_*). */
  readonly cntr: string;
  /** The contract clause number. */
  readonly clause: string;
  readonly desc: string;
  /** The value held in EISVO. */
  readonly value: string;
  /** The comment (bank's verification note). */
  readonly client: string;
  readonly done: boolean;
  /** Key of the basis text; consecutive rows with the same key share one merged cell. */
  readonly basis: string;
}

export interface Verification {
  readonly items: readonly VerificationRow[];
  /** Whether the caller may write comments (computed by the server). */
  readonly isEdit: boolean;
}

export interface BasisItem {
  readonly key: string;
  /** HTML from the source system: sanitise before rendering. */
  readonly value: string;
}

export interface ContractUpdateResult {
  readonly success: boolean;
  /** How many comments changed. */
  readonly changed: number;
}

/** A contract with overdue receivables or payables (the overdue-debt page). */
export interface OverdueDebtRow extends ContractRow {
  readonly contractorUzName: string;
  readonly receivableOverdue1: string;
  readonly payableOverdue1: string;
  readonly receivableOverdue2: string;
  readonly payableOverdue2: string;
}
