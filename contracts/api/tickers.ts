/**
 * Tickers, the running-line announcements (spec 3 §2.7, §3.9, §7.7; spec 1 §3): admin only. The
 * spec names the calls but not the fields; they are those of the shell's Announcement (status and
 * one message per language), all three messages required. Status 1 is shown in every user's top
 * bar, 0 is kept but hidden. The list answers per-row flags for the caller (isView, isEdit,
 * isDelete) so the client never decides rights itself.
 */
import { z } from 'zod';
import { dbIdParam } from './ids.ts';
import { pageQuery } from './paging.ts';
import { endpoint } from './endpoint.ts';
import { pagedOf } from './answers.ts';

export const TICKER_MESSAGE_MAX = 500;
export const TICKER_SEARCH_MAX = 100;
export const TICKER_STATUSES = [0, 1] as const;
export type TickerStatus = (typeof TICKER_STATUSES)[number];
export const TICKER_SORT_FIELDS = ['id', 'status', 'created_at'] as const;

const ADMIN = ['admin'] as const;
const message = z.string().trim().min(1).max(TICKER_MESSAGE_MAX);
const status = z.union([z.literal(0), z.literal(1)]);
const idParams = z.strictObject({ id: dbIdParam });

export const tickerBody = z.strictObject({
  status,
  message_ru: message,
  message_en: message,
  message_uz: message,
});
export type TickerBody = z.input<typeof tickerBody>;

export const tickerFilter = z.strictObject({
  status: status.optional(),
  text: z.string().trim().max(TICKER_SEARCH_MAX).optional(),
});
export type TickerFilter = z.input<typeof tickerFilter>;

export const tickerSchema = z.object({
  id: z.number().int(),
  status: z.literal(TICKER_STATUSES),
  message_ru: z.string(),
  message_en: z.string(),
  message_uz: z.string(),
  /** ISO date-time. */
  created_at: z.string(),
});
export type Ticker = z.output<typeof tickerSchema>;

export const tickerRowSchema = tickerSchema.extend({
  isView: z.boolean(),
  isEdit: z.boolean(),
  isDelete: z.boolean(),
});
export type TickerRow = z.output<typeof tickerRowSchema>;

export const tickerStatusItemSchema = z.object({
  value: z.literal(TICKER_STATUSES),
  /** In the request's language. */
  label: z.string(),
});
export type TickerStatusItem = z.output<typeof tickerStatusItemSchema>;

export const tickersList = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'top-messages/list',
  access: ADMIN,
  query: pageQuery,
  body: tickerFilter,
  response: pagedOf(tickerRowSchema),
});

export const tickerCreate = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base: '/api/v2/',
  path: 'top-messages/create',
  access: ADMIN,
  body: tickerBody,
  response: tickerSchema,
});

export const tickerView = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'top-messages/view/:id',
  access: ADMIN,
  params: idParams,
  response: tickerSchema,
});

export const tickerUpdate = endpoint({
  idempotent: 'optional',
  method: 'PUT',
  base: '/api/v2/',
  path: 'top-messages/update/:id',
  access: ADMIN,
  params: idParams,
  body: tickerBody,
  response: tickerSchema,
});

export const tickerDelete = endpoint({
  idempotent: 'optional',
  method: 'DELETE',
  base: '/api/v2/',
  path: 'top-messages/delete/:id',
  access: ADMIN,
  params: idParams,
  response: tickerSchema,
});

export const tickerStatusList = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'top-messages/status-list',
  access: ADMIN,
  response: z.array(tickerStatusItemSchema),
});
