/** Server messages of soum payments, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const uzsPaymentMessages = {
  // Status and type names answer status-list and type-list; `uzs.bank.*` are the bank's refusal
  // reasons (error_bank), stored as keys and translated when read.
  'uzs.status.1': { ru: 'Создан', en: 'Created', uz: 'Yaratilgan' },
  'uzs.status.2': { ru: 'Введён', en: 'Entered', uz: 'Kiritilgan' },
  'uzs.status.3': { ru: 'Подписан (B)', en: 'Signed (B)', uz: 'Imzolangan (B)' },
  'uzs.status.4': { ru: 'Подписан', en: 'Signed', uz: 'Imzolangan' },
  'uzs.status.5': { ru: 'Отправлен на проверку', en: 'Submitted for review', uz: 'Tekshiruvga yuborilgan' },
  'uzs.status.6': { ru: 'Проведён', en: 'Passed', uz: 'Oʻtkazilgan' },
  'uzs.status.7': { ru: 'Отказан', en: 'Denied', uz: 'Rad etilgan' },
  'uzs.status.8': { ru: 'Оплачен', en: 'Paid', uz: 'Toʻlangan' },
  'uzs.type.1': { ru: 'Обычный платёж', en: 'Ordinary payment', uz: 'Oddiy toʻlov' },
  'uzs.type.2': { ru: 'Платёж в бюджет', en: 'Budget payment', uz: 'Byudjetga toʻlov' },
  'uzs.type.3': { ru: 'Доход бюджета', en: 'Budget income', uz: 'Byudjet daromadi' },
  'uzs.type.4': {
    ru: 'Пополнение корпоративной карты',
    en: 'Corporate card top-up',
    uz: 'Korporativ kartani toʻldirish',
  },
  'uzs.type.5': {
    ru: 'Перевод между своими счетами',
    en: 'Transfer between own accounts',
    uz: 'Oʻz hisobvaraqlari oʻrtasida oʻtkazma',
  },
  'uzs.action.create': { ru: 'Создан', en: 'Created', uz: 'Yaratildi' },
  'uzs.action.import': {
    ru: 'Импортирован из файла',
    en: 'Imported from a file',
    uz: 'Fayldan import qilindi',
  },
  'uzs.action.edit': { ru: 'Изменён', en: 'Edited', uz: 'Oʻzgartirildi' },
  'uzs.action.copy': { ru: 'Создан копированием', en: 'Created as a copy', uz: 'Nusxa sifatida yaratildi' },
  'uzs.action.approve': {
    ru: 'Утверждён для подписи',
    en: 'Approved for signature',
    uz: 'Imzolash uchun tasdiqlandi',
  },
  'uzs.action.sign': { ru: 'Подписан', en: 'Signed', uz: 'Imzolandi' },
  'uzs.action.recall': {
    ru: 'Утверждение отозвано, подписи аннулированы',
    en: 'Approval recalled, signatures voided',
    uz: 'Tasdiq qaytarib olindi, imzolar bekor qilindi',
  },
  'uzs.action.return': {
    ru: 'Возвращён подписантом на доработку, подписи аннулированы',
    en: 'Returned by the signer for correction, signatures voided',
    uz: 'Imzolovchi tomonidan tuzatish uchun qaytarildi, imzolar bekor qilindi',
  },
  'uzs.action.auth': {
    ru: 'Авторизован мультиклиентом',
    en: 'Authorised by the multiclient',
    uz: 'Multimijoz tomonidan avtorizatsiya qilindi',
  },
  'uzs.action.decline': {
    ru: 'Отклонён мультиклиентом',
    en: 'Declined by the multiclient',
    uz: 'Multimijoz tomonidan rad etildi',
  },
  'uzs.action.send': { ru: 'Отправлен в банк', en: 'Sent to the bank', uz: 'Bankka yuborildi' },
  'uzs.action.passed': { ru: 'Проведён банком', en: 'Executed by the bank', uz: 'Bank tomonidan oʻtkazildi' },
  'uzs.action.denied': { ru: 'Отказан банком', en: 'Refused by the bank', uz: 'Bank tomonidan rad etildi' },
  'uzs.action.paid': {
    ru: 'Зачислен получателю',
    en: 'Credited to the recipient',
    uz: 'Oluvchiga oʻtkazildi',
  },
  'uzs.bank.insufficientFunds': {
    ru: 'Недостаточно средств на счёте',
    en: 'Insufficient funds in the account',
    uz: 'Hisobvaraqda mablagʻ yetarli emas',
  },
  'uzs.bank.accountClosed': {
    ru: 'Счёт плательщика закрыт',
    en: 'The payer’s account is closed',
    uz: 'Toʻlovchining hisobvaragʻi yopilgan',
  },
  'uzs.notAllowed': {
    ru: 'Действие недоступно для некоторых платежей.',
    en: 'This action is not available for some of the payments.',
    uz: 'Ushbu amal baʼzi toʻlovlar uchun mavjud emas.',
  },
  'uzs.referenceUsed': {
    ru: 'Этот платёж уже был сохранён с другими данными. Откройте его и проверьте.',
    en: 'This payment was already saved with other details. Open it and check.',
    uz: 'Bu toʻlov boshqa maʼlumotlar bilan allaqachon saqlangan. Uni ochib tekshiring.',
  },
  'uzs.fourEyes': {
    ru: 'Вы подготовили или изменили этот платёж: в вашей организации его подписывает другой человек (двойной контроль).',
    en: 'You prepared or changed this payment: in your organisation another person must sign it (dual control).',
    uz: 'Siz bu toʻlovni tayyorlagansiz yoki oʻzgartirgansiz: tashkilotingizda uni boshqa shaxs imzolashi kerak (ikki tomonlama nazorat).',
  },
  'uzs.staffReadOnly': {
    ru: 'Сотрудники банка не могут изменять платежи клиента.',
    en: 'Bank staff cannot change a client’s payment.',
    uz: 'Bank xodimlari mijozning toʻlovini oʻzgartira olmaydi.',
  },
  'uzs.account.notOwn': {
    ru: 'Счёт не найден среди счетов организации.',
    en: 'The account is not one of the organisation’s accounts.',
    uz: 'Hisobvaraq tashkilot hisobvaraqlari orasida topilmadi.',
  },
  'uzs.account.closed': {
    ru: 'Счёт закрыт.',
    en: 'The account is closed.',
    uz: 'Hisobvaraq yopilgan.',
  },
  'uzs.account.same': {
    ru: 'Счета списания и зачисления должны различаться.',
    en: 'The debit and credit accounts must differ.',
    uz: 'Hisobdan chiqarish va kiritish hisobvaraqlari farq qilishi kerak.',
  },
  'uzs.mfo.unknown': {
    ru: 'Банк с таким МФО не найден.',
    en: 'No bank has this MFO.',
    uz: 'Bunday MFOli bank topilmadi.',
  },
  'uzs.code.unknown': {
    ru: 'Выберите код назначения платежа из списка.',
    en: 'Choose a payment purpose code from the list.',
    uz: 'Toʻlov maqsadi kodini roʻyxatdan tanlang.',
  },
  'uzs.budget.unknown': {
    ru: 'Получатель бюджета с таким лицевым счётом не найден.',
    en: 'No budget recipient has this personal account.',
    uz: 'Bunday shaxsiy hisobvaraqli byudjet oluvchisi topilmadi.',
  },
  'uzs.card.unknown': {
    ru: 'Карта не найдена среди корпоративных карт организации.',
    en: 'The card is not one of the organisation’s corporate cards.',
    uz: 'Karta tashkilotning korporativ kartalari orasida topilmadi.',
  },
  'uzs.signature.message': {
    ru: 'Подписанные данные не соответствуют выбранным платежам.',
    en: 'The signed data does not match the selected payments.',
    uz: 'Imzolangan maʼlumotlar tanlangan toʻlovlarga mos kelmaydi.',
  },
  'uzs.signature.invalid': {
    ru: 'Подпись не прошла проверку зарегистрированным ключом ЭЦП.',
    en: 'The signature does not verify with your registered signing key.',
    uz: 'Imzo roʻyxatdan oʻtgan ERI kaliti bilan tasdiqlanmadi.',
  },
  'uzs.signature.noKey': {
    ru: 'У вас нет действующего ключа ЭЦП. Проверьте ключ в настройках.',
    en: 'You have no valid signing key. Check your key in the settings.',
    uz: 'Sizda amaldagi ERI kaliti yoʻq. Kalitni sozlamalarda tekshiring.',
  },
  'uzs.signature.contentChanged': {
    ru: 'Платёж изменился после подписания. Обновите данные и подпишите снова.',
    en: 'The payment changed after it was signed. Reload and sign again.',
    uz: 'Toʻlov imzolangandan keyin oʻzgargan. Maʼlumotlarni yangilab, qayta imzolang.',
  },
  'uzs.template.name': {
    ru: 'Шаблон',
    en: 'Template',
    uz: 'Shablon',
  },
  // The bank's list (/payments, bank-service.ts): its export's title, columns and refusal.
  'bankPayment.title': { ru: 'Платежи клиентов', en: 'Client payments', uz: 'Mijozlar toʻlovlari' },
  'bankPayment.tooMany': {
    ru: 'Слишком много платежей для выгрузки (более {{max}}). Сузьте фильтр.',
    en: 'Too many payments to export (more than {{max}}). Narrow the filter.',
    uz: 'Eksport uchun toʻlovlar juda koʻp ({{max}} dan ortiq). Filtrni toraytiring.',
  },
  'bankPayment.col.number': { ru: 'Номер', en: 'Number', uz: 'Raqam' },
  'bankPayment.col.date': { ru: 'Дата', en: 'Date', uz: 'Sana' },
  'bankPayment.col.organization': { ru: 'Организация', en: 'Organisation', uz: 'Tashkilot' },
  'bankPayment.col.inn': { ru: 'ИНН', en: 'INN', uz: 'STIR' },
  'bankPayment.col.account': { ru: 'Счёт плательщика', en: 'Payer account', uz: 'Toʻlovchi hisobvaragʻi' },
  'bankPayment.col.mfo': { ru: 'МФО', en: 'MFO', uz: 'MFO' },
  'bankPayment.col.recipient': { ru: 'Получатель', en: 'Recipient', uz: 'Oluvchi' },
  'bankPayment.col.rAccount': { ru: 'Счёт получателя', en: 'Recipient account', uz: 'Oluvchi hisobvaragʻi' },
  'bankPayment.col.rMfo': { ru: 'МФО получателя', en: 'Recipient MFO', uz: 'Oluvchi MFO' },
  'bankPayment.col.rInn': { ru: 'ИНН получателя', en: 'Recipient INN', uz: 'Oluvchi STIR' },
  'bankPayment.col.sum': { ru: 'Сумма', en: 'Amount', uz: 'Summa' },
  'bankPayment.col.currency': { ru: 'Валюта', en: 'Currency', uz: 'Valyuta' },
  'bankPayment.col.status': { ru: 'Статус', en: 'Status', uz: 'Holat' },
  'bankPayment.col.description': { ru: 'Назначение платежа', en: 'Purpose', uz: 'Toʻlov maqsadi' },
} as const satisfies Record<string, Texts>;
