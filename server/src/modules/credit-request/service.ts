/**
 * Credit requests and loan issuance (contracts/api/credit-request.ts): rules (422, nothing stored),
 * org scope (another organisation's id is 404; the credit officer sees every request once sent),
 * If-Match on actions, the EDS signature bound to the request's digest, the timeline and the audit
 * row of every change. Approval issues the loan in the same transaction: disbursement legs and the
 * repayment schedule (contracts/loan-schedule.ts).
 */
import {
  CREDIT_REQUEST_HEADER,
  CREDIT_SIGNED_FIELDS,
  CREDIT_STATUSES,
  creditRuleProblems,
  type CreditApproveBody,
  type CreditRequest,
  type CreditRequestBody,
  type CreditRequestView,
  type CreditSignBody,
  type CreditSignedField,
  type CreditStatus,
  type Loan,
  type LoanPaymentPrefill,
  type LoanView,
  type ScheduleKind,
} from '../../../../contracts/api/credit-request.ts';
import type { Language } from '../../../../contracts/envelope.ts';
import { loanSchedule, scheduleTotals } from '../../../../contracts/loan-schedule.ts';
import { fromMinor, toMinor } from '../../../../contracts/money.ts';
import { ACTING_CLIENT_ROLES, isClientRole, roleAllowed } from '../../../../contracts/roles.ts';
import {
  documentDigest,
  parseBatchMessageFor,
  type SignedContentOf,
} from '../../../../contracts/signing/signed-document.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import { usableSigningKey, verifyEdsSignature } from '../../core/eds-signature-repository.ts';
import type { Db } from '../../db/client.ts';
import { t, type MessageKey } from '../../i18n.ts';
import { auditActor, type AuditAction } from '../../plugins/audit.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import { assertRowVersion } from '../../plugins/row-version.ts';
import { scopeOf, type Scope } from '../../plugins/scope-repository.ts';
import { tashkentDate as bankDay } from '../../time-format.ts';
import * as repo from './repository.ts';
import { canCredit, creditFlags, NEXT, type CreditAction } from './state-machine.ts';

type Page = { page: number; pageSize: number };

function rate(bp: number): string {
  return fromMinor(BigInt(bp));
}

function optionalMinor(v: bigint | null): string | null {
  return v === null ? null : fromMinor(v);
}

export function signedContent(r: repo.RequestRecord): SignedContentOf<CreditSignedField> {
  const q = r.request;
  return {
    id: q.id,
    version: q.version,
    number: q.number,
    organization_id: q.organizationId,
    account: r.account,
    purpose_type: q.purposeType,
    purpose: q.purpose,
    amount: fromMinor(q.amount),
    currency: q.currency,
    asset_price: optionalMinor(q.assetPrice),
    own_funds: optionalMinor(q.ownFunds),
    vehicle_brand: q.vehicleBrand,
    vehicle_year: q.vehicleYear,
    term_months: q.termMonths,
    grace_months: q.graceMonths,
    rate: rate(q.rateBp),
    collateral_type: q.collateralType,
    collateral_description: q.collateralDescription,
    collateral_value: fromMinor(q.collateralValue),
    turnover_12m: fromMinor(q.turnover12m),
    branch_mfo: q.branchMfo,
    phone: q.phone,
  };
}

function toRequest(r: repo.RequestRecord, role: string, lang: Language): CreditRequest {
  const q = r.request;
  const status = q.status as CreditStatus;
  return {
    id: q.id,
    version: q.version,
    number: q.number,
    organization_id: q.organizationId,
    organization_name: r.orgName,
    status,
    statusName: t(lang, `credit.status.${status}` as MessageKey),
    account: r.account,
    purpose_type: q.purposeType as CreditRequest['purpose_type'],
    purpose: q.purpose,
    amount: fromMinor(q.amount),
    currency: q.currency,
    asset_price: optionalMinor(q.assetPrice),
    own_funds: optionalMinor(q.ownFunds),
    vehicle_brand: q.vehicleBrand,
    vehicle_year: q.vehicleYear,
    term_months: q.termMonths,
    grace_months: q.graceMonths,
    rate: rate(q.rateBp),
    collateral_type: q.collateralType as CreditRequest['collateral_type'],
    collateral_description: q.collateralDescription,
    collateral_value: fromMinor(q.collateralValue),
    turnover_12m: fromMinor(q.turnover12m),
    branch_mfo: q.branchMfo,
    phone: q.phone,
    created_at: q.createdAt.toISOString(),
    updated_at: q.updatedAt.toISOString(),
    signed_by: r.signerName,
    signed_at: q.signedAt?.toISOString() ?? null,
    sent_at: q.sentAt?.toISOString() ?? null,
    bank_comment: q.bankComment,
    approved_amount: optionalMinor(q.approvedAmount),
    approved_rate: q.approvedRateBp === null ? null : rate(q.approvedRateBp),
    approved_term_months: q.approvedTermMonths,
    approved_grace_months: q.approvedGraceMonths,
    schedule_kind: q.scheduleKind as ScheduleKind | null,
    loan_id: r.loanId,
    flags: creditFlags(status, role),
  };
}

