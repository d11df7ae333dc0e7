/**
 * The demo world (README "Demo logins"): banks, organisations, a user for every role of spec 1 §6.1
 * (username = role name), announcements, notifications and recent sign-ins. Plain data only;
 * demo.ts writes it.
 */
import { CLIENT_ROLES, ROLES, type Role } from '../../../../contracts/roles.ts';
import { PAYMENT_USERS } from './payments-data.ts';

export const DEMO_BANKS = [
  { mfo: '00873', name: 'CorpBank, Toshkent bosh ofisi' },
  { mfo: '00421', name: 'CorpBank, Samarqand filiali' },
  { mfo: '00512', name: 'CorpBank, Farg‘ona filiali' },
] as const;

/** Keys name organisations inside the seed; `main` is organisation #1 of the README. */
export type OrgKey = 'main' | 'samarqand' | 'fargona' | 'buxoro' | 'mainBranch';

export interface DemoOrganization {
  readonly key: OrgKey;
  readonly name: string;
  readonly inn: string;
  readonly nibbd: string;
  readonly mfo: string;
  readonly mustSignB: boolean;
  /** Default legal entity (every demo organisation is one: OOO, AJ, MChJ, XK), so dual control is on. */
  readonly legalForm?: 'legal_entity' | 'sole_proprietor';
  /** Only EDS-key signatures; phones' passkey signatures are refused (issue 6). */
  readonly edsOnly?: boolean;
  readonly parent?: OrgKey;
}

export const DEMO_ORGANIZATIONS: readonly DemoOrganization[] = [
  {
    key: 'main',
    name: 'OOO «Toshkent Tekstil Invest»',
    inn: '301245678',
    nibbd: '10457823',
    mfo: '00873',
    mustSignB: false,
  },
  {
    key: 'samarqand',
    name: 'AJ «Samarqand Don Mahsulotlari»',
    inn: '302398451',
    nibbd: '20563147',
    mfo: '00421',
    mustSignB: true,
    edsOnly: true,
  },
  {
    key: 'fargona',
    name: 'MChJ «Farg‘ona Agro Servis»',
    inn: '303512907',
    nibbd: '30781254',
    mfo: '00512',
    mustSignB: false,
  },
  {
    key: 'buxoro',
    name: 'XK «Buxoro Qurilish Materiallari»',
    inn: '304687312',
    nibbd: '40236985',
    mfo: '00873',
    mustSignB: false,
  },
  {
    key: 'mainBranch',
    name: 'OOO «Toshkent Tekstil Invest» Chilonzor filiali',
    inn: '305112340',
    nibbd: '50418276',
    mfo: '00873',
    mustSignB: false,
    parent: 'main',
  },
];

export type ManagerKey = 'first' | 'second';

export const DEMO_MANAGERS: readonly {
  readonly key: ManagerKey;
  readonly fullName: string;
  readonly nibbd: string;
  readonly internalPhoneNumber: string;
  readonly phoneNumber: string;
}[] = [
  {
    key: 'first',
    fullName: 'Karimova Dilnoza Rustamovna',
    nibbd: '00873015',
    internalPhoneNumber: '1204',
    phoneNumber: '998901204517',
  },
  {
    key: 'second',
    fullName: 'Rashidov Jasur Bahodirovich',
    nibbd: '00421087',
    internalPhoneNumber: '2311',
    phoneNumber: '998935402318',
  },
];

export interface DemoUser {
  readonly username: string;
  readonly role: Role;
  readonly fullName: string;
  /** The first is the default organisation. */
  readonly organizations: readonly OrgKey[];
  readonly manager?: ManagerKey;
  readonly passwordChangeRequired?: boolean;
  readonly isMsb?: boolean;
  readonly creditOffer?: boolean;
  readonly birthDay?: string;
  readonly phone?: string;
  /** Days the demo signing key has left (default 335): a short one shows key renewal. */
  readonly keyDaysLeft?: number;
  /** A branch-level staff user's branch (users.branch_mfo): admin_branch works for Samarqand. */
  readonly branchMfo?: string;
}

