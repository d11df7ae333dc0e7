/** Drizzle access for the messaging bot: appeals and their messages, texts, types, consultations. */
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type {
  TgbAppealType,
  TgbChatDetail,
  TgbChatRow,
  TgbConsultation,
  TgbLanguage,
  TgbMessage,
  TgbStatus,
  TgbText,
} from '../../../../contracts/api/tgb.ts';
import type { Db } from '../../db/client.ts';
import {
  chatFiles,
  tgbAppealTypes,
  tgbAppeals,
  tgbConsultations,
  tgbMessages,
  tgbTexts,
  tgbUsers,
} from '../../db/schema/chat.ts';
import { fileRef } from '../../core/chat-file-store.ts';

type AppealRow = typeof tgbAppeals.$inferSelect;

const THEME_LENGTH = 80;

function toRow({
  appeal,
  phone,
  clientName,
  type,
}: {
  appeal: AppealRow;
  phone: string | null;
  clientName: string;
  type: typeof tgbAppealTypes.$inferSelect | null;
}): TgbChatRow {
  const language = appeal.language as TgbLanguage;
  const typeName =
    type === null ? null : language === 'ru' ? type.nameRu : language === 'en' ? type.nameEn : type.name;
  return {
    id: appeal.id,
    phone,
    client_name: clientName,
    app_type: typeName,
    theme: appeal.message.split('\n')[0]?.slice(0, THEME_LENGTH) ?? '',
    language,
    message: appeal.message,
    created_at: appeal.createdAt.toISOString(),
    admin_name: appeal.adminName,
    status: appeal.status as TgbStatus,
    reason: appeal.reason,
  };
}

const rowSelect = {
  appeal: tgbAppeals,
  phone: tgbUsers.phone,
  clientName: tgbUsers.name,
  type: tgbAppealTypes,
};

export async function listAppeals(
  db: Db,
  status: TgbStatus | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: TgbChatRow[]; total: number }> {
  const where = status === undefined ? undefined : eq(tgbAppeals.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowSelect)
      .from(tgbAppeals)
      .innerJoin(tgbUsers, eq(tgbUsers.chatId, tgbAppeals.chatId))
      .leftJoin(tgbAppealTypes, eq(tgbAppealTypes.id, tgbAppeals.appealTypeId))
      .where(where)
      .orderBy(desc(tgbAppeals.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(tgbAppeals).where(where),
  ]);
  return { rows: rows.map((r) => toRow(r)), total: total?.n ?? 0 };
}

/** Ready and active appeals, newest first: what the console's operators must see (chat/opens). */
export async function openAppeals(db: Db, page: number, pageSize: number) {
  const where = inArray(tgbAppeals.status, ['Ready', 'active']);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowSelect)
      .from(tgbAppeals)
      .innerJoin(tgbUsers, eq(tgbUsers.chatId, tgbAppeals.chatId))
      .leftJoin(tgbAppealTypes, eq(tgbAppealTypes.id, tgbAppeals.appealTypeId))
      .where(where)
      .orderBy(desc(tgbAppeals.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(tgbAppeals).where(where),
  ]);
  return { rows: rows.map((r) => toRow(r)), total: total?.n ?? 0 };
}

export async function findAppeal(db: Db, id: number): Promise<AppealRow | null> {
  const [row] = await db.select().from(tgbAppeals).where(eq(tgbAppeals.id, id));
  return row ?? null;
}

export async function appealDetail(db: Db, id: number): Promise<TgbChatDetail | null> {
  const [head] = await db
    .select(rowSelect)
    .from(tgbAppeals)
    .innerJoin(tgbUsers, eq(tgbUsers.chatId, tgbAppeals.chatId))
    .leftJoin(tgbAppealTypes, eq(tgbAppealTypes.id, tgbAppeals.appealTypeId))
    .where(eq(tgbAppeals.id, id));
  if (head === undefined) return null;
  const rows = await db
    .select({ message: tgbMessages, file: chatFiles })
    .from(tgbMessages)
    .leftJoin(chatFiles, eq(chatFiles.id, tgbMessages.fileId))
    .where(eq(tgbMessages.appealId, id))
    .orderBy(asc(tgbMessages.id));
  const messages: TgbMessage[] = rows.map(({ message, file }) => ({
    id: message.id,
    message: message.message,
    message_type: message.messageType === 'file' ? 'file' : 'text',
    owner: message.owner === 'user' ? 'user' : 'other',
    created_at: message.createdAt.toISOString(),
    file: fileRef(file),
    delivered: message.owner === 'user' || message.deliveredAt !== null,
  }));
  return { ...toRow(head), messages };
}

