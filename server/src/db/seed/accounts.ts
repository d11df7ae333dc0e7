/**
 * Seed step demo-accounts-v1 (called by seedDemo after the payments step, whose accounts it
 * extends): currencies and a year of daily rates; the bank's interbank and USD nostro accounts; a
 * USD account for some organisations; and a year of statement history for every open client account,
 * ending the day before the seed. History follows the ledger's rules: each movement is two legs of
 * one transaction whose debit equals its credit, and an account only pays out of what the history
 * itself brought in, so no balance is ever below zero at any moment, whatever the payments step did.
 * Legs are written in batches and each balance moved once by its net, so the step stays quick
 * (every server test file seeds a fresh database).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import { tashkentDate } from '../../time-format.ts';
import type { Db } from '../client.ts';
import { currencies, currencyRates, foreignTransfers } from '../schema/accounts-history.ts';
import { accounts } from '../schema/payments.ts';
import {
  ACCOUNTS_STEP,
  BANK_BIC,
  CURRENCIES,
  FOREIGN_BENEFICIARIES,
  HISTORY_COUNTERPARTIES,
  HISTORY_DAYS,
  INCOMING_PURPOSES,
  INTERBANK_ACCOUNT,
  NOSTRO_USD,
  OUTGOING_PURPOSES,
  RATE_DAYS,
  USD_ACCOUNTS,
  USD_INCOMING_PURPOSE,
  USD_PAYERS,
} from './accounts-data.ts';
import { DEMO_ORGANIZATIONS } from './demo-data.ts';
import { demoOrganizations } from './demo-lookups.ts';
import { pseudoRandom } from './payments-data.ts';
import { inChunks, ledgerBatch } from './ledger-batch.ts';
import { claimSeedStep, seedStepDone } from './seed-step.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
type Transfer = Omit<typeof foreignTransfers.$inferInsert, 'id'>;

/** `yyyy-mm-dd` of `days` before `day` (calendar arithmetic in UTC on a date string). */
function dayBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** A fraction of `amount` in [low, high), rounded down to whole units (hundreds of minor units). */
function share(amount: bigint, low: number, high: number, random: () => number): bigint {
  const permille = BigInt(Math.floor((low + (high - low) * random()) * 1_000_000));
  return ((amount * permille) / 1_000_000n / 100n) * 100n;
}

/** Daily Central Bank rates as a bounded random walk (±0.25 % a day), with the bank's margins. */
function rateRows(today: string) {
  const random = pseudoRandom(4242);
  const rows: (typeof currencyRates.$inferInsert)[] = [];
  for (const c of CURRENCIES) {
    let rate = c.rate;
    for (let back = RATE_DAYS - 1; back >= 0; back -= 1) {
      const step = BigInt(Math.round((random() - 0.5) * 50)); // per ten thousand
      rate = rate + (rate * step) / 10_000n;
      rows.push({
        day: dayBefore(today, back),
        code: c.code,
        rate,
        buy: (rate * 990n) / 1000n,
        sell: (rate * 1010n) / 1000n,
        clientBuy: (rate * 995n) / 1000n,
        clientSell: (rate * 1005n) / 1000n,
      });
    }
  }
  return rows;
}

