/**
 * Demo reference data (issue 25): two more banks in the MFO directory beyond the payment seed's
 * (payments-data.ts PAYMENT_BANKS): one active, and one closed branch kept inactive, so /mfo shows
 * both states and the payment form's bank look-up refuses the inactive MFO.
 */
import type { Db } from '../client.ts';
import { banks } from '../schema/reference.ts';
import { claimSeedStep, seedStepDone, type SeedContext } from './seed-step.ts';

export const REFERENCE_STEP = 'reference-mfo-v1';

export const REFERENCE_BANKS = [
  { mfo: '00958', name: 'ATB «Aloqabank»', active: true },
  { mfo: '00635', name: 'CorpBank, Nukus filiali (yopilgan)', active: false },
] as const;

export async function seedReference(db: Db, { clock }: SeedContext): Promise<boolean> {
  if (await seedStepDone(db, REFERENCE_STEP)) return false;
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, REFERENCE_STEP))) return false;
    const at = clock.now();
    await tx
      .insert(banks)
      .values(REFERENCE_BANKS.map((b) => ({ ...b, updatedAt: at })))
      .onConflictDoNothing();
    return true;
  });
}
