/**
 * Currency buy/sell requests (contracts/api/fx-deal.ts; docs/decisions.md "Currency buy/sell
 * requests"). Clients see their organisations' requests (another organisation's id answers 404);
 * the bank's roles see every organisation's requests once sent. Changes run in the router's commit
 * transaction, lock the request, check If-Match and the caller's flag (state-machine.ts), write a
 * log row and an audit row. Money moves as balanced ledger transactions (repository.ts `post`):
 *
 * - buy, signed: soum account → reservation account 22613, the soum equivalent at the maximum rate;
 * - buy, released (edit of a signed request, return, reject): 22613 → soum account, all of it;
 * - buy, executed at rate r ≤ max: 22613 → bank's soum position (amount × r) and → soum account
 *   (the difference); then the bank's currency position → the foreign account (amount);
 * - sell, executed at rate r ≥ min: foreign account → bank's currency position (amount); then the
 *   bank's soum position → soum account (amount × r).
 */
import type { z } from 'zod';
import {
  FX_BANK_LIST_ROLES,
  FX_BANK_VIEWERS,
  FX_DEAL_SIGNING_HEADER,
  FX_PREPARERS,
  FX_SIGNED_FIELDS,
  FX_STATUS,
  FX_STATUS_IDS,
  amountProblem,
  fxDealRules,
  fxSignableContent,
  soumEquivalent,
  type FxDeal,
  type FxFilter,
  type FxFormData,
  type FxSaveBody,
  type FxStatusId,
  type FxStatusItem,
  type FxView,
} from '../../../../contracts/api/fx-deal.ts';
import {
  currencyExponent,
  fromCurrencyMinor,
  toCurrencyMinor,
} from '../../../../contracts/currency-codes.ts';
import { pageMeta, type Language, type Paged } from '../../../../contracts/envelope.ts';
import { fromMinor, isMoneyString, toMinor } from '../../../../contracts/money.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { documentDigest, parseBatchMessageFor } from '../../../../contracts/signing/signed-document.ts';
import { messageOfIssue } from '../../../../contracts/validation/zod.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import type { SignatureProver } from '../devices/document-signature-service.ts';
import { t, type MessageKey, type MessageParams } from '../../i18n.ts';
import { auditActor, type AuditAction } from '../../plugins/audit.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import { scopeOf, type Scope } from '../../plugins/scope-repository.ts';
import { tashkentDate } from '../../time-format.ts';
import * as repo from './repository.ts';
import { can, rowFlags, type FxAction } from './state-machine.ts';

const S = FX_STATUS;
/** A rate limit further than this from the Central Bank rate is refused (docs/decisions.md). */
const RATE_BAND_PERCENT = 20n;

interface Caller {
  readonly actor: Actor;
  /** null: the bank (every organisation's sent requests). */
  readonly scope: Scope;
  readonly bank: boolean;
}

function problem(attribute: string, key: MessageKey, params?: MessageParams): FieldProblem {
  return params === undefined ? { attribute, key } : { attribute, key, params };
}

function ruleProblems(issues: readonly z.core.$ZodIssue[]): FieldProblem[] {
  return issues.map((issue) => {
    const attribute = issue.path.map(String).join('.');
    const message = messageOfIssue(issue);
    if (message === null) return problem(attribute, 'field.invalid');
    const params = 'params' in message ? (message.params as MessageParams) : undefined;
    return problem(attribute, `validation.${message.key}` as MessageKey, params);
  });
}

function rateText(rate: bigint): string {
  return fromMinor(rate);
}

/** A rate typed by a person: soums with at most two places, positive. */
function parseRate(value: string): bigint | null {
  const v = value.trim();
  if (!isMoneyString(v) || v.startsWith('-')) return null;
  const rate = toMinor(v);
  return rate > 0n && rate < 10n ** 14n ? rate : null;
}

