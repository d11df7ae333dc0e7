/** Server messages of user administration, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const usersMessages = {
  'users.notFound': {
    ru: 'Пользователь не найден.',
    en: 'User not found.',
    uz: 'Foydalanuvchi topilmadi.',
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
} as const satisfies Record<string, Texts>;
