/** Server messages of payment claims, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const paymentClaimsMessages = {
  'claim.status.1': { ru: 'Ожидает оплаты', en: 'Awaiting payment', uz: 'Toʻlov kutilmoqda' },
  'claim.status.2': { ru: 'Частично оплачено', en: 'Partially paid', uz: 'Qisman toʻlangan' },
  'claim.status.3': { ru: 'Оплачено', en: 'Paid', uz: 'Toʻlangan' },
  'claim.status.4': { ru: 'Отозвано', en: 'Recalled', uz: 'Qaytarib olingan' },
  'claim.status.5': { ru: 'Отказано плательщиком', en: 'Refused by the payer', uz: 'Toʻlovchi rad etgan' },
  'claim.debtor.unknown': {
    ru: 'Счёт плательщика не найден среди клиентов банка.',
    en: 'The payer’s account is not a client account of this bank.',
    uz: 'Toʻlovchining hisobvaragʻi bank mijozlari orasida topilmadi.',
  },
  'claim.debtor.inn': {
    ru: 'ИНН не совпадает с владельцем счёта.',
    en: 'The INN does not match the account owner.',
    uz: 'STIR hisobvaraq egasiga mos kelmaydi.',
  },
  'claim.sum.tooBig': {
    ru: 'Сумма больше остатка требования.',
    en: 'The amount exceeds what remains of the claim.',
    uz: 'Summa talabnomaning qoldigʻidan katta.',
  },
  'claim.sum.full': {
    ru: 'Требование оплачивается только полностью.',
    en: 'This claim can only be paid in full.',
    uz: 'Bu talabnoma faqat toʻliq toʻlanadi.',
  },
  'claim.payment.description': {
    ru: 'По платёжному требованию № {number} от {date}. {description}',
    en: 'Under payment claim No. {number} of {date}. {description}',
    uz: '{date} dagi {number}-son toʻlov talabnomasi boʻyicha. {description}',
  },
} as const satisfies Record<string, Texts>;
