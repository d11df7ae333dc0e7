/**
 * Demo foreign-trade contracts (EISVO) of the demo organisations: import and export, several
 * currencies and countries, every sub-screen filled for most contracts and left empty for some.
 * Plain data and pure builders only; eisvo.ts writes it. Money is written as decimal strings here
 * and converted once, by contracts/money.ts, when it is stored.
 */
import { REQUIREMENTS, type Requirement, type SectionName } from '../../../../contracts/api/eisvo.ts';
import type { OrgKey } from './demo-data.ts';

export interface DemoContract {
  readonly key: string;
  readonly organization: OrgKey;
  readonly inn: string;
  readonly bankId: string;
  readonly bxmCode: string;
  readonly docDate: string;
  readonly docNo: string;
  /** 01 import of goods, 02 export of goods, 03 import of services, 04 export of services. */
  readonly cntrType: '01' | '02' | '03' | '04';
  readonly amount: string;
  readonly currCode: string;
  readonly contractorForName: string;
  readonly contractorForCountryCode: string;
  /** 1 active, 2 completed, 3 suspended, 4 transferred. */
  readonly cntrStatus: '1' | '2' | '3' | '4';
  readonly okonx: string;
  readonly contractorUzParentCompany: string;
  readonly contractorUzName: string;
  readonly rgnCode: string;
  readonly contractorUzAddress: string;
  readonly contractorUzPhone: string;
  readonly cntrSubject: string;
  readonly accCurrCode1: string;
  readonly contractorForAddress: string;
  readonly bankForName: string;
  readonly bankForCountryCode: string;
  readonly bankForAddress: string;
  readonly bankForAttributes: string;
  /** Contract basis: 1 contract, 2 public offer, 3 proforma invoice, 4 exchange contract. */
  readonly execType: '1' | '2' | '3' | '4';
  readonly receivableOverdue1: string;
  readonly payableOverdue1: string;
  readonly receivableOverdue2: string;
  readonly payableOverdue2: string;
  readonly goods: readonly { name: string; tnCode: string; unit: string; price: string }[];
  readonly incoterms: string;
  readonly place: string;
  readonly endDate: string;
  /** Rows per sub-screen; a section not named gets DEFAULT_ROWS, 0 leaves it empty. */
  readonly rows?: Partial<Record<SectionName, number>>;
  /** A basis text carrying script payloads, to prove they render inert. */
  readonly hostileBasis?: boolean;
}

/** 27 digits: bank mfo (5), resident inn (9), contract date (8), serial (5). */
export function demoIdn(c: Pick<DemoContract, 'bankId' | 'inn' | 'docDate'>, serial: number): string {
  return `${c.bankId}${c.inn}${c.docDate.replace(/-/g, '')}${String(serial).padStart(5, '0')}`;
}

const MAIN_INN = '301245678';
const MAIN_NAME = 'OOO «Toshkent Tekstil Invest»';
const MAIN_ADDRESS = 'Toshkent sh., Chilonzor t., Bunyodkor ko‘chasi, 12';

