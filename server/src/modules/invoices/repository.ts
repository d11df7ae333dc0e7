/** SQL of invoices (service.ts holds the rules). */
import { aliasedTable, and, asc, count, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { InvoiceStatus } from '../../../../contracts/api/invoices.ts';
import { UZS_STATUS } from '../../../../contracts/api/uzs-payment.ts';
import type { Db } from '../../db/client.ts';
import { accounts, payments } from '../../db/schema/payments.ts';
import { organizations } from '../../db/schema/reference.ts';
import { invoices } from '../../db/schema/services.ts';

const dealerOrg = aliasedTable(organizations, 'dealer_org');
const clientOrg = aliasedTable(organizations, 'client_org');

/** What the reader sees (contracts INVOICE_STATUSES), from the row, its payment and the bank day. */
function statusOf(today: string): SQL<InvoiceStatus> {
  return sql<InvoiceStatus>`case
    when ${invoices.status} = 'cancelled' then 'cancelled'
    when ${invoices.status} = 'paid' or ${payments.statusId} = ${UZS_STATUS.paid} then 'paid'
    when ${payments.id} is not null and ${payments.statusId} <> ${UZS_STATUS.denied} then 'paying'
    when ${invoices.dueDate} < ${today} then 'overdue'
    else 'issued' end`;
}

function selectInvoices(db: Db, today: string) {
  return db
    .select({
      invoice: invoices,
      status: statusOf(today),
      dealerName: dealerOrg.name,
      dealerInn: dealerOrg.inn,
      dealerAccount: accounts.number,
      dealerMfo: accounts.mfo,
      clientName: clientOrg.name,
      clientInn: clientOrg.inn,
      madePaymentId: payments.id,
      madePaymentStatus: payments.statusId,
      executedAt: payments.processedAt,
    })
    .from(invoices)
    .innerJoin(dealerOrg, eq(dealerOrg.id, invoices.dealerId))
    .innerJoin(clientOrg, eq(clientOrg.id, invoices.clientId))
    .innerJoin(accounts, eq(accounts.id, invoices.dealerAccountId))
    .leftJoin(
      payments,
      and(
        eq(payments.organizationId, invoices.clientId),
        eq(payments.clientReference, invoices.payReference),
      ),
    );
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectInvoices>['where']>>[number];
export type InvoiceRow = Selected;

export interface InvoiceFilter {
  readonly status?: InvoiceStatus | undefined;
  readonly inn?: string | undefined;
  readonly dateFrom?: string | undefined;
  readonly dateTo?: string | undefined;
}

function filterWhere(today: string, filter: InvoiceFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.status !== undefined) parts.push(sql`${statusOf(today)} = ${filter.status}`);
  if (filter.inn !== undefined)
    parts.push(
      or(sql`${dealerOrg.inn} like ${`${filter.inn}%`}`, sql`${clientOrg.inn} like ${`${filter.inn}%`}`),
    );
  if (filter.dateFrom !== undefined) parts.push(gte(invoices.date, filter.dateFrom));
  if (filter.dateTo !== undefined) parts.push(lte(invoices.date, filter.dateTo));
  return and(...parts);
}

/** A page of invoices matching `where` (a side's organisation, or none for the report), newest first. */
export async function listInvoices(
  db: Db,
  today: string,
  scope: SQL | undefined,
  filter: InvoiceFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const where = and(scope, filterWhere(today, filter));
  const rows = await selectInvoices(db, today)
    .where(where)
    .orderBy(desc(invoices.date), desc(invoices.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(invoices)
    .innerJoin(dealerOrg, eq(dealerOrg.id, invoices.dealerId))
    .innerJoin(clientOrg, eq(clientOrg.id, invoices.clientId))
    .leftJoin(
      payments,
      and(
        eq(payments.organizationId, invoices.clientId),
        eq(payments.clientReference, invoices.payReference),
      ),
    )
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export const issuedBy = (organizationId: number) => eq(invoices.dealerId, organizationId);
export const receivedBy = (organizationId: number) => eq(invoices.clientId, organizationId);

/** One invoice the organisation issued or received; null otherwise. */
export async function findInvoice(
  db: Db,
  today: string,
  organizationId: number,
  id: number,
  lock = false,
): Promise<InvoiceRow | null> {
  if (lock) await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id)).for('update');
  const [row] = await selectInvoices(db, today).where(
    and(eq(invoices.id, id), or(issuedBy(organizationId), receivedBy(organizationId))),
  );
  return row ?? null;
}

export async function organizationById(db: Db, id: number) {
  const [row] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      inn: organizations.inn,
      isDealer: organizations.isDealer,
    })
    .from(organizations)
    .where(eq(organizations.id, id));
  return row ?? null;
}

export async function organizationByInn(db: Db, inn: string) {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.inn, inn))
    .orderBy(asc(organizations.id))
    .limit(1);
  return row ?? null;
}

/** The organisation's open soum current accounts (what an invoice may be paid to). */
export async function soumAccounts(db: Db, organizationId: number) {
  return db
    .select({ id: accounts.id, number: accounts.number, name: accounts.name })
    .from(accounts)
    .where(
      and(
        eq(accounts.organizationId, organizationId),
        eq(accounts.kind, 'current'),
        eq(accounts.currency, 'UZS'),
        eq(accounts.state, 'open'),
      ),
    )
    .orderBy(asc(accounts.id));
}

/** The dealer's next invoice number: `D-` and a serial per dealer. */
export async function nextNumber(db: Db, dealerId: number): Promise<string> {
  const [row] = await db.select({ n: count() }).from(invoices).where(eq(invoices.dealerId, dealerId));
  return `D-${String((row?.n ?? 0) + 1).padStart(6, '0')}`;
}

export async function insertInvoice(tx: Db, values: typeof invoices.$inferInsert): Promise<number> {
  const [row] = await tx.insert(invoices).values(values).returning({ id: invoices.id });
  if (!row) throw new Error('invoice not inserted');
  return row.id;
}

export async function cancelInvoice(tx: Db, id: number, at: Date): Promise<void> {
  await tx
    .update(invoices)
    .set({ status: 'cancelled', cancelledAt: at, version: sql`${invoices.version} + 1` })
    .where(eq(invoices.id, id));
}
