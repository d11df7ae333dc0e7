/**
 * Drizzle access of the terminal registry (contracts/api/terminals.ts): terminals with their
 * organisation, settlement account and merchant, merchants, the change log and the merchant's card
 * statement (terminal_transactions, masked card numbers only). `branch` narrows every read to the
 * organisations a branch serves (organizations.mfo); undefined reads the whole registry.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/payments.ts';
import { banks, organizations } from '../../db/schema/reference.ts';
import {
  merchants,
  terminalRegistryLogs,
  terminalSettlements,
  terminals,
  terminalTransactions,
} from '../../db/schema/terminals.ts';
import { users } from '../../db/schema/users.ts';

/** undefined: the whole registry; a string: that branch's organisations only; null: nothing. */
export type Branch = string | null | undefined;

export interface Page {
  readonly page: number;
  readonly pageSize: number;
  readonly sort?: string;
}

/** LIKE wildcards in the search text are matched literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function branchWhere(branch: Branch): SQL | undefined {
  if (branch === undefined) return undefined;
  if (branch === null) return sql`false`;
  return eq(organizations.mfo, branch);
}

export async function branchOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ mfo: users.branchMfo }).from(users).where(eq(users.id, userId));
  return row?.mfo ?? null;
}

const terminalSelection = {
  id: terminals.id,
  code: terminals.code,
  merchantId: terminals.merchantId,
  merchantName: merchants.name,
  name: terminals.name,
  address: terminals.address,
  model: terminals.model,
  commissionBp: terminals.commissionBp,
  status: terminals.status,
  organization: organizations.name,
  organizationId: terminals.organizationId,
  inn: organizations.inn,
  account: accounts.number,
  mfo: accounts.mfo,
  updatedAt: terminals.updatedAt,
};

export type TerminalRecord = {
  id: number;
  code: string;
  merchantId: string;
  merchantName: string | null;
  name: string;
  address: string;
  model: string;
  commissionBp: number;
  status: string;
  organization: string;
  organizationId: number;
  inn: string;
  account: string;
  mfo: string;
  updatedAt: Date;
};

const TERMINAL_SORT = {
  code: terminals.code,
  name: terminals.name,
  merchant_id: terminals.merchantId,
  status: terminals.status,
  updated_at: terminals.updatedAt,
} as const;

export interface TerminalFilter {
  readonly text?: string;
  readonly status?: string;
  readonly merchant_id?: string;
  readonly mfo?: string;
}

function terminalWhere(filter: TerminalFilter, branch: Branch): SQL | undefined {
  const text = filter.text?.trim();
  return and(
    branchWhere(branch),
    filter.status ? eq(terminals.status, filter.status) : undefined,
    filter.merchant_id ? eq(terminals.merchantId, filter.merchant_id) : undefined,
    filter.mfo ? eq(organizations.mfo, filter.mfo) : undefined,
    text
      ? or(
          ilike(terminals.code, containing(text)),
          ilike(terminals.name, containing(text)),
          ilike(terminals.address, containing(text)),
          ilike(terminals.merchantId, containing(text)),
          ilike(organizations.name, containing(text)),
          ilike(organizations.inn, containing(text)),
        )
      : undefined,
  );
}

function terminalsFrom(db: Db) {
  return db
    .select(terminalSelection)
    .from(terminals)
    .innerJoin(organizations, eq(organizations.id, terminals.organizationId))
    .innerJoin(accounts, eq(accounts.id, terminals.accountId))
    .leftJoin(merchants, eq(merchants.merchantId, terminals.merchantId));
}

export async function listTerminals(
  db: Db,
  filter: TerminalFilter,
  page: Page,
  branch: Branch,
): Promise<{ rows: TerminalRecord[]; total: number }> {
  const field = page.sort?.replace(/^-/, '') ?? 'code';
  const column = TERMINAL_SORT[field as keyof typeof TERMINAL_SORT] ?? terminals.code;
  const direction = page.sort?.startsWith('-') ? desc : asc;
  const where = terminalWhere(filter, branch);
  const [rows, [total]] = await Promise.all([
    terminalsFrom(db)
      .where(where)
      .orderBy(direction(column), direction(terminals.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ n: count() })
      .from(terminals)
      .innerJoin(organizations, eq(organizations.id, terminals.organizationId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findTerminal(db: Db, id: number, branch: Branch): Promise<TerminalRecord | null> {
  const [row] = await terminalsFrom(db).where(and(eq(terminals.id, id), branchWhere(branch)));
  return row ?? null;
}

export async function terminalIdByCode(db: Db, code: string): Promise<number | null> {
  const [row] = await db.select({ id: terminals.id }).from(terminals).where(eq(terminals.code, code));
  return row?.id ?? null;
}

export interface MerchantRecord {
  id: number;
  merchantId: string;
  name: string;
  organization: string;
  organizationId: number;
  inn: string;
  mfo: string;
  orgMfo: string;
  account: string;
  accountId: number;
  mcc: string;
  status: string;
  terminals: number;
  updatedAt: Date;
}

const terminalCount = sql<number>`(select count(*)::int from "terminals" t where t."merchant_id" = "merchants"."merchant_id")`;

const merchantSelection = {
  id: merchants.id,
  merchantId: merchants.merchantId,
  name: merchants.name,
  organization: organizations.name,
  organizationId: merchants.organizationId,
  inn: organizations.inn,
  mfo: accounts.mfo,
  orgMfo: organizations.mfo,
  account: accounts.number,
  accountId: merchants.accountId,
  mcc: merchants.mcc,
  status: merchants.status,
  terminals: terminalCount,
  updatedAt: merchants.updatedAt,
};

function merchantsFrom(db: Db) {
  return db
    .select(merchantSelection)
    .from(merchants)
    .innerJoin(organizations, eq(organizations.id, merchants.organizationId))
    .innerJoin(accounts, eq(accounts.id, merchants.accountId));
}

export async function merchantByMerchantId(
  db: Db,
  merchantId: string,
  branch: Branch,
): Promise<MerchantRecord | null> {
  const [row] = await merchantsFrom(db).where(and(eq(merchants.merchantId, merchantId), branchWhere(branch)));
  return row ? { ...row, terminals: Number(row.terminals) } : null;
}

export async function listMerchants(
  db: Db,
  filter: { text?: string; status?: string },
  page: Page,
): Promise<{ rows: MerchantRecord[]; total: number }> {
  const text = filter.text?.trim();
  const where = and(
    filter.status ? eq(merchants.status, filter.status) : undefined,
    text
      ? or(
          ilike(merchants.merchantId, containing(text)),
          ilike(merchants.name, containing(text)),
          ilike(organizations.name, containing(text)),
          ilike(organizations.inn, containing(text)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    merchantsFrom(db)
      .where(where)
      .orderBy(asc(merchants.merchantId))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ n: count() })
      .from(merchants)
      .innerJoin(organizations, eq(organizations.id, merchants.organizationId))
      .where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, terminals: Number(r.terminals) })), total: total?.n ?? 0 };
}

export async function organizationByInn(db: Db, inn: string): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.inn, inn));
  return row ?? null;
}

export async function activeBank(db: Db, mfo: string): Promise<boolean> {
  const [row] = await db
    .select({ id: banks.id })
    .from(banks)
    .where(and(eq(banks.mfo, mfo), eq(banks.active, true)));
  return row !== undefined;
}

export async function accountByNumber(db: Db, number: string, mfo: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      organizationId: accounts.organizationId,
      currency: accounts.currency,
      state: accounts.state,
    })
    .from(accounts)
    .where(and(eq(accounts.number, number), eq(accounts.mfo, mfo)));
  return row ?? null;
}

export async function insertMerchant(db: Db, values: typeof merchants.$inferInsert): Promise<number> {
  const [row] = await db.insert(merchants).values(values).returning({ id: merchants.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function insertTerminal(db: Db, values: typeof terminals.$inferInsert): Promise<number> {
  const [row] = await db.insert(terminals).values(values).returning({ id: terminals.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateTerminal(
  db: Db,
  id: number,
  values: Partial<typeof terminals.$inferInsert>,
): Promise<void> {
  await db.update(terminals).set(values).where(eq(terminals.id, id));
}

export async function insertLog(db: Db, values: typeof terminalRegistryLogs.$inferInsert): Promise<void> {
  await db.insert(terminalRegistryLogs).values(values);
}

export async function listLogs(db: Db, filter: { entity?: string; text?: string }, page: Page) {
  const text = filter.text?.trim();
  const where = and(
    filter.entity ? eq(terminalRegistryLogs.entity, filter.entity) : undefined,
    text
      ? or(ilike(terminalRegistryLogs.ref, containing(text)), ilike(users.fullName, containing(text)))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: terminalRegistryLogs.id,
        at: terminalRegistryLogs.at,
        user: users.fullName,
        role: users.role,
        entity: terminalRegistryLogs.entity,
        entityId: terminalRegistryLogs.entityId,
        ref: terminalRegistryLogs.ref,
        action: terminalRegistryLogs.action,
        changes: terminalRegistryLogs.changes,
      })
      .from(terminalRegistryLogs)
      .innerJoin(users, eq(users.id, terminalRegistryLogs.userId))
      .where(where)
      .orderBy(desc(terminalRegistryLogs.at), desc(terminalRegistryLogs.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ n: count() })
      .from(terminalRegistryLogs)
      .innerJoin(users, eq(users.id, terminalRegistryLogs.userId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Terminal ids carrying a merchant id (within the branch). */
