/**
 * Preparing soum payments: save (create, or edit in Created), delete, copy, the transfer between own
 * accounts, and the payment of a payment claim. Fields pass the shared rules (contracts
 * uzsPaymentRules) and then the references only the database knows (422 with one entry per field).
 * Each change runs in the router's transaction and writes a payment_logs row per payment and an
 * audit row per call (payment-context.ts).
 */
import { randomUUID } from 'node:crypto';
import {
  UZS_CURRENCY,
  UZS_STATUS,
  UZS_TYPE,
  uzsTypeUses,
  type UzsActionResult,
  type UzsPaymentRow,
  type UzsPaymentSaveBody,
  type UzsReferenceUsed,
} from '../../../../contracts/api/uzs-payment.ts';
import { uzsPaymentRules, type UzsPaymentValues } from '../../../../contracts/api/uzs-payment-rules.ts';
import { toMinor } from '../../../../contracts/money.ts';
import { CARD_TOKEN_PATTERN, zAmount } from '../../../../contracts/validation/zod.ts';
import { cardToken, protectCard } from '../../core/card-token.ts';
import type { Db } from '../../db/client.ts';
import type { MessageKey } from '../../i18n.ts';
import { loanOfOrganization } from '../../core/loan-repayment-repository.ts';
import { enforcePaymentLimit } from '../../core/payment-limits.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import {
  newUpid,
  problem,
  ruleProblems,
  toRow,
  type Actor,
  type Caller,
  type PaymentContext,
} from './payment-context.ts';
import * as repo from './repository.ts';
import { isPreparer } from './state-machine.ts';

/** Transfers between own accounts use this purpose code (seeded for type 5). */
export const OWN_TRANSFER_CODE = '00650';

export const REFERENCE_USED_MESSAGE = 'uzs.referenceUsed' satisfies MessageKey;

/**
 * 422 uzs.referenceUsed: this client reference already saved a payment with other fields. Not 409,
 * which tells the outbox to try again later: this answer never changes by waiting.
 */
function referenceUsed(payment: repo.PaymentRecord['payment']): ApiError {
  const data: UzsReferenceUsed = { id: payment.id, version: payment.version };
  return new ApiError({ http: 422, status: 'error', message: REFERENCE_USED_MESSAGE, data });
}

/** Whether every saved column of the new fields equals the stored payment's. */
function sameColumns<T extends object>(stored: T, columns: Partial<T>): boolean {
  return Object.entries(columns).every(([key, value]) => stored[key as keyof T] === value);
}

/** The shared rules (contracts uzsPaymentRules) over a body; 422 with their problems. */
export function parseRules(body: unknown): UzsPaymentValues {
  const result = uzsPaymentRules.safeParse(body);
  if (!result.success) throw ApiError.rejected(ruleProblems(result.error.issues));
  return result.data;
}

type AccountRow = NonNullable<Awaited<ReturnType<typeof repo.orgAccount>>>;

/**
 * What the reference checks look up: one payment's save asks the database each time
 * (`databaseLookups`); an import asks once per batch (import-service.ts). Both run the same checks
 * (`referenceProblems`), so an imported row is judged exactly as the form's save.
 */
export interface ReferenceLookups {
  account(number: string, mfo: string): Promise<AccountRow | null>;
  bankKnown(mfo: string): Promise<boolean>;
  codeTypes(code: string): Promise<readonly number[] | null>;
  budgetInn(account: string): Promise<string | null>;
  /** Tokens of the organisation's corporate cards on this card account (never their numbers). */
  cardTokens(account: string, mfo: string): Promise<readonly string[]>;
}

export function databaseLookups(tx: Db, organizationId: number): ReferenceLookups {
  return {
    account: (number, mfo) => repo.orgAccount(tx, organizationId, number, mfo),
    bankKnown: async (mfo) => (await repo.bank(tx, mfo)) !== null,
    codeTypes: async (code) => (await repo.code(tx, code))?.types ?? null,
    budgetInn: async (account) => (await repo.budgetRecipient(tx, account))?.inn ?? null,
    cardTokens: async (account, mfo) =>
      (await repo.orgCards(tx, organizationId, account, mfo)).map((c) => c.card.panToken),
  };
}

