/** Server messages of push notifications, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const pushMessages = {
  'push.payment.title': {
    ru: 'Платёж ждёт вашей подписи',
    en: 'A payment awaits your signature',
    uz: 'Toʻlov imzoingizni kutmoqda',
  },
  'push.payment.body': {
    ru: '№{number} на {sum} {currency} — {recipient}',
    en: 'No. {number}, {sum} {currency} — {recipient}',
    uz: '№{number}, {sum} {currency} — {recipient}',
  },
  'push.payments.title': {
    ru: 'Платежи ждут вашей подписи',
    en: 'Payments await your signature',
    uz: 'Toʻlovlar imzoingizni kutmoqda',
  },
  'push.payments.body': {
    ru: 'Новых платежей на подпись: {count}',
    en: 'New payments to sign: {count}',
    uz: 'Imzolash uchun yangi toʻlovlar: {count}',
  },
  'push.returned.title': {
    ru: 'Платёж №{number} возвращён вам',
    en: 'Payment No. {number} was returned to you',
    uz: '№{number} toʻlov sizga qaytarildi',
  },
} as const satisfies Record<string, Texts>;
