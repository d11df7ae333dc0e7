/**
 * Shell calls of spec 1 §7.2: current user, last logins, bank times, amount in words,
 * announcements, personal manager, notifications, unread counters and the push token.
 * Paths the spec leaves unshown are designed here in the same style (docs/decisions.md).
 */
import { z } from 'zod';
import { dbIdParam, pageParam } from './ids.ts';
import { endpoint } from './endpoint.ts';
import { noData, pagedOf } from './answers.ts';
import { currentUser } from './security.ts';
import { CLIENT_ROLES } from '../roles.ts';
import { isMoneyString } from '../money.ts';
import { tgbChatRowSchema } from './tgb.ts';

export const getInfo = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'page/get-info',
  access: '*',
  duringPasswordChange: true,
  response: currentUser,
});

export const lastLoginSchema = z.object({
  date: z.string(),
  os: z.string(),
  browser: z.string(),
  ip: z.string(),
  country: z.string(),
  success: z.boolean(),
});
export type LastLogin = z.output<typeof lastLoginSchema>;

export const userLastLogins = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'page/user-last-logins',
  access: '*',
  body: z.strictObject({ number: z.number().int().min(1).max(50) }),
  response: z.array(lastLoginSchema),
});

export const bankTimeSchema = z.object({
  /** i18n key of the clock's name: operatingDay, serverTime, … */
  name: z.string(),
  /** ISO date-time (or date for the operating day). */
  value: z.string(),
});
export type BankTime = z.output<typeof bankTimeSchema>;

export const iabsTime = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'page/iabs-time',
  access: '*',
  response: z.array(bankTimeSchema),
});

export const SUM_CURRENCIES = ['UZS', 'USD', 'EUR', 'RUB'] as const;
export const sumToTextDataSchema = z.object({ sum_in_text: z.string() });
export type SumToTextData = z.output<typeof sumToTextDataSchema>;

export const sumToText = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'page/sum-to-text',
  access: '*',
  body: z.strictObject({
    amount: z.string().refine(isMoneyString, 'amount'),
    currency: z.enum(SUM_CURRENCIES),
  }),
  response: sumToTextDataSchema,
});

export const announcementSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  message_ru: z.string(),
  message_en: z.string(),
  message_uz: z.string(),
});
export type Announcement = z.output<typeof announcementSchema>;

export const announcements = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'page/tickers',
  access: '*',
  response: z.array(announcementSchema),
});

export const personalManagerSchema = z.object({
  full_name: z.string(),
  nibbd: z.string(),
  internal_phone_number: z.string(),
  phone_number: z.string(),
});
export type PersonalManager = z.output<typeof personalManagerSchema>;

export const personalManager = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'page/personal-manager',
  access: CLIENT_ROLES,
  response: personalManagerSchema,
});

export const notificationItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Plain text ('text') or sanitised rich text an admin wrote ('html'; shown sanitised again). */
  body: z.string(),
  format: z.enum(['text', 'html']),
  /** ISO date-time. */
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type NotificationItem = z.output<typeof notificationItemSchema>;

export const notificationsDataSchema = z.object({ items: z.array(notificationItemSchema) });
export type NotificationsData = z.output<typeof notificationsDataSchema>;

export const notificationsAll = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'notification/all',
  access: '*',
  response: notificationsDataSchema,
});

export const notificationView = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'notification/view/:id',
  access: '*',
  params: z.strictObject({ id: dbIdParam }),
  /** The notification, now read. */
  response: notificationItemSchema,
});

export const chatCountsDataSchema = z.object({ msg: z.number().int() });
export type ChatCountsData = z.output<typeof chatCountsDataSchema>;
export const chatNewMessagesDataSchema = z.object({ unreadCnt: z.number().int() });
export type ChatNewMessagesData = z.output<typeof chatNewMessagesDataSchema>;
export const chatStatusCountsDataSchema = z.object({
  messageCnt: z.number().int(),
  callBackCnt: z.number().int(),
});
export type ChatStatusCountsData = z.output<typeof chatStatusCountsDataSchema>;

export const chatCounts = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'chat/get-counts',
  access: '*',
  response: chatCountsDataSchema,
});
export const chatNewMessages = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'chat/check-new-message',
  access: '*',
  response: chatNewMessagesDataSchema,
});
export const chatStatusCounts = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'chat/status-message-cnt',
  access: ['contact_center'],
  response: chatStatusCountsDataSchema,
});

export const saveFirebaseToken = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'firebase/save-firebase-token',
  access: '*',
  idempotent: 'optional',
  body: z.strictObject({ token: z.string().min(10).max(4096) }),
  response: noData,
});

/** Messaging-bot messages for the shell (msb_user, contact_center); empty until the bot console exists. */
export const chatOpens = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'chat/opens',
  access: ['msb_user', 'contact_center'],
  query: z.strictObject({ page: pageParam.default(1) }),
  response: pagedOf(tgbChatRowSchema),
});
