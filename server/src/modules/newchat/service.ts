/**
 * Contact-centre chat rules (spec 3 §4): a client writes (the chat is 'waiting' for the bank), an
 * operator answers ('open'), either may write again; the operator ends it with a subject
 * ('archived'), after which nobody writes. Any signed-in role may write (spec 3 §2.3): a client
 * role for the session's organisation, a bank staff user for themselves (the chat has no
 * organisation). Writers only ever reach chats of their scope — the organisation's, or for staff
 * the ones they started — any other chat id is 404, as if it did not exist. The contact centre
 * sees every chat. Every change is audited.
 */
import type { ChatFileUpload } from '../../../../contracts/api/chat-file.ts';
import { isClientRole } from '../../../../contracts/roles.ts';
import { bankDayRange } from '../../../../contracts/bank-calendar.ts';
import {
  CC_PAGE_SIZE,
  type CallOrderBody,
  type CcChatMessages,
  type CcStatus,
} from '../../../../contracts/api/newchat.ts';
import { pageMeta } from '../../../../contracts/envelope.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { auditActor, type AuditAction } from '../../plugins/audit.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { ApiError } from '../../plugins/errors.ts';
import { firePush, pushToRoles } from '../push/service.ts';
import type { FileStore } from '../../core/chat-file-store.ts';
import * as repo from './repository.ts';
import type { Actor } from '../../core/actor.ts';

export type { Actor };
export type Side = repo.Side;

const OPERATOR_ROLE = 'contact_center';

/**
 * The side the session writes on in this chat: the chat's author is always its client side (a
 * contact-centre user may start a chat of their own too); otherwise the contact centre answers.
 */
export function sideOf(session: AuthSession, chat: { authorId: number }): repo.Side {
  if (chat.authorId === session.userId) return 'client';
  return session.role === OPERATOR_ROLE ? 'operator' : 'client';
}

/** The organisation a client acts for; a client session without one cannot chat. */
export function organizationOf(session: AuthSession): number {
  if (session.organizationId === null) throw ApiError.forbidden(undefined, 'chat.orgRequired');
  return session.organizationId;
}

/**
 * Whose chats a writer reaches: a client role its organisation's, any other (bank staff) role the
 * chats it started itself, which have no organisation.
 */
export function scopeOf(session: AuthSession): repo.Scope {
  return isClientRole(session.role)
    ? { organizationId: organizationOf(session) }
    : { authorId: session.userId };
}

function inScope(scope: repo.Scope, chat: { organizationId: number | null; authorId: number }): boolean {
  return 'organizationId' in scope
    ? chat.organizationId === scope.organizationId
    : chat.organizationId === null && chat.authorId === scope.authorId;
}

/**
 * Unread messages of the other side for the shell's counters (chat module): for the contact centre
 * the clients' messages in every chat not archived, for a client the bank's answers in their
 * organisation's chats (none without an organisation), for other staff the bank's answers in the
 * chats they started.
 */
export async function unreadCount(db: Db, session: AuthSession): Promise<number> {
  if (session.role === OPERATOR_ROLE) return repo.operatorUnread(db);
  if (isClientRole(session.role) && session.organizationId === null) return 0;
  return repo.clientUnread(db, scopeOf(session));
}

/** The contact centre's queue for the shell's counters: chats waiting for an answer, open call orders. */
export async function contactCentreQueue(
  db: Db,
): Promise<{ waitingChats: number; pendingCallOrders: number }> {
  const [waitingChats, pendingCallOrders] = await Promise.all([
    repo.waitingChats(db),
    repo.pendingCallOrders(db),
  ]);
  return { waitingChats, pendingCallOrders };
}

