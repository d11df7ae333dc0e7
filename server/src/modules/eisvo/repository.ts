/** Drizzle access for EISVO contracts, their sub-screen rows, verification rows and basis texts. */
import { and, asc, count, desc, eq, gt, like, or, sql, type SQL } from 'drizzle-orm';
import {
  SECTIONS,
  type ContractDetail,
  type ContractRow,
  type OverdueDebtRow,
  type Requirement,
  type SectionName,
  type SectionRow,
} from '../../../../contracts/api/eisvo.ts';
import { fromMinor } from '../../../../contracts/money.ts';
import type { Db } from '../../db/client.ts';
import {
  eisvoBasisTexts,
  eisvoContractItems,
  eisvoContracts,
  eisvoVerifications,
} from '../../db/schema/eisvo.ts';

type ContractRecord = typeof eisvoContracts.$inferSelect;

export interface Page {
  readonly page: number;
  readonly pageSize: number;
}

export interface ContractFilter {
  /** Only this organisation's contracts; null = every organisation (bank roles). */
  readonly organizationId: number | null;
  readonly idn?: string;
  readonly cntrStatus?: string;
  readonly cntrType?: string;
  readonly country?: string;
}

export function toContractRow(c: ContractRecord): ContractRow {
  return {
    idn: c.idn,
    bankId: c.bankId,
    bxmCode: c.bxmCode,
    docDate: c.docDate,
    docNo: c.docNo,
    cntrType: c.cntrType,
    amount: fromMinor(c.amount),
    currCode: c.currCode,
    contractorForName: c.contractorForName,
    contractorForCountryCode: c.contractorForCountryCode,
    cntrStatus: c.cntrStatus,
  };
}

export function toContractDetail(c: ContractRecord): ContractDetail {
  return {
    idn: c.idn,
    cntrType: c.cntrType,
    bankId: c.bankId,
    okonx: c.okonx,
    contractorUzParentCompany: c.contractorUzParentCompany,
    contractorUzName: c.contractorUzName,
    rgnCode: c.rgnCode,
    contractorUzAddress: c.contractorUzAddress,
    contractorUzPhone: c.contractorUzPhone,
    cntrSubject: c.cntrSubject,
    currCode1: c.currCode1,
    amount1: fromMinor(c.amount1),
    accCurrCode1: c.accCurrCode1,
    contractorForName: c.contractorForName,
    contractorForCountryCode: c.contractorForCountryCode,
    contractorForAddress: c.contractorForAddress,
    bankForName: c.bankForName,
    bankForCountryCode: c.bankForCountryCode,
    bankForAddress: c.bankForAddress,
    bankForAttributes: c.bankForAttributes,
    docNo: c.docNo,
    docDate: c.docDate,
    execType: c.execType,
    cntrStatus: c.cntrStatus,
    receivableOverdue1: fromMinor(c.receivableOverdue1),
    payableOverdue1: fromMinor(c.payableOverdue1),
    receivableOverdue2: fromMinor(c.receivableOverdue2),
    payableOverdue2: fromMinor(c.payableOverdue2),
  };
}

export async function findContract(db: Db, idn: string): Promise<ContractRecord | null> {
  const [row] = await db.select().from(eisvoContracts).where(eq(eisvoContracts.idn, idn));
  return row ?? null;
}

function contractWhere(filter: ContractFilter): SQL | undefined {
  return and(
    filter.organizationId === null ? undefined : eq(eisvoContracts.organizationId, filter.organizationId),
    // The filter holds digits only (the schema), so it is a plain prefix.
    filter.idn ? like(eisvoContracts.idn, `${filter.idn}%`) : undefined,
    filter.cntrStatus ? eq(eisvoContracts.cntrStatus, filter.cntrStatus) : undefined,
    filter.cntrType ? eq(eisvoContracts.cntrType, filter.cntrType) : undefined,
    filter.country ? eq(eisvoContracts.contractorForCountryCode, filter.country) : undefined,
  );
}

