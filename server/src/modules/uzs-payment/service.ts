/**
 * Soum-payment rules (payments design; the state machine is state-machine.ts). Every id resolves
 * within the caller's scope (plugins/scope-repository.ts scopeOf), so another organisation's payment answers 404.
 * Changes run inside the router's `commit` transaction, lock the payment rows (FOR UPDATE), write a
 * payment_logs row per payment and an audit row per call, and are all-or-nothing: one refused
 * payment refuses the whole call (403 with its ids, 412 with the current rows, 422 with entries).
 */
import { bankOperatingDay } from '../../../../contracts/bank-calendar.ts';
import { randomUUID, verify } from 'node:crypto';
import type { z } from 'zod';
import {
  UZS_CURRENCY,
  UZS_MIN_SUM,
  UZS_STATUS,
  UZS_STATUS_IDS,
  UZS_TYPE,
  UZS_TYPE_IDS,
  uzsPaymentRules,
  type UzsAccountOption,
  type UzsActionResult,
  type UzsBenefData,
  type UzsCardInfo,
  type UzsCorpCard,
  type UzsCounts,
  type UzsDashboardCounts,
  type UzsListItem,
  type UzsMclientFilter,
  type UzsPayment,
  type UzsPaymentConflict,
  type UzsPaymentFilter,
  type UzsPaymentLog,
  type UzsPaymentRow,
  type UzsPaymentSaveBody,
  type UzsPaymentValues,
  type UzsPaymentView,
  type UzsPrepared,
  type UzsReferenceUsed,
  type UzsRulesInfo,
  type UzsSignBody,
  type UzsStatusId,
  type UzsTemplate,
  type UzsTemplateCreateBody,
  type UzsTypeId,
  UZS_COMMON_REQUIRED,
  UZS_TYPE_FIELDS,
  uzsTypeUses,
  UZS_SORT_FIELDS,
} from '../../../../contracts/api/uzs-payment.ts';
import { pageMeta, type Language, type Paged } from '../../../../contracts/envelope.ts';
import { fromMinor, toMinor } from '../../../../contracts/money.ts';
import {
  parseBatchMessage,
  paymentDigest,
  type SignableContent,
} from '../../../../contracts/payments/digest.ts';
import { maskCardNumber } from '../../../../contracts/validation/card.ts';
import { ACCOUNT_LENGTHS } from '../../../../contracts/validation/account.ts';
import { AMOUNT_MAX_LENGTH } from '../../../../contracts/validation/amount.ts';
import { messageOfIssue, zAmount } from '../../../../contracts/validation/zod.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { accounts, paymentSignatures, paymentTemplates } from '../../db/schema/payments.ts';
import { t, type MessageKey, type MessageParams } from '../../i18n.ts';
import { auditActor, type AuditAction } from '../../plugins/audit.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import { scopeOf, type Scope } from '../../plugins/scope-repository.ts';
import { sumInWords } from '../shell/sum-in-words.ts';
import * as repo from './repository.ts';
import {
  can,
  isPreparer,
  requiredSignatures,
  rowFlags,
  signerLetter,
  statusAfterSign,
  fourEyesRefuses,
  type Action,
  type CallerFacts,
  type PaymentFacts,
} from './state-machine.ts';

export interface Actor {
  readonly session: AuthSession;
  readonly ip: string;
  readonly lang: Language;
  /** The device the call came from (payments.icon/os). */
  readonly icon?: 'android' | 'ios' | 'web';
}

interface Caller extends Actor {
  readonly scope: Scope;
}

type Page = { page: number; pageSize: number; sort?: string };

/** Transfers between own accounts use this purpose code (seeded for type 5). */
export const OWN_TRANSFER_CODE = '00650';

function statusName(lang: Language, id: number): string {
  return t(lang, `uzs.status.${id}` as MessageKey);
}

function typeName(lang: Language, id: number): string {
  return t(lang, `uzs.type.${id}` as MessageKey);
}

function facts(record: repo.PaymentRecord): PaymentFacts {
  return {
    statusId: record.payment.statusId as UzsStatusId,
    secondSignature: record.payment.secondSignature,
    orgMustSignB: record.orgMustSignB,
    orgIsChild: record.orgParentId !== null,
    authorized: record.payment.authorizedAt !== null,
    forClaim: record.payment.claimId !== null,
    dualControl: record.orgDualControl,
    preparedBy:
      record.payment.editedBy === null
        ? [record.payment.createdBy]
        : [record.payment.createdBy, record.payment.editedBy],
  };
}

function actsFor(caller: Caller, organizationId: number): boolean {
  return caller.scope !== null && caller.scope.includes(organizationId);
}

/** The state machine's view of the caller for one payment. */
function callerFacts(caller: Caller, r: repo.PaymentRecord): CallerFacts {
  return {
    role: caller.session.role,
    actsForOrg: actsFor(caller, r.payment.organizationId),
    userId: caller.session.userId,
  };
}

export function signableContent(p: repo.PaymentRecord['payment']): SignableContent {
  return {
    id: p.id,
    version: p.version,
    number: p.number,
    date: p.date,
    type: p.type,
    account: p.account,
    mfo: p.mfo,
    r_account: p.rAccount,
    r_mfo: p.rMfo,
    r_inn: p.rInn,
    r_name: p.rName,
    r_account_25: p.rAccount25,
    r_account_27: p.rAccount27,
    r_inn_27: p.rInn27,
    corp_card: p.corpCard,
    sum: fromMinor(p.sum),
    currency: p.currency,
    code: p.code,
    description: p.description,
    second_signature: p.secondSignature,
  };
}

