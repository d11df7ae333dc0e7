/**
 * Seed step demo-credits-ledger-v1 (after demo-credits-v1): every credit gets its loan account and
 * its stored repayment schedule (contracts/credit-schedule.ts), its figures recomputed from the
 * schedule (paid periods before today, some credits with unpaid past periods: overdue principal,
 * interest and a late fee); the main organisation gets enough credits and deposits for more than
 * one page; every organisation deposits; soum repayments and deposit withdrawals are ledger legs
 * against the bank's correspondent account (statements); overdraft applications in every status.
 * Dates are relative to the seed day.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { OVERDRAFT_STATUS } from '../../../../contracts/api/credits.ts';
import {
  addMonths,
  buildSchedule,
  daysBetween,
  monthsBetween,
  periodInterest,
  type ScheduleKind,
} from '../../../../contracts/credit-schedule.ts';
import type { Clock } from '../../clock.ts';
import { tashkentDate } from '../../time-format.ts';
import type { Db } from '../client.ts';
import { creditScheduleRows, credits, deposits, overdraftApplications } from '../schema/credits.ts';
import { ledgerDetails } from '../schema/accounts-history.ts';
import { accounts, ledgerEntries } from '../schema/payments.ts';
import { users } from '../schema/users.ts';
import { demoOrganizations } from './demo-lookups.ts';
import { inChunks } from './ledger-batch.ts';
import { claimSeedStep, seedStepDone } from './seed-step.ts';

export const CREDITS_LEDGER_STEP = 'demo-credits-ledger-v1';

const DAY_MS = 24 * 60 * 60 * 1000;

const CREDIT_PRODUCTS = [
  'Aylanma mablagʻlarni toʻldirish krediti',
  'Lizing: yuk avtomobillari',
  'Qishloq xoʻjaligi texnikasi krediti',
  'Investitsiya krediti: quyosh panellari',
  'Kredit liniyasi: qurilish materiallari',
  'Eksport oldi moliyalashtirish',
  'Investitsiya krediti: sovutish omborlari',
  'Mikrokredit: savdo aylanmasi',
  'Kredit liniyasi: xomashyo xaridi',
  'Investitsiya krediti: tikuv sexi',
  'Lizing: qadoqlash liniyasi',
  'Aylanma mablagʻlar: mavsumiy xarajatlar',
] as const;

const DEPOSIT_PRODUCTS = [
  'Muddatli depozit «Barqaror»',
  'Jamgʻarma depozit «Daromad+»',
  'Muddatli depozit «Ishonchli hamkor»',
  'Depozit «Biznes jamgʻarma»',
] as const;

const CCY_CODE: Record<string, string> = { UZS: '000', USD: '840', EUR: '978' };

/** 25 digits like the client accounts: ledger code, currency, 9 for a contract account, inn, seq, mfo. */
function contractAccount(gl: string, currency: string, inn: string, seq: number, mfo: string): string {
  return `${gl}${CCY_CODE[currency] ?? '000'}${inn.slice(-8)}9${String(seq).padStart(3, '0')}${mfo}`;
}

