/** Drizzle access for the contact-centre chat and call orders. Plain queries: every node sees every message. */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  isNotNull,
  lt,
  ne,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  CallOrderRow,
  CallOrderType,
  CcChatRow,
  CcMessage,
  CcStatus,
} from '../../../../contracts/api/newchat.ts';
import type { Db } from '../../db/client.ts';
import { callOrders, ccChats, ccMessages, chatFiles } from '../../db/schema/chat.ts';
import { organizations } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';
import { fileRef } from '../../core/chat-file-store.ts';
import { outerColumn } from '../../db/outer-column.ts';

export type Side = 'client' | 'operator';
/** A writer's chats: a client organisation's, or a bank staff user's own (no organisation). */
export type Scope = { readonly organizationId: number } | { readonly authorId: number };
const other = (side: Side): Side => (side === 'client' ? 'operator' : 'client');

type ChatRecord = typeof ccChats.$inferSelect;

function chatColumns(side: Side) {
  return {
    chat: ccChats,
    authorName: users.fullName,
    role: users.role,
    organizationName: organizations.name,
    inn: organizations.inn,
    msg: sql<string>`coalesce((select m.message from ${ccMessages} m where m.chat_id = ${outerColumn(ccChats.id)} order by m.id desc limit 1), '')`,
    clientFile: sql<boolean>`exists (select 1 from ${ccMessages} m where m.chat_id = ${outerColumn(ccChats.id)} and m.owner = 'client' and m.file_id is not null)`,
    unread: sql<number>`(select count(*)::int from ${ccMessages} m where m.chat_id = ${outerColumn(ccChats.id)} and m.owner = ${other(side)} and m.read_at is null)`,
  };
}

function toRow(r: {
  chat: ChatRecord;
  authorName: string;
  role: string;
  organizationName: string | null;
  inn: string | null;
  msg: string;
  clientFile: boolean;
  unread: number;
}): CcChatRow {
  return {
    chatId: r.chat.id,
    datetime: r.chat.updatedAt.toISOString(),
    authorName: r.authorName,
    role: r.role,
    organizationName: r.organizationName,
    inn: r.inn,
    msg: r.msg,
    clientFile: r.clientFile,
    status: r.chat.status as CcStatus,
    subject: r.chat.subject,
    unread: Number(r.unread),
  };
}

async function listChats(db: Db, side: Side, where: SQL | undefined, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select(chatColumns(side))
      .from(ccChats)
      .innerJoin(users, eq(users.id, ccChats.authorId))
      .leftJoin(organizations, eq(organizations.id, ccChats.organizationId))
      .where(where)
      .orderBy(desc(ccChats.updatedAt), desc(ccChats.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(ccChats).where(where),
  ]);
  return { rows: rows.map(toRow), total: total?.n ?? 0 };
}

const archivedWhere = (archived: boolean) =>
  archived ? eq(ccChats.status, 'archived') : ne(ccChats.status, 'archived');

/** The chat holds an operator's message the client has not read. */
const unreadByClient = sql`exists (select 1 from ${ccMessages} m where m.chat_id = ${outerColumn(ccChats.id)} and m.owner = 'operator' and m.read_at is null)`;

/** The chats of a writer's scope; a staff user's own chats are those without an organisation. */
function scopeWhere(scope: Scope): SQL | undefined {
  return 'organizationId' in scope
    ? eq(ccChats.organizationId, scope.organizationId)
    : and(isNull(ccChats.organizationId), eq(ccChats.authorId, scope.authorId));
}

/**
 * The writer's open chats, or their archive. A chat the operator ended stays among the open ones,
 * with its unread badge, until the client has read the operator's last messages (issue 17 point 12):
 * before, the reply went to the archive unseen while the menu counted it unread.
 */
