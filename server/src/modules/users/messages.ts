/** Server messages of user administration, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const usersMessages = {
  'users.notFound': {
    ru: 'Пользователь не найден.',
    en: 'User not found.',
    uz: 'Foydalanuvchi topilmadi.',
  },
  'users.roleUnknown': {
    ru: 'Такой роли нет или она не основана на роли каталога.',
    en: 'There is no such role, or it is not based on a catalogue role.',
    uz: 'Bunday rol yoʻq yoki u katalog roliga asoslanmagan.',
  },
  'users.selfBlock': {
    ru: 'Нельзя заблокировать самого себя.',
    en: 'You cannot block yourself.',
    uz: 'Oʻzingizni bloklay olmaysiz.',
  },
  'users.alreadyBlocked': {
    ru: 'Пользователь уже заблокирован.',
    en: 'The user is already blocked.',
    uz: 'Foydalanuvchi allaqachon bloklangan.',
  },
  'users.notBlocked': {
    ru: 'Пользователь не заблокирован.',
    en: 'The user is not blocked.',
    uz: 'Foydalanuvchi bloklanmagan.',
  },
  'users.notLocked': {
    ru: 'У пользователя нет неудачных попыток входа: снимать нечего.',
    en: 'The user has no failed sign-in attempts: there is nothing to clear.',
    uz: 'Foydalanuvchida muvaffaqiyatsiz kirish urinishlari yoʻq: olib tashlanadigan narsa yoʻq.',
  },
  'users.alreadyRequired': {
    ru: 'Смена пароля уже запрошена.',
    en: 'A password change is already required.',
    uz: 'Parolni almashtirish allaqachon talab qilingan.',
  },
  'users.lastAdmin': {
    ru: 'Это последний активный администратор: его нельзя заблокировать или лишить роли администратора.',
    en: 'This is the last active administrator: they cannot be blocked or lose the administrator role.',
    uz: 'Bu oxirgi faol administrator: uni bloklab yoki administrator rolidan mahrum qilib boʻlmaydi.',
  },
  'users.usernameTaken': {
    ru: 'Пользователь с таким логином уже есть.',
    en: 'A user with this username already exists.',
    uz: 'Bunday loginli foydalanuvchi allaqachon mavjud.',
  },
  'users.branchUnknown': {
    ru: 'Нет действующего филиала с таким МФО.',
    en: 'There is no active branch with this MFO.',
    uz: 'Bunday MFOli faol filial yoʻq.',
  },
  'users.organizationUnknown': {
    ru: 'Организация не найдена.',
    en: 'Organisation not found.',
    uz: 'Tashkilot topilmadi.',
  },
} as const satisfies Record<string, Texts>;
