/** Server messages of loan administration, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const loanAdminMessages = {
  'loanList.unreadable': {
    ru: 'Файл не читается: загрузите xlsx или csv по шаблону.',
    en: 'The file cannot be read: upload an xlsx or csv file made from the template.',
    uz: 'Fayl oʻqilmadi: shablon boʻyicha xlsx yoki csv faylini yuklang.',
  },
  'loanList.header': {
    ru: 'Первая строка должна содержать столбцы шаблона по порядку.',
    en: 'The first row must name the template’s columns in order.',
    uz: 'Birinchi qatorda shablon ustunlari tartib bilan boʻlishi kerak.',
  },
  'loanList.empty': { ru: 'В файле нет строк.', en: 'The file has no rows.', uz: 'Faylda qatorlar yoʻq.' },
  'loanList.tooMany': {
    ru: 'Слишком много строк (не более 10 000).',
    en: 'Too many rows (10,000 at most).',
    uz: 'Qatorlar juda koʻp (koʻpi bilan 10 000).',
  },
  'loanList.rowProblem': {
    ru: 'Строка {line}: {problem}',
    en: 'Row {line}: {problem}',
    uz: '{line}-qator: {problem}',
  },
  'loanList.contract': {
    ru: 'номер договора обязателен (до 40 символов)',
    en: 'the contract number is required (up to 40 characters)',
    uz: 'shartnoma raqami majburiy (40 belgigacha)',
  },
  'loanList.duplicate': {
    ru: 'номер договора повторяется в файле',
    en: 'the contract number repeats in the file',
    uz: 'shartnoma raqami faylda takrorlanadi',
  },
  'loanList.inn': { ru: 'ИНН — 9 цифр', en: 'the INN is 9 digits', uz: 'STIR 9 ta raqamdan iborat' },
  'loanList.unknownInn': {
    ru: 'организация с таким ИНН не найдена',
    en: 'no organisation has this INN',
    uz: 'bunday STIRli tashkilot topilmadi',
  },
  'loanList.required': { ru: 'поле обязательно', en: 'the field is required', uz: 'maydon majburiy' },
  'loanList.currency': {
    ru: 'неизвестный код валюты',
    en: 'unknown currency code',
    uz: 'nomaʼlum valyuta kodi',
  },
  'loanList.date': {
    ru: 'дата в формате дд.мм.гггг или гггг-мм-дд',
    en: 'a date as dd.mm.yyyy or yyyy-mm-dd',
    uz: 'sana kk.oo.yyyy yoki yyyy-oo-kk koʻrinishida',
  },
  'loanList.closeBeforeContract': {
    ru: 'дата окончания должна быть позже даты договора',
    en: 'the close date must be after the contract date',
    uz: 'tugash sanasi shartnoma sanasidan keyin boʻlishi kerak',
  },
  'loanList.rate': {
    ru: 'ставка — число от 0 до 100',
    en: 'the rate is a number from 0 to 100',
    uz: 'stavka 0 dan 100 gacha son',
  },
  'loanList.amount': {
    ru: 'сумма — неотрицательное число с двумя знаками',
    en: 'an amount is a non-negative number with two decimals',
    uz: 'summa ikki xonali manfiy boʻlmagan son',
  },
  'loanList.principalAboveAmount': {
    ru: 'остаток долга больше суммы кредита',
    en: 'the principal exceeds the credit amount',
    uz: 'qarz qoldigʻi kredit summasidan katta',
  },
  'loanList.overdueAbovePrincipal': {
    ru: 'просроченный долг больше остатка долга',
    en: 'the overdue principal exceeds the principal',
    uz: 'muddati oʻtgan qarz qarz qoldigʻidan katta',
  },
  'loanAdmin.notOverdue': {
    ru: 'У выбранного кредита нет просроченной задолженности.',
    en: 'The chosen credit has no overdue debt.',
    uz: 'Tanlangan kreditda muddati oʻtgan qarz yoʻq.',
  },
  'loanAdmin.notice.title': {
    ru: 'Просроченная задолженность по кредиту {contract}',
    en: 'Overdue debt on credit {contract}',
    uz: '{contract} kredit boʻyicha muddati oʻtgan qarz',
  },
  'loanAdmin.notice.body': {
    ru: 'По договору {contract} просрочен основной долг {principal} {currency} и проценты {interest} {currency}. Пожалуйста, погасите задолженность.',
    en: 'Under contract {contract} the overdue principal is {principal} {currency} and the overdue interest {interest} {currency}. Please repay the debt.',
    uz: '{contract} shartnoma boʻyicha muddati oʻtgan asosiy qarz {principal} {currency} va foizlar {interest} {currency}. Iltimos, qarzni toʻlang.',
  },
  'loanAdmin.push.title': {
    ru: 'Просроченная задолженность по кредиту',
    en: 'Overdue debt on a credit',
    uz: 'Kredit boʻyicha muddati oʻtgan qarz',
  },
  'loanAdmin.push.body': {
    ru: 'Банк напоминает о просроченной задолженности. Подробности — в уведомлениях.',
    en: 'The bank reminds you of overdue debt. See the notifications for details.',
    uz: 'Bank muddati oʻtgan qarz haqida eslatadi. Tafsilotlar bildirishnomalarda.',
  },
} as const satisfies Record<string, Texts>;
