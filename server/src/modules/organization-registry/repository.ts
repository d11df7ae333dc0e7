/**
 * Drizzle access for the admin's organisation records (/organization): the `organizations` table
 * every area reads (payments, accounts, users), with the serving branch's name and how many users
 * and accounts name each record.
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { LegalForm } from '../../../../contracts/api/organization-settings.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/payments.ts';
import { banks, organizations } from '../../db/schema/reference.ts';
import { userOrganizations } from '../../db/schema/users.ts';
import { outerColumn } from '../../db/outer-column.ts';

export interface ListPage {
  readonly page: number;
  readonly pageSize: number;
  readonly sort?: string;
}

export interface Filter {
  readonly text?: string;
  readonly mfo?: string;
}

export interface Values {
  readonly name: string;
  readonly inn: string;
  readonly nibbd: string;
  readonly mfo: string;
  readonly legalForm: LegalForm;
  readonly address: string | null;
  readonly phone: string | null;
}

export interface Row extends Values {
  readonly id: number;
  readonly branchName: string | null;
  readonly usersCount: number;
  readonly accountsCount: number;
}

const SORT_COLUMNS = {
  id: organizations.id,
  name: organizations.name,
  inn: organizations.inn,
  mfo: organizations.mfo,
} as const;

function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function where(filter: Filter): SQL | undefined {
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

const selection = {
  id: organizations.id,
  name: organizations.name,
  inn: organizations.inn,
  nibbd: organizations.nibbd,
  mfo: organizations.mfo,
  legalForm: organizations.legalForm,
  address: organizations.address,
  phone: organizations.phone,
  branchName: banks.name,
  usersCount: sql<number>`(select count(*)::int from ${userOrganizations}
    where ${userOrganizations.organizationId} = ${outerColumn(organizations.id)})`,
  accountsCount: sql<number>`(select count(*)::int from ${accounts} a
    where a.organization_id = ${outerColumn(organizations.id)})`,
};

type Selected = {
  [K in keyof typeof selection]: unknown;
};

function toRow(r: Selected): Row {
  return {
    id: r.id as number,
    name: r.name as string,
    inn: r.inn as string,
    nibbd: r.nibbd as string,
    mfo: r.mfo as string,
    legalForm: r.legalForm === 'sole_proprietor' ? 'sole_proprietor' : 'legal_entity',
    address: (r.address as string | null) ?? null,
    phone: (r.phone as string | null) ?? null,
    branchName: (r.branchName as string | null) ?? null,
    usersCount: Number(r.usersCount),
    accountsCount: Number(r.accountsCount),
  };
}

export async function list(db: Db, filter: Filter, page: ListPage): Promise<{ rows: Row[]; total: number }> {
  const field = page.sort?.replace(/^-/, '') ?? 'name';
  const column = SORT_COLUMNS[field as keyof typeof SORT_COLUMNS] ?? organizations.name;
  const direction = page.sort?.startsWith('-') === true ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select(selection)
      .from(organizations)
      .leftJoin(banks, eq(banks.mfo, organizations.mfo))
      .where(where(filter))
      .orderBy(direction(column), direction(organizations.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(organizations).where(where(filter)),
  ]);
  return { rows: rows.map(toRow), total: total?.n ?? 0 };
}

export async function find(db: Db, id: number): Promise<Row | null> {
  const [row] = await db
    .select(selection)
    .from(organizations)
    .leftJoin(banks, eq(banks.mfo, organizations.mfo))
    .where(eq(organizations.id, id));
  return row ? toRow(row) : null;
}

export async function innTaken(db: Db, inn: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.inn, inn));
  return row !== undefined && row.id !== exceptId;
}

export async function activeBank(db: Db, mfo: string): Promise<boolean> {
  const [row] = await db
    .select({ id: banks.id })
    .from(banks)
    .where(and(eq(banks.mfo, mfo), eq(banks.active, true)));
  return row !== undefined;
}

export async function insert(db: Db, values: Values): Promise<number> {
  const [row] = await db
    .insert(organizations)
    .values({
      ...values,
      // Four-eyes follows the legal form at registration (docs/decisions.md "Four-eyes").
      dualControl: values.legalForm === 'legal_entity',
    })
    .returning({ id: organizations.id });
  if (row === undefined) throw new Error('insert returned no row');
  return row.id;
}

export async function update(db: Db, id: number, values: Values): Promise<void> {
  await db.update(organizations).set(values).where(eq(organizations.id, id));
}
