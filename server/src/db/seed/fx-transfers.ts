/**
 * Demo transfers between own foreign-currency accounts (issue 20): the bank's currency position
 * accounts (USD, EUR, RUB), a second USD account and EUR and RUB accounts for the organisations
 * that hold a USD one, and transfers and conversions in every status over the last weeks (more
 * than a page for the main organisation). Executed ones are posted to the ledger by its rules, at
 * the bank's rates of their day, so every balance still equals opening + credits − debits.
 */
import { and, eq, gte, inArray } from 'drizzle-orm';
import {
  FX_STATUS,
  convertMinor,
  currencyExponent,
  type FxStatusId,
} from '../../../../contracts/api/fx-transfer.ts';
import { bankDaysBefore } from '../../../../contracts/bank-calendar.ts';
import type { Clock } from '../../clock.ts';
import { tashkentDate } from '../../time-format.ts';
import type { Db } from '../client.ts';
import { currencies, currencyRates } from '../schema/accounts-history.ts';
import { fxTransferLogs, fxTransfers } from '../schema/fx-transfers.ts';
import { accounts } from '../schema/payments.ts';
import { userOrganizations, users } from '../schema/users.ts';
import { demoOrganizations } from './demo-lookups.ts';
import { DEMO_ORGANIZATIONS, type OrgKey } from './demo-data.ts';
import { ledgerBatch } from './ledger-batch.ts';
import { pseudoRandom } from './payments-data.ts';
import { claimSeedStep, seedStepDone } from './seed-step.ts';

export const FX_TRANSFERS_STEP = 'demo-fx-transfers-v1';

/** The bank's currency position accounts (gl 26102), with what they hold. */
const POSITIONS = [
  { currency: 'USD', numeric: '840', balance: 40_000_000_00n },
  { currency: 'EUR', numeric: '978', balance: 30_000_000_00n },
  { currency: 'RUB', numeric: '643', balance: 3_000_000_000_00n },
] as const;

/** Accounts added per organisation (seq 021–023) beside its USD account (seq 010). */
const EXTRA_ACCOUNTS: readonly { seq: string; currency: 'USD' | 'EUR' | 'RUB'; share: bigint }[] = [
  { seq: '021', currency: 'USD', share: 40n },
  { seq: '022', currency: 'EUR', share: 60n },
  { seq: '023', currency: 'RUB', share: 9000n },
];
const NUMERIC = { USD: '840', EUR: '978', RUB: '643' } as const;

/** Who prepares and who signs in each organisation, and how many transfers it gets. */
const PEOPLE: readonly { org: OrgKey; preparer: string; signer: string; count: number; base: bigint }[] = [
  { org: 'main', preparer: 'accountant', signer: 'head', count: 34, base: 185_000_00n },
  { org: 'samarqand', preparer: 'accountant_org2', signer: 'head_org2', count: 14, base: 64_500_00n },
  { org: 'fargona', preparer: 'accountant_org3', signer: 'head_org3', count: 9, base: 27_300_00n },
];

/** Status of the n-th transfer (newest first): work to do on top, every status present. */
const STATUS_CYCLE: readonly FxStatusId[] = [
  FX_STATUS.created,
  FX_STATUS.signed,
  FX_STATUS.created,
  FX_STATUS.sent,
  FX_STATUS.executed,
  FX_STATUS.executed,
  FX_STATUS.rejected,
  FX_STATUS.executed,
];

/** Pairs of account seqs: same-currency transfers and conversions. */
const PAIRS: readonly [string, string][] = [
  ['010', '021'],
  ['010', '022'],
  ['021', '010'],
  ['022', '010'],
  ['010', '023'],
  ['023', '021'],
];

const PURPOSES = [
  'Hisobvaraqlar oʻrtasida mablagʻlarni qayta taqsimlash',
  'Import shartnomasi boʻyicha toʻlov uchun valyuta konvertatsiyasi',
  'Xorijiy hamkorga toʻlovga tayyorgarlik',
  'Eksport tushumini asosiy hisobvaraqqa oʻtkazish',
  'Kredit boʻyicha toʻlov uchun mablagʻ jamlash',
];

