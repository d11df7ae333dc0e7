/**
 * Transfers between own foreign-currency accounts and conversions (contracts/api/fx-transfer.ts):
 * the rules the server enforces on every change — both accounts open, foreign-currency and of the
 * document's organisation (another organisation's account or transfer answers 404), different; the
 * amount positive with the debit currency's decimals; a conversion only inside the 9:00–17:00
 * window and only with a bank rate — then the life cycle Created → Signed (EDS, digest-bound) →
 * Sent (value date by the 16:00 cut-off). Money moves only in processing.ts.
 */
import {
  FX_BANK_VIEWERS,
  FX_SIGNED_FIELDS,
  FX_SIGNING_HEADER,
  FX_STATUS,
  FX_STATUS_IDS,
  convertMinor,
  crossRateText,
  currencyExponent,
  fxFromMinor,
  fxSignedContent,
  fxToMinor,
  isFxAmount,
  type FxAccount,
  type FxCreateBody,
  type FxEditBody,
  type FxKind,
  type FxLog,
  type FxPreview,
  type FxRows,
  type FxStatusId,
  type FxTransfer,
} from '../../../../contracts/api/fx-transfer.ts';
import { inConversionWindow } from '../../../../contracts/bank-calendar.ts';
import type { Language, Paged } from '../../../../contracts/envelope.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { documentDigest, parseBatchMessageFor } from '../../../../contracts/signing/signed-document.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import { currentOperatingDay, valueDateFrom } from '../../core/operating-day.ts';
import type { Db } from '../../db/client.ts';
import type { SignatureProver } from '../devices/document-signature-service.ts';
import { t, type MessageKey } from '../../i18n.ts';
import { auditActor, type AuditAction } from '../../plugins/audit.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import { scopeOf, type Scope } from '../../plugins/scope-repository.ts';
import * as repo from './repository.ts';
import { canFx, fxFlags, type FxAction } from './state-machine.ts';

interface Caller extends Actor {
  readonly scope: Scope;
}

type Fields = Omit<FxCreateBody, 'client_reference'>;

/** What a checked form resolves to. */
interface Checked {
  readonly kind: FxKind;
  readonly debit: repo.AccountRow;
  readonly credit: repo.AccountRow;
  readonly amount: bigint;
  readonly purpose: string;
}

export function statusName(lang: Language, id: number): string {
  return t(lang, `fxTransfer.status.${id}` as MessageKey);
}

function problem(attribute: string, key: MessageKey, params?: Record<string, number | string>): FieldProblem {
  return params === undefined ? { attribute, key } : { attribute, key, params };
}

function refused(): ApiError {
  return ApiError.forbidden(undefined, 'fxTransfer.notAllowed');
}

function conflict(): ApiError {
  return new ApiError({ http: 412, status: 'error', message: 'version.changed' });
}

function windowClosed(): ApiError {
  return ApiError.rejected(
    [problem('credit_account', 'fxTransfer.conversion.closed')],
    'fxTransfer.conversion.closed',
  );
}

export function toTransfer(record: repo.TransferRecord, caller: Caller): FxTransfer {
  const x = record.transfer;
  const debitExp = currencyExponent(x.debitCurrency);
  const creditExp = currencyExponent(x.creditCurrency);
  const credit = x.kind === 'transfer' ? x.amount : x.creditAmount === null ? null : x.creditAmount;
  const lang = caller.lang;
  return {
    id: x.id,
    version: x.version,
    client_reference: x.clientReference,
    organization_id: x.organizationId,
    organization_name: record.orgName,
    number: x.number,
    date: x.date,
    kind: x.kind as FxKind,
    kindName: t(lang, `fxTransfer.kind.${x.kind}` as MessageKey),
    debit_account: x.debitAccount,
    debit_currency: x.debitCurrency,
    credit_account: x.creditAccount,
    credit_currency: x.creditCurrency,
    amount: fxFromMinor(x.amount, debitExp),
    credit_amount: credit === null ? null : fxFromMinor(credit, creditExp),
    rate: x.debitRate === null || x.creditRate === null ? null : crossRateText(x.debitRate, x.creditRate),
    rate_day: x.rateDay,
    purpose: x.purpose,
    status_id: x.statusId as FxStatusId,
    statusName: statusName(lang, x.statusId),
    value_date: x.valueDate,
    reject_reason:
      x.rejectReason === null ? null : t(lang, `fxTransfer.bank.${x.rejectReason}` as MessageKey),
    created_at: x.createdAt.toISOString(),
    updated_at: x.updatedAt.toISOString(),
    executed_at: x.executedAt?.toISOString() ?? null,
    ...fxFlags(x.statusId, {
      role: caller.session.role,
      actsForOrg: caller.scope !== null && caller.scope.includes(x.organizationId),
    }),
  };
}

