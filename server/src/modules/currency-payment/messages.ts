/** Server messages of currency payments, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const currencyPaymentMessages = {
  'fx.status.1': { ru: 'Создан', en: 'Created', uz: 'Yaratilgan' },
  'fx.status.2': { ru: 'Подписан (B)', en: 'Signed (B)', uz: 'Imzolangan (B)' },
  'fx.status.3': { ru: 'Подписан', en: 'Signed', uz: 'Imzolangan' },
  'fx.status.4': { ru: 'Отправлен в банк', en: 'Sent to the bank', uz: 'Bankka yuborilgan' },
  'fx.status.5': { ru: 'Исполнен, в пути', en: 'Executed, in process', uz: 'Ijro etilgan, yoʻlda' },
  'fx.status.6': { ru: 'Зачислен получателю', en: 'Credited', uz: 'Oluvchiga oʻtkazilgan' },
  'fx.status.7': { ru: 'Отклонён', en: 'Rejected', uz: 'Rad etilgan' },
  'fx.status.8': {
    ru: 'Приостановлен: ожидаются документы',
    en: 'On hold: waiting for documents',
    uz: 'Toʻxtatilgan: hujjatlar kutilmoqda',
  },
  'fx.action.create': { ru: 'Создан', en: 'Created', uz: 'Yaratildi' },
  'fx.action.import': { ru: 'Загружен из файла', en: 'Imported from a file', uz: 'Fayldan yuklandi' },
  'fx.action.edit': {
    ru: 'Изменён, подписи аннулированы',
    en: 'Edited, signatures voided',
    uz: 'Oʻzgartirildi, imzolar bekor qilindi',
  },
  'fx.action.sign': { ru: 'Подписан', en: 'Signed', uz: 'Imzolandi' },
  'fx.action.send': { ru: 'Отправлен в банк', en: 'Sent to the bank', uz: 'Bankka yuborildi' },
  'fx.action.executed': {
    ru: 'Исполнен банком, MT103 отправлен',
    en: 'Executed by the bank, MT103 sent',
    uz: 'Bank tomonidan ijro etildi, MT103 yuborildi',
  },
  'fx.action.correspondent': {
    ru: 'Получен банком-корреспондентом',
    en: 'Received by the correspondent bank',
    uz: 'Korrespondent bank qabul qildi',
  },
  'fx.action.credited': {
    ru: 'Зачислен получателю',
    en: 'Credited to the beneficiary',
    uz: 'Oluvchiga oʻtkazildi',
  },
  'fx.action.rejected': { ru: 'Отклонён', en: 'Rejected', uz: 'Rad etildi' },
  'fx.action.onHold': {
    ru: 'Приостановлен до представления документов',
    en: 'Put on hold until documents are provided',
    uz: 'Hujjatlar taqdim etilgunga qadar toʻxtatildi',
  },
  'fx.bank.insufficientFunds': {
    ru: 'Недостаточно средств на счёте',
    en: 'Insufficient funds in the account',
    uz: 'Hisobvaraqda mablagʻ yetarli emas',
  },
  'fx.bank.accountClosed': { ru: 'Счёт закрыт', en: 'The account is closed', uz: 'Hisobvaraq yopilgan' },
  'fx.bank.noCorrespondent': {
    ru: 'У банка нет корреспондентского счёта в этой валюте',
    en: 'The bank has no correspondent account in this currency',
    uz: 'Bankda bu valyutada korrespondent hisobvaraq yoʻq',
  },
  'fx.bank.gpiRejected': {
    ru: 'Банк получателя отклонил платёж, средства возвращены',
    en: 'The beneficiary’s bank rejected the payment; the funds were returned',
    uz: 'Oluvchi banki toʻlovni rad etdi, mablagʻ qaytarildi',
  },
  'fx.rule.required': { ru: 'Заполните поле.', en: 'Fill in the field.', uz: 'Maydonni toʻldiring.' },
  'fx.rule.bic': {
    ru: 'BIC: 8 или 11 знаков — 4 буквы банка, 2 буквы страны, 2 знака города, 3 знака филиала.',
    en: 'BIC: 8 or 11 characters — 4 letters of the bank, 2 of the country, 2 of the location, 3 of the branch.',
    uz: 'BIC: 8 yoki 11 belgi — bankning 4 harfi, mamlakatning 2 harfi, shaharning 2 belgisi, filialning 3 belgisi.',
  },
  'fx.rule.iban': {
    ru: 'В стране банка получателя счёт — IBAN: проверьте длину и контрольные цифры.',
    en: 'The beneficiary bank’s country uses IBAN: check its length and check digits.',
    uz: 'Oluvchi banki mamlakatida hisob raqami IBAN: uzunligi va nazorat raqamlarini tekshiring.',
  },
  'fx.rule.swiftChars': {
    ru: "Только латинские буквы, цифры и / - ? : ( ) . , ' + (поле уходит в SWIFT).",
    en: "Latin letters, digits and / - ? : ( ) . , ' + only (the field goes into SWIFT).",
    uz: "Faqat lotin harflari, raqamlar va / - ? : ( ) . , ' + (maydon SWIFTga ketadi).",
  },
  'fx.rule.amount': {
    ru: 'Введите сумму больше нуля.',
    en: 'Enter an amount greater than zero.',
    uz: 'Noldan katta summani kiriting.',
  },
  'fx.rule.amountPlaces': {
    ru: 'Слишком много знаков после точки для валюты {currency} ({places}).',
    en: 'Too many decimal places for {currency} (at most {places}).',
    uz: '{currency} uchun kasr belgilari juda koʻp (koʻpi bilan {places}).',
  },
  'fx.rule.operationCode': {
    ru: 'Выберите код валютной операции из списка.',
    en: 'Choose a currency operation code from the list.',
    uz: 'Roʻyxatdan valyuta operatsiyasi kodini tanlang.',
  },
  'fx.rule.country': {
    ru: 'Выберите страну из списка.',
    en: 'Choose a country from the list.',
    uz: 'Roʻyxatdan mamlakatni tanlang.',
  },
  'fx.rule.sameBic': {
    ru: 'Банк-корреспондент не может совпадать с банком получателя.',
    en: 'The correspondent bank cannot be the beneficiary’s bank.',
    uz: 'Korrespondent bank oluvchi banki bilan bir xil boʻlishi mumkin emas.',
  },
  'fx.rule.account': {
    ru: 'Выберите валютный счёт вашей организации.',
    en: 'Choose a foreign-currency account of your organisation.',
    uz: 'Tashkilotingizning valyuta hisobvaragʻini tanlang.',
  },
  'fx.rule.contract': {
    ru: 'Контракт не найден в ЕЭИСВО или номер и дата не совпадают с ним.',
    en: 'The contract is not in EISVO, or its number and date differ from it.',
    uz: 'Shartnoma EEISVOda topilmadi yoki raqami va sanasi unga mos emas.',
  },
  'fx.notAllowed': {
    ru: 'Это действие с платежом сейчас недоступно.',
    en: 'This action is not available for the payment now.',
    uz: 'Bu amal hozir toʻlov uchun mavjud emas.',
  },
  'fx.fourEyes': {
    ru: 'Нельзя подписать платёж, который вы подготовили сами.',
    en: 'You cannot sign a payment you prepared yourself.',
    uz: 'Oʻzingiz tayyorlagan toʻlovni imzolay olmaysiz.',
  },
  'fx.signature.message': {
    ru: 'Подписанное сообщение не относится к этим платежам.',
    en: 'The signed message does not cover these payments.',
    uz: 'Imzolangan xabar bu toʻlovlarga tegishli emas.',
  },
  'fx.signature.noKey': {
    ru: 'У вас нет действующего ключа ЭЦП.',
    en: 'You have no valid signature key.',
    uz: 'Sizda amaldagi ERI kaliti yoʻq.',
  },
  'fx.signature.invalid': {
    ru: 'Подпись не прошла проверку.',
    en: 'The signature did not verify.',
    uz: 'Imzo tekshiruvdan oʻtmadi.',
  },
  'fx.gpi.notFound': {
    ru: 'Доступный платёж не найден, повторите попытку.',
    en: 'No available payment found; repeat the attempt.',
    uz: 'Mavjud toʻlov topilmadi, qayta urinib koʻring.',
  },
} as const satisfies Record<string, Texts>;
