/**
 * The demo world of soum payments (seed step demo-payments-v1 in demo.ts): banks, purpose codes,
 * budget recipients, accounts and corporate cards of every demo organisation, the users who prepare
 * and sign their payments, counterparties and the plan of ~25 payments per organisation across all
 * statuses. Pure data and builders; demo.ts writes it.
 */
import type { Role } from '../../../../contracts/roles.ts';
import type { OrgKey } from './demo-data.ts';

export const PAYMENTS_STEP = 'demo-payments-v1';

/** Banks beyond CorpBank's own branches (demo-data.ts DEMO_BANKS), for recipients elsewhere. */
export const PAYMENT_BANKS = [
  { mfo: '00014', name: 'Markaziy bank — G‘aznachilik (Treasury)' },
  { mfo: '00401', name: 'ATB «Agrobank»' },
  { mfo: '00440', name: 'ATB «Asakabank»' },
  { mfo: '00450', name: 'O‘zbekiston Milliy banki' },
  { mfo: '00491', name: 'ATB «Ipoteka-bank»' },
  { mfo: '01158', name: 'ATB «Kapitalbank»' },
  { mfo: '00974', name: 'ATB «Hamkorbank»' },
] as const;

/** CorpBank's own branches: each has a clearing account (10503); 00873 holds the correspondent account. */
export const OWN_MFOS = ['00873', '00421', '00512'] as const;
export const TREASURY_MFO = '00014';
/** The treasury's single account for budget payments (type 2 and 3 r_account). */
export const TREASURY_ACCOUNT = '2340200030010000101000014';

export interface PurposeCodeSeed {
  readonly code: string;
  readonly ru: string;
  readonly en: string;
  readonly uz: string;
  readonly types: readonly number[];
}

export const PURPOSE_CODES: readonly PurposeCodeSeed[] = [
  { code: '00101', ru: 'Оплата за товары', en: 'Payment for goods', uz: 'Tovarlar uchun to‘lov', types: [1] },
  {
    code: '00102',
    ru: 'Оплата за выполненные работы и оказанные услуги',
    en: 'Payment for works performed and services rendered',
    uz: 'Bajarilgan ishlar va ko‘rsatilgan xizmatlar uchun to‘lov',
    types: [1],
  },
  {
    code: '00103',
    ru: 'Предоплата (аванс) за товары, работы, услуги',
    en: 'Advance payment for goods, works, services',
    uz: 'Tovarlar, ishlar, xizmatlar uchun oldindan to‘lov (avans)',
    types: [1],
  },
  { code: '00104', ru: 'Арендная плата', en: 'Rent', uz: 'Ijara haqi', types: [1] },
  {
    code: '00105',
    ru: 'Оплата коммунальных услуг',
    en: 'Payment for utilities',
    uz: 'Kommunal xizmatlar uchun to‘lov',
    types: [1],
  },
  {
    code: '00106',
    ru: 'Оплата транспортных и логистических услуг',
    en: 'Payment for transport and logistics services',
    uz: 'Transport va logistika xizmatlari uchun to‘lov',
    types: [1],
  },
  { code: '00201', ru: 'Возврат займа', en: 'Loan repayment', uz: 'Qarzni qaytarish', types: [1] },
  {
    code: '00202',
    ru: 'Предоставление беспроцентного займа',
    en: 'Interest-free loan',
    uz: 'Foizsiz qarz berish',
    types: [1],
  },
  {
    code: '00301',
    ru: 'Страховые взносы',
    en: 'Insurance premiums',
    uz: 'Sug‘urta badallari',
    types: [1],
  },
  {
    code: '00401',
    ru: 'Пополнение корпоративной карты',
    en: 'Corporate card top-up',
    uz: 'Korporativ kartani to‘ldirish',
    types: [4],
  },
  {
    code: '00402',
    ru: 'Пополнение корпоративной карты на командировочные расходы',
    en: 'Corporate card top-up for travel expenses',
    uz: 'Korporativ kartani xizmat safari xarajatlari uchun to‘ldirish',
    types: [4],
  },
  { code: '00501', ru: 'Налог на прибыль', en: 'Corporate income tax', uz: 'Foyda solig‘i', types: [2, 3] },
  {
    code: '00502',
    ru: 'Налог на добавленную стоимость',
    en: 'Value added tax',
    uz: 'Qo‘shilgan qiymat solig‘i',
    types: [2, 3],
  },
  {
    code: '00503',
    ru: 'Налог на доходы физических лиц',
    en: 'Personal income tax',
    uz: 'Jismoniy shaxslardan olinadigan daromad solig‘i',
    types: [2, 3],
  },
  { code: '00504', ru: 'Социальный налог', en: 'Social tax', uz: 'Ijtimoiy soliq', types: [2, 3] },
  { code: '00505', ru: 'Налог на имущество', en: 'Property tax', uz: 'Mol-mulk solig‘i', types: [2, 3] },
  { code: '00506', ru: 'Земельный налог', en: 'Land tax', uz: 'Yer solig‘i', types: [2, 3] },
  { code: '00507', ru: 'Государственная пошлина', en: 'State duty', uz: 'Davlat boji', types: [2, 3] },
  {
    code: '00508',
    ru: 'Штрафы и пени',
    en: 'Fines and penalties',
    uz: 'Jarimalar va penyalar',
    types: [2, 3],
  },
  {
    code: '00601',
    ru: 'Оплата бюджетной организации за услуги',
    en: 'Payment to a budget organisation for services',
    uz: 'Byudjet tashkilotiga xizmatlar uchun to‘lov',
    types: [2],
  },
  {
    code: '00650',
    ru: 'Перевод собственных средств между своими счетами',
    en: 'Transfer of own funds between own accounts',
    uz: 'O‘z mablag‘larini o‘z hisobvaraqlari o‘rtasida o‘tkazish',
    types: [5],
  },
  {
    code: '00701',
    ru: 'Благотворительная помощь',
    en: 'Charitable donation',
    uz: 'Xayriya yordami',
    types: [1],
  },
];