async function pageOf(
  db: Db,
  where: SQL | undefined,
  page: Page,
): Promise<{ rows: ContractRecord[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(eisvoContracts)
      .where(where)
      .orderBy(desc(eisvoContracts.docDate), desc(eisvoContracts.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(eisvoContracts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function listContracts(
  db: Db,
  filter: ContractFilter,
  page: Page,
): Promise<{ rows: ContractRow[]; total: number }> {
  const { rows, total } = await pageOf(db, contractWhere(filter), page);
  return { rows: rows.map(toContractRow), total };
}

/** Contracts with an overdue part; `organizationId` null: every organisation's. */
export async function listOverdue(
  db: Db,
  page: Page,
  organizationId: number | null,
): Promise<{ rows: OverdueDebtRow[]; total: number }> {
  const where = and(
    organizationId === null ? undefined : eq(eisvoContracts.organizationId, organizationId),
    or(
      gt(eisvoContracts.receivableOverdue1, sql`0`),
      gt(eisvoContracts.payableOverdue1, sql`0`),
      gt(eisvoContracts.receivableOverdue2, sql`0`),
      gt(eisvoContracts.payableOverdue2, sql`0`),
    ),
  );
  const { rows, total } = await pageOf(db, where, page);
  return {
    rows: rows.map((c) => ({
      ...toContractRow(c),
      contractorUzName: c.contractorUzName,
      receivableOverdue1: fromMinor(c.receivableOverdue1),
      payableOverdue1: fromMinor(c.payableOverdue1),
      receivableOverdue2: fromMinor(c.receivableOverdue2),
      payableOverdue2: fromMinor(c.payableOverdue2),
    })),
    total,
  };
}

export async function sectionPage(
  db: Db,
  contractId: number,
  section: SectionName,
  page: Page & { readonly sort?: string },
): Promise<{ rows: SectionRow[]; total: number }> {
  const spec = SECTIONS[section];
  const where = and(eq(eisvoContractItems.contractId, contractId), eq(eisvoContractItems.section, section));
  const order =
    page.sort === undefined
      ? [asc(eisvoContractItems.position)]
      : [
          (page.sort.startsWith('-') ? desc : asc)(eisvoContractItems.docDate),
          asc(eisvoContractItems.position),
        ];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(eisvoContractItems)
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(eisvoContractItems).where(where),
  ]);
  return {
    rows: rows.map((item) => {
      const row: SectionRow = { id: String(item.id) };
      for (const field of spec.fields) row[field] = item.fields[field] ?? null;
      if (spec.date !== null) row[spec.date] = item.docDate;
      const [first, second] = spec.money;
      if (first !== undefined) row[first] = item.amount === null ? null : fromMinor(item.amount);
      if (second !== undefined) row[second] = item.amount2 === null ? null : fromMinor(item.amount2);
      return row;
    }),
    total: total?.n ?? 0,
  };
}

export function verificationRows(db: Db, contractId: number) {
  return db
    .select()
    .from(eisvoVerifications)
    .where(eq(eisvoVerifications.contractId, contractId))
    .orderBy(asc(eisvoVerifications.orderNum));
}

export function basisTexts(db: Db, contractId: number) {
  return db
    .select({ key: eisvoBasisTexts.key, value: eisvoBasisTexts.html })
    .from(eisvoBasisTexts)
    .where(eq(eisvoBasisTexts.contractId, contractId))
    .orderBy(asc(eisvoBasisTexts.key));
}

/** Writes the comments that differ from the stored ones; answers how many changed. */
export async function updateComments(
  tx: Db,
  contractId: number,
  comments: Partial<Record<Requirement, string>>,
  by: { userId: number; at: Date },
): Promise<number> {
  let changed = 0;
  for (const [field, comment] of Object.entries(comments)) {
    if (comment === undefined) continue;
    const rows = await tx
      .update(eisvoVerifications)
      .set({ comment, commentedAt: by.at, commentedBy: by.userId })
      .where(
        and(
          eq(eisvoVerifications.contractId, contractId),
          eq(eisvoVerifications.field, field),
          sql`${eisvoVerifications.comment} is distinct from ${comment}`,
        ),
      )
      .returning({ field: eisvoVerifications.field });
    changed += rows.length;
  }
  return changed;
}
