/**
 * Uzbekistan's public holidays of 2026 and 2027 as the bank's holidays (bank_holidays, issue 20):
 * the fixed-date public days off. The movable Ramazan and Qurbon Hayit
 * (declared each year by the Muslim Board and a presidential decree) and the government's moved
 * days off are not seeded: an administrator adds them when announced (docs/decisions.md
 * "Bank holidays").
 */
import type { Db } from '../client.ts';
import { bankHolidays } from '../schema/reference.ts';
import { claimSeedStep, seedStepDone } from './seed-step.ts';

export const BANK_HOLIDAYS_STEP = 'bank-holidays-2026-2027-v1';

const FIXED: readonly { monthDay: string; ru: string; uz: string; en: string }[] = [
  { monthDay: '01-01', ru: 'Новый год', uz: 'Yangi yil', en: 'New Year' },
  {
    monthDay: '03-08',
    ru: 'Международный женский день',
    uz: 'Xalqaro xotin-qizlar kuni',
    en: 'International Women’s Day',
  },
  { monthDay: '03-21', ru: 'Навруз', uz: 'Navroʻz bayrami', en: 'Navruz' },
  {
    monthDay: '05-09',
    ru: 'День памяти и почестей',
    uz: 'Xotira va qadrlash kuni',
    en: 'Day of Remembrance and Honour',
  },
  { monthDay: '09-01', ru: 'День независимости', uz: 'Mustaqillik kuni', en: 'Independence Day' },
  {
    monthDay: '10-01',
    ru: 'День учителя и наставника',
    uz: 'Oʻqituvchi va murabbiylar kuni',
    en: 'Teachers’ and Mentors’ Day',
  },
  { monthDay: '12-08', ru: 'День Конституции', uz: 'Konstitutsiya kuni', en: 'Constitution Day' },
];

export const DEMO_BANK_HOLIDAYS = [2026, 2027].flatMap((year) =>
  FIXED.map((h) => ({ day: `${year}-${h.monthDay}`, nameRu: h.ru, nameUz: h.uz, nameEn: h.en })),
);

export async function seedBankHolidays(db: Db): Promise<boolean> {
  if (await seedStepDone(db, BANK_HOLIDAYS_STEP)) return false;
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, BANK_HOLIDAYS_STEP))) return false;
    await tx.insert(bankHolidays).values(DEMO_BANK_HOLIDAYS).onConflictDoNothing();
    return true;
  });
}
