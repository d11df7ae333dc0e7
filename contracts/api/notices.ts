/**
 * Notices (spec 1 §2.4, spec 3 §2.7), admin only, and what guests and users read of them:
 * - before sign-in (/notify): one language each, an importance and an active period; a guest on
 *   /login sees the active ones in the language they chose (`page/login-notices`, public);
 * - after sign-in (/notification): title and text in ru, en and uz, for every organisation or one;
 *   listed in every addressed user's top bar (notification/all) and opened at /notifications/view/:id.
 * The spec names no calls for these screens; they follow the tickers' style (docs/decisions.md,
 * "Notices"). Texts are rich text: the server stores them sanitised to a small set of tags.
 */
import { z } from 'zod';
import { LANGUAGES } from '../envelope.ts';
import { pagedOf } from './answers.ts';
import { endpoint } from './endpoint.ts';
import { dbId, dbIdParam } from './ids.ts';
import { pageQuery } from './paging.ts';

export const NOTICE_TITLE_MAX = 200;
export const NOTICE_BODY_MAX = 5000;
export const NOTICE_IMPORTANCES = ['info', 'warning', 'critical'] as const;
export type NoticeImportance = (typeof NOTICE_IMPORTANCES)[number];
export const LOGIN_NOTICE_SORT_FIELDS = ['id', 'active_from', 'active_to', 'importance'] as const;

const ADMIN = ['admin'] as const;
const idParams = z.strictObject({ id: dbIdParam });
const title = z.string().trim().min(1).max(NOTICE_TITLE_MAX);
const body = z.string().trim().min(1).max(NOTICE_BODY_MAX);
/** An instant with its offset (the form sends what the admin picked, in their time zone). */
const instant = z.iso.datetime({ offset: true });
const rowFlags = { isEdit: z.boolean(), isDelete: z.boolean() };

// ---- Notices before sign-in -------------------------------------------------------------------

export const loginNoticeBody = z.strictObject({
  language: z.enum(LANGUAGES),
  importance: z.enum(NOTICE_IMPORTANCES),
  title,
  body,
  active_from: instant,
  active_to: instant,
});
export type LoginNoticeBody = z.input<typeof loginNoticeBody>;

export const loginNoticeSchema = z.object({
  id: z.number().int(),
  language: z.enum(LANGUAGES),
  importance: z.enum(NOTICE_IMPORTANCES),
  title: z.string(),
  /** Sanitised rich text. */
  body: z.string(),
  /** ISO date-times. */
  active_from: z.string(),
  active_to: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LoginNotice = z.output<typeof loginNoticeSchema>;

export const loginNoticeRowSchema = loginNoticeSchema.extend({
  /** Whether it shows on /login now (the server's clock). */
  isActive: z.boolean(),
  ...rowFlags,
});
export type LoginNoticeRow = z.output<typeof loginNoticeRowSchema>;

export const loginNoticeFilter = z.strictObject({
  language: z.enum(LANGUAGES).optional(),
  importance: z.enum(NOTICE_IMPORTANCES).optional(),
  /** true: shown now; false: not yet or no longer. */
  active: z.boolean().optional(),
});
export type LoginNoticeFilter = z.input<typeof loginNoticeFilter>;

export const loginNoticesList = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'notify/list',
  access: ADMIN,
  query: pageQuery,
  body: loginNoticeFilter,
  response: pagedOf(loginNoticeRowSchema),
});

export const loginNoticeView = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'notify/view/:id',
  access: ADMIN,
  params: idParams,
  response: loginNoticeSchema,
});

export const loginNoticeCreate = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base: '/api/v2/',
  path: 'notify/create',
  access: ADMIN,
  body: loginNoticeBody,
  response: loginNoticeSchema,
});

export const loginNoticeUpdate = endpoint({
  idempotent: 'optional',
  method: 'PUT',
  base: '/api/v2/',
  path: 'notify/update/:id',
  access: ADMIN,
  params: idParams,
  body: loginNoticeBody,
  response: loginNoticeSchema,
});

export const loginNoticeDelete = endpoint({
  idempotent: 'optional',
  method: 'DELETE',
  base: '/api/v2/',
  path: 'notify/delete/:id',
  access: ADMIN,
  params: idParams,
  response: loginNoticeSchema,
});

export const guestNoticeSchema = z.object({
  id: z.number().int(),
  importance: z.enum(NOTICE_IMPORTANCES),
  title: z.string(),
  body: z.string(),
});
export type GuestNotice = z.output<typeof guestNoticeSchema>;

/** For guests on /login: the notices active now in the request's language, most important first. */
export const guestNotices = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'page/login-notices',
  access: 'public',
  response: z.array(guestNoticeSchema),
});

// ---- Notices after sign-in --------------------------------------------------------------------

export const userNoticeBody = z.strictObject({
  /** null: every organisation (and bank staff); otherwise that organisation's users. */
  organization_id: dbId.nullable(),
  title_ru: title,
  title_en: title,
  title_uz: title,
  body_ru: body,
  body_en: body,
  body_uz: body,
});
export type UserNoticeBody = z.input<typeof userNoticeBody>;

export const userNoticeSchema = z.object({
  id: z.number().int(),
  organization_id: z.number().int().nullable(),
  /** The organisation's name, null for every organisation. */
  organization_name: z.string().nullable(),
  title_ru: z.string(),
  title_en: z.string(),
  title_uz: z.string(),
  body_ru: z.string(),
  body_en: z.string(),
  body_uz: z.string(),
  /** 'html' for admin-written notices; 'text' for the system's (overdue debt and the like). */
  format: z.enum(['text', 'html']),
  created_at: z.string(),
  /** How many users opened it. */
  read_count: z.number().int(),
});
export type UserNotice = z.output<typeof userNoticeSchema>;

export const userNoticeRowSchema = userNoticeSchema.extend(rowFlags);
export type UserNoticeRow = z.output<typeof userNoticeRowSchema>;

export const userNoticeFilter = z.strictObject({
  organization_id: dbId.optional(),
  text: z.string().trim().max(100).optional(),
});
export type UserNoticeFilter = z.input<typeof userNoticeFilter>;

export const userNoticesList = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'notification/list',
  access: ADMIN,
  query: pageQuery,
  body: userNoticeFilter,
  response: pagedOf(userNoticeRowSchema),
});

export const userNoticeView = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'notification/admin-view/:id',
  access: ADMIN,
  params: idParams,
  response: userNoticeSchema,
});

export const userNoticeCreate = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base: '/api/v2/',
  path: 'notification/create',
  access: ADMIN,
  body: userNoticeBody,
  response: userNoticeSchema,
});

export const userNoticeUpdate = endpoint({
  idempotent: 'optional',
  method: 'PUT',
  base: '/api/v2/',
  path: 'notification/update/:id',
  access: ADMIN,
  params: idParams,
  body: userNoticeBody,
  response: userNoticeSchema,
});

export const userNoticeDelete = endpoint({
  idempotent: 'optional',
  method: 'DELETE',
  base: '/api/v2/',
  path: 'notification/delete/:id',
  access: ADMIN,
  params: idParams,
  response: userNoticeSchema,
});

export const noticeOrganizationSchema = z.object({ id: z.number().int(), name: z.string() });
export type NoticeOrganization = z.output<typeof noticeOrganizationSchema>;

/** The organisations a notice may be addressed to (the form's choice). */
export const noticeOrganizations = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'notification/organizations',
  access: ADMIN,
  response: z.array(noticeOrganizationSchema),
});