export const DEMO_CONTRACTS: readonly DemoContract[] = [
  {
    key: 'main-de-machines',
    organization: 'main',
    inn: MAIN_INN,
    bankId: '00873',
    bxmCode: '00873',
    docDate: '2026-02-14',
    docNo: 'TTI-DE-2026/07',
    cntrType: '01',
    amount: '1845000.00',
    currCode: '978',
    contractorForName: 'Textilmaschinen Chemnitz GmbH',
    contractorForCountryCode: '276',
    cntrStatus: '1',
    okonx: '17121',
    contractorUzParentCompany: 'AJ «O‘zbekyengilsanoat»',
    contractorUzName: MAIN_NAME,
    rgnCode: '26',
    contractorUzAddress: MAIN_ADDRESS,
    contractorUzPhone: '+998 71 275-40-12',
    cntrSubject: 'Поставка кругловязальных машин и запасных частей',
    accCurrCode1: '978',
    contractorForAddress: 'Annaberger Str. 240, 09125 Chemnitz',
    bankForName: 'Commerzbank AG',
    bankForCountryCode: '276',
    bankForAddress: 'Kaiserplatz, 60311 Frankfurt am Main',
    bankForAttributes: 'SWIFT COBADEFFXXX, IBAN DE89 3704 0044 0532 0130 00',
    execType: '1',
    receivableOverdue1: '0.00',
    payableOverdue1: '125000.00',
    receivableOverdue2: '0.00',
    payableOverdue2: '0.00',
    goods: [
      { name: 'Кругловязальная машина MV4 3.2', tnCode: '8447120000', unit: 'шт', price: '268000.00' },
      { name: 'Игольчатые цилиндры', tnCode: '8448320000', unit: 'шт', price: '8650.00' },
      { name: 'Платины вязальные', tnCode: '8448510000', unit: 'кг', price: '412.50' },
    ],
    incoterms: 'DAP Toshkent',
    place: 'Chemnitz',
    endDate: '2027-02-13',
    rows: { 'contract-payments': 26, 'contract-goods': 9, 'contract-declarations': 5 },
  },
  {
    key: 'main-cn-yarn',
    organization: 'main',
    inn: MAIN_INN,
    bankId: '00873',
    bxmCode: '00873',
    docDate: '2025-11-03',
    docNo: 'EXP-CN-118',
    cntrType: '02',
    amount: '3260000.00',
    currCode: '840',
    contractorForName: 'Zhejiang Huafang Textile Co., Ltd.',
    contractorForCountryCode: '156',
    cntrStatus: '1',
    okonx: '17121',
    contractorUzParentCompany: 'AJ «O‘zbekyengilsanoat»',
    contractorUzName: MAIN_NAME,
    rgnCode: '26',
    contractorUzAddress: MAIN_ADDRESS,
    contractorUzPhone: '+998 71 275-40-12',
    cntrSubject: 'Экспорт хлопчатобумажной пряжи Ne 30/1',
    accCurrCode1: '840',
    contractorForAddress: '88 Jianshe Road, Shaoxing, Zhejiang',
    bankForName: 'Bank of China, Zhejiang Branch',
    bankForCountryCode: '156',
    bankForAddress: '321 Fengqi Road, Hangzhou',
    bankForAttributes: 'SWIFT BKCHCNBJ910',
    execType: '1',
    receivableOverdue1: '86400.00',
    payableOverdue1: '0.00',
    receivableOverdue2: '12000.00',
    payableOverdue2: '0.00',
    goods: [
      { name: 'Пряжа хлопчатобумажная Ne 30/1 кардная', tnCode: '5205130000', unit: 'кг', price: '3.42' },
      { name: 'Пряжа хлопчатобумажная Ne 40/1 гребенная', tnCode: '5205240000', unit: 'кг', price: '4.18' },
    ],
    incoterms: 'FCA Toshkent',
    place: 'Toshkent',
    endDate: '2026-12-31',
  },
  {
    key: 'main-tr-dyes',
    organization: 'main',
    inn: MAIN_INN,
    bankId: '00873',
    bxmCode: '00873',
    docDate: '2026-05-20',
    docNo: 'IMP-TR-2026/15',
    cntrType: '01',
    amount: '214750.00',
    currCode: '840',
    contractorForName: 'Boyakim Kimya Sanayi A.Ş.',
    contractorForCountryCode: '792',
    cntrStatus: '1',
    okonx: '17121',
    contractorUzParentCompany: 'AJ «O‘zbekyengilsanoat»',
    contractorUzName: MAIN_NAME,
    rgnCode: '26',
    contractorUzAddress: MAIN_ADDRESS,
    contractorUzPhone: '+998 71 275-40-12',
    cntrSubject: 'Поставка реактивных красителей для хлопка',
    accCurrCode1: '840',
    contractorForAddress: 'Organize Sanayi Bölgesi 4. Cadde No:7, Bursa',
    bankForName: 'Türkiye İş Bankası A.Ş.',
    bankForCountryCode: '792',
    bankForAddress: 'İş Kuleleri, Levent, İstanbul',
    bankForAttributes: 'SWIFT ISBKTRIS',
    execType: '3',
    receivableOverdue1: '0.00',
    payableOverdue1: '0.00',
    receivableOverdue2: '0.00',
    payableOverdue2: '0.00',
    goods: [
      { name: 'Краситель реактивный Reactive Red 195', tnCode: '3204160000', unit: 'кг', price: '7.85' },
    ],
    incoterms: 'CPT Toshkent',
    place: 'Bursa',
    endDate: '2026-11-30',
    // A young contract: several sections have nothing yet.
    rows: {
      'contract-debits': 0,
      'contract-penalties': 0,
      'contract-tax-penalties': 0,
      'contract-refund-imp': 0,
      'contract-move-tos': 0,
      'contract-transfers': 0,
      'contract-end-contract': 0,
      'contract-ex-payments': 0,
    },
    hostileBasis: true,
  },
  {
    key: 'main-ru-knitwear',
    organization: 'main',
    inn: MAIN_INN,
    bankId: '00873',
    bxmCode: '00873',
    docDate: '2024-09-10',
    docNo: '24/ЭК-09',
    cntrType: '02',
    amount: '48500000.00',
    currCode: '643',
    contractorForName: 'ООО «Трикотаж Поволжья»',
    contractorForCountryCode: '643',
    cntrStatus: '2',
    okonx: '17121',
    contractorUzParentCompany: 'AJ «O‘zbekyengilsanoat»',
    contractorUzName: MAIN_NAME,
    rgnCode: '26',
    contractorUzAddress: MAIN_ADDRESS,
    contractorUzPhone: '+998 71 275-40-12',
    cntrSubject: 'Экспорт трикотажных изделий',
    accCurrCode1: '643',
    contractorForAddress: 'г. Казань, ул. Тэцевская, 14',
    bankForName: 'ПАО «Ак Барс» Банк',
    bankForCountryCode: '643',
    bankForAddress: 'г. Казань, ул. Декабристов, 1',
    bankForAttributes: 'БИК 049205805, к/с 30101810000000000805',
    execType: '1',
    receivableOverdue1: '0.00',
    payableOverdue1: '0.00',
    receivableOverdue2: '0.00',
    payableOverdue2: '0.00',
    goods: [
      { name: 'Футболки трикотажные мужские', tnCode: '6109100000', unit: 'шт', price: '410.00' },
      { name: 'Джемперы хлопковые', tnCode: '6110200000', unit: 'шт', price: '1150.00' },
    ],
    incoterms: 'DAP Kazan',
    place: 'Toshkent',
    endDate: '2025-09-09',
    rows: { 'contract-end-contract': 1 },
  },
  {
    key: 'samarqand-kz-fruit',
    organization: 'samarqand',
    inn: '302398451',
    bankId: '00421',
    bxmCode: '00421',
    docDate: '2026-01-22',
    docNo: 'SDM-KZ-004',
    cntrType: '02',
    amount: '780000.00',
    currCode: '840',
    contractorForName: 'TOO «Almaty Food Trade»',
    contractorForCountryCode: '398',
    cntrStatus: '1',
    okonx: '18110',
    contractorUzParentCompany: '—',
    contractorUzName: 'AJ «Samarqand Don Mahsulotlari»',
    rgnCode: '18',
    contractorUzAddress: 'Samarqand sh., Registon ko‘chasi, 45',
    contractorUzPhone: '+998 66 233-11-08',
    cntrSubject: 'Экспорт сухофруктов (изюм, курага)',
    accCurrCode1: '840',
    contractorForAddress: 'Алматы, пр. Райымбека, 221',
    bankForName: 'АО «Halyk Bank»',
    bankForCountryCode: '398',
    bankForAddress: 'Алматы, пр. Аль-Фараби, 40',
    bankForAttributes: 'SWIFT HSBKKZKX',
    execType: '1',
    receivableOverdue1: '45200.00',
    payableOverdue1: '0.00',
    receivableOverdue2: '0.00',
    payableOverdue2: '0.00',
    goods: [
      { name: 'Изюм сушёный', tnCode: '0806201000', unit: 'кг', price: '2.35' },
      { name: 'Курага', tnCode: '0813100000', unit: 'кг', price: '3.10' },
    ],
    incoterms: 'FCA Samarqand',
    place: 'Samarqand',
    endDate: '2026-12-31',
  },
  {
    key: 'samarqand-it-line',
    organization: 'samarqand',
    inn: '302398451',
    bankId: '00421',
    bxmCode: '00421',
    docDate: '2025-06-02',
    docNo: 'IT-PACK-2025',
    cntrType: '01',
    amount: '612300.00',
    currCode: '978',
    contractorForName: 'Imballaggi Bologna S.p.A.',
    contractorForCountryCode: '380',
    cntrStatus: '3',
    okonx: '18110',
    contractorUzParentCompany: '—',
    contractorUzName: 'AJ «Samarqand Don Mahsulotlari»',
    rgnCode: '18',
    contractorUzAddress: 'Samarqand sh., Registon ko‘chasi, 45',
    contractorUzPhone: '+998 66 233-11-08',
    cntrSubject: 'Поставка линии фасовки и упаковки',
    accCurrCode1: '978',
    contractorForAddress: 'Via Emilia Levante 31, 40139 Bologna',
    bankForName: 'UniCredit S.p.A.',
    bankForCountryCode: '380',
    bankForAddress: 'Piazza Gae Aulenti 3, Milano',
    bankForAttributes: 'SWIFT UNCRITMM',
    execType: '1',
    receivableOverdue1: '0.00',
    payableOverdue1: '61230.00',
    receivableOverdue2: '0.00',
    payableOverdue2: '8400.00',
    goods: [
      { name: 'Линия фасовки сыпучих продуктов', tnCode: '8422300009', unit: 'компл', price: '598000.00' },
    ],
    incoterms: 'CIP Samarqand',
    place: 'Bologna',
    endDate: '2026-06-01',
  },
  {
    key: 'fargona-ae-produce',
    organization: 'fargona',
    inn: '303512907',
    bankId: '00512',
    bxmCode: '00512',
    docDate: '2026-03-11',
    docNo: 'FAS-UAE-01',
    cntrType: '02',
    amount: '395000.00',
    currCode: '840',
    contractorForName: 'Al Noor Fresh Produce LLC',
    contractorForCountryCode: '784',
    cntrStatus: '1',
    okonx: '11110',
    contractorUzParentCompany: '—',
    contractorUzName: 'MChJ «Farg‘ona Agro Servis»',
    rgnCode: '30',
    contractorUzAddress: 'Farg‘ona sh., Mustaqillik ko‘chasi, 8',
    contractorUzPhone: '+998 73 244-70-51',
    cntrSubject: 'Экспорт свежих фруктов и овощей',
    accCurrCode1: '840',
    contractorForAddress: 'Al Aweer Central Market, Dubai',
    bankForName: 'Emirates NBD Bank PJSC',
    bankForCountryCode: '784',
    bankForAddress: 'Baniyas Road, Deira, Dubai',
    bankForAttributes: 'SWIFT EBILAEAD',
    execType: '2',
    receivableOverdue1: '0.00',
    payableOverdue1: '0.00',
    receivableOverdue2: '0.00',
    payableOverdue2: '0.00',
    goods: [
      { name: 'Черешня свежая', tnCode: '0809290000', unit: 'кг', price: '2.90' },
      { name: 'Томаты свежие', tnCode: '0702000000', unit: 'кг', price: '0.85' },
    ],
    incoterms: 'CPT Dubai',
    place: 'Farg‘ona',
    endDate: '2026-12-31',
  },
  {
    key: 'buxoro-kr-kiln',
    organization: 'buxoro',
    inn: '304687312',
    bankId: '00873',
    bxmCode: '00873',
    docDate: '2025-12-01',
    docNo: 'BQM-KR-77',
    cntrType: '03',
    amount: '158000.00',
    currCode: '840',
    contractorForName: 'Hanil Engineering Co., Ltd.',
    contractorForCountryCode: '410',
    cntrStatus: '1',
    okonx: '14520',
    contractorUzParentCompany: '—',
    contractorUzName: 'XK «Buxoro Qurilish Materiallari»',
    rgnCode: '06',
    contractorUzAddress: 'Buxoro sh., Sanoat ko‘chasi, 3',
    contractorUzPhone: '+998 65 221-05-90',
    cntrSubject: 'Шеф-монтаж и наладка печи обжига',
    accCurrCode1: '840',
    contractorForAddress: '45 Teheran-ro, Gangnam-gu, Seoul',
    bankForName: 'Woori Bank',
    bankForCountryCode: '410',
    bankForAddress: '51 Sogong-ro, Jung-gu, Seoul',
    bankForAttributes: 'SWIFT HVBKKRSE',
    execType: '1',
    receivableOverdue1: '0.00',
    payableOverdue1: '0.00',
    receivableOverdue2: '0.00',
    payableOverdue2: '0.00',
    goods: [{ name: 'Услуги шеф-монтажа', tnCode: '—', unit: 'усл', price: '158000.00' }],
    incoterms: '—',
    place: 'Seoul',
    endDate: '2026-08-31',
    rows: { 'contract-goods': 0, 'contract-declarations': 0, 'contract-dec-goods': 0 },
  },
];

