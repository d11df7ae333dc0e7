/** Drizzle access for tickers: the `announcements` table the shell's strip reads (status 1 shown). */
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Ticker, TickerStatus } from '../../../../contracts/api/tickers.ts';
import type { Db } from '../../db/client.ts';
import { announcements } from '../../db/schema/shell.ts';

export interface TickerValues {
  readonly status: TickerStatus;
  readonly message_ru: string;
  readonly message_en: string;
  readonly message_uz: string;
}

export interface ListFilter {
  readonly status?: TickerStatus;
  readonly text?: string;
}

export interface ListPage {
  readonly page: number;
  readonly pageSize: number;
  /** `field` or `-field` of TICKER_SORT_FIELDS; newest first when absent. */
  readonly sort?: string;
}

const SORT_COLUMNS = {
  id: announcements.id,
  status: announcements.status,
  created_at: announcements.createdAt,
} as const;

function toTicker(row: typeof announcements.$inferSelect): Ticker {
  return {
    id: row.id,
    status: row.status === 1 ? 1 : 0,
    message_ru: row.messageRu,
    message_en: row.messageEn,
    message_uz: row.messageUz,
    created_at: row.createdAt.toISOString(),
  };
}

/** LIKE wildcards in the search text are matched literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function where(filter: ListFilter): SQL | undefined {
  const text = filter.text?.trim();
  return and(
    filter.status === undefined ? undefined : eq(announcements.status, filter.status),
    text
      ? or(
          ilike(announcements.messageRu, containing(text)),
          ilike(announcements.messageEn, containing(text)),
          ilike(announcements.messageUz, containing(text)),
        )
      : undefined,
  );
}

export async function list(
  db: Db,
  filter: ListFilter,
  page: ListPage,
): Promise<{ rows: Ticker[]; total: number }> {
  const field = page.sort?.replace(/^-/, '') ?? 'id';
  const column = SORT_COLUMNS[field as keyof typeof SORT_COLUMNS] ?? announcements.id;
  const direction = page.sort === undefined || page.sort.startsWith('-') ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(where(filter))
      // The id breaks ties so pages never overlap or skip rows.
      .orderBy(direction(column), direction(announcements.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(announcements).where(where(filter)),
  ]);
  return { rows: rows.map(toTicker), total: total?.n ?? 0 };
}

export async function find(db: Db, id: number): Promise<Ticker | null> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  return row ? toTicker(row) : null;
}

function columns(values: TickerValues) {
  return {
    status: values.status,
    messageRu: values.message_ru,
    messageEn: values.message_en,
    messageUz: values.message_uz,
  };
}

export async function insert(db: Db, values: TickerValues, at: Date): Promise<Ticker> {
  const [row] = await db
    .insert(announcements)
    .values({ ...columns(values), createdAt: at })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toTicker(row);
}

export async function update(db: Db, id: number, values: TickerValues): Promise<Ticker | null> {
  const [row] = await db
    .update(announcements)
    .set(columns(values))
    .where(eq(announcements.id, id))
    .returning();
  return row ? toTicker(row) : null;
}

export async function remove(db: Db, id: number): Promise<Ticker | null> {
  const [row] = await db.delete(announcements).where(eq(announcements.id, id)).returning();
  return row ? toTicker(row) : null;
}