function toLoan(r: repo.LoanRecord, role: string): Loan {
  const l = r.loan;
  return {
    id: l.id,
    number: l.number,
    organization_id: l.organizationId,
    organization_name: r.orgName,
    product: l.product,
    currency: l.currency,
    amount: fromMinor(l.amount),
    rate: rate(l.rateBp),
    term_months: l.termMonths,
    grace_months: l.graceMonths,
    schedule_kind: l.scheduleKind as ScheduleKind,
    issue_date: l.issueDate,
    account: r.account,
    status: l.status === 'closed' ? 'closed' : 'active',
    request_id: l.requestId,
    principal_left: fromMinor(r.principalLeft),
    next_date: r.nextDate,
    next_amount: optionalMinor(r.nextAmount),
    isPay:
      l.status === 'active' &&
      r.nextAmount !== null &&
      roleAllowed(role, ['accountant', 'head', 'super_head', 'accountant_simple']),
  };
}

const problem = (attribute: string, key: MessageKey): FieldProblem => ({ attribute, key });

function notAllowed(): ApiError {
  return ApiError.forbidden(undefined, 'credit.notAllowed');
}

/** Client roles: their organisations; bank staff (credit officer, loan-issuance staff): every organisation. */
async function scopeFor(db: Db, actor: Actor): Promise<Scope> {
  if (!isClientRole(actor.session.role)) return null;
  return scopeOf(db, actor.session);
}

async function readScope(actor: Actor): Promise<Scope> {
  if (!isClientRole(actor.session.role)) return null;
  return actor.readScope();
}

function paged<T>(list: T[], total: number, page: Page) {
  return {
    list,
    _meta: {
      currentPage: page.page,
      pageCount: Math.max(1, Math.ceil(total / page.pageSize)),
      totalCount: total,
    },
  };
}