export const DEFAULT_ROWS = 3;

const STATUS_NAMES = ['Подтверждён', 'Зарегистрирован', 'На рассмотрении'] as const;
const USERS = ['Karimova D.', 'Rahimov S.', 'Yusupov A.', 'Nazarova M.'] as const;
const COUNTRY_CODES = ['276', '156', '792', '643', '398', '380', '784', '410'] as const;

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Cents-exact share of a decimal amount, without floating point: amount × percent / 100. */
function share(amount: string, percent: number): string {
  const [whole = '0', fraction = '00'] = amount.split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  const part = (cents * BigInt(Math.round(percent * 100))) / 10000n;
  return `${part / 100n}.${String(part % 100n).padStart(2, '0')}`;
}

export type DemoRow = Record<string, string | null>;

/** The rows of one sub-screen of a contract; `i` counts from 0. */
type Builder = (c: DemoContract, idn: string, i: number) => DemoRow;

const at = (c: DemoContract, days: number, hour = 10) =>
  `${addDays(c.docDate, days)} ${String(9 + (hour % 9)).padStart(2, '0')}:${String((days * 7) % 60).padStart(2, '0')}:00`;
const user = (i: number) => USERS[i % USERS.length] ?? USERS[0];
const statusName = (i: number) => STATUS_NAMES[i % STATUS_NAMES.length] ?? STATUS_NAMES[0];
const serial = (i: number) => String(1000 + i * 7);
const good = (c: DemoContract, i: number) => c.goods[i % c.goods.length] ?? c.goods[0];

