/** Server messages of the soum payment import, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const uzsImportMessages = {
  'import.status.1': { ru: 'Ожидает обработки', en: 'Awaiting processing', uz: 'Qayta ishlashni kutmoqda' },
  'import.status.2': { ru: 'Обрабатывается', en: 'In progress', uz: 'Qayta ishlanmoqda' },
  'import.status.3': { ru: 'Обработан', en: 'Processed', uz: 'Qayta ishlangan' },
  'import.status.4': { ru: 'Ошибка', en: 'Error', uz: 'Xato' },
  'import.xls': {
    ru: 'Файлы .xls (Excel 97–2003) не принимаются. Сохраните файл в формате .xlsx и загрузите снова.',
    en: '.xls files (Excel 97–2003) are not accepted. Save the file as .xlsx and upload it again.',
    uz: '.xls (Excel 97–2003) fayllari qabul qilinmaydi. Faylni .xlsx formatida saqlab, qayta yuklang.',
  },
  'import.type': {
    ru: 'Загрузите файл .xlsx, .csv или .txt.',
    en: 'Upload an .xlsx, .csv or .txt file.',
    uz: '.xlsx, .csv yoki .txt faylini yuklang.',
  },
  'import.tooLarge': {
    ru: 'Файл больше 10 МБ. Разделите его на несколько файлов.',
    en: 'The file is larger than 10 MB. Split it into several files.',
    uz: 'Fayl 10 MB dan katta. Uni bir nechta faylga boʻling.',
  },
  'import.tooManyRows': {
    ru: 'В файле больше 10 000 строк. Разделите его на несколько файлов.',
    en: 'The file has more than 10,000 rows. Split it into several files.',
    uz: 'Faylda 10 000 dan ortiq qator bor. Uni bir nechta faylga boʻling.',
  },
  'import.tooManyColumns': {
    ru: 'В строке файла слишком много столбцов: это не файл платежей. Используйте шаблон.',
    en: 'A row of the file has too many columns: this is not a payment file. Use the template.',
    uz: 'Fayl qatorida ustunlar juda koʻp: bu toʻlovlar fayli emas. Shablondan foydalaning.',
  },
  'import.damaged': {
    ru: 'Файл повреждён или не читается. Сохраните его заново и загрузите снова.',
    en: 'The file is damaged or cannot be read. Save it again and upload it again.',
    uz: 'Fayl buzilgan yoki oʻqib boʻlmaydi. Uni qayta saqlab, yana yuklang.',
  },
  'import.binary': {
    ru: 'Это не текстовый файл CSV. Загрузите файл .csv, .txt или .xlsx.',
    en: 'This is not a CSV text file. Upload a .csv, .txt or .xlsx file.',
    uz: 'Bu CSV matn fayli emas. .csv, .txt yoki .xlsx faylini yuklang.',
  },
  'import.empty': {
    ru: 'В файле нет строк с платежами.',
    en: 'The file has no payment rows.',
    uz: 'Faylda toʻlov qatorlari yoʻq.',
  },
  'import.signed': {
    ru: 'Платежи из этого файла уже подписаны: файл нельзя удалить.',
    en: 'Payments from this file are already signed: the file cannot be deleted.',
    uz: 'Ushbu fayldagi toʻlovlar allaqachon imzolangan: faylni oʻchirib boʻlmaydi.',
  },
  'import.rowFixed': {
    ru: 'Строка уже исправлена.',
    en: 'The row has already been fixed.',
    uz: 'Qator allaqachon tuzatilgan.',
  },
  'import.failed': {
    ru: 'Файл не удалось обработать.',
    en: 'The file could not be processed.',
    uz: 'Faylni qayta ishlab boʻlmadi.',
  },
  'import.template.sheet': { ru: 'Платежи в сумах', en: 'Soum payments', uz: 'Soʻmdagi toʻlovlar' },
  'import.column.number': { ru: 'Номер документа', en: 'Document number', uz: 'Hujjat raqami' },
  'import.column.date': { ru: 'Дата документа', en: 'Document date', uz: 'Hujjat sanasi' },
  'import.column.type': { ru: 'Тип платежа (1–4)', en: 'Payment type (1–4)', uz: 'Toʻlov turi (1–4)' },
  'import.column.account': { ru: 'Счёт плательщика', en: 'Payer account', uz: 'Toʻlovchi hisobvaragʻi' },
  'import.column.mfo': { ru: 'МФО плательщика', en: 'Payer bank code (MFO)', uz: 'Toʻlovchi MFO' },
  'import.column.r_account': { ru: 'Счёт получателя', en: 'Recipient account', uz: 'Oluvchi hisobvaragʻi' },
  'import.column.r_mfo': { ru: 'МФО получателя', en: 'Recipient bank code (MFO)', uz: 'Oluvchi MFO' },
  'import.column.r_name': { ru: 'Наименование получателя', en: 'Recipient name', uz: 'Oluvchi nomi' },
  'import.column.r_inn': { ru: 'ИНН получателя', en: 'Recipient INN', uz: 'Oluvchi STIR' },
  'import.column.r_account_25': {
    ru: 'Счёт дохода бюджета (25)',
    en: 'Budget income account (25)',
    uz: 'Byudjet daromadi hisobvaragʻi (25)',
  },
  'import.column.r_account_27': {
    ru: 'Лицевой счёт бюджетополучателя (27)',
    en: 'Budget recipient account (27)',
    uz: 'Byudjet oluvchining shaxsiy hisobvaragʻi (27)',
  },
  'import.column.r_inn_27': {
    ru: 'ИНН бюджетополучателя',
    en: 'Budget recipient INN',
    uz: 'Byudjet oluvchi STIR',
  },
  'import.column.corp_card': { ru: 'Корпоративная карта', en: 'Corporate card', uz: 'Korporativ karta' },
  'import.column.r_pinfl': { ru: 'ПИНФЛ получателя', en: 'Recipient PINFL', uz: 'Oluvchi JSHSHIR' },
  'import.column.sum': { ru: 'Сумма', en: 'Amount', uz: 'Summa' },
  'import.column.code': { ru: 'Код назначения', en: 'Purpose code', uz: 'Toʻlov maqsadi kodi' },
  'import.column.description': { ru: 'Назначение платежа', en: 'Payment purpose', uz: 'Toʻlov maqsadi' },
} as const satisfies Record<string, Texts>;
