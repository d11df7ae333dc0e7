import { describe, expect, it } from 'vitest';
import { UZS_ROW_FLAGS, type UzsPaymentRow, type UzsRowFlag } from '../../../contracts/api/uzs-payment.ts';
import { bulkAllowed, withListFlags } from './bulk-actions.ts';
import { filterOf } from './payment-filter.ts';

function row(id: number, flags: Partial<Record<UzsRowFlag, boolean>>): UzsPaymentRow {
  const none = Object.fromEntries(UZS_ROW_FLAGS.map((f) => [f, false])) as Record<UzsRowFlag, boolean>;
  return { id, version: 1, ...none, ...flags } as unknown as UzsPaymentRow;
}

describe('bulk actions of the payment list', () => {
  const signable = row(1, { isSign: true, IsSignSend: true, isCopy: true });
  const alsoSignable = row(2, { isSign: true, IsSignSend: false, isCopy: true });
  const unsignable = row(3, { isSign: false, isSend: true, isCopy: true, isDelete: true });

  it('signs only when every selected payment is signable', () => {
    expect(bulkAllowed([signable, alsoSignable].map(withListFlags)).sign).toBe(true);
    expect(bulkAllowed([signable, unsignable].map(withListFlags)).sign).toBe(false);
  });

  it('offers sign-and-send only when the signature completes every one (IsSignSend)', () => {
    expect(bulkAllowed([signable].map(withListFlags)).signSend).toBe(true);
    expect(bulkAllowed([signable, alsoSignable].map(withListFlags)).signSend).toBe(false);
  });

  it('gates send, copy, approve and delete by their flags on every row', () => {
    const allowed = bulkAllowed([signable, unsignable].map(withListFlags));
    expect(allowed).toEqual({
      sign: false,
      send: false,
      signSend: false,
      approve: false,
      copy: true,
      delete: false,
    });
    expect(bulkAllowed([unsignable].map(withListFlags))).toMatchObject({ send: true, delete: true });
  });

  it('allows nothing for an empty selection', () => {
    expect(Object.values(bulkAllowed([])).some(Boolean)).toBe(false);
  });
});

describe('list filter from the query string', () => {
  it('keeps valid values and drops what the contract would refuse', () => {
    expect(
      filterOf({
        date_from: '2026-11-01',
        date_to: '01.11.2026',
        status_id: '2',
        type: '9',
        sum_from: '100.50',
        sum_to: 'lots',
        recipient: 'Ориент',
        awaiting: 'sign',
      }),
    ).toEqual({
      date_from: '2026-11-01',
      status_id: 2,
      sum_from: '100.50',
      recipient: 'Ориент',
      awaiting: 'sign',
    });
  });

  it('keeps an import file id only in its 20-character form', () => {
    expect(filterOf({ import_file: 'AB12CD34EF56GH78IJ90' })).toEqual({
      import_file: 'AB12CD34EF56GH78IJ90',
    });
    expect(filterOf({ import_file: 'ab12' })).toEqual({});
  });
});