export async function seedFxTransfers(db: Db, { clock }: { clock: Clock }): Promise<boolean> {
  if (await seedStepDone(db, FX_TRANSFERS_STEP)) return false;
  const now = clock.now();
  const today = tashkentDate(now);

  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, FX_TRANSFERS_STEP))) return false;
    // Needs the currencies (accounts history step); without them there is nothing to convert.
    const known = await tx.select({ code: currencies.code }).from(currencies);
    if (!POSITIONS.every((p) => known.some((k) => k.code === p.currency))) return false;

    // Few statements, each over many rows: the step runs on every fresh start and in every test run.
    const positionRows = await tx
      .insert(accounts)
      .values(
        POSITIONS.map((p) => ({
          number: `26102${p.numeric}000000000001${'00873'}`,
          mfo: '00873',
          name: `Valyuta pozitsiyasi (${p.currency})`,
          currency: p.currency,
          kind: 'position',
          glCode: '26102',
          openingDate: '2015-01-05',
          openingBalance: p.balance,
          balance: p.balance,
        })),
      )
      .returning({ id: accounts.id, currency: accounts.currency });
    const positions = new Map(positionRows.map((r) => [r.currency, r.id]));

    const rates = await tx
      .select()
      .from(currencyRates)
      .where(
        and(
          inArray(currencyRates.code, ['USD', 'EUR', 'RUB']),
          gte(currencyRates.day, bankDaysBefore(today, 90)),
        ),
      );
    const rateOf = (code: string, day: string) =>
      rates.find((r) => r.code === code && r.day === day) ?? rates.find((r) => r.code === code);

    const orgRows = await demoOrganizations(tx);
    const people = await tx
      .select({ id: users.id, username: users.username, organizationId: userOrganizations.organizationId })
      .from(users)
      .innerJoin(userOrganizations, eq(userOrganizations.userId, users.id))
      .where(
        inArray(
          users.username,
          PEOPLE.flatMap((p) => [p.preparer, p.signer]),
        ),
      );
    const userOf = (name: string, organizationId: number) =>
      people.find((u) => u.username === name && u.organizationId === organizationId)?.id;

    // Who gets accounts and transfers: the organisations whose preparer and signer work for them.
    const plans = PEOPLE.flatMap((who) => {
      const inn = DEMO_ORGANIZATIONS.find((o) => o.key === who.org)?.inn;
      const org = orgRows.find((o) => o.inn === inn);
      const preparer = org === undefined ? undefined : userOf(who.preparer, org.id);
      const signer = org === undefined ? undefined : userOf(who.signer, org.id);
      return org === undefined || preparer === undefined || signer === undefined
        ? []
        : [{ who, org, preparer, signer }];
    });
    if (plans.length === 0) return true;
    await tx.insert(accounts).values(
      plans.flatMap(({ who, org }) =>
        EXTRA_ACCOUNTS.map((extra) => {
          const balance = (who.base * extra.share) / 100n;
          return {
            organizationId: org.id,
            number: `20208${NUMERIC[extra.currency]}${org.inn}${extra.seq}${org.mfo}`,
            mfo: org.mfo,
            name: `Valyuta hisobvaragʻi (${extra.currency}, ${extra.seq})`,
            currency: extra.currency,
            kind: 'current',
            glCode: '20208',
            openingDate: bankDaysBefore(today, 120),
            openingBalance: balance,
            balance,
          };
        }),
      ),
    );
    const owned = await tx
      .select()
      .from(accounts)
      .where(
        and(
          inArray(
            accounts.organizationId,
            plans.map((p) => p.org.id),
          ),
          eq(accounts.kind, 'current'),
          inArray(accounts.currency, ['USD', 'EUR', 'RUB']),
        ),
      );

    const ledger = ledgerBatch();
    const transfers: (typeof fxTransfers.$inferInsert)[] = [];
    /** The log of each transfer by its client reference, written once the ids are known. */
    const logPlans = new Map<string, { at: Date; statusId: FxStatusId; preparer: number; signer: number }>();

    for (const { who, org, preparer, signer } of plans) {
      const own = owned.filter((a) => a.organizationId === org.id);
      const bySeq = (seq: string) => own.find((a) => a.number.slice(17, 20) === seq);
      const random = pseudoRandom(org.id * 7919);

      for (let n = who.count - 1; n >= 0; n -= 1) {
        const pair = PAIRS[n % PAIRS.length] ?? PAIRS[0];
        const debit = bySeq(pair?.[0] ?? '010');
        const credit = bySeq(pair?.[1] ?? '021');
        if (debit === undefined || credit === undefined) continue;
        // Newest first in the list: the lowest n is the most recent and still to be worked on.
        const statusId = STATUS_CYCLE[n % STATUS_CYCLE.length] ?? FX_STATUS.created;
        // Sent ones were sent today after the 16:00 cut-off: they wait for tomorrow's value date.
        const sentToday = statusId === FX_STATUS.sent;
        const daysAgo = sentToday ? 0 : Math.floor(n * 1.5);
        const day = bankDaysBefore(today, daysAgo);
        const at = new Date(Math.min(now.getTime(), Date.parse(`${day}T10:15:00+05:00`) + n * 60_000));
        const valueDate = sentToday ? bankDaysBefore(today, -1) : day;
        const conversion = debit.currency !== credit.currency;
        const exp = currencyExponent(debit.currency);
        const whole = BigInt(Math.floor(200 + random() * (debit.currency === 'RUB' ? 90_000 : 4_000)));
        const amount = whole * 10n ** BigInt(exp);
        const sent = statusId >= FX_STATUS.sent;
        const done = statusId === FX_STATUS.executed || statusId === FX_STATUS.rejected;
        const executedAt = new Date(at.getTime() + 3_600_000);
        const values: typeof fxTransfers.$inferInsert = {
          organizationId: org.id,
          clientReference: `seed-fx-${org.id}-${n}`,
          number: String(who.count - n),
          date: day,
          kind: conversion ? 'conversion' : 'transfer',
          debitAccountId: debit.id,
          debitAccount: debit.number,
          debitCurrency: debit.currency,
          creditAccountId: credit.id,
          creditAccount: credit.number,
          creditCurrency: credit.currency,
          amount,
          purpose: PURPOSES[n % PURPOSES.length] ?? 'Oʻtkazma',
          statusId,
          valueDate: sent ? valueDate : null,
          createdBy: preparer,
          createdAt: at,
          updatedAt: done ? executedAt : at,
          sentAt: sent ? new Date(at.getTime() + 1_800_000) : null,
          executedAt: done ? executedAt : null,
        };
        if (statusId === FX_STATUS.rejected) values.rejectReason = 'insufficientFunds';
        if (statusId === FX_STATUS.executed) {
          const detail = { docNumber: values.number, purpose: values.purpose, counterpartyName: org.name };
          if (!conversion) {
            if (debit.balance < amount) continue;
            ledger.move(debit.id, credit.id, amount, executedAt, {
              ...detail,
              counterpartyAccount: credit.number,
              counterpartyMfo: credit.mfo,
            });
            debit.balance -= amount;
            credit.balance += amount;
            values.creditAmount = amount;
          } else {
            const dr = rateOf(debit.currency, day);
            const cr = rateOf(credit.currency, day);
            const from = positions.get(debit.currency);
            const to = positions.get(credit.currency);
            if (dr === undefined || cr === undefined || from === undefined || to === undefined) continue;
            const creditAmount = convertMinor(
              amount,
              exp,
              dr.clientBuy,
              currencyExponent(credit.currency),
              cr.clientSell,
            );
            if (debit.balance < amount || creditAmount <= 0n) continue;
            ledger.move(debit.id, from, amount, executedAt, {
              ...detail,
              counterpartyName: `Valyuta pozitsiyasi (${debit.currency})`,
              counterpartyAccount: debit.number,
              counterpartyMfo: debit.mfo,
            });
            ledger.move(to, credit.id, creditAmount, executedAt, {
              ...detail,
              counterpartyAccount: debit.number,
              counterpartyMfo: debit.mfo,
            });
            debit.balance -= amount;
            credit.balance += creditAmount;
            Object.assign(values, {
              creditAmount,
              debitRate: dr.clientBuy,
              creditRate: cr.clientSell,
              rateDay: dr.day,
            });
          }
        }
        transfers.push(values);
        logPlans.set(values.clientReference, { at, statusId, preparer, signer });
      }
    }
    const inserted = await tx
      .insert(fxTransfers)
      .values(transfers)
      .returning({ id: fxTransfers.id, clientReference: fxTransfers.clientReference });
    const logs: (typeof fxTransferLogs.$inferInsert)[] = [];
    for (const row of inserted) {
      const plan = logPlans.get(row.clientReference);
      if (plan === undefined) continue;
      const { at, statusId, preparer, signer } = plan;
      const log = (action: string, status: number, offsetMs: number, user: number | null, comment?: string) =>
        logs.push({
          transferId: row.id,
          userId: user,
          action,
          statusId: status,
          version: 1,
          comment: comment ?? null,
          at: new Date(at.getTime() + offsetMs),
        });
      log('create', FX_STATUS.created, 0, preparer);
      if (statusId >= FX_STATUS.signed) log('sign', FX_STATUS.signed, 600_000, signer);
      if (statusId >= FX_STATUS.sent) log('send', FX_STATUS.sent, 1_800_000, signer);
      if (statusId === FX_STATUS.executed) log('executed', FX_STATUS.executed, 3_600_000, null);
      if (statusId === FX_STATUS.rejected)
        log('rejected', FX_STATUS.rejected, 3_600_000, null, 'insufficientFunds');
    }
    await ledger.write(tx);
    if (logs.length > 0) await tx.insert(fxTransferLogs).values(logs);
    return true;
  });
}
