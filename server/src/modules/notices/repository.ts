/**
 * SQL of notices: `login_notices` (before sign-in) and the admin side of `notifications` (after
 * sign-in; the users' side is modules/notifications).
 */
import { and, asc, count, desc, eq, gt, ilike, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type {
  LoginNotice,
  LoginNoticeFilter,
  NoticeImportance,
  NoticeOrganization,
  UserNotice,
} from '../../../../contracts/api/notices.ts';
import type { Language } from '../../../../contracts/envelope.ts';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/reference.ts';
import { loginNotices, notificationReads, notifications } from '../../db/schema/shell.ts';
import { outerColumn } from '../../db/outer-column.ts';

export interface Page {
  readonly page: number;
  readonly pageSize: number;
  readonly sort?: string;
}

// ---- before sign-in ---------------------------------------------------------------------------

export interface LoginNoticeValues {
  readonly language: Language;
  readonly importance: NoticeImportance;
  readonly title: string;
  readonly body: string;
  readonly activeFrom: Date;
  readonly activeTo: Date;
}

function toLoginNotice(row: typeof loginNotices.$inferSelect): LoginNotice {
  return {
    id: row.id,
    language: row.language as Language,
    importance: row.importance as NoticeImportance,
    title: row.title,
    body: row.body,
    active_from: row.activeFrom.toISOString(),
    active_to: row.activeTo.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const activeAt = (at: Date): SQL =>
  and(lte(loginNotices.activeFrom, at), gt(loginNotices.activeTo, at)) as SQL;

/** Most important first: critical, warning, info. */
const IMPORTANCE_RANK = sql`case ${loginNotices.importance} when 'critical' then 0 when 'warning' then 1 else 2 end`;

const LOGIN_SORT = {
  id: loginNotices.id,
  active_from: loginNotices.activeFrom,
  active_to: loginNotices.activeTo,
  importance: IMPORTANCE_RANK,
} as const;

function loginWhere(filter: LoginNoticeFilter, at: Date): SQL | undefined {
  return and(
    filter.language === undefined ? undefined : eq(loginNotices.language, filter.language),
    filter.importance === undefined ? undefined : eq(loginNotices.importance, filter.importance),
    filter.active === undefined ? undefined : filter.active ? activeAt(at) : not(activeAt(at)),
  );
}

export async function listLoginNotices(
  db: Db,
  filter: LoginNoticeFilter,
  page: Page,
  at: Date,
): Promise<{ rows: LoginNotice[]; total: number }> {
  const field = (page.sort?.replace(/^-/, '') ?? 'id') as keyof typeof LOGIN_SORT;
  const column = LOGIN_SORT[field];
  const direction = page.sort === undefined || page.sort.startsWith('-') ? desc : asc;
  const where = loginWhere(filter, at);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(loginNotices)
      .where(where)
      .orderBy(direction(column), direction(loginNotices.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(loginNotices).where(where),
  ]);
  return { rows: rows.map(toLoginNotice), total: total?.n ?? 0 };
}

export async function findLoginNotice(db: Db, id: number): Promise<LoginNotice | null> {
  const [row] = await db.select().from(loginNotices).where(eq(loginNotices.id, id));
  return row ? toLoginNotice(row) : null;
}

export async function insertLoginNotice(
  db: Db,
  values: LoginNoticeValues,
  by: number,
  at: Date,
): Promise<LoginNotice> {
  const [row] = await db
    .insert(loginNotices)
    .values({ ...values, createdBy: by, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toLoginNotice(row);
}

export async function updateLoginNotice(
  db: Db,
  id: number,
  values: LoginNoticeValues,
  at: Date,
): Promise<LoginNotice | null> {
  const [row] = await db
    .update(loginNotices)
    .set({ ...values, updatedAt: at })
    .where(eq(loginNotices.id, id))
    .returning();
  return row ? toLoginNotice(row) : null;
}

export async function deleteLoginNotice(db: Db, id: number): Promise<LoginNotice | null> {
  const [row] = await db.delete(loginNotices).where(eq(loginNotices.id, id)).returning();
  return row ? toLoginNotice(row) : null;
}

/** What a guest sees: active now, in their language, most important and then newest first. */
export function activeLoginNotices(db: Db, language: Language, at: Date) {
  return db
    .select({
      id: loginNotices.id,
      importance: loginNotices.importance,
      title: loginNotices.title,
      body: loginNotices.body,
    })
    .from(loginNotices)
    .where(and(eq(loginNotices.language, language), activeAt(at)))
    .orderBy(asc(IMPORTANCE_RANK), desc(loginNotices.activeFrom), desc(loginNotices.id))
    .limit(20);
}

// ---- after sign-in ----------------------------------------------------------------------------

export interface UserNoticeValues {
  readonly organizationId: number | null;
  readonly titleRu: string;
  readonly titleEn: string;
  readonly titleUz: string;
  readonly bodyRu: string;
  readonly bodyEn: string;
  readonly bodyUz: string;
}

export interface UserNoticeFilter {
  readonly organizationId?: number;
  readonly text?: string;
}

const readCount = sql<number>`(select count(*)::int from ${notificationReads} where ${notificationReads.notificationId} = ${outerColumn(notifications.id)})`;

const USER_NOTICE_COLUMNS = {
  id: notifications.id,
  organizationId: notifications.organizationId,
  organizationName: organizations.name,
  titleRu: notifications.titleRu,
  titleEn: notifications.titleEn,
  titleUz: notifications.titleUz,
  bodyRu: notifications.bodyRu,
  bodyEn: notifications.bodyEn,
  bodyUz: notifications.bodyUz,
  format: notifications.format,
  createdAt: notifications.createdAt,
  readCount,
};

interface UserNoticeSelect {
  id: number;
  organizationId: number | null;
  organizationName: string | null;
  titleRu: string;
  titleEn: string;
  titleUz: string;
  bodyRu: string;
  bodyEn: string;
  bodyUz: string;
  format: string;
  createdAt: Date;
  readCount: number;
}

function toUserNotice(r: UserNoticeSelect): UserNotice {
  return {
    id: r.id,
    organization_id: r.organizationId,
    organization_name: r.organizationName,
    title_ru: r.titleRu,
    title_en: r.titleEn,
    title_uz: r.titleUz,
    body_ru: r.bodyRu,
    body_en: r.bodyEn,
    body_uz: r.bodyUz,
    format: r.format === 'html' ? 'html' : 'text',
    created_at: r.createdAt.toISOString(),
    read_count: Number(r.readCount),
  };
}

/** LIKE wildcards in the search text are matched literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Notices for everyone or an organisation; those addressed to one user are the system's own. */
function userWhere(filter: UserNoticeFilter, id?: number): SQL | undefined {
  const text = filter.text?.trim();
  return and(
    sql`${notifications.userId} is null`,
    id === undefined ? undefined : eq(notifications.id, id),
    filter.organizationId === undefined ? undefined : eq(notifications.organizationId, filter.organizationId),
    text
      ? or(
          ilike(notifications.titleRu, containing(text)),
          ilike(notifications.titleEn, containing(text)),
          ilike(notifications.titleUz, containing(text)),
        )
      : undefined,
  );
}

export async function listUserNotices(
  db: Db,
  filter: UserNoticeFilter,
  page: Page,
): Promise<{ rows: UserNotice[]; total: number }> {
  const direction = page.sort === '-id' || page.sort === undefined ? desc : asc;
  const where = userWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(USER_NOTICE_COLUMNS)
      .from(notifications)
      .leftJoin(organizations, eq(organizations.id, notifications.organizationId))
      .where(where)
      .orderBy(direction(notifications.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows: rows.map(toUserNotice), total: total?.n ?? 0 };
}

export async function findUserNotice(db: Db, id: number): Promise<UserNotice | null> {
  const [row] = await db
    .select(USER_NOTICE_COLUMNS)
    .from(notifications)
    .leftJoin(organizations, eq(organizations.id, notifications.organizationId))
    .where(userWhere({}, id));
  return row ? toUserNotice(row) : null;
}

export async function insertUserNotice(
  db: Db,
  values: UserNoticeValues,
  by: number,
  at: Date,
): Promise<number> {
  const [row] = await db
    .insert(notifications)
    .values({ ...values, format: 'html', createdBy: by, createdAt: at })
    .returning({ id: notifications.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateUserNotice(db: Db, id: number, values: UserNoticeValues): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ ...values, format: 'html' })
    .where(userWhere({}, id))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Deletes the notice and its read marks; false when there is none. */
export async function deleteUserNotice(db: Db, id: number): Promise<boolean> {
  const [found] = await db.select({ id: notifications.id }).from(notifications).where(userWhere({}, id));
  if (!found) return false;
  await db.delete(notificationReads).where(eq(notificationReads.notificationId, id));
  await db.delete(notifications).where(eq(notifications.id, id));
  return true;
}

export async function organizationExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  return row !== undefined;
}

export function organizationChoices(db: Db): Promise<NoticeOrganization[]> {
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .orderBy(asc(organizations.name), asc(organizations.id));
}