export async function seedCreditsLedger(db: Db, { clock }: { clock: Clock }): Promise<boolean> {
  if (await seedStepDone(db, CREDITS_LEDGER_STEP)) return false;
  const now = clock.now().getTime();
  const today = tashkentDate(new Date(now));
  const day = (offset: number) => tashkentDate(new Date(now + offset * DAY_MS));
  const at = (isoDay: string) => new Date(`${isoDay}T05:00:00.000Z`);
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, CREDITS_LEDGER_STEP))) return false;
    const orgs = await demoOrganizations(tx);
    const [correspondent] = await tx
      .select()
      .from(accounts)
      .where(eq(accounts.kind, 'correspondent'))
      .orderBy(asc(accounts.id))
      .limit(1);
    if (correspondent === undefined) return true;
    const current = await tx
      .select()
      .from(accounts)
      .where(
        and(
          inArray(
            accounts.organizationId,
            orgs.map((o) => o.id),
          ),
          eq(accounts.kind, 'current'),
          eq(accounts.currency, 'UZS'),
        ),
      )
      .orderBy(asc(accounts.id));
    const mfoOf = new Map<number, string>();
    for (const a of current)
      if (a.organizationId !== null && !mfoOf.has(a.organizationId)) mfoOf.set(a.organizationId, a.mfo);

    // New credits: twelve for the main organisation (a list longer than a page), two for the others.
    const fresh: (typeof credits.$inferInsert)[] = [];
    for (const [index, org] of orgs.entries()) {
      const count = index === 0 ? CREDIT_PRODUCTS.length : 2;
      for (let k = 0; k < count; k += 1) {
        const months = [12, 18, 24, 36][(k + index) % 4] ?? 24;
        const start = day(-30 * (2 + ((k * 5 + index * 3) % Math.max(3, months - 2))));
        fresh.push({
          organizationId: org.id,
          contractNumber: `KR-${org.inn.slice(-4)}-${String(10 + k).padStart(2, '0')}`,
          productName: CREDIT_PRODUCTS[(k + index) % CREDIT_PRODUCTS.length] ?? CREDIT_PRODUCTS[0],
          currency: k === 5 && index === 0 ? 'USD' : 'UZS',
          contractDate: start,
          closeDate: addMonths(start, months),
          rateBp: 1600 + ((k * 175 + index * 90) % 1200),
          amount:
            k === 5 && index === 0
              ? 180_000_00n
              : BigInt(150 + ((k * 137 + index * 61) % 2400)) * 1_000_000_00n,
          principal: 0n,
          scheduleKind: k % 3 === 1 ? 'equal_principal' : 'annuity',
        });
      }
    }
    // Every credit without an account (the earlier step's and the new ones): its schedule, what is
    // paid and overdue, its loan account with the balance left. Few statements: the accounts and
    // credits go in with their final figures, the ledger legs in chunks, one balance update at the end.
    const existing = await tx
      .select()
      .from(credits)
      .where(isNull(credits.accountId))
      .orderBy(asc(credits.id));
    const innOf = new Map(orgs.map((o) => [o.id, o.inn]));
    const plans = [...existing, ...fresh].map((c: typeof credits.$inferInsert & { id?: number }, i) => {
      const rows = buildSchedule({
        amount: c.amount,
        rateBp: c.rateBp,
        startDate: c.contractDate,
        months: monthsBetween(c.contractDate, c.closeDate),
        kind: (c.scheduleKind ?? 'annuity') as ScheduleKind,
      });
      const past = rows.filter((r) => r.date < today);
      // Every third credit has its last one or two past periods unpaid.
      const unpaidCount = past.length === 0 ? 0 : i % 3 === 1 ? Math.min(2, past.length) : 0;
      const unpaid = new Set(past.slice(past.length - unpaidCount).map((r) => r.n));
      const paid = past.filter((r) => !unpaid.has(r.n));
      const overdue = past.filter((r) => unpaid.has(r.n));
      const paidPrincipal = paid.reduce((sum, r) => sum + r.principal, 0n);
      const overduePrincipal = overdue.reduce((sum, r) => sum + r.principal, 0n);
      const next = rows.find((r) => r.date >= today);
      const principal = c.amount - paidPrincipal;
      const last = past.at(-1)?.date ?? c.contractDate;
      const figures = {
        principal,
        overduePrincipal,
        overdueInterest: overdue.reduce((sum, r) => sum + r.interest, 0n),
        interest: next === undefined ? 0n : periodInterest(principal, c.rateBp, daysBetween(last, today)),
        lateFee: (overduePrincipal * 5n) / 1000n,
        nextPaymentDate: next?.date ?? null,
        nextPaymentAmount: next === undefined ? 0n : next.principal + next.interest,
        closeDate: rows.at(-1)?.date ?? c.closeDate,
      };
      return { c, rows, paid: new Set(paid.map((r) => r.n)), paidRows: paid, figures };
    });
    const loanAccounts = await tx
      .insert(accounts)
      .values(
        plans.map(({ c, figures }, i) => ({
          organizationId: c.organizationId,
          number: contractAccount(
            '12401',
            c.currency,
            innOf.get(c.organizationId) ?? '000000000',
            i + 1,
            mfoOf.get(c.organizationId) ?? '00873',
          ),
          mfo: mfoOf.get(c.organizationId) ?? '00873',
          name: `Kredit hisobvaragʻi ${c.contractNumber}`,
          currency: c.currency,
          kind: 'loan',
          glCode: '12401',
          openingDate: c.contractDate,
          // Soum credits start at the amount and their repayments are ledger legs; others hold the rest.
          openingBalance: c.currency === 'UZS' ? c.amount : figures.principal,
          balance: figures.principal,
        })),
      )
      .returning({ id: accounts.id });
    const legs: (typeof ledgerEntries.$inferInsert)[] = [];
    const details: (typeof ledgerDetails.$inferInsert)[] = [];
    let toCorrespondent = 0n;
    const move = (from: number, amount: bigint, at: Date, docNumber: string, purpose: string) => {
      const transactionId = randomUUID();
      legs.push({ transactionId, accountId: from, debit: amount, credit: 0n, at });
      legs.push({ transactionId, accountId: correspondent.id, debit: 0n, credit: amount, at });
      details.push({
        transactionId,
        docNumber,
        counterpartyName: 'CorpBank vakillik hisobvaragʻi',
        counterpartyAccount: correspondent.number,
        counterpartyMfo: correspondent.mfo,
        counterpartyInn: null,
        purpose,
      });
      toCorrespondent += amount;
    };
    const freshValues: (typeof credits.$inferInsert)[] = [];
    for (const [i, plan] of plans.entries()) {
      const accountId = loanAccounts[i]?.id;
      if (accountId === undefined) continue;
      const { c, figures } = plan;
      if (c.currency === 'UZS') {
        for (const r of plan.paidRows) {
          if (r.principal > 0n) {
            move(
              accountId,
              r.principal,
              at(r.date),
              `${c.contractNumber}/${r.n}`,
              `Kredit ${c.contractNumber} boʻyicha asosiy qarzni toʻlash, ${r.n}-davr`,
            );
          }
        }
      }
      if (c.id === undefined) freshValues.push({ ...c, ...figures, accountId });
      else
        await tx
          .update(credits)
          .set({ ...figures, accountId })
          .where(eq(credits.id, c.id));
    }
    const inserted = await tx
      .insert(credits)
      .values(freshValues)
      .returning({ id: credits.id, contractNumber: credits.contractNumber });
    const idOf = new Map(inserted.map((r) => [r.contractNumber, r.id]));
    const scheduleRows: (typeof creditScheduleRows.$inferInsert)[] = plans.flatMap(({ c, rows, paid }) => {
      const creditId = c.id ?? idOf.get(c.contractNumber);
      if (creditId === undefined) return [];
      return rows.map((r) => ({
        creditId,
        n: r.n,
        date: r.date,
        days: r.days,
        opening: r.opening,
        principal: r.principal,
        interest: r.interest,
        paidAt: paid.has(r.n) ? r.date : null,
      }));
    });
    await inChunks(scheduleRows, (chunk) => tx.insert(creditScheduleRows).values(chunk));

    // Deposits: eight for the main organisation, two for each other; soum ones with a few withdrawals.
    const depositSeeds: {
      org: (typeof orgs)[number];
      k: number;
      currency: string;
      amount: bigint;
      start: string;
      months: number;
      withdrawals: Date[];
    }[] = [];
    for (const [index, org] of orgs.entries()) {
      const count = index === 0 ? 8 : 2;
      for (let k = 0; k < count; k += 1) {
        const months = [6, 12, 13, 18, 24, 36][(k + index) % 6] ?? 12;
        const currency = k === 3 ? 'USD' : 'UZS';
        const start = day(-20 * (1 + ((k * 3 + index) % 12)));
        const span = daysBetween(start, today);
        const withdrawals =
          currency === 'UZS'
            ? [1, 2, 3]
                .filter((w) => (w * span) / 4 >= 1)
                .map((w) => new Date(now - Math.floor((span * (4 - w)) / 4) * DAY_MS))
            : [];
        depositSeeds.push({
          org,
          k,
          currency,
          amount:
            currency === 'USD'
              ? BigInt(20 + k * 15) * 1_000_00n
              : BigInt(100 + ((k * 211 + index * 97) % 1500)) * 1_000_000_00n,
          start,
          months,
          withdrawals,
        });
      }
    }
    // A withdrawal takes 5 % of the amount.
    const share = (d: (typeof depositSeeds)[number]) => d.amount / 20n;
    const depositAccounts = await tx
      .insert(accounts)
      .values(
        depositSeeds.map((d, i) => ({
          organizationId: d.org.id,
          number: contractAccount('20614', d.currency, d.org.inn, 500 + i, mfoOf.get(d.org.id) ?? '00873'),
          mfo: mfoOf.get(d.org.id) ?? '00873',
          name: `Depozit hisobvaragʻi DP-${d.org.inn.slice(-4)}-${String(d.k + 1).padStart(2, '0')}`,
          currency: d.currency,
          kind: 'deposit',
          glCode: '20614',
          openingDate: d.start,
          openingBalance: d.amount,
          balance: d.amount - share(d) * BigInt(d.withdrawals.length),
        })),
      )
      .returning({ id: accounts.id });
    await tx.insert(deposits).values(
      depositSeeds.map((d, i) => ({
        organizationId: d.org.id,
        contractNumber: `DP-${d.org.inn.slice(-4)}-${String(d.k + 1).padStart(2, '0')}`,
        productName: DEPOSIT_PRODUCTS[(d.k + d.org.id) % DEPOSIT_PRODUCTS.length] ?? DEPOSIT_PRODUCTS[0],
        currency: d.currency,
        contractDate: d.start,
        closeDate: addMonths(d.start, d.months),
        rateBp: d.currency === 'USD' ? 550 : 1800 + ((d.k * 125) % 600),
        amount: d.amount,
        accruedInterest: periodInterest(d.amount, 2000, daysBetween(d.start, today) % 30),
        accountId: depositAccounts[i]?.id ?? 0,
      })),
    );
    for (const [i, d] of depositSeeds.entries()) {
      const account = depositAccounts[i];
      if (account === undefined) continue;
      for (const [w, when] of d.withdrawals.entries()) {
        move(
          account.id,
          share(d),
          when,
          `DP-${d.org.inn.slice(-4)}-${String(d.k + 1).padStart(2, '0')}/${w + 1}`,
          'Depozitdan qisman yechib olish',
        );
      }
    }
    await inChunks(legs, (chunk) => tx.insert(ledgerEntries).values(chunk));
    await inChunks(details, (chunk) => tx.insert(ledgerDetails).values(chunk));
    await tx
      .update(accounts)
      .set({ balance: sql`${accounts.balance} + ${toCorrespondent}` })
      .where(eq(accounts.id, correspondent.id));

    // Overdraft applications: every status, history longer than a page for the main organisation.
    const [accountant] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'accountant'));
    const [head] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'head'));
    const [creditGo] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'credit_go'));
    const byOrg = (orgIndex: number, seq: number) => {
      const org = orgs[orgIndex];
      return current.filter((a) => a.organizationId === org?.id)[seq];
    };
    const apps: (typeof overdraftApplications.$inferInsert)[] = [];
    let serial = 0;
    const push = (
      orgIndex: number,
      seq: number,
      status: number,
      ageDays: number,
      amount: bigint,
      term: number,
      extra: Partial<typeof overdraftApplications.$inferInsert> = {},
    ) => {
      const account = byOrg(orgIndex, seq);
      if (account === undefined || account.organizationId === null) return;
      serial += 1;
      const created = new Date(now - ageDays * DAY_MS);
      const later = (days: number) => new Date(created.getTime() + days * DAY_MS);
      apps.push({
        organizationId: account.organizationId,
        accountId: account.id,
        number: `OD-${account.organizationId}-${String(serial).padStart(4, '0')}`,
        amount,
        termMonths: term,
        status,
        version: status,
        createdBy: accountant?.id ?? null,
        createdAt: created,
        ...(status >= 2
          ? { signedBy: head?.id ?? null, signedAt: later(0.1), signedVersion: 1, signature: 'seed' }
          : {}),
        ...(status >= 3 ? { sentAt: later(0.2) } : {}),
        ...(status >= 4 ? { decidedBy: creditGo?.id ?? null, decidedAt: later(2) } : {}),
        ...extra,
      });
    };
    // Main: history on account 001 (refused, and approved limits that have ended: Expired), then open ones.
    for (let h = 0; h < 20; h += 1) {
      const age = 60 + h * 35;
      if (h % 3 === 0)
        push(0, 0, OVERDRAFT_STATUS.refused, age, BigInt(50 + h * 10) * 1_000_000_00n, 6, {
          refuseReason: 'Hisobvaraq aylanmasi soʻralgan limit uchun yetarli emas',
        });
      else
        push(0, 0, OVERDRAFT_STATUS.expired, age, BigInt(40 + h * 5) * 1_000_000_00n, 1, {
          validTo: tashkentDate(new Date(now - (age - 32) * DAY_MS)),
        });
    }
    push(0, 1, OVERDRAFT_STATUS.created, 1, 120_000_000_00n, 6);
    push(0, 2, OVERDRAFT_STATUS.sent, 3, 5_000_000_00n, 3);
    push(1, 0, OVERDRAFT_STATUS.signed, 2, 80_000_000_00n, 12);
    // An active limit (approved, valid): the account's available balance shows it.
    const active = byOrg(1, 1);
    push(1, 1, OVERDRAFT_STATUS.approved, 10, 60_000_000_00n, 6, { validTo: addMonths(day(-8), 6) });
    if (active !== undefined)
      await tx.update(accounts).set({ overdraftLimit: 60_000_000_00n }).where(eq(accounts.id, active.id));
    push(2, 0, OVERDRAFT_STATUS.sent, 1, 200_000_000_00n, 12);
    push(3, 0, OVERDRAFT_STATUS.refused, 15, 90_000_000_00n, 6, {
      refuseReason: 'Kredit tarixida muddati oʻtgan qarz bor',
    });
    if (apps.length > 0) await tx.insert(overdraftApplications).values(apps);
    return true;
  });
}
