/** Server messages of controlled accounts, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const controlledAccountsMessages = {
  'controlled.status.1': { ru: 'Активен', en: 'Active', uz: 'Faol' },
  'controlled.status.0': { ru: 'Неактивен', en: 'Inactive', uz: 'Nofaol' },
  'controlled.type.1': {
    ru: 'Платежи в сумах: подписывает только указанный пользователь',
    en: 'Soum payments: signed only by the named user',
    uz: 'Soʻmdagi toʻlovlar: faqat koʻrsatilgan foydalanuvchi imzolaydi',
  },
  'controlled.organizationNibbd': {
    ru: 'Организация не найдена.',
    en: 'No such organisation.',
    uz: 'Tashkilot topilmadi.',
  },
  'controlled.userNotOfOrganization': {
    ru: 'Пользователь не относится к этой организации.',
    en: 'The user does not belong to this organisation.',
    uz: 'Foydalanuvchi bu tashkilotga tegishli emas.',
  },
  'controlled.accountNotOfOrganization': {
    ru: 'У организации нет такого счёта.',
    en: 'The organisation has no such account.',
    uz: 'Tashkilotda bunday hisob raqami yoʻq.',
  },
  'controlled.duplicate': {
    ru: 'Этот счёт уже контролируется.',
    en: 'This account is already controlled.',
    uz: 'Bu hisob raqami allaqachon nazoratda.',
  },
  'controlled.signRefused': {
    ru: 'Платежи с этого счёта подписывает только назначенный банком пользователь.',
    en: 'Payments from this account may be signed only by the user the bank named.',
    uz: 'Bu hisobdan toʻlovlarni faqat bank belgilagan foydalanuvchi imzolaydi.',
  },
} as const satisfies Record<string, Texts>;
