/** Server messages of the referral programme, in ru, en and uz (server/src/i18n.ts). */
import type { Texts } from '../../messages.ts';

export const referralMessages = {
  'referral.unknownCode': {
    ru: 'Такого промокода нет.',
    en: 'There is no such promo code.',
    uz: 'Bunday promokod yoʻq.',
  },
  'referral.innUsed': {
    ru: 'Заявка этой организации уже есть: промокод используется один раз.',
    en: 'This organisation has already applied: a promo code is used once per organisation.',
    uz: 'Bu tashkilotning arizasi allaqachon bor: promokod bir marta ishlatiladi.',
  },
  'referral.ownCode': {
    ru: 'Нельзя использовать собственный промокод.',
    en: 'You cannot use your own promo code.',
    uz: 'Oʻz promokodingizdan foydalanib boʻlmaydi.',
  },
  'referral.noOrganization': {
    ru: 'Промокод вводит организация-клиент.',
    en: 'A promo code is entered by a client organisation.',
    uz: 'Promokodni mijoz tashkilot kiritadi.',
  },
  'referral.move': {
    ru: 'Заявку в этом статусе так изменить нельзя.',
    en: 'An application in this status cannot be moved so.',
    uz: 'Bu holatdagi arizani bunday oʻzgartirib boʻlmaydi.',
  },
  'referral.payoutNotDue': {
    ru: 'Вознаграждение не начислено или уже выплачено.',
    en: 'No payout is due for this application, or it is already paid.',
    uz: 'Mukofot hisoblanmagan yoki allaqachon toʻlangan.',
  },
  'referral.applied': {
    ru: 'Заявка отправлена. Менеджер банка свяжется с вами.',
    en: 'Your application is sent. A bank manager will contact you.',
    uz: 'Ariza yuborildi. Bank menejeri siz bilan bogʻlanadi.',
  },
  'referral.status.new': { ru: 'Новая', en: 'New', uz: 'Yangi' },
  'referral.status.in_review': { ru: 'На рассмотрении', en: 'In review', uz: 'Koʻrib chiqilmoqda' },
  'referral.status.opened': { ru: 'Счёт открыт', en: 'Account opened', uz: 'Hisob ochildi' },
  'referral.status.rejected': { ru: 'Отклонена', en: 'Rejected', uz: 'Rad etildi' },
} satisfies Record<string, Texts>;
