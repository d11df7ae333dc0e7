/**
 * Messaging-bot console (spec 3 §2.2, §3.5, §4, §5, §7.2), base /tgb/api/, plus the Telegram
 * webhook and the file store /tgb/storage/. The operator (admin_id, admin_name) is always the
 * session's user, so the spec's admin_id fields are not sent. Statuses are the spec's strings:
 * Ready → active (Start) → close (Close with a reason).
 */
import { z } from 'zod';
import { dbId, dbIdParam, pageParam } from './ids.ts';
import { CHAT_BODY_LIMIT, chatFileRefSchema, chatFileUpload } from './chat-file.ts';
import { endpoint } from './endpoint.ts';
import { fileAnswer, noData, pagedOf } from './answers.ts';

export const TGB_STATUSES = ['Ready', 'active', 'close'] as const;
export type TgbStatus = (typeof TGB_STATUSES)[number];
export const TGB_LANGUAGES = ['uz', 'ru', 'en'] as const;
export type TgbLanguage = (typeof TGB_LANGUAGES)[number];
export const TGB_PAGE_SIZE = 20;
/** Spec 3 §9: the chat polls every 2.5 s. */
export const TGB_POLL_MS = 2500;
export const TGB_TEXT_MAX = 4000;
export const TGB_NAME_MAX = 200;

const CONSOLE = ['msb_user', 'contact_center'] as const;
const MSB = ['msb_user'] as const;
const idParams = z.strictObject({ id: dbIdParam });
const page = z.strictObject({ page: pageParam.default(1) });
const required = (max: number) => z.string().trim().min(1).max(max);
const enable = z.union([z.literal(0), z.literal(1)]);

export const tgbChatRowSchema = z.object({
  id: z.number().int(),
  phone: z.string().nullable(),
  /** The Telegram user's name as Telegram gave it (first and last name, else the username). */
  client_name: z.string(),
  app_type: z.string().nullable(),
  theme: z.string(),
  language: z.enum(TGB_LANGUAGES),
  message: z.string(),
  created_at: z.string(),
  admin_name: z.string().nullable(),
  status: z.enum(TGB_STATUSES),
  reason: z.string().nullable(),
});
export type TgbChatRow = z.output<typeof tgbChatRowSchema>;

export const tgbMessageSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  message_type: z.enum(['file', 'text']),
  owner: z.enum(['user', 'other']),
  created_at: z.string(),
  file: chatFileRefSchema.nullable(),
  /** Operator messages: whether the Bot API has taken it. */
  delivered: z.boolean(),
});
export type TgbMessage = z.output<typeof tgbMessageSchema>;

export const tgbChatDetailSchema = tgbChatRowSchema.extend({
  messages: z.array(tgbMessageSchema),
});
export type TgbChatDetail = z.output<typeof tgbChatDetailSchema>;

/** An appeal after Start or Close: its id and new status. */
const tgbChatMoved = z.object({ id: z.number().int(), status: z.enum(TGB_STATUSES) });

export const tgbTextSchema = z.object({
  id: z.number().int(),
  keyword: z.string(),
  uz: z.string(),
  ru: z.string(),
  en: z.string(),
});
export type TgbText = z.output<typeof tgbTextSchema>;

export const tgbAppealTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ru: z.string(),
  name_en: z.string(),
  enable,
});
export type TgbAppealType = z.output<typeof tgbAppealTypeSchema>;

export const tgbConsultationSchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  name_ru: z.string(),
  name_en: z.string(),
  info: z.string(),
  info_ru: z.string(),
  info_en: z.string(),
  enable,
});
export type TgbConsultation = z.output<typeof tgbConsultationSchema>;

export const tgbChatList = endpoint({
  method: 'POST',
  base: '/tgb/api/',
  path: 'chat/list',
  access: CONSOLE,
  query: page,
  body: z.strictObject({ status: z.enum(TGB_STATUSES).optional() }),
  response: pagedOf(tgbChatRowSchema),
});

