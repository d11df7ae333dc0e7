/**
 * Client chat with the bank and the contact centre's side of it, call-back orders and chat
 * reports (spec 3 §2.3, §3.6, §4, §5, §7.3), base /newchat/. The spec names payloads but not
 * paths; these paths follow its style (docs/decisions.md "Chats"). Any signed-in role may chat
 * (spec 3 §2.3): a client role's calls are scoped to the session's organisation, a bank staff
 * user's to the chats they started themselves (no organisation); any other chat id answers 404.
 * Chat status: 'waiting' (the bank owes an answer) → 'open' (answered) ↔ … → 'archived' (ended
 * by the operator with a subject).
 */
import { z } from 'zod';
import { dbId, dbIdParam, pageParam } from './ids.ts';
import { CLIENT_ROLES } from '../roles.ts';
import { CHAT_BODY_LIMIT, chatFileRefSchema, chatFileUpload } from './chat-file.ts';
import { endpoint } from './endpoint.ts';
import { fileAnswer, pagedOf } from './answers.ts';
import { zPhone } from '../validation/zod.ts';

export const CC_PAGE_SIZE = 20;
/** Spec 3 §9: the contact centre polls status counts every 120 s. */
export const CC_STATUS_POLL_MS = 120_000;
/** Conversations are read again this often while open (new messages from the other side). */
export const CC_CHAT_POLL_MS = 5000;
export const CC_TEXT_MAX = 4000;
export const CC_STATUSES = ['waiting', 'open', 'archived'] as const;
export type CcStatus = (typeof CC_STATUSES)[number];
export const CALL_ORDER_TYPES = ['accounts', 'payments', 'cards', 'loans', 'other'] as const;
export type CallOrderType = (typeof CALL_ORDER_TYPES)[number];

/** Call orders stay with client roles (the top bar's call-order button, spec 1 §2.5). */
const CLIENTS = CLIENT_ROLES;
/** The chat's writing side: every signed-in role (spec 3 §2.3, 1 §6.2). */
const AUTHORS = '*';
const OPERATOR = ['contact_center'] as const;
const page = z.strictObject({ page: pageParam.default(1) });
const chatId = dbId;
const text = z.string().trim().max(CC_TEXT_MAX);

/** A message is sent only when its text is non-blank after trimming, or a file is attached. */
const hasContent = (b: { message: string; file?: unknown }) => b.message !== '' || b.file !== undefined;
const content = { message: text.default(''), file: chatFileUpload.optional() };

export const ccCreateBody = z
  .strictObject(content)
  .refine(hasContent, { path: ['message'], message: 'required' });
export type CcCreateBody = z.input<typeof ccCreateBody>;
export const ccMessageBody = z
  .strictObject({ chatId, ...content })
  .refine(hasContent, { path: ['message'], message: 'required' });
export type CcMessageBody = z.input<typeof ccMessageBody>;

export const ccChatRowSchema = z.object({
  chatId: z.number().int(),
  datetime: z.string(),
  authorName: z.string(),
  role: z.string(),
  /** Null for a bank staff user's own chat: it has no organisation, the author and role say who. */
  organizationName: z.string().nullable(),
  inn: z.string().nullable(),
  /** The last message's text. */
  msg: z.string(),
  clientFile: z.boolean(),
  status: z.enum(CC_STATUSES),
  subject: z.string().nullable(),
  /** Messages from the other side not read yet by the caller's side. */
  unread: z.number().int(),
});
export type CcChatRow = z.output<typeof ccChatRowSchema>;

export const ccMessageSchema = z.object({
  msgId: z.number().int(),
  msg: z.string(),
  owner: z.enum(['client', 'operator']),
  datetime: z.string(),
  from: z.string(),
  file: chatFileRefSchema.nullable(),
});
export type CcMessage = z.output<typeof ccMessageSchema>;

export const ccChatMessagesSchema = z.object({
  chat: ccChatRowSchema,
  messages: z.array(ccMessageSchema),
});
export type CcChatMessages = z.output<typeof ccChatMessagesSchema>;

/** A message written (a new chat's first one, or a message of a chat). */
const ccWritten = z.object({ chatId: z.number().int(), msgId: z.number().int() });

export const callOrderRowSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  name: z.string(),
  role: z.string(),
  organizationName: z.string(),
  inn: z.string(),
  phone: z.string(),
  type: z.enum(CALL_ORDER_TYPES),
  topic: z.string(),
  archived: z.boolean(),
  /** The server's flag for the caller: this order may be moved to the archive. */
  isArchive: z.boolean(),
});
export type CallOrderRow = z.output<typeof callOrderRowSchema>;

