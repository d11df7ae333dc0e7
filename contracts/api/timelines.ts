/**
 * Timelines (spec 1 §2.4, §6.2; role super_user): the audit log read three ways — what happened to
 * organisations (rows naming one), what users did (rows naming one), and what happened to payments
 * (rows whose detail names a payment id) — who, what, when, from which address. Filterable by
 * period, a search text and the action's prefix; the screen exports what it shows. The spec names
 * no calls; this is ours (docs/decisions.md, "Timelines").
 */
import { z } from 'zod';
import { pagedOf } from './answers.ts';
import { endpoint } from './endpoint.ts';
import { pageQuery } from './paging.ts';

export const TIMELINE_KINDS = ['organization', 'user', 'payment'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

const day = z.iso.date();

export const timelineFilter = z.strictObject({
  kind: z.enum(TIMELINE_KINDS),
  /** Tashkent calendar days, both included. */
  from: day.optional(),
  to: day.optional(),
  /**
   * organization: part of the organisation's name; user: part of the username; payment: the
   * payment's id (digits).
   */
  text: z.string().trim().max(100).optional(),
  /** The start of the action's name (`uzs-payment.`, `login.`). */
  action: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z0-9.-]*$/)
    .optional(),
});
export type TimelineFilter = z.input<typeof timelineFilter>;

export const timelineRowSchema = z.object({
  id: z.number().int(),
  /** ISO date-time. */
  at: z.string(),
  action: z.string(),
  username: z.string().nullable(),
  organization_id: z.number().int().nullable(),
  organization_name: z.string().nullable(),
  ip: z.string().nullable(),
  /** The row's detail as compact JSON (ids, reasons, states before and after). */
  detail: z.string(),
});
export type TimelineRow = z.output<typeof timelineRowSchema>;

export const timelineList = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'timeline/list',
  access: ['super_user'],
  query: pageQuery,
  body: timelineFilter,
  response: pagedOf(timelineRowSchema),
});