function toPayment(record: repo.PaymentRecord, lang: Language): UzsPayment {
  const p = record.payment;
  return {
    id: p.id,
    version: p.version,
    client_reference: p.clientReference,
    organization_id: p.organizationId,
    organization_name: record.orgName,
    number: p.number,
    date: p.date,
    type: p.type as UzsTypeId,
    typeName: typeName(lang, p.type),
    account: p.account,
    mfo: p.mfo,
    inn: record.orgInn,
    name: record.orgName,
    bank_name: record.bankName ?? '',
    r_account: p.rAccount,
    r_mfo: p.rMfo,
    r_inn: p.rInn,
    r_bank: record.rBank ?? '',
    r_name: p.rName,
    r_account_25: p.rAccount25,
    r_account_27: p.rAccount27,
    r_inn_27: p.rInn27,
    corp_card: p.corpCard,
    card_pan: p.corpCard === null ? null : maskCardNumber(p.corpCard),
    sum: fromMinor(p.sum),
    sum_txt: sumInWords(p.sum, 'UZS', lang),
    currency: UZS_CURRENCY,
    code: p.code,
    description: p.description,
    status_id: p.statusId as UzsStatusId,
    statusName: statusName(lang, p.statusId),
    error_bank: p.errorBank === null ? null : t(lang, `uzs.bank.${p.errorBank}` as MessageKey),
    error_cb: p.errorCb,
    reject_reason: p.rejectReason,
    second_signature: p.secondSignature,
    required_signatures: requiredSignatures(facts(record)),
    upid: p.upid,
    os: p.os,
    icon: p.icon === 'android' || p.icon === 'ios' ? p.icon : 'web',
    pinfl: p.pinfl,
    r_pinfl: p.rPinfl,
    template_name: null,
    template_type: null,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

function toRow(record: repo.PaymentRecord, caller: Caller): UzsPaymentRow {
  const flags = rowFlags(facts(record), callerFacts(caller, record));
  // Object.assign onto the fresh payment, not a spread of both: spreading 45 + 21 fields cost
  // about 100 µs a row in V8, most of a list call's own time.
  return Object.assign(toPayment(record, caller.lang), flags);
}

function accountOption(row: { account: typeof accounts.$inferSelect; bankName: string }): UzsAccountOption {
  const a = row.account;
  return {
    number: a.number,
    mfo: a.mfo,
    bank_name: row.bankName,
    name: a.name,
    currency: a.currency,
    balance: fromMinor(a.balance - a.reserved),
    state: a.state === 'closed' ? 'closed' : 'open',
  };
}

function conflict(rows: readonly UzsPaymentRow[]): ApiError {
  const data: UzsPaymentConflict = { rows };
  return new ApiError({ http: 412, status: 'error', message: 'version.changed', data });
}

function refused(ids: readonly number[]): ApiError {
  return ApiError.forbidden({ ids }, 'uzs.notAllowed');
}

/**
 * 403 uzs.fourEyes naming the payments the caller prepared, when their organisation has dual
 * control (state-machine.ts fourEyesRefuses). The router rolls the call back; the route records the
 * refusal in the audit log afterwards (four-eyes.ts auditFourEyes).
 */
function refuseOwnPreparation(caller: Caller, records: readonly repo.PaymentRecord[]): void {
  const own = records.filter((r) => fourEyesRefuses(facts(r), callerFacts(caller, r)));
  if (own.length > 0) throw ApiError.forbidden({ ids: own.map((r) => r.payment.id) }, FOUR_EYES_MESSAGE);
}

export const FOUR_EYES_MESSAGE = 'uzs.fourEyes' satisfies MessageKey;

/**
 * 422 uzs.referenceUsed: this client reference already saved a payment with other fields. Not 409,
 * which tells the outbox to try again later: this answer never changes by waiting.
 */
function referenceUsed(payment: repo.PaymentRecord['payment']): ApiError {
  const data: UzsReferenceUsed = { id: payment.id, version: payment.version };
  return new ApiError({ http: 422, status: 'error', message: REFERENCE_USED_MESSAGE, data });
}

export const REFERENCE_USED_MESSAGE = 'uzs.referenceUsed' satisfies MessageKey;

/** Whether every saved column of the new fields equals the stored payment's. */
function sameColumns<T extends object>(stored: T, columns: Partial<T>): boolean {
  return Object.entries(columns).every(([key, value]) => stored[key as keyof T] === value);
}

function problem(attribute: string, key: MessageKey, params?: MessageParams): FieldProblem {
  return params === undefined ? { attribute, key } : { attribute, key, params };
}

/** zod issues of the shared rules as 422 entries (validation.* texts). */
function ruleProblems(issues: readonly z.core.$ZodIssue[]): FieldProblem[] {
  return issues.map((issue) => {
    const attribute = issue.path.map(String).join('.');
    const message = messageOfIssue(issue);
    if (message === null) return problem(attribute, 'field.invalid');
    const params = 'params' in message ? (message.params as MessageParams) : undefined;
    return problem(attribute, `validation.${message.key}` as MessageKey, params);
  });
}

function parseRules(body: unknown): UzsPaymentValues {
  const result = uzsPaymentRules.safeParse(body);
  if (!result.success) throw ApiError.rejected(ruleProblems(result.error.issues));
  return result.data;
}

function iconOf(userAgent: string | undefined): { icon: 'android' | 'ios' | 'web'; os: string | null } {
  const ua = userAgent ?? '';
  if (/android/i.test(ua)) return { icon: 'android', os: 'Android' };
  if (/iphone|ipad|ios/i.test(ua)) return { icon: 'ios', os: 'iOS' };
  const os = /windows/i.test(ua)
    ? 'Windows'
    : /mac os/i.test(ua)
      ? 'macOS'
      : /linux/i.test(ua)
        ? 'Linux'
        : null;
  return { icon: 'web', os };
}

export { iconOf };

function verifySignature(message: string, cipherBase64: string, publicKeyPem: string): boolean {
  try {
    return verify('sha256', Buffer.from(message, 'utf8'), publicKeyPem, Buffer.from(cipherBase64, 'base64'));
  } catch {
    return false;
  }
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  const x = [...new Set(a)].sort((m, n) => m - n);
  const y = [...new Set(b)].sort((m, n) => m - n);
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

export function createUzsPaymentService(db: Db, clock: Clock) {
  async function callerOf(tx: Db, actor: Actor): Promise<Caller> {
    return { ...actor, scope: await scopeOf(tx, actor.session) };
  }

  /** The organisation a preparer creates payments for (client roles always have one). */
  function ownOrganization(caller: Caller): number {
    const id = caller.session.organizationId;
    if (id === null) throw ApiError.forbidden();
    return id;
  }

  async function audit(
    tx: Db,
    caller: Caller,
    action: AuditAction,
    paymentIds: readonly number[],
    extra = {},
  ) {
    await auditActor(tx, clock.now(), caller, action, { paymentIds, ...extra });
  }

  async function log(
    tx: Db,
    caller: Caller | null,
    payment: { id: number; statusId: number; version: number },
    action: string,
    comment: string | null = null,
  ) {
    await repo.addLog(tx, {
      paymentId: payment.id,
      userId: caller?.session.userId ?? null,
      action,
      statusId: payment.statusId,
      version: payment.version,
      comment,
      at: clock.now(),
    });
  }

  /** Loads the payments (locked), 404 when any is missing, 412 on stale versions, 403 when the action is not allowed. */
  async function lockForAction(
    tx: Db,
    caller: Caller,
    ids: readonly number[],
    action: Action,
    versions?: readonly (number | null)[],
  ): Promise<repo.PaymentRecord[]> {
    const unique = [...new Set(ids)];
    const records = await repo.findMany(tx, caller.scope, unique, true);
    if (records.length !== unique.length) throw ApiError.notFound();
    if (versions !== undefined) {
      if (versions.length !== ids.length) {
        throw ApiError.rejected([{ attribute: 'versions', key: 'field.invalid' }]);
      }
      // null: the single-payment action came without If-Match.
      if (versions.includes(null))
        throw new ApiError({ http: 428, status: 'error', message: 'version.required' });
      const seen = new Map(ids.map((id, i) => [id, versions[i]]));
      const stale = records.filter((r) => seen.get(r.payment.id) !== r.payment.version);
      if (stale.length > 0) throw conflict(records.map((r) => toRow(r, caller)));
    }
    const notAllowed = records.filter((r) => !can(action, facts(r), callerFacts(caller, r)));
    if (notAllowed.length > 0) throw refused(notAllowed.map((r) => r.payment.id));
    return records;
  }

  /** One signature row, the status it leads to and the payment's log line (EDS and passkey alike). */
  async function applySignature(
    tx: Db,
    caller: Caller,
    r: repo.PaymentRecord,
    letter: 'A' | 'B',
    sig: Omit<typeof paymentSignatures.$inferInsert, 'paymentId' | 'userId' | 'role' | 'letter' | 'version'>,
  ): Promise<void> {
    const next = statusAfterSign(facts(r), letter);
    if (next === null) throw refused([r.payment.id]);
    await repo.addSignature(tx, {
      ...sig,
      paymentId: r.payment.id,
      userId: caller.session.userId,
      role: caller.session.role,
      letter,
      version: r.payment.version,
    });
    await repo.updatePayment(tx, r.payment.id, { statusId: next, updatedAt: sig.signedAt });
    await log(tx, caller, { ...r.payment, statusId: next }, 'sign', letter);
  }

  async function rowsOf(tx: Db, caller: Caller, ids: readonly number[]): Promise<UzsPaymentRow[]> {
    return (await repo.findMany(tx, caller.scope, ids)).map((r) => toRow(r, caller));
  }

  /** 422 problems of references the rules cannot see: own open account, bank, code, budget recipient, card. */
  async function checkReferences(tx: Db, organizationId: number, v: UzsPaymentValues) {
    const problems: FieldProblem[] = [];
    const account = await repo.orgAccount(tx, organizationId, v.account, v.mfo);
    if (account === null || account.kind !== 'current')
      problems.push(problem('account', 'uzs.account.notOwn'));
    else if (account.state === 'closed') problems.push(problem('account', 'uzs.account.closed'));
    if ((await repo.bank(tx, v.r_mfo)) === null) problems.push(problem('r_mfo', 'uzs.mfo.unknown'));
    const code = await repo.code(tx, v.code);
    if (code === null || !code.types.includes(v.type)) problems.push(problem('code', 'uzs.code.unknown'));
    if (v.account === v.r_account && v.mfo === v.r_mfo)
      problems.push(problem('r_account', 'uzs.account.same'));
    if (v.type === UZS_TYPE.budget && v.r_account_27 !== null) {
      const recipient = await repo.budgetRecipient(tx, v.r_account_27);
      if (recipient === null || recipient.inn !== v.r_inn_27) {
        problems.push(problem('r_account_27', 'uzs.budget.unknown'));
      }
    }
    if (v.type === UZS_TYPE.corpCard && v.corp_card !== null) {
      const cards = await repo.orgCards(tx, organizationId, v.r_account, v.r_mfo);
      if (!cards.some((c) => c.card.pan === v.corp_card))
        problems.push(problem('corp_card', 'uzs.card.unknown'));
    }
    if (problems.length > 0) throw ApiError.rejected(problems);
    if (account === null) throw ApiError.rejected([problem('account', 'uzs.account.notOwn')]);
    return account;
  }

  function paymentColumns(v: UzsPaymentValues) {
    // A type-only field the payment's type does not use is saved blank (contracts UZS_TYPE_FIELDS).
    const keep = <K extends 'r_account_25' | 'r_account_27' | 'r_inn_27' | 'corp_card'>(key: K) =>
      uzsTypeUses(v.type, key) ? v[key] : null;
    return {
      number: v.number,
      date: v.date,
      type: v.type,
      account: v.account,
      mfo: v.mfo,
      rAccount: v.r_account,
      rMfo: v.r_mfo,
      rInn: v.r_inn,
      rName: v.r_name,
      rAccount25: keep('r_account_25'),
      rAccount27: keep('r_account_27'),
      rInn27: keep('r_inn_27'),
      corpCard: keep('corp_card'),
      rPinfl: v.r_pinfl,
      sum: toMinor(v.sum),
      code: v.code,
      description: v.description,
      secondSignature: v.second_signature,
    };
  }

  async function operatingDate(tx: Db): Promise<string> {
    return bankOperatingDay(await repo.operatingDay(tx), clock.now());
  }

  async function listOf(caller: Caller, filter: UzsMclientFilter, page: Page): Promise<Paged<UzsPaymentRow>> {
    const field = page.sort?.replace(/^-/, '');
    if (field !== undefined && !(UZS_SORT_FIELDS as readonly string[]).includes(field)) {
      throw ApiError.rejected([{ attribute: 'sort', key: 'field.invalid' }]);
    }
    const { rows, total } = await repo.list(db, caller.scope, listInput(caller, filter), page);
    return { list: rows.map((r) => toRow(r, caller)), _meta: pageMeta(total, page.page, page.pageSize) };
  }

  function listInput(caller: Caller, filter: UzsMclientFilter): repo.ListInput {
    const parsed = filter as UzsPaymentFilter & { organization_id?: number };
    return {
      filter: parsed,
      role: caller.session.role,
      userId: caller.session.userId,
      ...(parsed.sum_from === undefined ? {} : { sumFrom: toMinor(parsed.sum_from) }),
      ...(parsed.sum_to === undefined ? {} : { sumTo: toMinor(parsed.sum_to) }),
    };
  }

  async function viewsOf(caller: Caller, ids: readonly number[]): Promise<UzsPaymentView[]> {
    const unique = [...new Set(ids)];
    const records = await repo.findMany(db, caller.scope, unique);
    if (records.length !== unique.length) throw ApiError.notFound();
    const signatures = await repo.signatures(
      db,
      records.map((r) => r.payment.id),
    );
    return records.map((record) => ({
      ...toRow(record, caller),
      signatures: signatures
        .filter(
          (s) =>
            s.signature.paymentId === record.payment.id && s.signature.version === record.payment.version,
        )
        .map(({ signature: s, fullName }) => ({
          id: s.id,
          letter: s.letter === 'B' ? 'B' : 'A',
          user_full_name: fullName,
          role: s.role,
          key_serial: s.keySerial,
          version: s.version,
          digest: s.digest,
          signer_version: s.signerVersion,
          signed_at: s.signedAt.toISOString(),
        })),
    }));
  }

  async function insertCopy(
    tx: Db,
    caller: Caller,
    source: repo.PaymentRecord['payment'],
    overrides: Partial<repo.PaymentInsert>,
  ): Promise<number> {
    const now = clock.now();
    const device = { icon: caller.icon ?? 'web', os: null };
    const { id: _id, ...fields } = source;
    const values: repo.PaymentInsert = {
      ...fields,
      ...device,
      clientReference: randomUUID(),
      version: 1,
      statusId: UZS_STATUS.created,
      number: await repo.nextNumber(tx, source.organizationId),
      date: await operatingDate(tx),
      errorBank: null,
      errorCb: null,
      rejectReason: null,
      upid: newUpid(),
      authorizedBy: null,
      authorizedAt: null,
      createdBy: caller.session.userId,
      createdAt: now,
      editedBy: null,
      updatedAt: now,
      sentAt: null,
      processedAt: null,
      // A copy is a payment of its own, not another payment of the claim.
      claimId: null,
      ...overrides,
    };
    return repo.insertPayment(tx, values);
  }

  return {
    callerOf: (actor: Actor) => callerOf(db, actor),

    async list(actor: Actor, filter: UzsPaymentFilter, page: Page) {
      return listOf(await callerOf(db, actor), filter, page);
    },

    async mclientList(actor: Actor, filter: UzsMclientFilter, page: Page) {
      return listOf(await callerOf(db, actor), filter, page);
    },

    async counts(actor: Actor, filter: UzsPaymentFilter): Promise<UzsCounts> {
      const caller = await callerOf(db, actor);
      const rows = await repo.countByStatus(db, caller.scope, listInput(caller, filter));
      const byStatus = new Map(rows.map((r) => [r.statusId, r.n]));
      return {
        total: rows.reduce((sum, r) => sum + r.n, 0),
        statuses: UZS_STATUS_IDS.map((id) => ({
          status_id: id,
          statusName: statusName(actor.lang, id),
          count: byStatus.get(id) ?? 0,
        })),
      };
    },

    async dashboard(actor: Actor): Promise<UzsDashboardCounts> {
      const caller = await callerOf(db, actor);
      const n = (what: 'sign' | 'send' | 'approve' | 'auth') =>
        repo.countAwaiting(db, caller.scope, caller.session.role, caller.session.userId, what);
      const [to_sign, to_send, to_approve, to_auth] = await Promise.all([
        n('sign'),
        n('send'),
        n('approve'),
        n('auth'),
      ]);
      return { to_sign, to_send, to_approve, to_auth };
    },

    statusList(lang: Language): UzsListItem<UzsStatusId>[] {
      return UZS_STATUS_IDS.map((id) => ({ id, name: statusName(lang, id) }));
    },

    typeList(lang: Language): UzsListItem<UzsTypeId>[] {
      return UZS_TYPE_IDS.map((id) => ({ id, name: typeName(lang, id) }));
    },

    rules(type: number): UzsRulesInfo {
      const own: readonly string[] = UZS_TYPE_FIELDS[type as UzsTypeId] ?? [];
      return {
        type: type as UzsTypeId,
        required: [...UZS_COMMON_REQUIRED, ...own],
        r_account_lengths: [...ACCOUNT_LENGTHS],
        min_sum: UZS_MIN_SUM,
        sum_max_length: AMOUNT_MAX_LENGTH,
      };
    },

    async codes(lang: Language, type?: number) {
      const rows = await repo.codes(db, type);
      return rows.map((r) => ({ code: r.code, name: { ru: r.nameRu, en: r.nameEn, uz: r.nameUz }[lang] }));
    },

    async accounts(actor: Actor): Promise<UzsAccountOption[]> {
      const caller = await callerOf(db, actor);
      const rows = await repo.orgAccounts(db, ownOrganization(caller), 'current');
      return rows.filter((r) => r.account.state === 'open').map(accountOption);
    },

    async corpAccounts(actor: Actor): Promise<UzsAccountOption[]> {
      const caller = await callerOf(db, actor);
      const rows = await repo.orgAccounts(db, ownOrganization(caller), 'corp_card');
      return rows.filter((r) => r.account.state === 'open').map(accountOption);
    },

    async corpCards(actor: Actor, account: string, mfo: string): Promise<UzsCorpCard[]> {
      const caller = await callerOf(db, actor);
      const rows = await repo.orgCards(db, ownOrganization(caller), account, mfo);
      return rows.map(cardOf);
    },

    async cardInfo(actor: Actor, card: string): Promise<UzsCardInfo> {
      const caller = await callerOf(db, actor);
      const pan = card.replace(/\s/g, '');
      const rows = await repo.orgCards(db, ownOrganization(caller));
      const found = rows.find((r) => r.card.pan === pan);
      if (found === undefined) throw ApiError.notFound('uzs.card.unknown');
      return { ...cardOf(found), pan };
    },

    async budgetName(account: string) {
      const row = await repo.budgetRecipient(db, account);
      if (row === null) throw ApiError.notFound('uzs.budget.unknown');
      return { name: row.name, inn: row.inn, region: row.region, district: row.district };
    },

    async clientInfo(account: string, mfo: string) {
      const row = await repo.clientAccount(db, account, mfo);
      if (row === null) throw ApiError.notFound();
      return { inn: row.inn, name: row.name };
    },

    async bankInfo(mfo: string) {
      const row = await repo.bank(db, mfo);
      if (row === null) throw ApiError.notFound('uzs.mfo.unknown');
      return { mfo: row.mfo, name: row.name };
    },

    async beneficiaries(actor: Actor, text: string): Promise<UzsBenefData> {
      const caller = await callerOf(db, actor);
      const org = ownOrganization(caller);
      const recent = (await repo.recentRecipients(db, org, text))
        .sort((a, b) => b.at.getTime() - a.at.getTime())
        .slice(0, 20);
      const known = await repo.knownRecipients(db, org, text);
      const shape = (r: {
        rAccount: string;
        rMfo: string;
        rBank: string;
        rInn: string | null;
        rName: string;
      }) => ({
        r_account: r.rAccount,
        r_mfo: r.rMfo,
        r_bank: r.rBank,
        r_inn: r.rInn,
        r_name: r.rName,
      });
      return { recent: recent.map(shape), known: known.map(shape) };
    },

    async prepare(actor: Actor, type: UzsTypeId = UZS_TYPE.ordinary): Promise<UzsPrepared> {
      const caller = await callerOf(db, actor);
      const org = ownOrganization(caller);
      const organization = await repo.organization(db, org);
      const accounts = (await repo.orgAccounts(db, org, 'current')).filter((r) => r.account.state === 'open');
      return {
        type,
        number: await repo.nextNumber(db, org),
        date: await operatingDate(db),
        currency: UZS_CURRENCY,
        accounts: accounts.map(accountOption),
        must_sign_b: organization?.mustSignB ?? false,
      };
    },

    async operationDate() {
      return { date: await operatingDate(db) };
    },

    sumText(sum: string, lang: Language) {
      return { sum_in_text: sumInWords(toMinor(sum), 'UZS', lang) };
    },

    async view(actor: Actor, id: number): Promise<UzsPaymentView> {
      const [view] = await viewsOf(await callerOf(db, actor), [id]);
      if (view === undefined) throw ApiError.notFound();
      return view;
    },

    async details(actor: Actor, ids: readonly number[]): Promise<UzsPaymentView[]> {
      return viewsOf(await callerOf(db, actor), ids);
    },

    async logs(actor: Actor, id: number): Promise<UzsPaymentLog[]> {
      const caller = await callerOf(db, actor);
      const [record] = await repo.findMany(db, caller.scope, [id]);
      if (record === undefined) throw ApiError.notFound();
      const rows = await repo.logs(db, id);
      return rows.map(({ log: l, fullName }) => ({
        id: l.id,
        at: l.at.toISOString(),
        user_full_name: fullName,
        action: l.action,
        actionName: t(actor.lang, `uzs.action.${l.action}` as MessageKey),
        status_id: l.statusId as UzsStatusId,
        statusName: statusName(actor.lang, l.statusId),
        version: l.version,
        comment: l.comment,
      }));
    },

    async save(
      tx: Db,
      actor: Actor,
      body: UzsPaymentSaveBody,
      seenVersion: number | null,
    ): Promise<UzsPaymentRow> {
      const caller = await callerOf(tx, actor);
      const now = clock.now();
      if (body.id === undefined) {
        if (!isPreparer(caller.session.role)) throw ApiError.forbidden();
        const org = ownOrganization(caller);
        const existing = await repo.findByReference(tx, org, body.client_reference);
        const values = parseRules(body);
        if (existing !== null) {
          // The same reference again is a replay of a save whose answer was lost: the same fields
          // get the saved payment back; different fields are a correction, never silently dropped
          // (422 with the saved payment's id and version, which the client turns into an edit).
          if (sameColumns(existing.payment, paymentColumns(values))) return toRow(existing, caller);
          throw referenceUsed(existing.payment);
        }
        const account = await checkReferences(tx, org, values);
        const id = await repo.insertPayment(tx, {
          ...paymentColumns(values),
          organizationId: org,
          clientReference: body.client_reference,
          accountId: account.id,
          upid: newUpid(),
          icon: caller.icon ?? 'web',
          createdBy: caller.session.userId,
          createdAt: now,
          updatedAt: now,
        });
        await log(tx, caller, { id, statusId: UZS_STATUS.created, version: 1 }, 'create');
        await audit(tx, caller, 'uzs-payment.create', [id]);
        const [row] = await rowsOf(tx, caller, [id]);
        if (row === undefined) throw ApiError.notFound();
        return row;
      }
      const [record] = await lockForAction(tx, caller, [body.id], 'edit', [seenVersion]);
      if (record === undefined) throw ApiError.notFound();
      const values = parseRules(body);
      const account = await checkReferences(tx, record.payment.organizationId, values);
      const version = record.payment.version + 1;
      await repo.updatePayment(tx, body.id, {
        ...paymentColumns(values),
        accountId: account.id,
        version,
        editedBy: caller.session.userId,
        updatedAt: now,
      });
      await log(tx, caller, { id: body.id, statusId: record.payment.statusId, version }, 'edit');
      await audit(tx, caller, 'uzs-payment.edit', [body.id]);
      const [row] = await rowsOf(tx, caller, [body.id]);
      if (row === undefined) throw ApiError.notFound();
      return row;
    },

    async approve(
      tx: Db,
      actor: Actor,
      ids: readonly number[],
      versions?: readonly (number | null)[],
    ): Promise<UzsActionResult> {
      const caller = await callerOf(tx, actor);
      const records = await lockForAction(tx, caller, ids, 'approve', versions);
      for (const r of records) {
        await repo.updatePayment(tx, r.payment.id, { statusId: UZS_STATUS.entered, updatedAt: clock.now() });
        await log(tx, caller, { ...r.payment, statusId: UZS_STATUS.entered }, 'approve');
      }
      await audit(tx, caller, 'uzs-payment.approve', ids);
      return { rows: await rowsOf(tx, caller, ids) };
    },

    async recall(tx: Db, actor: Actor, id: number, seenVersion: number | null): Promise<UzsActionResult> {
      const caller = await callerOf(tx, actor);
      const [record] = await lockForAction(tx, caller, [id], 'recall', [seenVersion]);
      if (record === undefined) throw ApiError.notFound();
      const now = clock.now();
      const version = record.payment.version + 1;
      await repo.voidSignatures(tx, id, now);
      await repo.updatePayment(tx, id, {
        statusId: UZS_STATUS.created,
        version,
        authorizedAt: null,
        authorizedBy: null,
        updatedAt: now,
      });
      await log(tx, caller, { id, statusId: UZS_STATUS.created, version }, 'recall');
      await audit(tx, caller, 'uzs-payment.recall', [id]);
      return { rows: await rowsOf(tx, caller, [id]) };
    },

    async remove(tx: Db, actor: Actor, ids: readonly number[], versions?: readonly (number | null)[]) {
      const caller = await callerOf(tx, actor);
      await lockForAction(tx, caller, ids, 'delete', versions);
      await repo.deletePayments(tx, ids);
      await audit(tx, caller, 'uzs-payment.delete', ids);
      return { ids: [...new Set(ids)] };
    },

    async copy(tx: Db, actor: Actor, ids: readonly number[]): Promise<UzsActionResult> {
      const caller = await callerOf(tx, actor);
      const records = await lockForAction(tx, caller, ids, 'copy');
      const created: number[] = [];
      for (const r of records) {
        const id = await insertCopy(tx, caller, r.payment, {});
        await log(tx, caller, { id, statusId: UZS_STATUS.created, version: 1 }, 'copy', `#${r.payment.id}`);
        created.push(id);
      }
      await audit(tx, caller, 'uzs-payment.copy', created, { from: ids });
      return { rows: await rowsOf(tx, caller, created) };
    },

    async sign(tx: Db, actor: Actor, body: UzsSignBody): Promise<UzsActionResult> {
      const caller = await callerOf(tx, actor);
      const entries = parseBatchMessage(body.key_data.data);
      const ids = body.key_data.payment_ids;
      if (
        entries === null ||
        !sameSet(
          entries.map((e) => e.id),
          ids,
        )
      ) {
        throw ApiError.rejected([problem('key_data.data', 'uzs.signature.message')]);
      }
      const records = await repo.findMany(
        tx,
        caller.scope,
        entries.map((e) => e.id),
        true,
      );
      if (records.length !== entries.length) throw ApiError.notFound();
      const byId = new Map(entries.map((e) => [e.id, e]));
      const digests = new Map<number, string>();
      for (const r of records) {
        const entry = byId.get(r.payment.id);
        const digest = await paymentDigest(signableContent(r.payment));
        if (entry === undefined || entry.version !== r.payment.version || entry.digest !== digest) {
          throw conflict(records.map((x) => toRow(x, caller)));
        }
        digests.set(r.payment.id, digest);
      }
      const key = await repo.signingKeyOf(tx, caller.session.userId);
      const now = clock.now();
      if (key === null || now < key.validFrom || now > key.validTo) {
        throw ApiError.rejected([problem('sign_cipher', 'uzs.signature.noKey')]);
      }
      if (!verifySignature(body.key_data.data, body.sign_cipher, key.publicKey)) {
        throw ApiError.rejected([problem('sign_cipher', 'uzs.signature.invalid')]);
      }
      const letter = signerLetter(caller.session.role);
      // Four-eyes first, so the caller learns why (all-or-nothing like every batch here).
      refuseOwnPreparation(caller, records);
      const notAllowed = records.filter((r) => !can('sign', facts(r), callerFacts(caller, r)));
      if (letter === null || notAllowed.length > 0) throw refused(notAllowed.map((r) => r.payment.id));
      for (const r of records) {
        await applySignature(tx, caller, r, letter, {
          keySerial: key.serialNumber,
          digest: digests.get(r.payment.id) ?? '',
          cipher: body.sign_cipher,
          message: body.key_data.data,
          signerVersion: body.key_data.version,
          signType: 'eds',
          signedAt: now,
        });
      }
      await audit(tx, caller, 'uzs-payment.sign', ids, { letter, keySerial: key.serialNumber });
      return { rows: await rowsOf(tx, caller, ids) };
    },

    /**
     * A passkey signature from an activated phone (issue 6, modules/devices): one payment, whose
     * own digest is the WebAuthn challenge. The version the phone saw must still be current (412
     * with the current row otherwise); an EDS-only organisation refuses it (403). `verify` checks
     * the assertion against the digest inside this transaction and names the credential.
     */
    async signPasskey(
      tx: Db,
      actor: Actor,
      paymentId: number,
      version: number,
      verify: (digest: string) => Promise<{ keySerial: string; cipher: string; message: string }>,
    ): Promise<UzsActionResult> {
      const caller = await callerOf(tx, actor);
      const [r] = await repo.findMany(tx, caller.scope, [paymentId], true);
      if (r === undefined) throw ApiError.notFound();
      if (r.payment.version !== version) throw conflict([toRow(r, caller)]);
      if (await repo.organizationEdsOnly(tx, r.payment.organizationId))
        throw ApiError.forbidden({ ids: [paymentId] }, 'uzs.signature.edsOnly');
      const letter = signerLetter(caller.session.role);
      refuseOwnPreparation(caller, [r]);
      const allowed = can('sign', facts(r), callerFacts(caller, r));
      if (letter === null || !allowed) throw refused([paymentId]);
      const digest = await paymentDigest(signableContent(r.payment));
      const evidence = await verify(digest);
      await applySignature(tx, caller, r, letter, {
        ...evidence,
        digest,
        signerVersion: 'webauthn',
        signType: 'passkey',
        signedAt: clock.now(),
      });
      await audit(tx, caller, 'uzs-payment.sign', [paymentId], {
        letter,
        keySerial: evidence.keySerial,
        signType: 'passkey',
      });
      return { rows: await rowsOf(tx, caller, [paymentId]) };
    },

    async send(
      tx: Db,
      actor: Actor,
      ids: readonly number[],
      versions?: readonly (number | null)[],
    ): Promise<UzsActionResult> {
      const caller = await callerOf(tx, actor);
      const records = await lockForAction(tx, caller, ids, 'send', versions);
      const now = clock.now();
      for (const r of records) {
        await repo.updatePayment(tx, r.payment.id, {
          statusId: UZS_STATUS.submitted,
          sentAt: now,
          updatedAt: now,
        });
        await log(tx, caller, { ...r.payment, statusId: UZS_STATUS.submitted }, 'send');
      }
      await audit(tx, caller, 'uzs-payment.send', ids);
      return { rows: await rowsOf(tx, caller, ids) };
    },

    async authorize(tx: Db, actor: Actor, id: number, seenVersion: number | null): Promise<UzsActionResult> {
      const caller = await callerOf(tx, actor);
      const [record] = await lockForAction(tx, caller, [id], 'auth', [seenVersion]);
      if (record === undefined) throw ApiError.notFound();
      const now = clock.now();
      await repo.updatePayment(tx, id, {
        authorizedAt: now,
        authorizedBy: caller.session.userId,
        updatedAt: now,
      });
      await log(tx, caller, record.payment, 'auth');
      await audit(tx, caller, 'uzs-payment.auth', [id]);
      return { rows: await rowsOf(tx, caller, [id]) };
    },

    async decline(
      tx: Db,
      actor: Actor,
      id: number,
      reason: string,
      seenVersion: number | null,
    ): Promise<UzsActionResult> {
      const caller = await callerOf(tx, actor);
      const [record] = await lockForAction(tx, caller, [id], 'decline', [seenVersion]);
      if (record === undefined) throw ApiError.notFound();
      const now = clock.now();
      await repo.updatePayment(tx, id, { statusId: UZS_STATUS.denied, rejectReason: reason, updatedAt: now });
      await log(tx, caller, { ...record.payment, statusId: UZS_STATUS.denied }, 'decline', reason);
      await audit(tx, caller, 'uzs-payment.decline', [id]);
      return { rows: await rowsOf(tx, caller, [id]) };
    },

    async exchange(
      tx: Db,
      actor: Actor,
      body: {
        account_from: string;
        account_to: string;
        sum: string;
        description: string;
        client_reference?: string | undefined;
      },
    ): Promise<UzsPaymentRow> {
      const caller = await callerOf(tx, actor);
      const org = ownOrganization(caller);
      if (body.client_reference !== undefined) {
        const existing = await repo.findByReference(tx, org, body.client_reference);
        if (existing !== null) return toRow(existing, caller);
      }
      const problems: FieldProblem[] = [];
      const sum = zAmount({ currency: UZS_CURRENCY }).safeParse(body.sum);
      if (!sum.success)
        problems.push(...ruleProblems(sum.error.issues).map((p) => ({ ...p, attribute: 'sum' })));
      if (body.description.trim() === '') problems.push(problem('description', 'validation.required'));
      const from = await repo.orgAccount(tx, org, body.account_from);
      const to = await repo.orgAccount(tx, org, body.account_to);
      if (from === null) problems.push(problem('account_from', 'uzs.account.notOwn'));
      else if (from.state === 'closed') problems.push(problem('account_from', 'uzs.account.closed'));
      if (to === null) problems.push(problem('account_to', 'uzs.account.notOwn'));
      else if (to.state === 'closed') problems.push(problem('account_to', 'uzs.account.closed'));
      if (from !== null && to !== null && from.id === to.id)
        problems.push(problem('account_to', 'uzs.account.same'));
      if (problems.length > 0 || from === null || to === null || !sum.success)
        throw ApiError.rejected(problems);
      const organization = await repo.organization(tx, org);
      if (organization === null) throw ApiError.notFound();
      const now = clock.now();
      const id = await repo.insertPayment(tx, {
        organizationId: org,
        clientReference: body.client_reference ?? randomUUID(),
        number: await repo.nextNumber(tx, org),
        date: await operatingDate(tx),
        type: UZS_TYPE.ownAccounts,
        accountId: from.id,
        account: from.number,
        mfo: from.mfo,
        rAccount: to.number,
        rMfo: to.mfo,
        rInn: organization.inn,
        rName: organization.name,
        sum: toMinor(sum.data),
        code: OWN_TRANSFER_CODE,
        description: body.description.trim(),
        upid: newUpid(),
        icon: caller.icon ?? 'web',
        createdBy: caller.session.userId,
        createdAt: now,
        updatedAt: now,
      });
      await log(tx, caller, { id, statusId: UZS_STATUS.created, version: 1 }, 'create');
      await audit(tx, caller, 'uzs-payment.create', [id], { exchange: true });
      const [row] = await rowsOf(tx, caller, [id]);
      if (row === undefined) throw ApiError.notFound();
      return row;
    },

    // --- templates -------------------------------------------------------------------------------

    async createTemplate(tx: Db, actor: Actor, body: UzsTemplateCreateBody): Promise<UzsTemplate> {
      const caller = await callerOf(tx, actor);
      const org = ownOrganization(caller);
      let values: typeof paymentTemplates.$inferInsert;
      const base = {
        organizationId: org,
        templateName: body.template_name.trim(),
        createdBy: caller.session.userId,
        createdAt: clock.now(),
      };
      if (body.payment_id !== undefined) {
        const [record] = await lockForAction(tx, caller, [body.payment_id], 'template');
        if (record === undefined) throw ApiError.notFound();
        const p = record.payment;
        values = {
          ...base,
          type: p.type,
          account: p.account,
          mfo: p.mfo,
          rAccount: p.rAccount,
          rMfo: p.rMfo,
          rInn: p.rInn,
          rName: p.rName,
          rAccount25: p.rAccount25,
          rAccount27: p.rAccount27,
          rInn27: p.rInn27,
          corpCard: p.corpCard,
          rPinfl: p.rPinfl,
          sum: p.sum,
          code: p.code,
          description: p.description,
          secondSignature: p.secondSignature,
        };
      } else {
        if (!isPreparer(caller.session.role) || body.payment === undefined) throw ApiError.forbidden();
        const given = body.payment;
        const hasSum = given.sum !== undefined && given.sum !== null && given.sum.trim() !== '';
        // A template has no number or date and may leave the sum open; the other rules apply.
        const parsed = parseRules({
          ...given,
          number: '1',
          date: await operatingDate(tx),
          sum: hasSum ? given.sum : UZS_MIN_SUM,
        });
        await checkReferences(tx, org, parsed);
        const { number: _n, date: _d, ...columns } = paymentColumns(parsed);
        values = { ...base, ...columns, sum: hasSum ? columns.sum : null };
      }
      const id = await repo.insertTemplate(tx, values);
      await audit(
        tx,
        caller,
        'uzs-payment.template',
        body.payment_id === undefined ? [] : [body.payment_id],
        { templateId: id },
      );
      const [row] = await repo.templatesById(tx, org, [id]);
      if (row === undefined) throw ApiError.notFound();
      return toTemplate(row, caller);
    },

    async templates(actor: Actor, text: string | undefined, page: Page): Promise<Paged<UzsTemplate>> {
      const caller = await callerOf(db, actor);
      const { rows, total } = await repo.templates(db, ownOrganization(caller), text?.trim(), page);
      return {
        list: rows.map((r) => toTemplate(r, caller)),
        _meta: pageMeta(total, page.page, page.pageSize),
      };
    },

    async template(actor: Actor, id: number): Promise<UzsTemplate> {
      const caller = await callerOf(db, actor);
      const [row] = await repo.templatesById(db, ownOrganization(caller), [id]);
      if (row === undefined) throw ApiError.notFound();
      return toTemplate(row, caller);
    },

    async deleteTemplates(tx: Db, actor: Actor, ids: readonly number[]) {
      const caller = await callerOf(tx, actor);
      const unique = [...new Set(ids)];
      const rows = await repo.templatesById(tx, ownOrganization(caller), unique);
      if (rows.length !== unique.length) throw ApiError.notFound();
      await repo.deleteTemplates(tx, unique);
      await audit(tx, caller, 'uzs-payment.template-delete', [], { templateIds: unique });
      return { ids: unique };
    },
  };

  function toTemplate(
    row: { template: typeof paymentTemplates.$inferSelect; rBank: string | null },
    caller: Caller,
  ): UzsTemplate {
    const p = row.template;
    const preparer = isPreparer(caller.session.role);
    return {
      id: p.id,
      template_name: p.templateName,
      template_type: 'uzs',
      type: p.type as UzsTypeId,
      typeName: typeName(caller.lang, p.type),
      account: p.account,
      mfo: p.mfo,
      r_account: p.rAccount,
      r_mfo: p.rMfo,
      r_bank: row.rBank ?? '',
      r_inn: p.rInn,
      r_name: p.rName,
      r_account_25: p.rAccount25,
      r_account_27: p.rAccount27,
      r_inn_27: p.rInn27,
      corp_card: p.corpCard,
      r_pinfl: p.rPinfl,
      sum: p.sum === null ? null : fromMinor(p.sum),
      code: p.code,
      description: p.description,
      second_signature: p.secondSignature,
      created_at: p.createdAt.toISOString(),
      isUse: preparer,
      isDelete: preparer,
    };
  }
}

function cardOf(row: {
  card: { pan: string; holder: string };
  account: { number: string; mfo: string; balance: bigint; currency: string };
  bankName: string;
}): UzsCorpCard {
  return {
    number: row.account.number,
    card: maskCardNumber(row.card.pan),
    mfo: row.account.mfo,
    bank_name: row.bankName,
    amount: fromMinor(row.account.balance),
    currency: row.account.currency,
    holder: row.card.holder,
  };
}

/** The payment's id in the bank's core system. */
export function newUpid(): string {
  return randomUUID().replace(/-/g, '').slice(0, 20).toUpperCase();
}

export type UzsPaymentService = ReturnType<typeof createUzsPaymentService>;