export const ccReportSchema = z.object({
  /** Conversations started in the range. */
  created: z.number().int(),
  /** Conversations ended in the range, and by subject (most frequent first). */
  archived: z.number().int(),
  messages: z.number().int(),
  subjects: z.array(z.object({ subject: z.string(), count: z.number().int() })),
});
export type CcReport = z.output<typeof ccReportSchema>;

/**
 * The caller's chats (archived: false for /chat, true for /chat-archive): a client role's
 * organisation's, a staff user's own.
 */
export const ccMyChats = endpoint({
  method: 'POST',
  base: '/newchat/',
  path: 'chat/my',
  access: AUTHORS,
  query: page,
  body: z.strictObject({ archived: z.boolean() }),
  response: pagedOf(ccChatRowSchema),
});

export const ccCreate = endpoint({
  idempotent: 'required',
  method: 'POST',
  base: '/newchat/',
  path: 'chat/create',
  access: AUTHORS,
  bodyLimit: CHAT_BODY_LIMIT,
  body: ccCreateBody,
  response: ccWritten,
});

/**
 * Messages of one chat in the caller's scope (the contact centre: every chat), oldest first;
 * reading marks the other side's as read.
 */
export const ccMessages = endpoint({
  method: 'GET',
  base: '/newchat/',
  path: 'chat/messages/:chatId',
  access: AUTHORS,
  params: z.strictObject({ chatId: dbIdParam }),
  response: ccChatMessagesSchema,
});

export const ccSend = endpoint({
  idempotent: 'required',
  method: 'POST',
  base: '/newchat/',
  path: 'chat/new-message',
  access: AUTHORS,
  bodyLimit: CHAT_BODY_LIMIT,
  body: ccMessageBody,
  response: ccWritten,
});

export const ccFile = endpoint({
  method: 'GET',
  base: '/newchat/',
  path: 'chat/file/:id',
  access: AUTHORS,
  params: z.strictObject({ id: z.string().regex(/^[a-f0-9-]{36}$/) }),
  response: fileAnswer,
});

/** The operator's queue (/chat-with-bank) or archive (/chat-with-bank-archive). */
export const ccOperatorList = endpoint({
  method: 'POST',
  base: '/newchat/',
  path: 'chat/list',
  access: OPERATOR,
  query: page,
  body: z.strictObject({ archived: z.boolean(), status: z.enum(['waiting', 'open']).optional() }),
  response: pagedOf(ccChatRowSchema),
});

export const ccCloseSession = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base: '/newchat/',
  path: 'chat/close-session',
  access: OPERATOR,
  body: z.strictObject({ chatId, subject: z.string().trim().min(1).max(200) }),
  response: z.object({ chatId: z.number().int(), status: z.enum(CC_STATUSES) }),
});

export const callOrderBody = z.strictObject({
  phone: zPhone(),
  type: z.enum(CALL_ORDER_TYPES),
  topic: z.string().trim().min(1).max(500),
});
export type CallOrderBody = z.input<typeof callOrderBody>;

export const callOrderCreate = endpoint({
  idempotent: 'required',
  method: 'POST',
  base: '/newchat/',
  path: 'call-order/create',
  access: CLIENTS,
  body: callOrderBody,
  response: z.object({ id: z.number().int() }),
});

export const callOrderList = endpoint({
  method: 'POST',
  base: '/newchat/',
  path: 'call-order/list',
  access: OPERATOR,
  query: page,
  body: z.strictObject({ archived: z.boolean() }),
  response: pagedOf(callOrderRowSchema),
});

export const callOrderArchive = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base: '/newchat/',
  path: 'call-order/archive',
  access: OPERATOR,
  body: z.strictObject({ ids: z.array(dbId).min(1).max(100) }),
  response: z.object({ ids: z.array(z.number().int()) }),
});

/** Chat report (spec 3 §2.3 /chat-reports, content not shown): conversations of a date range. */
export const ccReport = endpoint({
  method: 'POST',
  base: '/newchat/',
  path: 'chat/report',
  access: OPERATOR,
  body: z
    .strictObject({ from: z.iso.date(), to: z.iso.date() })
    .refine((b) => b.from <= b.to, { path: ['to'], message: 'order' }),
  response: ccReportSchema,
});
