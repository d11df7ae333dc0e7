/** Server messages of online account orders (ru, en, uz). */
import type { Texts } from '../../messages.ts';

export const accountOrderMessages = {
  'accountOrder.status.1': { ru: 'Создана', en: 'Created', uz: 'Yaratilgan' },
  'accountOrder.status.2': { ru: 'Подписана', en: 'Signed', uz: 'Imzolangan' },
  'accountOrder.status.3': { ru: 'Отправлена в банк', en: 'Sent to the bank', uz: 'Bankka yuborilgan' },
  'accountOrder.status.4': { ru: 'Счёт открыт', en: 'Account opened', uz: 'Hisobvaraq ochilgan' },
  'accountOrder.status.5': { ru: 'Отказана', en: 'Rejected', uz: 'Rad etilgan' },
  'accountOrder.type.current': {
    ru: 'Расчётный счёт',
    en: 'Current account',
    uz: 'Hisob-kitob hisobvaragʻi',
  },
  'accountOrder.type.corp_card': {
    ru: 'Счёт корпоративной карты',
    en: 'Corporate card account',
    uz: 'Korporativ karta hisobvaragʻi',
  },
  'accountOrder.action.create': { ru: 'Создана', en: 'Created', uz: 'Yaratildi' },
  'accountOrder.action.edit': {
    ru: 'Изменена, подпись аннулирована',
    en: 'Edited, signature voided',
    uz: 'Oʻzgartirildi, imzo bekor qilindi',
  },
  'accountOrder.action.sign': { ru: 'Подписана', en: 'Signed', uz: 'Imzolandi' },
  'accountOrder.action.send': { ru: 'Отправлена в банк', en: 'Sent to the bank', uz: 'Bankka yuborildi' },
  'accountOrder.action.opened': {
    ru: 'Счёт открыт банком',
    en: 'Account opened by the bank',
    uz: 'Hisobvaraq bank tomonidan ochildi',
  },
  'accountOrder.action.rejected': {
    ru: 'Отказана банком',
    en: 'Rejected by the bank',
    uz: 'Bank tomonidan rad etildi',
  },
  'accountOrder.notAllowed': {
    ru: 'Это действие с заявкой сейчас недоступно.',
    en: 'This action is not available for the order now.',
    uz: 'Ariza bilan bu amal hozir mavjud emas.',
  },
  'accountOrder.currency.type': {
    ru: 'Этот вид счёта открывается только в валюте: {currencies}.',
    en: 'This account type is opened only in: {currencies}.',
    uz: 'Bu turdagi hisobvaraq faqat quyidagi valyutada ochiladi: {currencies}.',
  },
  'accountOrder.purpose.required': {
    ru: 'Укажите цель открытия счёта.',
    en: 'Enter the purpose of the account.',
    uz: 'Hisobvaraq ochish maqsadini kiriting.',
  },
  'accountOrder.signature.message': {
    ru: 'Подписанное сообщение не соответствует выбранным заявкам.',
    en: 'The signed message does not match the chosen orders.',
    uz: 'Imzolangan xabar tanlangan arizalarga mos emas.',
  },
  'accountOrder.signature.noKey': {
    ru: 'У вас нет действующего ключа ЭЦП.',
    en: 'You have no valid EDS key.',
    uz: 'Sizda amaldagi ERI kaliti yoʻq.',
  },
  'accountOrder.signature.invalid': {
    ru: 'Подпись не прошла проверку.',
    en: 'The signature did not verify.',
    uz: 'Imzo tekshiruvdan oʻtmadi.',
  },
  'accountOrder.bank.limit': {
    ru: 'У организации уже открыто предельное число таких счетов',
    en: 'The organisation already holds the most accounts of this kind the bank opens',
    uz: 'Tashkilotda bunday hisobvaraqlarning eng koʻp soni allaqachon ochilgan',
  },
} as const satisfies Record<string, Texts>;
