/** Server messages of the contact-centre chat and call orders, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const newchatMessages = {
  'chat.fileType': {
    ru: 'Можно прикрепить изображение (JPG, PNG), PDF или документ Word/Excel.',
    en: 'You can attach an image (JPG, PNG), a PDF or a Word/Excel document.',
    uz: 'Rasm (JPG, PNG), PDF yoki Word/Excel hujjatini biriktirish mumkin.',
  },
  'chat.fileSize': {
    ru: 'Файл больше 10 МБ.',
    en: 'The file is larger than 10 MB.',
    uz: 'Fayl hajmi 10 MB dan katta.',
  },
  'chat.archived': {
    ru: 'Обращение уже завершено.',
    en: 'This conversation has already ended.',
    uz: 'Murojaat allaqachon yakunlangan.',
  },
  'chat.orgRequired': {
    ru: 'Чат доступен пользователям организации.',
    en: 'The chat is for users of an organisation.',
    uz: 'Chat tashkilot foydalanuvchilari uchun.',
  },
  'callOrder.type.accounts': { ru: 'Счета', en: 'Accounts', uz: 'Hisobvaraqlar' },
  'callOrder.type.payments': { ru: 'Платежи', en: 'Payments', uz: 'Toʻlovlar' },
  'callOrder.type.cards': { ru: 'Карты', en: 'Cards', uz: 'Kartalar' },
  'callOrder.type.loans': { ru: 'Кредиты', en: 'Loans', uz: 'Kreditlar' },
  'callOrder.type.other': { ru: 'Другое', en: 'Other', uz: 'Boshqa' },
} as const satisfies Record<string, Texts>;
