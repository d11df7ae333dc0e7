/** Server messages of surveys and statistics, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const surveysMessages = {
  'survey.notDue': {
    ru: 'Опрос сейчас не предлагается: вы уже ответили или отказались в этом периоде.',
    en: 'The survey is not offered now: you have already answered or declined it this period.',
    uz: 'Soʻrovnoma hozir taklif etilmaydi: siz bu davrda allaqachon javob bergansiz yoki rad etgansiz.',
  },
  'survey.unknownProduct': {
    ru: 'Такого продукта нет или он больше не предлагается.',
    en: 'There is no such product, or it is no longer offered.',
    uz: 'Bunday mahsulot yoʻq yoki u endi taklif etilmaydi.',
  },
  'survey.codeTaken': {
    ru: 'Продукт с этим кодом уже есть.',
    en: 'A product with this code already exists.',
    uz: 'Bu kodli mahsulot allaqachon bor.',
  },
  'survey.periodTooLong': {
    ru: 'Период не может быть длиннее 366 дней.',
    en: 'The period cannot be longer than 366 days.',
    uz: 'Davr 366 kundan uzun boʻlishi mumkin emas.',
  },
  'survey.uploadUnreadable': {
    ru: 'Файл не читается как книга Excel (xlsx).',
    en: 'The file cannot be read as an Excel workbook (xlsx).',
    uz: 'Fayl Excel kitobi (xlsx) sifatida oʻqilmaydi.',
  },
  'survey.uploadHeader': {
    ru: 'Первая строка должна называть столбцы: inn, date, score, comment, credit_type, products.',
    en: 'The first row must name the columns: inn, date, score, comment, credit_type, products.',
    uz: 'Birinchi qator ustunlarni nomlashi kerak: inn, date, score, comment, credit_type, products.',
  },
  'survey.uploadTooMany': {
    ru: 'В файле больше 5 000 строк.',
    en: 'The file has more than 5,000 rows.',
    uz: 'Faylda 5 000 dan ortiq qator bor.',
  },
  'survey.uploadEmpty': {
    ru: 'В файле нет ни одного ответа.',
    en: 'The file has no answers.',
    uz: 'Faylda birorta ham javob yoʻq.',
  },
  'survey.rowProblem': {
    ru: 'Строка {line}: {problem}',
    en: 'Row {line}: {problem}',
    uz: '{line}-qator: {problem}',
  },
  'survey.badInn': {
    ru: 'ИНН — 9 цифр',
    en: 'the TIN is 9 digits',
    uz: 'STIR — 9 ta raqam',
  },
  'survey.unknownInn': {
    ru: 'организации с этим ИНН нет',
    en: 'no organisation has this TIN',
    uz: 'bu STIR bilan tashkilot yoʻq',
  },
  'survey.badDate': {
    ru: 'дата в формате дд.мм.гггг, не позже сегодняшней',
    en: 'the date as dd.mm.yyyy, not after today',
    uz: 'sana kk.oo.yyyy shaklida, bugundan kech emas',
  },
  'survey.badScore': {
    ru: 'оценка — целое число от 1 до 10',
    en: 'the score is a whole number from 1 to 10',
    uz: 'baho — 1 dan 10 gacha butun son',
  },
  'survey.longComment': {
    ru: 'комментарий длиннее 1000 символов',
    en: 'the comment is longer than 1000 characters',
    uz: 'izoh 1000 belgidan uzun',
  },
  'survey.badCreditType': {
    ru: 'тип клиента — credit или non_credit',
    en: 'the client type is credit or non_credit',
    uz: 'mijoz turi — credit yoki non_credit',
  },
  'survey.unknownProductCode': {
    ru: 'неизвестный код продукта',
    en: 'unknown product code',
    uz: 'nomaʼlum mahsulot kodi',
  },
  'stats.logStoreUnavailable': {
    ru: 'Хранилище журналов (ELK) не отвечает. Повторите позже.',
    en: 'The log store (ELK) does not answer. Try again later.',
    uz: 'Jurnallar ombori (ELK) javob bermayapti. Keyinroq qayta urinib koʻring.',
  },
} as const satisfies Record<string, Texts>;