/** Moves an appeal only from the expected status (a second operator's Start loses the race). */
export async function transition(
  db: Db,
  id: number,
  from: TgbStatus,
  set: Partial<typeof tgbAppeals.$inferInsert>,
): Promise<AppealRow | null> {
  const [row] = await db
    .update(tgbAppeals)
    .set(set)
    .where(and(eq(tgbAppeals.id, id), eq(tgbAppeals.status, from)))
    .returning();
  return row ?? null;
}

export async function insertMessage(db: Db, values: typeof tgbMessages.$inferInsert) {
  const [row] = await db.insert(tgbMessages).values(values).returning();
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}

export async function markDelivered(db: Db, id: number, at: Date): Promise<void> {
  await db.update(tgbMessages).set({ deliveredAt: at }).where(eq(tgbMessages.id, id));
}

export async function countOpen(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tgbAppeals).where(eq(tgbAppeals.status, 'Ready'));
  return row?.n ?? 0;
}

// Bot users --------------------------------------------------------------------------------------

export async function upsertUser(db: Db, chatId: string, name: string, at: Date) {
  const [row] = await db
    .insert(tgbUsers)
    .values({ chatId, name, updatedAt: at })
    .onConflictDoUpdate({ target: tgbUsers.chatId, set: { name, updatedAt: at } })
    .returning();
  if (row === undefined) throw new Error('upsert returned no row');
  return row;
}

export async function updateUser(db: Db, chatId: string, set: Partial<typeof tgbUsers.$inferInsert>) {
  await db.update(tgbUsers).set(set).where(eq(tgbUsers.chatId, chatId));
}

export async function liveAppealOf(db: Db, chatId: string): Promise<AppealRow | null> {
  const [row] = await db
    .select()
    .from(tgbAppeals)
    .where(
      and(eq(tgbAppeals.chatId, chatId), or(eq(tgbAppeals.status, 'Ready'), eq(tgbAppeals.status, 'active'))),
    )
    .orderBy(desc(tgbAppeals.id))
    .limit(1);
  return row ?? null;
}

export async function insertAppeal(db: Db, values: typeof tgbAppeals.$inferInsert): Promise<AppealRow> {
  const [row] = await db.insert(tgbAppeals).values(values).returning();
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}

// Texts, appeal types, consultations --------------------------------------------------------------

export async function texts(db: Db): Promise<TgbText[]> {
  return db.select().from(tgbTexts).orderBy(asc(tgbTexts.id));
}

export async function text(db: Db, id: number): Promise<TgbText | null> {
  const [row] = await db.select().from(tgbTexts).where(eq(tgbTexts.id, id));
  return row ?? null;
}

export async function textByKeyword(db: Db, keyword: string): Promise<TgbText | null> {
  const [row] = await db.select().from(tgbTexts).where(eq(tgbTexts.keyword, keyword));
  return row ?? null;
}

export async function updateText(db: Db, id: number, values: Pick<TgbText, 'uz' | 'ru' | 'en'>) {
  const [row] = await db.update(tgbTexts).set(values).where(eq(tgbTexts.id, id)).returning();
  return row ?? null;
}

function toType(row: typeof tgbAppealTypes.$inferSelect): TgbAppealType {
  return {
    id: row.id,
    name: row.name,
    name_ru: row.nameRu,
    name_en: row.nameEn,
    enable: row.enable === 1 ? 1 : 0,
  };
}

export interface AppealTypeValues {
  readonly name: string;
  readonly name_ru: string;
  readonly name_en: string;
  readonly enable: 0 | 1;
}

const typeColumns = (v: AppealTypeValues) => ({
  name: v.name,
  nameRu: v.name_ru,
  nameEn: v.name_en,
  enable: v.enable,
});

