/** Server messages of utility and budget payments (ru, en, uz). */
import type { Texts } from '../../messages.ts';

export const munisMessages = {
  'munis.status.1': { ru: 'Создан', en: 'Created', uz: 'Yaratilgan' },
  'munis.status.2': { ru: 'Подписан', en: 'Signed', uz: 'Imzolangan' },
  'munis.status.3': { ru: 'Отправлен в банк', en: 'Sent to the bank', uz: 'Bankka yuborilgan' },
  'munis.status.4': { ru: 'Исполнен', en: 'Executed', uz: 'Bajarilgan' },
  'munis.status.5': { ru: 'Отказан', en: 'Rejected', uz: 'Rad etilgan' },
  'munis.notAllowed': {
    ru: 'Это действие с платежом сейчас недоступно.',
    en: 'This action is not available for the payment now.',
    uz: 'Bu amal hozir toʻlov uchun mavjud emas.',
  },
  'munis.account.closed': {
    ru: 'Выберите открытый счёт в сумах.',
    en: 'Choose an open soum account.',
    uz: 'Soʻmdagi ochiq hisobvaraqni tanlang.',
  },
  'munis.settlement.other': {
    ru: 'Этот населённый пункт не обслуживается поставщиком.',
    en: 'The supplier does not serve this settlement.',
    uz: 'Yetkazib beruvchi bu aholi punktiga xizmat koʻrsatmaydi.',
  },
  'munis.amount.invalid': {
    ru: 'Введите сумму больше нуля, не более двух знаков после запятой.',
    en: 'Enter an amount above zero with at most two decimals.',
    uz: 'Noldan katta, verguldan keyin koʻpi bilan ikki xonali summani kiriting.',
  },
  'munis.purpose.required': {
    ru: 'Укажите назначение платежа.',
    en: 'Enter the purpose of the payment.',
    uz: 'Toʻlov maqsadini kiriting.',
  },
  'munis.signature.message': {
    ru: 'Подписанное сообщение не соответствует выбранным платежам.',
    en: 'The signed message does not match the chosen payments.',
    uz: 'Imzolangan xabar tanlangan toʻlovlarga mos emas.',
  },
  'munis.signature.noKey': {
    ru: 'У вас нет действующего ключа ЭЦП.',
    en: 'You have no valid EDS key.',
    uz: 'Sizda amaldagi ERI kaliti yoʻq.',
  },
  'munis.signature.invalid': {
    ru: 'Подпись не прошла проверку.',
    en: 'The signature did not verify.',
    uz: 'Imzo tekshiruvdan oʻtmadi.',
  },
  'munis.group.name': {
    ru: 'Введите название группы на трёх языках.',
    en: 'Enter the group name in all three languages.',
    uz: 'Guruh nomini uch tilda kiriting.',
  },
  'munis.bank.insufficientFunds': {
    ru: 'Недостаточно средств на счёте',
    en: 'Insufficient funds on the account',
    uz: 'Hisobvaraqda mablagʻ yetarli emas',
  },
  'munis.bank.accountClosed': {
    ru: 'Счёт закрыт',
    en: 'The account is closed',
    uz: 'Hisobvaraq yopilgan',
  },
} as const satisfies Record<string, Texts>;
