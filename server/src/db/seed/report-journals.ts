/**
 * Seed step demo-agmk-terminals-v1 (after the accounts history, whose ledger it extends):
 *
 * - AGMK settlements: for the soum accounts of two demo organisations, payments received from AGMK
 *   (contracts/api/report-journals.ts AGMK) over the year and a few payments back to it, each one
 *   out of what AGMK itself paid earlier, so no balance ever drops below what the history left.
 * - POS terminals: two for the main organisation, one for Samarqand, with 45 days of card payments.
 *   Each trading day's approved payments are settled the next day at 10:00 (Tashkent) by one ledger
 *   movement crediting the terminal's account with the day's net; a day whose settlement moment is
 *   not yet past stays pending (no settlement row, no ledger movement).
 *
 * Movements are pairs of legs of one transaction against the bank's interbank account, with a
 * ledger_details row naming the counterparty, as the history step writes them.
 */
import { and, eq } from 'drizzle-orm';
import { AGMK } from '../../../../contracts/api/report-journals.ts';
import type { Clock } from '../../clock.ts';
import { tashkentDate } from '../../time-format.ts';
import type { Db } from '../client.ts';
import { accounts } from '../schema/payments.ts';
import { terminalSettlements, terminals, terminalTransactions } from '../schema/terminals.ts';
import { INTERBANK_ACCOUNT } from './accounts-data.ts';
import { DEMO_ORGANIZATIONS, type OrgKey } from './demo-data.ts';
import { pseudoRandom } from './payments-data.ts';
import { demoOrganizations, firstSoumAccount } from './demo-lookups.ts';
import { ledgerBatch } from './ledger-batch.ts';
import { claimSeedStep, seedStepDone } from './seed-step.ts';

export const JOURNALS_STEP = 'demo-agmk-terminals-v1';

const DAY_MS = 24 * 60 * 60 * 1000;
const TASHKENT_MS = 5 * 60 * 60 * 1000;

/** AGMK's settlement account with its bank. */
export const AGMK_ACCOUNT = { account: '2021000020232879400100401', mfo: '00401' } as const;

const AGMK_IN = [
  'Mis katodlarini qayta ishlash xizmatlari uchun to‘lov, hisob-faktura {n}',
  'Texnik xizmat ko‘rsatish shartnomasi bo‘yicha to‘lov, dalolatnoma {n}',
  'Yetkazib berilgan ehtiyot qismlar uchun to‘lov, shartnoma {n}',
];
const AGMK_OUT = [
  'Mis katodlari uchun oldindan to‘lov, shartnoma {n}',
  'Sanoat kislotasi yetkazib berilgani uchun to‘lov, hisob-faktura {n}',
];

const ACQUIRING = {
  name: 'CorpBank: ekvayring bo‘yicha hisob-kitoblar',
  account: '2980200000000000000100873',
  mfo: '00873',
};

const TERMINALS: readonly {
  org: OrgKey;
  code: string;
  merchantId: string;
  name: string;
  address: string;
  commissionBp: number;
}[] = [
  {
    org: 'main',
    code: 'CB873011',
    merchantId: '908730000110001',
    name: 'Firma do‘koni, Chilonzor',
    address: 'Toshkent sh., Chilonzor t., Bunyodkor ko‘chasi 12',
    commissionBp: 100,
  },
  {
    org: 'main',
    code: 'CB873012',
    merchantId: '908730000110001',
    name: 'Firma do‘koni, Yunusobod',
    address: 'Toshkent sh., Yunusobod t., Amir Temur shoh ko‘chasi 108',
    commissionBp: 100,
  },
  {
    org: 'samarqand',
    code: 'CB421021',
    merchantId: '904210000210002',
    name: 'Savdo zali, Registon',
    address: 'Samarqand sh., Registon ko‘chasi 5',
    commissionBp: 150,
  },
];
/** Days of card payments written back from the seed day (today included). */
export const TERMINAL_DAYS = 45;
const PAN_PREFIXES = ['860002', '860049', '860031', '986009', '986012', '418073', '544081'];

/** `yyyy-mm-dd` of `days` before `day`. */
function dayBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant of `hh:mm` (Tashkent) on `day`. */
function tashkentAt(day: string, minutes: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - TASHKENT_MS + minutes * 60_000);
}

