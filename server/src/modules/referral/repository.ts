/** Drizzle access of the referral programme (db/schema/referral.ts). */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/reference.ts';
import { referralAgents, referralApplications } from '../../db/schema/referral.ts';
import { users } from '../../db/schema/users.ts';

export type AgentRow = typeof referralAgents.$inferSelect;
export type ApplicationRow = typeof referralApplications.$inferSelect;

export async function agentOfUser(db: Db, userId: number): Promise<AgentRow | null> {
  const [row] = await db.select().from(referralAgents).where(eq(referralAgents.userId, userId));
  return row ?? null;
}

export async function agentByCode(db: Db, code: string) {
  const [row] = await db
    .select({ agent: referralAgents, fullName: users.fullName })
    .from(referralAgents)
    .innerJoin(users, eq(users.id, referralAgents.userId))
    .where(eq(referralAgents.promoCode, code));
  return row ?? null;
}

/** Inserts the agent unless the user already is one (a concurrent join); answers the user's agent. */
export async function insertAgent(db: Db, values: typeof referralAgents.$inferInsert): Promise<AgentRow> {
  await db.insert(referralAgents).values(values).onConflictDoNothing({ target: referralAgents.userId });
  const row = await agentOfUser(db, values.userId);
  if (row === null) throw new Error('referral agent not stored');
  return row;
}

/** Inserts the application; null when the organisation (INN) already has one. */
export async function insertApplication(
  db: Db,
  values: typeof referralApplications.$inferInsert,
): Promise<number | null> {
  const [row] = await db
    .insert(referralApplications)
    .values(values)
    .onConflictDoNothing({ target: referralApplications.inn })
    .returning({ id: referralApplications.id });
  return row?.id ?? null;
}

export async function organization(db: Db, id: number) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row ?? null;
}

const stats = {
  applications: sql<number>`count(${referralApplications.id})::int`,
  opened: sql<number>`count(${referralApplications.id}) filter (where ${referralApplications.status} = 'opened')::int`,
  payoutTotal: sql<string>`coalesce(sum(${referralApplications.payout}), 0)::text`,
  payoutPaid: sql<string>`coalesce(sum(${referralApplications.payout}) filter (where ${referralApplications.payoutPaidAt} is not null), 0)::text`,
};

export async function agentStats(db: Db, agentId: number) {
  const [row] = await db
    .select(stats)
    .from(referralApplications)
    .where(eq(referralApplications.agentId, agentId));
  return row ?? { applications: 0, opened: 0, payoutTotal: '0', payoutPaid: '0' };
}

export async function applications(
  db: Db,
  agentId: number,
  source: 'landing' | 'promo' | null,
  page: number,
  pageSize: number,
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const where = and(
    eq(referralApplications.agentId, agentId),
    source === null ? undefined : eq(referralApplications.source, source),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(referralApplications)
      .where(where)
      .orderBy(desc(referralApplications.createdAt), desc(referralApplications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(referralApplications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const agentSelection = {
  agent: referralAgents,
  fullName: users.fullName,
  username: users.username,
  organizationName: sql<string>`coalesce(${organizations.name}, '')`,
  ...stats,
};

export type AdminAgentRecord = {
  agent: AgentRow;
  fullName: string;
  username: string;
  organizationName: string;
  applications: number;
  opened: number;
  payoutTotal: string;
  payoutPaid: string;
};

function agentsQuery(db: Db, where: SQL | undefined) {
  return db
    .select(agentSelection)
    .from(referralAgents)
    .innerJoin(users, eq(users.id, referralAgents.userId))
    .leftJoin(organizations, eq(organizations.id, referralAgents.organizationId))
    .leftJoin(referralApplications, eq(referralApplications.agentId, referralAgents.id))
    .where(where)
    .groupBy(referralAgents.id, users.fullName, users.username, organizations.name);
}

export async function agents(
  db: Db,
  text: string | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: AdminAgentRecord[]; total: number }> {
  const where =
    text === undefined || text === ''
      ? undefined
      : or(
          ilike(users.fullName, containing(text)),
          ilike(users.username, containing(text)),
          ilike(referralAgents.promoCode, containing(text)),
        );
  const [rows, [total]] = await Promise.all([
    agentsQuery(db, where)
      .orderBy(desc(referralAgents.createdAt), desc(referralAgents.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(referralAgents)
      .innerJoin(users, eq(users.id, referralAgents.userId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function adminAgent(db: Db, code: string): Promise<AdminAgentRecord | null> {
  const [row] = await agentsQuery(db, eq(referralAgents.promoCode, code));
  return row ?? null;
}

export async function lockApplication(db: Db, id: number): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(referralApplications)
    .where(eq(referralApplications.id, id))
    .for('update');
  return row ?? null;
}

export async function updateApplication(
  db: Db,
  id: number,
  values: Partial<typeof referralApplications.$inferInsert>,
): Promise<ApplicationRow> {
  const [row] = await db
    .update(referralApplications)
    .set(values)
    .where(eq(referralApplications.id, id))
    .returning();
  if (row === undefined) throw new Error('referral application vanished');
  return row;
}
