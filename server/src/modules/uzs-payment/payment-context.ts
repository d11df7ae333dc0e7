/**
 * What every soum-payment use case shares (the services beside this file; service.ts composes them):
 * who is calling and for which organisations (plugins/scope-repository.ts scopeOf, so another
 * organisation's payment answers 404), a payment as the caller sees it (with its action flags from
 * state-machine.ts), loading payments locked for an action, and the payment log and audit rows a
 * change writes.
 */
import { bankOperatingDay } from '../../../../contracts/bank-calendar.ts';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  UZS_CURRENCY,
  type UzsPayment,
  type UzsPaymentConflict,
  type UzsPaymentRow,
  type UzsStatusId,
  type UzsTypeId,
} from '../../../../contracts/api/uzs-payment.ts';
import type { Language } from '../../../../contracts/envelope.ts';
import { fromMinor } from '../../../../contracts/money.ts';
import { messageOfIssue } from '../../../../contracts/validation/zod.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { t, type MessageKey, type MessageParams } from '../../i18n.ts';
import { auditActor, type AuditAction } from '../../plugins/audit.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import { scopeOf, type Scope } from '../../plugins/scope-repository.ts';
import { sumInWords } from '../../core/sum-in-words.ts';
import {
  loadMulticlientRights,
  type MulticlientRights,
  type RightRefusal,
} from '../../core/multiclient-rights.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import * as repo from './repository.ts';
import {
  can,
  requiredSignatures,
  rowFlags,
  type Action,
  type CallerFacts,
  type PaymentFacts,
} from './state-machine.ts';
import type { Actor } from '../../core/actor.ts';

export type { Actor };

export interface Caller extends Actor {
  readonly scope: Scope;
  /** A multiclient's rights per child and account (core/multiclient-rights.ts); absent for others. */
  readonly mclient?: MulticlientRights;
}

const MULTICLIENT_ACTIONS: readonly Action[] = ['auth', 'decline'];

/** Why a multiclient may not authorise or decline this payment, null when they may (or not a multiclient). */
function mclientRefusal(caller: Caller, r: repo.PaymentRecord): RightRefusal | null {
  if (caller.mclient === undefined) return null;
  const p = r.payment;
  return caller.mclient.authorizeRefusal(p.organizationId, p.account, p.mfo, p.sum);
}

export type Page = { page: number; pageSize: number; sort?: string };

export function statusName(lang: Language, id: number): string {
  return t(lang, `uzs.status.${id}` as MessageKey);
}

export function typeName(lang: Language, id: number): string {
  return t(lang, `uzs.type.${id}` as MessageKey);
}

/** The state machine's view of a payment. */
export function facts(record: repo.PaymentRecord): PaymentFacts {
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
    controlledBy: record.controlledBy,
  };
}