export function createFxTransferService(db: Db, clock: Clock) {
  async function scopeFor(tx: Db, actor: Actor): Promise<Scope> {
    if (roleAllowed(actor.session.role, FX_BANK_VIEWERS)) return null;
    return scopeOf(tx, actor.session);
  }
  async function callerOf(tx: Db, actor: Actor): Promise<Caller> {
    return { ...actor, scope: await scopeFor(tx, actor) };
  }
  async function readerOf(actor: Actor): Promise<Caller> {
    if (roleAllowed(actor.session.role, FX_BANK_VIEWERS)) return { ...actor, scope: null };
    return { ...actor, scope: await actor.readScope() };
  }

  async function audit(tx: Db, caller: Actor, action: AuditAction, ids: readonly number[], extra = {}) {
    await auditActor(tx, clock.now(), caller, action, { transferIds: ids, ...extra });
  }

  async function log(
    tx: Db,
    caller: Actor | null,
    transfer: { id: number; statusId: number; version: number },
    action: string,
    comment: string | null = null,
  ) {
    await repo.addLog(tx, {
      transferId: transfer.id,
      userId: caller?.session.userId ?? null,
      action,
      statusId: transfer.statusId,
      version: transfer.version,
      comment,
      at: clock.now(),
    });
  }

  /**
   * The form judged against the organisation `organizationId`. 404 when an account is not one of
   * that organisation's (or does not exist); 422 with every field problem otherwise. The window is
   * judged by the caller (`preview` answers it, changes refuse).
   */
  async function check(tx: Db, organizationId: number, fields: Fields): Promise<Checked> {
    const problems: FieldProblem[] = [];
    const debit = await repo.accountByNumber(tx, fields.debit_account);
    const credit = await repo.accountByNumber(tx, fields.credit_account);
    if (debit === undefined || credit === undefined) throw ApiError.notFound();
    if (debit.organizationId !== organizationId || credit.organizationId !== organizationId)
      throw ApiError.notFound();
    for (const [attribute, account] of [
      ['debit_account', debit],
      ['credit_account', credit],
    ] as const) {
      if (account.currency === 'UZS') problems.push(problem(attribute, 'fxTransfer.account.notForeign'));
      else if (account.state !== 'open') problems.push(problem(attribute, 'fxTransfer.account.closed'));
    }
    if (debit.id === credit.id) problems.push(problem('credit_account', 'fxTransfer.account.same'));
    const places = currencyExponent(debit.currency);
    const amountText = fields.amount.trim();
    const amount = isFxAmount(amountText, places) ? fxToMinor(amountText, places) : 0n;
    if (amount <= 0n) problems.push(problem('amount', 'fxTransfer.amount.invalid', { places }));
    const purpose = fields.purpose.trim();
    if (purpose === '') problems.push(problem('purpose', 'fxTransfer.purpose.required'));
    if (problems.length > 0) throw ApiError.rejected(problems);
    const kind: FxKind = debit.currency === credit.currency ? 'transfer' : 'conversion';
    return { kind, debit, credit, amount, purpose };
  }

  /** The conversion's rates on the operating day (422 when the bank quotes none). */
  async function ratesFor(tx: Db, checked: Checked, day: string) {
    const debitRate = await repo.rateOn(tx, checked.debit.currency, day);
    const creditRate = await repo.rateOn(tx, checked.credit.currency, day);
    if (debitRate === undefined || creditRate === undefined)
      throw ApiError.rejected([problem('credit_account', 'fxTransfer.rate.none')], 'fxTransfer.rate.none');
    return { debitRate, creditRate };
  }

  /** A change's check of the conversion window and rate (nothing is stored when either fails). */
  async function acceptConversion(tx: Db, checked: Checked): Promise<void> {
    if (checked.kind !== 'conversion') return;
    const now = clock.now();
    if (!inConversionWindow(now)) throw windowClosed();
    await ratesFor(tx, checked, await currentOperatingDay(tx, now));
  }

  async function lockOne(
    tx: Db,
    actor: Actor,
    id: number,
    action: FxAction,
    seen: number | null,
  ): Promise<{ caller: Caller; record: repo.TransferRecord }> {
    const caller = await callerOf(tx, actor);
    const [record] = await repo.findMany(tx, caller.scope, [id], true);
    if (record === undefined) throw ApiError.notFound();
    if (seen === null) throw new ApiError({ http: 428, status: 'error', message: 'version.required' });
    if (seen !== record.transfer.version) throw conflict();
    if (!canFx(action, record.transfer.statusId, flagsCaller(caller, record))) throw refused();
    return { caller, record };
  }

  function flagsCaller(caller: Caller, record: repo.TransferRecord) {
    return {
      role: caller.session.role,
      actsForOrg: caller.scope !== null && caller.scope.includes(record.transfer.organizationId),
    };
  }

  async function rowOf(tx: Db, caller: Caller, id: number): Promise<FxTransfer> {
    const [record] = await repo.findMany(tx, caller.scope, [id]);
    if (record === undefined) throw ApiError.notFound();
    return toTransfer(record, caller);
  }

  return {
    statusList(lang: Language) {
      return FX_STATUS_IDS.map((id) => ({ id, name: statusName(lang, id) }));
    },

    async list(
      actor: Actor,
      filter: { status_id?: FxStatusId | undefined; kind?: FxKind | undefined },
      page: { page: number; pageSize: number },
    ): Promise<Paged<FxTransfer>> {
      const caller = await readerOf(actor);
      const { rows, total } = await repo.list(
        db,
        caller.scope,
        { statusId: filter.status_id, kind: filter.kind },
        page,
      );
      return {
        list: rows.map((r) => toTransfer(r, caller)),
        _meta: {
          currentPage: page.page,
          pageCount: Math.max(1, Math.ceil(total / page.pageSize)),
          totalCount: total,
        },
      };
    },

    async view(actor: Actor, id: number): Promise<FxTransfer> {
      return rowOf(db, await readerOf(actor), id);
    },

    async logs(actor: Actor, id: number): Promise<FxLog[]> {
      const caller = await readerOf(actor);
      const [record] = await repo.findMany(db, caller.scope, [id]);
      if (record === undefined) throw ApiError.notFound();
      const rows = await repo.logsOf(db, id);
      return rows.map((r) => ({
        id: r.id,
        action: r.action,
        actionName: t(caller.lang, `fxTransfer.action.${r.action}` as MessageKey),
        user: r.user,
        status_id: r.statusId as FxStatusId,
        statusName: statusName(caller.lang, r.statusId),
        version: r.version,
        comment: r.comment === null ? null : t(caller.lang, `fxTransfer.bank.${r.comment}` as MessageKey),
        at: r.at.toISOString(),
      }));
    },

    async accounts(actor: Actor): Promise<FxAccount[]> {
      const organizationId = actor.session.organizationId;
      if (organizationId === null) return [];
      const rows = await repo.foreignAccounts(db, [organizationId]);
      return rows.map((a) => ({
        number: a.number,
        name: a.name,
        currency: a.currency,
        available: fxFromMinor(a.balance - a.reserved, currencyExponent(a.currency)),
        organization_id: organizationId,
      }));
    },

    async preview(actor: Actor, fields: Fields): Promise<FxPreview> {
      const organizationId = actor.session.organizationId;
      if (organizationId === null) throw ApiError.forbidden();
      const checked = await check(db, organizationId, fields);
      const now = clock.now();
      const day = await currentOperatingDay(db, now);
      const base = {
        kind: checked.kind,
        debit_currency: checked.debit.currency,
        credit_currency: checked.credit.currency,
        value_date: await valueDateFrom(db, now, day),
      };
      if (checked.kind === 'transfer') {
        return {
          ...base,
          rate: null,
          rate_day: null,
          credit_amount: fxFromMinor(checked.amount, currencyExponent(checked.debit.currency)),
          accepted_now: true,
        };
      }
      const { debitRate, creditRate } = await ratesFor(db, checked, day);
      const creditExp = currencyExponent(checked.credit.currency);
      const credit = convertMinor(
        checked.amount,
        currencyExponent(checked.debit.currency),
        debitRate.clientBuy,
        creditExp,
        creditRate.clientSell,
      );
      return {
        ...base,
        rate: crossRateText(debitRate.clientBuy, creditRate.clientSell),
        rate_day: debitRate.day < creditRate.day ? debitRate.day : creditRate.day,
        credit_amount: fxFromMinor(credit, creditExp),
        accepted_now: inConversionWindow(now),
      };
    },

    async create(tx: Db, actor: Actor, body: FxCreateBody): Promise<FxTransfer> {
      const caller = await callerOf(tx, actor);
      const organizationId = caller.session.organizationId;
      if (organizationId === null) throw ApiError.forbidden();
      const existing = await repo.findByReference(tx, organizationId, body.client_reference);
      if (existing !== undefined) return rowOf(tx, caller, existing);
      const checked = await check(tx, organizationId, body);
      await acceptConversion(tx, checked);
      const now = clock.now();
      const id = await repo.insertTransfer(tx, {
        organizationId,
        clientReference: body.client_reference,
        number: await repo.nextNumber(tx, organizationId),
        date: await currentOperatingDay(tx, now),
        kind: checked.kind,
        debitAccountId: checked.debit.id,
        debitAccount: checked.debit.number,
        debitCurrency: checked.debit.currency,
        creditAccountId: checked.credit.id,
        creditAccount: checked.credit.number,
        creditCurrency: checked.credit.currency,
        amount: checked.amount,
        purpose: checked.purpose,
        statusId: FX_STATUS.created,
        createdBy: caller.session.userId,
        createdAt: now,
        updatedAt: now,
      });
      await log(tx, caller, { id, statusId: FX_STATUS.created, version: 1 }, 'create');
      await audit(tx, caller, 'fx-transfer.create', [id], { kind: checked.kind });
      return rowOf(tx, caller, id);
    },

    /** An edit voids the signature: back to Created, version + 1. */
    async edit(tx: Db, actor: Actor, body: FxEditBody, seen: number | null): Promise<FxTransfer> {
      const { caller, record } = await lockOne(tx, actor, body.id, 'edit', seen);
      const checked = await check(tx, record.transfer.organizationId, body);
      await acceptConversion(tx, checked);
      const now = clock.now();
      const version = record.transfer.version + 1;
      const voided = await repo.voidSignatures(tx, body.id, now);
      await repo.updateTransfer(tx, body.id, {
        kind: checked.kind,
        debitAccountId: checked.debit.id,
        debitAccount: checked.debit.number,
        debitCurrency: checked.debit.currency,
        creditAccountId: checked.credit.id,
        creditAccount: checked.credit.number,
        creditCurrency: checked.credit.currency,
        amount: checked.amount,
        purpose: checked.purpose,
        statusId: FX_STATUS.created,
        version,
        editedBy: caller.session.userId,
        updatedAt: now,
      });
      await log(tx, caller, { id: body.id, statusId: FX_STATUS.created, version }, 'edit');
      await audit(tx, caller, 'fx-transfer.edit', [body.id], { version, voidedSignatures: voided });
      return rowOf(tx, caller, body.id);
    },

    async remove(tx: Db, actor: Actor, id: number, seen: number | null): Promise<null> {
      const { caller } = await lockOne(tx, actor, id, 'delete', seen);
      await repo.deleteTransfer(tx, id);
      await audit(tx, caller, 'fx-transfer.delete', [id]);
      return null;
    },

    /**
     * EDS or passkey (`prove`, devices/document-signature-service.ts) over the batch message of
     * FX_SIGNING_HEADER: every transfer's digest at its current version.
     */
    async sign(
      tx: Db,
      actor: Actor,
      message: string,
      keyIds: readonly number[],
      prove: SignatureProver,
    ): Promise<FxRows> {
      const caller = await callerOf(tx, actor);
      const entries = parseBatchMessageFor(FX_SIGNING_HEADER, message);
      const ids = [...new Set(keyIds)].sort((a, b) => a - b);
      if (
        entries === null ||
        entries.length !== ids.length ||
        entries.some((entry, i) => entry.id !== ids[i])
      ) {
        throw ApiError.rejected([problem('key_data.data', 'fxTransfer.signature.message')]);
      }
      const records = await repo.findMany(tx, caller.scope, ids, true);
      if (records.length !== ids.length) throw ApiError.notFound();
      const digests = new Map<number, string>();
      for (const [i, record] of records.entries()) {
        const entry = entries[i];
        const digest = await documentDigest(FX_SIGNED_FIELDS, fxSignedContent(toTransfer(record, caller)));
        if (entry === undefined || entry.version !== record.transfer.version || entry.digest !== digest)
          throw conflict();
        digests.set(record.transfer.id, digest);
      }
      if (records.some((r) => !canFx('sign', r.transfer.statusId, flagsCaller(caller, r)))) throw refused();
      const now = clock.now();
      const proof = await prove(
        tx,
        caller.session.userId,
        message,
        records.map((r) => r.transfer.organizationId),
      );
      for (const r of records) {
        await repo.addSignature(tx, {
          transferId: r.transfer.id,
          userId: caller.session.userId,
          role: caller.session.role,
          keySerial: proof.keySerial,
          version: r.transfer.version,
          digest: digests.get(r.transfer.id) ?? '',
          cipher: proof.cipher,
          message,
          signerVersion: proof.signerVersion,
          signedAt: now,
        });
        await repo.updateTransfer(tx, r.transfer.id, { statusId: FX_STATUS.signed, updatedAt: now });
        await log(tx, caller, { ...r.transfer, statusId: FX_STATUS.signed }, 'sign');
      }
      await audit(tx, caller, 'fx-transfer.sign', ids, {
        keySerial: proof.keySerial,
        signType: proof.signType,
      });
      const rows = await repo.findMany(tx, caller.scope, ids);
      return { rows: rows.map((r) => toTransfer(r, caller)) };
    },

    /** Signed → Sent; a conversion only inside the window; the value date by the 16:00 cut-off. */
    async send(tx: Db, actor: Actor, id: number, seen: number | null): Promise<FxTransfer> {
      const { caller, record } = await lockOne(tx, actor, id, 'send', seen);
      const now = clock.now();
      if (record.transfer.kind === 'conversion' && !inConversionWindow(now)) throw windowClosed();
      // The operating day the processing job executes on (core/operating-day.ts), holidays skipped.
      const valueDate = await valueDateFrom(tx, now, await currentOperatingDay(tx, now));
      await repo.updateTransfer(tx, id, {
        statusId: FX_STATUS.sent,
        valueDate,
        sentAt: now,
        updatedAt: now,
      });
      await log(tx, caller, { ...record.transfer, statusId: FX_STATUS.sent }, 'send');
      await audit(tx, caller, 'fx-transfer.send', [id], { valueDate });
      return rowOf(tx, caller, id);
    },
  };
}

export type FxTransferService = ReturnType<typeof createFxTransferService>;
