/**
 * Statistics (spec 1 §2.3, §6.2; spec 3 §2.7, §6; issue 27). /stats and /stats-export (super_user,
 * admin): usage and operations over a chosen period, computed from the real tables — active users
 * and sign-ins (sessions, audit_log), activated phones (devices), payments by channel (payments.icon
 * and os) and daily volumes. /elk-stats (admin, msb_user): the same events from the log store — the
 * audit log in PostgreSQL by default, OpenSearch/Elasticsearch when ELK_URL is configured. At most
 * STATS_MAX_DAYS days. Paths are not shown in the spec and are designed here.
 */
import { z } from 'zod';
import { moneyText } from './answers.ts';
import { endpoint } from './endpoint.ts';
import { dateRange } from './surveys.ts';

export const STATS_ROLES = ['super_user', 'admin'] as const;
export const ELK_STATS_ROLES = ['admin', 'msb_user'] as const;
export const STATS_MAX_DAYS = 366;
export const CHANNEL_ICONS = ['web', 'android', 'ios'] as const;

export const statsChannelSchema = z.object({
  icon: z.string(),
  /** '' when the user agent named no operating system. */
  os: z.string(),
  count: z.number().int(),
  /** Sum of the soum payments of the channel. */
  sum: moneyText,
});
export type StatsChannel = z.output<typeof statsChannelSchema>;

export const statsDaySchema = z.object({
  /** YYYY-MM-DD, the bank's day. */
  day: z.string(),
  logins: z.number().int(),
  payments: z.number().int(),
  sum: moneyText,
});
export type StatsDay = z.output<typeof statsDaySchema>;

export const statsUsageSchema = z.object({
  active_users: z.number().int(),
  logins: z.number().int(),
  failed_logins: z.number().int(),
  active_organizations: z.number().int(),
  /** Phones activated (devices registered) in the period / in use at its end. */
  devices_new: z.number().int(),
  devices_active: z.number().int(),
  payments: z.number().int(),
  payments_sum: moneyText,
  channels: z.array(statsChannelSchema),
  daily: z.array(statsDaySchema),
});
export type StatsUsage = z.output<typeof statsUsageSchema>;

export const statsUsage = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'stats/usage',
  access: STATS_ROLES,
  body: dateRange,
  response: statsUsageSchema,
});

export const LOG_SOURCES = ['postgres', 'elk'] as const;

export const elkEventsSchema = z.object({
  source: z.enum(LOG_SOURCES),
  total: z.number().int(),
  actions: z.array(z.object({ action: z.string(), count: z.number().int() })),
  daily: z.array(z.object({ day: z.string(), count: z.number().int() })),
});
export type ElkEvents = z.output<typeof elkEventsSchema>;

export const elkStats = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'elk-stats/events',
  access: ELK_STATS_ROLES,
  body: dateRange,
  response: elkEventsSchema,
});
