/** Server messages of transfers between own foreign-currency accounts (ru, en, uz). */
import type { Texts } from '../../messages.ts';

export const fxTransferMessages = {
  'fxTransfer.status.1': { ru: 'Создан', en: 'Created', uz: 'Yaratilgan' },
  'fxTransfer.status.2': { ru: 'Подписан', en: 'Signed', uz: 'Imzolangan' },
  'fxTransfer.status.3': { ru: 'Отправлен в банк', en: 'Sent to the bank', uz: 'Bankka yuborilgan' },
  'fxTransfer.status.4': { ru: 'Исполнен', en: 'Executed', uz: 'Bajarilgan' },
  'fxTransfer.status.5': { ru: 'Отказан', en: 'Rejected', uz: 'Rad etilgan' },
  'fxTransfer.kind.transfer': {
    ru: 'Перевод между своими счетами',
    en: 'Transfer between own accounts',
    uz: 'Oʻz hisobvaraqlari oʻrtasida oʻtkazma',
  },
  'fxTransfer.kind.conversion': { ru: 'Конвертация', en: 'Conversion', uz: 'Konvertatsiya' },
  'fxTransfer.action.create': { ru: 'Создан', en: 'Created', uz: 'Yaratildi' },
  'fxTransfer.action.edit': {
    ru: 'Изменён, подпись аннулирована',
    en: 'Edited, signature voided',
    uz: 'Oʻzgartirildi, imzo bekor qilindi',
  },
  'fxTransfer.action.sign': { ru: 'Подписан ЭЦП', en: 'Signed with EDS', uz: 'ERI bilan imzolandi' },
  'fxTransfer.action.send': { ru: 'Отправлен в банк', en: 'Sent to the bank', uz: 'Bankka yuborildi' },
  'fxTransfer.action.executed': {
    ru: 'Исполнен банком',
    en: 'Executed by the bank',
    uz: 'Bank tomonidan bajarildi',
  },
  'fxTransfer.action.rejected': {
    ru: 'Отказан банком',
    en: 'Rejected by the bank',
    uz: 'Bank tomonidan rad etildi',
  },
  'fxTransfer.notAllowed': {
    ru: 'Это действие с документом сейчас недоступно.',
    en: 'This action is not available for the document now.',
    uz: 'Hujjat bilan bu amal hozir mavjud emas.',
  },
  'fxTransfer.account.notForeign': {
    ru: 'Выберите счёт в иностранной валюте.',
    en: 'Choose a foreign-currency account.',
    uz: 'Xorijiy valyutadagi hisobvaraqni tanlang.',
  },
  'fxTransfer.account.closed': {
    ru: 'Счёт закрыт.',
    en: 'The account is closed.',
    uz: 'Hisobvaraq yopilgan.',
  },
  'fxTransfer.account.same': {
    ru: 'Счёт зачисления должен отличаться от счёта списания.',
    en: 'The credit account must differ from the debit account.',
    uz: 'Kirim hisobvaragʻi chiqim hisobvaragʻidan farq qilishi kerak.',
  },
  'fxTransfer.account.otherOrganization': {
    ru: 'Оба счёта должны принадлежать одной организации.',
    en: 'Both accounts must belong to the same organisation.',
    uz: 'Ikkala hisobvaraq bitta tashkilotga tegishli boʻlishi kerak.',
  },
  'fxTransfer.amount.invalid': {
    ru: 'Укажите сумму больше нуля, не более {places} знаков после запятой.',
    en: 'Enter an amount above zero with at most {places} decimal places.',
    uz: 'Noldan katta summani kiriting, verguldan keyin koʻpi bilan {places} ta raqam.',
  },
  'fxTransfer.purpose.required': {
    ru: 'Укажите назначение перевода.',
    en: 'Enter the purpose of the transfer.',
    uz: 'Oʻtkazma maqsadini kiriting.',
  },
  'fxTransfer.conversion.closed': {
    ru: 'Конвертация принимается с 9:00 до 17:00 по ташкентскому времени. Документ не сохранён.',
    en: 'Conversions are accepted from 9:00 to 17:00 Tashkent time. Nothing was saved.',
    uz: 'Konvertatsiya Toshkent vaqti bilan 9:00 dan 17:00 gacha qabul qilinadi. Hujjat saqlanmadi.',
  },
  'fxTransfer.rate.none': {
    ru: 'Нет курса банка для этой пары валют.',
    en: 'The bank has no rate for this pair of currencies.',
    uz: 'Bu valyuta juftligi uchun bank kursi yoʻq.',
  },
  'fxTransfer.signature.message': {
    ru: 'Подписанный текст не соответствует документам.',
    en: 'The signed text does not match the documents.',
    uz: 'Imzolangan matn hujjatlarga mos emas.',
  },
  'fxTransfer.signature.noKey': {
    ru: 'У вас нет действующего ключа ЭЦП.',
    en: 'You have no valid EDS key.',
    uz: 'Sizda amaldagi ERI kaliti yoʻq.',
  },
  'fxTransfer.signature.invalid': {
    ru: 'Подпись не прошла проверку.',
    en: 'The signature did not verify.',
    uz: 'Imzo tekshiruvdan oʻtmadi.',
  },
  'fxTransfer.bank.insufficientFunds': {
    ru: 'Недостаточно средств на счёте списания.',
    en: 'Insufficient funds on the debit account.',
    uz: 'Chiqim hisobvaragʻida mablagʻ yetarli emas.',
  },
  'fxTransfer.bank.accountClosed': {
    ru: 'Счёт закрыт.',
    en: 'An account of the transfer is closed.',
    uz: 'Oʻtkazma hisobvaragʻi yopilgan.',
  },
  'fxTransfer.bank.noRate': {
    ru: 'Нет курса банка на день исполнения.',
    en: 'The bank had no rate on the day of execution.',
    uz: 'Bajarish kuni uchun bank kursi yoʻq edi.',
  },
  'fxTransfer.bank.noPosition': {
    ru: 'Банк не ведёт позицию в этой валюте.',
    en: 'The bank keeps no position in this currency.',
    uz: 'Bank bu valyutada pozitsiya yuritmaydi.',
  },
  'fxTransfer.bank.conversionClosed': {
    ru: 'Конвертация поступила вне времени приёма (9:00–17:00).',
    en: 'The conversion arrived outside the acceptance hours (9:00–17:00).',
    uz: 'Konvertatsiya qabul vaqtidan tashqari (9:00–17:00) kelib tushdi.',
  },
} as const satisfies Record<string, Texts>;
