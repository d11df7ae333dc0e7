/**
 * Invoices (contracts/api/invoices.ts). A dealer organisation issues an invoice to another
 * organisation by INN and may cancel it while nobody has paid it; the client pays it with one soum
 * payment whose client_reference is the invoice's pay_reference (the pay call hands out the fields),
 * so a second tap answers the same payment, and the invoice reads `paid` once that payment is
 * executed (derived from the payment, never copied). An invoice is visible to its issuer and its
 * payer only: anyone else gets 404. Every change and every refusal is audited.
 */
import {
  INVOICE_DUE_MAX_DAYS,
  INVOICE_PAYMENT_CODE,
  INVOICE_WRITERS,
  type Invoice,
  type InvoiceIssueBody,
  type InvoicePrefill,
  type InvoiceSide,
} from '../../../../contracts/api/invoices.ts';
import { pageMeta, type Paged } from '../../../../contracts/envelope.ts';
import { fromMinor, toMinor } from '../../../../contracts/money.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { auditActor, type AuditAction } from '../../plugins/audit.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import { assertRowVersion } from '../../plugins/row-version.ts';
import { tashkentDate } from '../../time-format.ts';
import * as repo from './repository.ts';
import type { InvoiceFilter } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const notPayable = () => new ApiError({ http: 409, status: 'error', message: 'invoices.notPayable' });
const notCancellable = () => new ApiError({ http: 409, status: 'error', message: 'invoices.notCancellable' });

function ownOrganization(actor: Actor): number {
  const id = actor.session.organizationId;
  if (id === null) throw ApiError.forbidden();
  return id;
}

function mayWrite(actor: Actor): void {
  if (!roleAllowed(actor.session.role, INVOICE_WRITERS))
    throw ApiError.forbidden(undefined, 'invoices.readOnly');
}

