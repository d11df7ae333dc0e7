/** Server messages of the messaging bot, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const tgbMessages = {
  'tgb.notReady': {
    ru: 'Обращение уже взято в работу.',
    en: 'This appeal has already been taken.',
    uz: 'Murojaat allaqachon ishga olingan.',
  },
  'tgb.notActive': {
    ru: 'Обращение не в работе: сначала нажмите «Начать».',
    en: 'This appeal is not in processing: press Start first.',
    uz: 'Murojaat ishda emas: avval «Boshlash» tugmasini bosing.',
  },
  'tgb.otherOperator': {
    ru: 'Обращение ведёт другой оператор: {name}.',
    en: 'Another operator handles this appeal: {name}.',
    uz: 'Murojaatni boshqa operator olib bormoqda: {name}.',
  },
  'tgb.closed': {
    ru: 'Обращение закрыто: {reason}',
    en: 'The appeal is closed: {reason}',
    uz: 'Murojaat yopilgan: {reason}',
  },
  'tgb.webhookSecret': {
    ru: 'Неверный секретный токен.',
    en: 'Wrong secret token.',
    uz: 'Maxfiy token notoʻgʻri.',
  },
} as const satisfies Record<string, Texts>;
