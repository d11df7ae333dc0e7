/**
 * Seed step demo-credits-v1: a few credits for the demo organisations (the home credit card and
 * dashboard/credit-info): a working-capital soum credit for most, an investment credit with an
 * overdue part for one, a USD credit for another. Dates are relative to the seed day.
 */
import type { Clock } from '../../clock.ts';
import { tashkentDate } from '../../time-format.ts';
import type { Db } from '../client.ts';
import { credits } from '../schema/credits.ts';
import { demoOrganizations } from './demo-lookups.ts';
import { claimSeedStep, seedStepDone } from './seed-step.ts';

export const CREDITS_STEP = 'demo-credits-v1';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedCredits(db: Db, { clock }: { clock: Clock }): Promise<boolean> {
  if (await seedStepDone(db, CREDITS_STEP)) return false;
  const now = clock.now().getTime();
  const day = (offset: number) => tashkentDate(new Date(now + offset * DAY_MS));
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, CREDITS_STEP))) return false;
    const orgs = await demoOrganizations(tx);
    const rows: (typeof credits.$inferInsert)[] = [];
    for (const [index, org] of orgs.entries()) {
      const n = (k: number) => `KR-${org.inn.slice(-4)}-${String(k).padStart(2, '0')}`;
      if (index % 4 !== 3) {
        rows.push({
          organizationId: org.id,
          contractNumber: n(1),
          productName: 'Aylanma mablag‘larni to‘ldirish krediti',
          currency: 'UZS',
          contractDate: day(-200),
          closeDate: day(530),
          rateBp: 2250,
          amount: 1_200_000_000_00n,
          principal: 870_000_000_00n - BigInt(index) * 25_000_000_00n,
          interest: 14_350_000_00n,
          nextPaymentDate: day(6 + index),
          nextPaymentAmount: 64_500_000_00n,
        });
      }
      if (index === 0) {
        rows.push({
          organizationId: org.id,
          contractNumber: n(2),
          productName: 'Investitsiya krediti: to‘quv uskunalari',
          currency: 'UZS',
          contractDate: day(-420),
          closeDate: day(1040),
          rateBp: 1950,
          amount: 3_500_000_000_00n,
          principal: 2_640_000_000_00n,
          overduePrincipal: 48_000_000_00n,
          interest: 41_200_000_00n,
          overdueInterest: 3_150_000_00n,
          nextPaymentDate: day(3),
          nextPaymentAmount: 118_700_000_00n,
        });
      }
      if (index === 1) {
        rows.push({
          organizationId: org.id,
          contractNumber: n(3),
          productName: 'Eksportni moliyalashtirish krediti',
          currency: 'USD',
          contractDate: day(-90),
          closeDate: day(275),
          rateBp: 850,
          amount: 250_000_00n,
          principal: 250_000_00n,
          interest: 1_720_00n,
          nextPaymentDate: day(12),
          nextPaymentAmount: 1_770_00n,
        });
      }
    }
    if (rows.length > 0) await tx.insert(credits).values(rows);
    return true;
  });
}
