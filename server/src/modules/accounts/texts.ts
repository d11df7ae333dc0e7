/**
 * What the accounts and rates server says, in ru/en/uz; merged into the server catalogue (i18n.ts).
 * The `stmt.*` texts head the statement files, so a file reads in the language of the request.
 */
export const accountsTexts = {
  'account.kind.current': { ru: 'Расчётный счёт', en: 'Current account', uz: 'Hisob-kitob hisobvarag‘i' },
  'account.kind.corp_card': {
    ru: 'Счёт корпоративной карты',
    en: 'Corporate card account',
    uz: 'Korporativ karta hisobvarag‘i',
  },
  'statement.rangeOrder': {
    ru: 'Дата «по» не может быть раньше даты «с».',
    en: 'The end date cannot be before the start date.',
    uz: '«Gacha» sanasi «dan» sanasidan oldin bo‘lishi mumkin emas.',
  },
  'statement.tooLong': {
    ru: 'Выписка берётся не более чем за 366 дней.',
    en: 'A statement covers at most 366 days.',
    uz: 'Ko‘chirma ko‘pi bilan 366 kunga olinadi.',
  },
  'account.notFound': { ru: 'Счёт не найден.', en: 'Account not found.', uz: 'Hisobvaraq topilmadi.' },
  'stmt.title': {
    ru: 'Выписка по счёту {account} ({currency}) за {from} — {to}',
    en: 'Statement of account {account} ({currency}), {from} — {to}',
    uz: '{account} ({currency}) hisobvarag‘i bo‘yicha ko‘chirma, {from} — {to}',
  },
  'stmt.owner': { ru: 'Владелец', en: 'Owner', uz: 'Egasi' },
  'stmt.date': { ru: 'Дата', en: 'Date', uz: 'Sana' },
  'stmt.doc': { ru: '№ док.', en: 'Doc. no.', uz: 'Hujjat №' },
  'stmt.account': { ru: 'Счёт корреспондента', en: 'Counterparty account', uz: 'Kontragent hisobvarag‘i' },
  'stmt.mfo': { ru: 'МФО', en: 'Bank code', uz: 'MFO' },
  'stmt.name': { ru: 'Корреспондент', en: 'Counterparty', uz: 'Kontragent' },
  'stmt.inn': { ru: 'ИНН', en: 'TIN', uz: 'STIR' },
  'stmt.debit': { ru: 'Дебет', en: 'Debit', uz: 'Debet' },
  'stmt.credit': { ru: 'Кредит', en: 'Credit', uz: 'Kredit' },
  'stmt.details': { ru: 'Назначение платежа', en: 'Details', uz: 'To‘lov maqsadi' },
  'stmt.opening': { ru: 'Входящий остаток', en: 'Opening balance', uz: 'Kirish qoldig‘i' },
  'stmt.turnover': { ru: 'Обороты', en: 'Turnover', uz: 'Aylanmalar' },
  'stmt.closing': { ru: 'Исходящий остаток', en: 'Closing balance', uz: 'Chiqish qoldig‘i' },
  'accounts.title': { ru: 'Счета', en: 'Accounts', uz: 'Hisobvaraqlar' },
  'accounts.number': { ru: 'Счёт', en: 'Account', uz: 'Hisobvaraq' },
  'accounts.name': { ru: 'Наименование', en: 'Name', uz: 'Nomi' },
  'accounts.currency': { ru: 'Валюта', en: 'Currency', uz: 'Valyuta' },
  'accounts.incoming': { ru: 'Входящий остаток', en: 'Incoming balance', uz: 'Kirish qoldig‘i' },
  'accounts.outgoing': { ru: 'Исходящий остаток', en: 'Outgoing balance', uz: 'Chiqish qoldig‘i' },
  'accounts.reserved': { ru: 'Зарезервировано', en: 'Reserved', uz: 'Zaxiralangan' },
  'accounts.available': { ru: 'Доступно', en: 'Available', uz: 'Mavjud' },
  'accounts.planned': { ru: 'Плановый остаток', en: 'Planned balance', uz: 'Rejadagi qoldiq' },
  'rates.unknownCurrency': {
    ru: 'Нет курса этой валюты.',
    en: 'There is no rate for this currency.',
    uz: 'Bu valyuta kursi yo‘q.',
  },
  'rates.none': {
    ru: 'Курсы ещё не установлены.',
    en: 'No rates are set yet.',
    uz: 'Kurslar hali o‘rnatilmagan.',
  },
} as const;
