/** Server messages of corporate card orders (ru, en, uz). */
import type { Texts } from '../../messages.ts';

export const corporateCardMessages = {
  'corporateCard.status.1': { ru: 'Создана', en: 'Created', uz: 'Yaratilgan' },
  'corporateCard.status.2': { ru: 'Подписана', en: 'Signed', uz: 'Imzolangan' },
  'corporateCard.status.3': { ru: 'Отправлена в банк', en: 'Sent to the bank', uz: 'Bankka yuborilgan' },
  'corporateCard.status.4': { ru: 'Карта выпущена', en: 'Card issued', uz: 'Karta chiqarilgan' },
  'corporateCard.status.5': { ru: 'Отказана', en: 'Rejected', uz: 'Rad etilgan' },
  'corporateCard.action.create': { ru: 'Создана', en: 'Created', uz: 'Yaratildi' },
  'corporateCard.action.update': {
    ru: 'Изменена, подпись аннулирована',
    en: 'Edited, signature voided',
    uz: 'Oʻzgartirildi, imzo bekor qilindi',
  },
  'corporateCard.action.sign': { ru: 'Подписана', en: 'Signed', uz: 'Imzolandi' },
  'corporateCard.action.send': { ru: 'Отправлена в банк', en: 'Sent to the bank', uz: 'Bankka yuborildi' },
  'corporateCard.action.issued': {
    ru: 'Карта выпущена банком',
    en: 'Card issued by the bank',
    uz: 'Karta bank tomonidan chiqarildi',
  },
  'corporateCard.action.rejected': {
    ru: 'Отказана банком',
    en: 'Rejected by the bank',
    uz: 'Bank tomonidan rad etildi',
  },
  'corporateCard.notAllowed': {
    ru: 'Это действие с заявкой сейчас недоступно.',
    en: 'This action is not available for the order now.',
    uz: 'Ariza bilan bu amal hozir mavjud emas.',
  },
  'corporateCard.account.closed': {
    ru: 'Выберите открытый счёт организации.',
    en: 'Choose an open account of the organisation.',
    uz: 'Tashkilotning ochiq hisobvaragʻini tanlang.',
  },
  'corporateCard.account.currency': {
    ru: 'Валюта счёта должна совпадать с валютой карты ({currency}).',
    en: "The account's currency must be the card's currency ({currency}).",
    uz: 'Hisobvaraq valyutasi karta valyutasi ({currency}) bilan bir xil boʻlishi kerak.',
  },
  'corporateCard.holder.required': {
    ru: 'Укажите ФИО держателя карты.',
    en: "Enter the cardholder's full name.",
    uz: 'Karta egasining F.I.Sh.ni kiriting.',
  },
  'corporateCard.embossed.required': {
    ru: 'Укажите имя на карте.',
    en: 'Enter the name on the card.',
    uz: 'Kartadagi ismni kiriting.',
  },
  'corporateCard.embossed.latin': {
    ru: 'Имя на карте — заглавные латинские буквы, слова через пробел или дефис.',
    en: 'The name on the card is Latin capital letters, words separated by a space or a hyphen.',
    uz: 'Kartadagi ism — lotin bosh harflari, soʻzlar boʻsh joy yoki chiziqcha bilan.',
  },
  'corporateCard.embossed.length': {
    ru: 'Имя на карте — от 2 до 26 символов.',
    en: 'The name on the card is 2 to 26 characters.',
    uz: 'Kartadagi ism 2 dan 26 gacha belgi.',
  },
  'corporateCard.phone.invalid': {
    ru: 'Телефон: 998 и девять цифр.',
    en: 'Phone: 998 and nine digits.',
    uz: 'Telefon: 998 va toʻqqiz raqam.',
  },
  'corporateCard.signature.message': {
    ru: 'Подписанное сообщение не соответствует выбранным заявкам.',
    en: 'The signed message does not match the chosen orders.',
    uz: 'Imzolangan xabar tanlangan arizalarga mos emas.',
  },
  'corporateCard.signature.noKey': {
    ru: 'У вас нет действующего ключа ЭЦП.',
    en: 'You have no valid EDS key.',
    uz: 'Sizda amaldagi ERI kaliti yoʻq.',
  },
  'corporateCard.signature.invalid': {
    ru: 'Подпись не прошла проверку.',
    en: 'The signature did not verify.',
    uz: 'Imzo tekshiruvdan oʻtmadi.',
  },
  'corporateCard.bank.accountClosed': {
    ru: 'Счёт закрыт',
    en: 'The account is closed',
    uz: 'Hisobvaraq yopilgan',
  },
  'corporateCard.bank.holderLimit': {
    ru: 'У держателя уже есть карта этого продукта',
    en: 'The holder already has a card of this product',
    uz: 'Karta egasida bu mahsulot kartasi allaqachon bor',
  },
} as const satisfies Record<string, Texts>;
