/**
 * Client chat with the bank and the contact centre's side of it, call-back orders and chat
 * reports (spec 3 §2.3, §3.6, §4, §5, §7.3), base /newchat/. The spec names payloads but not
 * paths; these paths follow its style (docs/decisions.md "Chats"). Client calls are scoped to
 * the session's organisation: another organisation's chat id answers 404.
 * Chat status: 'waiting' (the bank owes an answer) → 'open' (answered) ↔ … → 'archived' (ended
 * by the operator with a subject).
 */
import { z } from 'zod';
import { dbId, dbIdParam, pageParam } from './ids.ts';
import { CLIENT_ROLES } from '../roles.ts';
import { CHAT_BODY_LIMIT, chatFileUpload, type ChatFileRef } from './chat-file.ts';
import { endpoint } from './endpoint.ts';
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

const CLIENTS = CLIENT_ROLES;
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

/** The client's own chats (archived: false for /chat, true for /chat-archive). */
export const ccMyChats = endpoint({
  method: 'POST',
  base: '/newchat/',
  path: 'chat/my',
  access: CLIENTS,
  query: page,
  body: z.strictObject({ archived: z.boolean() }),
});

export const ccCreate = endpoint({
  idempotent: 'required',
  method: 'POST',
  base: '/newchat/',
  path: 'chat/create',
  access: CLIENTS,
  bodyLimit: CHAT_BODY_LIMIT,
  body: ccCreateBody,
});

/** Messages of one chat, oldest first, the newest page by default; reading marks the other side's as read. */
export const ccMessages = endpoint({
  method: 'GET',
  base: '/newchat/',
  path: 'chat/messages/:chatId',
  access: [...CLIENTS, ...OPERATOR],
  params: z.strictObject({ chatId: dbIdParam }),
});

export const ccSend = endpoint({
  idempotent: 'required',
  method: 'POST',
  base: '/newchat/',
  path: 'chat/new-message',
  access: [...CLIENTS, ...OPERATOR],
  bodyLimit: CHAT_BODY_LIMIT,
  body: ccMessageBody,
});

export const ccFile = endpoint({
  method: 'GET',
  base: '/newchat/',
  path: 'chat/file/:id',
  access: [...CLIENTS, ...OPERATOR],
  params: z.strictObject({ id: z.string().regex(/^[a-f0-9-]{36}$/) }),
});

/** The operator's queue (/chat-with-bank) or archive (/chat-with-bank-archive). */
export const ccOperatorList = endpoint({
  method: 'POST',
  base: '/newchat/',
  path: 'chat/list',
  access: OPERATOR,
  query: page,
  body: z.strictObject({ archived: z.boolean(), status: z.enum(['waiting', 'open']).optional() }),
});

export const ccCloseSession = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base: '/newchat/',
  path: 'chat/close-session',
  access: OPERATOR,
  body: z.strictObject({ chatId, subject: z.string().trim().min(1).max(200) }),
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
});

export const callOrderList = endpoint({
  method: 'POST',
  base: '/newchat/',
  path: 'call-order/list',
  access: OPERATOR,
  query: page,
  body: z.strictObject({ archived: z.boolean() }),
});

export const callOrderArchive = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base: '/newchat/',
  path: 'call-order/archive',
  access: OPERATOR,
  body: z.strictObject({ ids: z.array(dbId).min(1).max(100) }),
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
});

export interface CcReport {
  /** Conversations started in the range. */
  readonly created: number;
  /** Conversations ended in the range, and by subject (most frequent first). */
  readonly archived: number;
  readonly messages: number;
  readonly subjects: readonly { readonly subject: string; readonly count: number }[];
}

export interface CcChatRow {
  readonly chatId: number;
  readonly datetime: string;
  readonly authorName: string;
  readonly role: string;
  readonly organizationName: string;
  readonly inn: string;
  /** The last message's text. */
  readonly msg: string;
  readonly clientFile: boolean;
  readonly status: CcStatus;
  readonly subject: string | null;
  /** Messages from the other side not read yet by the caller's side. */
  readonly unread: number;
}

export interface CcMessage {
  readonly msgId: number;
  readonly msg: string;
  readonly owner: 'client' | 'operator';
  readonly datetime: string;
  readonly from: string;
  readonly file: ChatFileRef | null;
}

export interface CcChatMessages {
  readonly chat: CcChatRow;
  readonly messages: readonly CcMessage[];
}

export interface CallOrderRow {
  readonly id: number;
  readonly created_at: string;
  readonly name: string;
  readonly role: string;
  readonly organizationName: string;
  readonly inn: string;
  readonly phone: string;
  readonly type: CallOrderType;
  readonly topic: string;
  readonly archived: boolean;
  /** The server's flag for the caller: this order may be moved to the archive. */
  readonly isArchive: boolean;
}