export async function seedReportJournals(db: Db, { clock }: { clock: Clock }): Promise<boolean> {
  if (await seedStepDone(db, JOURNALS_STEP)) return false;
  const now = clock.now();
  const today = tashkentDate(now);

  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, JOURNALS_STEP))) return false;

    const [interbank] = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.number, INTERBANK_ACCOUNT.number), eq(accounts.mfo, INTERBANK_ACCOUNT.mfo)));
    if (interbank === undefined) return true;
    const orgRows = await demoOrganizations(tx);
    /** The organisation's first open soum current account. */
    const soumAccount = async (key: OrgKey) => {
      const inn = DEMO_ORGANIZATIONS.find((o) => o.key === key)?.inn;
      const org = orgRows.find((o) => o.inn === inn);
      const account = org === undefined ? undefined : await firstSoumAccount(tx, org.id);
      return org === undefined || account === undefined ? undefined : { org, account };
    };

    const ledger = ledgerBatch();
    const move = ledger.move;

    // AGMK: received on days spread over the year (some in the last month), paid back out of it.
    for (const [index, key] of (['main', 'samarqand'] as const).entries()) {
      const found = await soumAccount(key);
      if (found === undefined) continue;
      const { account } = found;
      const random = pseudoRandom(202_328_794 + index);
      let received = 0n;
      let doc = 1;
      const days =
        index === 0 ? [330, 290, 250, 210, 175, 140, 100, 70, 45, 26, 18, 9, 4] : [200, 120, 60, 22, 11, 5];
      for (const [i, back] of days.entries()) {
        let day = dayBefore(today, back);
        const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
        if (weekday === 6) day = dayBefore(day, 1);
        if (weekday === 0) day = dayBefore(day, 2);
        if (day < account.openingDate) continue;
        const at = tashkentAt(day, 9 * 60 + Math.floor(random() * 480));
        const n = `${day.slice(2, 4)}/${String(100 + Math.floor(random() * 800))}`;
        if (i % 3 === 2 && received > 0n) {
          const amount = ((received * BigInt(20 + Math.floor(random() * 50))) / 100n / 100n) * 100n;
          if (amount <= 0n) continue;
          move(account.id, interbank.id, amount, at, {
            docNumber: `AG${String(doc++).padStart(4, '0')}`,
            counterpartyName: AGMK.name,
            counterpartyAccount: AGMK_ACCOUNT.account,
            counterpartyMfo: AGMK_ACCOUNT.mfo,
            counterpartyInn: AGMK.inn,
            purpose: (AGMK_OUT[i % AGMK_OUT.length] ?? '').replace('{n}', n),
          });
          received -= amount;
        } else {
          const amount = BigInt(35_000_000 + Math.floor(random() * 145_000_000)) * 100n;
          move(interbank.id, account.id, amount, at, {
            docNumber: `AG${String(doc++).padStart(4, '0')}`,
            counterpartyName: AGMK.name,
            counterpartyAccount: AGMK_ACCOUNT.account,
            counterpartyMfo: AGMK_ACCOUNT.mfo,
            counterpartyInn: AGMK.inn,
            purpose: (AGMK_IN[i % AGMK_IN.length] ?? '').replace('{n}', n),
          });
          received += amount;
        }
      }
    }

    // Terminals and their card payments; each past day settled by one ledger credit.
    type Txn = Omit<typeof terminalTransactions.$inferInsert, 'terminalId' | 'settlementId'>;
    for (const [index, spec] of TERMINALS.entries()) {
      const found = await soumAccount(spec.org);
      if (found === undefined) continue;
      const [terminal] = await tx
        .insert(terminals)
        .values({
          organizationId: found.org.id,
          accountId: found.account.id,
          code: spec.code,
          merchantId: spec.merchantId,
          name: spec.name,
          address: spec.address,
          commissionBp: spec.commissionBp,
        })
        .returning();
      if (terminal === undefined) continue;
      const random = pseudoRandom(8_600_000 + index * 7919);
      let rrn = 100_000_000_000 + index * 10_000_000;
      for (let back = TERMINAL_DAYS - 1; back >= 0; back -= 1) {
        const day = dayBefore(today, back);
        const count = 3 + Math.floor(random() * 7);
        const rows: Txn[] = [];
        for (let k = 0; k < count; k += 1) {
          const at = tashkentAt(day, 9 * 60 + Math.floor(random() * 720));
          const roll = random();
          const amount = BigInt(250 + Math.floor(random() * 24_750)) * 100n * 100n;
          const prefix = PAN_PREFIXES[Math.floor(random() * PAN_PREFIXES.length)] ?? '860002';
          const last = String(Math.floor(random() * 10_000)).padStart(4, '0');
          rrn += 1 + Math.floor(random() * 50);
          if (at.getTime() >= now.getTime()) continue;
          const status = roll < 0.07 ? 'declined' : roll < 0.1 ? 'reversed' : 'approved';
          rows.push({
            at,
            panMasked: `${prefix}******${last}`,
            rrn: String(rrn),
            amount,
            commission: status === 'approved' ? (amount * BigInt(spec.commissionBp)) / 10_000n : 0n,
            status,
          });
        }
        if (rows.length === 0) continue;
        rows.sort((a, b) => a.at.getTime() - b.at.getTime());
        const approved = rows.filter((r) => r.status === 'approved');
        const dayNet = approved.reduce((sum, r) => sum + r.amount - (r.commission ?? 0n), 0n);
        const creditedAt = tashkentAt(dayBefore(day, -1), 10 * 60);
        let settlementId: number | null = null;
        if (dayNet > 0n && creditedAt.getTime() < now.getTime()) {
          const transactionId = move(interbank.id, found.account.id, dayNet, creditedAt, {
            docNumber: `POS${spec.code.slice(-4)}${day.replace(/-/g, '').slice(2)}`,
            counterpartyName: ACQUIRING.name,
            counterpartyAccount: ACQUIRING.account,
            counterpartyMfo: ACQUIRING.mfo,
            counterpartyInn: null,
            purpose: `POS ${spec.code}: ${day.split('-').reverse().join('.')} savdo tushumi (${approved.length} ta operatsiya)`,
          });
          const [settlement] = await tx
            .insert(terminalSettlements)
            .values({ terminalId: terminal.id, day, amount: dayNet, transactionId, creditedAt })
            .returning({ id: terminalSettlements.id });
          settlementId = settlement?.id ?? null;
        }
        await tx.insert(terminalTransactions).values(
          rows.map((r) => ({
            ...r,
            terminalId: terminal.id,
            settlementId: r.status === 'approved' ? settlementId : null,
          })),
        );
      }
    }

    await ledger.write(tx);
    return true;
  });
}