export async function seedAccountsHistory(db: Db, { clock }: { clock: Clock }): Promise<boolean> {
  if (await seedStepDone(db, ACCOUNTS_STEP)) return false;
  const now = clock.now();
  const today = tashkentDate(now);

  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, ACCOUNTS_STEP))) return false;

    await tx.insert(currencies).values(
      CURRENCIES.map((c) => ({
        code: c.code,
        numeric: c.numeric,
        nameRu: c.ru,
        nameEn: c.en,
        nameUz: c.uz,
      })),
    );
    await inChunks(rateRows(today), (chunk) => tx.insert(currencyRates).values(chunk));

    const [interbank] = await tx
      .insert(accounts)
      .values({
        number: INTERBANK_ACCOUNT.number,
        mfo: INTERBANK_ACCOUNT.mfo,
        name: 'Banklararo hisob-kitoblar',
        kind: 'correspondent',
        glCode: '10301',
        openingDate: '2015-01-05',
        openingBalance: INTERBANK_ACCOUNT.balance,
        balance: INTERBANK_ACCOUNT.balance,
      })
      .returning();
    const [nostro] = await tx
      .insert(accounts)
      .values({
        number: NOSTRO_USD.number,
        mfo: NOSTRO_USD.mfo,
        name: 'Nostro USD',
        currency: 'USD',
        kind: 'correspondent',
        glCode: '21302',
        openingDate: '2015-01-05',
        openingBalance: NOSTRO_USD.balance,
        balance: NOSTRO_USD.balance,
      })
      .returning();
    if (interbank === undefined || nostro === undefined) return false;

    const orgRows = await demoOrganizations(tx);
    for (const usd of USD_ACCOUNTS) {
      const inn = DEMO_ORGANIZATIONS.find((o) => o.key === usd.org)?.inn;
      const org = orgRows.find((o) => o.inn === inn);
      if (org === undefined) continue;
      await tx.insert(accounts).values({
        organizationId: org.id,
        number: `20208840${org.inn}010${org.mfo}`,
        mfo: org.mfo,
        name: 'Valyuta hisobvarag‘i (USD)',
        currency: 'USD',
        kind: 'current',
        glCode: '20208',
        openingDate: usd.openingDate,
        openingBalance: usd.balance,
        balance: usd.balance,
      });
    }

    const clientAccounts = await tx
      .select()
      .from(accounts)
      .where(and(isNotNull(accounts.organizationId), eq(accounts.state, 'open')))
      .orderBy(accounts.id);
    const transfers: Transfer[] = [];
    const ledger = ledgerBatch();
    const move = ledger.move;

    for (const account of clientAccounts) {
      const org = orgRows.find((o) => o.id === account.organizationId);
      if (org === undefined) continue;
      const random = pseudoRandom(account.id * 104_729);
      const usd = account.currency === 'USD';
      const bank = usd ? nostro : interbank;
      // Turnover scaled to the account: a payment is a small share of what it held at opening.
      const scale = account.openingBalance > 0n ? account.openingBalance : 10_000_000_00n;
      let surplus = 0n;
      let doc = 1;
      for (let back = HISTORY_DAYS; back >= 1; back -= 1) {
        const day = dayBefore(today, back);
        if (day < account.openingDate) continue;
        const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
        if (weekday === 0 || weekday === 6) continue;
        // 09:00–17:00 Tashkent is 04:00–12:00 UTC.
        const at = () => new Date(Date.parse(`${day}T04:00:00Z`) + Math.floor(random() * 480) * 60_000);
        const n = () => `${day.slice(2, 4)}/${String(Math.floor(random() * 900) + 100)}`;
        if (random() < (usd ? 0.06 : 0.35)) {
          const amount = share(scale, 0.004, 0.03, random);
          if (amount > 0n) {
            const payer = usd
              ? USD_PAYERS[Math.floor(random() * USD_PAYERS.length)]
              : HISTORY_COUNTERPARTIES[Math.floor(random() * HISTORY_COUNTERPARTIES.length)];
            if (payer === undefined) continue;
            const purpose = usd
              ? USD_INCOMING_PURPOSE.replace('{n}', n())
              : (INCOMING_PURPOSES[Math.floor(random() * INCOMING_PURPOSES.length)] ?? '').replace(
                  '{n}',
                  n(),
                );
            move(bank.id, account.id, amount, at(), {
              docNumber: String(doc++),
              counterpartyName: payer.name,
              counterpartyAccount: payer.account,
              counterpartyMfo: 'bic' in payer ? payer.bic : payer.mfo,
              counterpartyInn: 'inn' in payer ? payer.inn : null,
              purpose,
            });
            surplus += amount;
          }
        }
        if (random() < (usd ? 0.05 : 0.3) && surplus > 0n) {
          // Only out of what the history brought in: the account's running balance never drops.
          const amount = share(surplus, 0.2, 0.8, random);
          if (amount <= 0n) continue;
          const when = at();
          if (usd) {
            const beneficiary = FOREIGN_BENEFICIARIES[transfers.length % FOREIGN_BENEFICIARIES.length];
            if (beneficiary === undefined) continue;
            const reference = `CB${day.replace(/-/g, '').slice(2)}${String(transfers.length + 1).padStart(4, '0')}`;
            const remittance = beneficiary.remittance.replace('{n}', n());
            move(account.id, bank.id, amount, when, {
              docNumber: reference,
              counterpartyName: beneficiary.name,
              counterpartyAccount: beneficiary.account,
              counterpartyMfo: beneficiary.bic,
              counterpartyInn: null,
              purpose: remittance,
            });
            transfers.push({
              organizationId: org.id,
              accountId: account.id,
              reference,
              valueDate: day,
              currency: 'USD',
              amount,
              senderBic: BANK_BIC,
              receiverBic: beneficiary.bic,
              orderingAccount: account.number,
              orderingName: org.name,
              orderingAddress: 'TASHKENT, UZ',
              beneficiaryAccount: beneficiary.account,
              beneficiaryName: beneficiary.name,
              beneficiaryAddress: beneficiary.address,
              remittance,
              charges: transfers.length % 3 === 0 ? 'OUR' : 'SHA',
              createdAt: when,
            });
          } else {
            const payee = HISTORY_COUNTERPARTIES[Math.floor(random() * HISTORY_COUNTERPARTIES.length)];
            if (payee === undefined) continue;
            move(account.id, bank.id, amount, when, {
              docNumber: String(doc++),
              counterpartyName: payee.name,
              counterpartyAccount: payee.account,
              counterpartyMfo: payee.mfo,
              counterpartyInn: payee.inn,
              purpose: (OUTGOING_PURPOSES[Math.floor(random() * OUTGOING_PURPOSES.length)] ?? '').replace(
                '{n}',
                n(),
              ),
            });
          }
          surplus -= amount;
        }
      }
    }

    await ledger.write(tx);
    await inChunks(transfers, (chunk) => tx.insert(foreignTransfers).values(chunk));
    return true;
  });
}
