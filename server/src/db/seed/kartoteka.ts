/**
 * Seed step demo-kartoteka-v1 (after demo-accounts-v1, whose balances it reads): for the first open
 * soum account of every demo organisation, two card-file-1 demands waiting for acceptance and one or
 * two card-file-2 demands partly paid; and reservations on some accounts, writing accounts.reserved
 * as their sum in the same transaction (a reservation is at most a twentieth of the balance, so the
 * available balance stays positive and the payments' own demo keeps working).
 */
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import { tashkentDate } from '../../time-format.ts';
import type { Db } from '../client.ts';
import { accountReservations, kartotekaDocuments } from '../schema/kartoteka.ts';
import { accounts } from '../schema/payments.ts';
import { demoOrganizations, firstSoumAccount } from './demo-lookups.ts';
import { claimSeedStep, seedStepDone } from './seed-step.ts';

export const KARTOTEKA_STEP = 'demo-kartoteka-v1';

const DAY_MS = 24 * 60 * 60 * 1000;

const CLAIMANTS = {
  tax: {
    claimantName: 'Toshkent sh. Yunusobod tumani Davlat soliq inspeksiyasi',
    claimantInn: '200935412',
    claimantAccount: '23402000300100001010',
    claimantMfo: '00014',
  },
  pension: {
    claimantName: 'Byudjetdan tashqari Pensiya jamg‘armasi',
    claimantInn: '201122334',
    claimantAccount: '23402000300100002020',
    claimantMfo: '00014',
  },
  supplier: {
    claimantName: 'MChJ «Navoiy Savdo Uyi»',
    claimantInn: '309112457',
    claimantAccount: '2020800030911245700100450',
    claimantMfo: '00450',
  },
  energy: {
    claimantName: 'AJ «Hududiy elektr tarmoqlari»',
    claimantInn: '207445190',
    claimantAccount: '2021000020744519000100873',
    claimantMfo: '00873',
  },
} as const;

/** Whole soums (hundreds of tiyin) of `balance` × permille / 1000, at least 100 000 soums. */
function part(balance: bigint, permille: bigint): bigint {
  const value = ((balance * permille) / 1000n / 100n) * 100n;
  return value > 100_000_00n ? value : 100_000_00n;
}

export async function seedKartoteka(db: Db, { clock }: { clock: Clock }): Promise<boolean> {
  if (await seedStepDone(db, KARTOTEKA_STEP)) return false;
  const now = clock.now().getTime();
  const day = (back: number) => tashkentDate(new Date(now - back * DAY_MS));
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, KARTOTEKA_STEP))) return false;
    const orgs = await demoOrganizations(tx);
    for (const [index, org] of orgs.entries()) {
      const account = await firstSoumAccount(tx, org.id);
      if (account === undefined) continue;
      const on = { organizationId: org.id, accountId: account.id };
      const n = (k: number) => `${String(index + 1)}${String(k).padStart(3, '0')}`;
      await tx.insert(kartotekaDocuments).values([
        {
          ...on,
          ...CLAIMANTS.supplier,
          file: 1,
          docNumber: n(11),
          docDate: day(3),
          placedOn: day(2),
          priority: 5,
          purpose: 'Yetkazib berilgan mahsulot uchun to‘lov talabnomasi, shartnoma 14/2026',
          amount: part(account.balance, 30n),
        },
        {
          ...on,
          ...CLAIMANTS.energy,
          file: 1,
          docNumber: n(12),
          docDate: day(1),
          placedOn: day(1),
          priority: 5,
          purpose: 'Elektr energiyasi uchun to‘lov talabnomasi, oktabr',
          amount: part(account.balance, 8n),
        },
        {
          ...on,
          ...CLAIMANTS.tax,
          file: 2,
          docNumber: n(21),
          docDate: day(20),
          placedOn: day(18),
          priority: 3,
          purpose: 'Inkasso topshiriqnomasi: foyda solig‘i bo‘yicha qarzdorlik',
          amount: part(account.balance, 45n),
          paid: part(account.balance, 12n),
        },
        ...(index % 2 === 0
          ? [
              {
                ...on,
                ...CLAIMANTS.pension,
                file: 2,
                docNumber: n(22),
                docDate: day(9),
                placedOn: day(9),
                priority: 3,
                purpose: 'Inkasso topshiriqnomasi: ijtimoiy soliq',
                amount: part(account.balance, 15n),
              },
            ]
          : []),
      ]);
      const reservations = [
        {
          ...on,
          reason: 'currency_purchase',
          reference: `22613-${n(31)}`,
          reservedOn: day(1),
          purpose: 'Chet el valyutasini sotib olish uchun 22613 hisobvarag‘iga zaxira',
          amount: part(account.balance, 20n),
        },
        ...(index % 3 === 1
          ? [
              {
                ...on,
                reason: 'court_order',
                reference: `IJ-${n(32)}`,
                reservedOn: day(6),
                purpose: 'Sud ijrochisining qarori bo‘yicha mablag‘larni xatlash',
                amount: part(account.balance, 10n),
              },
            ]
          : []),
      ];
      const total = reservations.reduce((sum, r) => sum + r.amount, 0n);
      if (total * 20n > account.balance) continue;
      await tx.insert(accountReservations).values(reservations);
      await tx
        .update(accounts)
        .set({ reserved: sql`${accounts.reserved} + ${total}` })
        .where(eq(accounts.id, account.id));
    }
    return true;
  });
}
