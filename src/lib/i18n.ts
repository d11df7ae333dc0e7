/**
 * i18next set-up: ru is the default and the fallback, en and uz complete; one namespace per
 * area plus `common`, each a JSON file under /locales/<lng>/<ns>.json loaded lazily on first use
 * (screens suspend until their namespace is in). Changing the language reloads the page (spec 1 §1).
 */
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../contracts/envelope.ts';
import { LANGUAGES, LANGUAGE_HEADER } from '../../contracts/envelope.ts';
import { STORAGE_KEYS, readStored, writeStored } from './storage-keys.ts';

const DEFAULT_LANGUAGE: Language = 'ru';

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`no locale file ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function isLanguage(value: string | null): value is Language {
  return value !== null && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  const stored = readStored(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function currentLanguage(): Language {
  const lng = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/** The `Language` request header for the current language (server messages come back in it). */
export function languageHeader(): string {
  return LANGUAGE_HEADER[currentLanguage()];
}

/** Stores the choice and reloads, so every screen, cached answer and server message switches together. */
export function changeLanguage(language: Language): void {
  if (language === currentLanguage()) return;
  writeStored(STORAGE_KEYS.language, language);
  location.reload();
}

export async function initI18n(): Promise<void> {
  const lng = storedLanguage();
  document.documentElement.lang = lng;
  await i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng,
      supportedLngs: [...LANGUAGES],
      fallbackLng: DEFAULT_LANGUAGE,
      // common, shell (page titles, the bars) and offline (the connection banner, the update toast)
      // are needed by the first render; the rest load with their screens.
      ns: ['common', 'shell', 'offline'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
}

export { i18next as i18n };
