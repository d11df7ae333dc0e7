import { describe, expect, it } from 'vitest';
import { misspelledApostrophes } from '../../contracts/uzbek-text.ts';
import { CATALOGUES, t, type MessageKey } from './i18n.ts';

const LANGUAGES = ['ru', 'en', 'uz'] as const;

describe('the server catalogue composed from the shared and the module catalogues', () => {
  const keys = CATALOGUES.flatMap((catalogue) => Object.keys(catalogue));

  it('defines every key once: a module never overrides another catalogue', () => {
    const twice = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(twice).toEqual([]);
  });

  it('has every key in ru, en and uz, and t() finds each', () => {
    for (const catalogue of CATALOGUES) {
      for (const [key, texts] of Object.entries(catalogue) as [string, Record<string, string>][]) {
        for (const lang of LANGUAGES) {
          expect(texts[lang]?.trim(), `${key} ${lang}`).toBeTruthy();
          expect(t(lang, key as MessageKey)).toBe(texts[lang]);
        }
      }
    }
  });

  it('spells the Uzbek apostrophes: oʻ/gʻ with U+02BB, the tutuq belgisi with U+02BC', () => {
    const wrong = CATALOGUES.flatMap((catalogue) =>
      Object.entries(catalogue as Record<string, Record<string, string>>).flatMap(([key, texts]) =>
        misspelledApostrophes(texts['uz'] ?? '').map((bad) => `${key}: ${bad}`),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('keeps the shared texts and the modules’ own', () => {
    expect(t('en', 'auth.required')).toBe('Your session has ended. Please sign in again.');
    expect(t('ru', 'uzs.status.1')).toBeTruthy();
    expect(t('uz', 'device.duplicate')).toBe('Bu qurilma allaqachon faollashtirilgan.');
    expect(t('en', 'login.locked', { until: '01.01.2027 10:00' })).toContain('01.01.2027 10:00');
  });
});
