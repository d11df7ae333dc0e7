import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { required, maxLength } from './generic.ts';
import type { ValidationMessage } from './messages.ts';
import {
  messageOfIssue,
  zAccount,
  zAmount,
  zCardExpiry,
  zCardNumber,
  zDate,
  zDateRange,
  zDateTime,
  zInn,
  zMfo,
  zPassportNumber,
  zPassportSeries,
  zPhone,
  zText,
} from './zod.ts';

/** The messages a schema reports for a value, or its output when it passes. */
function judge(
  schema: z.ZodType,
  value: unknown,
): { ok: unknown } | { messages: (ValidationMessage | null)[] } {
  const result = schema.safeParse(value);
  return result.success ? { ok: result.data } : { messages: result.error.issues.map(messageOfIssue) };
}

const refused = (...messages: (ValidationMessage | null)[]) => ({ messages });

describe('zod schemas use the same rules and keys', () => {
  it('zAmount: a decimal string, out with two places, currency minimum', () => {
    expect(judge(zAmount({ currency: 'UZS' }), '1500000.5')).toEqual({ ok: '1500000.50' });
    expect(judge(zAmount({ currency: 'UZS' }), '0.50')).toEqual(
      refused({ key: 'amount.min', params: { min: '1', currency: 'UZS' } }),
    );
    expect(judge(zAmount({ currency: 'USD' }), '0.01')).toEqual({ ok: '0.01' });
    expect(judge(zAmount({ currency: 'USD', min: '100' }), '99.99')).toEqual(
      refused({ key: 'amount.min', params: { min: '100', currency: 'USD' } }),
    );
    expect(judge(zAmount({ rules: [] }), '0')).toEqual({ ok: '0.00' });
  });

  it('zAmount refuses what a field could not have sent', () => {
    for (const bad of ['1 000', '1.234', '-5', '1e3', '12.', 'abc'])
      expect(judge(zAmount(), bad), bad).toEqual(refused({ key: 'invalid' }));
    expect(judge(zAmount(), 1500)).toEqual(refused({ key: 'invalid' }));
    expect(judge(zAmount({ allowDot: false }), '12.50')).toEqual(refused({ key: 'invalid' }));
    expect(judge(zAmount(), '1'.repeat(20))).toEqual(refused({ key: 'length.max', params: { max: '25' } }));
  });

  it('a missing or empty value is required', () => {
    for (const schema of [zAmount(), zAmount({ rules: [] }), zDate(), zPhone(), zInn(), zCardNumber()]) {
      expect(judge(schema, undefined)).toEqual(refused({ key: 'required' }));
      expect(judge(schema, null)).toEqual(refused({ key: 'required' }));
      expect(judge(schema, '')).toEqual(refused({ key: 'required' }));
    }
    expect(judge(z.strictObject({ date: zDate() }), {})).toEqual(refused({ key: 'required' }));
    expect(judge(z.strictObject({ date: zDate().optional() }), {})).toEqual({ ok: {} });
  });

  it('zDate, zDateTime: stored forms of real dates', () => {
    expect(judge(zDate(), '2024-02-29')).toEqual({ ok: '2024-02-29' });
    expect(judge(zDate(), '2023-02-29')).toEqual(refused({ key: 'invalid' }));
    expect(judge(zDate(), '29.02.2024')).toEqual(refused({ key: 'invalid' }));
    expect(judge(zDateTime(), '2024-02-29T23:59')).toEqual({ ok: '2024-02-29T23:59' });
    expect(judge(zDateTime(), '2024-02-29T24:00')).toEqual(refused({ key: 'invalid' }));
  });

  it('zDateRange: from ≤ to, reported on to', () => {
    expect(judge(zDateRange(), { from: '2025-01-01', to: '2025-01-07' })).toEqual({
      ok: { from: '2025-01-01', to: '2025-01-07' },
    });
    const result = zDateRange().safeParse({ from: '2025-01-08', to: '2025-01-07' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, messageOfIssue(i)])).toEqual([
      [['to'], { key: 'dateRange.order' }],
    ]);
  });

  it('zPhone: 998 plus nine digits', () => {
    expect(judge(zPhone(), '998901234567')).toEqual({ ok: '998901234567' });
    for (const bad of ['901234567', '+998901234567', '99890123456'])
      expect(judge(zPhone(), bad), bad).toEqual(refused({ key: 'phone' }));
  });

  it('zAccount: 25 or 27 digits; budget kinds exact', () => {
    expect(judge(zAccount(), '2'.repeat(25))).toEqual({ ok: '2'.repeat(25) });
    expect(judge(zAccount(), '2'.repeat(26))).toEqual(
      refused({ key: 'length.more', params: { count: '1' } }),
    );
    expect(judge(zAccount('budgetRecipient'), '2'.repeat(25))).toEqual(
      refused({ key: 'length.exact', params: { length: '27' } }),
    );
  });

  it('zInn, zMfo, zPassportSeries, zPassportNumber', () => {
    expect(judge(zInn(), '123456789')).toEqual({ ok: '123456789' });
    expect(judge(zInn(), '12345')).toEqual(refused({ key: 'length.more', params: { count: '4' } }));
    expect(judge(zMfo(), '00014')).toEqual({ ok: '00014' });
    expect(judge(zMfo(), '0001x')).toEqual(
      refused({ key: 'invalidCharacters', params: { characters: 'x' } }),
    );
    expect(judge(zPassportSeries(), 'aa')).toEqual({ ok: 'AA' });
    expect(judge(zPassportSeries(), 'A')).toEqual(refused({ key: 'length.more', params: { count: '1' } }));
    expect(judge(zPassportNumber(), '1234567')).toEqual({ ok: '1234567' });
  });

  it('zCardNumber strips spaces; zCardExpiry checks against the clock', () => {
    expect(judge(zCardNumber(), '8600 1234 5678 9012')).toEqual({ ok: '8600123456789012' });
    expect(judge(zCardNumber(), '8600')).toEqual(refused({ key: 'length.more', params: { count: '12' } }));
    const expiry = zCardExpiry(() => '2025-05-20');
    expect(judge(expiry, '05/25')).toEqual({ ok: '0525' });
    expect(judge(expiry, '0425')).toEqual(refused({ key: 'card.expired' }));
  });

  it('zText runs generic rules', () => {
    const schema = zText([required, maxLength(3)]);
    expect(judge(schema, 'abc')).toEqual({ ok: 'abc' });
    expect(judge(schema, 'abcd')).toEqual(refused({ key: 'length.max', params: { max: '3' } }));
    expect(judge(schema, ' ')).toEqual(refused({ key: 'required' }));
  });

  it("messageOfIssue leaves zod's own issues to the caller", () => {
    expect(judge(z.strictObject({ inn: zInn() }), { inn: '123456789', extra: 1 })).toEqual(refused(null));
  });
});
