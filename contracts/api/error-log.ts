/**
 * The server's error log and the EDS key log (spec 3 §2.7: /errors, /error/:id, /key-logs; admin
 * only; calls "not shown", designed in the spec's style, docs/decisions.md "Bank staff"). The
 * error log holds what the server failed to answer (5xx and unexpected errors) with the request
 * id, never a body, header or query string. The key log reads the signing module's own records:
 * each key check (challenge issued, answered or left) and each renewal.
 */
import { z } from 'zod';
import { dbIdParam } from './ids.ts';
import { pageQuery } from './paging.ts';
import { endpoint } from './endpoint.ts';
import { pagedOf } from './answers.ts';

const base = '/api/v2/' as const;
const ADMIN = ['admin'] as const;
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Error rows are kept this many days (ERROR_LOG_RETENTION_DAYS overrides). */
export const ERROR_LOG_RETENTION_DAYS = 90;
export const ERROR_SEARCH_MAX = 100;

export const errorLogFilter = z.strictObject({
  /** Part of the request id, the route or the message. */
  text: z.string().trim().max(ERROR_SEARCH_MAX).optional(),
  status: z.number().int().min(400).max(599).optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});
export type ErrorLogFilter = z.input<typeof errorLogFilter>;

export const errorLogRowSchema = z.object({
  id: z.number().int(),
  /** ISO date-time. */
  at: z.string(),
  request_id: z.string(),
  method: z.string(),
  route: z.string(),
  http_status: z.number().int(),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  error_name: z.string(),
  message: z.string(),
});
export type ErrorLogRow = z.output<typeof errorLogRowSchema>;

export const errorLogList = endpoint({
  method: 'POST',
  base,
  path: 'errors/list',
  access: ADMIN,
  query: pageQuery,
  body: errorLogFilter,
  response: pagedOf(errorLogRowSchema),
});

export const errorLogView = endpoint({
  method: 'GET',
  base,
  path: 'errors/view/:id',
  access: ADMIN,
  params: z.strictObject({ id: dbIdParam }),
  response: errorLogRowSchema,
});

export const KEY_LOG_KINDS = ['check', 'renewal'] as const;
export type KeyLogKind = (typeof KEY_LOG_KINDS)[number];
/** A check: answered with a valid signature, still open, or left unanswered past its life. */
export const KEY_LOG_OUTCOMES = ['passed', 'pending', 'expired', 'renewed'] as const;
export type KeyLogOutcome = (typeof KEY_LOG_OUTCOMES)[number];

export const keyLogFilter = z.strictObject({
  /** Part of the username or the full name. */
  text: z.string().trim().max(ERROR_SEARCH_MAX).optional(),
  kind: z.enum(KEY_LOG_KINDS).optional(),
});
export type KeyLogFilter = z.input<typeof keyLogFilter>;

export const keyLogRowSchema = z.object({
  /** `check-<id>` or `renewal-<audit id>`: unique across both kinds. */
  id: z.string(),
  kind: z.enum(KEY_LOG_KINDS),
  outcome: z.enum(KEY_LOG_OUTCOMES),
  /** ISO date-time. */
  at: z.string(),
  user_id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  /** The key's serial number, when the user has one. */
  serial_number: z.string().nullable(),
  /** ISO date-time the key is valid to (now). */
  valid_to: z.string().nullable(),
  ip: z.string().nullable(),
});
export type KeyLogRow = z.output<typeof keyLogRowSchema>;

export const keyLogList = endpoint({
  method: 'POST',
  base,
  path: 'key-logs/list',
  access: ADMIN,
  query: pageQuery,
  body: keyLogFilter,
  response: pagedOf(keyLogRowSchema),
});
