/** The shell calls of spec 1 §7.2 (contracts/api/shell.ts): sign-in history, bank times, notices. */
import type { Announcement, BankTime, LastLogin, PersonalManager } from '../../../../contracts/api/shell.ts';
import { currentOperatingDay } from '../../core/operating-day.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../plugins/errors.ts';
import { isoWithOffset, TASHKENT_UTC_OFFSET_HOURS } from '../../time-format.ts';
import * as repo from './repository.ts';

const MOSCOW_UTC_OFFSET_HOURS = 3;

/** The user's latest sign-ins, newest first (the users area shows them too). */
export function lastLogins(db: Db, userId: number, limit: number): Promise<LastLogin[]> {
  return repo.lastLogins(db, userId, limit);
}

export async function bankTimes(db: Db, now: Date): Promise<BankTime[]> {
  return [
    // Until the core banking link sets it, the operating day is the Tashkent calendar day.
    { name: 'operatingDay', value: await currentOperatingDay(db, now) },
    // The bank's server runs on Tashkent time: shown as that wall time on any device (issue 17 point 9;
    // a UTC value showed five hours off on a phone set to UTC or another zone).
    { name: 'serverTime', value: isoWithOffset(now, TASHKENT_UTC_OFFSET_HOURS) },
    { name: 'tashkentTime', value: isoWithOffset(now, TASHKENT_UTC_OFFSET_HOURS) },
    { name: 'moscowTime', value: isoWithOffset(now, MOSCOW_UTC_OFFSET_HOURS) },
  ];
}

export function activeAnnouncements(db: Db): Promise<Announcement[]> {
  return repo.activeAnnouncements(db);
}

/** The user's personal manager; 404 when none is assigned. */
export async function personalManagerOf(db: Db, userId: number): Promise<PersonalManager> {
  const manager = await repo.personalManagerOf(db, userId);
  if (manager === null) throw ApiError.notFound('personalManager.none');
  return manager;
}
