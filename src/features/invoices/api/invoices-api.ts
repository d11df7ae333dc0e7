/**
 * Calls of invoices (contracts/api/invoices.ts). Lists and one invoice are kept in the encrypted
 * read cache (shown "as of" offline); issue, cancel and pay go through the one write path
 * (offline/enqueue-call.ts): the bank's answer when it comes, else queued in the outbox.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  invoiceCancel,
  invoiceIssue,
  invoiceList,
  invoicePay,
  invoiceProfile,
  invoiceReport,
  invoiceView,
  type Invoice,
  type InvoiceIssueBody,
  type InvoiceSide,
  type InvoiceStatus,
} from '../../../../contracts/api/invoices.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import { outboxSummary } from '../../../offline/summary.ts';

const AREA = 'invoices';
export const INVOICE_PAGE_SIZE = 20;

export function useInvoiceList(side: InvoiceSide, page: number, status: InvoiceStatus | undefined) {
  return useQuery({
    queryKey: endpointKey(invoiceList, side, page, status ?? ''),
    queryFn: ({ signal }) =>
      keptCall(
        invoiceList,
        { query: { side, page, pageSize: INVOICE_PAGE_SIZE, ...(status ? { status } : {}) }, signal },
        { area: AREA },
      ),
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}

export interface ReportFilter {
  readonly status?: InvoiceStatus | undefined;
  readonly inn?: string | undefined;
  readonly date_from?: string | undefined;
  readonly date_to?: string | undefined;
}

export function useInvoiceReport(page: number, filter: ReportFilter) {
  const query = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''));
  return useQuery({
    queryKey: endpointKey(invoiceReport, page, JSON.stringify(query)),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(invoiceReport, { query: { page, pageSize: INVOICE_PAGE_SIZE, ...query }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useInvoiceView(id: number) {
  return useQuery({
    queryKey: endpointKey(invoiceView, id),
    queryFn: ({ signal }) => keptCall(invoiceView, { query: { id }, signal }, { area: AREA }),
    enabled: Number.isInteger(id) && id > 0,
    networkMode: 'always',
  });
}

export function useInvoiceProfile() {
  return useQuery({
    queryKey: endpointKey(invoiceProfile),
    queryFn: async ({ signal }) => dataOf(await callApi(invoiceProfile, { signal })),
  });
}

async function refresh() {
  await queryClient.invalidateQueries({ queryKey: endpointKey(invoiceList) });
  await queryClient.invalidateQueries({ queryKey: endpointKey(invoiceView) });
}

export async function issueInvoice(body: InvoiceIssueBody, reference: string) {
  const result = await enqueueCall(invoiceIssue, {
    kind: 'invoiceIssue',
    aggregateId: `invoice-new:${reference}`,
    body,
    ifMatch: null,
    handle: false,
    ...outboxSummary({ number: '', counterparty: body.client_inn, amount: body.amount, currency: 'UZS' }),
  });
  if (result.kind === 'done') await refresh();
  return result;
}

export async function cancelInvoice(invoice: Invoice) {
  const result = await enqueueCall(invoiceCancel, {
    kind: 'invoiceCancel',
    aggregateId: `invoice:${String(invoice.id)}`,
    body: { id: invoice.id },
    ifMatch: String(invoice.version),
    ...outboxSummary({
      number: invoice.number,
      counterparty: invoice.client.name,
      amount: invoice.amount,
      currency: 'UZS',
    }),
  });
  if (result.kind === 'done') await refresh();
  return result;
}

export async function payInvoice(invoice: Invoice) {
  return enqueueCall(invoicePay, {
    kind: 'invoicePay',
    aggregateId: `invoice:${String(invoice.id)}`,
    body: { id: invoice.id },
    ifMatch: String(invoice.version),
    ...outboxSummary({
      number: invoice.number,
      counterparty: invoice.dealer.name,
      amount: invoice.amount,
      currency: 'UZS',
    }),
  });
}
