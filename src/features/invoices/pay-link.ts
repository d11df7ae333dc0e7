/**
 * Where "Pay" goes: the payment already made from the invoice, or the soum payment form pre-filled
 * with the invoice's fields and its own payment reference (so a second save is the same payment).
 */
import type { InvoicePrefill } from '../../../contracts/api/invoices.ts';

export function payLink(p: InvoicePrefill): string {
  if (p.payment_id !== null) return `/uzs-payments/detail/${String(p.payment_id)}`;
  const query = new URLSearchParams({
    r_account: p.r_account,
    r_mfo: p.r_mfo,
    r_inn: p.r_inn,
    r_name: p.r_name,
    sum: p.sum,
    code: p.code,
    description: p.description,
    client_reference: p.client_reference,
  });
  return `/uzs-payments/add?${query.toString()}`;
}
