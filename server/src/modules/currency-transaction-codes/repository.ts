/**
 * Drizzle access for currency transaction codes: the table the currency payment form's options and
 * the currency payment's code check read (active rows only).
 */
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Ctc } from '../../../../contracts/api/currency-transaction-codes.ts';
import type { Db } from '../../db/client.ts';
import { currencyTransactionCodes as codes } from '../../db/schema/reference.ts';

export interface CodeValues {
  readonly code: string;
  readonly name_ru: string;
  readonly name_en: string;
  readonly name_uz: string;
  readonly active: boolean;
}

export interface ListFilter {
  readonly active?: boolean;
  readonly text?: string;
}

export interface ListPage {
  readonly page: number;
  readonly pageSize: number;
  /** `field` or `-field` of CTC_SORT_FIELDS; by code when absent. */
  readonly sort?: string;
}

const SORT_COLUMNS = { id: codes.id, code: codes.code, active: codes.active } as const;

function toCode(row: typeof codes.$inferSelect): Ctc {
  return {
    id: row.id,
    code: row.code,
    name_ru: row.nameRu,
    name_en: row.nameEn,
    name_uz: row.nameUz,
    active: row.active,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** LIKE wildcards in the search text are matched literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function where(filter: ListFilter): SQL | undefined {
  const text = filter.text?.trim();
  return and(
    filter.active === undefined ? undefined : eq(codes.active, filter.active),
    text
      ? or(
          ilike(codes.code, containing(text)),
          ilike(codes.nameRu, containing(text)),
          ilike(codes.nameEn, containing(text)),
          ilike(codes.nameUz, containing(text)),
        )
      : undefined,
  );
}

export async function list(
  db: Db,
  filter: ListFilter,
  page: ListPage,
): Promise<{ rows: Ctc[]; total: number }> {
  const field = page.sort?.replace(/^-/, '') ?? 'code';
  const column = SORT_COLUMNS[field as keyof typeof SORT_COLUMNS] ?? codes.code;
  const direction = page.sort?.startsWith('-') ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(codes)
      .where(where(filter))
      .orderBy(direction(column), direction(codes.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(codes).where(where(filter)),
  ]);
  return { rows: rows.map(toCode), total: total?.n ?? 0 };
}

export async function find(db: Db, id: number): Promise<Ctc | null> {
  const [row] = await db.select().from(codes).where(eq(codes.id, id));
  return row ? toCode(row) : null;
}

export async function codeTaken(db: Db, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: codes.id }).from(codes).where(eq(codes.code, code));
  return row !== undefined && row.id !== exceptId;
}

/** Whether a payment may name this code (an active row). */
export async function activeCode(db: Db, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: codes.id })
    .from(codes)
    .where(and(eq(codes.code, code), eq(codes.active, true)));
  return row !== undefined;
}

export async function activeCodes(db: Db): Promise<Ctc[]> {
  const rows = await db.select().from(codes).where(eq(codes.active, true)).orderBy(asc(codes.code));
  return rows.map(toCode);
}

function columns(values: CodeValues, at: Date) {
  return {
    code: values.code,
    nameRu: values.name_ru,
    nameEn: values.name_en,
    nameUz: values.name_uz,
    active: values.active,
    updatedAt: at,
  };
}

export async function insert(db: Db, values: CodeValues, at: Date): Promise<Ctc> {
  const [row] = await db.insert(codes).values(columns(values, at)).returning();
  if (!row) throw new Error('insert returned no row');
  return toCode(row);
}

export async function update(db: Db, id: number, values: CodeValues, at: Date): Promise<Ctc | null> {
  const [row] = await db.update(codes).set(columns(values, at)).where(eq(codes.id, id)).returning();
  return row ? toCode(row) : null;
}
