/**
 * Drizzle access for the bank's staff consoles (contracts/api/staff.ts): users by role, narrowed to
 * a branch for admin_branch (client users through their organisations' MFO, staff through their own
 * branch_mfo), and the bank's client organisations with their user counts.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { BankOrganizationRow, StaffFilter } from '../../../../contracts/api/staff.ts';
import type { UserOrganizationRef } from '../../../../contracts/api/users.ts';
import type { Db } from '../../db/client.ts';
import { banks, organizations } from '../../db/schema/reference.ts';
import { userOrganizations, users } from '../../db/schema/users.ts';
import { outerColumn } from '../../db/outer-column.ts';

export type UserRecord = typeof users.$inferSelect & { readonly branchName: string | null };

export interface ListPage {
  readonly page: number;
  readonly pageSize: number;
  readonly sort?: string;
}

/** How a console is narrowed: to users of organisations served by a branch, or staff of a branch. */
export type BranchScope =
  | { readonly by: 'none' }
  | { readonly by: 'organization'; readonly mfo: string }
  | { readonly by: 'staff'; readonly mfo: string };

const SORT_COLUMNS = {
  id: users.id,
  username: sql`lower(${users.username})`,
  full_name: users.fullName,
  created_at: users.createdAt,
} as const;

/** LIKE wildcards in the search text are matched literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function orgClause(condition: SQL): SQL {
  return exists(
    sql`(select 1 from ${userOrganizations} inner join ${organizations}
      on ${organizations.id} = ${userOrganizations.organizationId}
      where ${userOrganizations.userId} = ${outerColumn(users.id)} and ${condition})`,
  );
}

export function scopeClause(scope: BranchScope): SQL | undefined {
  if (scope.by === 'organization') return orgClause(sql`${organizations.mfo} = ${scope.mfo}`);
  if (scope.by === 'staff') return eq(users.branchMfo, scope.mfo);
  return undefined;
}

function where(
  roles: readonly string[],
  filter: Omit<StaffFilter, 'kind'>,
  scope: BranchScope,
): SQL | undefined {
  const text = filter.text?.trim();
  const digits = text?.replace(/\D/g, '') ?? '';
  return and(
    inArray(users.role, [...roles]),
    scopeClause(scope),
    text
      ? or(
          ilike(users.username, containing(text)),
          ilike(users.fullName, containing(text)),
          digits.length > 0 ? ilike(users.phone, containing(digits)) : undefined,
        )
      : undefined,
    filter.state === 'blocked' ? isNotNull(users.blockedAt) : undefined,
    filter.state === 'active' ? isNull(users.blockedAt) : undefined,
    filter.inn ? orgClause(sql`${organizations.inn} = ${filter.inn}`) : undefined,
  );
}

const selection = { user: users, branchName: banks.name };

export async function list(
  db: Db,
  roles: readonly string[],
  filter: Omit<StaffFilter, 'kind'>,
  scope: BranchScope,
  page: ListPage,
): Promise<{ rows: UserRecord[]; total: number }> {
  const field = page.sort?.replace(/^-/, '') ?? 'full_name';
  const column = SORT_COLUMNS[field as keyof typeof SORT_COLUMNS] ?? SORT_COLUMNS.full_name;
  const direction = page.sort?.startsWith('-') === true ? desc : asc;
  const condition = where(roles, filter, scope);
  const [rows, [total]] = await Promise.all([
    db
      .select(selection)
      .from(users)
      .leftJoin(banks, eq(banks.mfo, users.branchMfo))
      .where(condition)
      // The id breaks ties so pages never overlap or skip rows.
      .orderBy(direction(column), direction(users.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(users).where(condition),
  ]);
  return { rows: rows.map((r) => ({ ...r.user, branchName: r.branchName })), total: total?.n ?? 0 };
}

/** The user if their role is one of `roles` and they are in `scope`; otherwise nothing. */
export async function findIn(
  db: Db,
  id: number,
  roles: readonly string[],
  scope: BranchScope,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .select(selection)
    .from(users)
    .leftJoin(banks, eq(banks.mfo, users.branchMfo))
    .where(and(eq(users.id, id), inArray(users.role, [...roles]), scopeClause(scope)))
    .limit(1);
  return row ? { ...row.user, branchName: row.branchName } : undefined;
}

export async function branchOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ mfo: users.branchMfo }).from(users).where(eq(users.id, userId));
  return row?.mfo ?? null;
}

