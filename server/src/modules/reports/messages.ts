/** Server messages of reports and journals, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const reportsMessages = {
  'journal.terminalNotFound': {
    ru: 'Терминал не найден.',
    en: 'Terminal not found.',
    uz: 'Terminal topilmadi.',
  },
  'journal.agmkTitle': {
    ru: 'Сверка расчётов с АГМК за {from} — {to}',
    en: 'Settlements with AGMK, {from} — {to}',
    uz: 'OKMK bilan hisob-kitoblar, {from} — {to}',
  },
  'journal.operationsTitle': {
    ru: 'Операции по счетам за {from} — {to}',
    en: 'Account operations, {from} — {to}',
    uz: 'Hisobvaraqlar boʻyicha operatsiyalar, {from} — {to}',
  },
  'journal.terminalsTitle': {
    ru: 'Выписка по терминалам за {from} — {to}',
    en: 'Terminal statement, {from} — {to}',
    uz: 'Terminallar boʻyicha koʻchirma, {from} — {to}',
  },
  'journal.total': { ru: 'Итого {currency}', en: 'Total {currency}', uz: 'Jami {currency}' },
  'journal.account': { ru: 'Счёт', en: 'Account', uz: 'Hisobvaraq' },
  'journal.currency': { ru: 'Валюта', en: 'Currency', uz: 'Valyuta' },
  'journal.balance': { ru: 'Остаток', en: 'Balance', uz: 'Qoldiq' },
  'journal.terminal': { ru: 'Терминал', en: 'Terminal', uz: 'Terminal' },
  'journal.pan': { ru: 'Номер карты', en: 'Card number', uz: 'Karta raqami' },
  'journal.rrn': { ru: 'RRN', en: 'RRN', uz: 'RRN' },
  'journal.amount': { ru: 'Сумма', en: 'Amount', uz: 'Summa' },
  'journal.commission': { ru: 'Комиссия', en: 'Commission', uz: 'Komissiya' },
  'journal.net': { ru: 'К зачислению', en: 'Net', uz: 'Oʻtkaziladigan summa' },
  'journal.status': { ru: 'Статус', en: 'Status', uz: 'Holati' },
  'journal.settledOn': { ru: 'Зачислено', en: 'Settled', uz: 'Oʻtkazilgan' },
  'journal.status.approved': { ru: 'Одобрено', en: 'Approved', uz: 'Tasdiqlangan' },
  'journal.status.declined': { ru: 'Отклонено', en: 'Declined', uz: 'Rad etilgan' },
  'journal.status.reversed': { ru: 'Отменено', en: 'Reversed', uz: 'Bekor qilingan' },
  'journal.pending': { ru: 'Ожидает зачисления', en: 'Pending', uz: 'Oʻtkazilishi kutilmoqda' },
  'inc.notFound': { ru: 'Платёж не найден.', en: 'Payment not found.', uz: 'Toʻlov topilmadi.' },
  'inc.amountOrder': {
    ru: 'Сумма «до» не может быть меньше суммы «от».',
    en: 'The upper amount cannot be below the lower one.',
    uz: '«Gacha» summasi «dan» summasidan kam boʻlishi mumkin emas.',
  },
  'inc.title': {
    ru: 'Входящие платежи за {from} — {to}',
    en: 'Incoming payments, {from} — {to}',
    uz: 'Kiruvchi toʻlovlar, {from} — {to}',
  },
  'inc.amount': { ru: 'Сумма', en: 'Amount', uz: 'Summa' },
  'inc.currency': { ru: 'Валюта', en: 'Currency', uz: 'Valyuta' },
  'inc.account': { ru: 'Счёт получателя', en: 'Receiving account', uz: 'Qabul qiluvchi hisobvaragʻi' },
  'inc.payer': { ru: 'Плательщик', en: 'Payer', uz: 'Toʻlovchi' },
  'inc.payerAccount': { ru: 'Счёт плательщика', en: 'Payer account', uz: 'Toʻlovchi hisobvaragʻi' },
  'turnover.title': {
    ru: 'Обороты по счетам за {from} — {to}',
    en: 'Account turnover, {from} — {to}',
    uz: 'Hisobvaraqlar boʻyicha aylanmalar, {from} — {to}',
  },
} as const satisfies Record<string, Texts>;
