/**
 * Messages the server writes into envelopes, in the request's language (`Language` header, Russian
 * by default). Screen texts live in the client's locales; only what the server says is here.
 */
import type { Language } from '../../contracts/envelope.ts';
import { deviceTexts } from './modules/devices/texts.ts';

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
  'login.blocked': {
    ru: 'Доступ к интернет-банку заблокирован. Обратитесь в банк.',
    en: 'Your internet banking access is blocked. Please contact the bank.',
    uz: 'Internet-bankka kirish bloklangan. Bankka murojaat qiling.',
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
  // Soum payments and payment claims. Status and type names answer status-list and type-list;
  // `uzs.bank.*` are the bank's refusal reasons (error_bank), stored as keys and translated when
  // read; `validation.*` translate the shared rule keys of contracts/validation/messages.ts for the
  // 422 entries of uzsPaymentRules and the claim rules.
  'uzs.status.1': { ru: 'Создан', en: 'Created', uz: 'Yaratilgan' },
  'uzs.status.2': { ru: 'Введён', en: 'Entered', uz: 'Kiritilgan' },
  'uzs.status.3': { ru: 'Подписан (B)', en: 'Signed (B)', uz: 'Imzolangan (B)' },
  'uzs.status.4': { ru: 'Подписан', en: 'Signed', uz: 'Imzolangan' },
  'uzs.status.5': { ru: 'Отправлен на проверку', en: 'Submitted for review', uz: 'Tekshiruvga yuborilgan' },
  'uzs.status.6': { ru: 'Проведён', en: 'Passed', uz: 'O‘tkazilgan' },
  'uzs.status.7': { ru: 'Отказан', en: 'Denied', uz: 'Rad etilgan' },
  'uzs.status.8': { ru: 'Оплачен', en: 'Paid', uz: 'To‘langan' },
  'uzs.type.1': { ru: 'Обычный платёж', en: 'Ordinary payment', uz: 'Oddiy to‘lov' },
  'uzs.type.2': { ru: 'Платёж в бюджет', en: 'Budget payment', uz: 'Byudjetga to‘lov' },
  'uzs.type.3': { ru: 'Доход бюджета', en: 'Budget income', uz: 'Byudjet daromadi' },
  'uzs.type.4': {
    ru: 'Пополнение корпоративной карты',
    en: 'Corporate card top-up',
    uz: 'Korporativ kartani to‘ldirish',
  },
  'uzs.type.5': {
    ru: 'Перевод между своими счетами',
    en: 'Transfer between own accounts',
    uz: 'O‘z hisobvaraqlari o‘rtasida o‘tkazma',
  },
  'uzs.action.create': { ru: 'Создан', en: 'Created', uz: 'Yaratildi' },
  'uzs.action.edit': { ru: 'Изменён', en: 'Edited', uz: 'O‘zgartirildi' },
  'uzs.action.copy': { ru: 'Создан копированием', en: 'Created as a copy', uz: 'Nusxa sifatida yaratildi' },
  'uzs.action.approve': {
    ru: 'Утверждён для подписи',
    en: 'Approved for signature',
    uz: 'Imzolash uchun tasdiqlandi',
  },
  'uzs.action.sign': { ru: 'Подписан', en: 'Signed', uz: 'Imzolandi' },
  'uzs.action.recall': {
    ru: 'Утверждение отозвано, подписи аннулированы',
    en: 'Approval recalled, signatures voided',
    uz: 'Tasdiq qaytarib olindi, imzolar bekor qilindi',
  },
  'uzs.action.auth': {
    ru: 'Авторизован мультиклиентом',
    en: 'Authorised by the multiclient',
    uz: 'Multimijoz tomonidan avtorizatsiya qilindi',
  },
  'uzs.action.decline': {
    ru: 'Отклонён мультиклиентом',
    en: 'Declined by the multiclient',
    uz: 'Multimijoz tomonidan rad etildi',
  },
  'uzs.action.send': { ru: 'Отправлен в банк', en: 'Sent to the bank', uz: 'Bankka yuborildi' },
  'uzs.action.passed': { ru: 'Проведён банком', en: 'Executed by the bank', uz: 'Bank tomonidan o‘tkazildi' },
  'uzs.action.denied': { ru: 'Отказан банком', en: 'Refused by the bank', uz: 'Bank tomonidan rad etildi' },
  'uzs.action.paid': {
    ru: 'Зачислен получателю',
    en: 'Credited to the recipient',
    uz: 'Oluvchiga o‘tkazildi',
  },
  'uzs.bank.insufficientFunds': {
    ru: 'Недостаточно средств на счёте',
    en: 'Insufficient funds in the account',
    uz: 'Hisobvaraqda mablag‘ yetarli emas',
  },
  'uzs.bank.accountClosed': {
    ru: 'Счёт плательщика закрыт',
    en: 'The payer’s account is closed',
    uz: 'To‘lovchining hisobvarag‘i yopilgan',
  },
  'uzs.notAllowed': {
    ru: 'Действие недоступно для некоторых платежей.',
    en: 'This action is not available for some of the payments.',
    uz: 'Ushbu amal ba’zi to‘lovlar uchun mavjud emas.',
  },
  'uzs.staffReadOnly': {
    ru: 'Сотрудники банка не могут изменять платежи клиента.',
    en: 'Bank staff cannot change a client’s payment.',
    uz: 'Bank xodimlari mijozning to‘lovini o‘zgartira olmaydi.',
  },
  'uzs.account.notOwn': {
    ru: 'Счёт не найден среди счетов организации.',
    en: 'The account is not one of the organisation’s accounts.',
    uz: 'Hisobvaraq tashkilot hisobvaraqlari orasida topilmadi.',
  },
  'uzs.account.closed': {
    ru: 'Счёт закрыт.',
    en: 'The account is closed.',
    uz: 'Hisobvaraq yopilgan.',
  },
  'uzs.account.same': {
    ru: 'Счета списания и зачисления должны различаться.',
    en: 'The debit and credit accounts must differ.',
    uz: 'Hisobdan chiqarish va kiritish hisobvaraqlari farq qilishi kerak.',
  },
  'uzs.mfo.unknown': {
    ru: 'Банк с таким МФО не найден.',
    en: 'No bank has this MFO.',
    uz: 'Bunday MFOli bank topilmadi.',
  },
  'uzs.code.unknown': {
    ru: 'Выберите код назначения платежа из списка.',
    en: 'Choose a payment purpose code from the list.',
    uz: 'To‘lov maqsadi kodini ro‘yxatdan tanlang.',
  },
  'uzs.budget.unknown': {
    ru: 'Получатель бюджета с таким лицевым счётом не найден.',
    en: 'No budget recipient has this personal account.',
    uz: 'Bunday shaxsiy hisobvaraqli byudjet oluvchisi topilmadi.',
  },
  'uzs.card.unknown': {
    ru: 'Карта не найдена среди корпоративных карт организации.',
    en: 'The card is not one of the organisation’s corporate cards.',
    uz: 'Karta tashkilotning korporativ kartalari orasida topilmadi.',
  },
  'uzs.signature.message': {
    ru: 'Подписанные данные не соответствуют выбранным платежам.',
    en: 'The signed data does not match the selected payments.',
    uz: 'Imzolangan ma’lumotlar tanlangan to‘lovlarga mos kelmaydi.',
  },
  'uzs.signature.invalid': {
    ru: 'Подпись не прошла проверку зарегистрированным ключом ЭЦП.',
    en: 'The signature does not verify with your registered signing key.',
    uz: 'Imzo ro‘yxatdan o‘tgan ERI kaliti bilan tasdiqlanmadi.',
  },
  'uzs.signature.noKey': {
    ru: 'У вас нет действующего ключа ЭЦП. Проверьте ключ в настройках.',
    en: 'You have no valid signing key. Check your key in the settings.',
    uz: 'Sizda amaldagi ERI kaliti yo‘q. Kalitni sozlamalarda tekshiring.',
  },
  'uzs.signature.contentChanged': {
    ru: 'Платёж изменился после подписания. Обновите данные и подпишите снова.',
    en: 'The payment changed after it was signed. Reload and sign again.',
    uz: 'To‘lov imzolangandan keyin o‘zgargan. Ma’lumotlarni yangilab, qayta imzolang.',
  },
  'uzs.template.name': {
    ru: 'Шаблон',
    en: 'Template',
    uz: 'Shablon',
  },
  'claim.status.1': { ru: 'Ожидает оплаты', en: 'Awaiting payment', uz: 'To‘lov kutilmoqda' },
  'claim.status.2': { ru: 'Частично оплачено', en: 'Partially paid', uz: 'Qisman to‘langan' },
  'claim.status.3': { ru: 'Оплачено', en: 'Paid', uz: 'To‘langan' },
  'claim.status.4': { ru: 'Отозвано', en: 'Recalled', uz: 'Qaytarib olingan' },
  'claim.status.5': { ru: 'Отказано плательщиком', en: 'Refused by the payer', uz: 'To‘lovchi rad etgan' },
  'claim.debtor.unknown': {
    ru: 'Счёт плательщика не найден среди клиентов банка.',
    en: 'The payer’s account is not a client account of this bank.',
    uz: 'To‘lovchining hisobvarag‘i bank mijozlari orasida topilmadi.',
  },
  'claim.debtor.inn': {
    ru: 'ИНН не совпадает с владельцем счёта.',
    en: 'The INN does not match the account owner.',
    uz: 'STIR hisobvaraq egasiga mos kelmaydi.',
  },
  'claim.sum.tooBig': {
    ru: 'Сумма больше остатка требования.',
    en: 'The amount exceeds what remains of the claim.',
    uz: 'Summa talabnomaning qoldig‘idan katta.',
  },
  'claim.sum.full': {
    ru: 'Требование оплачивается только полностью.',
    en: 'This claim can only be paid in full.',
    uz: 'Bu talabnoma faqat to‘liq to‘lanadi.',
  },
  'claim.payment.description': {
    ru: 'По платёжному требованию № {number} от {date}. {description}',
    en: 'Under payment claim No. {number} of {date}. {description}',
    uz: '{date} dagi {number}-son to‘lov talabnomasi bo‘yicha. {description}',
  },
  'validation.required': { ru: 'Заполните поле.', en: 'Fill in the field.', uz: 'Maydonni to‘ldiring.' },
  'validation.requiredAll': {
    ru: 'Заполните все обязательные поля.',
    en: 'Fill in all required fields.',
    uz: 'Barcha majburiy maydonlarni to‘ldiring.',
  },
  'validation.invalid': {
    ru: 'Поле заполнено неверно.',
    en: 'The field is filled in incorrectly.',
    uz: 'Maydon noto‘g‘ri to‘ldirilgan.',
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
  'validation.email': { ru: 'Неверный e-mail.', en: 'Incorrect email.', uz: 'Noto‘g‘ri e-mail.' },
  'validation.phone': {
    ru: 'Неверный номер телефона.',
    en: 'Wrong phone number.',
    uz: 'Telefon raqami noto‘g‘ri.',
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
    uz: 'Belgilarning eng ko‘p soni: {max}.',
  },
  'validation.length.more': {
    ru: 'Введите ещё {count} симв.',
    en: 'Enter {count} more characters.',
    uz: 'Yana {count} ta belgi kiriting.',
  },
  'validation.length.exact': {
    ru: 'Поле должно содержать {length} символов.',
    en: 'The field must contain {length} characters.',
    uz: 'Maydon {length} ta belgidan iborat bo‘lishi kerak.',
  },
  'validation.amount.min': {
    ru: 'Минимальная сумма {min} сум.',
    en: 'The minimum amount is {min} soum.',
    uz: 'Eng kam summa {min} so‘m.',
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
  // Accounts and rates. The `stmt.*` texts head the statement files, so a file reads in the
  // language of the request.
  'account.kind.current': { ru: 'Расчётный счёт', en: 'Current account', uz: 'Hisob-kitob hisobvarag‘i' },
  'account.kind.corp_card': {
    ru: 'Счёт корпоративной карты',
    en: 'Corporate card account',
    uz: 'Korporativ karta hisobvarag‘i',
  },
  'statement.rangeOrder': {
    ru: 'Дата «по» не может быть раньше даты «с».',
    en: 'The end date cannot be before the start date.',
    uz: '«Gacha» sanasi «dan» sanasidan oldin bo‘lishi mumkin emas.',
  },
  'statement.tooLong': {
    ru: 'Выписка берётся не более чем за 366 дней.',
    en: 'A statement covers at most 366 days.',
    uz: 'Ko‘chirma ko‘pi bilan 366 kunga olinadi.',
  },
  'account.notFound': { ru: 'Счёт не найден.', en: 'Account not found.', uz: 'Hisobvaraq topilmadi.' },
  'stmt.title': {
    ru: 'Выписка по счёту {account} ({currency}) за {from} — {to}',
    en: 'Statement of account {account} ({currency}), {from} — {to}',
    uz: '{account} ({currency}) hisobvarag‘i bo‘yicha ko‘chirma, {from} — {to}',
  },
  'stmt.owner': { ru: 'Владелец', en: 'Owner', uz: 'Egasi' },
  'stmt.date': { ru: 'Дата', en: 'Date', uz: 'Sana' },
  'stmt.doc': { ru: '№ док.', en: 'Doc. no.', uz: 'Hujjat №' },
  'stmt.account': { ru: 'Счёт корреспондента', en: 'Counterparty account', uz: 'Kontragent hisobvarag‘i' },
  'stmt.mfo': { ru: 'МФО', en: 'Bank code', uz: 'MFO' },
  'stmt.name': { ru: 'Корреспондент', en: 'Counterparty', uz: 'Kontragent' },
  'stmt.inn': { ru: 'ИНН', en: 'TIN', uz: 'STIR' },
  'stmt.debit': { ru: 'Дебет', en: 'Debit', uz: 'Debet' },
  'stmt.credit': { ru: 'Кредит', en: 'Credit', uz: 'Kredit' },
  'stmt.details': { ru: 'Назначение платежа', en: 'Details', uz: 'To‘lov maqsadi' },
  'stmt.opening': { ru: 'Входящий остаток', en: 'Opening balance', uz: 'Kirish qoldig‘i' },
  'stmt.turnover': { ru: 'Обороты', en: 'Turnover', uz: 'Aylanmalar' },
  'stmt.closing': { ru: 'Исходящий остаток', en: 'Closing balance', uz: 'Chiqish qoldig‘i' },
  'accounts.title': { ru: 'Счета', en: 'Accounts', uz: 'Hisobvaraqlar' },
  'accounts.number': { ru: 'Счёт', en: 'Account', uz: 'Hisobvaraq' },
  'accounts.name': { ru: 'Наименование', en: 'Name', uz: 'Nomi' },
  'accounts.currency': { ru: 'Валюта', en: 'Currency', uz: 'Valyuta' },
  'accounts.incoming': { ru: 'Входящий остаток', en: 'Incoming balance', uz: 'Kirish qoldig‘i' },
  'accounts.outgoing': { ru: 'Исходящий остаток', en: 'Outgoing balance', uz: 'Chiqish qoldig‘i' },
  'accounts.reserved': { ru: 'Зарезервировано', en: 'Reserved', uz: 'Zaxiralangan' },
  'accounts.available': { ru: 'Доступно', en: 'Available', uz: 'Mavjud' },
  'accounts.planned': { ru: 'Плановый остаток', en: 'Planned balance', uz: 'Rejadagi qoldiq' },
  'rates.unknownCurrency': {
    ru: 'Нет курса этой валюты.',
    en: 'There is no rate for this currency.',
    uz: 'Bu valyuta kursi yo‘q.',
  },
  'rates.none': {
    ru: 'Курсы ещё не установлены.',
    en: 'No rates are set yet.',
    uz: 'Kurslar hali o‘rnatilmagan.',
  },
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
  ...deviceTexts,
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
    uz: 'Hisobvaraqlar bo‘yicha operatsiyalar, {from} — {to}',
  },
  'journal.terminalsTitle': {
    ru: 'Выписка по терминалам за {from} — {to}',
    en: 'Terminal statement, {from} — {to}',
    uz: 'Terminallar bo‘yicha ko‘chirma, {from} — {to}',
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
  'journal.net': { ru: 'К зачислению', en: 'Net', uz: 'O‘tkaziladigan summa' },
  'journal.status': { ru: 'Статус', en: 'Status', uz: 'Holati' },
  'journal.settledOn': { ru: 'Зачислено', en: 'Settled', uz: 'O‘tkazilgan' },
  'journal.status.approved': { ru: 'Одобрено', en: 'Approved', uz: 'Tasdiqlangan' },
  'journal.status.declined': { ru: 'Отклонено', en: 'Declined', uz: 'Rad etilgan' },
  'journal.status.reversed': { ru: 'Отменено', en: 'Reversed', uz: 'Bekor qilingan' },
  'journal.pending': { ru: 'Ожидает зачисления', en: 'Pending', uz: 'O‘tkazilishi kutilmoqda' },
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
  'push.payment.title': {
    ru: 'Платёж ждёт вашей подписи',
    en: 'A payment awaits your signature',
    uz: 'To‘lov imzoingizni kutmoqda',
  },
  'push.payment.body': {
    ru: '№{number} на {sum} {currency} — {recipient}',
    en: 'No. {number}, {sum} {currency} — {recipient}',
    uz: '№{number}, {sum} {currency} — {recipient}',
  },
  'push.payments.title': {
    ru: 'Платежи ждут вашей подписи',
    en: 'Payments await your signature',
    uz: 'To‘lovlar imzoingizni kutmoqda',
  },
  'push.payments.body': {
    ru: 'Новых платежей на подпись: {count}',
    en: 'New payments to sign: {count}',
    uz: 'Imzolash uchun yangi to‘lovlar: {count}',
  },
  'users.notFound': {
    ru: 'Пользователь не найден.',
    en: 'User not found.',
    uz: 'Foydalanuvchi topilmadi.',
  },
  'users.selfBlock': {
    ru: 'Нельзя заблокировать самого себя.',
    en: 'You cannot block yourself.',
    uz: 'O‘zingizni bloklay olmaysiz.',
  },
  'users.alreadyBlocked': {
    ru: 'Пользователь уже заблокирован.',
    en: 'The user is already blocked.',
    uz: 'Foydalanuvchi allaqachon bloklangan.',
  },
  'users.notBlocked': {
    ru: 'Пользователь не заблокирован.',
    en: 'The user is not blocked.',
    uz: 'Foydalanuvchi bloklanmagan.',
  },
  'users.notLocked': {
    ru: 'У пользователя нет неудачных попыток входа: снимать нечего.',
    en: 'The user has no failed sign-in attempts: there is nothing to clear.',
    uz: 'Foydalanuvchida muvaffaqiyatsiz kirish urinishlari yo‘q: olib tashlanadigan narsa yo‘q.',
  },
  'users.alreadyRequired': {
    ru: 'Смена пароля уже запрошена.',
    en: 'A password change is already required.',
    uz: 'Parolni almashtirish allaqachon talab qilingan.',
  },
  'application.rangeOrder': {
    ru: 'Дата «по» не может быть раньше даты «с».',
    en: 'The end date cannot be before the start date.',
    uz: '«Gacha» sanasi «dan» sanasidan oldin bo‘lishi mumkin emas.',
  },
  'application.future': {
    ru: 'Период не может заканчиваться в будущем.',
    en: 'The period cannot end in the future.',
    uz: 'Davr kelajakda tugashi mumkin emas.',
  },
  'application.beforeOpening': {
    ru: 'Период не может начинаться раньше открытия счёта.',
    en: 'The period cannot start before the account was opened.',
    uz: 'Davr hisobvaraq ochilishidan oldin boshlanishi mumkin emas.',
  },
  'application.noteRequired': {
    ru: 'Укажите, для чего нужна выписка.',
    en: 'Say what the statement is for.',
    uz: 'Ko‘chirma nima uchun kerakligini ko‘rsating.',
  },
  'application.emailRequired': {
    ru: 'Укажите адрес электронной почты.',
    en: 'Enter an e-mail address.',
    uz: 'Elektron pochta manzilini kiriting.',
  },
  'application.email': {
    ru: 'Неверный адрес электронной почты.',
    en: 'Incorrect e-mail address.',
    uz: 'Elektron pochta manzili noto‘g‘ri.',
  },
  'application.notFound': {
    ru: 'Заявление не найдено.',
    en: 'Application not found.',
    uz: 'Ariza topilmadi.',
  },
  'appForm.addressee': { ru: 'В {bank}', en: 'To {bank}', uz: '{bank}ga' },
  'appForm.from': { ru: 'от {organization}', en: 'from {organization}', uz: '{organization}dan' },
  'appForm.title': {
    ru: 'Заявление на получение выписки по счёту',
    en: 'Application for an account statement',
    uz: 'Hisobvaraq bo‘yicha ko‘chirma olish uchun ariza',
  },
  'appForm.subtitle': { ru: '№ {number} от {date}', en: 'No. {number} of {date}', uz: '№ {number}, {date}' },
  'appForm.intro': {
    ru: 'Просим выдать выписку по нашему счёту за указанный период, заверенную подписью и печатью банка.',
    en: 'Please issue a statement of our account for the period below, certified with the bank’s signature and seal.',
    uz: 'Hisobvarag‘imiz bo‘yicha quyidagi davr uchun bank imzosi va muhri bilan tasdiqlangan ko‘chirma berishingizni so‘raymiz.',
  },
  'appForm.organization': { ru: 'Организация', en: 'Organisation', uz: 'Tashkilot' },
  'appForm.inn': { ru: 'ИНН', en: 'TIN', uz: 'STIR' },
  'appForm.account': { ru: 'Счёт', en: 'Account', uz: 'Hisobvaraq' },
  'appForm.currency': { ru: 'Валюта', en: 'Currency', uz: 'Valyuta' },
  'appForm.bank': { ru: 'Банк (МФО)', en: 'Bank (bank code)', uz: 'Bank (MFO)' },
  'appForm.period': { ru: 'Период', en: 'Period', uz: 'Davr' },
  'appForm.periodValue': { ru: 'с {from} по {to}', en: '{from} to {to}', uz: '{from} dan {to} gacha' },
  'appForm.purpose': { ru: 'Цель', en: 'Purpose', uz: 'Maqsad' },
  'appForm.language': { ru: 'Язык выписки', en: 'Statement language', uz: 'Ko‘chirma tili' },
  'appForm.delivery': { ru: 'Способ получения', en: 'Delivery', uz: 'Olish usuli' },
  'appForm.copies': { ru: 'Количество экземпляров', en: 'Copies', uz: 'Nusxalar soni' },
  'appForm.status': { ru: 'Статус', en: 'Status', uz: 'Holat' },
  'appForm.head': { ru: 'Руководитель', en: 'Director', uz: 'Rahbar' },
  'appForm.chiefAccountant': { ru: 'Главный бухгалтер', en: 'Chief accountant', uz: 'Bosh buxgalter' },
  'appForm.seal': { ru: 'М.П.', en: 'Seal', uz: 'M.O‘.' },
  'appForm.footer': {
    ru: 'Подано в интернет-банке: {name}, {at} (Ташкент).',
    en: 'Submitted in internet banking by {name}, {at} (Tashkent).',
    uz: 'Internet-bankda topshirildi: {name}, {at} (Toshkent).',
  },
  'appForm.purpose.tax': {
    ru: 'Для налоговых органов',
    en: 'For the tax office',
    uz: 'Soliq organlari uchun',
  },
  'appForm.purpose.audit': { ru: 'Для аудитора', en: 'For the auditor', uz: 'Auditor uchun' },
  'appForm.purpose.court': { ru: 'Для суда', en: 'For a court', uz: 'Sud uchun' },
  'appForm.purpose.bank': { ru: 'Для другого банка', en: 'For another bank', uz: 'Boshqa bank uchun' },
  'appForm.purpose.visa': {
    ru: 'Для посольства (визы)',
    en: 'For an embassy (visa)',
    uz: 'Elchixona (viza) uchun',
  },
  'appForm.purpose.other': { ru: 'Другое', en: 'Other', uz: 'Boshqa' },
  'appForm.language.ru': { ru: 'Русский', en: 'Russian', uz: 'Rus tili' },
  'appForm.language.uz': { ru: 'Узбекский', en: 'Uzbek', uz: 'O‘zbek tili' },
  'appForm.language.en': { ru: 'Английский', en: 'English', uz: 'Ingliz tili' },
  'appForm.delivery.branch': { ru: 'В отделении банка', en: 'At the bank branch', uz: 'Bank filialida' },
  'appForm.delivery.email': {
    ru: 'По электронной почте: {email}',
    en: 'By e-mail: {email}',
    uz: 'Elektron pochta orqali: {email}',
  },
  'appForm.status.submitted': { ru: 'Подано', en: 'Submitted', uz: 'Topshirildi' },
  'appForm.status.accepted': { ru: 'Принято банком', en: 'Accepted by the bank', uz: 'Bank qabul qildi' },
  'appForm.status.ready': { ru: 'Выписка готова', en: 'Statement ready', uz: 'Ko‘chirma tayyor' },
  'appForm.status.issued': { ru: 'Выдано', en: 'Issued', uz: 'Berildi' },
  'appForm.status.rejected': { ru: 'Отклонено', en: 'Rejected', uz: 'Rad etildi' },
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
