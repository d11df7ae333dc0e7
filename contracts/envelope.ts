/**
 * The response envelope, statuses and paging shape of docs/architecture.md §3 and spec 1 §3/§8.
 * Kept free of zod so the first screen can import it without pulling the schema library in.
 */
export const RESPONSE_STATUSES = ['success', 'warning', 'error', 'setting', 'unauth', 'unknown'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

export interface ValidationEntry {
  readonly attribute: string;
  readonly message: string;
}

export interface Envelope<T = unknown> {
  readonly status: ResponseStatus;
  readonly data?: T;
  readonly message?: string;
  readonly validation?: readonly ValidationEntry[];
}

export interface PageMeta {
  readonly currentPage: number;
  readonly pageCount: number;
  readonly totalCount: number;
}

export interface Paged<T> {
  readonly list: readonly T[];
  readonly _meta: PageMeta;
}

export function pageMeta(totalCount: number, page: number, pageSize: number): PageMeta {
  return { currentPage: page, pageCount: Math.max(1, Math.ceil(totalCount / pageSize)), totalCount };
}

export const LANGUAGES = ['ru', 'en', 'uz'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Values of the `Language` request header. */
export const LANGUAGE_HEADER: Record<Language, string> = { ru: 'ru-RU', en: 'en-US', uz: 'uz-UZ' };

export function languageFromHeader(header: string | undefined): Language {
  const code = (header ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : 'ru';
}

/** `data.reason` of the 403 a user who must change the password gets from other calls (spec 1 §4). */
export const PASSWORD_CHANGE_REQUIRED = 'password-change-required';
export interface RefusalData {
  readonly reason: typeof PASSWORD_CHANGE_REQUIRED;
}