export const BUDGET_RECIPIENTS = [
  {
    account: '400110860262947094100079001',
    inn: '201122349',
    name: 'Mirobod tumani davlat soliq inspeksiyasi',
    region: 'Toshkent shahri',
    district: 'Mirobod tumani',
  },
  {
    account: '400110860262947094100079002',
    inn: '201122357',
    name: 'Chilonzor tumani davlat soliq inspeksiyasi',
    region: 'Toshkent shahri',
    district: 'Chilonzor tumani',
  },
  {
    account: '400110860144017094100061003',
    inn: '201345871',
    name: 'Samarqand shahar davlat soliq inspeksiyasi',
    region: 'Samarqand viloyati',
    district: 'Samarqand shahri',
  },
  {
    account: '400110860173307094100045004',
    inn: '201567302',
    name: 'Farg‘ona shahar davlat soliq inspeksiyasi',
    region: 'Farg‘ona viloyati',
    district: 'Farg‘ona shahri',
  },
  {
    account: '400110860106407094100052005',
    inn: '201784519',
    name: 'Buxoro shahar davlat soliq inspeksiyasi',
    region: 'Buxoro viloyati',
    district: 'Buxoro shahri',
  },
  {
    account: '400110860262947094100079006',
    inn: '201998230',
    name: 'Toshkent shahar hokimligi huzuridagi kadastr agentligi',
    region: 'Toshkent shahri',
    district: 'Yunusobod tumani',
  },
] as const;

/** A budget income account (25 digits) of each tax; type 3 payments use it. */
export const BUDGET_INCOME_ACCOUNTS: Readonly<Record<string, string>> = {
  '00501': '1010100000000000000100501',
  '00502': '1010200000000000000100502',
  '00503': '1010300000000000000100503',
  '00504': '1010400000000000000100504',
  '00505': '1010500000000000000100505',
  '00506': '1010600000000000000100506',
};

