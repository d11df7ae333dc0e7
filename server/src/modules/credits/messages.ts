/** Server messages of credits, deposits and overdraft applications, in ru, en and uz. */
import type { Texts } from '../../messages.ts';

export const creditsMessages = {
  'credits.notFound': {
    ru: 'Кредит или депозит не найден.',
    en: 'Credit or deposit not found.',
    uz: 'Kredit yoki depozit topilmadi.',
  },
  'overdraft.status.1': { ru: 'Создана', en: 'Created', uz: 'Yaratilgan' },
  'overdraft.status.2': { ru: 'Подписана', en: 'Signed', uz: 'Imzolangan' },
  'overdraft.status.3': { ru: 'Отправлена в банк', en: 'Sent to the bank', uz: 'Bankka yuborilgan' },
  'overdraft.status.4': { ru: 'Одобрена', en: 'Approved', uz: 'Maʼqullangan' },
  'overdraft.status.5': { ru: 'Отказана', en: 'Refused', uz: 'Rad etilgan' },
  'overdraft.status.6': { ru: 'Срок истёк', en: 'Expired', uz: 'Muddati tugagan' },
  'overdraft.account': {
    ru: 'Выберите открытый сумовой расчётный счёт вашей организации.',
    en: 'Choose an open soum current account of your organisation.',
    uz: 'Tashkilotingizning ochiq soʻmdagi hisob-kitob hisobvaragʻini tanlang.',
  },
  'overdraft.exists': {
    ru: 'По этому счёту уже есть заявка на рассмотрении или действующий овердрафт.',
    en: 'This account already has an application in progress or an active overdraft.',
    uz: 'Bu hisobvaraq boʻyicha koʻrib chiqilayotgan ariza yoki amaldagi overdraft bor.',
  },
  'overdraft.amountMin': {
    ru: 'Сумма должна быть больше нуля.',
    en: 'The amount must be greater than zero.',
    uz: 'Summa noldan katta boʻlishi kerak.',
  },
  'overdraft.amountMax': {
    ru: 'Сумма не может превышать {max} UZS.',
    en: 'The amount cannot exceed {max} UZS.',
    uz: 'Summa {max} UZS dan oshmasligi kerak.',
  },
  'overdraft.notAllowed': {
    ru: 'Это действие недоступно для заявки в её текущем статусе.',
    en: 'This action is not available for the application in its current status.',
    uz: 'Arizaning joriy holatida bu amal mavjud emas.',
  },
  'overdraft.signature': {
    ru: 'Подпись не прошла проверку: подпишите заявку заново.',
    en: 'The signature did not verify: sign the application again.',
    uz: 'Imzo tekshiruvdan oʻtmadi: arizani qayta imzolang.',
  },
  'overdraft.noKey': {
    ru: 'У вас нет действующего ключа ЭЦП.',
    en: 'You have no valid EDS key.',
    uz: 'Sizda amaldagi ERI kaliti yoʻq.',
  },
} as const satisfies Record<string, Texts>;
