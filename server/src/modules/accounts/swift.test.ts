import { describe, expect, it } from 'vitest';
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
