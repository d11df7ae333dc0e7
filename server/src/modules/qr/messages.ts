/** Server messages of QR payment requests, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const qrMessages = {
  'qr.account': {
    ru: 'Выберите открытый сумовой счёт организации.',
    en: 'Choose an open soum account of the organisation.',
    uz: 'Tashkilotning ochiq soʻm hisobvaragʻini tanlang.',
  },
  'qr.amountRequired': {
    ru: 'Для динамического кода укажите сумму больше нуля.',
    en: 'A dynamic code needs an amount above zero.',
    uz: 'Dinamik kod uchun noldan katta summani kiriting.',
  },
  'qr.amountPositive': {
    ru: 'Сумма должна быть больше нуля.',
    en: 'The amount must be above zero.',
    uz: 'Summa noldan katta boʻlishi kerak.',
  },
  'qr.expiryRequired': {
    ru: 'Для динамического кода укажите срок действия.',
    en: 'A dynamic code needs an expiry.',
    uz: 'Dinamik kod uchun amal qilish muddatini kiriting.',
  },
  'qr.expiryStatic': {
    ru: 'У статического кода нет срока действия.',
    en: 'A static code has no expiry.',
    uz: 'Statik kodning amal qilish muddati yoʻq.',
  },
  'qr.notAllowed': {
    ru: 'Ваша роль может только просматривать QR-коды.',
    en: 'Your role can only view QR codes.',
    uz: 'Sizning rolingiz QR-kodlarni faqat koʻra oladi.',
  },
} satisfies Record<string, Texts>;
