/** Server messages of the registration of accounts, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const registrationMessages = {
  'registration.status.new': { ru: 'Новая', en: 'New', uz: 'Yangi' },
  'registration.status.in_work': { ru: 'В работе', en: 'In progress', uz: 'Ishda' },
  'registration.status.completed': {
    ru: 'Шаги пройдены, счёт открывается',
    en: 'Steps done, account being opened',
    uz: 'Bosqichlar bajarildi, hisob ochilmoqda',
  },
  'registration.status.opened': { ru: 'Счёт открыт', en: 'Account opened', uz: 'Hisob ochildi' },
  'registration.status.rejected': { ru: 'Отклонена', en: 'Rejected', uz: 'Rad etildi' },
  'registration.closed': {
    ru: 'Заявка уже обработана: действие недоступно.',
    en: 'The application has already been dealt with: this action is no longer available.',
    uz: 'Ariza allaqachon koʻrib chiqilgan: bu amal endi mavjud emas.',
  },
  'registration.notMine': {
    ru: 'Сначала возьмите заявку в работу.',
    en: 'Take the application first.',
    uz: 'Avval arizani ishga oling.',
  },
  'registration.stepMoved': {
    ru: 'Текущий шаг заявки изменился. Обновите страницу.',
    en: 'The application’s current step has changed. Reload the page.',
    uz: 'Arizaning joriy bosqichi oʻzgardi. Sahifani yangilang.',
  },
  'registration.reason': {
    ru: 'Укажите причину отказа (не короче 3 символов).',
    en: 'Give the reason for the rejection (at least 3 characters).',
    uz: 'Rad etish sababini kiriting (kamida 3 belgi).',
  },
  'registration.name': {
    ru: 'Введите название (от 2 символов).',
    en: 'Enter a name (2 characters or more).',
    uz: 'Nomini kiriting (kamida 2 belgi).',
  },
  'registration.code': {
    ru: 'Код: латинские строчные буквы, цифры и «_», начинается с буквы, 2–40 символов.',
    en: 'Code: lower-case Latin letters, digits and “_”, starting with a letter, 2–40 characters.',
    uz: 'Kod: kichik lotin harflari, raqamlar va «_», harf bilan boshlanadi, 2–40 belgi.',
  },
  'registration.codeTaken': {
    ru: 'Параметр с таким кодом уже есть.',
    en: 'A parameter with this code already exists.',
    uz: 'Bunday kodli parametr allaqachon mavjud.',
  },
  'registration.step': {
    ru: 'Выберите шаг из списка.',
    en: 'Choose a step from the list.',
    uz: 'Roʻyxatdan bosqichni tanlang.',
  },
  'registration.options': {
    ru: 'Для списка укажите хотя бы один вариант, без повторов и пустых.',
    en: 'A list needs at least one option, none empty or repeated.',
    uz: 'Roʻyxat uchun kamida bitta variant kiriting, boʻsh va takrorlanmagan.',
  },
  'registration.value.required': {
    ru: 'Заполните это поле.',
    en: 'Fill in this field.',
    uz: 'Bu maydonni toʻldiring.',
  },
  'registration.value.number': {
    ru: 'Введите число (например, 1250 или 12.5).',
    en: 'Enter a number (for example 1250 or 12.5).',
    uz: 'Raqam kiriting (masalan, 1250 yoki 12.5).',
  },
  'registration.value.date': {
    ru: 'Введите дату в формате ГГГГ-ММ-ДД.',
    en: 'Enter a date as YYYY-MM-DD.',
    uz: 'Sanani YYYY-OO-KK koʻrinishida kiriting.',
  },
  'registration.value.select': {
    ru: 'Выберите значение из списка.',
    en: 'Choose a value from the list.',
    uz: 'Roʻyxatdan qiymat tanlang.',
  },
  'registration.value.boolean': {
    ru: 'Выберите «да» или «нет».',
    en: 'Choose yes or no.',
    uz: '«Ha» yoki «yoʻq»ni tanlang.',
  },
  'registration.value.long': {
    ru: 'Слишком длинное значение.',
    en: 'The value is too long.',
    uz: 'Qiymat juda uzun.',
  },
  'registration.value.unknown': {
    ru: 'Такого параметра нет или он отключён.',
    en: 'No such parameter, or it is switched off.',
    uz: 'Bunday parametr yoʻq yoki u oʻchirilgan.',
  },
} as const satisfies Record<string, Texts>;