const FULL_NAMES: Record<Role, string> = {
  client: 'Yusupov Akmal Shavkatovich',
  accountant: 'Tursunova Malika Akbarovna',
  accountant_simple: 'Ergasheva Nodira Ilhomovna',
  accountant_sign: 'Qodirov Sherzod Alisherovich',
  head: 'Abdullayev Bahrom Raximovich',
  super_head: 'Nazarov Otabek Farhodovich',
  passive_user: 'Saidova Gulnora Baxtiyorovna',
  multiclient: 'Mirzayev Sardor Ulugbekovich',
  admin: 'Xolmatov Rustam Erkinovich',
  admin_bank: 'Islomova Zarina Davronovna',
  admin_branch: 'Sobirov Anvar Tohirovich',
  super_user: 'Rahimov Bekzod Olimovich',
  moderator: 'Usmonova Feruza Kamolovna',
  currency_moderator: 'Hamidov Javlon Sanjarovich',
  cur_head_acc: 'Aminova Shahnoza Botirovna',
  cur_head_bank: 'Ismoilov Dilshod Abdulloyevich',
  cur_head_dep: 'Jo‘rayev Ulug‘bek Normurodovich',
  cur_manager: 'Qosimova Madina Shuhratovna',
  currency_passive: 'To‘xtayev Aziz Murodovich',
  passive_mbrc: 'Po‘latova Kamola Yusufovna',
  universal_manager: 'G‘aniyev Farrux Ravshanovich',
  user_head_office: 'Sultonova Barno Hasanovna',
  contact_center: 'Ortiqova Lola Zafarovna',
  msb_user: 'Boboyev Shoxrux Ikromovich',
  credit_go: 'Latipov Nodir Husanovich',
  solfy_terminal: 'Valiyeva Dildora Ravshanovna',
};

const clientRoles: readonly string[] = CLIENT_ROLES;

function roleUser(role: Role): DemoUser {
  const base = { username: role, role, fullName: FULL_NAMES[role] };
  if (clientRoles.includes(role)) {
    return {
      ...base,
      organizations: ['main'],
      manager: 'first',
      creditOffer: role === 'head' || role === 'accountant',
      ...(role === 'head' ? { birthDay: '1979-03-14' } : {}),
      phone: '998901112233',
      // accountant_sign's key is about to end, so the key page offers renewal (desktop e2e).
      ...(role === 'accountant_sign' ? { keyDaysLeft: 12 } : {}),
    };
  }
  // No personal manager: page/personal-manager is for client roles only (contracts/api/shell.ts).
  if (role === 'multiclient') return { ...base, organizations: ['main', 'samarqand', 'fargona'] };
  return {
    ...base,
    organizations: [],
    isMsb: role === 'msb_user',
    ...(role === 'admin_branch' ? { branchMfo: '00421' } : {}),
  };
}

export const DEMO_USERS: readonly DemoUser[] = [
  ...ROLES.map(roleUser),
  {
    username: 'accountant_new',
    role: 'accountant',
    fullName: 'Xasanova Sevara Olimjonovna',
    organizations: ['main'],
    manager: 'first',
    passwordChangeRequired: true,
  },
  {
    username: 'head_org2',
    role: 'head',
    fullName: 'Norqulov Jamshid Erkinovich',
    organizations: ['samarqand'],
    manager: 'second',
    birthDay: '1975-09-02',
    phone: '998935551122',
    // Another key about to end (phone e2e renews this one while desktop renews accountant_sign's).
    keyDaysLeft: 12,
  },
];

export const DEMO_ANNOUNCEMENTS = [
  {
    status: 1,
    messageRu: 'Операционный день продлён до 18:00 в последний рабочий день месяца.',
    messageEn: 'On the last business day of the month the operating day is extended until 18:00.',
    messageUz: 'Oyning oxirgi ish kunida operatsion kun soat 18:00 gacha uzaytiriladi.',
  },
  {
    status: 1,
    messageRu: 'Никому не сообщайте пароль и SMS-код: сотрудники банка их никогда не спрашивают.',
    messageEn: 'Never share your password or SMS code: bank staff never ask for them.',
    messageUz: 'Parol va SMS-kodni hech kimga aytmang: bank xodimlari ularni hech qachon so‘ramaydi.',
  },
  {
    status: 0,
    messageRu: 'Плановые технические работы 1 ноября с 02:00 до 04:00 завершены.',
    messageEn: 'Scheduled maintenance on 1 November from 02:00 to 04:00 is complete.',
    messageUz: '1-noyabr kuni soat 02:00 dan 04:00 gacha rejalashtirilgan texnik ishlar yakunlandi.',
  },
] as const;