export function myChats(db: Db, scope: Scope, archived: boolean, page: number, pageSize: number) {
  const side = archived
    ? and(eq(ccChats.status, 'archived'), not(unreadByClient))
    : or(ne(ccChats.status, 'archived'), unreadByClient);
  return listChats(db, 'client', and(scopeWhere(scope), side), page, pageSize);
}

export function operatorChats(
  db: Db,
  archived: boolean,
  status: 'waiting' | 'open' | undefined,
  page: number,
  pageSize: number,
) {
  const where = and(archivedWhere(archived), status === undefined ? undefined : eq(ccChats.status, status));
  return listChats(db, 'operator', where, page, pageSize);
}

export async function chatRow(db: Db, side: Side, id: number): Promise<CcChatRow | null> {
  const [row] = await db
    .select(chatColumns(side))
    .from(ccChats)
    .innerJoin(users, eq(users.id, ccChats.authorId))
    .leftJoin(organizations, eq(organizations.id, ccChats.organizationId))
    .where(eq(ccChats.id, id));
  return row ? toRow(row) : null;
}

export async function findChat(db: Db, id: number): Promise<ChatRecord | null> {
  const [row] = await db.select().from(ccChats).where(eq(ccChats.id, id));
  return row ?? null;
}

export async function insertChat(
  db: Db,
  organizationId: number | null,
  authorId: number,
  at: Date,
): Promise<ChatRecord> {
  const [row] = await db
    .insert(ccChats)
    .values({ organizationId, authorId, status: 'waiting', createdAt: at, updatedAt: at })
    .returning();
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}

export async function insertMessage(db: Db, values: typeof ccMessages.$inferInsert) {
  const [row] = await db.insert(ccMessages).values(values).returning();
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}

export async function setChat(db: Db, id: number, set: Partial<typeof ccChats.$inferInsert>) {
  const [row] = await db.update(ccChats).set(set).where(eq(ccChats.id, id)).returning();
  return row ?? null;
}

/** Closes only a chat that is not archived yet (two operators ending it at once: one wins). */
export async function archiveChat(db: Db, id: number, subject: string, by: number, at: Date) {
  const [row] = await db
    .update(ccChats)
    .set({ status: 'archived', subject, closedBy: by, closedAt: at, updatedAt: at })
    .where(and(eq(ccChats.id, id), ne(ccChats.status, 'archived')))
    .returning();
  return row ?? null;
}

export async function messages(db: Db, chatId: number): Promise<CcMessage[]> {
  const rows = await db
    .select({ message: ccMessages, from: users.fullName, file: chatFiles })
    .from(ccMessages)
    .innerJoin(users, eq(users.id, ccMessages.userId))
    .leftJoin(chatFiles, eq(chatFiles.id, ccMessages.fileId))
    .where(eq(ccMessages.chatId, chatId))
    .orderBy(asc(ccMessages.id));
  return rows.map(({ message, from, file }) => ({
    msgId: message.id,
    msg: message.message,
    owner: message.owner === 'operator' ? 'operator' : 'client',
    datetime: message.createdAt.toISOString(),
    from,
    file: fileRef(file),
  }));
}

/** The reader's side has now seen the other side's messages. */
export async function markRead(db: Db, chatId: number, reader: Side, at: Date): Promise<void> {
  await db
    .update(ccMessages)
    .set({ readAt: at })
    .where(
      and(eq(ccMessages.chatId, chatId), eq(ccMessages.owner, other(reader)), isNull(ccMessages.readAt)),
    );
}

/** A file of a message in this chat scope (null: any chat, for the contact centre). */
export async function fileOfChats(db: Db, fileId: string, scope: Scope | null) {
  const [row] = await db
    .select({ id: ccMessages.id })
    .from(ccMessages)
    .innerJoin(ccChats, eq(ccChats.id, ccMessages.chatId))
    .where(and(eq(ccMessages.fileId, fileId), scope === null ? undefined : scopeWhere(scope)))
    .limit(1);
  return row !== undefined;
}