const BUILDERS: Record<SectionName, Builder> = {
  'contract-debits': (c, idn, i) => ({
    idn,
    docDate: addDays(c.docDate, 120 + i * 30),
    amount: share(c.amount, 0.4 + i * 0.1),
    currCode: c.currCode,
    reasonType: ['Форс-мажор', 'Решение суда', 'Истечение срока исковой давности'][i % 3] ?? null,
    userName: user(i),
    status: statusName(i),
  }),
  'contract-penalties': (c, _idn, i) => ({
    docDate: addDays(c.docDate, 90 + i * 21),
    amount: share(c.amount, 0.05 + i * 0.02),
    currCode: c.currCode,
    penaltyType: ['Просрочка поставки', 'Просрочка оплаты'][i % 2] ?? null,
    serialNo: serial(i),
    userName: user(i + 1),
    statusName: statusName(i),
  }),
  'contract-commissions': (c, _idn, i) => ({
    amount: share(c.amount, 0.01 + i * 0.005),
    paymentSerialNo: serial(i + 3),
    fundSerialNo: serial(i + 5),
    serialNo: serial(i),
    username: user(i),
    insTime: at(c, 40 + i * 15, i),
    statusName: statusName(i),
  }),
  'contract-tax-penalties': (c, _idn, i) => ({
    docDate: addDays(c.docDate, 200 + i * 30),
    amount: share(c.amount, 0.02),
    serialNo: serial(i),
    username: user(i + 2),
    insTime: at(c, 201 + i * 30, i),
    statusName: statusName(i + 1),
  }),
  'contract-debit-info': (c, _idn, i) => ({
    customsMode:
      ['ИМ 40 — выпуск для свободного обращения', 'ЭК 10 — экспорт', 'ИМ 53 — временный ввоз'][i % 3] ?? null,
    tempImpAmount: share(c.amount, 1 + i),
    tempImpCurrCode: c.currCode,
    remark: i === 0 ? 'Товар ввезён в режиме временного ввоза' : 'Уточнено по ГТД',
    username: user(i),
    insTime: at(c, 60 + i * 10, i),
    statusName: statusName(i),
  }),
  'contract-payments': (c, _idn, i) => {
    const amount = share(c.amount, 1.5 + ((i * 37) % 23) / 2);
    return {
      docDate: addDays(c.docDate, 10 + ((i * 53) % 340)),
      amount,
      paymentSourceTypeText: ['Собственные средства', 'Кредит банка', 'Конвертация'][i % 3] ?? null,
      amount1: amount,
      fundSourceTypeText: ['Валютный счёт', 'Счёт конвертации'][i % 2] ?? null,
      clAcc: `20210${c.currCode}${String(904512345 + i).padStart(12, '0')}`,
      coAcc: `DE${String(89370400440532 + i * 11)}`,
      conditionalTypeText: ['Предоплата', 'Оплата по факту', 'Аккредитив'][i % 3] ?? null,
      payPurpose: `Оплата по контракту ${c.docNo}, инвойс №${100 + i}`,
      currCode: c.currCode,
      docNo: String(3100 + i),
      serialNo: serial(i),
      userName: user(i),
      insTime: at(c, 11 + ((i * 53) % 340), i),
      statusName: statusName(i),
    };
  },
  'contract-refund-imp': (c, _idn, i) => ({
    docDate: addDays(c.docDate, 150 + i * 20),
    amount: share(c.amount, 0.8),
    currCode: c.currCode,
    docNo: String(7200 + i),
    serialNo: serial(i),
    userName: user(i + 1),
    insTime: at(c, 151 + i * 20, i),
    statusName: statusName(i),
  }),
  'contract-move-tos': (c, idn, i) => ({
    docDate: addDays(c.docDate, 170 + i * 12),
    amount: share(c.amount, 0.6),
    paymentSerialNo: serial(i + 2),
    destinationIdn: `${idn.slice(0, 22)}${String(90000 + i)}`,
    serialNo: serial(i),
    username: user(i),
    insTime: at(c, 171 + i * 12, i),
    statusName: statusName(i),
  }),
  'contract-added-info': (c, idn, i) => ({
    idn,
    bankRegNum: `${c.bankId}-${String(4410 + i)}`,
    bankRegDate: addDays(c.docDate, 2 + i),
    phoneNumber: c.contractorUzPhone,
  }),
  'contract-specifications': (c, _idn, i) => ({
    docNo: `SP-${i + 1}`,
    docDate: addDays(c.docDate, 5 + i * 30),
    amount: share(c.amount, 20 + i * 5),
    currCode: c.currCode,
    docTypeName: ['Спецификация', 'Инвойс', 'Дополнение к спецификации'][i % 3] ?? null,
    imExFlagName: c.cntrType === '01' || c.cntrType === '03' ? 'Импорт' : 'Экспорт',
    serialNo: serial(i),
    statusName: statusName(i),
  }),
  'contract-goods': (c, _idn, i) => {
    const g = good(c, i);
    const quantity = 10 + i * 15;
    const importing = c.cntrType === '01' || c.cntrType === '03';
    return {
      serialNo: String(i + 1),
      goodsType: importing ? 'Ввозимый товар' : 'Вывозимый товар',
      itemsName: g?.name ?? null,
      tnCode: g?.tnCode ?? null,
      quantity: String(quantity),
      unitCode: g?.unit ?? null,
      amount: g ? share(g.price, quantity * 100) : null,
      senderCountryCode: importing ? c.contractorForCountryCode : '860',
      senderName: importing ? c.contractorForName : c.contractorUzName,
      receiverName: importing ? c.contractorUzName : c.contractorForName,
      receiverCountryCode: importing ? '860' : c.contractorForCountryCode,
      brandName: ['Mayer & Cie', 'Huafang', 'Boyakim', '—'][i % 4] ?? null,
      cost: g?.price ?? null,
      originCountryCode: importing ? c.contractorForCountryCode : '860',
      insTime: at(c, 7 + i, i),
      selfMadeFlag: importing ? 'Нет' : 'Да',
    };
  },
  'contract-acts': (c, _idn, i) => ({
    docNo: `ACT-${String(i + 1).padStart(3, '0')}`,
    docDate: addDays(c.docDate, 45 + i * 30),
    amount1: share(c.amount, 5 + i),
    currCode1: c.currCode,
    amount2: share(c.amount, 5 + i),
    currCode2: c.accCurrCode1,
    statusName: statusName(i),
  }),
  'contract-delivery-terms': (c, _idn, i) => ({
    serialNo: String(i + 1),
    incoTermsCodeText: i === 0 ? c.incoterms : (['FCA', 'CPT', 'DAP'][i % 3] ?? null),
    destination: i === 0 ? c.incoterms.split(' ').slice(1).join(' ') || '—' : 'Toshkent',
    insTime: at(c, 3 + i * 60, i),
    statusName: statusName(i),
  }),
  'contract-finance-infos': (c, _idn, i) => ({
    serialNo: String(i + 1),
    companyForName: i === 0 ? c.contractorForName : `${c.contractorForName} (филиал ${i})`,
    companyForCountryCode: i === 0 ? c.contractorForCountryCode : (COUNTRY_CODES[i] ?? '276'),
    bankForName: c.bankForName,
    bankForCountryCode: c.bankForCountryCode,
    insTime: at(c, 4 + i * 50, i),
    status: statusName(i),
  }),
  'contract-agreements': (c, _idn, i) => ({
    nomer: String(i + 1),
    docNo: `ДС-${i + 1}`,
    docDate: addDays(c.docDate, 60 + i * 45),
    agrmSubject:
      ['Изменение сроков поставки', 'Изменение суммы контракта', 'Изменение банковских реквизитов'][i % 3] ??
      null,
    insTime: at(c, 61 + i * 45, i),
    statusName: statusName(i),
  }),
  'contract-import-terms': (c, _idn, i) => ({
    paymentTerm: ['Предоплата 30%', 'Оплата по факту поставки', 'Аккредитив'][i % 3] ?? null,
    paymentMethod: ['Банковский перевод', 'Документарный аккредитив', 'Инкассо'][i % 3] ?? null,
    paymentDeadLine: addDays(c.docDate, 90 + i * 30),
    importTerm: ['Поставка партиями', 'Единовременная поставка'][i % 2] ?? null,
    importDeadLine: addDays(c.docDate, 120 + i * 30),
    importTermAfterAccr: String(60 + i * 30),
    status: statusName(i),
  }),
  'contract-declarations': (c, _idn, i) => ({
    g7a: c.bankId === '00873' ? '26003' : '18001',
    g7b: addDays(c.docDate, 30 + i * 25),
    g7c: String(1200 + i * 13).padStart(7, '0'),
    g1: c.cntrType === '02' || c.cntrType === '04' ? 'ЭК 10' : 'ИМ 40',
    g22b: share(c.amount, 8 + i * 2),
    g22a: c.currCode,
  }),
  'contract-dec-goods': (c, _idn, i) => {
    const g = good(c, i);
    return { g31Name: g?.name ?? null, g33: g?.tnCode ?? null, g42: share(c.amount, 4 + i) };
  },
  'contract-end-contract': (c, _idn, i) => ({
    docDate: addDays(c.endDate, -i),
    remark: 'Обязательства по контракту исполнены в полном объёме',
    insTime: at(c, 365 - i, i),
    status: statusName(i),
  }),
  'contract-transfers': (c, idn, i) => ({
    transferType: ['Перевод в другой банк', 'Перевод на товарно-сырьевую биржу'][i % 2] ?? null,
    dstBankId: ['00421', '00512', '00873'][i % 3] ?? null,
    dstExchInn: i % 2 === 1 ? '200934512' : null,
    dstExchName: i % 2 === 1 ? 'АО «Узбекская республиканская товарно-сырьевая биржа»' : null,
    serialNo: serial(i),
    oldIdn: idn,
    newIdn: `${idn.slice(0, 22)}${String(80000 + i)}`,
    statusName: statusName(i),
  }),
  'contract-delegates': (c, idn, i) => ({
    idn,
    filename: `delegation_${c.docNo.replace(/[^A-Za-z0-9]/g, '')}_${i + 1}.pdf`,
    categoryName: 'Переуступка прав другому резиденту',
    fileDate: addDays(c.docDate, 80 + i * 10),
    statusName: statusName(i),
  }),
  'contract-ex-payments': (c, _idn, i) => ({
    docDate: addDays(c.docDate, 35 + i * 14),
    amountSoum: share('1250000000.00', 10 + i * 3),
    docNo: String(5500 + i),
    insTime: at(c, 36 + i * 14, i),
    status: statusName(i),
  }),
  'contract-funds': (c, _idn, i) => ({
    docDate: addDays(c.docDate, 25 + i * 33),
    conditionType: ['Предоплата', 'Оплата после отгрузки'][i % 2] ?? null,
    amount: share(c.amount, 10 + i * 4),
    currCode: c.currCode,
    serialNo: serial(i),
    statusName: statusName(i),
  }),
  'contract-payment-refs': (c, idn, i) => ({
    idn,
    docNo: `СР-${String(i + 1).padStart(4, '0')}`,
    docDate: addDays(c.docDate, 100 + i * 30),
    amount: share(c.amount, 12),
    currCode: c.currCode,
    unUsedAmount: share(c.amount, i === 0 ? 0 : 3),
    fundSerialNo: serial(i + 4),
    docValDate: addDays(c.docDate, 130 + i * 30),
    status: statusName(i),
  }),
  'contract-files': (c, idn, i) => ({
    idn,
    filename:
      [`contract_${c.docNo.replace(/[^A-Za-z0-9]/g, '')}.pdf`, 'specification_1.pdf', 'invoice.pdf'][i % 3] ??
      null,
    categoryName: ['Контракт', 'Спецификация', 'Инвойс'][i % 3] ?? null,
    fileDate: addDays(c.docDate, i * 15),
    statusName: statusName(i),
  }),
};

