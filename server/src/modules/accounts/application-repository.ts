/** Reads and writes of statement applications (db/schema/statement-applications.ts). */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/payments.ts';
import { banks, organizations } from '../../db/schema/reference.ts';
import { statementApplications } from '../../db/schema/statement-applications.ts';
import { users } from '../../db/schema/users.ts';
import type { Scope } from './repository.ts';

export type ApplicationInsert = typeof statementApplications.$inferInsert;

const columns = {
  application: statementApplications,
  account: accounts.number,
  mfo: accounts.mfo,
  currency: accounts.currency,
  accountName: accounts.name,
  bankName: banks.name,
  organizationName: organizations.name,
  inn: organizations.inn,
  submittedBy: users.fullName,
};

export type ApplicationRecord = {
  application: typeof statementApplications.$inferSelect;
  account: string;
  mfo: string;
  currency: string;
  accountName: string;
  bankName: string;
  organizationName: string;
  inn: string;
  submittedBy: string;
};

function base(db: Db) {
  return db
    .select(columns)
    .from(statementApplications)
    .innerJoin(accounts, eq(accounts.id, statementApplications.accountId))
    .innerJoin(banks, eq(banks.mfo, accounts.mfo))
    .innerJoin(organizations, eq(organizations.id, statementApplications.organizationId))
    .innerJoin(users, eq(users.id, statementApplications.userId));
}

function scoped(scope: Scope) {
  return scope.length === 0 ? sql`false` : inArray(statementApplications.organizationId, [...scope]);
}

export async function insertApplication(db: Db, values: ApplicationInsert): Promise<number> {
  const [row] = await db
    .insert(statementApplications)
    .values(values)
    .returning({ id: statementApplications.id });
  if (row === undefined) throw new Error('statement application not stored');
  return row.id;
}

export async function listApplications(
  db: Db,
  scope: Scope,
  accountId: number,
): Promise<ApplicationRecord[]> {
  return base(db)
    .where(and(scoped(scope), eq(statementApplications.accountId, accountId)))
    .orderBy(desc(statementApplications.id));
}

export async function findApplication(db: Db, scope: Scope, id: number): Promise<ApplicationRecord | null> {
  const [row] = await base(db).where(and(scoped(scope), eq(statementApplications.id, id)));
  return row ?? null;
}
