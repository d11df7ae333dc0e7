/** What the reports server says, in ru/en/uz; merged into the server catalogue (i18n.ts). */
export const reportsTexts = {
  'inc.notFound': { ru: 'Платёж не найден.', en: 'Payment not found.', uz: 'To‘lov topilmadi.' },
  'inc.amountOrder': {
    ru: 'Сумма «до» не может быть меньше суммы «от».',
    en: 'The upper amount cannot be below the lower one.',
    uz: '«Gacha» summasi «dan» summasidan kam bo‘lishi mumkin emas.',
  },
  'inc.title': {
    ru: 'Входящие платежи за {from} — {to}',
    en: 'Incoming payments, {from} — {to}',
    uz: 'Kiruvchi to‘lovlar, {from} — {to}',
  },
  'inc.amount': { ru: 'Сумма', en: 'Amount', uz: 'Summa' },
  'inc.currency': { ru: 'Валюта', en: 'Currency', uz: 'Valyuta' },
  'inc.account': { ru: 'Счёт получателя', en: 'Receiving account', uz: 'Qabul qiluvchi hisobvarag‘i' },
  'inc.payer': { ru: 'Плательщик', en: 'Payer', uz: 'To‘lovchi' },
  'inc.payerAccount': { ru: 'Счёт плательщика', en: 'Payer account', uz: 'To‘lovchi hisobvarag‘i' },
  'turnover.title': {
    ru: 'Обороты по счетам за {from} — {to}',
    en: 'Account turnover, {from} — {to}',
    uz: 'Hisobvaraqlar bo‘yicha aylanmalar, {from} — {to}',
  },
} as const;
