/**
 * Demo data of issue 8 (accounts, statements, rates): the currencies with their starting Central
 * Bank rates (tiyin per unit), the bank's own history and nostro accounts, the foreign-currency
 * accounts of the organisations, the foreign beneficiaries of their MT103 transfers and the
 * counterparties of the seeded year of statement history. Plain data only; accounts.ts writes it.
 */
import type { OrgKey } from './demo-data.ts';

export const ACCOUNTS_STEP = 'demo-accounts-v1';

export const CURRENCIES = [
  { code: 'USD', numeric: '840', ru: 'Доллар США', en: 'US dollar', uz: 'AQSH dollari', rate: 1205034n },
  { code: 'EUR', numeric: '978', ru: 'Евро', en: 'Euro', uz: 'Yevro', rate: 1396512n },
  {
    code: 'RUB',
    numeric: '643',
    ru: 'Российский рубль',
    en: 'Russian rouble',
    uz: 'Rossiya rubli',
    rate: 15021n,
  },
  {
    code: 'GBP',
    numeric: '826',
    ru: 'Фунт стерлингов',
    en: 'Pound sterling',
    uz: 'Angliya funt sterlingi',
    rate: 1610455n,
  },
  {
    code: 'CHF',
    numeric: '756',
    ru: 'Швейцарский франк',
    en: 'Swiss franc',
    uz: 'Shveytsariya franki',
    rate: 1504820n,
  },
  {
    code: 'JPY',
    numeric: '392',
    ru: 'Японская иена',
    en: 'Japanese yen',
    uz: 'Yaponiya iyenasi',
    rate: 8012n,
  },
  {
    code: 'KZT',
    numeric: '398',
    ru: 'Казахстанский тенге',
    en: 'Kazakh tenge',
    uz: 'Qozog‘iston tengesi',
    rate: 2351n,
  },
  { code: 'CNY', numeric: '156', ru: 'Китайский юань', en: 'Chinese yuan', uz: 'Xitoy yuani', rate: 168044n },
] as const;

/** Days of rate history written back from the seed day (every calendar day is an operating day here). */
export const RATE_DAYS = 366;
/** Days of statement history written back from the seed day. */
export const HISTORY_DAYS = 365;

/** The bank's interbank settlement account that the seeded soum history moves against (mfo 00873). */
export const INTERBANK_ACCOUNT = {
  number: '1030100000000000000100873',
  mfo: '00873',
  balance: 900_000_000_000_00n,
};
/** The bank's USD nostro account abroad; foreign transfers are credited to it. */
export const NOSTRO_USD = { number: '2130284000000000000100873', mfo: '00873', balance: 50_000_000_00n };

export const BANK_BIC = 'CORPUZ22';

/** A USD current account per organisation (seq 010), with its opening balance in cents. */
export const USD_ACCOUNTS: readonly { org: OrgKey; balance: bigint; openingDate: string }[] = [
  { org: 'main', balance: 185_000_00n, openingDate: '2020-03-16' },
  { org: 'samarqand', balance: 64_500_00n, openingDate: '2021-06-01' },
  { org: 'fargona', balance: 27_300_00n, openingDate: '2022-02-14' },
];

export const FOREIGN_BENEFICIARIES = [
  {
    name: 'HANGZHOU TEXTILE MACHINERY CO LTD',
    address: 'NO 18 QIANTANG RD, HANGZHOU, CN',
    account: 'CN5801000123456789012345',
    bic: 'ICBKCNBJHZH',
    remittance: 'PAYMENT FOR LOOMS UNDER CONTRACT TTI-2026/{n}',
  },
  {
    name: 'ANATOLIA DYE CHEMICALS AS',
    address: 'ORGANIZE SANAYI 4, BURSA, TR',
    account: 'TR330006100519786457841326',
    bic: 'ISBKTRIS',
    remittance: 'PREPAYMENT FOR DYES INV {n}',
  },
  {
    name: 'RHEIN SPINNEREI GMBH',
    address: 'HAFENSTRASSE 12, DUISBURG, DE',
    account: 'DE89370400440532013000',
    bic: 'COBADEFF',
    remittance: 'SPARE PARTS, CONTRACT RS-{n}',
  },
] as const;

/** Who pays into and is paid from the demo accounts in the seeded history (other banks' clients). */
export const HISTORY_COUNTERPARTIES = [
  { name: 'MChJ «Navoiy Savdo Uyi»', inn: '309112457', account: '2020800030911245700100450', mfo: '00450' },
  { name: 'XK «Andijon Agro Eksport»', inn: '307445129', account: '2020800030744512900100401', mfo: '00401' },
  {
    name: 'MChJ «Oltin Vodiy Logistika»',
    inn: '305671234',
    account: '2020800030567123400100450',
    mfo: '00450',
  },
  {
    name: 'MChJ «Toshkent Paxta Savdo»',
    inn: '306234519',
    account: '2020800030623451900101158',
    mfo: '01158',
  },
  {
    name: 'XK «Sharq Energiya Ta’minot»',
    inn: '207345126',
    account: '2020800020734512600100401',
    mfo: '00401',
  },
  { name: 'MChJ «Bino Ijara Markazi»', inn: '306998712', account: '2020800030699871200101158', mfo: '01158' },
  {
    name: 'AJ «Kafolat» sug‘urta kompaniyasi',
    inn: '200945670',
    account: '2020800020094567000100491',
    mfo: '00491',
  },
  {
    name: 'MChJ «Zarafshon Qadoqlash»',
    inn: '307812445',
    account: '2020800030781244500100974',
    mfo: '00974',
  },
] as const;

export const INCOMING_PURPOSES = [
  'Tayyor mahsulot uchun to‘lov, shartnoma № {n}. QQS bilan.',
  'Shartnoma № {n} bo‘yicha oldindan to‘lov (avans). QQS bilan.',
  'Hisob-faktura № {n} bo‘yicha qarz to‘lovi. QQS bilan.',
] as const;

export const OUTGOING_PURPOSES = [
  'Xomashyo uchun to‘lov, shartnoma № {n}. QQS bilan.',
  'Ofis ijarasi uchun to‘lov, shartnoma № {n}. QQS bilan.',
  'Elektr energiyasi uchun to‘lov, shartnoma № {n}. QQS bilan.',
  'Yuk tashish xizmatlari uchun to‘lov, shartnoma № {n}. QQS bilan.',
] as const;

export const USD_INCOMING_PURPOSE = 'EXPORT PROCEEDS UNDER CONTRACT {n}';
export const USD_PAYERS = [
  { name: 'BALTIC YARN TRADING OU', account: 'EE382200221020145685', bic: 'HABAEE2X' },
  { name: 'KAZ TEXTILE IMPORT TOO', account: 'KZ86125KZT5004100100', bic: 'KCJBKZKX' },
] as const;