export interface DemoNotification {
  /** null: every organisation. */
  readonly organization: OrgKey | null;
  readonly user?: string;
  readonly daysAgo: number;
  readonly titleRu: string;
  readonly titleEn: string;
  readonly titleUz: string;
  readonly bodyRu: string;
  readonly bodyEn: string;
  readonly bodyUz: string;
}

export const DEMO_NOTIFICATIONS: readonly DemoNotification[] = [
  {
    organization: null,
    daysAgo: 1,
    titleRu: 'Новые тарифы с 1 декабря',
    titleEn: 'New tariffs from 1 December',
    titleUz: '1-dekabrdan yangi tariflar',
    bodyRu: 'С 1 декабря комиссия за платежи в национальной валюте через интернет-банк снижается до 0,1%.',
    bodyEn: 'From 1 December the fee for national-currency payments through internet banking drops to 0.1%.',
    bodyUz:
      '1-dekabrdan internet-bank orqali milliy valyutadagi to‘lovlar uchun komissiya 0,1% gacha kamayadi.',
  },
  {
    organization: null,
    daysAgo: 4,
    titleRu: 'Мобильное приложение для бизнеса',
    titleEn: 'Mobile app for business',
    titleUz: 'Biznes uchun mobil ilova',
    bodyRu: 'Подписывайте платежи с телефона: установите приложение CorpBank Business.',
    bodyEn: 'Sign payments from your phone: install the CorpBank Business app.',
    bodyUz: 'To‘lovlarni telefondan imzolang: CorpBank Business ilovasini o‘rnating.',
  },
  {
    organization: 'main',
    daysAgo: 2,
    titleRu: 'Выписка за октябрь готова',
    titleEn: 'October statement is ready',
    titleUz: 'Oktabr oyi uchun ko‘chirma tayyor',
    bodyRu: 'Выписка по счетам ООО «Toshkent Tekstil Invest» за октябрь доступна в разделе «Отчёты».',
    bodyEn: 'The October statement of OOO «Toshkent Tekstil Invest» accounts is available under Reports.',
    bodyUz:
      'OOO «Toshkent Tekstil Invest» hisobvaraqlari bo‘yicha oktabr ko‘chirmasi «Hisobotlar» bo‘limida.',
  },
  {
    organization: 'samarqand',
    daysAgo: 3,
    titleRu: 'Срок действия ключа ЭЦП истекает',
    titleEn: 'Your EDS key is about to expire',
    titleUz: 'ERI kalitining amal qilish muddati tugamoqda',
    bodyRu: 'Ключ ЭЦП руководителя истекает через 14 дней. Обновите сертификат в разделе «Активация».',
    bodyEn: 'The head’s EDS key expires in 14 days. Renew the certificate under Activation.',
    bodyUz:
      'Rahbarning ERI kaliti 14 kundan keyin tugaydi. Sertifikatni «Faollashtirish» bo‘limida yangilang.',
  },
  {
    organization: null,
    user: 'accountant',
    daysAgo: 0,
    titleRu: 'Платёж отклонён банком',
    titleEn: 'Payment rejected by the bank',
    titleUz: 'To‘lov bank tomonidan rad etildi',
    bodyRu: 'Платёжное поручение № 214 отклонено: неверный код назначения платежа.',
    bodyEn: 'Payment order No. 214 was rejected: wrong payment purpose code.',
    bodyUz: '214-sonli to‘lov topshiriqnomasi rad etildi: to‘lov maqsadi kodi noto‘g‘ri.',
  },
];

/** Earlier sign-ins shown in "last logins" for every demo user. */
export const DEMO_SIGN_INS = [
  { daysAgo: 1, ip: '10.12.4.27', os: 'Windows', browser: 'Chrome', success: true },
  { daysAgo: 2, ip: '10.12.4.27', os: 'Windows', browser: 'Chrome', success: false },
  { daysAgo: 3, ip: '192.168.1.40', os: 'Android', browser: 'Chrome', success: true },
  { daysAgo: 6, ip: '10.12.7.3', os: 'macOS', browser: 'Safari', success: true },
] as const;

/** Username and role of every demo user, for the start banner. */
export function demoLogins(): { username: string; role: Role }[] {
  return [...DEMO_USERS, ...PAYMENT_USERS].map(({ username, role }) => ({ username, role }));
}