/** Users that prepare and sign for the organisations the role users of demo-data.ts do not cover. */
export const PAYMENT_USERS: readonly {
  readonly username: string;
  readonly role: Role;
  readonly fullName: string;
  readonly organization: OrgKey;
}[] = [
  {
    username: 'accountant_org2',
    role: 'accountant',
    fullName: 'Xudoyberdiyeva Zulfiya Anvarovna',
    organization: 'samarqand',
  },
  {
    username: 'sign_org2',
    role: 'accountant_sign',
    fullName: 'Mamatqulov Ilyos Baxtiyorovich',
    organization: 'samarqand',
  },
  {
    username: 'head_org3',
    role: 'head',
    fullName: 'Mirzaaliyev Doniyor Valijonovich',
    organization: 'fargona',
  },
  {
    username: 'accountant_org3',
    role: 'accountant',
    fullName: 'Qurbonova Dilafruz Komiljonovna',
    organization: 'fargona',
  },
  { username: 'head_org4', role: 'head', fullName: 'Jumayev Sanjar Rustamovich', organization: 'buxoro' },
  {
    username: 'accountant_org4',
    role: 'accountant',
    fullName: 'Hayitova Mohira Ulug‘bekovna',
    organization: 'buxoro',
  },
  {
    username: 'head_branch',
    role: 'head',
    fullName: 'Alimov Shuhrat Botirovich',
    organization: 'mainBranch',
  },
  {
    username: 'accountant_branch',
    role: 'accountant',
    fullName: 'Rahmonova Nilufar Akmalovna',
    organization: 'mainBranch',
  },
];

/** A head linked to a second organisation besides their own (the cross-organisation inbox). */
export const TWO_COMPANY_HEAD: {
  readonly username: string;
  readonly alsoFor: OrgKey;
  readonly phone: string;
} = { username: 'head_org3', alsoFor: 'buxoro', phone: '998907774411' };

/** Who prepares, signs A and signs B for each organisation's seeded payments (usernames). */
export const ORG_PEOPLE: Readonly<
  Record<OrgKey, { preparer: string; signerA: string; signerB: string | null }>
> = {
  main: { preparer: 'accountant', signerA: 'head', signerB: 'accountant_sign' },
  samarqand: { preparer: 'accountant_org2', signerA: 'head_org2', signerB: 'sign_org2' },
  fargona: { preparer: 'accountant_org3', signerA: 'head_org3', signerB: null },
  buxoro: { preparer: 'accountant_org4', signerA: 'head_org4', signerB: null },
  mainBranch: { preparer: 'accountant_branch', signerA: 'head_branch', signerB: null },
};

export type AccountRole = 'main' | 'second' | 'low' | 'closed' | 'card';

export interface AccountSeed {
  readonly org: OrgKey;
  readonly role: AccountRole;
  readonly kind: 'current' | 'corp_card';
  readonly name: string;
  readonly glCode: string;
  readonly seq: string;
  /** Opening balance, decimal string. */
  readonly balance: string;
  readonly openingDate: string;
  readonly closed?: string;
}

/** Every organisation: a main and a second current account and a corporate card account; main also
 *  a low-balance account (to show insufficient funds), samarqand a closed one. */
