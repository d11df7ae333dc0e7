/**
 * Seed step of the chat areas (chat-data.ts), idempotent like demo.ts: recorded in seed_steps in
 * the same transaction as its rows. Runs after the shell step, whose users and organisations it uses.
 */
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../client.ts';
import {
  ccChats,
  ccMessages,
  tgbAppealTypes,
  tgbAppeals,
  tgbConsultations,
  tgbMessages,
  tgbTexts,
  tgbUsers,
} from '../schema/chat.ts';
import { userOrganizations, users } from '../schema/users.ts';
import {
  DEMO_APPEAL_TYPES,
  DEMO_CLIENT_CHAT,
  DEMO_CONSULTATIONS,
  DEMO_STAFF_CHAT,
  DEMO_TGB_APPEALS,
  DEMO_TGB_TEXTS,
} from './chat-data.ts';
import { claimSeedStep } from './seed-step.ts';

const STEP = 'demo-chat-v1';
const STAFF_STEP = 'demo-chat-staff-v1';
const HOUR_MS = 60 * 60 * 1000;

export async function seedChat(db: Db, clock: Clock): Promise<boolean> {
  const now = clock.now();
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, STEP))) return false;

    await tx.insert(tgbTexts).values([...DEMO_TGB_TEXTS]);
    const types = await tx
      .insert(tgbAppealTypes)
      .values([...DEMO_APPEAL_TYPES])
      .returning({ id: tgbAppealTypes.id });
    await tx.insert(tgbConsultations).values([...DEMO_CONSULTATIONS]);

    for (const appeal of DEMO_TGB_APPEALS) {
      await tx.insert(tgbUsers).values({
        chatId: appeal.chatId,
        name: appeal.name,
        phone: appeal.phone,
        language: appeal.language,
        updatedAt: ago(appeal.hoursAgo),
      });
      const closed = appeal.status === 'close';
      const [row] = await tx
        .insert(tgbAppeals)
        .values({
          chatId: appeal.chatId,
          appealTypeId: types[appeal.type - 1]?.id ?? null,
          language: appeal.language,
          message: appeal.message,
          status: appeal.status,
          createdAt: ago(appeal.hoursAgo),
          ...(closed
            ? { adminName: 'Boboyev Shoxrux Ikromovich', reason: 'Javob berildi', closedAt: ago(1) }
            : {}),
        })
        .returning({ id: tgbAppeals.id });
      if (row === undefined) continue;
      await tx.insert(tgbMessages).values({
        appealId: row.id,
        message: appeal.message,
        messageType: 'text',
        owner: 'user',
        createdAt: ago(appeal.hoursAgo),
      });
    }

    const [author] = await tx
      .select({ id: users.id, organizationId: userOrganizations.organizationId })
      .from(users)
      .innerJoin(userOrganizations, eq(userOrganizations.userId, users.id))
      .where(eq(users.username, DEMO_CLIENT_CHAT.author));
    if (author !== undefined) {
      const at = ago(DEMO_CLIENT_CHAT.hoursAgo);
      const [chat] = await tx
        .insert(ccChats)
        .values({
          organizationId: author.organizationId,
          authorId: author.id,
          status: 'waiting',
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: ccChats.id });
      if (chat !== undefined) {
        await tx.insert(ccMessages).values({
          chatId: chat.id,
          userId: author.id,
          owner: 'client',
          message: DEMO_CLIENT_CHAT.message,
          createdAt: at,
        });
      }
    }
    return true;
  });
}

/**
 * A staff user's own chat (no organisation), answered by the contact centre: its own step, so a
 * database seeded before staff could chat gets it too.
 */
export async function seedStaffChat(db: Db, clock: Clock): Promise<boolean> {
  const now = clock.now();
  const asked = new Date(now.getTime() - DEMO_STAFF_CHAT.hoursAgo * HOUR_MS);
  const answered = new Date(asked.getTime() + HOUR_MS);
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, STAFF_STEP))) return false;
    const idOf = async (username: string) =>
      (await tx.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id;
    const authorId = await idOf(DEMO_STAFF_CHAT.author);
    const operatorId = await idOf(DEMO_STAFF_CHAT.operator);
    if (authorId === undefined || operatorId === undefined) return true;
    const [chat] = await tx
      .insert(ccChats)
      .values({ organizationId: null, authorId, status: 'open', createdAt: asked, updatedAt: answered })
      .returning({ id: ccChats.id });
    if (chat === undefined) return true;
    await tx.insert(ccMessages).values([
      {
        chatId: chat.id,
        userId: authorId,
        owner: 'client',
        message: DEMO_STAFF_CHAT.message,
        readAt: answered,
        createdAt: asked,
      },
      {
        chatId: chat.id,
        userId: operatorId,
        owner: 'operator',
        message: DEMO_STAFF_CHAT.answer,
        createdAt: answered,
      },
    ]);
    return true;
  });
}
