/**
 * Shell calls of spec 1 §7.2: current user, last logins, bank times, amount in words,
 * announcements, personal manager, notifications, unread counters and the push token.
 * Paths the spec leaves unshown are designed here in the same style (docs/decisions.md).
 */
import { z } from 'zod';
import { dbIdParam, pageParam } from './ids.ts';
import { endpoint } from './endpoint.ts';
import { CLIENT_ROLES } from '../roles.ts';
import { isMoneyString } from '../money.ts';
import { pagedOf } from './answers.ts';
import { tgbChatRowSchema } from './tgb.ts';

export const getInfo = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'page/get-info',
  access: '*',
  duringPasswordChange: true,
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

export const iabsTime = endpoint({ method: 'GET', base: '/api/v2/', path: 'page/iabs-time', access: '*' });
export interface BankTime {
  /** i18n key of the clock's name: operatingDay, serverTime, … */
  readonly name: string;
  /** ISO date-time (or date for the operating day). */
  readonly value: string;
}

export const SUM_CURRENCIES = ['UZS', 'USD', 'EUR', 'RUB'] as const;
export const sumToText = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'page/sum-to-text',
  access: '*',
  body: z.strictObject({
    amount: z.string().refine(isMoneyString, 'amount'),
    currency: z.enum(SUM_CURRENCIES),
  }),
});
export interface SumToTextData {
  readonly sum_in_text: string;
}

export const announcements = endpoint({ method: 'GET', base: '/api/v2/', path: 'page/tickers', access: '*' });
export interface Announcement {
  readonly id: number;
  readonly status: number;
  readonly message_ru: string;
  readonly message_en: string;
  readonly message_uz: string;
}

export const personalManager = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'page/personal-manager',
  access: CLIENT_ROLES,
});
export interface PersonalManager {
  readonly full_name: string;
  readonly nibbd: string;
  readonly internal_phone_number: string;
  readonly phone_number: string;
}

export const notificationsAll = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'notification/all',
  access: '*',
});
export interface NotificationItem {
  readonly id: number;
  readonly title: string;
  readonly body: string;
  readonly createdAt: string;
  readonly isRead: boolean;
}
export interface NotificationsData {
  readonly items: readonly NotificationItem[];
}

export const notificationView = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'notification/view/:id',
  access: '*',
  params: z.strictObject({ id: dbIdParam }),
});

export const chatCountsSchema = z.object({ msg: z.number().int() });
export type ChatCountsData = z.output<typeof chatCountsSchema>;
export const chatNewMessagesSchema = z.object({ unreadCnt: z.number().int() });
export type ChatNewMessagesData = z.output<typeof chatNewMessagesSchema>;
export const chatStatusCountsSchema = z.object({
  messageCnt: z.number().int(),
  callBackCnt: z.number().int(),
});
export type ChatStatusCountsData = z.output<typeof chatStatusCountsSchema>;

export const chatCounts = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'chat/get-counts',
  access: '*',
  response: chatCountsSchema,
});
export const chatNewMessages = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'chat/check-new-message',
  access: '*',
  response: chatNewMessagesSchema,
});
export const chatStatusCounts = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'chat/status-message-cnt',
  access: ['contact_center'],
  response: chatStatusCountsSchema,
});

export const saveFirebaseToken = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'firebase/save-firebase-token',
  access: '*',
  idempotent: 'optional',
  body: z.strictObject({ token: z.string().min(10).max(4096) }),
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