/** Problems of references the rules cannot see: own open account, bank, code, budget recipient, card. */
export async function referenceProblems(
  lookups: ReferenceLookups,
  v: UzsPaymentValues,
): Promise<{ problems: FieldProblem[]; account: AccountRow | null }> {
  const problems: FieldProblem[] = [];
  const account = await lookups.account(v.account, v.mfo);
  if (account === null || account.kind !== 'current') problems.push(problem('account', 'uzs.account.notOwn'));
  else if (account.state === 'closed') problems.push(problem('account', 'uzs.account.closed'));
  if (!(await lookups.bankKnown(v.r_mfo))) problems.push(problem('r_mfo', 'uzs.mfo.unknown'));
  const types = await lookups.codeTypes(v.code);
  if (types === null || !types.includes(v.type)) problems.push(problem('code', 'uzs.code.unknown'));
  if (v.account === v.r_account && v.mfo === v.r_mfo) problems.push(problem('r_account', 'uzs.account.same'));
  if (v.type === UZS_TYPE.budget && v.r_account_27 !== null) {
    const inn = await lookups.budgetInn(v.r_account_27);
    if (inn === null || inn !== v.r_inn_27) {
      problems.push(problem('r_account_27', 'uzs.budget.unknown'));
    }
  }
  if (v.type === UZS_TYPE.corpCard && v.corp_card !== null) {
    const tokens = await lookups.cardTokens(v.r_account, v.r_mfo);
    if (!tokens.includes(tokenOfCard(v.corp_card))) problems.push(problem('corp_card', 'uzs.card.unknown'));
  }
  if (account === null && problems.length === 0) problems.push(problem('account', 'uzs.account.notOwn'));
  return { problems, account };
}

/** 422 problems of references the rules cannot see: own open account, bank, code, budget recipient, card. */
export async function checkReferences(tx: Db, organizationId: number, v: UzsPaymentValues) {
  const { problems, account } = await referenceProblems(databaseLookups(tx, organizationId), v);
  if (problems.length > 0 || account === null) throw ApiError.rejected(problems);
  return account;
}

/** The admin's limits (/constraints) on the amount, by the organisation's legal form and the type. */
function enforceLimit(tx: Db, organizationId: number, v: UzsPaymentValues): Promise<void> {
  return enforcePaymentLimit(tx, {
    organizationId,
    document: 'uzs-payment',
    paymentType: v.type,
    amount: toMinor(v.sum),
  });
}

/**
 * The token of a card as the form sent it: a typed 16-digit number is turned into its token at once
 * (issue 23: never stored, logged or answered); a token the server answered is kept.
 */
export function tokenOfCard(value: string): string {
  return CARD_TOKEN_PATTERN.test(value) ? value : cardToken(value);
}

/** A typed number's token and mask without the database; a token's mask is not known here. */
function cardFromValues(v: UzsPaymentValues): { token: string; mask: string | null } | null {
  if (!uzsTypeUses(v.type, 'corp_card') || v.corp_card === null) return null;
  if (CARD_TOKEN_PATTERN.test(v.corp_card)) return { token: v.corp_card, mask: null };
  return protectCard(v.corp_card);
}

/** The card of the values with its mask from the organisation's cards (null: not type 4). */
export async function cardOfValues(
  tx: Db,
  organizationId: number,
  v: UzsPaymentValues,
): Promise<{ token: string; mask: string | null } | null> {
  const card = cardFromValues(v);
  if (card === null || card.mask !== null) return card;
  const found = (await repo.orgCards(tx, organizationId, v.r_account, v.r_mfo)).find(
    (c) => c.card.panToken === card.token,
  );
  return { token: card.token, mask: found?.card.panMask ?? null };
}

export function paymentColumns(
  v: UzsPaymentValues,
  card: { token: string; mask: string | null } | null = cardFromValues(v),
) {
  // A type-only field the payment's type does not use is saved blank (contracts UZS_TYPE_FIELDS).
  const keep = <K extends 'r_account_25' | 'r_account_27' | 'r_inn_27'>(key: K) =>
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
    corpCard: card?.mask ?? null,
    corpCardToken: card?.token ?? null,
    rPinfl: v.r_pinfl,
    sum: toMinor(v.sum),
    code: v.code,
    description: v.description,
    secondSignature: v.second_signature,
  };
}

