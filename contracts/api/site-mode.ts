/**
 * Site mode (/site-mode; spec 1 §2.2, §6.2, §8): maintenance on or off, with what the maintenance
 * answer says in each language. Any signed-in user may read it (1 §2.2); only admin_bank switches it
 * (1 §6.2; routes.tsv note 3), and that role keeps working and may sign in while it is on. The
 * spec names no calls; these follow the style of the others (docs/decisions.md, "Site mode").
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const SITE_MODE_MESSAGE_MAX = 500;
export const SITE_MODE_MANAGERS = ['admin_bank'] as const;

const message = z.string().trim().max(SITE_MODE_MESSAGE_MAX);

export const siteModeBody = z.strictObject({
  maintenance: z.boolean(),
  /** Empty: the standard maintenance text. */
  message_ru: message,
  message_en: message,
  message_uz: message,
});
export type SiteModeBody = z.input<typeof siteModeBody>;

export const siteModeSchema = z.object({
  maintenance: z.boolean(),
  message_ru: z.string(),
  message_en: z.string(),
  message_uz: z.string(),
  /** ISO date-time of the last switch. */
  updated_at: z.string(),
  /** Whether the caller may switch it (the server decides). */
  canSwitch: z.boolean(),
});
export type SiteModeState = z.output<typeof siteModeSchema>;

export const siteModeView = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'site-mode/view',
  access: '*',
  response: siteModeSchema,
});

export const siteModeUpdate = endpoint({
  idempotent: 'optional',
  method: 'PUT',
  base: '/api/v2/',
  path: 'site-mode/update',
  access: SITE_MODE_MANAGERS,
  body: siteModeBody,
  response: siteModeSchema,
});
