/**
 * Reference data of utility and budget payments (issue 26): the administrator's starting groups,
 * the suppliers with the fields each declares (contracts/api/munis.ts MunisFieldDecl) and the
 * settlements they serve. Plain data only; munis.ts writes it.
 */
import type { MunisCategory, MunisFieldDecl } from '../../../../contracts/api/munis.ts';

export const MUNIS_GROUPS = [
  { key: 'communal', ru: 'Коммунальные услуги', en: 'Utilities', uz: 'Kommunal xizmatlar', sort: 1 },
  { key: 'telecom', ru: 'Связь и интернет', en: 'Telecom and internet', uz: 'Aloqa va internet', sort: 2 },
  { key: 'budget', ru: 'Бюджет и налоги', en: 'Budget and taxes', uz: 'Byudjet va soliqlar', sort: 3 },
] as const;
export type MunisGroupKey = (typeof MUNIS_GROUPS)[number]['key'];

const SUBSCRIBER: MunisFieldDecl = {
  name: 'subscriber_id',
  kind: 'digits',
  required: true,
  length: 10,
  label: { ru: 'Лицевой счёт абонента', en: 'Subscriber id', uz: 'Abonent shaxsiy hisobi' },
};
const READING_PREVIOUS: MunisFieldDecl = {
  name: 'reading_previous',
  kind: 'reading',
  required: true,
  monthly: true,
  label: { ru: 'Предыдущие показания', en: 'Previous meter reading', uz: 'Oldingi hisoblagich koʻrsatkichi' },
};
const READING_CURRENT: MunisFieldDecl = {
  name: 'reading_current',
  kind: 'reading',
  required: true,
  monthly: true,
  label: { ru: 'Текущие показания', en: 'Current meter reading', uz: 'Joriy hisoblagich koʻrsatkichi' },
};
const CADASTRAL: MunisFieldDecl = {
  name: 'cadastral',
  kind: 'cadastral',
  required: true,
  label: { ru: 'Кадастровый номер', en: 'Cadastral code', uz: 'Kadastr raqami' },
};
const CONTRACT: MunisFieldDecl = {
  name: 'contract',
  kind: 'text',
  required: false,
  maxLength: 30,
  label: { ru: 'Номер договора', en: 'Contract number', uz: 'Shartnoma raqami' },
};
const PHONE_ACCOUNT: MunisFieldDecl = {
  name: 'account_id',
  kind: 'digits',
  required: true,
  minLength: 6,
  maxLength: 12,
  label: { ru: 'Номер лицевого счёта', en: 'Account id', uz: 'Shaxsiy hisob raqami' },
};
const BUDGET_ACCOUNT: MunisFieldDecl = {
  name: 'budget_account',
  kind: 'digits',
  required: true,
  length: 27,
  label: { ru: 'Лицевой счёт бюджета', en: 'Budget personal account', uz: 'Byudjet shaxsiy hisobi' },
};
const TAX_INN: MunisFieldDecl = {
  name: 'payer_inn',
  kind: 'digits',
  required: true,
  length: 9,
  label: { ru: 'ИНН плательщика', en: 'Payer INN', uz: 'Toʻlovchi STIR' },
};

export interface MunisSupplierSeed {
  readonly group: MunisGroupKey;
  readonly category: MunisCategory;
  readonly name: string;
  readonly inn: string;
  readonly account: string;
  readonly mfo: string;
  readonly fields: readonly MunisFieldDecl[];
}

export const MUNIS_SUPPLIERS: readonly MunisSupplierSeed[] = [
  {
    group: 'communal',
    category: 'electricity',
    name: 'Hududiy elektr tarmoqlari AJ',
    inn: '200933145',
    account: '20210000200933145001',
    mfo: '00014',
    fields: [SUBSCRIBER, READING_PREVIOUS, READING_CURRENT, CONTRACT],
  },
  {
    group: 'communal',
    category: 'gas',
    name: 'Hududgaztaʼminot AJ',
    inn: '200937520',
    account: '20210000200937520001',
    mfo: '00014',
    fields: [SUBSCRIBER, READING_PREVIOUS, READING_CURRENT],
  },
  {
    group: 'communal',
    category: 'water',
    name: 'Suvsoz MChJ',
    inn: '201052280',
    account: '20210000201052280001',
    mfo: '00401',
    fields: [SUBSCRIBER, CADASTRAL],
  },
  {
    group: 'communal',
    category: 'waste',
    name: 'Maxsustrans DUK',
    inn: '201124397',
    account: '20210000201124397001',
    mfo: '00401',
    fields: [SUBSCRIBER, CADASTRAL],
  },
  {
    group: 'communal',
    category: 'heating',
    name: 'Toshissiqquvvati AJ',
    inn: '200469821',
    account: '20210000200469821001',
    mfo: '00014',
    fields: [SUBSCRIBER, CADASTRAL, CONTRACT],
  },
  {
    group: 'telecom',
    category: 'telecom',
    name: 'Uztelecom AK',
    inn: '203366731',
    account: '20210000203366731001',
    mfo: '00873',
    fields: [PHONE_ACCOUNT, CONTRACT],
  },
  {
    group: 'budget',
    category: 'budget',
    name: 'Gʻaznachilik (mahalliy byudjet)',
    inn: '201122919',
    account: '23402000300100001010',
    mfo: '00014',
    fields: [BUDGET_ACCOUNT, TAX_INN],
  },
  {
    group: 'budget',
    category: 'budget',
    name: 'Soliq qoʻmitasi (mol-mulk va yer soligʻi)',
    inn: '200545782',
    account: '23402000300100002010',
    mfo: '00014',
    fields: [BUDGET_ACCOUNT, TAX_INN, CADASTRAL],
  },
];

export const MUNIS_SETTLEMENTS: readonly { region: string; district: string }[] = [
  { region: 'Toshkent shahri', district: 'Yunusobod tumani' },
  { region: 'Toshkent shahri', district: 'Chilonzor tumani' },
  { region: 'Toshkent shahri', district: 'Mirzo Ulugʻbek tumani' },
  { region: 'Samarqand viloyati', district: 'Samarqand shahri' },
  { region: 'Fargʻona viloyati', district: 'Fargʻona shahri' },
];

/** Valid field values for a supplier's declaration (the n-th demo payment). */
export function demoFieldValues(fields: readonly MunisFieldDecl[], n: number): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of fields) {
    if (f.name === 'subscriber_id') values[f.name] = String(4_100_200_300 + n * 17).slice(0, 10);
    else if (f.name === 'reading_previous') values[f.name] = String(10_000 + n * 120);
    else if (f.name === 'reading_current') values[f.name] = String(10_000 + n * 120 + 95 + (n % 7) * 11);
    else if (f.name === 'cadastral') values[f.name] = `10:01:03:01:02:${String(45 + n).padStart(4, '0')}`;
    else if (f.name === 'account_id') values[f.name] = String(71_200_450 + n);
    else if (f.name === 'budget_account') values[f.name] = '400110860262657094100079001';
    else if (f.name === 'payer_inn') values[f.name] = '301245678';
    else if (f.name === 'contract' && n % 2 === 0) values[f.name] = `SH-${2024 + (n % 3)}/${100 + n}`;
  }
  return values;
}
