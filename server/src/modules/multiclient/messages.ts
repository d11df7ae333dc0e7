/** Server messages of multiclient administration, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const multiclientMessages = {
  'multiclient.allow.1': { ru: 'Только просмотр', en: 'View only', uz: 'Faqat koʻrish' },
  'multiclient.allow.2': { ru: 'Полный доступ', en: 'Full access', uz: 'Toʻliq kirish' },
  'multiclient.permission.0': { ru: 'Нет доступа', en: 'No access', uz: 'Kirish yoʻq' },
  'multiclient.permission.1': { ru: 'Просмотр', en: 'View', uz: 'Koʻrish' },
  'multiclient.permission.2': {
    ru: 'Просмотр и авторизация платежей',
    en: 'View and authorise payments',
    uz: 'Koʻrish va toʻlovlarni avtorizatsiya qilish',
  },
  'multiclient.mode.1': { ru: 'Любая сумма', en: 'Any amount', uz: 'Istalgan summa' },
  'multiclient.mode.2': { ru: 'Не более лимита', en: 'Up to the limit', uz: 'Limitdan oshmagan' },
  'multiclient.accountStatus.1': { ru: 'Открыт', en: 'Open', uz: 'Ochiq' },
  'multiclient.accountStatus.3': { ru: 'Закрыт', en: 'Closed', uz: 'Yopilgan' },
  'multiclient.report.1': {
    ru: 'Остатки и обороты по счетам',
    en: 'Balances and turnover per account',
    uz: 'Hisoblar boʻyicha qoldiqlar va aylanmalar',
  },
  'multiclient.report.2': {
    ru: 'Все операции по счетам',
    en: 'Every operation of the accounts',
    uz: 'Hisoblar boʻyicha barcha operatsiyalar',
  },
  'multiclient.notFound': {
    ru: 'Мультиклиент не найден',
    en: 'Multiclient not found',
    uz: 'Multiklient topilmadi',
  },
  'multiclient.innTaken': {
    ru: 'Мультиклиент с этим ИНН уже есть',
    en: 'A multiclient with this INN already exists',
    uz: 'Bu STIR bilan multiklient allaqachon bor',
  },
  'multiclient.customerNotFound': {
    ru: 'Клиент с этим кодом не найден',
    en: 'No customer with this id',
    uz: 'Bu kodli mijoz topilmadi',
  },
  'multiclient.childTaken': {
    ru: 'Эта организация уже добавлена',
    en: 'This organisation is already added',
    uz: 'Bu tashkilot allaqachon qoʻshilgan',
  },
  'multiclient.usernameTaken': {
    ru: 'Этот логин уже занят',
    en: 'This username is taken',
    uz: 'Bu login band',
  },
  'multiclient.lastAdmin': {
    ru: 'Это последний пользователь с полным доступом: у мультиклиента должен остаться хотя бы один',
    en: 'This is the last user with full access: the multiclient must keep at least one',
    uz: 'Bu toʻliq kirishga ega oxirgi foydalanuvchi: multiklientda kamida bittasi qolishi kerak',
  },
  'multiclient.alreadyBlocked': {
    ru: 'Пользователь уже заблокирован',
    en: 'The user is already blocked',
    uz: 'Foydalanuvchi allaqachon bloklangan',
  },
  'multiclient.notBlocked': {
    ru: 'Пользователь не заблокирован',
    en: 'The user is not blocked',
    uz: 'Foydalanuvchi bloklanmagan',
  },
  'multiclient.accountClosed': {
    ru: 'Счёт закрыт: права не меняются',
    en: 'The account is closed: rights are not changed',
    uz: 'Hisob yopilgan: huquqlar oʻzgarmaydi',
  },
  'multiclient.accountUnknown': {
    ru: 'Счёт не принадлежит организациям мультиклиента',
    en: 'The account is not one of the multiclient’s organisations',
    uz: 'Hisob multiklient tashkilotlariga tegishli emas',
  },
  'multiclient.limitRequired': {
    ru: 'Для режима «Не более лимита» укажите сумму больше нуля',
    en: 'The “Up to the limit” mode needs an amount above zero',
    uz: '«Limitdan oshmagan» rejimi uchun noldan katta summa kiriting',
  },
  'multiclient.childNotOwn': {
    ru: 'Организация не входит в ваш мультиклиент',
    en: 'The organisation is not one of yours',
    uz: 'Tashkilot sizning multiklientingizga kirmaydi',
  },
  'multiclient.right.noMembership': {
    ru: 'Организация не входит в ваш мультиклиент',
    en: 'This organisation is not one of your multiclient’s',
    uz: 'Bu tashkilot multiklientingizga kirmaydi',
  },
  'multiclient.right.childViewOnly': {
    ru: 'Для этой организации доступен только просмотр',
    en: 'This organisation is view only for you',
    uz: 'Bu tashkilot siz uchun faqat koʻrish uchun',
  },
  'multiclient.right.userViewOnly': {
    ru: 'У вас доступ только на просмотр',
    en: 'Your access is view only',
    uz: 'Sizda faqat koʻrish huquqi bor',
  },
  'multiclient.right.noPaymentsGroup': {
    ru: 'Платежи этой организации вам не открыты',
    en: 'Payments of this organisation are not open to you',
    uz: 'Bu tashkilot toʻlovlari siz uchun ochilmagan',
  },
  'multiclient.right.noPermission': {
    ru: 'Нет права авторизовать платежи с этого счёта',
    en: 'You may not authorise payments from this account',
    uz: 'Bu hisobdan toʻlovlarni avtorizatsiya qilish huquqingiz yoʻq',
  },
  'multiclient.right.overLimit': {
    ru: 'Сумма превышает ваш лимит по этому счёту',
    en: 'The amount is above your limit on this account',
    uz: 'Summa bu hisob boʻyicha limitingizdan oshadi',
  },
} as const satisfies Record<string, Texts>;
