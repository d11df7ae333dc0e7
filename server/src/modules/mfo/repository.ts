/**
 * Drizzle access for banks by MFO: the `banks` table the payment form's bank look-up reads
 * (uzs-payment repository `bank`, active rows only). "In use": an organisation, an account or a
 * soum payment names the MFO (the columns that reference banks.mfo).
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { MfoBank } from '../../../../contracts/api/mfo.ts';
import type { Db } from '../../db/client.ts';
import { banks } from '../../db/schema/reference.ts';

export interface BankValues {
  readonly mfo: string;
  readonly name: string;
  readonly active: boolean;
}

export interface ListFilter {
  readonly active?: boolean;
  readonly text?: string;
}

export interface ListPage {
  readonly page: number;
  readonly pageSize: number;
  /** `field` or `-field` of MFO_SORT_FIELDS; by MFO when absent. */
  readonly sort?: string;
}

const SORT_COLUMNS = {
  id: banks.id,
  mfo: banks.mfo,
  name: banks.name,
  active: banks.active,
} as const;

// Written out in full: drizzle renders a column unqualified inside `sql`, and "mfo" = "mfo" would
// compare each inner table's column with itself.
const inUse = sql<boolean>`(
  exists (select 1 from "organizations" o where o."mfo" = "banks"."mfo")
  or exists (select 1 from "accounts" a where a."mfo" = "banks"."mfo")
  or exists (select 1 from "payments" p where p."r_mfo" = "banks"."mfo")
)`;

const selection = {
  id: banks.id,
  mfo: banks.mfo,
  name: banks.name,
  active: banks.active,
  updatedAt: banks.updatedAt,
  inUse,
};

type Selected = {
  id: number;
  mfo: string;
  name: string;
  active: boolean;
  updatedAt: Date;
  inUse: boolean | string;
};

function toBank(row: Selected): MfoBank {
  return {
    id: row.id,
    mfo: row.mfo,
    name: row.name,
    active: row.active,
    updated_at: new Date(row.updatedAt).toISOString(),
    // PGlite and PostgreSQL both answer a boolean; text 't' is accepted for safety.
    in_use: row.inUse === true || row.inUse === 't',
  };
}

/** LIKE wildcards in the search text are matched literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function where(filter: ListFilter): SQL | undefined {
  const text = filter.text?.trim();
  return and(
    filter.active === undefined ? undefined : eq(banks.active, filter.active),
    text ? or(ilike(banks.mfo, containing(text)), ilike(banks.name, containing(text))) : undefined,
  );
}

export async function list(
  db: Db,
  filter: ListFilter,
  page: ListPage,
): Promise<{ rows: MfoBank[]; total: number }> {
  const field = page.sort?.replace(/^-/, '') ?? 'mfo';
  const column = SORT_COLUMNS[field as keyof typeof SORT_COLUMNS] ?? banks.mfo;
  const direction = page.sort?.startsWith('-') ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select(selection)
      .from(banks)
      .where(where(filter))
      // The id breaks ties so pages never overlap or skip rows.
      .orderBy(direction(column), direction(banks.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(banks).where(where(filter)),
  ]);
  return { rows: rows.map(toBank), total: total?.n ?? 0 };
}

export async function find(db: Db, id: number): Promise<MfoBank | null> {
  const [row] = await db.select(selection).from(banks).where(eq(banks.id, id));
  return row ? toBank(row) : null;
}

/** Another bank with this MFO (the duplicate check; `exceptId` is the bank being edited). */
export async function mfoTaken(db: Db, mfo: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: banks.id }).from(banks).where(eq(banks.mfo, mfo));
  return row !== undefined && row.id !== exceptId;
}

export async function insert(db: Db, values: BankValues, at: Date): Promise<MfoBank> {
  const [row] = await db
    .insert(banks)
    .values({ ...values, updatedAt: at })
    .returning({ id: banks.id });
  if (!row) throw new Error('insert returned no row');
  return (await find(db, row.id)) as MfoBank;
}

export async function update(db: Db, id: number, values: BankValues, at: Date): Promise<MfoBank | null> {
  const [row] = await db
    .update(banks)
    .set({ ...values, updatedAt: at })
    .where(eq(banks.id, id))
    .returning({ id: banks.id });
  return row ? find(db, row.id) : null;
}

export async function remove(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(banks).where(eq(banks.id, id)).returning({ id: banks.id });
  return rows.length > 0;
}
