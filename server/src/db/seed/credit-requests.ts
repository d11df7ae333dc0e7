/**
 * Seed step demo-credit-requests-v1: the bank's loan accounts (funding 12401, repayment 16307 at the
 * head office), credit requests of the demo organisations in every status (the first organisation
 * has more than a page) and the loans issued from the approved ones plus earlier loans, each with
 * its repayment schedule (instalments before today paid) and its disbursement as balanced ledger
 * legs. Dates are relative to the seed day. Rows go in a few bulk statements (seeding runs on every
 * fresh start and in every test run).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import {
  CREDIT_REQUEST_HEADER,
  CREDIT_SIGNED_FIELDS,
  CREDIT_STATUSES,
  type CreditStatus,
} from '../../../../contracts/api/credit-request.ts';
import { loanSchedule, type ScheduleKind } from '../../../../contracts/loan-schedule.ts';
import { fromMinor } from '../../../../contracts/money.ts';
import { documentDigest } from '../../../../contracts/signing/signed-document.ts';
import type { Clock } from '../../clock.ts';
import {
  BANK_INN,
  HEAD_OFFICE_MFO,
  LOAN_FUNDING_GL,
  LOAN_REPAYMENT_GL,
} from '../../modules/credit-request/repository.ts';
import { tashkentDate } from '../../time-format.ts';
import type { Db } from '../client.ts';
import { ledgerDetails } from '../schema/accounts-history.ts';
import { creditRequestEvents, creditRequests, loanScheduleRows, loans } from '../schema/credit-requests.ts';
import { accounts, ledgerEntries } from '../schema/payments.ts';
import { userOrganizations, users } from '../schema/users.ts';
import { demoOrganizations, firstSoumAccount } from './demo-lookups.ts';
import { claimSeedStep, seedStepDone } from './seed-step.ts';

export const CREDIT_REQUESTS_STEP = 'demo-credit-requests-v1';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 3_600_000;

const PURPOSES = [
  {
    type: 'vehicle',
    purpose: 'Yuk tashish uchun Isuzu NPR avtomobilini sotib olish',
    brand: 'Isuzu NPR 75',
    collateral: 'vehicle',
    description: 'Sotib olinadigan avtomobil garovi',
  },
  {
    type: 'working_capital',
    purpose: 'Paxta xomashyosini xarid qilish uchun aylanma mablagʻ',
    brand: null,
    collateral: 'real_estate',
    description: 'Toshkent sh., Chilonzor t., 9-mavze, 14-uy (ombor binosi)',
  },
  {
    type: 'asset',
    purpose: 'Toʻquv uskunalari liniyasini sotib olish',
    brand: null,
    collateral: 'equipment',
    description: 'Sotib olinadigan uskunalar garovi',
  },
  {
    type: 'vehicle',
    purpose: 'Chevrolet Labo yengil yuk avtomobillari',
    brand: 'Chevrolet Labo',
    collateral: 'vehicle',
    description: 'Avtomobillar garovi va rahbar kafilligi',
  },
  {
    type: 'working_capital',
    purpose: 'Mavsumiy qurilish materiallari zaxirasi',
    brand: null,
    collateral: 'guarantee',
    description: '“Samarqand Qurilish” MChJ kafilligi',
  },
] as const;

const COMMENTS: Partial<Record<CreditStatus, string>> = {
  documents: 'Soʻnggi 12 oylik aylanma boʻyicha bank maʼlumotnomasi va garov baholash hisobotini yuboring.',
  refused: 'Garov qiymati kredit summasining 125% idan kam.',
};

const ACTION_OF: Record<string, string> = {
  signed: 'sign',
  sent: 'send',
  review: 'review',
  documents: 'documents',
  approved: 'approve',
  refused: 'refuse',
};

function productOf(type: string): string {
  if (type === 'vehicle') return 'Avtokredit';
  if (type === 'asset') return 'Asosiy vositalarni sotib olish krediti';
  return 'Aylanma mablagʻlarni toʻldirish krediti';
}

/** The steps after creation a request in `status` went through. */
function stepsTo(status: CreditStatus): CreditStatus[] {
  if (status === 'draft') return [];
  const steps: CreditStatus[] = ['signed'];
  if (status !== 'signed') steps.push('sent');
  if (['review', 'documents', 'approved', 'refused'].includes(status)) steps.push('review');
  if (['documents', 'approved', 'refused'].includes(status)) steps.push(status);
  return steps;
}