export async function terminalIdsOfMerchant(db: Db, merchantId: string, branch: Branch): Promise<number[]> {
  const rows = await db
    .select({ id: terminals.id })
    .from(terminals)
    .innerJoin(organizations, eq(organizations.id, terminals.organizationId))
    .where(and(eq(terminals.merchantId, merchantId), branchWhere(branch)));
  return rows.map((r) => r.id);
}

/** Card payments of the terminals in [from, to), newest first, a page of them and the totals. */
export async function statement(db: Db, terminalIds: readonly number[], from: Date, to: Date, page: Page) {
  const where = and(
    inArray(terminalTransactions.terminalId, [...terminalIds]),
    gte(terminalTransactions.at, from),
    lt(terminalTransactions.at, to),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: terminalTransactions.id,
        terminal: terminals.code,
        at: terminalTransactions.at,
        pan: terminalTransactions.panMasked,
        rrn: terminalTransactions.rrn,
        amount: terminalTransactions.amount,
        commission: terminalTransactions.commission,
        status: terminalTransactions.status,
        creditedAt: terminalSettlements.creditedAt,
      })
      .from(terminalTransactions)
      .innerJoin(terminals, eq(terminals.id, terminalTransactions.terminalId))
      .leftJoin(terminalSettlements, eq(terminalSettlements.id, terminalTransactions.settlementId))
      .where(where)
      .orderBy(desc(terminalTransactions.at), desc(terminalTransactions.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({
        n: count(),
        // Totals over approved payments only: a declined or reversed one moves no money.
        total: sql<string>`coalesce(sum(${terminalTransactions.amount}) filter (where ${terminalTransactions.status} = 'approved'), 0)::text`,
        commission: sql<string>`coalesce(sum(${terminalTransactions.commission}) filter (where ${terminalTransactions.status} = 'approved'), 0)::text`,
      })
      .from(terminalTransactions)
      .where(where),
  ]);
  return {
    rows,
    count: totals?.n ?? 0,
    total: BigInt(totals?.total ?? '0'),
    commission: BigInt(totals?.commission ?? '0'),
  };
}
