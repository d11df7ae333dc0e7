import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contracts/envelope.ts';
import { misspelledApostrophes } from '../../contracts/uzbek-text.ts';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});
/** Namespaces are the ru files (keys are typed from ru); the other languages must match them. */
const NAMESPACES = Object.keys(files)
  .filter((path) => path.startsWith('../../locales/ru/'))
  .map((path) => path.replace('../../locales/ru/', '').replace('.json', ''));

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

function file(language: string, namespace: string): Record<string, unknown> {
  const content = files[`../../locales/${language}/${namespace}.json`];
  if (!content) throw new Error(`missing locales/${language}/${namespace}.json`);
  return content;
}

describe('locales', () => {
  it('has every namespace in every language and nothing else', () => {
    expect([...NAMESPACES].sort()).toEqual([
      'accounts',
      'applications',
      'auth',
      'bot',
      'centre',
      'chat',
      'claims',
      'common',
      'controlledAccounts',
      'corporateCards',
      'creditRequests',
      'credits',
      'currencyPayments',
      'dashboard',
      'ecosystem',
      'eisvo',
      'fxTransfers',
      'fxdeals',
      'heads',
      'help',
      'imports',
      'kit',
      'lc',
      'multiclient',
      'munis',
      'notices',
      'notifications',
      'offline',
      'onlineOrder',
      'payments',
      'rates',
      'rbac',
      'reference',
      'referral',
      'registration',
      'reports',
      'salary',
      'services',
      'settings',
      'shell',
      'signing',
      'siteMode',
      'statistics',
      'surveys',
      'terminals',
      'tickers',
      'timelines',
      'users',
      'wage',
    ]);
    const expected = LANGUAGES.flatMap((l) => NAMESPACES.map((n) => `../../locales/${l}/${n}.json`)).sort();
    expect(Object.keys(files).sort()).toEqual(expected);
  });

  for (const namespace of NAMESPACES) {
    it(`${namespace}: en and uz have exactly the keys of ru`, () => {
      const ru = keyPaths(file('ru', namespace)).sort();
      for (const language of ['en', 'uz'])
        expect(keyPaths(file(language, namespace)).sort(), language).toEqual(ru);
    });

    it(`${namespace}: no empty texts and the same placeholders in every language`, () => {
      const ru = file('ru', namespace);
      const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
      const textAt = (root: unknown, path: string) =>
        path
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root) as string;
      for (const path of keyPaths(ru)) {
        for (const language of LANGUAGES) {
          const text = textAt(file(language, namespace), path);
          expect(typeof text === 'string' && text.trim() !== '', `${language}:${namespace}.${path}`).toBe(
            true,
          );
          expect(placeholders(text), `${language}:${namespace}.${path}`).toEqual(
            placeholders(textAt(ru, path)),
          );
        }
      }
    });
  }

  it('keeps the spec texts of the error catalogue (spec 1 §8), its typo corrected (issue 17 point 1)', () => {
    const ru = file('ru', 'common') as { dialogs: Record<string, unknown>; loading: string; empty: string };
    expect(ru.dialogs).toMatchObject({
      success: 'Успешно!',
      error: 'Ошибка!',
      maintenance: { title: 'Технические работы' },
      unknown: { title: 'Непредвиденная ошибка', text: 'Тысяча извинений, что-то сломалось :(' },
      connection: { title: 'Невозможно подключиться к сети' },
      wrongData: { title: 'Переданы неправильные данные!', text: 'Проверьте данных, попробуйте заново.' },
    });
    expect(ru.loading).toBe('Обрабатываем ваш запрос, подождите секундочку…');
    expect(ru.empty).toBe('Нет данных');
  });

  it('spells the Uzbek apostrophes: oʻ/gʻ with U+02BB, the tutuq belgisi with U+02BC', () => {
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : typeof value === 'object' && value !== null
          ? Object.values(value).flatMap(strings)
          : [];
    const wrong = NAMESPACES.flatMap((namespace) =>
      strings(file('uz', namespace)).flatMap((text) =>
        misspelledApostrophes(text).map((bad) => `${namespace}: ${bad} in ${text}`),
      ),
    );
    expect(wrong).toEqual([]);
  });
});
