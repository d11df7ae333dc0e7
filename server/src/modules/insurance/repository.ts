/**
 * Drizzle access of the ecosystem and OSGOR (db/schema/ecosystem.ts). A contract's status columns
 * come from its premium payment (payments.status_id, error_bank), joined on every read.
 */
import { and, asc, count, desc, eq, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  insuranceCompanies,
  insuranceCompanyExcludedRegions,
  insuranceDistricts,
  insurancePolicies,
  insuranceProfiles,
  insuranceRegions,
  insuredCars,
} from '../../db/schema/ecosystem.ts';
import { accounts, payments } from '../../db/schema/payments.ts';
import { organizations } from '../../db/schema/reference.ts';

export type CompanyRow = typeof insuranceCompanies.$inferSelect;
export type PolicyInsert = typeof insurancePolicies.$inferInsert;

export async function companies(db: Db): Promise<CompanyRow[]> {
  return db.select().from(insuranceCompanies).orderBy(asc(insuranceCompanies.id));
}

export async function company(db: Db, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(insuranceCompanies).where(eq(insuranceCompanies.id, id));
  return row ?? null;
}

async function excludedRegions(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: insuranceCompanyExcludedRegions.regionId })
    .from(insuranceCompanyExcludedRegions)
    .where(eq(insuranceCompanyExcludedRegions.companyId, companyId));
  return rows.map((r) => r.id);
}

export async function regionsOf(db: Db, companyId: number) {
  const excluded = await excludedRegions(db, companyId);
  return db
    .select()
    .from(insuranceRegions)
    .where(excluded.length === 0 ? undefined : notInArray(insuranceRegions.id, excluded))
    .orderBy(asc(insuranceRegions.id));
}

export async function districtsOf(db: Db, regionId: number) {
  return db
    .select()
    .from(insuranceDistricts)
    .where(eq(insuranceDistricts.regionId, regionId))
    .orderBy(asc(insuranceDistricts.id));
}

export async function district(db: Db, id: number) {
  const [row] = await db.select().from(insuranceDistricts).where(eq(insuranceDistricts.id, id));
  return row ?? null;
}

export async function regionServed(db: Db, companyId: number, regionId: number): Promise<boolean> {
  const [region] = await db.select().from(insuranceRegions).where(eq(insuranceRegions.id, regionId));
  if (region === undefined) return false;
  return !(await excludedRegions(db, companyId)).includes(regionId);
}

export async function profile(db: Db, organizationId: number) {
  const [row] = await db
    .select({ profile: insuranceProfiles, name: organizations.name, inn: organizations.inn })
    .from(organizations)
    .leftJoin(insuranceProfiles, eq(insuranceProfiles.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId));
  return row ?? null;
}

/** The organisation's open soum current accounts (the payer of the premium). */
export async function soumAccounts(db: Db, organizationId: number) {
  return db
    .select({ id: accounts.id, number: accounts.number, mfo: accounts.mfo, balance: accounts.balance })
    .from(accounts)
    .where(
      and(
        eq(accounts.organizationId, organizationId),
        eq(accounts.kind, 'current'),
        eq(accounts.currency, 'UZS'),
        eq(accounts.state, 'open'),
      ),
    )
    .orderBy(asc(accounts.id));
}

export async function policyCount(db: Db, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(insurancePolicies)
    .where(eq(insurancePolicies.organizationId, organizationId));
  return row?.n ?? 0;
}

export async function agreementTaken(db: Db, organizationId: number, agreementId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: insurancePolicies.id })
    .from(insurancePolicies)
    .where(
      and(
        eq(insurancePolicies.organizationId, organizationId),
        eq(insurancePolicies.agreementId, agreementId),
      ),
    );
  return row !== undefined;
}

/** The insurer's next policy number of a series (7 digits). */
export async function nextPolicyNumber(db: Db, series: string): Promise<string> {
  const [row] = await db
    .select({ top: sql<string | null>`max(${insurancePolicies.policyNumber})` })
    .from(insurancePolicies)
    .where(eq(insurancePolicies.policySeria, series));
  return String(Number(row?.top ?? '0') + 1).padStart(7, '0');
}

export async function insertPolicy(db: Db, values: PolicyInsert): Promise<number> {
  const [row] = await db.insert(insurancePolicies).values(values).returning({ id: insurancePolicies.id });
  if (row === undefined) throw new Error('insurance policy not stored');
  return row.id;
}

const policySelection = {
  policy: insurancePolicies,
  companyName: insuranceCompanies.name,
  paymentStatus: payments.statusId,
  paymentNumber: payments.number,
  errorBank: payments.errorBank,
};

export type PolicyRecord = {
  policy: typeof insurancePolicies.$inferSelect;
  companyName: string;
  paymentStatus: number | null;
  paymentNumber: string | null;
  errorBank: string | null;
};

export async function policies(
  db: Db,
  scope: readonly number[],
  from: string,
  to: string,
  page: number,
  pageSize: number,
): Promise<{ rows: PolicyRecord[]; total: number }> {
  if (scope.length === 0) return { rows: [], total: 0 };
  const where = and(
    inArray(insurancePolicies.organizationId, [...scope]),
    gte(insurancePolicies.agreementDate, from),
    lte(insurancePolicies.agreementDate, to),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(policySelection)
      .from(insurancePolicies)
      .innerJoin(insuranceCompanies, eq(insuranceCompanies.id, insurancePolicies.companyId))
      .leftJoin(payments, eq(payments.id, insurancePolicies.paymentId))
      .where(where)
      .orderBy(desc(insurancePolicies.createdAt), desc(insurancePolicies.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(insurancePolicies).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function policy(db: Db, scope: readonly number[], id: number): Promise<PolicyRecord | null> {
  if (scope.length === 0) return null;
  const [row] = await db
    .select(policySelection)
    .from(insurancePolicies)
    .innerJoin(insuranceCompanies, eq(insuranceCompanies.id, insurancePolicies.companyId))
    .leftJoin(payments, eq(payments.id, insurancePolicies.paymentId))
    .where(and(eq(insurancePolicies.id, id), inArray(insurancePolicies.organizationId, [...scope])));
  return row ?? null;
}

export async function cars(db: Db, scope: readonly number[]) {
  if (scope.length === 0) return [];
  return db
    .select({ car: insuredCars, companyName: insuranceCompanies.name, applicant: organizations.name })
    .from(insuredCars)
    .innerJoin(insuranceCompanies, eq(insuranceCompanies.id, insuredCars.companyId))
    .innerJoin(organizations, eq(organizations.id, insuredCars.organizationId))
    .where(inArray(insuredCars.organizationId, [...scope]))
    .orderBy(asc(insuredCars.policyEndDate), asc(insuredCars.id));
}
