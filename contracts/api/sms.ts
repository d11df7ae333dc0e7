/**
 * One-time SMS codes (spec 1 §7.2 page/send-sms, page/check-sms-code), reusable by any flow that
 * needs a second factor; `purpose` keeps flows apart (a code sent for key renewal never activates a
 * device). 6 digits, stored hashed, 5 minutes, 5 tries, single use, a new code only 60 s after the
 * last one. A verified code is consumed once by the flow it was sent for (server modules/sms).
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const SMS_PURPOSES = ['key-renewal', 'device-activation'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_MAX_TRIES = 5;
/** spec 1 §9: verification code time is 60 seconds before a new one may be asked for. */
export const SMS_RESEND_SECONDS = 60;
/**
 * Per user and purpose in any 24 hours (issue 19): codes sent, and wrong-or-right tries over all of
 * them. Without a cap a new code every 60 s gave about 7,200 guesses a day at a 6-digit code; with
 * 20 tries a day the chance of guessing stays near 1 in 50,000 a day.
 */
export const SMS_DAILY_CODES = 10;
export const SMS_DAILY_TRIES = 20;

export const sendSmsDataSchema = z.object({
  /** The phone the code went to, masked: 998 90 *** ** 33. */
  phone: z.string(),
  expires_in: z.number().int(),
  /** Seconds until send-sms may be called again for this purpose. */
  resend_in: z.number().int(),
});
export type SendSmsData = z.output<typeof sendSmsDataSchema>;

export const sendSms = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'page/send-sms',
  access: '*',
  body: z.strictObject({ purpose: z.enum(SMS_PURPOSES) }),
  response: sendSmsDataSchema,
});

export const checkSmsCodeDataSchema = z.object({ verified: z.literal(true) });
export type CheckSmsCodeData = z.output<typeof checkSmsCodeDataSchema>;

export const checkSmsCode = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'page/check-sms-code',
  access: '*',
  body: z.strictObject({
    purpose: z.enum(SMS_PURPOSES),
    code: z.string().regex(/^\d{6}$/),
  }),
  response: checkSmsCodeDataSchema,
});

export const smsOutboxRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  phone: z.string(),
  purpose: z.enum(SMS_PURPOSES),
  text: z.string(),
  /** ISO date-time. */
  created_at: z.string(),
});
export type SmsOutboxRow = z.output<typeof smsOutboxRowSchema>;

/** The demo sender's outbox (designed: admins read what the demo "sent"; empty in production). */
export const smsDemoOutbox = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'sms/demo-outbox',
  access: ['admin'],
  query: z.strictObject({ username: z.string().trim().max(100).optional() }),
  response: z.array(smsOutboxRowSchema),
});
