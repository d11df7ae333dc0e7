/** Server messages of the currency and exchange imports (templates' sheet and column names), ru, en, uz. */
import type { Texts } from '../../messages.ts';

export const fxImportMessages = {
  'fxImport.sheet.currency': { ru: 'Валютные платежи', en: 'Currency payments', uz: 'Valyuta toʻlovlari' },
  'fxImport.sheet.exchange': {
    ru: 'Заявки на покупку и продажу валюты',
    en: 'Currency buy and sell requests',
    uz: 'Valyuta sotib olish va sotish arizalari',
  },
  'fxImport.column.number': { ru: 'Номер документа', en: 'Document number', uz: 'Hujjat raqami' },
  'fxImport.column.date': { ru: 'Дата документа', en: 'Document date', uz: 'Hujjat sanasi' },
  'fxImport.column.account': { ru: 'Валютный счёт', en: 'Currency account', uz: 'Valyuta hisobvaragʻi' },
  'fxImport.column.amount': { ru: 'Сумма', en: 'Amount', uz: 'Summa' },
  'fxImport.column.contract_idn': {
    ru: 'ИДН контракта',
    en: 'Contract IDN',
    uz: 'Shartnoma IDN',
  },
  'fxImport.column.contract_number': { ru: 'Номер контракта', en: 'Contract number', uz: 'Shartnoma raqami' },
  'fxImport.column.contract_date': { ru: 'Дата контракта', en: 'Contract date', uz: 'Shartnoma sanasi' },
  'fxImport.column.operation_code': { ru: 'Код операции', en: 'Operation code', uz: 'Operatsiya kodi' },
  'fxImport.column.partner_country': {
    ru: 'Страна партнёра (ISO)',
    en: 'Partner country (ISO)',
    uz: 'Hamkor mamlakati (ISO)',
  },
  'fxImport.column.beneficiary_name': { ru: 'Получатель', en: 'Beneficiary', uz: 'Oluvchi' },
  'fxImport.column.beneficiary_address': {
    ru: 'Адрес получателя',
    en: 'Beneficiary address',
    uz: 'Oluvchi manzili',
  },
  'fxImport.column.beneficiary_account': {
    ru: 'Счёт / IBAN получателя',
    en: 'Beneficiary account / IBAN',
    uz: 'Oluvchi hisobvaragʻi / IBAN',
  },
  'fxImport.column.beneficiary_bank_bic': {
    ru: 'BIC банка получателя',
    en: 'Beneficiary bank BIC',
    uz: 'Oluvchi banki BIC',
  },
  'fxImport.column.beneficiary_bank_name': {
    ru: 'Банк получателя',
    en: 'Beneficiary bank',
    uz: 'Oluvchi banki',
  },
  'fxImport.column.correspondent_bank_bic': {
    ru: 'BIC банка-корреспондента',
    en: 'Correspondent bank BIC',
    uz: 'Korrespondent bank BIC',
  },
  'fxImport.column.correspondent_bank_name': {
    ru: 'Банк-корреспондент',
    en: 'Correspondent bank',
    uz: 'Korrespondent bank',
  },
  'fxImport.column.charges': {
    ru: 'Комиссии (OUR, SHA, BEN)',
    en: 'Charges (OUR, SHA, BEN)',
    uz: 'Komissiyalar (OUR, SHA, BEN)',
  },
  'fxImport.column.purpose': { ru: 'Назначение', en: 'Purpose', uz: 'Maqsad' },
  'fxImport.column.type': {
    ru: 'Операция (buy, sell)',
    en: 'Operation (buy, sell)',
    uz: 'Operatsiya (buy, sell)',
  },
  'fxImport.column.currency': { ru: 'Валюта', en: 'Currency', uz: 'Valyuta' },
  'fxImport.column.rate_limit': { ru: 'Предельный курс', en: 'Rate limit', uz: 'Chegaraviy kurs' },
  'fxImport.column.soum_account': { ru: 'Счёт в сумах', en: 'Soum account', uz: 'Soʻmdagi hisobvaraq' },
  'fxImport.column.soum_mfo': {
    ru: 'МФО счёта в сумах',
    en: 'Soum account MFO',
    uz: 'Soʻm hisobvaragʻi MFO',
  },
  'fxImport.column.fx_account': {
    ru: 'Валютный счёт',
    en: 'Currency account',
    uz: 'Valyuta hisobvaragʻi',
  },
  'fxImport.column.fx_mfo': {
    ru: 'МФО валютного счёта',
    en: 'Currency account MFO',
    uz: 'Valyuta hisobvaragʻi MFO',
  },
} as const satisfies Record<string, Texts>;
