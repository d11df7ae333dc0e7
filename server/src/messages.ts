/**
 * The server's shared messages: the envelope, request, auth, idempotency and version answers and
 * the generic field and validation texts every module uses. Each module keeps its own messages in
 * server/src/modules/<module>/messages.ts; server/src/i18n.ts composes them into one `t()`.
 */
import type { Language } from '../../contracts/envelope.ts';

/** One message in every language the server answers in. */
export type Texts = Readonly<Record<Language, string>>;

export const commonMessages = {
  'request.invalid': {
    ru: 'Переданы неправильные данные!',
    en: 'Invalid data was sent!',
    uz: 'Notoʻgʻri maʼlumotlar yuborildi!',
  },
  'request.rejected': {
    ru: 'Проверьте введённые данные.',
    en: 'Please check the data you entered.',
    uz: 'Kiritilgan maʼlumotlarni tekshiring.',
  },
  'request.tooLarge': {
    ru: 'Слишком большой запрос.',
    en: 'The request is too large.',
    uz: 'Soʻrov hajmi juda katta.',
  },
  'request.tooMany': {
    ru: 'Слишком много запросов. Повторите через {minutes} мин.',
    en: 'Too many requests. Try again in {minutes} min.',
    uz: 'Soʻrovlar juda koʻp. {minutes} daqiqadan soʻng qayta urinib koʻring.',
  },
  'idempotency.keyRequired': {
    ru: 'Запрос без ключа идемпотентности (заголовок Idempotency-Key) не принимается.',
    en: 'This request needs an idempotency key (Idempotency-Key header).',
    uz: 'Bu soʻrov idempotentlik kalitisiz (Idempotency-Key sarlavhasi) qabul qilinmaydi.',
  },
  'idempotency.keyInvalid': {
    ru: 'Ключ идемпотентности должен быть UUID.',
    en: 'The idempotency key must be a UUID.',
    uz: 'Idempotentlik kaliti UUID boʻlishi kerak.',
  },
  'idempotency.inFlight': {
    ru: 'Этот запрос ещё обрабатывается. Повторите попытку чуть позже.',
    en: 'This request is still being processed. Try again in a moment.',
    uz: 'Bu soʻrov hali bajarilmoqda. Birozdan soʻng qayta urinib koʻring.',
  },
  'idempotency.mismatch': {
    ru: 'Ключ идемпотентности уже использован для другого запроса.',
    en: 'The idempotency key was already used for a different request.',
    uz: 'Idempotentlik kaliti boshqa soʻrov uchun allaqachon ishlatilgan.',
  },
  'version.required': {
    ru: 'Не указана версия документа (заголовок If-Match). Обновите данные и повторите.',
    en: 'The document version is missing (If-Match header). Reload and try again.',
    uz: 'Hujjat versiyasi koʻrsatilmagan (If-Match sarlavhasi). Maʼlumotlarni yangilab, qayta urinib koʻring.',
  },
  'version.changed': {
    ru: 'Документ изменился с тех пор, как вы его открыли. Обновите данные и проверьте изменения.',
    en: 'The document has changed since you opened it. Reload and review the changes.',
    uz: 'Hujjat siz ochganingizdan keyin oʻzgargan. Maʼlumotlarni yangilab, oʻzgarishlarni tekshiring.',
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
    uz: 'Parolni oʻzgartirish kerak.',
  },
  notFound: { ru: 'Не найдено.', en: 'Not found.', uz: 'Topilmadi.' },
  'server.error': {
    ru: 'Непредвиденная ошибка. Попробуйте позже.',
    en: 'Unexpected error. Please try again later.',
    uz: 'Kutilmagan xatolik. Keyinroq urinib koʻring.',
  },
  'server.maintenance': {
    ru: 'Технические работы: сайт модернизируется. Попробуйте позже.',
    en: 'Maintenance: the site is being upgraded. Please try again later.',
    uz: 'Texnik ishlar: sayt modernizatsiya qilinmoqda. Keyinroq urinib koʻring.',
  },
  'amount.negative': {
    ru: 'Сумма не может быть отрицательной.',
    en: 'The amount cannot be negative.',
    uz: 'Summa manfiy boʻlishi mumkin emas.',
  },
  'field.required': { ru: 'Заполните поле.', en: 'Fill in the field.', uz: 'Maydonni toʻldiring.' },
  'field.minLength': {
    ru: 'Минимальное количество символов: {n}.',
    en: 'Minimum number of characters: {n}.',
    uz: 'Belgilarning eng kam soni: {n}.',
  },
  'field.maxLength': {
    ru: 'Максимальное количество символов: {n}.',
    en: 'Maximum number of characters: {n}.',
    uz: 'Belgilarning eng koʻp soni: {n}.',
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
    uz: 'Maydon notoʻgʻri toʻldirilgan.',
  },
  'field.unknown': {
    ru: 'Неизвестное поле.',
    en: 'Unknown field.',
    uz: 'Nomaʼlum maydon.',
  },
  // `validation.*` translate the shared rule keys of contracts/validation/messages.ts for the 422
  // entries of uzsPaymentRules and the claim rules.
  'validation.required': { ru: 'Заполните поле.', en: 'Fill in the field.', uz: 'Maydonni toʻldiring.' },
  'validation.requiredAll': {
    ru: 'Заполните все обязательные поля.',
    en: 'Fill in all required fields.',
    uz: 'Barcha majburiy maydonlarni toʻldiring.',
  },
  'validation.invalid': {
    ru: 'Поле заполнено неверно.',
    en: 'The field is filled in incorrectly.',
    uz: 'Maydon notoʻgʻri toʻldirilgan.',
  },
  'validation.invalidCharacters': {
    ru: 'Недопустимые символы: {characters}',
    en: 'Invalid characters: {characters}',
    uz: 'Ruxsat etilmagan belgilar: {characters}',
  },
  'validation.pattern': {
    ru: 'Поле не соответствует шаблону.',
    en: 'The field does not match the pattern.',
    uz: 'Maydon namunaga mos kelmaydi.',
  },
  'validation.email': { ru: 'Неверный e-mail.', en: 'Incorrect email.', uz: 'Notoʻgʻri e-mail.' },
  'validation.phone': {
    ru: 'Неверный номер телефона.',
    en: 'Wrong phone number.',
    uz: 'Telefon raqami notoʻgʻri.',
  },
  'validation.number.min': {
    ru: 'Минимальное значение: {min}.',
    en: 'Minimum value: {min}.',
    uz: 'Eng kichik qiymat: {min}.',
  },
  'validation.number.max': {
    ru: 'Максимальное значение: {max}.',
    en: 'Maximum value: {max}.',
    uz: 'Eng katta qiymat: {max}.',
  },
  'validation.length.min': {
    ru: 'Минимальное количество символов: {min}.',
    en: 'Minimum number of characters: {min}.',
    uz: 'Belgilarning eng kam soni: {min}.',
  },
  'validation.length.max': {
    ru: 'Максимальное количество символов: {max}.',
    en: 'Maximum number of characters: {max}.',
    uz: 'Belgilarning eng koʻp soni: {max}.',
  },
  'validation.length.more': {
    ru: 'Введите ещё {count} симв.',
    en: 'Enter {count} more characters.',
    uz: 'Yana {count} ta belgi kiriting.',
  },
  'validation.length.exact': {
    ru: 'Поле должно содержать {length} символов.',
    en: 'The field must contain {length} characters.',
    uz: 'Maydon {length} ta belgidan iborat boʻlishi kerak.',
  },
  'validation.amount.min': {
    ru: 'Минимальная сумма {min} сум.',
    en: 'The minimum amount is {min} soum.',
    uz: 'Eng kam summa {min} soʻm.',
  },
  'validation.dateRange.order': {
    ru: 'Начало периода позже его конца.',
    en: 'The start of the period is after its end.',
    uz: 'Davr boshlanishi uning oxiridan keyin.',
  },
  'validation.card.expired': {
    ru: 'Срок действия карты истёк.',
    en: 'The card has expired.',
    uz: 'Kartaning amal qilish muddati tugagan.',
  },
} as const satisfies Record<string, Texts>;