export function createCreditRequestService(db: Db, clock: Clock) {
  async function audit(tx: Db, actor: Actor, action: AuditAction, detail: Record<string, unknown>) {
    await auditActor(tx, clock.now(), actor, action, detail);
  }

  async function event(
    tx: Db,
    actor: Actor,
    request: { id: number; version: number },
    action: string,
    status: CreditStatus,
    comment: string | null = null,
  ) {
    await repo.addEvent(tx, {
      requestId: request.id,
      at: clock.now(),
      userId: actor.session.userId,
      action,
      status,
      version: request.version,
      comment,
    });
  }

  async function rowOf(tx: Db, actor: Actor, scope: Scope, id: number): Promise<CreditRequest> {
    const r = await repo.findRequest(tx, scope, id);
    if (r === null) throw ApiError.notFound();
    return toRequest(r, actor.session.role, actor.lang);
  }

  /** The request locked for an action on the version the caller saw: 404, 428/412, 403. */
  async function lockFor(tx: Db, actor: Actor, id: number, action: CreditAction, seen: number | null) {
    const scope = await scopeFor(tx, actor);
    const r = await repo.findRequest(tx, scope, id, true);
    if (r === null) throw ApiError.notFound();
    assertRowVersion(seen, r.request.version);
    if (!canCredit(action, r.request.status as CreditStatus, actor.session.role)) throw notAllowed();
    return { scope, r };
  }

  /** Rules of the body (422 with every problem, nothing stored). */
  async function checkBody(tx: Db, organizationId: number, body: CreditRequestBody) {
    const year = Number(bankDay(clock.now()).slice(0, 4));
    const problems: FieldProblem[] = creditRuleProblems(body, year).map((p) =>
      problem(p.field, `credit.rule.${p.key}` as MessageKey),
    );
    const account = await repo.orgAccount(tx, organizationId, body.account);
    if (account === null) problems.push(problem('account', 'credit.account'));
    if (!(await repo.bankExists(tx, body.branch_mfo))) problems.push(problem('branch_mfo', 'field.invalid'));
    if (problems.length > 0) throw ApiError.rejected(problems);
    return account as { id: number; mfo: string };
  }

  async function transition(
    tx: Db,
    actor: Actor,
    id: number,
    seen: number | null,
    action: Exclude<CreditAction, 'edit' | 'sign' | 'approve'>,
    values: Record<string, unknown>,
    comment: string | null,
  ): Promise<CreditRequest> {
    const { scope, r } = await lockFor(tx, actor, id, action, seen);
    const status = NEXT[action];
    await repo.updateRequest(tx, id, { ...values, status, updatedAt: clock.now() });
    await event(tx, actor, r.request, action, status, comment);
    await audit(tx, actor, `credit-request.${action}` as AuditAction, { id, comment });
    return rowOf(tx, actor, scope, id);
  }

  return {
    statusList(lang: Language) {
      return CREDIT_STATUSES.map((id) => ({ id, name: t(lang, `credit.status.${id}` as MessageKey) }));
    },

    async list(actor: Actor, status: CreditStatus | undefined, page: Page) {
      const { rows, total } = await repo.listRequests(db, await readScope(actor), status, page);
      return paged(
        rows.map((r) => toRequest(r, actor.session.role, actor.lang)),
        total,
        page,
      );
    },

    async view(actor: Actor, id: number): Promise<CreditRequestView> {
      const r = await repo.findRequest(db, await readScope(actor), id);
      if (r === null) throw ApiError.notFound();
      const events = await repo.eventsOf(db, id);
      return {
        ...toRequest(r, actor.session.role, actor.lang),
        events: events.map((e) => ({
          at: e.event.at.toISOString(),
          action: e.event.action,
          actionName: t(actor.lang, `credit.action.${e.event.action}` as MessageKey),
          status: e.event.status as CreditStatus,
          user: e.user,
          comment: e.event.comment,
        })),
      };
    },

    async save(tx: Db, actor: Actor, body: CreditRequestBody, seen: number | null): Promise<CreditRequest> {
      const now = clock.now();
      const content = {
        purposeType: body.purpose_type,
        purpose: body.purpose,
        amount: toMinor(body.amount),
        assetPrice:
          body.purpose_type === 'working_capital' || body.asset_price === null
            ? null
            : toMinor(body.asset_price),
        ownFunds:
          body.purpose_type === 'working_capital' || body.own_funds === null ? null : toMinor(body.own_funds),
        vehicleBrand: body.purpose_type === 'vehicle' ? body.vehicle_brand : null,
        vehicleYear: body.purpose_type === 'vehicle' ? body.vehicle_year : null,
        termMonths: body.term_months,
        graceMonths: body.grace_months,
        rateBp: Number(toMinor(body.rate)),
        collateralType: body.collateral_type,
        collateralDescription: body.collateral_description,
        collateralValue: toMinor(body.collateral_value),
        turnover12m: toMinor(body.turnover_12m),
        branchMfo: body.branch_mfo,
        phone: body.phone,
      };
      if (body.id === undefined) {
        if (!roleAllowed(actor.session.role, ACTING_CLIENT_ROLES)) throw notAllowed();
        const organizationId = actor.session.organizationId;
        if (organizationId === null) throw ApiError.forbidden();
        const account = await checkBody(tx, organizationId, body);
        const id = await repo.insertRequest(tx, {
          ...content,
          organizationId,
          accountId: account.id,
          createdBy: actor.session.userId,
          createdAt: now,
          updatedAt: now,
        });
        await event(tx, actor, { id, version: 1 }, 'create', 'draft');
        await audit(tx, actor, 'credit-request.create', { id });
        return rowOf(tx, actor, await scopeFor(tx, actor), id);
      }
      const { scope, r } = await lockFor(tx, actor, body.id, 'edit', seen);
      const account = await checkBody(tx, r.request.organizationId, body);
      const version = r.request.version + 1;
      await repo.updateRequest(tx, body.id, {
        ...content,
        accountId: account.id,
        version,
        status: 'draft',
        editedBy: actor.session.userId,
        updatedAt: now,
        signedBy: null,
        signedAt: null,
        signedVersion: null,
        signDigest: null,
        signCipher: null,
        signMessage: null,
        signKeySerial: null,
      });
      await event(tx, actor, { id: body.id, version }, 'edit', 'draft');
      await audit(tx, actor, 'credit-request.edit', { id: body.id, version });
      return rowOf(tx, actor, scope, body.id);
    },

    async sign(tx: Db, actor: Actor, body: CreditSignBody): Promise<CreditRequest> {
      const scope = await scopeFor(tx, actor);
      const r = await repo.findRequest(tx, scope, body.id, true);
      if (r === null) throw ApiError.notFound();
      const entries = parseBatchMessageFor(CREDIT_REQUEST_HEADER, body.key_data.data);
      const entry = entries?.length === 1 ? entries[0] : undefined;
      if (entry === undefined || entry.id !== body.id)
        throw ApiError.rejected([problem('key_data.data', 'credit.signature.message')]);
      const digest = await documentDigest(CREDIT_SIGNED_FIELDS, signedContent(r));
      if (entry.version !== r.request.version || entry.digest !== digest)
        throw new ApiError({ http: 412, status: 'error', message: 'version.changed' });
      if (!canCredit('sign', r.request.status as CreditStatus, actor.session.role)) throw notAllowed();
      const now = clock.now();
      const key = await usableSigningKey(tx, actor.session.userId, now);
      if (key === null) throw ApiError.rejected([problem('sign_cipher', 'credit.signature.noKey')]);
      if (!verifyEdsSignature(body.key_data.data, body.sign_cipher, key.publicKey))
        throw ApiError.rejected([problem('sign_cipher', 'credit.signature.invalid')]);
      await repo.updateRequest(tx, body.id, {
        status: 'signed',
        signedBy: actor.session.userId,
        signedAt: now,
        signedVersion: r.request.version,
        signDigest: digest,
        signCipher: body.sign_cipher,
        signMessage: body.key_data.data,
        signKeySerial: key.serialNumber,
        updatedAt: now,
      });
      await event(tx, actor, r.request, 'sign', 'signed');
      await audit(tx, actor, 'credit-request.sign', { id: body.id, keySerial: key.serialNumber, digest });
      return rowOf(tx, actor, scope, body.id);
    },

    send(tx: Db, actor: Actor, id: number, seen: number | null) {
      return transition(tx, actor, id, seen, 'send', { sentAt: clock.now() }, null);
    },
    review(tx: Db, actor: Actor, id: number, seen: number | null) {
      return transition(tx, actor, id, seen, 'review', { decidedBy: actor.session.userId }, null);
    },
    requestDocuments(tx: Db, actor: Actor, id: number, comment: string, seen: number | null) {
      return transition(
        tx,
        actor,
        id,
        seen,
        'documents',
        { bankComment: comment, decidedBy: actor.session.userId },
        comment,
      );
    },
    refuse(tx: Db, actor: Actor, id: number, reason: string, seen: number | null) {
      return transition(
        tx,
        actor,
        id,
        seen,
        'refuse',
        { bankComment: reason, decidedBy: actor.session.userId, decidedAt: clock.now() },
        reason,
      );
    },

    /** Approve with terms: the loan is issued — paid out to the client's account, its schedule fixed. */
    async approve(
      tx: Db,
      actor: Actor,
      body: CreditApproveBody,
      seen: number | null,
    ): Promise<CreditRequest> {
      const { scope, r } = await lockFor(tx, actor, body.id, 'approve', seen);
      const amount = toMinor(body.amount);
      const rateBp = Number(toMinor(body.rate));
      const problems: FieldProblem[] = [];
      if (amount <= 0n) problems.push(problem('amount', 'credit.rule.amountPositive'));
      if (body.term_months < 1) problems.push(problem('term_months', 'credit.rule.term'));
      if (body.grace_months >= body.term_months) problems.push(problem('grace_months', 'credit.rule.grace'));
      if (rateBp > 10_000) problems.push(problem('rate', 'field.invalid'));
      const funding = await repo.bankLoanAccount(tx, repo.LOAN_FUNDING_GL);
      if (funding === null) problems.push(problem('id', 'credit.noFunding'));
      else if (funding.balance < amount) problems.push(problem('amount', 'field.invalid'));
      if (problems.length > 0 || funding === null) throw ApiError.rejected(problems);
      const now = clock.now();
      const issueDate = bankDay(now);
      const q = r.request;
      const product = t('uz', `loan.product.${q.purposeType}` as MessageKey);
      const transactionId = await repo.disburse(tx, {
        fundingAccountId: funding.id,
        clientAccountId: q.accountId,
        amount,
        at: now,
        docNumber: q.number,
        purpose: `${product}: ${q.number}`,
        funding: { number: funding.number, mfo: funding.mfo, name: funding.name },
      });
      const schedule = loanSchedule({
        amount,
        rateBp,
        termMonths: body.term_months,
        graceMonths: body.grace_months,
        kind: body.schedule_kind,
        startDate: issueDate,
      });
      await repo.insertLoan(
        tx,
        {
          organizationId: q.organizationId,
          requestId: q.id,
          product,
          currency: q.currency,
          amount,
          rateBp,
          termMonths: body.term_months,
          graceMonths: body.grace_months,
          scheduleKind: body.schedule_kind,
          issueDate,
          accountId: q.accountId,
          fundingAccountId: funding.id,
          transactionId,
          createdAt: now,
        },
        schedule.map((s) => ({
          n: s.n,
          date: s.date,
          principal: s.principal,
          interest: s.interest,
          total: s.total,
          balance: s.balance,
        })),
      );
      await repo.updateRequest(tx, q.id, {
        status: 'approved',
        decidedBy: actor.session.userId,
        decidedAt: now,
        approvedAmount: amount,
        approvedRateBp: rateBp,
        approvedTermMonths: body.term_months,
        approvedGraceMonths: body.grace_months,
        scheduleKind: body.schedule_kind,
        updatedAt: now,
      });
      await event(
        tx,
        actor,
        q,
        'approve',
        'approved',
        `${fromMinor(amount)} UZS, ${rate(rateBp)}%, ${body.term_months}`,
      );
      await audit(tx, actor, 'credit-request.approve', {
        id: q.id,
        amount: fromMinor(amount),
        rateBp,
        transactionId,
      });
      return rowOf(tx, actor, scope, q.id);
    },

    /** A refusal (403/404/412/422) in the audit log, after the rolled-back change. */
    async auditRefusal(actor: Actor, action: string, id: number | undefined, error: unknown) {
      if (!(error instanceof ApiError) || error.http < 400 || error.http >= 500) return;
      await audit(db, actor, 'credit-request.refused', {
        action,
        id,
        http: error.http,
        message: error.messageKey,
      });
    },

    async loans(actor: Actor, status: 'active' | 'closed' | undefined, page: Page) {
      const { rows, total } = await repo.listLoans(db, await readScope(actor), status, page);
      return paged(
        rows.map((r) => toLoan(r, actor.session.role)),
        total,
        page,
      );
    },

    async loan(actor: Actor, id: number): Promise<LoanView> {
      const r = await repo.findLoan(db, await readScope(actor), id);
      if (r === null) throw ApiError.notFound();
      const rows = await repo.scheduleOf(db, id);
      const totals = scheduleTotals(rows);
      return {
        ...toLoan(r, actor.session.role),
        schedule: rows.map((s) => ({
          n: s.n,
          date: s.date,
          pr_amount: fromMinor(s.principal),
          in_amount: fromMinor(s.interest),
          total_amount: fromMinor(s.total),
          balance: fromMinor(s.balance),
          paid: s.paid,
          paid_amount: fromMinor(s.paidPrincipal + s.paidInterest),
          state: s.paid
            ? ('paid' as const)
            : s.paidPrincipal + s.paidInterest > 0n
              ? ('partly_paid' as const)
              : ('unpaid' as const),
        })),
        totals: {
          pr_amount: fromMinor(totals.principal),
          in_amount: fromMinor(totals.interest),
          total_amount: fromMinor(totals.total),
        },
      };
    },

    /** The soum payment of the loan's next unpaid instalment, to the bank's loan repayment account. */
    async paymentPrefill(actor: Actor, loanId: number): Promise<LoanPaymentPrefill> {
      const r = await repo.findLoan(db, await readScope(actor), loanId);
      if (r === null) throw ApiError.notFound();
      const rows = await repo.scheduleOf(db, loanId);
      const next = rows.find((s) => !s.paid);
      if (next === undefined || r.loan.status !== 'active')
        throw ApiError.rejected([problem('loan_id', 'loan.nothingDue')]);
      const repayment = await repo.bankLoanAccount(db, repo.LOAN_REPAYMENT_GL);
      if (repayment === null) throw ApiError.rejected([problem('loan_id', 'credit.noFunding')]);
      const [y, m, d] = next.date.split('-');
      return {
        loan_id: loanId,
        instalment: next.n,
        account: r.account,
        mfo: r.accountMfo,
        r_account: repayment.number,
        r_mfo: repayment.mfo,
        r_inn: repo.BANK_INN,
        r_name: await repo.bankName(db, repayment.mfo),
        // A partly paid instalment asks for what is left of it.
        sum: fromMinor(next.total - next.paidPrincipal - next.paidInterest),
        code: '00201',
        description: t(actor.lang, 'loan.paymentPurpose', {
          number: r.loan.number,
          n: next.n,
          date: `${d}.${m}.${y}`,
        }),
      };
    },
  };
}

export type CreditRequestService = ReturnType<typeof createCreditRequestService>;
