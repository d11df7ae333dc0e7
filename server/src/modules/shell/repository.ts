/** Drizzle access for the shell calls: last logins, announcements, personal manager (the bank day: core/). */
import { desc, eq } from 'drizzle-orm';
import type { Announcement, LastLogin, PersonalManager } from '../../../../contracts/api/shell.ts';
import type { Db } from '../../db/client.ts';
import { personalManagers } from '../../db/schema/reference.ts';
import { announcements } from '../../db/schema/shell.ts';
import { loginHistory } from '../../db/schema/security.ts';
import { users } from '../../db/schema/users.ts';

export async function lastLogins(db: Db, userId: number, limit: number): Promise<LastLogin[]> {
  const rows = await db
    .select()
    .from(loginHistory)
    .where(eq(loginHistory.userId, userId))
    .orderBy(desc(loginHistory.at), desc(loginHistory.id))
    .limit(limit);
  return rows.map((r) => ({
    date: r.at.toISOString(),
    os: r.os,
    browser: r.browser,
    ip: r.ip,
    country: r.country,
    success: r.success,
  }));
}

export async function activeAnnouncements(db: Db): Promise<Announcement[]> {
  const rows = await db
    .select()
    .from(announcements)
    .where(eq(announcements.status, 1))
    .orderBy(desc(announcements.id));
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    message_ru: r.messageRu,
    message_en: r.messageEn,
    message_uz: r.messageUz,
  }));
}

export async function personalManagerOf(db: Db, userId: number): Promise<PersonalManager | null> {
  const [row] = await db
    .select({
      full_name: personalManagers.fullName,
      nibbd: personalManagers.nibbd,
      internal_phone_number: personalManagers.internalPhoneNumber,
      phone_number: personalManagers.phoneNumber,
    })
    .from(users)
    .innerJoin(personalManagers, eq(personalManagers.id, users.personalManagerId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
