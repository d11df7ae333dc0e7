/**
 * SQL of the registration of accounts: the configured steps and parameters, and the applications
 * (sent online account orders, with the contact centre's row once taken), their step marks and
 * recorded values. An application's current step is the first active step (by position) without a
 * mark; the list filters on it in SQL.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountOrderLogs, accountOrders } from '../../db/schema/account-orders.ts';
import { accounts } from '../../db/schema/payments.ts';
import { organizations } from '../../db/schema/reference.ts';
import {
  registrationApplications,
  registrationParameters,
  registrationStepMarks,
  registrationSteps,
  registrationValues,
} from '../../db/schema/registration-account.ts';
import { users } from '../../db/schema/users.ts';
import { outerColumn } from '../../db/outer-column.ts';

export type StepRow = typeof registrationSteps.$inferSelect;
export type ParameterRow = typeof registrationParameters.$inferSelect;
export type ApplicationRow = typeof registrationApplications.$inferSelect;

/** Order statuses (contracts/api/online-order.ts ACCOUNT_ORDER_STATUS): sent, opened, rejected. */
const SENT = 3;
const OPENED = 4;
const REJECTED = 5;

// Steps and parameters ---------------------------------------------------------------------------

export async function steps(db: Db): Promise<(StepRow & { parameters: number })[]> {
  return db
    .select({
      id: registrationSteps.id,
      nameRu: registrationSteps.nameRu,
      nameEn: registrationSteps.nameEn,
      nameUz: registrationSteps.nameUz,
      position: registrationSteps.position,
      active: registrationSteps.active,
      version: registrationSteps.version,
      updatedAt: registrationSteps.updatedAt,
      parameters: sql<number>`(select count(*)::int from registration_parameters p
        where p.step_id = ${outerColumn(registrationSteps.id)} and p.active)`,
    })
    .from(registrationSteps)
    .orderBy(asc(registrationSteps.position), asc(registrationSteps.id));
}