/** The fields of a claim's payment the claim decides; the rest are a new payment's. */
export type ClaimPaymentFields = Pick<
  repo.PaymentInsert,
  | 'organizationId'
  | 'accountId'
  | 'account'
  | 'mfo'
  | 'rAccount'
  | 'rMfo'
  | 'rInn'
  | 'rName'
  | 'sum'
  | 'code'
  | 'description'
> & { claimId: number };

/** The fields of a payment another module's document prepares (createForDocument). */
export type DocumentPaymentFields = Omit<ClaimPaymentFields, 'claimId'> & { claimId?: number };

export function createEditingService(context: PaymentContext) {
  const { clock, callerOf, ownOrganization, audit, log, lockForAction, rowsOf, operatingDate } = context;

  /**
   * A payment another module's document prepares (a claim, an insurance premium): created for
   * the caller in status Created, then signed and sent like any soum payment. `origin` goes into
   * the payment's log.
   */
  async function createForDocument(
    tx: Db,
    actor: Pick<Actor, 'session'>,
    fields: DocumentPaymentFields,
    origin: string,
  ): Promise<number> {
    const now = clock.now();
    const id = await repo.insertPayment(tx, {
      ...fields,
      clientReference: randomUUID(),
      number: await repo.nextNumber(tx, fields.organizationId),
      date: await operatingDate(tx, now),
      type: UZS_TYPE.ordinary,
      upid: newUpid(),
      createdBy: actor.session.userId,
      createdAt: now,
      updatedAt: now,
    });
    await repo.addLog(tx, {
      paymentId: id,
      userId: actor.session.userId,
      action: 'create',
      statusId: UZS_STATUS.created,
      version: 1,
      comment: origin,
      at: now,
    });
    return id;
  }

  async function insertCopy(
    tx: Db,
    caller: Caller,
    source: repo.PaymentRecord['payment'],
    overrides: Partial<repo.PaymentInsert>,
  ): Promise<number> {
    const now = clock.now();
    const device = { icon: caller.icon, os: null };
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
      // A copy is a payment of its own, not another payment of the claim nor a loan's repayment.
      claimId: null,
      loanId: null,
      ...overrides,
    };
    return repo.insertPayment(tx, values);
  }

  return {
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
          const card = await cardOfValues(tx, org, values);
          if (sameColumns(existing.payment, paymentColumns(values, card))) return toRow(existing, caller);
          throw referenceUsed(existing.payment);
        }
        const account = await checkReferences(tx, org, values);
        await enforceLimit(tx, org, values);
        const loanId = body.loan_id ?? null;
        // Another organisation's loan (or a closed one) is not found, like any other's id.
        if (loanId !== null && !(await loanOfOrganization(tx, org, loanId))) throw ApiError.notFound();
        const id = await repo.insertPayment(tx, {
          ...paymentColumns(values, await cardOfValues(tx, org, values)),
          loanId,
          organizationId: org,
          clientReference: body.client_reference,
          accountId: account.id,
          upid: newUpid(),
          icon: caller.icon,
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
      await enforceLimit(tx, record.payment.organizationId, values);
      const version = record.payment.version + 1;
      await repo.updatePayment(tx, body.id, {
        ...paymentColumns(values, await cardOfValues(tx, record.payment.organizationId, values)),
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
        icon: caller.icon,
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

    /**
     * The payment of a payment claim (modules/payment-claims checks the claim and the payer's
     * account first, and audits the claim): an ordinary payment in Created, numbered and dated like
     * any other, linked by claim_id, with its create log line. Its id.
     */
    async createForClaim(tx: Db, actor: Pick<Actor, 'session'>, fields: ClaimPaymentFields): Promise<number> {
      const { claimId, ...rest } = fields;
      return createForDocument(tx, actor, { ...rest, claimId }, `claim #${claimId}`);
    },

    createForDocument,
  };
}