export function createFxDealService(db: Db, clock: Clock) {
  async function callerOf(tx: Db, actor: Actor, inTransaction: boolean): Promise<Caller> {
    const role = actor.session.role;
    if (roleAllowed(role, [...FX_BANK_VIEWERS, ...FX_BANK_LIST_ROLES]))
      return { actor, scope: null, bank: true };
    const scope = inTransaction ? await scopeOf(tx, actor.session) : await actor.readScope();
    return { actor, scope: scope ?? [], bank: false };
  }

  function whereOf(caller: Caller, filter: FxFilter = {}): repo.DealWhere {
    return {
      orgIds: caller.bank ? null : caller.scope,
      sentOnly: caller.bank,
      ...(filter.type === undefined ? {} : { type: filter.type }),
      ...(filter.status_id === undefined ? {} : { statusId: filter.status_id }),
      ...(filter.currency === undefined ? {} : { currency: filter.currency }),
      ...(filter.organization === undefined ? {} : { organization: filter.organization }),
      ...(filter.import_file === undefined ? {} : { importFile: filter.import_file }),
    };
  }

  function factsOf(r: repo.DealRecord) {
    const d = r.deal;
    return {
      statusId: d.statusId as FxStatusId,
      dualControl: r.orgDualControl,
      preparedBy: d.editedBy === null ? [d.createdBy] : [d.createdBy, d.editedBy],
    };
  }

  function callerFacts(caller: Caller, r: repo.DealRecord) {
    return {
      role: caller.actor.session.role,
      userId: caller.actor.session.userId,
      actsForOrg: caller.scope !== null && caller.scope.includes(r.deal.organizationId),
    };
  }

  function toDeal(r: repo.DealRecord, caller: Caller): FxDeal {
    const d = r.deal;
    const lang = caller.actor.lang;
    const type = d.type as 'buy' | 'sell';
    return {
      id: d.id,
      version: d.version,
      client_reference: d.clientReference,
      organization_id: d.organizationId,
      organization_name: r.orgName,
      organization_inn: r.orgInn,
      type,
      typeName: t(lang, `fxDeal.type.${type}`),
      number: d.number,
      date: d.date,
      currency: d.currency,
      amount: fromCurrencyMinor(d.amount, d.currency),
      rate_limit: rateText(d.rateLimit),
      soum_equivalent: fromMinor(soumEquivalent(d.amount, d.rateLimit, d.currency)),
      purpose: d.purpose,
      soum_account: r.soumAccount,
      soum_mfo: r.soumMfo,
      fx_account: r.fxAccount,
      fx_mfo: r.fxMfo,
      status_id: d.statusId as FxStatusId,
      statusName: t(lang, `fxDeal.status.${d.statusId}` as MessageKey),
      reserved: fromMinor(d.reserved),
      exec_rate: d.execRate === null ? null : rateText(d.execRate),
      exec_soum: d.execSoum === null ? null : fromMinor(d.execSoum),
      returned_soum: d.returnedSoum === null ? null : fromMinor(d.returnedSoum),
      reason: d.reason,
      signed_by: r.signedBy,
      created_at: d.createdAt.toISOString(),
      sent_at: d.sentAt?.toISOString() ?? null,
      executed_at: d.executedAt?.toISOString() ?? null,
      ...rowFlags(factsOf(r), callerFacts(caller, r)),
    };
  }

  async function one(tx: Db, caller: Caller, id: number): Promise<repo.DealRecord> {
    const [r] = await repo.dealRecords(tx, { ...whereOf(caller), ids: [id] });
    if (r === undefined) throw ApiError.notFound();
    return r;
  }

  /** Locks the request in the caller's scope, checks If-Match and the caller's right to `action`. */
  async function lockFor(
    tx: Db,
    caller: Caller,
    id: number,
    action: FxAction,
    seen: number | null,
  ): Promise<repo.DealRecord> {
    const [r] = await repo.lockedRecords(tx, [id], whereOf(caller));
    if (r === undefined) throw ApiError.notFound();
    if (seen === null) throw new ApiError({ http: 428, status: 'error', message: 'version.required' });
    if (seen !== r.deal.version) {
      throw new ApiError({
        http: 412,
        status: 'error',
        message: 'version.changed',
        data: { deal: toDeal(r, caller) },
      });
    }
    if (!can(action, factsOf(r), callerFacts(caller, r)))
      throw ApiError.forbidden({ ids: [id] }, 'fxDeal.notAllowed');
    return r;
  }

  async function log(
    tx: Db,
    caller: Caller,
    dealId: number,
    action: string,
    statusId: number,
    version: number,
    comment: string | null = null,
  ) {
    await repo.insertLog(tx, {
      dealId,
      userId: caller.actor.session.userId,
      action,
      statusId,
      version,
      comment,
      at: clock.now(),
    });
  }

  async function audit(
    tx: Db,
    caller: Caller,
    action: AuditAction,
    dealId: number,
    extra: Record<string, unknown> = {},
  ) {
    await auditActor(tx, clock.now(), caller.actor, action, { dealId, ...extra });
  }

  async function fresh(tx: Db, caller: Caller, id: number): Promise<FxDeal> {
    return toDeal(await one(tx, caller, id), caller);
  }

  /** Today's rates by currency code. */
  async function ratesToday(tx: Db) {
    const rows = await repo.ratesOn(tx, tashkentDate(clock.now()));
    return new Map(rows.map((r) => [r.currency.code, r]));
  }

  /** The reservation back to the soum account (edit of a signed request, return, reject). */
  async function release(tx: Db, caller: Caller, r: repo.DealRecord) {
    const d = r.deal;
    if (d.reserved === 0n) return;
    const reservation = await repo.reservationAccountId(tx);
    if (reservation === undefined) throw new Error('reservation account 22613 missing');
    await repo.lockAccounts(tx, [reservation, d.soumAccountId]);
    const account = await repo.accountNumberOf(tx, reservation);
    await repo.post(
      tx,
      [
        { accountId: reservation, debit: d.reserved, credit: 0n },
        { accountId: d.soumAccountId, debit: 0n, credit: d.reserved },
      ],
      clock.now(),
      {
        docNumber: `FX-${d.number}`,
        counterpartyName: 'CorpBank 22613',
        counterpartyAccount: account?.number ?? '',
        counterpartyMfo: account?.mfo ?? '',
        purpose: t(caller.actor.lang, 'fxDeal.purpose.release', { number: d.number }),
      },
    );
    await repo.updateDeal(tx, d.id, { reserved: 0n });
    await log(tx, caller, d.id, 'release', d.statusId, d.version, fromMinor(d.reserved));
  }

  /** The form's values, checked (422 with every problem, nothing stored). */
  async function checked(tx: Db, orgId: number, body: FxSaveBody) {
    const parsed = fxDealRules.safeParse(body);
    const problems: FieldProblem[] = parsed.success ? [] : ruleProblems(parsed.error.issues);
    const currency = body.currency.trim().toUpperCase();
    const rates = await ratesToday(tx);
    const rate = rates.get(currency);
    if (rate === undefined || currency === 'UZS')
      problems.push(problem('currency', 'fxDeal.currency.unknown'));
    const amountIssue = amountProblem(body.amount, currency);
    if (amountIssue === 'places') problems.push(problem('amount', 'fxDeal.amount.places'));
    else if (amountIssue !== null) problems.push(problem('amount', `validation.${amountIssue}`));
    const limit = parseRate(body.rate_limit);
    if (limit === null) {
      if (!problems.some((p) => p.attribute === 'rate_limit'))
        problems.push(problem('rate_limit', 'validation.invalid'));
    } else if (rate !== undefined) {
      const cb = (rate.rate.rate * 1n) / BigInt(rate.currency.nominal);
      const low = (cb * (100n - RATE_BAND_PERCENT)) / 100n;
      const high = (cb * (100n + RATE_BAND_PERCENT)) / 100n;
      if (limit < low || limit > high)
        problems.push(problem('rate_limit', 'fxDeal.rate.range', { rate: rateText(cb) }));
    }
    const soum = await repo.ownAccount(tx, orgId, body.soum_account, body.soum_mfo);
    if (soum === undefined || soum.state !== 'open' || soum.currency !== 'UZS') {
      problems.push(problem('soum_account', 'fxDeal.account.soum'));
    }
    const fx = await repo.ownAccount(tx, orgId, body.fx_account, body.fx_mfo);
    if (fx === undefined || fx.state !== 'open' || fx.currency !== currency) {
      problems.push(problem('fx_account', 'fxDeal.account.fx'));
    }
    const amount = toCurrencyMinor(body.amount, currency);
    if (problems.length > 0 || soum === undefined || fx === undefined || amount === null || limit === null) {
      throw ApiError.rejected(problems);
    }
    return {
      type: body.type,
      currency,
      amount,
      rateLimit: limit,
      purpose: body.purpose.trim(),
      soumAccountId: soum.id,
      fxAccountId: fx.id,
    };
  }

  return {
    statusList(lang: Language): FxStatusItem[] {
      return FX_STATUS_IDS.map((id) => ({ id, name: t(lang, `fxDeal.status.${id}` as MessageKey) }));
    },

    async formData(actor: Actor): Promise<FxFormData> {
      const orgId = actor.session.organizationId;
      if (orgId === null) return { soum_accounts: [], fx_accounts: [], currencies: [] };
      const own = await repo.openAccountsOf(db, orgId);
      const rates = await ratesToday(db);
      const option = (a: repo.AccountRow) => ({
        account: a.number,
        mfo: a.mfo,
        name: a.name,
        currency: a.currency,
        balance: fromMinor(a.balance),
      });
      const held = new Set(own.filter((a) => a.currency !== 'UZS').map((a) => a.currency));
      const nameKey = { ru: 'nameRu', en: 'nameEn', uz: 'nameUz' } as const;
      return {
        soum_accounts: own.filter((a) => a.currency === 'UZS').map(option),
        fx_accounts: own
          .filter((a) => a.currency !== 'UZS')
          .map((a) => ({ ...option(a), balance: fromCurrencyMinor(a.balance, a.currency) })),
        currencies: [...rates.values()]
          .filter((r) => held.has(r.currency.code))
          .map((r) => ({
            code: r.currency.code,
            name: r.currency[nameKey[actor.lang]],
            exponent: currencyExponent(r.currency.code),
            rate: rateText(r.rate.rate),
            client_buy: rateText(r.rate.clientBuy),
            client_sell: rateText(r.rate.clientSell),
            day: r.rate.day,
          })),
      };
    },

    async list(
      actor: Actor,
      filter: FxFilter,
      page: { page: number; pageSize: number },
    ): Promise<Paged<FxDeal>> {
      const caller = await callerOf(db, actor, false);
      const where = whereOf(caller, filter);
      const [rows, total] = await Promise.all([
        repo.dealRecords(db, where, page),
        repo.countDeals(db, where),
      ]);
      return { list: rows.map((r) => toDeal(r, caller)), _meta: pageMeta(total, page.page, page.pageSize) };
    },

    async view(actor: Actor, id: number): Promise<FxView> {
      const caller = await callerOf(db, actor, false);
      const r = await one(db, caller, id);
      const logs = await repo.logsOf(db, id);
      const rate = (await ratesToday(db)).get(r.deal.currency);
      const lang = actor.lang;
      return {
        deal: toDeal(r, caller),
        logs: logs.map(({ log: l, user }) => ({
          at: l.at.toISOString(),
          user,
          action: l.action,
          actionName: t(lang, `fxDeal.action.${l.action}` as MessageKey),
          status_id: l.statusId as FxStatusId,
          statusName: t(lang, `fxDeal.status.${l.statusId}` as MessageKey),
          version: l.version,
          comment: l.comment,
        })),
        market_rate:
          rate === undefined
            ? null
            : rateText(r.deal.type === 'buy' ? rate.rate.clientSell : rate.rate.clientBuy),
      };
    },

    async save(tx: Db, actor: Actor, body: FxSaveBody, seen: number | null): Promise<FxDeal> {
      const caller = await callerOf(tx, actor, true);
      if (body.id === undefined) {
        const orgId = actor.session.organizationId;
        if (orgId === null || caller.bank || !roleAllowed(actor.session.role, FX_PREPARERS)) {
          throw ApiError.forbidden(undefined, 'fxDeal.notAllowed');
        }
        const existing = await repo.dealByReference(tx, orgId, body.client_reference);
        if (existing !== undefined) return fresh(tx, caller, existing);
        const values = await checked(tx, orgId, body);
        const now = clock.now();
        const id = await repo.insertDeal(tx, {
          ...values,
          organizationId: orgId,
          clientReference: body.client_reference,
          number: await repo.nextNumber(tx, orgId),
          date: tashkentDate(now),
          statusId: S.created,
          createdBy: actor.session.userId,
          createdAt: now,
          updatedAt: now,
        });
        await log(tx, caller, id, 'create', S.created, 1);
        await audit(tx, caller, 'fx-deal.create', id, { type: values.type, currency: values.currency });
        return fresh(tx, caller, id);
      }
      const r = await lockFor(tx, caller, body.id, 'edit', seen);
      if (r.deal.type !== body.type) throw ApiError.rejected([problem('type', 'field.invalid')]);
      const values = await checked(tx, r.deal.organizationId, body);
      if (r.deal.statusId === S.signed) await release(tx, caller, r);
      await repo.voidSignatures(tx, r.deal.id, clock.now());
      const version = r.deal.version + 1;
      await repo.updateDeal(tx, r.deal.id, {
        ...values,
        version,
        statusId: S.created,
        reason: r.deal.statusId === S.returned ? r.deal.reason : null,
        editedBy: actor.session.userId,
        updatedAt: clock.now(),
      });
      await log(tx, caller, r.deal.id, 'edit', S.created, version);
      await audit(tx, caller, 'fx-deal.edit', r.deal.id, { version });
      return fresh(tx, caller, r.deal.id);
    },

    /**
     * A row of an exchange import file (modules/fx-import; issue 21): judged by the save's very
     * checks and, when valid, a request in Created made by the file's owner, logged as imported.
     * The import module audits. A refusal answers the problems and stores nothing.
     */
    async createImported(
      tx: Db,
      owner: { organizationId: number; userId: number },
      body: FxSaveBody,
    ): Promise<{ ok: true; id: number } | { ok: false; problems: readonly FieldProblem[] }> {
      let values: Awaited<ReturnType<typeof checked>>;
      try {
        values = await checked(tx, owner.organizationId, body);
      } catch (error) {
        if (error instanceof ApiError && error.http === 422) return { ok: false, problems: error.problems };
        throw error;
      }
      const now = clock.now();
      const id = await repo.insertDeal(tx, {
        ...values,
        organizationId: owner.organizationId,
        clientReference: body.client_reference,
        number: await repo.nextNumber(tx, owner.organizationId),
        date: tashkentDate(now),
        statusId: S.created,
        createdBy: owner.userId,
        createdAt: now,
        updatedAt: now,
      });
      await repo.insertLog(tx, {
        dealId: id,
        userId: owner.userId,
        action: 'import',
        statusId: S.created,
        version: 1,
        comment: null,
        at: now,
      });
      return { ok: true, id };
    },

    /** Which of these imported requests are signed or further on (an import file's delete gate). */
    async signedOfImported(tx: Db, ids: readonly number[]): Promise<ReadonlySet<number>> {
      const rows = await repo.statusesOf(tx, ids);
      return new Set(rows.filter((r) => r.statusId !== S.created).map((r) => r.id));
    },

    /** Deletes an import file's requests while all are unsigned (Created): their ids, or null. */
    async removeImported(tx: Db, organizationId: number, ids: readonly number[]): Promise<number[] | null> {
      if (ids.length === 0) return [];
      const rows = await repo.lockedRecords(tx, ids, { orgIds: [organizationId], sentOnly: false });
      if (rows.some((r) => r.deal.statusId !== S.created)) return null;
      for (const r of rows) await repo.deleteDeal(tx, r.deal.id);
      return rows.map((r) => r.deal.id);
    },

    async copy(tx: Db, actor: Actor, id: number, reference: string): Promise<FxDeal> {
      const caller = await callerOf(tx, actor, true);
      const source = await one(tx, caller, id);
      if (!can('copy', factsOf(source), callerFacts(caller, source)))
        throw ApiError.forbidden({ ids: [id] }, 'fxDeal.notAllowed');
      const orgId = source.deal.organizationId;
      const existing = await repo.dealByReference(tx, orgId, reference);
      if (existing !== undefined) return fresh(tx, caller, existing);
      const now = clock.now();
      const s = source.deal;
      const newId = await repo.insertDeal(tx, {
        organizationId: orgId,
        clientReference: reference,
        type: s.type,
        currency: s.currency,
        amount: s.amount,
        rateLimit: s.rateLimit,
        purpose: s.purpose,
        soumAccountId: s.soumAccountId,
        fxAccountId: s.fxAccountId,
        number: await repo.nextNumber(tx, orgId),
        date: tashkentDate(now),
        statusId: S.created,
        createdBy: actor.session.userId,
        createdAt: now,
        updatedAt: now,
      });
      await log(tx, caller, newId, 'copy', S.created, 1, `№ ${s.number}`);
      await audit(tx, caller, 'fx-deal.copy', newId, { from: id });
      return fresh(tx, caller, newId);
    },

    async remove(tx: Db, actor: Actor, id: number, seen: number | null): Promise<{ id: number }> {
      const caller = await callerOf(tx, actor, true);
      await lockFor(tx, caller, id, 'delete', seen);
      await repo.deleteDeal(tx, id);
      await audit(tx, caller, 'fx-deal.delete', id);
      return { id };
    },

    /**
     * EDS or passkey (`prove`, devices/document-signature-service.ts) over the batch message of
     * FX_DEAL_SIGNING_HEADER; a buy's signature reserves its soums.
     */
    async sign(
      tx: Db,
      actor: Actor,
      message: string,
      dealIds: readonly number[],
      prove: SignatureProver,
    ): Promise<FxDeal[]> {
      const caller = await callerOf(tx, actor, true);
      const entries = parseBatchMessageFor(FX_DEAL_SIGNING_HEADER, message);
      const ids = [...new Set(dealIds)].sort((a, b) => a - b);
      if (entries === null || entries.length !== ids.length || entries.some((e, i) => e.id !== ids[i])) {
        throw ApiError.rejected([problem('key_data.data', 'uzs.signature.message')]);
      }
      const records = await repo.lockedRecords(tx, ids, whereOf(caller));
      if (records.length !== ids.length) throw ApiError.notFound();
      const digests = new Map<number, string>();
      for (const r of records) {
        const entry = entries.find((e) => e.id === r.deal.id);
        const digest = await documentDigest(FX_SIGNED_FIELDS, fxSignableContent(toDeal(r, caller)));
        if (entry === undefined || entry.version !== r.deal.version || entry.digest !== digest) {
          throw new ApiError({
            http: 412,
            status: 'error',
            message: 'uzs.signature.contentChanged',
            data: { deals: records.map((x) => toDeal(x, caller)) },
          });
        }
        digests.set(r.deal.id, digest);
      }
      const now = clock.now();
      const proof = await prove(
        tx,
        actor.session.userId,
        message,
        records.map((r) => r.deal.organizationId),
      );
      for (const r of records) {
        const f = factsOf(r);
        const c = callerFacts(caller, r);
        if (!can('sign', f, c)) {
          const own =
            c.actsForOrg && f.statusId === S.created && f.dualControl && f.preparedBy.includes(c.userId);
          throw ApiError.forbidden({ ids: [r.deal.id] }, own ? 'fxDeal.fourEyes' : 'fxDeal.notAllowed');
        }
      }
      const reservation = await repo.reservationAccountId(tx);
      for (const r of records) {
        const d = r.deal;
        const accounts = await repo.lockAccounts(tx, [
          d.soumAccountId,
          d.fxAccountId,
          ...(reservation === undefined ? [] : [reservation]),
        ]);
        if (d.type === 'buy') {
          if (reservation === undefined)
            throw ApiError.rejected([problem('soum_account', 'fxDeal.reservation.missing')]);
          const reserve = soumEquivalent(d.amount, d.rateLimit, d.currency);
          const soum = accounts.get(d.soumAccountId);
          if (soum === undefined || soum.state !== 'open' || soum.balance < reserve) {
            throw ApiError.rejected([
              problem('soum_account', 'fxDeal.funds.soum', { sum: fromMinor(reserve) }),
            ]);
          }
          const target = accounts.get(reservation);
          await repo.post(
            tx,
            [
              { accountId: d.soumAccountId, debit: reserve, credit: 0n },
              { accountId: reservation, debit: 0n, credit: reserve },
            ],
            now,
            {
              docNumber: `FX-${d.number}`,
              counterpartyName: 'CorpBank 22613',
              counterpartyAccount: target?.number ?? '',
              counterpartyMfo: target?.mfo ?? '',
              purpose: t(actor.lang, 'fxDeal.purpose.reserve', { number: d.number }),
            },
          );
          await repo.updateDeal(tx, d.id, { reserved: reserve, statusId: S.signed, updatedAt: now });
          await log(tx, caller, d.id, 'sign', S.signed, d.version);
          await log(tx, caller, d.id, 'reserve', S.signed, d.version, fromMinor(reserve));
        } else {
          const fx = accounts.get(d.fxAccountId);
          if (fx === undefined || fx.state !== 'open' || fx.balance < d.amount) {
            throw ApiError.rejected([problem('fx_account', 'fxDeal.funds.fx')]);
          }
          await repo.updateDeal(tx, d.id, { statusId: S.signed, updatedAt: now });
          await log(tx, caller, d.id, 'sign', S.signed, d.version);
        }
        await repo.insertSignature(tx, {
          dealId: d.id,
          userId: actor.session.userId,
          keySerial: proof.keySerial,
          version: d.version,
          digest: digests.get(d.id) ?? '',
          cipher: proof.cipher,
          message,
          signerVersion: proof.signerVersion,
          signedAt: now,
        });
        await audit(tx, caller, 'fx-deal.sign', d.id, {
          keySerial: proof.keySerial,
          signType: proof.signType,
          reserved: d.type === 'buy',
        });
      }
      return Promise.all(ids.map((id) => fresh(tx, caller, id)));
    },

    async send(tx: Db, actor: Actor, id: number, seen: number | null): Promise<FxDeal> {
      const caller = await callerOf(tx, actor, true);
      const r = await lockFor(tx, caller, id, 'send', seen);
      const now = clock.now();
      await repo.updateDeal(tx, id, { statusId: S.sent, sentAt: now, updatedAt: now });
      await log(tx, caller, id, 'send', S.sent, r.deal.version);
      await audit(tx, caller, 'fx-deal.send', id);
      return fresh(tx, caller, id);
    },

    async accept(tx: Db, actor: Actor, id: number, seen: number | null): Promise<FxDeal> {
      const caller = await callerOf(tx, actor, true);
      const r = await lockFor(tx, caller, id, 'accept', seen);
      await repo.updateDeal(tx, id, { statusId: S.accepted, updatedAt: clock.now() });
      await log(tx, caller, id, 'accept', S.accepted, r.deal.version);
      await audit(tx, caller, 'fx-deal.accept', id, { organizationId: r.deal.organizationId });
      return fresh(tx, caller, id);
    },

    /** Return (the client may edit and sign again) or reject (final): the reservation goes back. */
    async close(
      tx: Db,
      actor: Actor,
      id: number,
      action: 'return' | 'reject',
      reason: string,
      seen: number | null,
    ): Promise<FxDeal> {
      const caller = await callerOf(tx, actor, true);
      const r = await lockFor(tx, caller, id, action, seen);
      await release(tx, caller, r);
      const statusId = action === 'return' ? S.returned : S.rejected;
      await repo.voidSignatures(tx, id, clock.now());
      await repo.updateDeal(tx, id, { statusId, reason, updatedAt: clock.now() });
      await log(tx, caller, id, action, statusId, r.deal.version, reason);
      await audit(tx, caller, action === 'return' ? 'fx-deal.return' : 'fx-deal.reject', id, {
        organizationId: r.deal.organizationId,
        reason,
      });
      return fresh(tx, caller, id);
    },

    async execute(tx: Db, actor: Actor, id: number, rateValue: string, seen: number | null): Promise<FxDeal> {
      const caller = await callerOf(tx, actor, true);
      const r = await lockFor(tx, caller, id, 'execute', seen);
      const d = r.deal;
      const rate = parseRate(rateValue);
      if (rate === null) throw ApiError.rejected([problem('rate', 'validation.invalid')]);
      if (d.type === 'buy' && rate > d.rateLimit) {
        throw ApiError.rejected([
          problem('rate', 'fxDeal.execute.aboveMax', { rate: rateText(d.rateLimit) }),
        ]);
      }
      if (d.type === 'sell' && rate < d.rateLimit) {
        throw ApiError.rejected([
          problem('rate', 'fxDeal.execute.belowMin', { rate: rateText(d.rateLimit) }),
        ]);
      }
      const soumPosition = await repo.positionAccountId(tx, 'UZS');
      const fxPosition = await repo.positionAccountId(tx, d.currency);
      const reservation = await repo.reservationAccountId(tx);
      if (soumPosition === undefined || fxPosition === undefined || reservation === undefined) {
        throw ApiError.rejected([problem('rate', 'fxDeal.execute.noPosition')]);
      }
      const accounts = await repo.lockAccounts(tx, [
        d.soumAccountId,
        d.fxAccountId,
        soumPosition,
        fxPosition,
        reservation,
      ]);
      const soum = soumEquivalent(d.amount, rate, d.currency);
      const now = clock.now();
      const purpose = t(actor.lang, 'fxDeal.purpose.execute', { number: d.number, rate: rateText(rate) });
      const bankSoum = accounts.get(soumPosition);
      const bankFx = accounts.get(fxPosition);
      const detail = (a: repo.AccountRow | undefined) => ({
        docNumber: `FX-${d.number}`,
        counterpartyName: 'CorpBank',
        counterpartyAccount: a?.number ?? '',
        counterpartyMfo: a?.mfo ?? '',
        purpose,
      });
      let returned: bigint | null = null;
      if (d.type === 'buy') {
        returned = d.reserved - soum;
        if (returned < 0n)
          throw ApiError.rejected([
            problem('rate', 'fxDeal.execute.aboveMax', { rate: rateText(d.rateLimit) }),
          ]);
        if ((bankFx?.balance ?? 0n) < d.amount)
          throw ApiError.rejected([problem('rate', 'fxDeal.execute.noPosition')]);
        await repo.post(
          tx,
          [
            { accountId: reservation, debit: d.reserved, credit: 0n },
            { accountId: soumPosition, debit: 0n, credit: soum },
            { accountId: d.soumAccountId, debit: 0n, credit: returned },
          ],
          now,
          detail(bankSoum),
        );
        await repo.post(
          tx,
          [
            { accountId: fxPosition, debit: d.amount, credit: 0n },
            { accountId: d.fxAccountId, debit: 0n, credit: d.amount },
          ],
          now,
          detail(bankFx),
        );
      } else {
        const fx = accounts.get(d.fxAccountId);
        if (fx === undefined || fx.state !== 'open' || fx.balance < d.amount) {
          throw ApiError.rejected([problem('fx_account', 'fxDeal.funds.fx')]);
        }
        if ((bankSoum?.balance ?? 0n) < soum)
          throw ApiError.rejected([problem('rate', 'fxDeal.execute.noPosition')]);
        await repo.post(
          tx,
          [
            { accountId: d.fxAccountId, debit: d.amount, credit: 0n },
            { accountId: fxPosition, debit: 0n, credit: d.amount },
          ],
          now,
          detail(bankFx),
        );
        await repo.post(
          tx,
          [
            { accountId: soumPosition, debit: soum, credit: 0n },
            { accountId: d.soumAccountId, debit: 0n, credit: soum },
          ],
          now,
          detail(bankSoum),
        );
      }
      await repo.updateDeal(tx, id, {
        statusId: S.executed,
        reserved: 0n,
        execRate: rate,
        execSoum: soum,
        returnedSoum: returned,
        executedAt: now,
        updatedAt: now,
      });
      await log(tx, caller, id, 'execute', S.executed, d.version, `${rateText(rate)}`);
      await audit(tx, caller, 'fx-deal.execute', id, {
        organizationId: d.organizationId,
        rate: rateText(rate),
        soum: fromMinor(soum),
        returned: returned === null ? null : fromMinor(returned),
      });
      return fresh(tx, caller, id);
    },

    /** The audit row of a refused change (its transaction rolled back with the refusal). */
    async refused(
      actor: Actor,
      path: string,
      error: ApiError,
      detail: Record<string, unknown>,
    ): Promise<void> {
      await auditActor(db, clock.now(), actor, 'fx-deal.refused', {
        path,
        http: error.http,
        message: error.messageKey,
        ...detail,
      });
    },
  };
}

export type FxDealService = ReturnType<typeof createFxDealService>;
