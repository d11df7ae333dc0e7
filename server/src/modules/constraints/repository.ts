/** Drizzle access for payment constraints (/constraints); the matching read is core/payment-limits-repository.ts. */
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Constraint } from '../../../../contracts/api/constraints.ts';
import { fromMinor } from '../../../../contracts/money.ts';
import type { Db } from '../../db/client.ts';
import { paymentConstraints as c } from '../../db/schema/reference-data.ts';

export interface ConstraintValues {
  readonly name: string;
  readonly document: string;
  readonly paymentType: number | null;
  readonly legalForm: string | null;
  readonly maxSum: bigint;
  readonly active: boolean;
}

export interface ListFilter {
  readonly active?: boolean | undefined;
  readonly text?: string | undefined;
}

export interface ListPage {
  readonly page: number;
  readonly pageSize: number;
  readonly sort?: string | undefined;
}

const SORT_COLUMNS = { id: c.id, name: c.name, max_sum: c.maxSum, active: c.active } as const;

function toConstraint(row: typeof c.$inferSelect): Constraint {
  return {
    id: row.id,
    name: row.name,
    document: row.document as Constraint['document'],
    payment_type: row.paymentType,
    legal_form: row.legalForm as Constraint['legal_form'],
    max_sum: fromMinor(BigInt(row.maxSum)),
    active: row.active,
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (x) => `\\${x}`)}%`;

function where(filter: ListFilter): SQL | undefined {
  const text = filter.text?.trim();
  return and(
    filter.active === undefined ? undefined : eq(c.active, filter.active),
    text ? ilike(c.name, containing(text)) : undefined,
  );
}

export async function list(db: Db, filter: ListFilter, page: ListPage) {
  const field = page.sort?.replace(/^-/, '') ?? 'id';
  const column = SORT_COLUMNS[field as keyof typeof SORT_COLUMNS] ?? c.id;
  const direction = page.sort?.startsWith('-') ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(c)
      .where(where(filter))
      .orderBy(direction(column), direction(c.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(c).where(where(filter)),
  ]);
  return { rows: rows.map(toConstraint), total: total?.n ?? 0 };
}

export async function find(db: Db, id: number): Promise<Constraint | null> {
  const [row] = await db.select().from(c).where(eq(c.id, id));
  return row ? toConstraint(row) : null;
}

export async function insert(db: Db, v: ConstraintValues, at: Date): Promise<Constraint> {
  const [row] = await db
    .insert(c)
    .values({ ...v, updatedAt: at })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toConstraint(row);
}

export async function update(db: Db, id: number, v: ConstraintValues, at: Date): Promise<Constraint | null> {
  const [row] = await db
    .update(c)
    .set({ ...v, updatedAt: at })
    .where(eq(c.id, id))
    .returning();
  return row ? toConstraint(row) : null;
}