interface LoanPlan {
  organizationId: number;
  requestTag: string | null;
  product: string;
  amount: bigint;
  rateBp: number;
  term: number;
  grace: number;
  kind: ScheduleKind;
  at: Date;
  accountId: number;
  docNumber: string;
}

export async function seedCreditRequests(db: Db, { clock }: { clock: Clock }): Promise<boolean> {
  if (await seedStepDone(db, CREDIT_REQUESTS_STEP)) return false;
  const now = clock.now();
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const today = tashkentDate(now);
  const year = Number(today.slice(0, 4));
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, CREDIT_REQUESTS_STEP))) return false;
    const bank = (gl: string) => `${gl}000000000000000${HEAD_OFFICE_MFO}`;
    const opening = 5_000_000_000_000_00n;
    const [funding] = await tx
      .insert(accounts)
      .values([
        {
          organizationId: null,
          number: bank(LOAN_FUNDING_GL),
          mfo: HEAD_OFFICE_MFO,
          name: 'CorpBank: berilgan kreditlar portfeli',
          kind: 'clearing',
          glCode: LOAN_FUNDING_GL,
          openingDate: tashkentDate(at(3650)),
          openingBalance: opening,
          balance: opening,
        },
        {
          organizationId: null,
          number: bank(LOAN_REPAYMENT_GL),
          mfo: HEAD_OFFICE_MFO,
          name: 'CorpBank: kreditlarni soʻndirish tranzit hisobvaragʻi',
          kind: 'clearing',
          glCode: LOAN_REPAYMENT_GL,
          openingDate: tashkentDate(at(3650)),
        },
      ])
      .returning();
    if (funding === undefined) return false;
    const [officer] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'credit_go'));
    const officerId = officer?.id ?? null;

    const requestRows: (typeof creditRequests.$inferInsert)[] = [];
    const eventsByTag = new Map<string, Omit<typeof creditRequestEvents.$inferInsert, 'requestId'>[]>();
    const accountNumberOf = new Map<number, string>();
    const plans: LoanPlan[] = [];

    const orgs = await demoOrganizations(tx);
    for (const [orgIndex, org] of orgs.entries()) {
      const account = await firstSoumAccount(tx, org.id);
      if (account === undefined) continue;
      accountNumberOf.set(account.id, account.number);
      const people = await tx
        .select({ id: users.id, role: users.role })
        .from(userOrganizations)
        .innerJoin(users, eq(users.id, userOrganizations.userId))
        .where(
          and(
            eq(userOrganizations.organizationId, org.id),
            inArray(users.role, ['accountant', 'head', 'client', 'super_head']),
          ),
        );
      const preparer = people.find((p) => p.role === 'accountant') ?? people[0];
      const signer = people.find((p) => p.role !== 'accountant') ?? preparer;
      if (preparer === undefined || signer === undefined) continue;
      const count = orgIndex === 0 ? 24 : 7;
      for (let i = 0; i < count; i++) {
        const tag = `tmp-seed-${org.id}-${i}`;
        const status: CreditStatus = CREDIT_STATUSES[i % CREDIT_STATUSES.length] ?? 'draft';
        const p = PURPOSES[(i + orgIndex) % PURPOSES.length] ?? PURPOSES[0];
        const amount = BigInt(150_000_000 + ((i * 37 + orgIndex * 11) % 40) * 25_000_000) * 100n;
        const asset = p.type === 'working_capital' ? null : (amount * 100n) / 80n;
        const term = [12, 24, 36, 48, 60][i % 5] ?? 36;
        const grace = i % 3;
        const rateBp = 2200 + (i % 4) * 50;
        const kind: ScheduleKind = i % 2 === 0 ? 'annuity' : 'equal';
        const created = at(90 - i * 3);
        const steps = stepsTo(status);
        const stepAt = (k: number) => new Date(created.getTime() + (k + 1) * HOUR_MS);
        const decided = new Date(created.getTime() + steps.length * HOUR_MS);
        requestRows.push({
          number: tag,
          organizationId: org.id,
          accountId: account.id,
          status,
          purposeType: p.type,
          purpose: p.purpose,
          amount,
          assetPrice: asset,
          ownFunds: asset === null ? null : asset - amount,
          vehicleBrand: p.brand,
          vehicleYear: p.type === 'vehicle' ? year - (i % 4) : null,
          termMonths: term,
          graceMonths: grace,
          rateBp,
          collateralType: p.collateral,
          collateralDescription: p.description,
          collateralValue: (amount * 13n) / 10n,
          turnover12m: amount * 4n,
          branchMfo: account.mfo,
          phone: `99890${String(1234567 + i).padStart(7, '0')}`,
          createdBy: preparer.id,
          createdAt: created,
          updatedAt: steps.length === 0 ? created : decided,
          ...(status === 'draft'
            ? {}
            : {
                signedBy: signer.id,
                signedAt: stepAt(0),
                signedVersion: 1,
                signCipher: 'demo-seed',
                signKeySerial: 'demo-seed',
                sentAt: steps.includes('sent') ? stepAt(1) : null,
                decidedBy: ['documents', 'approved', 'refused'].includes(status) ? officerId : null,
                decidedAt: ['approved', 'refused'].includes(status) ? decided : null,
                bankComment: COMMENTS[status] ?? null,
              }),
          ...(status === 'approved'
            ? {
                approvedAmount: amount,
                approvedRateBp: rateBp,
                approvedTermMonths: term,
                approvedGraceMonths: grace,
                scheduleKind: kind,
              }
            : {}),
        });
        eventsByTag.set(tag, [
          { at: created, userId: preparer.id, action: 'create', status: 'draft', version: 1 },
          ...steps.map((s, k) => ({
            at: stepAt(k),
            userId: s === 'signed' || s === 'sent' ? signer.id : officerId,
            action: ACTION_OF[s] ?? s,
            status: s,
            version: 1,
            comment: COMMENTS[s] ?? null,
          })),
        ]);
        if (status === 'approved')
          plans.push({
            organizationId: org.id,
            requestTag: tag,
            product: productOf(p.type),
            amount,
            rateBp,
            term,
            grace,
            kind,
            at: decided,
            accountId: account.id,
            docNumber: tag,
          });
      }
      // Earlier loans (before the online requests), so the first organisation's loan list spans pages.
      const earlier = orgIndex === 0 ? 18 : 2;
      for (let k = 0; k < earlier; k++)
        plans.push({
          organizationId: org.id,
          requestTag: null,
          product: productOf(k % 2 === 0 ? 'working_capital' : 'asset'),
          amount: BigInt(80_000_000 + k * 15_000_000) * 100n,
          rateBp: 2000 + (k % 5) * 100,
          term: [12, 24, 36][k % 3] ?? 24,
          grace: k % 2,
          kind: k % 2 === 0 ? 'equal' : 'annuity',
          at: at(120 + k * 40),
          accountId: account.id,
          docNumber: `KD-${org.inn.slice(-4)}-${k + 1}`,
        });
    }
    if (requestRows.length === 0) return true;

    // Requests: one insert, then their numbers from their ids, then the digests of the signed ones.
    const inserted = await tx
      .insert(creditRequests)
      .values(requestRows)
      .returning({ id: creditRequests.id, number: creditRequests.number });
    const idOf = new Map(inserted.map((r) => [r.number, r.id]));
    await tx
      .update(creditRequests)
      .set({ number: sql`'KZ-' || lpad(${creditRequests.id}::text, 6, '0')` })
      .where(like(creditRequests.number, 'tmp-seed-%'));
    const numberOf = (id: number) => `KZ-${String(id).padStart(6, '0')}`;
    const signed: { id: number; digest: string }[] = [];
    for (const row of requestRows) {
      const id = idOf.get(row.number) ?? 0;
      if (row.status === 'draft') continue;
      const digest = await documentDigest(CREDIT_SIGNED_FIELDS, {
        id,
        version: 1,
        number: numberOf(id),
        organization_id: row.organizationId,
        account: accountNumberOf.get(row.accountId) ?? '',
        purpose_type: row.purposeType,
        purpose: row.purpose,
        amount: fromMinor(row.amount),
        currency: 'UZS',
        asset_price: row.assetPrice == null ? null : fromMinor(row.assetPrice),
        own_funds: row.ownFunds == null ? null : fromMinor(row.ownFunds),
        vehicle_brand: row.vehicleBrand ?? null,
        vehicle_year: row.vehicleYear ?? null,
        term_months: row.termMonths,
        grace_months: row.graceMonths,
        rate: fromMinor(BigInt(row.rateBp)),
        collateral_type: row.collateralType,
        collateral_description: row.collateralDescription,
        collateral_value: fromMinor(row.collateralValue),
        turnover_12m: fromMinor(row.turnover12m),
        branch_mfo: row.branchMfo,
        phone: row.phone,
      });
      signed.push({ id, digest });
    }
    if (signed.length > 0) {
      const values = sql.join(
        signed.map(
          (s) =>
            sql`(${s.id}::integer, ${s.digest}::text, ${`${CREDIT_REQUEST_HEADER}\n${s.id}:1:${s.digest}`}::text)`,
        ),
        sql`, `,
      );
      await tx.execute(
        sql`update ${creditRequests} set sign_digest = v.d, sign_message = v.m from (values ${values}) as v(id, d, m) where ${creditRequests.id} = v.id`,
      );
    }
    await tx
      .insert(creditRequestEvents)
      .values(
        [...eventsByTag.entries()].flatMap(([tag, events]) =>
          events.map((e) => ({ ...e, requestId: idOf.get(tag) ?? 0 })),
        ),
      );

    // Loans: the disbursements' legs and details, the balances, the loans and their schedules.
    const legs: (typeof ledgerEntries.$inferInsert)[] = [];
    const details: (typeof ledgerDetails.$inferInsert)[] = [];
    const loanRows: (typeof loans.$inferInsert)[] = [];
    const schedules = new Map<string, ReturnType<typeof loanSchedule>>();
    const credited = new Map<number, bigint>();
    let disbursed = 0n;
    for (const [k, plan] of plans.entries()) {
      const transactionId = randomUUID();
      const requestId = plan.requestTag === null ? null : (idOf.get(plan.requestTag) ?? null);
      const docNumber = requestId === null ? plan.docNumber : numberOf(requestId);
      legs.push(
        { transactionId, accountId: funding.id, debit: plan.amount, credit: 0n, at: plan.at },
        { transactionId, accountId: plan.accountId, debit: 0n, credit: plan.amount, at: plan.at },
      );
      details.push({
        transactionId,
        docNumber,
        counterpartyName: funding.name,
        counterpartyAccount: funding.number,
        counterpartyMfo: funding.mfo,
        counterpartyInn: BANK_INN,
        purpose: `${plan.product}: ${docNumber}`,
      });
      credited.set(plan.accountId, (credited.get(plan.accountId) ?? 0n) + plan.amount);
      disbursed += plan.amount;
      const issueDate = tashkentDate(plan.at);
      const schedule = loanSchedule({
        amount: plan.amount,
        rateBp: plan.rateBp,
        termMonths: plan.term,
        graceMonths: plan.grace,
        kind: plan.kind,
        startDate: issueDate,
      });
      const tag = `tmp-loan-${k}`;
      schedules.set(tag, schedule);
      loanRows.push({
        number: tag,
        organizationId: plan.organizationId,
        requestId,
        product: plan.product,
        amount: plan.amount,
        rateBp: plan.rateBp,
        termMonths: plan.term,
        graceMonths: plan.grace,
        scheduleKind: plan.kind,
        issueDate,
        accountId: plan.accountId,
        fundingAccountId: funding.id,
        transactionId,
        status: schedule.every((s) => s.date < today) ? 'closed' : 'active',
        createdAt: plan.at,
      });
    }
    if (loanRows.length === 0) return true;
    await tx.insert(ledgerEntries).values(legs);
    await tx.insert(ledgerDetails).values(details);
    await tx
      .update(accounts)
      .set({ balance: sql`${accounts.balance} - ${disbursed}` })
      .where(eq(accounts.id, funding.id));
    for (const [accountId, amount] of credited)
      await tx
        .update(accounts)
        .set({ balance: sql`${accounts.balance} + ${amount}` })
        .where(eq(accounts.id, accountId));
    const loanIds = await tx.insert(loans).values(loanRows).returning({ id: loans.id, number: loans.number });
    await tx
      .update(loans)
      .set({ number: sql`'KD-' || lpad(${loans.id}::text, 6, '0')` })
      .where(like(loans.number, 'tmp-loan-%'));
    await tx.insert(loanScheduleRows).values(
      loanIds.flatMap((l) =>
        (schedules.get(l.number) ?? []).map((s) => ({
          loanId: l.id,
          n: s.n,
          date: s.date,
          principal: s.principal,
          interest: s.interest,
          total: s.total,
          balance: s.balance,
          paid: s.date < today,
          paidPrincipal: s.date < today ? s.principal : 0n,
          paidInterest: s.date < today ? s.interest : 0n,
        })),
      ),
    );
    return true;
  });
}