export const tgbChatDetail = endpoint({
  method: 'POST',
  base: '/tgb/api/',
  path: 'chat/detail/:id',
  access: CONSOLE,
  params: idParams,
  response: tgbChatDetailSchema,
});

export const tgbChatActivate = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base: '/tgb/api/',
  path: 'chat/activate',
  access: CONSOLE,
  body: z.strictObject({ chat_id: dbId }),
  response: tgbChatMoved,
});

export const tgbChatClose = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base: '/tgb/api/',
  path: 'chat/close',
  access: CONSOLE,
  body: z.strictObject({ chat_id: dbId, message: required(1000) }),
  response: tgbChatMoved,
});

/** Trimmed non-empty text, or a file, or both (spec 3 §5). */
export const tgbSendBody = z
  .strictObject({
    chat_id: dbId,
    message: z.string().trim().max(TGB_TEXT_MAX).default(''),
    file: chatFileUpload.optional(),
  })
  .refine((b) => b.message !== '' || b.file !== undefined, { path: ['message'], message: 'required' });
export type TgbSendBody = z.input<typeof tgbSendBody>;

export const tgbChatSend = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base: '/tgb/api/',
  path: 'chat/send/message',
  access: CONSOLE,
  bodyLimit: CHAT_BODY_LIMIT,
  body: tgbSendBody,
  response: z.object({ id: z.number().int() }),
});

/** Statistics export (spec 3 §5, with the spec's defect fixed: the three values are really sent). */
export const tgbMetricBody = z
  .strictObject({
    start_date: z.iso.date(),
    end_date: z.iso.date(),
    appeal_type_id: dbId,
  })
  .refine((b) => b.start_date <= b.end_date, { path: ['end_date'], message: 'order' });
export type TgbMetricBody = z.input<typeof tgbMetricBody>;

export const tgbMetric = endpoint({
  method: 'POST',
  base: '/tgb/api/',
  path: 'chat/metric',
  access: CONSOLE,
  body: tgbMetricBody,
  response: fileAnswer,
});

export const tgbTextBody = z.strictObject({
  uz: required(TGB_TEXT_MAX),
  ru: required(TGB_TEXT_MAX),
  en: required(TGB_TEXT_MAX),
});
export type TgbTextBody = z.input<typeof tgbTextBody>;

export const tgbTextList = endpoint({
  method: 'GET',
  base: '/tgb/api/',
  path: 'telegram-texts',
  access: MSB,
  response: z.array(tgbTextSchema),
});
export const tgbTextView = endpoint({
  method: 'GET',
  base: '/tgb/api/',
  path: 'telegram-texts/:id',
  access: MSB,
  params: idParams,
  response: tgbTextSchema,
});
export const tgbTextUpdate = endpoint({
  idempotent: 'optional',
  method: 'PUT',
  base: '/tgb/api/',
  path: 'telegram-texts/:id',
  access: MSB,
  params: idParams,
  body: tgbTextBody,
  response: tgbTextSchema,
});

export const tgbAppealTypeBody = z.strictObject({
  name: required(TGB_NAME_MAX),
  name_ru: required(TGB_NAME_MAX),
  name_en: required(TGB_NAME_MAX),
  // The spec's server sends enable as a string at times; numbers are what it means.
  enable: z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), enable),
});
export type TgbAppealTypeBody = z.input<typeof tgbAppealTypeBody>;

export const tgbAppealTypeList = endpoint({
  method: 'GET',
  base: '/tgb/api/',
  path: 'appeal-types',
  access: CONSOLE,
  response: z.array(tgbAppealTypeSchema),
});
export const tgbAppealTypeView = endpoint({
  method: 'GET',
  base: '/tgb/api/',
  path: 'appeal-types/:id',
  access: MSB,
  params: idParams,
  response: tgbAppealTypeSchema,
});
export const tgbAppealTypeCreate = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base: '/tgb/api/',
  path: 'appeal-types',
  access: MSB,
  body: tgbAppealTypeBody,
  response: tgbAppealTypeSchema,
});
export const tgbAppealTypeUpdate = endpoint({
  idempotent: 'optional',
  method: 'PUT',
  base: '/tgb/api/',
  path: 'appeal-types/:id',
  access: MSB,
  params: idParams,
  body: tgbAppealTypeBody,
  response: tgbAppealTypeSchema,
});
export const tgbAppealTypeDelete = endpoint({
  idempotent: 'optional',
  method: 'DELETE',
  base: '/tgb/api/',
  path: 'appeal-types/:id',
  access: MSB,
  params: idParams,
  response: tgbAppealTypeSchema,
});

