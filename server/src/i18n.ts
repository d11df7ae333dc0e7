/**
 * Messages the server writes into envelopes, in the request's language (`Language` header, Russian
 * by default). Screen texts live in the client's locales; only what the server says is here.
 */
import type { Language } from '../../contracts/envelope.ts';

type Texts = Readonly<Record<Language, string>>;

const catalogue = {
  'request.invalid': {
    ru: 'Переданы неправильные данные!',
    en: 'Invalid data was sent!',
    uz: 'Noto‘g‘ri ma’lumotlar yuborildi!',
  },
  'request.rejected': {
    ru: 'Проверьте введённые данные.',
    en: 'Please check the data you entered.',
    uz: 'Kiritilgan ma’lumotlarni tekshiring.',
  },
  'request.tooLarge': {
    ru: 'Слишком большой запрос.',
    en: 'The request is too large.',
    uz: 'So‘rov hajmi juda katta.',
  },
  'idempotency.keyRequired': {
    ru: 'Запрос без ключа идемпотентности (заголовок Idempotency-Key) не принимается.',
    en: 'This request needs an idempotency key (Idempotency-Key header).',
    uz: 'Bu so‘rov idempotentlik kalitisiz (Idempotency-Key sarlavhasi) qabul qilinmaydi.',
  },
  'idempotency.keyInvalid': {
    ru: 'Ключ идемпотентности должен быть UUID.',
    en: 'The idempotency key must be a UUID.',
    uz: 'Idempotentlik kaliti UUID bo‘lishi kerak.',
  },
  'idempotency.inFlight': {
    ru: 'Этот запрос ещё обрабатывается. Повторите попытку чуть позже.',
    en: 'This request is still being processed. Try again in a moment.',
    uz: 'Bu so‘rov hali bajarilmoqda. Birozdan so‘ng qayta urinib ko‘ring.',
  },
  'idempotency.mismatch': {
    ru: 'Ключ идемпотентности уже использован для другого запроса.',
    en: 'The idempotency key was already used for a different request.',
    uz: 'Idempotentlik kaliti boshqa so‘rov uchun allaqachon ishlatilgan.',
  },
  'version.required': {
    ru: 'Не указана версия документа (заголовок If-Match). Обновите данные и повторите.',
    en: 'The document version is missing (If-Match header). Reload and try again.',
    uz: 'Hujjat versiyasi ko‘rsatilmagan (If-Match sarlavhasi). Ma’lumotlarni yangilab, qayta urinib ko‘ring.',
  },
  'version.changed': {
    ru: 'Документ изменился с тех пор, как вы его открыли. Обновите данные и проверьте изменения.',
    en: 'The document has changed since you opened it. Reload and review the changes.',
    uz: 'Hujjat siz ochganingizdan keyin o‘zgargan. Ma’lumotlarni yangilab, o‘zgarishlarni tekshiring.',
  },
  'auth.required': {
    ru: 'Сессия завершена. Войдите снова.',
    en: 'Your session has ended. Please sign in again.',
    uz: 'Seans yakunlandi. Qaytadan kiring.',
  },
  'auth.forbidden': {
    ru: 'Недостаточно прав для этого действия.',
    en: 'You are not allowed to do this.',
    uz: 'Bu amal uchun huquqingiz yetarli emas.',
  },
  'auth.passwordChangeRequired': {
    ru: 'Необходимо сменить пароль.',
    en: 'You must change your password.',
    uz: 'Parolni o‘zgartirish kerak.',
  },
  notFound: { ru: 'Не найдено.', en: 'Not found.', uz: 'Topilmadi.' },
  'server.error': {
    ru: 'Непредвиденная ошибка. Попробуйте позже.',
    en: 'Unexpected error. Please try again later.',
    uz: 'Kutilmagan xatolik. Keyinroq urinib ko‘ring.',
  },
  'server.maintenance': {
    ru: 'Технические работы: сайт модернизируется. Попробуйте позже.',
    en: 'Maintenance: the site is being upgraded. Please try again later.',
    uz: 'Texnik ishlar: sayt modernizatsiya qilinmoqda. Keyinroq urinib ko‘ring.',
  },
  'login.invalid': {
    ru: 'Неверный логин или пароль.',
    en: 'Wrong username or password.',
    uz: 'Login yoki parol noto‘g‘ri.',
  },
  'login.locked': {
    ru: 'Слишком много неудачных попыток входа. Вход заблокирован до {until} (время Ташкента).',
    en: 'Too many failed sign-in attempts. Sign-in is blocked until {until} (Tashkent time).',
    uz: 'Kirishga juda ko‘p muvaffaqiyatsiz urinishlar. Kirish {until} gacha bloklangan (Toshkent vaqti).',
  },
  'captcha.invalid': {
    ru: 'Неверный или устаревший код с картинки. Обновите картинку и попробуйте снова.',
    en: 'The picture code is wrong or expired. Refresh the picture and try again.',
    uz: 'Rasmdagi kod noto‘g‘ri yoki eskirgan. Rasmni yangilang va qayta urinib ko‘ring.',
  },
  'password.oldWrong': {
    ru: 'Текущий пароль указан неверно.',
    en: 'The current password is wrong.',
    uz: 'Joriy parol noto‘g‘ri.',
  },
  'password.mismatch': {
    ru: 'Пароли не совпадают.',
    en: 'The passwords do not match.',
    uz: 'Parollar mos kelmaydi.',
  },
  'password.sameAsOld': {
    ru: 'Новый пароль должен отличаться от текущего.',
    en: 'The new password must differ from the current one.',
    uz: 'Yangi parol joriy paroldan farq qilishi kerak.',
  },
  'password.rule.minLength': {
    ru: 'Пароль должен содержать не менее {min} символов.',
    en: 'The password must be at least {min} characters long.',
    uz: 'Parol kamida {min} ta belgidan iborat bo‘lishi kerak.',
  },
  'password.rule.notDigitsOnly': {
    ru: 'Пароль не должен состоять только из цифр.',
    en: 'The password must not consist of digits only.',
    uz: 'Parol faqat raqamlardan iborat bo‘lmasligi kerak.',
  },
  'password.rule.notSimple': {
    ru: 'Пароль слишком простой или содержит логин.',
    en: 'The password is too simple or contains the username.',
    uz: 'Parol juda oddiy yoki loginni o‘z ichiga oladi.',
  },
  'password.rule.threeKinds': {
    ru: 'Пароль должен содержать символы не менее трёх видов: строчные и прописные буквы, цифры, знаки.',
    en: 'The password must mix at least three kinds of characters: lower and upper case letters, digits, symbols.',
    uz: 'Parolda kamida uch xil belgi bo‘lishi kerak: kichik va katta harflar, raqamlar, belgilar.',
  },
  'password.rule.notDigitsThenLetters': {
    ru: 'Пароль не должен начинаться с цифр и заканчиваться буквами.',
    en: 'The password must not start with digits and end with letters.',
    uz: 'Parol raqamlar bilan boshlanib, harflar bilan tugamasligi kerak.',
  },
  'password.changed': {
    ru: 'Пароль изменён. Войдите снова с новым паролем.',
    en: 'The password has been changed. Sign in again with the new password.',
    uz: 'Parol o‘zgartirildi. Yangi parol bilan qaytadan kiring.',
  },
  'forgot.accepted': {
    ru: 'Заявка принята. Если данные верны, сотрудник банка свяжется с вами.',
    en: 'Request received. If the details are correct, a bank officer will contact you.',
    uz: 'Ariza qabul qilindi. Ma’lumotlar to‘g‘ri bo‘lsa, bank xodimi siz bilan bog‘lanadi.',
  },
  'personalManager.none': {
    ru: 'Персональный менеджер не назначен.',
    en: 'No personal manager is assigned.',
    uz: 'Shaxsiy menejer biriktirilmagan.',
  },
  'amount.negative': {
    ru: 'Сумма не может быть отрицательной.',
    en: 'The amount cannot be negative.',
    uz: 'Summa manfiy bo‘lishi mumkin emas.',
  },
  'field.required': { ru: 'Заполните поле.', en: 'Fill in the field.', uz: 'Maydonni to‘ldiring.' },
  'field.minLength': {
    ru: 'Минимальное количество символов: {n}.',
    en: 'Minimum number of characters: {n}.',
    uz: 'Belgilarning eng kam soni: {n}.',
  },
  'field.maxLength': {
    ru: 'Максимальное количество символов: {n}.',
    en: 'Maximum number of characters: {n}.',
    uz: 'Belgilarning eng ko‘p soni: {n}.',
  },
  'field.min': { ru: 'Минимальное значение: {n}.', en: 'Minimum value: {n}.', uz: 'Eng kichik qiymat: {n}.' },
  'field.max': { ru: 'Максимальное значение: {n}.', en: 'Maximum value: {n}.', uz: 'Eng katta qiymat: {n}.' },
  'field.pattern': {
    ru: 'Поле не соответствует шаблону.',
    en: 'The field does not match the pattern.',
    uz: 'Maydon namunaga mos kelmaydi.',
  },
  'field.invalid': {
    ru: 'Поле заполнено неверно.',
    en: 'The field is filled in incorrectly.',
    uz: 'Maydon noto‘g‘ri to‘ldirilgan.',
  },
  'field.unknown': {
    ru: 'Неизвестное поле.',
    en: 'Unknown field.',
    uz: 'Noma’lum maydon.',
  },
  'export.noData': {
    ru: 'Нет данных для экспорта.',
    en: 'There is no data to export.',
    uz: 'Eksport uchun ma’lumot yo‘q.',
  },
  'ticker.status.active': { ru: 'Активна', en: 'Active', uz: 'Faol' },
  'ticker.status.inactive': { ru: 'Неактивна', en: 'Inactive', uz: 'Nofaol' },
} as const satisfies Record<string, Texts>;

export type MessageKey = keyof typeof catalogue;
export type MessageParams = Readonly<Record<string, string | number>>;

export function t(lang: Language, key: MessageKey, params: MessageParams = {}): string {
  const text: string = catalogue[key][lang];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
