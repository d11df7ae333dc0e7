/** Server messages of the overdue-debt upload, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const overdueUploadMessages = {
  'overdue.idn': {
    ru: 'Идентификационный номер контракта — ровно 27 цифр.',
    en: 'The contract idn is exactly 27 digits.',
    uz: 'Shartnoma identifikatsiya raqami — aynan 27 ta raqam.',
  },
  'overdue.unknownIdn': {
    ru: 'Контракта с таким номером нет.',
    en: 'There is no contract with this idn.',
    uz: 'Bunday raqamli shartnoma yoʻq.',
  },
  'overdue.duplicate': {
    ru: 'Контракт уже указан в строке {row}.',
    en: 'The contract is already in row {row}.',
    uz: 'Shartnoma {row}-qatorda allaqachon koʻrsatilgan.',
  },
  'overdue.amount': {
    ru: 'Сумма: цифры, не больше двух знаков после запятой (например, 125000.50).',
    en: 'Amount: digits, at most two decimals (for example 125000.50).',
    uz: 'Summa: raqamlar, verguldan keyin koʻpi bilan ikki belgi (masalan, 125000.50).',
  },
  'overdue.negative': {
    ru: 'Сумма не может быть отрицательной.',
    en: 'The amount cannot be negative.',
    uz: 'Summa manfiy boʻlishi mumkin emas.',
  },
  'overdue.type': {
    ru: 'Загрузите файл .xlsx или .csv.',
    en: 'Upload an .xlsx or .csv file.',
    uz: '.xlsx yoki .csv faylini yuklang.',
  },
  'overdue.reportDateFuture': {
    ru: 'Отчётная дата не может быть позже сегодняшней.',
    en: 'The report date cannot be later than today.',
    uz: 'Hisobot sanasi bugundan keyin boʻlishi mumkin emas.',
  },
  'overdue.reportDateOld': {
    ru: 'Уже применены сведения на более позднюю дату ({date}).',
    en: 'Information as of a later date ({date}) has already been applied.',
    uz: 'Keyingi sanadagi ({date}) maʼlumotlar allaqachon qoʻllanilgan.',
  },
  'overdue.notPreview': {
    ru: 'Эту загрузку нельзя применить: в ней есть ошибки, или она отменена, или заменена более новой.',
    en: 'This upload cannot be applied: it has errors, was discarded, or a newer one was applied.',
    uz: 'Bu yuklamani qoʻllab boʻlmaydi: unda xatolar bor, u bekor qilingan yoki yangisi qoʻllanilgan.',
  },
  'overdue.stale': {
    ru: 'С момента проверки файла сведения контрактов изменились. Загрузите файл заново.',
    en: 'The contracts’ figures changed since the file was checked. Upload the file again.',
    uz: 'Fayl tekshirilgandan beri shartnomalar maʼlumotlari oʻzgardi. Faylni qayta yuklang.',
  },
  'overdue.notDiscardable': {
    ru: 'Применённую загрузку нельзя отменить.',
    en: 'An applied upload cannot be discarded.',
    uz: 'Qoʻllanilgan yuklamani bekor qilib boʻlmaydi.',
  },
  'overdue.template.sheet': {
    ru: 'Просроченная задолженность',
    en: 'Overdue debt',
    uz: 'Muddati oʻtgan qarzdorlik',
  },
  'overdue.column.idn': { ru: 'ИН контракта', en: 'Contract idn', uz: 'Shartnoma IR' },
  'overdue.column.receivable_overdue1': {
    ru: 'Просроченная дебиторская задолженность (1)',
    en: 'Overdue receivables (1)',
    uz: 'Muddati oʻtgan debitorlik qarzi (1)',
  },
  'overdue.column.payable_overdue1': {
    ru: 'Просроченная кредиторская задолженность (1)',
    en: 'Overdue payables (1)',
    uz: 'Muddati oʻtgan kreditorlik qarzi (1)',
  },
  'overdue.column.receivable_overdue2': {
    ru: 'Просроченная дебиторская задолженность (2)',
    en: 'Overdue receivables (2)',
    uz: 'Muddati oʻtgan debitorlik qarzi (2)',
  },
  'overdue.column.payable_overdue2': {
    ru: 'Просроченная кредиторская задолженность (2)',
    en: 'Overdue payables (2)',
    uz: 'Muddati oʻtgan kreditorlik qarzi (2)',
  },
} as const satisfies Record<string, Texts>;
