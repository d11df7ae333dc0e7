/**
 * Payment claims (contracts/api/payment-claims.ts, docs/decisions.md "Payment claims"). A claim belongs to
 * two organisations: the creditor (organization_id) sees it as outgoing, the debtor as incoming; any
 * other organisation gets 404. Paid and in-payment amounts are computed from the linked soum payments
 * (payments.claim_id): Passed/Paid count as paid, Created…Submitted as in payment, Denied or deleted
 * ones free their amount again. Paying creates an ordinary soum payment in Created, which then goes
 * through the soum state machine (approve, sign, send) like any other.
 */
import type { z } from 'zod';
import {
  CLAIM_STATUS,
  claimRules,
  type Claim,
  type ClaimCreateBody,
  type ClaimEditBody,
  type ClaimPaymentResult,
  type ClaimStatusId,
  type ClaimValues,
} from '../../../../contracts/api/payment-claims.ts';
import { UZS_CURRENCY, UZS_STATUS } from '../../../../contracts/api/uzs-payment.ts';
import { pageMeta, type Language, type Paged } from '../../../../contracts/envelope.ts';
import { fromMinor, toMinor } from '../../../../contracts/money.ts';
import { messageOfIssue, zAmount } from '../../../../contracts/validation/zod.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { t, type MessageKey, type MessageParams } from '../../i18n.ts';
import { auditActor, type AuditAction } from '../../plugins/audit.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import { createUzsPaymentService, isPreparer } from '../uzs-payment/service.ts';
import * as repo from './repository.ts';
import type { Actor } from '../../core/actor.ts';

interface Loaded {
  readonly claim: repo.ClaimRow;
  readonly creditorName: string;
  readonly creditorInn: string;
  readonly bankName: string | null;
  readonly paid: bigint;
  readonly inPayment: bigint;
}

const PAID: readonly number[] = [UZS_STATUS.passed, UZS_STATUS.paid];
const IN_PAYMENT: readonly number[] = [
  UZS_STATUS.created,
  UZS_STATUS.entered,
  UZS_STATUS.signedB,
  UZS_STATUS.signed,
  UZS_STATUS.submitted,
];

function problem(attribute: string, key: MessageKey, params?: MessageParams): FieldProblem {
  return params === undefined ? { attribute, key } : { attribute, key, params };
}

function ruleProblems(issues: readonly z.core.$ZodIssue[], prefix = ''): FieldProblem[] {
  return issues.map((issue) => {
    const attribute = prefix || issue.path.map(String).join('.');
    const message = messageOfIssue(issue);
    if (message === null) return problem(attribute, 'field.invalid');
    const params = 'params' in message ? (message.params as MessageParams) : undefined;
    return problem(attribute, `validation.${message.key}` as MessageKey, params);
  });
}

function remaining(l: Loaded): bigint {
  return l.claim.amount - l.paid - l.inPayment - l.claim.recalled - l.claim.ignored;
}

function statusOf(l: Loaded): ClaimStatusId {
  if (l.claim.recalled > 0n) return CLAIM_STATUS.recalled;
  if (l.claim.ignored > 0n) return CLAIM_STATUS.ignored;
  if (l.paid === l.claim.amount) return CLAIM_STATUS.paid;
  return l.paid > 0n ? CLAIM_STATUS.partiallyPaid : CLAIM_STATUS.active;
}

