/** Server messages of salary statements (ru, en, uz). */
import type { Texts } from '../../messages.ts';

export const salaryMessages = {
  'salary.status.1': { ru: 'Создана', en: 'Created', uz: 'Yaratilgan' },
  'salary.status.2': { ru: 'Подписана', en: 'Signed', uz: 'Imzolangan' },
  'salary.status.3': { ru: 'Отправлена в банк', en: 'Sent to the bank', uz: 'Bankka yuborilgan' },
  'salary.status.4': { ru: 'Отказано банком', en: 'Refused by the bank', uz: 'Bank rad etgan' },
  'salary.status.5': { ru: 'Исполнена', en: 'Executed', uz: 'Bajarilgan' },
  'salary.row.pending': { ru: 'Ожидает', en: 'Pending', uz: 'Kutilmoqda' },
  'salary.row.credited': { ru: 'Зачислено', en: 'Credited', uz: 'Oʻtkazildi' },
  'salary.row.deferred': { ru: 'Отложено', en: 'Deferred', uz: 'Kechiktirildi' },
  'salary.deferred.cardBlocked': {
    ru: 'Карта заблокирована',
    en: 'The card is blocked',
    uz: 'Karta bloklangan',
  },
  'salary.deferred.cardClosed': {
    ru: 'Счёт карты закрыт или карта откреплена от договора',
    en: 'The card account is closed or the card left the contract',
    uz: 'Karta hisobi yopilgan yoki karta shartnomadan ajratilgan',
  },
  'salary.bank.insufficientFunds': {
    ru: 'Недостаточно средств на счёте',
    en: 'Insufficient funds on the account',
    uz: 'Hisobda mablagʻ yetarli emas',
  },
  'salary.bank.accountClosed': {
    ru: 'Счёт списания или транзитный счёт закрыт',
    en: 'The debit or transit account is closed',
    uz: 'Hisobdan chiqarish yoki tranzit hisobi yopilgan',
  },
  'salary.notAllowed': {
    ru: 'Это действие с ведомостью сейчас недоступно.',
    en: 'This action is not available for the statement now.',
    uz: 'Bu amal hozir qaydnoma uchun mavjud emas.',
  },
  'salary.bulk.notAllowed': {
    ru: 'Не все выбранные ведомости можно обработать: ни одна не изменена.',
    en: 'Not every chosen statement allows this: none was changed.',
    uz: 'Tanlangan qaydnomalarning hammasi bunga ruxsat bermaydi: hech biri oʻzgartirilmadi.',
  },
  'salary.debitAccount': {
    ru: 'Выберите открытый сумовой счёт организации.',
    en: 'Choose an open soum account of the organisation.',
    uz: 'Tashkilotning ochiq soʻm hisobini tanlang.',
  },
  'salary.purpose': {
    ru: 'Укажите назначение (до 250 символов).',
    en: 'Give the purpose (up to 250 characters).',
    uz: 'Toʻlov maqsadini kiriting (250 belgigacha).',
  },
  'salary.amount': {
    ru: 'Сумма: положительное число, не более двух знаков после запятой.',
    en: 'Amount: a positive number with at most two decimals.',
    uz: 'Summa: musbat son, verguldan keyin koʻpi bilan ikki raqam.',
  },
  'salary.card.format': {
    ru: 'Номер карты: 16 цифр.',
    en: 'Card number: 16 digits.',
    uz: 'Karta raqami: 16 ta raqam.',
  },
  'salary.card.unknown': {
    ru: 'Карта не найдена среди зарплатных карт организации.',
    en: 'The card is not one of the organisation’s salary cards.',
    uz: 'Karta tashkilotning ish haqi kartalari orasida topilmadi.',
  },
  'salary.card.contract': {
    ru: 'Карта не привязана к договору этой ведомости или не активна.',
    en: 'The card is not active on this statement’s contract.',
    uz: 'Karta ushbu qaydnoma shartnomasiga biriktirilmagan yoki faol emas.',
  },
  'salary.card.duplicate': {
    ru: 'Карта уже есть в ведомости.',
    en: 'The card is already in the statement.',
    uz: 'Karta qaydnomada allaqachon bor.',
  },
  'salary.file.type': {
    ru: 'Загрузите файл .xlsx или .xls.',
    en: 'Upload an .xlsx or .xls file.',
    uz: '.xlsx yoki .xls faylini yuklang.',
  },
  'salary.signature.message': {
    ru: 'Подписанное сообщение не соответствует выбранным ведомостям.',
    en: 'The signed message does not match the chosen statements.',
    uz: 'Imzolangan xabar tanlangan qaydnomalarga mos emas.',
  },
  'salary.signature.noKey': {
    ru: 'У вас нет действующего ключа ЭЦП.',
    en: 'You have no valid EDS key.',
    uz: 'Sizda amaldagi ERI kaliti yoʻq.',
  },
  'salary.signature.invalid': {
    ru: 'Подпись не прошла проверку.',
    en: 'The signature did not verify.',
    uz: 'Imzo tekshiruvdan oʻtmadi.',
  },
  'salary.purpose.default': {
    ru: 'Заработная плата',
    en: 'Salary',
    uz: 'Ish haqi',
  },
} as const satisfies Record<string, Texts>;
