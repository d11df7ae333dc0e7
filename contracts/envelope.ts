/** The response envelope, statuses and paging shape of architecture.md §3 and spec 1 §3/§8. */
import { z } from 'zod';

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

export const MAX_PAGE_SIZE = 500;

/** Query string of every paged list: `?page=&pageSize=&sort=` (sort: `field` or `-field`). */
export const pageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  sort: z
    .string()
    .regex(/^-?[a-zA-Z_]{1,40}$/)
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

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