export async function activeBranch(db: Db, mfo: string): Promise<boolean> {
  const [row] = await db
    .select({ id: banks.id })
    .from(banks)
    .where(and(eq(banks.mfo, mfo), eq(banks.active, true)));
  return row !== undefined;
}

export async function organizationByInn(db: Db, inn: string) {
  const [row] = await db
    .select({ id: organizations.id, mfo: organizations.mfo, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.inn, inn));
  return row;
}

/** Links the user to the organisation; the first link becomes the default. False when already linked. */
export async function link(db: Db, userId: number, organizationId: number): Promise<boolean> {
  const existing = await db
    .select({ organizationId: userOrganizations.organizationId })
    .from(userOrganizations)
    .where(eq(userOrganizations.userId, userId));
  if (existing.some((r) => r.organizationId === organizationId)) return false;
  await db.insert(userOrganizations).values({ userId, organizationId, isDefault: existing.length === 0 });
  return true;
}

export async function setBranch(db: Db, userId: number, mfo: string | null): Promise<void> {
  await db.update(users).set({ branchMfo: mfo }).where(eq(users.id, userId));
}

export interface OrganizationFilter {
  readonly text?: string;
  readonly mfo?: string;
}

function orgWhere(filter: OrganizationFilter): SQL | undefined {
  const text = filter.text?.trim();
  return and(
    filter.mfo ? eq(organizations.mfo, filter.mfo) : undefined,
    text
      ? or(
          ilike(organizations.name, containing(text)),
          eq(organizations.inn, text),
          eq(organizations.nibbd, text),
        )
      : undefined,
  );
}

export async function listOrganizations(
  db: Db,
  filter: OrganizationFilter,
  page: ListPage,
): Promise<{ rows: BankOrganizationRow[]; total: number }> {
  const condition = orgWhere(filter);
  const direction = page.sort?.startsWith('-') === true ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        inn: organizations.inn,
        nibbd: organizations.nibbd,
        mfo: organizations.mfo,
        branchName: banks.name,
        address: organizations.address,
        usersCount: sql<number>`(select count(*)::int from ${userOrganizations}
          where ${userOrganizations.organizationId} = ${outerColumn(organizations.id)})`,
        blockedCount: sql<number>`(select count(*)::int from ${userOrganizations} uo
          inner join ${users} u on u.id = uo.user_id
          where uo.organization_id = ${outerColumn(organizations.id)} and u.blocked_at is not null)`,
      })
      .from(organizations)
      .leftJoin(banks, eq(banks.mfo, organizations.mfo))
      .where(condition)
      .orderBy(direction(organizations.name), direction(organizations.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(organizations).where(condition),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      inn: r.inn,
      nibbd: r.nibbd,
      mfo: r.mfo,
      branch_name: r.branchName,
      address: r.address,
      users_count: Number(r.usersCount),
      blocked_users_count: Number(r.blockedCount),
    })),
    total: total?.n ?? 0,
  };
}

/** Organisations of each user, the default first. */
export async function organizationsOf(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, UserOrganizationRef[]>> {
  const result = new Map<number, UserOrganizationRef[]>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      userId: userOrganizations.userId,
      id: organizations.id,
      name: organizations.name,
      inn: organizations.inn,
      nibbd: organizations.nibbd,
      isDefault: userOrganizations.isDefault,
    })
    .from(userOrganizations)
    .innerJoin(organizations, eq(organizations.id, userOrganizations.organizationId))
    .where(inArray(userOrganizations.userId, [...ids]))
    .orderBy(desc(userOrganizations.isDefault), asc(organizations.id));
  for (const r of rows) {
    const refs = result.get(r.userId) ?? [];
    refs.push({ id: r.id, name: r.name, inn: r.inn, nibbd: r.nibbd, is_default: r.isDefault });
    result.set(r.userId, refs);
  }
  return result;
}

export async function setBlocked(
  db: Db,
  id: number,
  block: { at: Date; by: number; reason: string | null } | null,
): Promise<void> {
  await db
    .update(users)
    .set({ blockedAt: block?.at ?? null, blockedBy: block?.by ?? null, blockedReason: block?.reason ?? null })
    .where(eq(users.id, id));
}

/** A new password hash that must be changed at the next sign-in. */
export async function setOneTimePassword(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangeRequired: true }).where(eq(users.id, id));
}
