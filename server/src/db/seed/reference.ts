/**
 * Demo reference data (issue 25): two more banks in the MFO directory beyond the payment seed's
 * (payments-data.ts PAYMENT_BANKS): one active, and one closed branch kept inactive, so /mfo shows
 * both states and the payment form's bank look-up refuses the inactive MFO.
 */
import type { Db } from '../client.ts';
import { banks } from '../schema/reference.ts';
import { paymentConstraints } from '../schema/reference-data.ts';
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

export const CONSTRAINTS_STEP = 'reference-constraints-v1';

/**
 * Demo payment constraints (/constraints): the active caps are far above any demo payment, so the
 * other areas' flows are unchanged; the inactive ones show the state and what an admin may switch on.
 */
export const DEMO_CONSTRAINTS = [
  {
    name: 'Bitta toʻlov — barcha tashkilotlar',
    paymentType: null,
    legalForm: null,
    maxSum: 100_000_000_000_00n,
    active: true,
  },
  {
    name: 'Yakka tartibdagi tadbirkor — bitta toʻlov',
    paymentType: null,
    legalForm: 'sole_proprietor',
    maxSum: 5_000_000_000_00n,
    active: true,
  },
  {
    name: 'Byudjetga toʻlov — yakka tadbirkor',
    paymentType: 2,
    legalForm: 'sole_proprietor',
    maxSum: 1_000_000_000_00n,
    active: true,
  },
  {
    name: 'Korporativ kartaga — yuridik shaxs',
    paymentType: 4,
    legalForm: 'legal_entity',
    maxSum: 20_000_000_000_00n,
    active: true,
  },
  {
    name: 'Oddiy toʻlov — sinov chegarasi',
    paymentType: 1,
    legalForm: null,
    maxSum: 10_000_000_00n,
    active: false,
  },
  {
    name: 'Byudjet daromadiga — vaqtincha',
    paymentType: 3,
    legalForm: null,
    maxSum: 50_000_000_00n,
    active: false,
  },
  {
    name: 'Yuridik shaxs — kunlik sinov',
    paymentType: null,
    legalForm: 'legal_entity',
    maxSum: 250_000_000_00n,
    active: false,
  },
] as const;

export async function seedConstraints(db: Db, { clock }: SeedContext): Promise<boolean> {
  if (await seedStepDone(db, CONSTRAINTS_STEP)) return false;
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, CONSTRAINTS_STEP))) return false;
    const at = clock.now();
    await tx
      .insert(paymentConstraints)
      .values(DEMO_CONSTRAINTS.map((c) => ({ ...c, document: 'uzs-payment', updatedAt: at })));
    return true;
  });
}