export async function stepById(db: Db, id: number, lock = false): Promise<StepRow | null> {
  const query = db.select().from(registrationSteps).where(eq(registrationSteps.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertStep(db: Db, values: typeof registrationSteps.$inferInsert): Promise<number> {
  const [row] = await db.insert(registrationSteps).values(values).returning({ id: registrationSteps.id });
  if (row === undefined) throw new Error('step insert returned nothing');
  return row.id;
}

export async function updateStep(
  db: Db,
  id: number,
  values: Partial<typeof registrationSteps.$inferInsert>,
): Promise<void> {
  await db.update(registrationSteps).set(values).where(eq(registrationSteps.id, id));
}

export async function parameters(db: Db, onlyActive = false): Promise<ParameterRow[]> {
  return db
    .select({ p: registrationParameters })
    .from(registrationParameters)
    .innerJoin(registrationSteps, eq(registrationSteps.id, registrationParameters.stepId))
    .where(onlyActive ? eq(registrationParameters.active, true) : undefined)
    .orderBy(
      asc(registrationSteps.position),
      asc(registrationSteps.id),
      asc(registrationParameters.position),
      asc(registrationParameters.id),
    )
    .then((rows) => rows.map((r) => r.p));
}

export async function parameterById(db: Db, id: number, lock = false): Promise<ParameterRow | null> {
  const query = db.select().from(registrationParameters).where(eq(registrationParameters.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function parameterByCode(db: Db, code: string, exceptId?: number): Promise<ParameterRow | null> {
  const [row] = await db
    .select()
    .from(registrationParameters)
    .where(
      and(
        eq(registrationParameters.code, code),
        exceptId === undefined ? undefined : ne(registrationParameters.id, exceptId),
      ),
    );
  return row ?? null;
}

export async function insertParameter(
  db: Db,
  values: typeof registrationParameters.$inferInsert,
): Promise<number> {
  const [row] = await db
    .insert(registrationParameters)
    .values(values)
    .returning({ id: registrationParameters.id });
  if (row === undefined) throw new Error('parameter insert returned nothing');
  return row.id;
}

export async function updateParameter(
  db: Db,
  id: number,
  values: Partial<typeof registrationParameters.$inferInsert>,
): Promise<void> {
  await db.update(registrationParameters).set(values).where(eq(registrationParameters.id, id));
}

// Applications -----------------------------------------------------------------------------------

const assignee = sql<string | null>`(select u.full_name from users u
  where u.id = ${outerColumn(registrationApplications.assigneeId)})`;

/** The first active step without a mark (for an untaken application: the first active step). */
const currentStepId = sql<number | null>`(select s.id from registration_steps s
  where s.active and not exists (select 1 from registration_step_marks m
    where m.order_id = ${outerColumn(accountOrders.id)} and m.step_id = s.id)
  order by s.position, s.id limit 1)`;

const recordColumns = {
  order: accountOrders,
  application: registrationApplications,
  orgName: organizations.name,
  orgInn: organizations.inn,
  accountNumber: accounts.number,
  assignee,
  currentStepId,
};
export interface ApplicationRecord {
  readonly order: typeof accountOrders.$inferSelect;
  readonly application: ApplicationRow | null;
  readonly orgName: string;
  readonly orgInn: string;
  readonly accountNumber: string | null;
  readonly assignee: string | null;
  readonly currentStepId: number | null;
}

function records(db: Db) {
  return db
    .select(recordColumns)
    .from(accountOrders)
    .innerJoin(organizations, eq(organizations.id, accountOrders.organizationId))
    .leftJoin(accounts, eq(accounts.id, accountOrders.accountId))
    .leftJoin(registrationApplications, eq(registrationApplications.orderId, accountOrders.id));
}

/** Orders the contact centre sees: sent, and what became of sent ones. */
const seen = and(
  inArray(accountOrders.statusId, [SENT, OPENED, REJECTED]),
  sql`${accountOrders.sentAt} is not null`,
);

function statusIs(status: string): SQL | undefined {
  switch (status) {
    case 'new':
      return and(eq(accountOrders.statusId, SENT), isNull(registrationApplications.orderId));
    case 'in_work':
      return and(eq(accountOrders.statusId, SENT), eq(registrationApplications.state, 'in_work'));
    case 'completed':
      return and(eq(accountOrders.statusId, SENT), eq(registrationApplications.state, 'completed'));
    case 'opened':
      return eq(accountOrders.statusId, OPENED);
    case 'rejected':
      return eq(accountOrders.statusId, REJECTED);
    default:
      return sql`false`;
  }
}

export interface ListFilter {
  readonly status?: string | undefined;
  readonly stepId?: number | undefined;
  readonly organization?: string | undefined;
  readonly dateFrom?: Date | undefined;
  readonly dateTo?: Date | undefined;
}

export async function list(
  db: Db,
  filter: ListFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: ApplicationRecord[]; total: number }> {
  const text = filter.organization?.trim() ?? '';
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    seen,
    filter.status === undefined ? undefined : statusIs(filter.status),
    filter.stepId === undefined
      ? undefined
      : and(eq(accountOrders.statusId, SENT), sql`${currentStepId} = ${filter.stepId}`),
    text === '' ? undefined : or(ilike(organizations.name, like), ilike(organizations.inn, like)),
    filter.dateFrom === undefined ? undefined : gte(accountOrders.sentAt, filter.dateFrom),
    filter.dateTo === undefined ? undefined : lte(accountOrders.sentAt, filter.dateTo),
  );
  const [total] = await db
    .select({ n: count() })
    .from(accountOrders)
    .innerJoin(organizations, eq(organizations.id, accountOrders.organizationId))
    .leftJoin(registrationApplications, eq(registrationApplications.orderId, accountOrders.id))
    .where(where);
  const rows = await records(db)
    .where(where)
    .orderBy(desc(accountOrders.sentAt), desc(accountOrders.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { rows, total: total?.n ?? 0 };
}

/** One application; `lock` holds its order (and application row) FOR UPDATE. */
export async function applicationById(db: Db, id: number, lock = false): Promise<ApplicationRecord | null> {
  const query = records(db).where(and(eq(accountOrders.id, id), seen));
  const [row] = lock ? await query.for('update', { of: accountOrders }) : await query;
  return row ?? null;
}

export async function insertApplication(
  db: Db,
  values: typeof registrationApplications.$inferInsert,
): Promise<void> {
  await db.insert(registrationApplications).values(values);
}

export async function updateApplication(
  db: Db,
  orderId: number,
  values: Partial<typeof registrationApplications.$inferInsert>,
): Promise<void> {
  await db.update(registrationApplications).set(values).where(eq(registrationApplications.orderId, orderId));
}

export async function marksOf(db: Db, orderId: number) {
  return db
    .select({
      stepId: registrationStepMarks.stepId,
      completedAt: registrationStepMarks.completedAt,
      completedBy: users.fullName,
    })
    .from(registrationStepMarks)
    .leftJoin(users, eq(users.id, registrationStepMarks.completedBy))
    .where(eq(registrationStepMarks.orderId, orderId));
}

export async function addMark(db: Db, values: typeof registrationStepMarks.$inferInsert): Promise<void> {
  await db.insert(registrationStepMarks).values(values).onConflictDoNothing();
}

export async function valuesOf(db: Db, orderId: number) {
  return db
    .select({
      parameterId: registrationValues.parameterId,
      value: registrationValues.value,
      updatedAt: registrationValues.updatedAt,
      updatedBy: users.fullName,
    })
    .from(registrationValues)
    .leftJoin(users, eq(users.id, registrationValues.updatedBy))
    .where(eq(registrationValues.orderId, orderId));
}

export async function putValue(db: Db, values: typeof registrationValues.$inferInsert): Promise<void> {
  await db
    .insert(registrationValues)
    .values(values)
    .onConflictDoUpdate({
      target: [registrationValues.orderId, registrationValues.parameterId],
      set: { value: values.value, updatedBy: values.updatedBy, updatedAt: values.updatedAt },
    });
}

export async function deleteValue(db: Db, orderId: number, parameterId: number): Promise<void> {
  await db
    .delete(registrationValues)
    .where(and(eq(registrationValues.orderId, orderId), eq(registrationValues.parameterId, parameterId)));
}

/** The contact centre's rejection: the order ends Rejected with the reason as typed, in its log. */
export async function rejectOrder(
  db: Db,
  order: { id: number; version: number },
  reason: string,
  at: Date,
  userId: number,
): Promise<void> {
  await db
    .update(accountOrders)
    .set({ statusId: REJECTED, rejectReason: reason, processedAt: at, updatedAt: at })
    .where(eq(accountOrders.id, order.id));
  await db.insert(accountOrderLogs).values({
    orderId: order.id,
    userId,
    action: 'rejected',
    statusId: REJECTED,
    version: order.version,
    at,
  });
}
