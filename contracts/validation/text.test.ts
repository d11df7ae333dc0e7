import { describe, expect, it } from 'vitest';
import { cleanRequestText, stripFormatCharacters } from './text.ts';

describe('request text hygiene', () => {
  it('removes bidi controls and zero-width characters, keeps letters, ZWJ and ZWNJ', () => {
    expect(stripFormatCharacters('invoice\u202Egnp.pdf')).toBe('invoicegnp.pdf');
    expect(stripFormatCharacters('a\u200Bb\u2066c\u2069\u200E\u200F\uFEFF\u00AD')).toBe('abc');
    expect(stripFormatCharacters('oʻzbek gʻalla ’ “Toshkent”')).toBe('oʻzbek gʻalla ’ “Toshkent”');
    expect(stripFormatCharacters('👩\u200D💻 \u200C')).toBe('👩\u200D💻 \u200C');
  });

  it('cleans every string of a body, leaves secrets as sent, and names the field holding a NUL', () => {
    const body = { name: 'x\u202E', rows: [{ purpose: 'p\u200B' }], password: 'pa\u200Bss', n: 5 };
    expect(cleanRequestText(body)).toEqual({
      value: { name: 'x', rows: [{ purpose: 'p' }], password: 'pa\u200Bss', n: 5 },
    });
    expect(body.name).toBe('x\u202E');
    expect(cleanRequestText({ rows: [{ purpose: 'ok' }, { purpose: 'a\u0000' }] })).toEqual({
      nul: { attribute: 'rows.1.purpose' },
    });
    expect(cleanRequestText('a\u0000')).toEqual({ nul: { attribute: '' } });
  });
});
