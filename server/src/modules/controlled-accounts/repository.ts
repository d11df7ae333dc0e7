/** SQL of controlled accounts (`must_be_auth_accounts`) and the look-ups of their form. */
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mustBeAuthAccounts } from '../../db/schema/controlled-accounts.ts';
import { accounts } from '../../db/schema/payments.ts';
import { organizations } from '../../db/schema/reference.ts';
import { userOrganizations, users } from '../../db/schema/users.ts';

export interface Filter {
  readonly status?: 0 | 1;
  readonly type?: 1;
}

export interface Page {
  readonly page: number;
  readonly pageSize: number;
}

export interface Values {
  readonly name: string;
  readonly account: string;
  readonly bxmCode: string;
  readonly status: 0 | 1;
  readonly type: 1;
  readonly organizationId: number;
  readonly userId: number;
}

export interface Row {
  readonly id: number;
  readonly name: string;
  readonly account: string;
  readonly bxmCode: string;
  readonly status: number;
  readonly type: number;
  readonly organizationId: number;
  readonly organizationName: string;
  readonly nibbd: string;
  readonly userId: number;
  readonly fullName: string;
}

const COLUMNS = {
  id: mustBeAuthAccounts.id,
  name: mustBeAuthAccounts.name,
  account: mustBeAuthAccounts.account,
  bxmCode: mustBeAuthAccounts.bxmCode,
  status: mustBeAuthAccounts.status,
  type: mustBeAuthAccounts.type,
  organizationId: mustBeAuthAccounts.organizationId,
  organizationName: organizations.name,
  nibbd: organizations.nibbd,
  userId: mustBeAuthAccounts.userId,
  fullName: users.fullName,
};

function where(filter: Filter, id?: number): SQL | undefined {
  return and(
    id === undefined ? undefined : eq(mustBeAuthAccounts.id, id),
    filter.status === undefined ? undefined : eq(mustBeAuthAccounts.status, filter.status),
    filter.type === undefined ? undefined : eq(mustBeAuthAccounts.type, filter.type),
  );
}

function joined(db: Db) {
  return db
    .select(COLUMNS)
    .from(mustBeAuthAccounts)
    .innerJoin(organizations, eq(organizations.id, mustBeAuthAccounts.organizationId))
    .innerJoin(users, eq(users.id, mustBeAuthAccounts.userId));
}

export async function list(db: Db, filter: Filter, page: Page): Promise<{ rows: Row[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where(filter))
      .orderBy(desc(mustBeAuthAccounts.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(mustBeAuthAccounts).where(where(filter)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function find(db: Db, id: number): Promise<Row | null> {
  const [row] = await joined(db).where(where({}, id));
  return row ?? null;
}

export async function insert(db: Db, values: Values, at: Date): Promise<number> {
  const [row] = await db
    .insert(mustBeAuthAccounts)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning({ id: mustBeAuthAccounts.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function update(db: Db, id: number, values: Values, at: Date): Promise<boolean> {
  const rows = await db
    .update(mustBeAuthAccounts)
    .set({ ...values, updatedAt: at })
    .where(eq(mustBeAuthAccounts.id, id))
    .returning({ id: mustBeAuthAccounts.id });
  return rows.length > 0;
}

export async function remove(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(mustBeAuthAccounts)
    .where(eq(mustBeAuthAccounts.id, id))
    .returning({ id: mustBeAuthAccounts.id });
  return rows.length > 0;
}

/** Whether another row already controls this account for this type. */
export async function taken(db: Db, account: string, type: number, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: mustBeAuthAccounts.id })
    .from(mustBeAuthAccounts)
    .where(
      and(
        eq(mustBeAuthAccounts.account, account),
        eq(mustBeAuthAccounts.type, type),
        exceptId === undefined ? undefined : ne(mustBeAuthAccounts.id, exceptId),
      ),
    );
  return row !== undefined;
}

export async function organizationsByNibbd(db: Db, nibbd: string) {
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.nibbd, nibbd))
    .orderBy(asc(organizations.name), asc(organizations.id));
}

/** The users linked to any of these organisations (each once). */
export async function usersOf(db: Db, organizationIds: readonly number[]) {
  if (organizationIds.length === 0) return [];
  return db
    .selectDistinct({ user_id: users.id, full_name: users.fullName, username: users.username })
    .from(users)
    .innerJoin(userOrganizations, eq(userOrganizations.userId, users.id))
    .where(inArray(userOrganizations.organizationId, [...organizationIds]))
    .orderBy(asc(users.fullName), asc(users.id));
}

export async function organizationExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  return row !== undefined;
}

export async function userOfOrganization(db: Db, userId: number, organizationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userOrganizations.userId })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.userId, userId), eq(userOrganizations.organizationId, organizationId)));
  return row !== undefined;
}

export async function accountOfOrganization(
  db: Db,
  account: string,
  organizationId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.number, account), eq(accounts.organizationId, organizationId)));
  return row !== undefined;
}
