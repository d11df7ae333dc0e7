/**
 * Runtime copies of three constants of contracts/envelope.ts. That module also builds a zod
 * schema at load time, so importing any of its values pulls all of zod (~24 KB gzip) into the
 * first screen's JavaScript. The types below tie every key to the contract (a new language or
 * status fails to compile) and envelope-constants.test.ts holds the values equal to it.
 * Delete this file once the contract moves its zod schema out of envelope.ts.
 */
import type { Language, ResponseStatus } from '../../contracts/envelope.ts';

export const LANGUAGE_HEADER = { ru: 'ru-RU', en: 'en-US', uz: 'uz-UZ' } as const satisfies Record<
  Language,
  string
>;

export const LANGUAGES = Object.keys(LANGUAGE_HEADER) as Language[];

const STATUS_SET = {
  success: true,
  warning: true,
  error: true,
  setting: true,
  unauth: true,
  unknown: true,
} as const satisfies Record<ResponseStatus, true>;

export const RESPONSE_STATUSES = Object.keys(STATUS_SET) as ResponseStatus[];
