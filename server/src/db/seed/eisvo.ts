/**
 * Seed step for the demo foreign-trade contracts (eisvo-data.ts). Idempotent like every step: it is
 * claimed in seed_steps in the same transaction as its rows. Organisations are found by inn, so it
 * runs after the shell step and also on a database seeded before EISVO existed.
 */
import { inArray } from 'drizzle-orm';
import { SECTION_NAMES, SECTIONS } from '../../../../contracts/api/eisvo.ts';
import { toMinor } from '../../../../contracts/money.ts';
import type { Db } from '../client.ts';
import { eisvoBasisTexts, eisvoContractItems, eisvoContracts, eisvoVerifications } from '../schema/eisvo.ts';
import { organizations } from '../schema/reference.ts';
import {
  BASIS_TEXTS,
  DEMO_CONTRACTS,
  HOSTILE_BASIS,
  demoIdn,
  demoRows,
  demoVerification,
  type DemoRow,
} from './eisvo-data.ts';
import { claimSeedStep, seedStepDone } from './seed-step.ts';

const STEP = 'demo-eisvo-v1';

/** Splits a demo row into its typed columns (date, up to two money fields) and the other texts. */
function itemColumns(section: (typeof SECTION_NAMES)[number], row: DemoRow) {
  const spec = SECTIONS[section];
  const fields: Record<string, string | null> = {};
  for (const [name, value] of Object.entries(row)) {
    if (!spec.money.includes(name) && name !== spec.date) fields[name] = value;
  }
  const money = (name: string | undefined) => {
    const value = name === undefined ? null : row[name];
    return value === null || value === undefined ? null : toMinor(value);
  };
  return {
    docDate: spec.date === null ? null : (row[spec.date] ?? null),
    amount: money(spec.money[0]),
    amount2: money(spec.money[1]),
    fields,
  };
}

export async function seedEisvo(db: Db): Promise<boolean> {
  if (await seedStepDone(db, STEP)) return false;
  const inns = [...new Set(DEMO_CONTRACTS.map((c) => c.inn))];
  const orgs = await db
    .select({ id: organizations.id, inn: organizations.inn })
    .from(organizations)
    .where(inArray(organizations.inn, inns));
  const orgOf = new Map(orgs.map((o) => [o.inn, o.id]));

  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, STEP))) return false;
    for (const [index, c] of DEMO_CONTRACTS.entries()) {
      const organizationId = orgOf.get(c.inn);
      if (organizationId === undefined) continue;
      const idn = demoIdn(c, index + 1);
      const [row] = await tx
        .insert(eisvoContracts)
        .values({
          idn,
          organizationId,
          bankId: c.bankId,
          bxmCode: c.bxmCode,
          docDate: c.docDate,
          docNo: c.docNo,
          cntrType: c.cntrType,
          amount: toMinor(c.amount),
          currCode: c.currCode,
          contractorForName: c.contractorForName,
          contractorForCountryCode: c.contractorForCountryCode,
          cntrStatus: c.cntrStatus,
          okonx: c.okonx,
          contractorUzParentCompany: c.contractorUzParentCompany,
          contractorUzName: c.contractorUzName,
          rgnCode: c.rgnCode,
          contractorUzAddress: c.contractorUzAddress,
          contractorUzPhone: c.contractorUzPhone,
          cntrSubject: c.cntrSubject,
          currCode1: c.currCode,
          amount1: toMinor(c.amount),
          accCurrCode1: c.accCurrCode1,
          contractorForAddress: c.contractorForAddress,
          bankForName: c.bankForName,
          bankForCountryCode: c.bankForCountryCode,
          bankForAddress: c.bankForAddress,
          bankForAttributes: c.bankForAttributes,
          execType: c.execType,
          receivableOverdue1: toMinor(c.receivableOverdue1),
          payableOverdue1: toMinor(c.payableOverdue1),
          receivableOverdue2: toMinor(c.receivableOverdue2),
          payableOverdue2: toMinor(c.payableOverdue2),
        })
        .returning({ id: eisvoContracts.id });
      if (row === undefined) continue;
      const contractId = row.id;
      const items = SECTION_NAMES.flatMap((section) =>
        demoRows(c, idn, section).map((item, position) => ({
          contractId,
          section,
          position,
          ...itemColumns(section, item),
        })),
      );
      if (items.length > 0) await tx.insert(eisvoContractItems).values(items);
      await tx.insert(eisvoVerifications).values(
        demoVerification(c).map((v, index) => ({
          contractId,
          orderNum: index + 1,
          field: v.field,
          cntrValue: v.cntr,
          clause: v.clause,
          description: v.desc,
          eisvoValue: v.value,
          comment: v.comment,
          done: v.done,
          basisKey: v.basis,
        })),
      );
      await tx.insert(eisvoBasisTexts).values(
        Object.entries(BASIS_TEXTS).map(([key, html]) => ({
          contractId,
          key,
          html: c.hostileBasis === true && key === 'b1' ? HOSTILE_BASIS : html,
        })),
      );
    }
    return true;
  });
}
