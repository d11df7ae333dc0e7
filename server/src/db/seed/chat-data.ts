/**
 * Demo data of the chat areas: the bot's texts (every keyword the bot dialogue uses), appeal types,
 * consultation topics, and a few conversations so the consoles are not empty on first start.
 */
export const TGB_TEXT_KEYWORDS = [
  'choose_language',
  'menu',
  'ask_appeal',
  'appeal_received',
  'appeal_started',
  'appeal_closed',
  'file_refused',
] as const;
export type TgbTextKeyword = (typeof TGB_TEXT_KEYWORDS)[number];

export const DEMO_TGB_TEXTS: readonly { keyword: TgbTextKeyword; uz: string; ru: string; en: string }[] = [
  {
    keyword: 'choose_language',
    uz: 'Assalomu alaykum! Tilni tanlang.',
    ru: 'Здравствуйте! Выберите язык.',
    en: 'Hello! Please choose a language.',
  },
  {
    keyword: 'menu',
    uz: 'Murojaat turini yoki maslahat mavzusini tanlang.',
    ru: 'Выберите тип обращения или тему консультации.',
    en: 'Choose an appeal type or a consultation topic.',
  },
  {
    keyword: 'ask_appeal',
    uz: 'Murojaatingizni bitta xabarda yozing (fayl yoki rasm ham mumkin).',
    ru: 'Опишите обращение одним сообщением (можно приложить файл или фото).',
    en: 'Describe your appeal in one message (a file or photo is welcome).',
  },
  {
    keyword: 'appeal_received',
    uz: 'Murojaatingiz qabul qilindi. Operator tez orada javob beradi.',
    ru: 'Обращение принято. Оператор скоро ответит.',
    en: 'Your appeal has been received. An operator will answer soon.',
  },
  {
    keyword: 'appeal_started',
    uz: 'Operator murojaatingizni ko‘rib chiqmoqda.',
    ru: 'Оператор взял обращение в работу.',
    en: 'An operator is now handling your appeal.',
  },
  {
    keyword: 'appeal_closed',
    uz: 'Murojaatingiz yopildi. Rahmat!',
    ru: 'Обращение закрыто. Спасибо!',
    en: 'Your appeal has been closed. Thank you!',
  },
  {
    keyword: 'file_refused',
    uz: 'Faylni qabul qilib bo‘lmadi: rasm, PDF yoki Word/Excel, 10 MB gacha.',
    ru: 'Файл не принят: изображение, PDF или Word/Excel, до 10 МБ.',
    en: 'The file was not accepted: an image, PDF or Word/Excel file up to 10 MB.',
  },
];

export const DEMO_APPEAL_TYPES = [
  { name: 'Hisob ochish', nameRu: 'Открытие счёта', nameEn: 'Opening an account', enable: 1 },
  { name: 'To‘lovlar', nameRu: 'Платежи', nameEn: 'Payments', enable: 1 },
  { name: 'Shikoyat', nameRu: 'Жалоба', nameEn: 'Complaint', enable: 1 },
  { name: 'Eski xizmat', nameRu: 'Старая услуга', nameEn: 'Old service', enable: 0 },
] as const;

export const DEMO_CONSULTATIONS = [
  {
    name: 'Ish vaqti',
    nameRu: 'Часы работы',
    nameEn: 'Opening hours',
    info: 'Filiallar dushanbadan jumagacha 9:00–18:00 ishlaydi.',
    infoRu: 'Филиалы работают с понедельника по пятницу, 9:00–18:00.',
    infoEn: 'Branches are open Monday to Friday, 9:00–18:00.',
    enable: 1,
  },
  {
    name: 'Tariflar',
    nameRu: 'Тарифы',
    nameEn: 'Tariffs',
    info: 'Tariflar bank saytida e’lon qilingan.',
    infoRu: 'Тарифы опубликованы на сайте банка.',
    infoEn: 'The tariffs are published on the bank’s website.',
    enable: 1,
  },
] as const;

/** A demo Telegram user with an appeal waiting for an operator, and one already closed. */
export const DEMO_TGB_APPEALS = [
  {
    chatId: '700000001',
    name: 'Aziz Karimov',
    phone: '998901234567',
    language: 'ru',
    type: 1,
    message: 'Как открыть валютный счёт?',
    status: 'Ready',
    hoursAgo: 2,
  },
  {
    chatId: '700000002',
    name: 'Dilnoza Rahimova',
    phone: '998935554433',
    language: 'uz',
    type: 2,
    message: 'To‘lov qachon o‘tadi?',
    status: 'close',
    hoursAgo: 30,
  },
] as const;

/** A client chat of organisation `main`, written by `accountant`, waiting for the bank. */
export const DEMO_CLIENT_CHAT = {
  author: 'accountant',
  message: 'Здравствуйте! Не пришла выписка за вчера.',
  hoursAgo: 1,
} as const;

/**
 * A bank staff user's own chat (no organisation, docs/decisions.md Chats), already answered by
 * `contact_center`, so the contact centre's queue shows one beside the organisations' chats.
 */
export const DEMO_STAFF_CHAT = {
  author: 'cur_manager',
  operator: 'contact_center',
  message: 'Добрый день! Как клиенту заказать справку об оборотах по валютному счёту?',
  answer: 'Здравствуйте! Справку клиент заказывает в разделе «Отчёты», мы передадим ему инструкцию.',
  hoursAgo: 3,
} as const;