// Counters (shell badges) ------------------------------------------------------------------------

export async function clientUnread(db: Db, scope: Scope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ccMessages)
    .innerJoin(ccChats, eq(ccChats.id, ccMessages.chatId))
    .where(and(scopeWhere(scope), eq(ccMessages.owner, 'operator'), isNull(ccMessages.readAt)));
  return row?.n ?? 0;
}

export async function operatorUnread(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ccMessages)
    .innerJoin(ccChats, eq(ccChats.id, ccMessages.chatId))
    .where(and(ne(ccChats.status, 'archived'), eq(ccMessages.owner, 'client'), isNull(ccMessages.readAt)));
  return row?.n ?? 0;
}

export async function waitingChats(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ccChats).where(eq(ccChats.status, 'waiting'));
  return row?.n ?? 0;
}

export async function pendingCallOrders(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(callOrders).where(isNull(callOrders.archivedAt));
  return row?.n ?? 0;
}

// Call orders ---------------------------------------------------------------------------------------

export async function insertCallOrder(db: Db, values: typeof callOrders.$inferInsert) {
  const [row] = await db.insert(callOrders).values(values).returning({ id: callOrders.id });
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}

export async function callOrderList(db: Db, archived: boolean, page: number, pageSize: number) {
  const where = archived ? isNotNull(callOrders.archivedAt) : isNull(callOrders.archivedAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order: callOrders,
        name: users.fullName,
        role: users.role,
        organizationName: organizations.name,
        inn: organizations.inn,
      })
      .from(callOrders)
      .innerJoin(users, eq(users.id, callOrders.userId))
      .innerJoin(organizations, eq(organizations.id, callOrders.organizationId))
      .where(where)
      .orderBy(desc(callOrders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(callOrders).where(where),
  ]);
  const list: CallOrderRow[] = rows.map((r) => ({
    id: r.order.id,
    created_at: r.order.createdAt.toISOString(),
    name: r.name,
    role: r.role,
    organizationName: r.organizationName,
    inn: r.inn,
    phone: r.order.phone,
    type: r.order.typeCode as CallOrderType,
    topic: r.order.topic,
    archived: r.order.archivedAt !== null,
    isArchive: r.order.archivedAt === null,
  }));
  return { list, total: total?.n ?? 0 };
}

export async function archiveCallOrders(
  db: Db,
  ids: readonly number[],
  by: number,
  at: Date,
): Promise<number[]> {
  const rows = await db
    .update(callOrders)
    .set({ archivedAt: at, archivedBy: by })
    .where(and(inArray(callOrders.id, [...ids]), isNull(callOrders.archivedAt)))
    .returning({ id: callOrders.id });
  return rows.map((r) => r.id);
}

/** Report figures for chats of [from, to). */
export async function report(db: Db, from: Date, to: Date) {
  const [[created], [archived], [messages], subjects] = await Promise.all([
    db
      .select({ n: count() })
      .from(ccChats)
      .where(and(gte(ccChats.createdAt, from), lt(ccChats.createdAt, to))),
    db
      .select({ n: count() })
      .from(ccChats)
      .where(and(gte(ccChats.closedAt, from), lt(ccChats.closedAt, to))),
    db
      .select({ n: count() })
      .from(ccMessages)
      .where(and(gte(ccMessages.createdAt, from), lt(ccMessages.createdAt, to))),
    db
      .select({ subject: ccChats.subject, count: count() })
      .from(ccChats)
      .where(and(gte(ccChats.closedAt, from), lt(ccChats.closedAt, to)))
      .groupBy(ccChats.subject)
      .orderBy(desc(count()), asc(ccChats.subject)),
  ]);
  return {
    created: created?.n ?? 0,
    archived: archived?.n ?? 0,
    messages: messages?.n ?? 0,
    subjects: subjects.map((r) => ({ subject: r.subject ?? '', count: r.count })),
  };
}