export function demoRows(c: DemoContract, idn: string, section: SectionName): DemoRow[] {
  const count = c.rows?.[section] ?? DEFAULT_ROWS;
  return Array.from({ length: count }, (_, i) => BUILDERS[section](c, idn, i));
}

/** Basis keys per requirement row: the merged groups of spec 3 §2.1 (1–8, 9–11, 12, 13, 14–17, …). */
const BASIS_GROUPS: readonly (readonly [string, number])[] = [
  ['b1', 8],
  ['b2', 3],
  ['b3', 1],
  ['b4', 1],
  ['b5', 4],
  ['b6', 1],
  ['b7', 1],
  ['b8', 2],
  ['b9', 1],
];

export const BASIS_OF: readonly string[] = BASIS_GROUPS.flatMap(([key, n]) => Array<string>(n).fill(key));

export const BASIS_TEXTS: Readonly<Record<string, string>> = {
  b1: '<p><b>Постановление КМ РУз №&nbsp;117</b>, п.&nbsp;12: в контракте указываются номер и дата, место заключения, наименования и адреса сторон, их собственники и страна нерезидента.</p>',
  b2: '<p>П.&nbsp;13 Положения: наименование товара, код <i>ТН ВЭД</i> и его состояние (новый, бывший в употреблении).</p>',
  b3: '<p>Базис поставки по <a href="https://iccwbo.org/business-solutions/incoterms-rules/" target="_blank">Инкотермс 2020</a>.</p>',
  b4: '<p>Срок действия контракта и дата окончания обязательств сторон.</p>',
  b5: '<ul><li>Сумма контракта</li><li>Валюта контракта и валюта платежа</li><li>Форма расчётов</li></ul>',
  b6: '<p>Сроки оплаты: не позднее 180 дней с даты ввоза (ст.&nbsp;11 Закона «О валютном регулировании»).</p>',
  b7: '<p>Срок исполнения обязательств по поставке товара (оказанию услуг).</p>',
  b8: '<p>Банковские реквизиты иностранного партнёра и <u>грузоотправитель</u>.</p>',
  b9: '<p>Сведения о производителе товара.</p>',
};