export function createClaimService(db: Db, clock: Clock) {
  const soumPayments = createUzsPaymentService(db, clock);

  function orgOf(session: AuthSession): number {
    if (session.organizationId === null) throw ApiError.forbidden();
    return session.organizationId;
  }

  async function load(
    tx: Db,
    where: repo.ClaimWhere,
    page?: { page: number; pageSize: number },
    lock = false,
  ) {
    const rows = await repo.claimRows(tx, where, page, lock);
    const sums = await repo.paymentSumsOfClaims(
      tx,
      rows.map((r) => r.claim.id),
    );
    return rows.map((r): Loaded => {
      const mine = sums.filter((s) => s.claimId === r.claim.id);
      const total = (statuses: readonly number[]) =>
        mine.filter((s) => statuses.includes(s.statusId)).reduce((n, s) => n + BigInt(s.sum), 0n);
      return { ...r, paid: total(PAID), inPayment: total(IN_PAYMENT) };
    });
  }

  function toClaim(l: Loaded, session: AuthSession, lang: Language): Claim {
    const c = l.claim;
    const creditor = c.organizationId === session.organizationId;
    const open = c.recalled === 0n && c.ignored === 0n && remaining(l) > 0n;
    const preparer = isPreparer(session.role);
    const untouched = l.paid === 0n && l.inPayment === 0n && c.recalled === 0n && c.ignored === 0n;
    const status = statusOf(l);
    return {
      id: c.id,
      version: c.version,
      client_reference: c.clientReference,
      direction: creditor ? 'outgoing' : 'incoming',
      number: c.number,
      date: c.date,
      creditor_name: l.creditorName,
      creditor_inn: l.creditorInn,
      account: c.account,
      mfo: c.mfo,
      bank_name: l.bankName ?? '',
      debtor_account: c.debtorAccount,
      debtor_mfo: c.debtorMfo,
      debtor_inn: c.debtorInn,
      debtor_name: c.debtorName,
      amount: fromMinor(c.amount),
      amount_paid: fromMinor(l.paid),
      amount_in_payment: fromMinor(l.inPayment),
      amount_remaining: fromMinor(remaining(l)),
      amount_ignored: fromMinor(c.ignored),
      amount_recalled: fromMinor(c.recalled),
      partial: c.partial,
      code: c.code,
      description: c.description,
      status_id: status,
      statusName: t(lang, `claim.status.${status}` as MessageKey),
      ignore_reason: c.ignoreReason,
      created_at: c.createdAt.toISOString(),
      isView: true,
      isEdit: creditor && preparer && untouched,
      isRecall: creditor && preparer && open,
      isPay: !creditor && preparer && open,
      isIgnore: !creditor && preparer && open,
    };
  }

  async function one(tx: Db, actor: Actor, id: number, lock = false): Promise<Loaded> {
    const [loaded] = await load(tx, { id, visibleTo: orgOf(actor.session) }, undefined, lock);
    if (loaded === undefined) throw ApiError.notFound();
    return loaded;
  }

  function seen(loaded: Loaded, version: number | null, actor: Actor) {
    if (version === null) throw new ApiError({ http: 428, status: 'error', message: 'version.required' });
    if (version !== loaded.claim.version) {
      throw new ApiError({
        http: 412,
        status: 'error',
        message: 'version.changed',
        data: { claim: toClaim(loaded, actor.session, actor.lang) },
      });
    }
  }

  function refuse(allowed: boolean) {
    if (!allowed) throw ApiError.forbidden(undefined, 'uzs.notAllowed');
  }

  async function audit(tx: Db, actor: Actor, action: AuditAction, claimId: number, extra = {}) {
    await auditActor(tx, clock.now(), actor, action, { claimId, ...extra });
  }

  /** Rules (422) and references: the creditor's own open account, the debtor's account here. */
  async function checked(tx: Db, creditor: number, body: ClaimCreateBody | ClaimEditBody) {
    const parsed = claimRules.safeParse(body);
    if (!parsed.success) throw ApiError.rejected(ruleProblems(parsed.error.issues));
    const v: ClaimValues = parsed.data;
    const problems: FieldProblem[] = [];
    const own = await soumPayments.ownAccount(tx, creditor, v.account, v.mfo);
    if (own === null || own.kind !== 'current') problems.push(problem('account', 'uzs.account.notOwn'));
    else if (own.state === 'closed') problems.push(problem('account', 'uzs.account.closed'));
    const debtor = await repo.currentAccountHolder(tx, v.debtor_account, v.debtor_mfo);
    if (debtor === undefined || debtor.organizationId === null || debtor.state === 'closed') {
      problems.push(problem('debtor_account', 'claim.debtor.unknown'));
    } else if (debtor.inn !== v.debtor_inn) problems.push(problem('debtor_inn', 'claim.debtor.inn'));
    else if (debtor.organizationId === creditor) problems.push(problem('debtor_account', 'uzs.account.same'));
    const code = await soumPayments.purposeCode(tx, v.code);
    if (code === null || !code.types.includes(1)) problems.push(problem('code', 'uzs.code.unknown'));
    if (problems.length > 0 || own === null || debtor?.organizationId == null)
      throw ApiError.rejected(problems);
    return {
      values: {
        number: v.number,
        date: v.date,
        accountId: own.id,
        account: v.account,
        mfo: v.mfo,
        debtorAccount: v.debtor_account,
        debtorMfo: v.debtor_mfo,
        debtorInn: v.debtor_inn,
        debtorName: v.debtor_name,
        amount: toMinor(v.amount),
        partial: v.partial,
        code: v.code,
        description: v.description,
      },
      debtorOrganizationId: debtor.organizationId,
    };
  }

  return {
    statusList(lang: Language) {
      return Object.values(CLAIM_STATUS).map((id) => ({
        id,
        name: t(lang, `claim.status.${id}` as MessageKey),
      }));
    },

    async list(
      actor: Actor,
      filter: { direction: 'incoming' | 'outgoing'; status_id?: number | undefined },
      page: { page: number; pageSize: number },
    ): Promise<Paged<Claim>> {
      const side: repo.ClaimWhere = { direction: filter.direction, organizationId: orgOf(actor.session) };
      // The status is derived from the linked payments, so it filters after loading this side.
      if (filter.status_id !== undefined) {
        const all = (await load(db, side)).filter((l) => statusOf(l) === filter.status_id);
        const start = (page.page - 1) * page.pageSize;
        return {
          list: all.slice(start, start + page.pageSize).map((l) => toClaim(l, actor.session, actor.lang)),
          _meta: pageMeta(all.length, page.page, page.pageSize),
        };
      }
      const rows = await load(db, side, page);
      const total = await repo.countClaims(db, side);
      return {
        list: rows.map((l) => toClaim(l, actor.session, actor.lang)),
        _meta: pageMeta(total, page.page, page.pageSize),
      };
    },

    async view(actor: Actor, id: number): Promise<Claim> {
      return toClaim(await one(db, actor, id), actor.session, actor.lang);
    },

    async create(tx: Db, actor: Actor, body: ClaimCreateBody): Promise<Claim> {
      const org = orgOf(actor.session);
      const [existing] = await load(tx, { creditor: org, clientReference: body.client_reference });
      if (existing !== undefined) return toClaim(existing, actor.session, actor.lang);
      const { values, debtorOrganizationId } = await checked(tx, org, body);
      const now = clock.now();
      const id = await repo.insertClaim(tx, {
        ...values,
        organizationId: org,
        debtorOrganizationId,
        clientReference: body.client_reference,
        createdBy: actor.session.userId,
        createdAt: now,
        updatedAt: now,
      });
      await audit(tx, actor, 'payment-claim.create', id);
      return toClaim(await one(tx, actor, id), actor.session, actor.lang);
    },

    async edit(tx: Db, actor: Actor, body: ClaimEditBody, version: number | null): Promise<Claim> {
      const loaded = await one(tx, actor, body.id, true);
      seen(loaded, version, actor);
      refuse(toClaim(loaded, actor.session, actor.lang).isEdit);
      const { values, debtorOrganizationId } = await checked(tx, loaded.claim.organizationId, body);
      await repo.updateClaim(tx, body.id, {
        ...values,
        debtorOrganizationId,
        version: loaded.claim.version + 1,
        updatedAt: clock.now(),
      });
      await audit(tx, actor, 'payment-claim.edit', body.id);
      return toClaim(await one(tx, actor, body.id), actor.session, actor.lang);
    },

    async recall(tx: Db, actor: Actor, id: number, version: number | null): Promise<Claim> {
      const loaded = await one(tx, actor, id, true);
      seen(loaded, version, actor);
      refuse(toClaim(loaded, actor.session, actor.lang).isRecall);
      await repo.updateClaim(tx, id, {
        recalled: remaining(loaded),
        version: loaded.claim.version + 1,
        updatedAt: clock.now(),
      });
      await audit(tx, actor, 'payment-claim.recall', id);
      return toClaim(await one(tx, actor, id), actor.session, actor.lang);
    },

    async ignore(tx: Db, actor: Actor, id: number, reason: string, version: number | null): Promise<Claim> {
      const loaded = await one(tx, actor, id, true);
      seen(loaded, version, actor);
      refuse(toClaim(loaded, actor.session, actor.lang).isIgnore);
      await repo.updateClaim(tx, id, {
        ignored: remaining(loaded),
        ignoreReason: reason,
        version: loaded.claim.version + 1,
        updatedAt: clock.now(),
      });
      await audit(tx, actor, 'payment-claim.ignore', id);
      return toClaim(await one(tx, actor, id), actor.session, actor.lang);
    },

    async pay(
      tx: Db,
      actor: Actor,
      body: { id: number; account: string; mfo: string; sum: string },
    ): Promise<ClaimPaymentResult> {
      const loaded = await one(tx, actor, body.id, true);
      refuse(toClaim(loaded, actor.session, actor.lang).isPay);
      const org = orgOf(actor.session);
      const problems: FieldProblem[] = [];
      const sum = zAmount({ currency: UZS_CURRENCY }).safeParse(body.sum);
      if (!sum.success) problems.push(...ruleProblems(sum.error.issues, 'sum'));
      const left = remaining(loaded);
      if (sum.success) {
        const minor = toMinor(sum.data);
        if (minor > left) problems.push(problem('sum', 'claim.sum.tooBig'));
        else if (!loaded.claim.partial && minor !== left) problems.push(problem('sum', 'claim.sum.full'));
      }
      const payer = await soumPayments.ownAccount(tx, org, body.account, body.mfo);
      if (payer === null || payer.kind !== 'current') problems.push(problem('account', 'uzs.account.notOwn'));
      else if (payer.state === 'closed') problems.push(problem('account', 'uzs.account.closed'));
      if (problems.length > 0 || payer === null || !sum.success) throw ApiError.rejected(problems);
      const c = loaded.claim;
      const description = t(actor.lang, 'claim.payment.description', {
        number: c.number,
        date: c.date.split('-').reverse().join('.'),
        description: c.description,
      }).slice(0, 420);
      const paymentId = await soumPayments.createForClaim(tx, actor, {
        organizationId: org,
        accountId: payer.id,
        account: payer.number,
        mfo: payer.mfo,
        rAccount: c.account,
        rMfo: c.mfo,
        rInn: loaded.creditorInn,
        rName: loaded.creditorName,
        sum: toMinor(sum.data),
        code: c.code,
        description,
        claimId: c.id,
      });
      await audit(tx, actor, 'payment-claim.pay', c.id, { paymentId });
      return { claim: toClaim(await one(tx, actor, c.id), actor.session, actor.lang), payment_id: paymentId };
    },
  };
}