/** The state machine's view of the caller for one payment. */
export function callerFacts(caller: Caller, r: repo.PaymentRecord): CallerFacts {
  return {
    role: caller.session.role,
    actsForOrg: caller.scope !== null && caller.scope.includes(r.payment.organizationId),
    userId: caller.session.userId,
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
    corp_card: p.corpCardToken,
    card_pan: p.corpCard,
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

/** A payment with the action flags of this caller (docs/architecture.md §3: the server decides rights). */
export function toRow(record: repo.PaymentRecord, caller: Caller): UzsPaymentRow {
  const flags = rowFlags(facts(record), callerFacts(caller, record));
  if (
    caller.mclient !== undefined &&
    (flags.isAuth || flags.isDecline) &&
    mclientRefusal(caller, record) !== null
  ) {
    return Object.assign(toPayment(record, caller.lang), flags, {
      isAuth: false,
      isDecline: false,
      isMulticlientAccept: false,
    });
  }
  // Object.assign onto the fresh payment, not a spread of both: spreading 45 + 21 fields cost
  // about 100 µs a row in V8, most of a list call's own time.
  return Object.assign(toPayment(record, caller.lang), flags);
}

export function conflict(rows: readonly UzsPaymentRow[]): ApiError {
  const data: UzsPaymentConflict = { rows };
  return new ApiError({ http: 412, status: 'error', message: 'version.changed', data });
}

export function refused(ids: readonly number[]): ApiError {
  return ApiError.forbidden({ ids }, 'uzs.notAllowed');
}

export function problem(attribute: string, key: MessageKey, params?: MessageParams): FieldProblem {
  return params === undefined ? { attribute, key } : { attribute, key, params };
}

/** zod issues of the shared rules as 422 entries (validation.* texts). */
export function ruleProblems(issues: readonly z.core.$ZodIssue[]): FieldProblem[] {
  return issues.map((issue) => {
    const attribute = issue.path.map(String).join('.');
    const message = messageOfIssue(issue);
    if (message === null) return problem(attribute, 'field.invalid');
    const params = 'params' in message ? (message.params as MessageParams) : undefined;
    return problem(attribute, `validation.${message.key}` as MessageKey, params);
  });
}

/** The payment's id in the bank's core system. */
export function newUpid(): string {
  return randomUUID().replace(/-/g, '').slice(0, 20).toUpperCase();
}

export function createPaymentContext(db: Db, clock: Clock) {
  /**
   * A multiclient acts here across every child (the cross-child payments, /m-payments), with the
   * rights of the parent's administration checked per payment.
   */
  async function multiclientOf(tx: Db, actor: Actor): Promise<Caller> {
    const [scope, mclient] = await Promise.all([
      scopeOf(tx, actor.session, { acrossChildren: true }),
      loadMulticlientRights(tx, actor.session.userId),
    ]);
    return { ...actor, scope, mclient };
  }

  async function callerOf(tx: Db, actor: Actor): Promise<Caller> {
    if (roleAllowed(actor.session.role, ['multiclient'])) return multiclientOf(tx, actor);
    return { ...actor, scope: await scopeOf(tx, actor.session) };
  }

  /** The caller of a read outside any transaction: the scope the node keeps with the session. */
  async function readerOf(actor: Actor): Promise<Caller> {
    if (roleAllowed(actor.session.role, ['multiclient'])) return multiclientOf(db, actor);
    return { ...actor, scope: await actor.readScope() };
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
    if (MULTICLIENT_ACTIONS.includes(action)) {
      // The parent's administration: child access, user access, screen groups, account permission and mode.
      const denied = records
        .map((r) => ({ id: r.payment.id, reason: mclientRefusal(caller, r) }))
        .filter((d) => d.reason !== null);
      const first = denied[0]?.reason;
      if (first != null) throw ApiError.forbidden({ ids: denied.map((d) => d.id), reason: first }, first);
    }
    return records;
  }

  /** One payment locked for an action on the version the caller saw (If-Match), with the caller. */
  async function lockOne(
    tx: Db,
    actor: Actor,
    id: number,
    action: Action,
    seenVersion: number | null,
  ): Promise<{ caller: Caller; record: repo.PaymentRecord }> {
    const caller = await callerOf(tx, actor);
    const [record] = await lockForAction(tx, caller, [id], action, [seenVersion]);
    if (record === undefined) throw ApiError.notFound();
    return { caller, record };
  }

  async function rowsOf(tx: Db, caller: Caller, ids: readonly number[]): Promise<UzsPaymentRow[]> {
    return (await repo.findMany(tx, caller.scope, ids)).map((r) => toRow(r, caller));
  }

  /** The bank's operating day (contracts/bank-calendar.ts) at `at`, by default now. */
  async function operatingDate(tx: Db, at?: Date): Promise<string> {
    return bankOperatingDay(await repo.operatingDay(tx), at ?? clock.now());
  }

  return {
    db,
    clock,
    callerOf,
    readerOf,
    ownOrganization,
    audit,
    log,
    lockForAction,
    lockOne,
    rowsOf,
    operatingDate,
  };
}

export type PaymentContext = ReturnType<typeof createPaymentContext>;