export function createInvoicesService(db: Db, clock: Clock) {
  const today = () => tashkentDate(clock.now());

  function toInvoice(r: repo.InvoiceRow, organizationId: number | null, writer: boolean): Invoice {
    const i = r.invoice;
    const unpaid = r.status === 'issued' || r.status === 'overdue';
    const executed = r.status === 'paid' && r.executedAt !== null ? r.executedAt : null;
    const paidAt = i.paidAt ?? executed;
    return {
      id: i.id,
      number: i.number,
      date: i.date,
      due_date: i.dueDate,
      amount: fromMinor(i.amount),
      purpose: i.purpose,
      status: r.status,
      dealer: { name: r.dealerName, inn: r.dealerInn, account: r.dealerAccount, mfo: r.dealerMfo },
      client: { name: r.clientName, inn: r.clientInn },
      paid_at: paidAt === null ? '' : paidAt.toISOString(),
      created_at: i.createdAt.toISOString(),
      payment_id: organizationId === i.clientId ? r.madePaymentId : null,
      version: i.version,
      is_pay: writer && organizationId === i.clientId && (unpaid || r.status === 'paying'),
      is_cancel: writer && organizationId === i.dealerId && unpaid,
    };
  }

  async function audit(tx: Db, actor: Actor, action: AuditAction, detail: Record<string, unknown>) {
    await auditActor(tx, clock.now(), actor, action, detail);
  }

  return {
    async list(
      actor: Actor,
      side: InvoiceSide,
      filter: InvoiceFilter,
      page: number,
      pageSize: number,
    ): Promise<Paged<Invoice>> {
      const org = actor.session.organizationId;
      if (org === null) return { list: [], _meta: pageMeta(0, page, pageSize) };
      const scope = side === 'd' ? repo.issuedBy(org) : repo.receivedBy(org);
      const { rows, total } = await repo.listInvoices(db, today(), scope, filter, page, pageSize);
      const writer = roleAllowed(actor.session.role, INVOICE_WRITERS);
      return { list: rows.map((r) => toInvoice(r, org, writer)), _meta: pageMeta(total, page, pageSize) };
    },

    async report(filter: InvoiceFilter, page: number, pageSize: number): Promise<Paged<Invoice>> {
      const { rows, total } = await repo.listInvoices(db, today(), undefined, filter, page, pageSize);
      return { list: rows.map((r) => toInvoice(r, null, false)), _meta: pageMeta(total, page, pageSize) };
    },

    async view(actor: Actor, id: number): Promise<Invoice> {
      const org = ownOrganization(actor);
      const row = await repo.findInvoice(db, today(), org, id);
      if (row === null) throw ApiError.notFound();
      return toInvoice(row, org, roleAllowed(actor.session.role, INVOICE_WRITERS));
    },

    async profile(actor: Actor) {
      const org = actor.session.organizationId;
      if (org === null) return { is_dealer: false, accounts: [] };
      const organization = await repo.organizationById(db, org);
      const isDealer = organization?.isDealer ?? false;
      const accounts = isDealer ? await repo.soumAccounts(db, org) : [];
      return { is_dealer: isDealer, accounts: accounts.map((a) => ({ account: a.number, name: a.name })) };
    },

    async issue(tx: Db, actor: Actor, body: InvoiceIssueBody): Promise<Invoice> {
      mayWrite(actor);
      const org = ownOrganization(actor);
      const dealer = await repo.organizationById(tx, org);
      if (dealer === null || !dealer.isDealer) throw ApiError.forbidden(undefined, 'invoices.notDealer');
      const problems: FieldProblem[] = [];
      const account = (await repo.soumAccounts(tx, org)).find((a) => a.number === body.account);
      if (account === undefined) problems.push({ attribute: 'account', key: 'invoices.account' });
      const client = await repo.organizationByInn(tx, body.client_inn);
      if (client === null) problems.push({ attribute: 'client_inn', key: 'invoices.clientUnknown' });
      else if (client.id === org) problems.push({ attribute: 'client_inn', key: 'invoices.clientSelf' });
      const amount = toMinor(body.amount);
      if (amount <= 0n) problems.push({ attribute: 'amount', key: 'invoices.amountPositive' });
      const now = clock.now();
      const date = tashkentDate(now);
      const last = tashkentDate(new Date(now.getTime() + INVOICE_DUE_MAX_DAYS * DAY_MS));
      if (body.due_date < date || body.due_date > last)
        problems.push({ attribute: 'due_date', key: 'invoices.dueDate' });
      if (problems.length > 0 || account === undefined || client === null) throw ApiError.rejected(problems);
      const number = await repo.nextNumber(tx, org);
      const id = await repo.insertInvoice(tx, {
        dealerId: org,
        dealerAccountId: account.id,
        clientId: client.id,
        number,
        date,
        dueDate: body.due_date,
        amount,
        purpose: body.purpose.trim(),
        createdBy: actor.session.userId,
        createdAt: now,
      });
      await audit(tx, actor, 'invoice.issue', { id, number, clientId: client.id, amount: body.amount });
      const row = await repo.findInvoice(tx, date, org, id);
      if (row === null) throw new Error('invoice vanished');
      return toInvoice(row, org, true);
    },

    async cancel(tx: Db, actor: Actor, id: number, seen: number | null): Promise<Invoice> {
      mayWrite(actor);
      const org = ownOrganization(actor);
      const row = await repo.findInvoice(tx, today(), org, id, true);
      if (row === null) throw ApiError.notFound();
      if (row.invoice.dealerId !== org) throw ApiError.forbidden(undefined, 'invoices.notIssuer');
      assertRowVersion(seen, row.invoice.version);
      if (row.status !== 'issued' && row.status !== 'overdue') throw notCancellable();
      await repo.cancelInvoice(tx, id, clock.now());
      await audit(tx, actor, 'invoice.cancel', { id, number: row.invoice.number });
      const after = await repo.findInvoice(tx, today(), org, id);
      if (after === null) throw new Error('invoice vanished');
      return toInvoice(after, org, true);
    },

    /** The payment form's fields; a payment already made from the invoice is answered instead. */
    async pay(tx: Db, actor: Actor, id: number, seen: number | null): Promise<InvoicePrefill> {
      mayWrite(actor);
      const org = ownOrganization(actor);
      const row = await repo.findInvoice(tx, today(), org, id, true);
      if (row === null) throw ApiError.notFound();
      if (row.invoice.clientId !== org) throw ApiError.forbidden(undefined, 'invoices.notPayer');
      assertRowVersion(seen, row.invoice.version);
      if (row.status === 'paid' || row.status === 'cancelled') throw notPayable();
      const i = row.invoice;
      await audit(tx, actor, 'invoice.pay', { id, number: i.number, paymentId: row.madePaymentId });
      return {
        r_account: row.dealerAccount,
        r_mfo: row.dealerMfo,
        r_inn: row.dealerInn,
        r_name: row.dealerName,
        sum: fromMinor(i.amount),
        code: INVOICE_PAYMENT_CODE,
        description: `${i.number} ${i.date}: ${i.purpose}`.slice(0, 210),
        client_reference: i.payReference,
        payment_id: row.madePaymentId,
      };
    },

    async auditRefusal(actor: Actor, action: string, error: unknown): Promise<void> {
      if (!(error instanceof ApiError)) return;
      await auditActor(db, clock.now(), actor, 'invoice.refused', {
        action,
        http: error.http,
        message: error.messageKey,
        problems: error.problems.length,
      });
    },
  };
}
