import { describe, expect, it } from 'vitest';
import { fromCurrencyMinor } from '../../../../contracts/currency-codes.ts';
import { mt103, parseMt103 } from './mt103.ts';
import { swiftLines, swiftText } from './swift.ts';

describe('SWIFT X text', () => {
  it('never starts a line with a field tag or the end of the text block (MT940 :86:, MT103 :59: :70:)', () => {
    for (const width of [35, 65]) {
      const text = `${'x'.repeat(width)}:61:2611241124C1,00NTRFX//1${'y'.repeat(width - 28)}-}{5:}${'z'.repeat(width)}-`;
      const lines = swiftLines(text, 10, width);
      for (const line of lines) {
        expect(line.length).toBeLessThanOrEqual(width);
        expect(line).not.toMatch(/^[:-]/);
      }
      // Nothing of the user's text is lost by the guard, only spaces added.
      expect(lines.join('').replace(/ /g, '')).toBe(swiftText(text).replace(/ /g, ''));
    }
  });

  it('keeps only X characters and transliterates Cyrillic and Uzbek', () => {
    expect(swiftText('Оплата №5 «Ўзбекистон»\r\n{1:}')).toBe("Oplata N5 O'zbekiston .1:.");
  });
});

describe('MT103 field 32A', () => {
  it('writes the amount in the currency’s own places (JPY 0, USD 2, KWD 3), as the /swift-format row shows it', () => {
    const row = {
      id: 1,
      reference: 'FX26-101',
      value_date: '2026-11-27',
      ordering_account: '20208840301245678010',
      ordering_name: 'MCHJ TEST',
      ordering_address: 'TASHKENT, UZ',
      beneficiary_account: 'DE89370400440532013000',
      beneficiary_name: 'RHEIN SPINNEREI GMBH',
      beneficiary_address: 'DUISBURG',
      receiver_bic: 'COBADEFFXXX',
      remittance: 'INV 1',
      charges: 'OUR' as const,
    };
    for (const [currency, minor, field] of [
      ['JPY', 125_000n, 'JPY125000,'],
      ['USD', 125_050n, 'USD1250,50'],
      ['KWD', 12_345n, 'KWD12,345'],
    ] as const) {
      const amount = fromCurrencyMinor(minor, currency);
      const fields = parseMt103(mt103({ ...row, currency, amount_32a: amount }));
      expect(fields['32A']).toBe(`261127${field}`);
    }
  });
});