export async function appealTypes(db: Db, enabledOnly = false): Promise<TgbAppealType[]> {
  const rows = await db
    .select()
    .from(tgbAppealTypes)
    .where(enabledOnly ? eq(tgbAppealTypes.enable, 1) : undefined)
    .orderBy(asc(tgbAppealTypes.id));
  return rows.map(toType);
}

export async function appealType(db: Db, id: number): Promise<TgbAppealType | null> {
  const [row] = await db.select().from(tgbAppealTypes).where(eq(tgbAppealTypes.id, id));
  return row ? toType(row) : null;
}

export async function insertAppealType(db: Db, v: AppealTypeValues): Promise<TgbAppealType> {
  const [row] = await db.insert(tgbAppealTypes).values(typeColumns(v)).returning();
  if (row === undefined) throw new Error('insert returned no row');
  return toType(row);
}

export async function updateAppealType(db: Db, id: number, v: AppealTypeValues) {
  const [row] = await db
    .update(tgbAppealTypes)
    .set(typeColumns(v))
    .where(eq(tgbAppealTypes.id, id))
    .returning();
  return row ? toType(row) : null;
}

export async function deleteAppealType(db: Db, id: number) {
  const [row] = await db.delete(tgbAppealTypes).where(eq(tgbAppealTypes.id, id)).returning();
  return row ? toType(row) : null;
}

function toConsultation(row: typeof tgbConsultations.$inferSelect): TgbConsultation {
  return {
    id: row.id,
    parent_id: row.parentId,
    name: row.name,
    name_ru: row.nameRu,
    name_en: row.nameEn,
    info: row.info,
    info_ru: row.infoRu,
    info_en: row.infoEn,
    enable: row.enable === 1 ? 1 : 0,
  };
}

export type ConsultationValues = Omit<TgbConsultation, 'id'>;

const consultationColumns = (v: ConsultationValues) => ({
  parentId: v.parent_id,
  name: v.name,
  nameRu: v.name_ru,
  nameEn: v.name_en,
  info: v.info,
  infoRu: v.info_ru,
  infoEn: v.info_en,
  enable: v.enable,
});

export async function consultations(db: Db, filter?: { enabledOnly: boolean; parentId: number | null }) {
  const where: SQL | undefined =
    filter === undefined
      ? undefined
      : and(
          filter.enabledOnly ? eq(tgbConsultations.enable, 1) : undefined,
          filter.parentId === null
            ? isNull(tgbConsultations.parentId)
            : eq(tgbConsultations.parentId, filter.parentId),
        );
  const rows = await db.select().from(tgbConsultations).where(where).orderBy(asc(tgbConsultations.id));
  return rows.map(toConsultation);
}

export async function consultation(db: Db, id: number): Promise<TgbConsultation | null> {
  const [row] = await db.select().from(tgbConsultations).where(eq(tgbConsultations.id, id));
  return row ? toConsultation(row) : null;
}

export async function insertConsultation(db: Db, v: ConsultationValues) {
  const [row] = await db.insert(tgbConsultations).values(consultationColumns(v)).returning();
  if (row === undefined) throw new Error('insert returned no row');
  return toConsultation(row);
}

export async function updateConsultation(db: Db, id: number, v: ConsultationValues) {
  const [row] = await db
    .update(tgbConsultations)
    .set(consultationColumns(v))
    .where(eq(tgbConsultations.id, id))
    .returning();
  return row ? toConsultation(row) : null;
}

export async function deleteConsultation(db: Db, id: number) {
  const [row] = await db.delete(tgbConsultations).where(eq(tgbConsultations.id, id)).returning();
  return row ? toConsultation(row) : null;
}

/** Appeals of a type created in [from, to) for the statistics export. */
export async function appealsForMetric(db: Db, typeId: number, from: Date, to: Date) {
  return db
    .select(rowSelect)
    .from(tgbAppeals)
    .innerJoin(tgbUsers, eq(tgbUsers.chatId, tgbAppeals.chatId))
    .leftJoin(tgbAppealTypes, eq(tgbAppealTypes.id, tgbAppeals.appealTypeId))
    .where(
      and(eq(tgbAppeals.appealTypeId, typeId), gte(tgbAppeals.createdAt, from), lt(tgbAppeals.createdAt, to)),
    )
    .orderBy(asc(tgbAppeals.id))
    .then((rows) => rows.map((r) => toRow(r)));
}
