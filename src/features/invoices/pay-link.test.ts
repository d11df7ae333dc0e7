import { describe, expect, it } from 'vitest';
import type { InvoicePrefill } from '../../../contracts/api/invoices.ts';
import { payLink } from './pay-link.ts';

const prefill: InvoicePrefill = {
  r_account: '2020800030351290700100512',
  r_mfo: '00512',
  r_inn: '303512907',
  r_name: 'MChJ «Fargʻona Agro Servis»',
  sum: '4800000.00',
  code: '00101',
  description: 'D-000012 2026-11-20: Gazlama partiyasi & yuk xati № 318',
  client_reference: '3f0d3c4e-2a57-4f5e-9a43-0b0c8f5e2d11',
  payment_id: null,
};

describe('payLink', () => {
  it('opens the soum payment form with every field and the invoice’s reference, surviving the address', () => {
    const link = payLink(prefill);
    expect(link.startsWith('/uzs-payments/add?')).toBe(true);
    const params = new URLSearchParams(link.split('?')[1]);
    for (const [key, value] of Object.entries(prefill)) {
      if (key === 'payment_id') expect(params.has(key)).toBe(false);
      else expect(params.get(key), key).toBe(value);
    }
  });

  it('opens the payment already made instead of a second form', () => {
    expect(payLink({ ...prefill, payment_id: 77 })).toBe('/uzs-payments/detail/77');
  });
});