export function createChatService(db: Db, clock: Clock, config: Config, files: FileStore) {
  async function audit(tx: Db, actor: Actor, action: AuditAction, detail: Record<string, unknown>) {
    await auditActor(tx, clock.now(), actor, action, detail);
  }

  /** The chat if this session may see it; 404 otherwise (never 403: ids must not be probed). */
  async function visibleChat(tx: Db, session: AuthSession, chatId: number) {
    const chat = await repo.findChat(tx, chatId);
    if (chat === null) throw ApiError.notFound();
    if (sideOf(session, chat) === 'client' && !inScope(scopeOf(session), chat)) throw ApiError.notFound();
    return chat;
  }

  async function addMessage(
    tx: Db,
    actor: Actor,
    chat: { id: number; authorId: number },
    text: string,
    upload: ChatFileUpload | undefined,
  ) {
    const now = clock.now();
    const chatId = chat.id;
    const side = sideOf(actor.session, chat);
    const file = upload === undefined ? null : await files.saveUpload(tx, 'newchat', upload, now);
    const message = await repo.insertMessage(tx, {
      chatId,
      userId: actor.session.userId,
      owner: side,
      message: text,
      fileId: file?.id ?? null,
      createdAt: now,
    });
    await repo.setChat(tx, chatId, { status: side === 'client' ? 'waiting' : 'open', updatedAt: now });
    // Writing means the writer has read everything before it.
    await repo.markRead(tx, chatId, side, now);
    return message;
  }

  return {
    /** A page of the caller's chats (the organisation's, or a staff user's own), current or archived. */
    async myChats(session: AuthSession, archived: boolean, page: number) {
      const { rows, total } = await repo.myChats(db, scopeOf(session), archived, page, CC_PAGE_SIZE);
      return { list: rows, _meta: pageMeta(total, page, CC_PAGE_SIZE) };
    },

    /** A page of every chat (organisations' and staff users') for the contact centre. */
    async operatorChats(archived: boolean, status: 'waiting' | 'open' | undefined, page: number) {
      const { rows, total } = await repo.operatorChats(db, archived, status, page, CC_PAGE_SIZE);
      return { list: rows, _meta: pageMeta(total, page, CC_PAGE_SIZE) };
    },

    /** The contact centre's figures over Tashkent days [fromDay, toDay]. */
    report(fromDay: string, toDay: string) {
      // Days are Tashkent days (UTC+5, no daylight saving), as on every screen of the bank.
      const { start, end } = bankDayRange(fromDay, toDay);
      return repo.report(db, start, end);
    },

    async callOrders(archived: boolean, page: number) {
      const { list, total } = await repo.callOrderList(db, archived, page, CC_PAGE_SIZE);
      return { list, _meta: pageMeta(total, page, CC_PAGE_SIZE) };
    },

    async create(tx: Db, actor: Actor, text: string, upload: ChatFileUpload | undefined) {
      const scope = scopeOf(actor.session);
      const organizationId = 'organizationId' in scope ? scope.organizationId : null;
      const chat = await repo.insertChat(tx, organizationId, actor.session.userId, clock.now());
      const message = await addMessage(tx, actor, chat, text, upload);
      await audit(tx, actor, 'chat.create', { chatId: chat.id });
      return { chatId: chat.id, msgId: message.id };
    },

    async send(tx: Db, actor: Actor, chatId: number, text: string, upload: ChatFileUpload | undefined) {
      const chat = await visibleChat(tx, actor.session, chatId);
      if (chat.status === 'archived')
        throw ApiError.rejected([{ attribute: 'chatId', key: 'chat.archived' }], 'chat.archived');
      const message = await addMessage(tx, actor, chat, text, upload);
      await audit(tx, actor, 'chat.message', { chatId, msgId: message.id });
      return { chatId, msgId: message.id, side: sideOf(actor.session, chat) };
    },

    /** Reading marks the other side's messages as read (the caller's unread badge goes down). */
    async messages(session: AuthSession, chatId: number): Promise<CcChatMessages> {
      const side = sideOf(session, await visibleChat(db, session, chatId));
      await repo.markRead(db, chatId, side, clock.now());
      const chat = await repo.chatRow(db, side, chatId);
      if (chat === null) throw ApiError.notFound();
      return { chat, messages: await repo.messages(db, chatId) };
    },

    async close(tx: Db, actor: Actor, chatId: number, subject: string) {
      const chat = await repo.archiveChat(tx, chatId, subject, actor.session.userId, clock.now());
      if (chat === null) {
        if ((await repo.findChat(tx, chatId)) === null) throw ApiError.notFound();
        throw ApiError.rejected([{ attribute: 'chatId', key: 'chat.archived' }], 'chat.archived');
      }
      await audit(tx, actor, 'chat.close', { chatId, subject });
      // The column's check constraint holds it to the statuses.
      return { chatId, status: chat.status as CcStatus };
    },

    async file(session: AuthSession, fileId: string) {
      // The contact centre reaches every chat's files (its own chats' among them).
      const scope = session.role === OPERATOR_ROLE ? null : scopeOf(session);
      if (!(await repo.fileOfChats(db, fileId, scope))) throw ApiError.notFound();
      const stored = await files.read(db, 'newchat', fileId);
      if (stored === null) throw ApiError.notFound();
      return stored;
    },

    async orderCall(tx: Db, actor: Actor, body: CallOrderBody & { phone: string }) {
      const row = await repo.insertCallOrder(tx, {
        userId: actor.session.userId,
        organizationId: organizationOf(actor.session),
        phone: body.phone,
        typeCode: body.type,
        topic: body.topic,
        createdAt: clock.now(),
      });
      await audit(tx, actor, 'callOrder.create', { id: row.id });
      return row;
    },

    async archiveCalls(tx: Db, actor: Actor, ids: readonly number[]) {
      const archived = await repo.archiveCallOrders(tx, ids, actor.session.userId, clock.now());
      await audit(tx, actor, 'callOrder.archive', { ids: archived });
      return { ids: archived };
    },

    /**
     * Best effort after the commit: the contact centre's browsers hear of a client's message.
     * Started, not awaited, so a slow push service never slows the client's send.
     */
    notifyOperators(chatId: number): void {
      firePush(() =>
        pushToRoles(db, config, [OPERATOR_ROLE], {
          title: 'CorpBank',
          body: `#${chatId}`,
          link: `/chat-with-bank/details?chatId=${chatId}`,
        }),
      );
    },
  };
}