/** Three names and three info texts, each really saved (the spec's edit defect fixed). */
export const tgbConsultationBody = z.strictObject({
  parent_id: dbId.nullable(),
  name: required(TGB_NAME_MAX),
  name_ru: required(TGB_NAME_MAX),
  name_en: required(TGB_NAME_MAX),
  info: required(TGB_TEXT_MAX),
  info_ru: required(TGB_TEXT_MAX),
  info_en: required(TGB_TEXT_MAX),
  enable: z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), enable),
});
export type TgbConsultationBody = z.input<typeof tgbConsultationBody>;

export const tgbConsultationList = endpoint({
  method: 'GET',
  base: '/tgb/api/',
  path: 'consultations',
  access: MSB,
  response: z.array(tgbConsultationSchema),
});
export const tgbConsultationView = endpoint({
  method: 'GET',
  base: '/tgb/api/',
  path: 'consultations/:id',
  access: MSB,
  params: idParams,
  response: tgbConsultationSchema,
});
export const tgbConsultationCreate = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base: '/tgb/api/',
  path: 'consultations',
  access: MSB,
  body: tgbConsultationBody,
  response: tgbConsultationSchema,
});
export const tgbConsultationUpdate = endpoint({
  idempotent: 'optional',
  method: 'PUT',
  base: '/tgb/api/',
  path: 'consultations/:id',
  access: MSB,
  params: idParams,
  body: tgbConsultationBody,
  response: tgbConsultationSchema,
});
export const tgbConsultationDelete = endpoint({
  idempotent: 'optional',
  method: 'DELETE',
  base: '/tgb/api/',
  path: 'consultations/:id',
  access: MSB,
  params: idParams,
  response: tgbConsultationSchema,
});

/** A stored bot file, as an attachment only (never rendered by the browser). */
export const tgbStorageFile = endpoint({
  method: 'GET',
  base: '/tgb/storage/',
  path: ':id',
  access: CONSOLE,
  params: z.strictObject({ id: z.string().regex(/^[a-f0-9-]{36}$/) }),
  response: fileAnswer,
});

/**
 * Telegram's webhook (Bot API Update). Only the fields the bot reads are named; Telegram may add
 * others at any time, so unknown fields are allowed here (and only here).
 */
const tgChat = z.looseObject({ id: z.number().int() });
const tgFrom = z.looseObject({
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  username: z.string().optional(),
});
export const telegramUpdate = z.looseObject({
  update_id: z.number().int(),
  message: z
    .looseObject({
      message_id: z.number().int(),
      chat: tgChat,
      from: tgFrom.optional(),
      text: z.string().optional(),
      caption: z.string().optional(),
      photo: z.array(z.looseObject({ file_id: z.string(), file_size: z.number().optional() })).optional(),
      document: z
        .looseObject({
          file_id: z.string(),
          file_name: z.string().optional(),
          file_size: z.number().optional(),
        })
        .optional(),
      contact: z.looseObject({ phone_number: z.string() }).optional(),
    })
    .optional(),
});
export type TelegramUpdate = z.output<typeof telegramUpdate>;
export const TELEGRAM_SECRET_HEADER = 'x-telegram-bot-api-secret-token';

export const tgbWebhook = endpoint({
  method: 'POST',
  base: '/tgb/api/',
  path: 'webhook',
  access: 'public',
  body: telegramUpdate,
  response: noData,
});
