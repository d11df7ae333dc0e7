/**
 * Seed step demo-credit-requests-v1: the bank's loan accounts (funding 12401, repayment 16307 at the
 * head office), credit requests of the demo organisations in every status (the first organisation
 * has more than a page) and the loans issued from the approved ones plus earlier loans, each with
 * its repayment schedule (instalments before today paid) and its disbursement as balanced ledger
 * legs. Dates are relative to the seed day.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  CREDIT_SIGNED_FIELDS,
  CREDIT_STATUSES,
  type CreditStatus,
} from '../../../../contracts/api/credit-request.ts';
import { loanSchedule, type ScheduleKind } from '../../../../contracts/loan-schedule.ts';
import { fromMinor } from '../../../../contracts/money.ts';
import { documentDigest } from '../../../../contracts/signing/signed-document.ts';
import type { Clock } from '../../clock.ts';
import * as repo from '../../modules/credit-request/repository.ts';
import { tashkentDate } from '../../time-format.ts';
import type { Db } from '../client.ts';
import { creditRequestEvents, creditRequests } from '../schema/credit-requests.ts';
import { accounts } from '../schema/payments.ts';
import { users, userOrganizations } from '../schema/users.ts';
import { demoOrganizations, firstSoumAccount } from './demo-lookups.ts';
import { claimSeedStep, seedStepDone } from './seed-step.ts';

export const CREDIT_REQUESTS_STEP = 'demo-credit-requests-v1';

const DAY_MS = 24 * 60 * 60 * 1000;

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

export async function seedCreditRequests(db: Db, { clock }: { clock: Clock }): Promise<boolean> {
  if (await seedStepDone(db, CREDIT_REQUESTS_STEP)) return false;
  const now = clock.now();
  const at = (daysAgo: number, minutes = 0) => new Date(now.getTime() - daysAgo * DAY_MS + minutes * 60_000);
  const today = tashkentDate(now);
  const year = Number(today.slice(0, 4));
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, CREDIT_REQUESTS_STEP))) return false;
    const bank = (gl: string) => `${gl}000000000000000${repo.HEAD_OFFICE_MFO}`;
    const opening = 5_000_000_000_000_00n;
    const [funding] = await tx
      .insert(accounts)
      .values([
        {
          organizationId: null,
          number: bank(repo.LOAN_FUNDING_GL),
          mfo: repo.HEAD_OFFICE_MFO,
          name: 'CorpBank: berilgan kreditlar portfeli',
          kind: 'clearing',
          glCode: repo.LOAN_FUNDING_GL,
          openingDate: tashkentDate(at(3650)),
          openingBalance: opening,
          balance: opening,
        },
        {
          organizationId: null,
          number: bank(repo.LOAN_REPAYMENT_GL),
          mfo: repo.HEAD_OFFICE_MFO,
          name: 'CorpBank: kreditlarni soʻndirish tranzit hisobvaragʻi',
          kind: 'clearing',
          glCode: repo.LOAN_REPAYMENT_GL,
          openingDate: tashkentDate(at(3650)),
        },
      ])
      .returning();
    if (funding === undefined) return false;
    const [officer] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'credit_go'));
    const orgs = await demoOrganizations(tx);
    for (const [orgIndex, org] of orgs.entries()) {
      const account = await firstSoumAccount(tx, org.id);
      if (account === undefined) continue;
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
      const signer =
        people.find((p) => p.role === 'head' || p.role === 'client' || p.role === 'super_head') ?? preparer;
      if (preparer === undefined || signer === undefined) continue;
      const count = orgIndex === 0 ? 24 : 7;
      for (let i = 0; i < count; i++) {
        const status: CreditStatus = CREDIT_STATUSES[i % CREDIT_STATUSES.length] ?? 'draft';
        const p = PURPOSES[(i + orgIndex) % PURPOSES.length] ?? PURPOSES[0];
        const amount = BigInt(150_000_000 + ((i * 37 + orgIndex * 11) % 40) * 25_000_000) * 100n;
        const asset = p.type === 'working_capital' ? null : (amount * 100n) / 80n;
        const own = asset === null ? null : asset - amount;
        const term = [12, 24, 36, 48, 60][i % 5] ?? 36;
        const created = at(90 - i * 3);
        const id = await repo.insertRequest(tx, {
          organizationId: org.id,
          accountId: account.id,
          status: 'draft',
          purposeType: p.type,
          purpose: p.purpose,
          amount,
          assetPrice: asset,
          ownFunds: own,
          vehicleBrand: p.brand,
          vehicleYear: p.type === 'vehicle' ? year - (i % 4) : null,
          termMonths: term,
          graceMonths: i % 3,
          rateBp: 2200 + (i % 4) * 50,
          collateralType: p.collateral,
          collateralDescription: p.description,
          collateralValue: (amount * 13n) / 10n,
          turnover12m: amount * 4n,
          branchMfo: account.mfo,
          phone: `99890${String(1234567 + i).padStart(7, '0')}`,
          createdBy: preparer.id,
          createdAt: created,
          updatedAt: created,
        });
        const events: (typeof creditRequestEvents.$inferInsert)[] = [
          { requestId: id, at: created, userId: preparer.id, action: 'create', status: 'draft', version: 1 },
        ];
        const steps: CreditStatus[] = [];
        if (status !== 'draft') steps.push('signed');
        if (!['draft', 'signed'].includes(status)) steps.push('sent');
        if (['review', 'documents', 'approved', 'refused'].includes(status)) steps.push('review');
        if (['documents', 'approved', 'refused'].includes(status)) steps.push(status);
        const actionOf: Record<string, string> = {
          signed: 'sign',
          sent: 'send',
          review: 'review',
          documents: 'documents',
          approved: 'approve',
          refused: 'refuse',
        };
        const comment: Partial<Record<CreditStatus, string>> = {
          documents:
            'Soʻnggi 12 oylik aylanma boʻyicha bank maʼlumotnomasi va garov baholash hisobotini yuboring.',
          refused: 'Garov qiymati kredit summasining 125% idan kam.',
        };
        steps.forEach((s, k) => {
          events.push({
            requestId: id,
            at: new Date(created.getTime() + (k + 1) * 3_600_000),
            userId: ['signed', 'sent'].includes(s) ? signer.id : (officer?.id ?? null),
            action: actionOf[s] ?? s,
            status: s,
            version: 1,
            comment: comment[s] ?? null,
          });
        });
        if (status !== 'draft') {
          const [record] = await tx.select().from(creditRequests).where(eq(creditRequests.id, id));
          if (record === undefined) continue;
          const digest = await documentDigest(CREDIT_SIGNED_FIELDS, {
            id,
            version: 1,
            number: record.number,
            organization_id: org.id,
            account: account.number,
            purpose_type: record.purposeType,
            purpose: record.purpose,
            amount: fromMinor(record.amount),
            currency: record.currency,
            asset_price: record.assetPrice === null ? null : fromMinor(record.assetPrice),
            own_funds: record.ownFunds === null ? null : fromMinor(record.ownFunds),
            vehicle_brand: record.vehicleBrand,
            vehicle_year: record.vehicleYear,
            term_months: record.termMonths,
            grace_months: record.graceMonths,
            rate: fromMinor(BigInt(record.rateBp)),
            collateral_type: record.collateralType,
            collateral_description: record.collateralDescription,
            collateral_value: fromMinor(record.collateralValue),
            turnover_12m: fromMinor(record.turnover12m),
            branch_mfo: record.branchMfo,
            phone: record.phone,
          });
          const decided = new Date(created.getTime() + steps.length * 3_600_000);
          await repo.updateRequest(tx, id, {
            status,
            signedBy: signer.id,
            signedAt: new Date(created.getTime() + 3_600_000),
            signedVersion: 1,
            signDigest: digest,
            signCipher: 'demo-seed',
            signMessage: `CORPBANK-CREDIT-REQUEST-V1\n${id}:1:${digest}`,
            signKeySerial: 'demo-seed',
            sentAt: steps.includes('sent') ? new Date(created.getTime() + 7_200_000) : null,
            decidedBy: ['documents', 'approved', 'refused'].includes(status) ? (officer?.id ?? null) : null,
            decidedAt: ['approved', 'refused'].includes(status) ? decided : null,
            bankComment: comment[status] ?? null,
            ...(status === 'approved'
              ? {
                  approvedAmount: amount,
                  approvedRateBp: record.rateBp,
                  approvedTermMonths: term,
                  approvedGraceMonths: record.graceMonths,
                  scheduleKind: i % 2 === 0 ? 'annuity' : 'equal',
                }
              : {}),
          });
          if (status === 'approved') {
            await issue(tx, {
              organizationId: org.id,
              requestId: id,
              product: productOf(p.type),
              amount,
              rateBp: record.rateBp,
              term,
              grace: record.graceMonths,
              kind: i % 2 === 0 ? 'annuity' : 'equal',
              at: decided,
              accountId: account.id,
              funding,
              docNumber: record.number,
              today,
            });
          }
        }
        await tx.insert(creditRequestEvents).values(events);
      }
      // Earlier loans (before the online requests), so the loan list of the first organisation spans pages.
      const earlier = orgIndex === 0 ? 18 : 2;
      for (let k = 0; k < earlier; k++) {
        const term = [12, 24, 36][k % 3] ?? 24;
        await issue(tx, {
          organizationId: org.id,
          requestId: null,
          product: productOf(k % 2 === 0 ? 'working_capital' : 'asset'),
          amount: BigInt(80_000_000 + k * 15_000_000) * 100n,
          rateBp: 2000 + (k % 5) * 100,
          term,
          grace: k % 2,
          kind: k % 2 === 0 ? 'equal' : 'annuity',
          at: at(120 + k * 40),
          accountId: account.id,
          funding,
          docNumber: `KD-${org.inn.slice(-4)}-${k + 1}`,
          today,
        });
      }
    }
    return true;
  });
}

function productOf(type: string): string {
  if (type === 'vehicle') return 'Avtokredit';
  if (type === 'asset') return 'Asosiy vositalarni sotib olish krediti';
  return 'Aylanma mablagʻlarni toʻldirish krediti';
}

async function issue(
  tx: Db,
  input: {
    organizationId: number;
    requestId: number | null;
    product: string;
    amount: bigint;
    rateBp: number;
    term: number;
    grace: number;
    kind: ScheduleKind;
    at: Date;
    accountId: number;
    funding: typeof accounts.$inferSelect;
    docNumber: string;
    today: string;
  },
): Promise<void> {
  const issueDate = tashkentDate(input.at);
  const transactionId = await repo.disburse(tx, {
    fundingAccountId: input.funding.id,
    clientAccountId: input.accountId,
    amount: input.amount,
    at: input.at,
    docNumber: input.docNumber,
    purpose: `${input.product}: ${input.docNumber}`,
    funding: { number: input.funding.number, mfo: input.funding.mfo, name: input.funding.name },
  });
  const schedule = loanSchedule({
    amount: input.amount,
    rateBp: input.rateBp,
    termMonths: input.term,
    graceMonths: input.grace,
    kind: input.kind,
    startDate: issueDate,
  });
  const closed = schedule.every((s) => s.date < input.today);
  await repo.insertLoan(
    tx,
    {
      organizationId: input.organizationId,
      requestId: input.requestId,
      product: input.product,
      amount: input.amount,
      rateBp: input.rateBp,
      termMonths: input.term,
      graceMonths: input.grace,
      scheduleKind: input.kind,
      issueDate,
      accountId: input.accountId,
      fundingAccountId: input.funding.id,
      transactionId,
      status: closed ? 'closed' : 'active',
      createdAt: input.at,
    },
    schedule.map((s) => ({ ...s, paid: s.date < input.today })),
  );
}
