/**
 * Drizzle access of clients' applications (contracts/api/applications.ts): the rows with their
 * organisation, author, answerer and attachments. `scope` null reads every organisation's (the
 * contact centre); otherwise the organisation ids the caller works for.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { chatFiles } from '../../db/schema/chat.ts';
import { clientApplicationFiles, clientApplications } from '../../db/schema/client-applications.ts';
import { organizations } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';

export type Scope = readonly number[] | null;

const answerer = alias(users, 'answerer');

const selection = {
  id: clientApplications.id,
  organizationId: clientApplications.organizationId,
  organization: organizations.name,
  author: users.fullName,
  category: clientApplications.category,
  subject: clientApplications.subject,
  text: clientApplications.text,
  status: clientApplications.status,
  answer: clientApplications.answer,
  answeredBy: answerer.fullName,
  answeredAt: clientApplications.answeredAt,
  createdAt: clientApplications.createdAt,
};

export type ApplicationRecord = {
  id: number;
  organizationId: number;
  organization: string;
  author: string;
  category: string;
  subject: string;
  text: string;
  status: string;
  answer: string | null;
  answeredBy: string | null;
  answeredAt: Date | null;
  createdAt: Date;
};

function scoped(scope: Scope): SQL | undefined {
  if (scope === null) return undefined;
  if (scope.length === 0) return sql`false`;
  return inArray(clientApplications.organizationId, [...scope]);
}

function from(db: Db) {
  return db
    .select(selection)
    .from(clientApplications)
    .innerJoin(organizations, eq(organizations.id, clientApplications.organizationId))
    .innerJoin(users, eq(users.id, clientApplications.userId))
    .leftJoin(answerer, eq(answerer.id, clientApplications.answeredBy));
}

export async function list(
  db: Db,
  scope: Scope,
  filter: { status?: string; category?: string },
  page: { page: number; pageSize: number },
): Promise<{ rows: ApplicationRecord[]; total: number }> {
  const where = and(
    scoped(scope),
    filter.status ? eq(clientApplications.status, filter.status) : undefined,
    filter.category ? eq(clientApplications.category, filter.category) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    from(db)
      .where(where)
      .orderBy(desc(clientApplications.createdAt), desc(clientApplications.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(clientApplications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function find(db: Db, id: number, scope: Scope): Promise<ApplicationRecord | null> {
  const [row] = await from(db).where(and(eq(clientApplications.id, id), scoped(scope)));
  return row ?? null;
}

export async function filesOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      applicationId: clientApplicationFiles.applicationId,
      id: chatFiles.id,
      name: chatFiles.name,
      mime: chatFiles.mime,
      size: chatFiles.size,
    })
    .from(clientApplicationFiles)
    .innerJoin(chatFiles, eq(chatFiles.id, clientApplicationFiles.fileId))
    .where(inArray(clientApplicationFiles.applicationId, [...ids]));
}

export async function insert(db: Db, values: typeof clientApplications.$inferInsert): Promise<number> {
  const [row] = await db.insert(clientApplications).values(values).returning({ id: clientApplications.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function attach(db: Db, applicationId: number, fileId: string): Promise<void> {
  await db.insert(clientApplicationFiles).values({ applicationId, fileId });
}

export async function setAnswer(
  db: Db,
  id: number,
  values: Partial<typeof clientApplications.$inferInsert>,
): Promise<void> {
  await db.update(clientApplications).set(values).where(eq(clientApplications.id, id));
}