export const ACCOUNTS: readonly AccountSeed[] = [
  {
    org: 'main',
    role: 'main',
    kind: 'current',
    name: 'Asosiy hisobvaraq',
    glCode: '20208',
    seq: '001',
    balance: '1250000000.00',
    openingDate: '2019-04-12',
  },
  {
    org: 'main',
    role: 'second',
    kind: 'current',
    name: 'Investitsion hisobvaraq',
    glCode: '20208',
    seq: '002',
    balance: '384500000.00',
    openingDate: '2021-09-01',
  },
  {
    org: 'main',
    role: 'low',
    kind: 'current',
    name: 'Ikkilamchi hisobvaraq',
    glCode: '20210',
    seq: '003',
    balance: '125000.00',
    openingDate: '2023-02-15',
  },
  {
    org: 'main',
    role: 'card',
    kind: 'corp_card',
    name: 'Korporativ karta hisobvarag‘i',
    glCode: '22618',
    seq: '004',
    balance: '18750000.00',
    openingDate: '2022-06-20',
  },
  {
    org: 'samarqand',
    role: 'main',
    kind: 'current',
    name: 'Asosiy hisobvaraq',
    glCode: '20208',
    seq: '001',
    balance: '845300000.00',
    openingDate: '2018-11-05',
  },
  {
    org: 'samarqand',
    role: 'second',
    kind: 'current',
    name: 'Eksport tushumlari hisobvarag‘i',
    glCode: '20208',
    seq: '002',
    balance: '212000000.00',
    openingDate: '2020-03-10',
  },
  {
    org: 'samarqand',
    role: 'closed',
    kind: 'current',
    name: 'Yopilgan hisobvaraq',
    glCode: '20208',
    seq: '003',
    balance: '2400000.00',
    openingDate: '2017-01-20',
    closed: '2026-10-31',
  },
  {
    org: 'samarqand',
    role: 'card',
    kind: 'corp_card',
    name: 'Korporativ karta hisobvarag‘i',
    glCode: '22618',
    seq: '004',
    balance: '6200000.00',
    openingDate: '2021-05-14',
  },
  {
    org: 'fargona',
    role: 'main',
    kind: 'current',
    name: 'Asosiy hisobvaraq',
    glCode: '20208',
    seq: '001',
    balance: '412800000.00',
    openingDate: '2020-07-01',
  },
  {
    org: 'fargona',
    role: 'second',
    kind: 'current',
    name: 'Qishloq xo‘jaligi hisobvarag‘i',
    glCode: '20208',
    seq: '002',
    balance: '96400000.00',
    openingDate: '2022-01-17',
  },
  {
    org: 'fargona',
    role: 'card',
    kind: 'corp_card',
    name: 'Korporativ karta hisobvarag‘i',
    glCode: '22618',
    seq: '003',
    balance: '3100000.00',
    openingDate: '2022-01-17',
  },
  {
    org: 'buxoro',
    role: 'main',
    kind: 'current',
    name: 'Asosiy hisobvaraq',
    glCode: '20208',
    seq: '001',
    balance: '678900000.00',
    openingDate: '2016-05-23',
  },
  {
    org: 'buxoro',
    role: 'second',
    kind: 'current',
    name: 'Qurilish loyihalari hisobvarag‘i',
    glCode: '20208',
    seq: '002',
    balance: '153250000.00',
    openingDate: '2023-08-08',
  },
  {
    org: 'buxoro',
    role: 'card',
    kind: 'corp_card',
    name: 'Korporativ karta hisobvarag‘i',
    glCode: '22618',
    seq: '003',
    balance: '9800000.00',
    openingDate: '2023-08-08',
  },
  {
    org: 'mainBranch',
    role: 'main',
    kind: 'current',
    name: 'Filial hisobvarag‘i',
    glCode: '20208',
    seq: '001',
    balance: '236700000.00',
    openingDate: '2021-02-02',
  },
  {
    org: 'mainBranch',
    role: 'second',
    kind: 'current',
    name: 'Filial xarajatlari hisobvarag‘i',
    glCode: '20208',
    seq: '002',
    balance: '48100000.00',
    openingDate: '2021-02-02',
  },
  {
    org: 'mainBranch',
    role: 'card',
    kind: 'corp_card',
    name: 'Korporativ karta hisobvarag‘i',
    glCode: '22618',
    seq: '003',
    balance: '1500000.00',
    openingDate: '2021-02-02',
  },
];

/** 25 digits: ledger code (5), currency 000 (soum), owner inn (9), sequence (3), bank mfo (5). */
export function accountNumber(glCode: string, inn: string, seq: string, mfo: string): string {
  return `${glCode}000${inn}${seq}${mfo}`;
}

/** The bank's own accounts: clearing 10503 per branch, correspondent 10301 at the head office. */
export function bankAccountNumber(glCode: '10503' | '10301', mfo: string): string {
  return `${glCode}000000000000000${mfo}`;
}

