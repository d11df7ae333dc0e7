/**
 * Drizzle access for the reference dictionaries (`reference_entries`, one kind per dictionary) and
 * the read-outs other areas use (active currencies, status names).
 */
import { and, asc, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { DictEntry, DictKind, DictValues } from '../../../../contracts/api/reference-data.ts';
import type { Db } from '../../db/client.ts';
import { referenceEntries as e } from '../../db/schema/reference-data.ts';

export interface ListFilter {
  readonly active?: boolean | undefined;
  readonly text?: string | undefined;
  readonly scope?: string | undefined;
}

export interface ListPage {
  readonly page: number;
  readonly pageSize: number;
  readonly sort?: string | undefined;
}

const SORT_COLUMNS = { id: e.id, code: e.code, active: e.active, scope: e.scope } as const;

type Row = typeof e.$inferSelect;

function toEntry(row: Row): DictEntry {
  return {
    id: row.id,
    kind: row.kind as DictKind,
    code: row.code,
    name_ru: row.nameRu,
    name_en: row.nameEn,
    name_uz: row.nameUz,
    active: row.active,
    letter: row.letter,
    exponent: row.exponent,
    scope: row.scope === '' ? null : row.scope,
    color: row.color,
    side: row.side,
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

function columns(kind: DictKind, v: DictValues) {
  return {
    kind,
    scope: v.scope ?? '',
    code: v.code,
    nameRu: v.name_ru,
    nameEn: v.name_en,
    nameUz: v.name_uz,
    active: v.active,
    letter: v.letter,
    exponent: v.exponent,
    color: v.color,
    side: v.side,
  };
}

/** LIKE wildcards in the search text are matched literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(kind: DictKind, filter: ListFilter): SQL | undefined {
  const text = filter.text?.trim();
  const like = text ? containing(text) : null;
  return and(
    eq(e.kind, kind),
    filter.active === undefined ? undefined : eq(e.active, filter.active),
    filter.scope === undefined ? undefined : eq(e.scope, filter.scope),
    like === null
      ? undefined
      : or(
          ilike(e.code, like),
          ilike(e.nameRu, like),
          ilike(e.nameEn, like),
          ilike(e.nameUz, like),
          ilike(e.letter, like),
        ),
  );
}

export async function list(
  db: Db,
  kind: DictKind,
  filter: ListFilter,
  page: ListPage,
): Promise<{ rows: DictEntry[]; total: number }> {
  const field = page.sort?.replace(/^-/, '') ?? 'code';
  const column = SORT_COLUMNS[field as keyof typeof SORT_COLUMNS] ?? e.code;
  const direction = page.sort?.startsWith('-') ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(e)
      .where(where(kind, filter))
      // Scope then id break ties so pages never overlap or skip rows.
      .orderBy(direction(column), asc(e.scope), direction(e.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(e).where(where(kind, filter)),
  ]);
  return { rows: rows.map(toEntry), total: total?.n ?? 0 };
}

export async function find(db: Db, kind: DictKind, id: number): Promise<DictEntry | null> {
  const [row] = await db
    .select()
    .from(e)
    .where(and(eq(e.kind, kind), eq(e.id, id)));
  return row ? toEntry(row) : null;
}

/** Another entry of this kind (and scope) with the code; `exceptId` is the entry being edited. */
export async function codeTaken(db: Db, kind: DictKind, v: DictValues, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: e.id })
    .from(e)
    .where(
      and(
        eq(e.kind, kind),
        eq(e.scope, v.scope ?? ''),
        eq(e.code, v.code),
        exceptId === undefined ? undefined : ne(e.id, exceptId),
      ),
    );
  return row !== undefined;
}

export async function letterTaken(db: Db, letter: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: e.id })
    .from(e)
    .where(
      and(
        eq(e.kind, 'currency'),
        eq(e.letter, letter),
        exceptId === undefined ? undefined : ne(e.id, exceptId),
      ),
    );
  return row !== undefined;
}

export async function insert(db: Db, kind: DictKind, v: DictValues, at: Date): Promise<DictEntry> {
  const [row] = await db
    .insert(e)
    .values({ ...columns(kind, v), updatedAt: at })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toEntry(row);
}

export async function update(
  db: Db,
  kind: DictKind,
  id: number,
  v: DictValues,
  at: Date,
): Promise<DictEntry | null> {
  const [row] = await db
    .update(e)
    .set({ ...columns(kind, v), updatedAt: at })
    .where(and(eq(e.kind, kind), eq(e.id, id)))
    .returning();
  return row ? toEntry(row) : null;
}

/** Active entries of a kind, by code (currency options, status names). */
export async function active(db: Db, kind: DictKind): Promise<DictEntry[]> {
  const rows = await db
    .select()
    .from(e)
    .where(and(eq(e.kind, kind), eq(e.active, true)))
    .orderBy(asc(e.scope), asc(e.code));
  return rows.map(toEntry);
}
