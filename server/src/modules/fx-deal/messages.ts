/** Server messages of currency buy/sell requests, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const fxDealMessages = {
  'fxDeal.status.1': { ru: 'Создана', en: 'Created', uz: 'Yaratilgan' },
  'fxDeal.status.2': { ru: 'Подписана', en: 'Signed', uz: 'Imzolangan' },
  'fxDeal.status.3': { ru: 'Отправлена в банк', en: 'Sent to the bank', uz: 'Bankka yuborilgan' },
  'fxDeal.status.4': { ru: 'Принята банком', en: 'Accepted by the bank', uz: 'Bank qabul qilgan' },
  'fxDeal.status.5': { ru: 'Исполнена', en: 'Executed', uz: 'Bajarilgan' },
  'fxDeal.status.6': { ru: 'Возвращена', en: 'Returned', uz: 'Qaytarilgan' },
  'fxDeal.status.7': { ru: 'Отклонена', en: 'Rejected', uz: 'Rad etilgan' },
  'fxDeal.type.buy': { ru: 'Покупка валюты', en: 'Currency purchase', uz: 'Valyuta sotib olish' },
  'fxDeal.type.sell': { ru: 'Продажа валюты', en: 'Currency sale', uz: 'Valyuta sotish' },
  'fxDeal.action.create': { ru: 'Создана', en: 'Created', uz: 'Yaratildi' },
  'fxDeal.action.import': { ru: 'Загружена из файла', en: 'Imported from a file', uz: 'Fayldan yuklandi' },
  'fxDeal.action.edit': { ru: 'Изменена', en: 'Edited', uz: 'Oʻzgartirildi' },
  'fxDeal.action.copy': {
    ru: 'Создана копированием',
    en: 'Created as a copy',
    uz: 'Nusxa sifatida yaratildi',
  },
  'fxDeal.action.sign': { ru: 'Подписана ЭЦП', en: 'Signed with EDS', uz: 'ERI bilan imzolandi' },
  'fxDeal.action.reserve': {
    ru: 'Сумма в сумах зарезервирована на счёте 22613',
    en: 'Soum amount reserved on account 22613',
    uz: 'Soʻmdagi summa 22613 hisobvaragʻida zaxiralandi',
  },
  'fxDeal.action.release': {
    ru: 'Резерв возвращён на счёт',
    en: 'Reservation released to the account',
    uz: 'Zaxira hisobvaraqqa qaytarildi',
  },
  'fxDeal.action.send': { ru: 'Отправлена в банк', en: 'Sent to the bank', uz: 'Bankka yuborildi' },
  'fxDeal.action.accept': { ru: 'Принята банком', en: 'Accepted by the bank', uz: 'Bank qabul qildi' },
  'fxDeal.action.return': { ru: 'Возвращена банком', en: 'Returned by the bank', uz: 'Bank qaytardi' },
  'fxDeal.action.reject': { ru: 'Отклонена банком', en: 'Rejected by the bank', uz: 'Bank rad etdi' },
  'fxDeal.action.execute': { ru: 'Исполнена', en: 'Executed', uz: 'Bajarildi' },
  'fxDeal.notAllowed': {
    ru: 'Это действие с заявкой сейчас недоступно.',
    en: 'This action is not available for the request now.',
    uz: 'Bu amal hozir ariza uchun mavjud emas.',
  },
  'fxDeal.fourEyes': {
    ru: 'Подписать заявку может только не тот, кто её подготовил.',
    en: 'The request must be signed by someone other than the person who prepared it.',
    uz: 'Arizani uni tayyorlagan shaxsdan boshqa kishi imzolashi kerak.',
  },
  'fxDeal.amount.places': {
    ru: 'Слишком много знаков после точки для этой валюты.',
    en: 'Too many decimal places for this currency.',
    uz: 'Bu valyuta uchun nuqtadan keyin raqamlar juda koʻp.',
  },
  'fxDeal.currency.unknown': {
    ru: 'Для этой валюты нет курса на сегодня.',
    en: 'There is no rate for this currency today.',
    uz: 'Bu valyuta uchun bugungi kurs yoʻq.',
  },
  'fxDeal.rate.range': {
    ru: 'Курс должен быть в пределах ±20% от курса ЦБ ({rate}).',
    en: 'The rate must be within ±20% of the Central Bank rate ({rate}).',
    uz: 'Kurs MB kursidan ({rate}) ±20% oraligʻida boʻlishi kerak.',
  },
  'fxDeal.account.soum': {
    ru: 'Выберите открытый сумовой счёт вашей организации.',
    en: 'Choose an open soum account of your organisation.',
    uz: 'Tashkilotingizning ochiq soʻm hisobvaragʻini tanlang.',
  },
  'fxDeal.account.fx': {
    ru: 'Выберите открытый валютный счёт вашей организации в валюте заявки.',
    en: 'Choose an open account of your organisation in the request’s currency.',
    uz: 'Tashkilotingizning ariza valyutasidagi ochiq hisobvaragʻini tanlang.',
  },
  'fxDeal.funds.soum': {
    ru: 'На сумовом счёте недостаточно средств для резервирования {sum} сум.',
    en: 'The soum account does not hold the {sum} UZS to reserve.',
    uz: 'Soʻm hisobvaragʻida {sum} soʻmni zaxiralash uchun mablagʻ yetarli emas.',
  },
  'fxDeal.funds.fx': {
    ru: 'На валютном счёте недостаточно средств.',
    en: 'The currency account does not hold the amount.',
    uz: 'Valyuta hisobvaragʻida mablagʻ yetarli emas.',
  },
  'fxDeal.execute.aboveMax': {
    ru: 'Курс исполнения выше максимального курса покупки ({rate}).',
    en: 'The execution rate is above the maximum purchase rate ({rate}).',
    uz: 'Bajarish kursi maksimal sotib olish kursidan ({rate}) yuqori.',
  },
  'fxDeal.execute.belowMin': {
    ru: 'Курс исполнения ниже минимального курса продажи ({rate}).',
    en: 'The execution rate is below the minimum sale rate ({rate}).',
    uz: 'Bajarish kursi minimal sotish kursidan ({rate}) past.',
  },
  'fxDeal.reservation.missing': {
    ru: 'В банке не открыт счёт резервирования 22613: обратитесь в отделение.',
    en: 'The bank has no reservation account 22613 open: contact your branch.',
    uz: 'Bankda 22613 zaxira hisobvaragʻi ochilmagan: filialga murojaat qiling.',
  },
  'fxDeal.execute.noPosition': {
    ru: 'У банка нет позиции в этой валюте.',
    en: 'The bank holds no position in this currency.',
    uz: 'Bankda bu valyuta boʻyicha pozitsiya yoʻq.',
  },
  'fxDeal.purpose.reserve': {
    ru: 'Резервирование средств на покупку валюты, заявка № {number}',
    en: 'Funds reserved for a currency purchase, request No. {number}',
    uz: 'Valyuta sotib olish uchun mablagʻ zaxiralandi, ariza № {number}',
  },
  'fxDeal.purpose.release': {
    ru: 'Возврат резерва по заявке на покупку валюты № {number}',
    en: 'Reservation returned, currency purchase request No. {number}',
    uz: 'Valyuta sotib olish arizasi № {number} boʻyicha zaxira qaytarildi',
  },
  'fxDeal.purpose.execute': {
    ru: 'Конверсия по заявке № {number} по курсу {rate}',
    en: 'Conversion under request No. {number} at {rate}',
    uz: '№ {number} ariza boʻyicha {rate} kursida konversiya',
  },
} as const satisfies Record<string, Texts>;
