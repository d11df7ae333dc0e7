/** Test-only: i18next with the kit's and common namespaces loaded synchronously, in one language. */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../contracts/envelope.ts';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/{common,kit,tickers,signing}.json', {
  eager: true,
  import: 'default',
});

export async function initKitI18n(language: Language = 'ru'): Promise<void> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, content] of Object.entries(files)) {
    const [, lng = '', ns = ''] = /locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
    resources[lng] = { ...resources[lng], [ns]: content };
  }
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'ru',
    resources,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
}