/** The basis text of the contract seeded with script payloads (they must render inert). */
export const HOSTILE_BASIS =
  '<p onclick="window.__eisvoXss=1">Требования п.&nbsp;12 Положения.</p>' +
  '<script>window.__eisvoXss = 2;</script>' +
  '<img src="x" onerror="window.__eisvoXss=3">' +
  '<a href="javascript:window.__eisvoXss=4">ссылка</a>';

export interface DemoVerification {
  readonly field: Requirement;
  readonly cntr: string;
  readonly clause: string;
  readonly desc: string;
  readonly value: string;
  readonly comment: string;
  readonly done: boolean;
  readonly basis: string;
}

const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  '276': 'Германия',
  '156': 'Китай',
  '792': 'Турция',
  '643': 'Россия',
  '398': 'Казахстан',
  '380': 'Италия',
  '784': 'ОАЭ',
  '410': 'Корея',
};
const CURRENCY_NAMES: Readonly<Record<string, string>> = {
  '840': 'USD',
  '978': 'EUR',
  '643': 'RUB',
  '156': 'CNY',
};

export function demoVerification(c: DemoContract): DemoVerification[] {
  const g = c.goods[0];
  const importing = c.cntrType === '01' || c.cntrType === '03';
  const values: Record<Requirement, [cntr: string, desc: string]> = {
    docno: [c.docNo, 'Номер контракта'],
    docdate: [c.docDate.split('-').reverse().join('.'), 'Дата заключения'],
    place: [c.place, 'Место заключения'],
    cntruzname: [c.contractorUzName, 'Наименование резидента'],
    cntrforname: [c.contractorForName, 'Наименование нерезидента'],
    cntruzowner: [c.contractorUzParentCompany, 'Собственник резидента'],
    cntrforowner: [c.contractorForName, 'Собственник нерезидента'],
    cntrforcountry: [
      COUNTRY_NAMES[c.contractorForCountryCode] ?? c.contractorForCountryCode,
      'Страна нерезидента',
    ],
    productsname: [g?.name ?? '—', 'Наименование товара (услуги)'],
    tncode: [g?.tnCode ?? '—', 'Код ТН ВЭД'],
    goods_state: ['Новый', 'Состояние товара'],
    incoterms: [c.incoterms, 'Базис поставки'],
    cntrenddate: [c.endDate.split('-').reverse().join('.'), 'Срок действия'],
    amount: [c.amount, 'Сумма контракта'],
    currency: [CURRENCY_NAMES[c.currCode] ?? c.currCode, 'Валюта контракта'],
    acccurrency: [CURRENCY_NAMES[c.accCurrCode1] ?? c.accCurrCode1, 'Валюта платежа'],
    payment_method: ['Банковский перевод', 'Форма расчётов'],
    payment_date: [importing ? '180 дней с даты ввоза' : '120 дней с даты отгрузки', 'Срок оплаты'],
    execution_date: ['90 дней с даты оплаты', 'Срок исполнения'],
    forrequisites: [c.bankForAttributes, 'Реквизиты нерезидента'],
    shipper: [importing ? c.contractorForName : c.contractorUzName, 'Грузоотправитель'],
    manufacturer: [importing ? c.contractorForName : c.contractorUzName, 'Производитель'],
  };
  return REQUIREMENTS.map((field, index) => {
    const [cntr, desc] = values[field];
    // A couple of values differ in EISVO, as a real verification finds.
    const differs = field === 'place' || (field === 'acccurrency' && c.currCode !== c.accCurrCode1);
    return {
      field,
      cntr,
      clause: `${Math.floor(index / 4) + 1}.${(index % 4) + 1}`,
      desc,
      value: differs ? '—' : cntr,
      comment: field === 'docno' ? 'Сверено с оригиналом' : '',
      done: index < 5,
      basis: BASIS_OF[index] ?? 'b9',
    };
  });
}