export const CARDS: readonly { org: OrgKey; pan: string; holder: string; expiry: string }[] = [
  { org: 'main', pan: '8600120456781234', holder: 'ABDULLAYEV BAHROM', expiry: '0928' },
  { org: 'main', pan: '8600120456785678', holder: 'TURSUNOVA MALIKA', expiry: '0428' },
  { org: 'samarqand', pan: '8600340912347711', holder: 'NORQULOV JAMSHID', expiry: '1127' },
  { org: 'fargona', pan: '8600560378122045', holder: 'MIRZAALIYEV DONIYOR', expiry: '0329' },
  { org: 'buxoro', pan: '8600780145669013', holder: 'JUMAYEV SANJAR', expiry: '0729' },
  { org: 'mainBranch', pan: '8600120498763320', holder: 'ALIMOV SHUHRAT', expiry: '1228' },
];

/** Counterparties at other banks (their payments are credited to the correspondent account). */
export const EXTERNAL_RECIPIENTS = [
  {
    name: 'MChJ «Oltin Vodiy Logistika»',
    inn: '305671234',
    account: '2020800030567123400100450',
    mfo: '00450',
    code: '00106',
  },
  {
    name: 'AJ «O‘zbekiston temir yo‘llari» filiali',
    inn: '200838465',
    account: '2020800020083846500100440',
    mfo: '00440',
    code: '00106',
  },
  {
    name: 'MChJ «Toshkent Paxta Savdo»',
    inn: '306234519',
    account: '2020800030623451900101158',
    mfo: '01158',
    code: '00101',
  },
  {
    name: 'XK «Sharq Energiya Ta’minot»',
    inn: '207345126',
    account: '2020800020734512600100401',
    mfo: '00401',
    code: '00105',
  },
  {
    name: 'MChJ «Zarafshon Qadoqlash»',
    inn: '307812445',
    account: '2020800030781244500100974',
    mfo: '00974',
    code: '00101',
  },
  {
    name: 'AJ «Kafolat» sug‘urta kompaniyasi',
    inn: '200945670',
    account: '2020800020094567000100491',
    mfo: '00491',
    code: '00301',
  },
  {
    name: 'MChJ «Ofis Servis Plyus»',
    inn: '308120973',
    account: '2020800030812097300100450',
    mfo: '00450',
    code: '00102',
  },
  {
    name: 'MChJ «Bino Ijara Markazi»',
    inn: '306998712',
    account: '2020800030699871200101158',
    mfo: '01158',
    code: '00104',
  },
] as const;

export const DESCRIPTIONS: Readonly<Record<string, string>> = {
  '00101': 'Tovarlar uchun to‘lov, shartnoma № {n}, hisob-faktura asosida. QQS bilan.',
  '00102': 'Ko‘rsatilgan xizmatlar uchun to‘lov, shartnoma № {n}. QQS bilan.',
  '00103': 'Shartnoma № {n} bo‘yicha oldindan to‘lov (avans). QQS bilan.',
  '00104': 'Ofis ijarasi uchun to‘lov, shartnoma № {n}. QQS bilan.',
  '00105': 'Elektr energiyasi uchun to‘lov, shartnoma № {n}. QQS bilan.',
  '00106': 'Yuk tashish xizmatlari uchun to‘lov, shartnoma № {n}. QQS bilan.',
  '00301': 'Mol-mulkni sug‘urtalash bo‘yicha sug‘urta mukofoti, polis № {n}.',
  '00401': 'Korporativ kartani to‘ldirish, xo‘jalik xarajatlari uchun.',
  '00501': 'Foyda solig‘i bo‘yicha bo‘nak to‘lovi.',
  '00502': 'Qo‘shilgan qiymat solig‘i to‘lovi.',
  '00503': 'Jismoniy shaxslardan olinadigan daromad solig‘i, ish haqi bo‘yicha.',
  '00504': 'Ijtimoiy soliq, ish haqi fondi bo‘yicha.',
};

/** Statuses of the ~25 seeded payments of each organisation (Created … Paid). */
export const STATUS_PLAN: readonly number[] = [
  1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 4, 4, 4, 5, 5, 6, 6, 6, 7, 7, 8, 8, 8, 8,
];

/** A deterministic sequence of numbers in [0, 1) (the demo is the same on every start). */
export function pseudoRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
