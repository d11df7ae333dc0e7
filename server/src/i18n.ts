/**
 * Messages the server writes into envelopes, in the request's language (`Language` header, Russian
 * by default). Screen texts live in the client's locales; only what the server says is here.
 */
import type { Language } from '../../contracts/envelope.ts';
import { deviceTexts } from './modules/devices/texts.ts';
import { accountsTexts } from './modules/accounts/texts.ts';
import { uzsPaymentTexts } from './modules/uzs-payment/texts.ts';

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
  'sms.text': {
    ru: 'CorpBank: код {code} — {purpose}. Никому не сообщайте его.',
    en: 'CorpBank: code {code} for {purpose}. Do not share it with anyone.',
    uz: 'CorpBank: {purpose} uchun kod {code}. Uni hech kimga aytmang.',
  },
  'sms.purpose.key-renewal': {
    ru: 'продление ключа ЭЦП',
    en: 'digital signature key renewal',
    uz: 'ERI kalitini uzaytirish',
  },
  'sms.purpose.device-activation': {
    ru: 'активация устройства',
    en: 'device activation',
    uz: 'qurilmani faollashtirish',
  },
  'sms.noPhone': {
    ru: 'У вас не указан номер телефона. Обратитесь в обслуживающий филиал.',
    en: 'No phone number is registered for you. Please contact your servicing branch.',
    uz: 'Sizda telefon raqami ko‘rsatilmagan. Xizmat ko‘rsatuvchi filialga murojaat qiling.',
  },
  'sms.resendTooSoon': {
    ru: 'Новый код можно запросить через {seconds} с.',
    en: 'A new code can be requested in {seconds} s.',
    uz: 'Yangi kodni {seconds} soniyadan so‘ng so‘rash mumkin.',
  },
  'sms.wrongCode': {
    ru: 'Неверный код. Осталось попыток: {n}.',
    en: 'Wrong code. Tries left: {n}.',
    uz: 'Kod noto‘g‘ri. Qolgan urinishlar: {n}.',
  },
  'sms.expired': {
    ru: 'Код недействителен или истёк. Запросите новый код.',
    en: 'The code is no longer valid. Request a new one.',
    uz: 'Kod yaroqsiz yoki muddati o‘tgan. Yangi kod so‘rang.',
  },
  'sms.tooManyTries': {
    ru: 'Слишком много неверных попыток. Запросите новый код.',
    en: 'Too many wrong tries. Request a new code.',
    uz: 'Noto‘g‘ri urinishlar juda ko‘p. Yangi kod so‘rang.',
  },
  'sms.unavailable': {
    ru: 'Отправка SMS сейчас недоступна.',
    en: 'Sending SMS is not available at the moment.',
    uz: 'SMS yuborish hozircha mavjud emas.',
  },
  'sms.notVerified': {
    ru: 'Сначала подтвердите операцию кодом из SMS.',
    en: 'Confirm the operation with the SMS code first.',
    uz: 'Avval amalni SMS-kod bilan tasdiqlang.',
  },
  'signingKey.noKey': {
    ru: 'Для вас не зарегистрирован ключ ЭЦП. Обратитесь в обслуживающий филиал.',
    en: 'No signature key is registered for you. Please contact your servicing branch.',
    uz: 'Siz uchun ERI kaliti ro‘yxatdan o‘tkazilmagan. Xizmat ko‘rsatuvchi filialga murojaat qiling.',
  },
  'signingKey.noChallenge': {
    ru: 'Проверка устарела. Повторите проверку ключа.',
    en: 'The check has expired. Check the key again.',
    uz: 'Tekshiruv eskirdi. Kalitni qayta tekshiring.',
  },
  'signingKey.invalidSignature': {
    ru: 'Подпись не принадлежит вашему зарегистрированному ключу. Проверьте, что вставлен ваш ключ.',
    en: 'The signature is not made by your registered key. Check that your own key is inserted.',
    uz: 'Imzo sizning ro‘yxatdan o‘tgan kalitingizga tegishli emas. O‘z kalitingiz qo‘yilganini tekshiring.',
  },
  'signingKey.expired': {
    ru: 'Срок действия ключа истёк. Продлите ключ.',
    en: 'The key has expired. Renew it.',
    uz: 'Kalitning amal qilish muddati tugagan. Kalitni uzaytiring.',
  },
  'signingKey.expiring': {
    ru: 'Срок действия ключа истекает через {days} дн. Рекомендуем продлить ключ.',
    en: 'The key expires in {days} days. We recommend renewing it.',
    uz: 'Kalitning amal qilish muddati {days} kundan so‘ng tugaydi. Kalitni uzaytirish tavsiya etiladi.',
  },
  'signingKey.oldClient': {
    ru: 'Версия программы подписи {version} устарела. Установите версию {recommended}.',
    en: 'Signing client version {version} is outdated. Install version {recommended}.',
    uz: 'Imzolash dasturining {version} versiyasi eskirgan. {recommended} versiyasini o‘rnating.',
  },
  'signingKey.notRenewable': {
    ru: 'Ключ действует ещё долго, продление пока не требуется.',
    en: 'The key is valid for a long time yet; renewal is not needed.',
    uz: 'Kalit hali uzoq amal qiladi, uzaytirish hozircha shart emas.',
  },
  'ticker.status.active': { ru: 'Активна', en: 'Active', uz: 'Faol' },
  'ticker.status.inactive': { ru: 'Неактивна', en: 'Inactive', uz: 'Nofaol' },
  'chat.fileType': {
    ru: 'Можно прикрепить изображение (JPG, PNG), PDF или документ Word/Excel.',
    en: 'You can attach an image (JPG, PNG), a PDF or a Word/Excel document.',
    uz: 'Rasm (JPG, PNG), PDF yoki Word/Excel hujjatini biriktirish mumkin.',
  },
  'chat.fileSize': {
    ru: 'Файл больше 10 МБ.',
    en: 'The file is larger than 10 MB.',
    uz: 'Fayl hajmi 10 MB dan katta.',
  },
  'chat.archived': {
    ru: 'Обращение уже завершено.',
    en: 'This conversation has already ended.',
    uz: 'Murojaat allaqachon yakunlangan.',
  },
  'tgb.notReady': {
    ru: 'Обращение уже взято в работу.',
    en: 'This appeal has already been taken.',
    uz: 'Murojaat allaqachon ishga olingan.',
  },
  'tgb.notActive': {
    ru: 'Обращение не в работе: сначала нажмите «Начать».',
    en: 'This appeal is not in processing: press Start first.',
    uz: 'Murojaat ishda emas: avval «Boshlash» tugmasini bosing.',
  },
  'tgb.otherOperator': {
    ru: 'Обращение ведёт другой оператор: {name}.',
    en: 'Another operator handles this appeal: {name}.',
    uz: 'Murojaatni boshqa operator olib bormoqda: {name}.',
  },
  'tgb.closed': {
    ru: 'Обращение закрыто: {reason}',
    en: 'The appeal is closed: {reason}',
    uz: 'Murojaat yopilgan: {reason}',
  },
  'tgb.webhookSecret': {
    ru: 'Неверный секретный токен.',
    en: 'Wrong secret token.',
    uz: 'Maxfiy token noto‘g‘ri.',
  },
  'chat.orgRequired': {
    ru: 'Чат доступен пользователям организации.',
    en: 'The chat is for users of an organisation.',
    uz: 'Chat tashkilot foydalanuvchilari uchun.',
  },
  'callOrder.type.accounts': { ru: 'Счета', en: 'Accounts', uz: 'Hisobvaraqlar' },
  'callOrder.type.payments': { ru: 'Платежи', en: 'Payments', uz: 'To‘lovlar' },
  'callOrder.type.cards': { ru: 'Карты', en: 'Cards', uz: 'Kartalar' },
  'callOrder.type.loans': { ru: 'Кредиты', en: 'Loans', uz: 'Kreditlar' },
  'callOrder.type.other': { ru: 'Другое', en: 'Other', uz: 'Boshqa' },
  'kartoteka.accountPair': {
    ru: 'Укажите счёт вместе с МФО банка.',
    en: 'Give the account together with its bank code (MFO).',
    uz: 'Hisobvaraqni bank MFO kodi bilan birga ko‘rsating.',
  },
  'kartoteka.reason.currency_purchase': {
    ru: 'Покупка иностранной валюты (22613)',
    en: 'Foreign currency purchase (22613)',
    uz: 'Chet el valyutasini sotib olish (22613)',
  },
  'kartoteka.reason.court_order': {
    ru: 'Арест по решению суда',
    en: 'Court order',
    uz: 'Sud qarori bo‘yicha xatlov',
  },
  'kartoteka.reason.tax_order': {
    ru: 'Приостановление налоговым органом',
    en: 'Tax authority hold',
    uz: 'Soliq organi tomonidan to‘xtatish',
  },
  'kartoteka.reason.guarantee': {
    ru: 'Обеспечение гарантии',
    en: 'Guarantee cover',
    uz: 'Kafolat ta’minoti',
  },
  ...uzsPaymentTexts,
  ...deviceTexts,
  ...accountsTexts,
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
