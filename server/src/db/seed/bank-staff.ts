/**
 * Seed step demo-bank-staff-v1 (issue 25): enough people and records for every console of the
 * bank's staff and the admin's logs to be longer than a page, with every state.
 *  - 28 client organisations with addresses, 20 of them served by the Samarqand branch (00421, the
 *    demo admin_branch's branch), two client users each (some blocked, some with a password to change);
 *  - moderators (22 of them at Samarqand), branch administrators, passive users, bank administrators;
 *  - error log rows of the last weeks, and EDS key checks (passed, expired) and renewals.
 * Every user shares the demo password's one hash (no hashing per user). Usernames carry a prefix
 * (cl_, mod_, abr_, pas_, abk_) no other step uses.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { auditLog } from '../schema/audit.ts';
import { errorLog } from '../schema/error-log.ts';
import { organizations } from '../schema/reference.ts';
import { keyChallenges } from '../schema/signing-keys.ts';
import { userOrganizations, users } from '../schema/users.ts';
import { claimSeedStep, seedStepDone, type SeedContext } from './seed-step.ts';

export const BANK_STAFF_STEP = 'demo-bank-staff-v1';
const DAY_MS = 86_400_000;

const SURNAMES = [
  ['Boltayev', 'Boltayeva'],
  ['Yusupov', 'Yusupova'],
  ['Rahimov', 'Rahimova'],
  ['Qodirov', 'Qodirova'],
  ['Ergashev', 'Ergasheva'],
  ['Toshmatov', 'Toshmatova'],
  ['Mirzayev', 'Mirzayeva'],
  ['Hamroyev', 'Hamroyeva'],
  ['Nazarov', 'Nazarova'],
  ['Sharipov', 'Sharipova'],
  ['Oʻrinov', 'Oʻrinova'],
  ['Gʻofurov', 'Gʻofurova'],
] as const;
const MEN = ['Aziz', 'Bekzod', 'Dilshod', 'Jasur', 'Otabek', 'Sardor', 'Ulugʻbek', 'Shavkat'];
const WOMEN = ['Dilnoza', 'Gulnoza', 'Madina', 'Nilufar', 'Shahnoza', 'Zulfiya', 'Malika', 'Oʻgʻiloy'];
const PATRONYMIC = ['Alisher', 'Baxtiyor', 'Komil', 'Rustam', 'Farhod', 'Gʻayrat'];

/** A realistic Uzbek full name for the n-th person (surname, first name, patronymic). */
export function personName(n: number): string {
  const woman = n % 2 === 1;
  const [man, wom] = SURNAMES[n % SURNAMES.length] ?? SURNAMES[0];
  const first = (woman ? WOMEN : MEN)[Math.floor(n / 2) % 8] ?? 'Aziz';
  const father = PATRONYMIC[Math.floor(n / 3) % PATRONYMIC.length] ?? 'Komil';
  return `${woman ? wom : man} ${first} ${father}${woman ? ' qizi' : ' oʻgʻli'}`;
}

const ORG_KINDS = ['MChJ', 'AJ', 'XK', 'OK'] as const;
const ORG_WORDS = [
  'Samarqand Ipak Yoʻli',
  'Zarafshon Agro',
  'Registon Savdo',
  'Urgut Meva Eksport',
  'Kattaqoʻrgʻon Yogʻ',
  'Afrosiyob Turizm',
  'Bulungʻur Don',
  'Jomboy Qurilish',
  'Pastdargʻom Sut',
  'Ishtixon Tekstil',
  'Nurobod Marmar',
  'Payariq Logistika',
  'Oqdaryo Issiqxona',
  'Toyloq Parranda',
  'Narpay Paxta',
  'Qoʻshrabot Chorva',
  'Samarqand Farm',
  'Ulugʻbek IT Servis',
  'Shohizinda Mebel',
  'Bibixonim Kafe',
  'Chilonzor Avto',
  'Yunusobod Print',
  'Sergeli Beton',
  'Mirobod Savdo',
  'Qoʻqon Chinni',
  'Margʻilon Atlas',
  'Rishton Kulolchilik',
  'Fargʻona Neft Servis',
] as const;

const STREETS = ['Amir Temur koʻchasi', 'Registon koʻchasi', 'Mustaqillik shoh koʻchasi', 'Navoiy koʻchasi'];
const CITIES = { '00421': 'Samarqand sh.', '00873': 'Toshkent sh.', '00512': 'Fargʻona sh.' } as const;

/** Branch of the n-th seeded organisation: 20 at Samarqand, 4 at Tashkent, 4 at Fergana. */
const orgBranch = (n: number): keyof typeof CITIES => (n < 20 ? '00421' : n < 24 ? '00873' : '00512');

const ERROR_SAMPLES = [
  [
    'POST',
    '/api/v2/uzs-payment/create',
    500,
    'TypeError',
    "Cannot read properties of undefined (reading 'mfo')",
  ],
  ['GET', '/api/v2/accounts/list', 500, 'DrizzleQueryError', 'Failed query: select … from "accounts"'],
  ['POST', '/api/v2/currency-payment/send', 502, 'ApiError', 'Core banking link answered 502'],
  ['POST', '/api/v2/export/file', 500, 'RangeError', 'Invalid time value'],
  ['GET', '/api/v2/rates/list', 503, 'ApiError', 'Rates service timed out after 5000 ms'],
] as const;

export async function seedBankStaff(db: Db, { demoPasswordHash, clock }: SeedContext): Promise<boolean> {
  if (await seedStepDone(db, BANK_STAFF_STEP)) return false;
  const passwordHash = await demoPasswordHash();
  const now = clock.now().getTime();
  const ago = (days: number, hours = 0) => new Date(now - days * DAY_MS - hours * 3_600_000);
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, BANK_STAFF_STEP))) return false;

    const orgRows = await tx
      .insert(organizations)
      .values(
        ORG_WORDS.map((word, n) => ({
          name: `${ORG_KINDS[n % ORG_KINDS.length]} «${word}»`,
          inn: String(311_000_100 + n * 7),
          nibbd: String(61_000_100 + n * 3),
          mfo: orgBranch(n),
          legalForm: n % 5 === 4 ? 'sole_proprietor' : 'legal_entity',
          dualControl: n % 5 !== 4,
          address: `${CITIES[orgBranch(n)]}, ${STREETS[n % STREETS.length]}, ${10 + n}-uy`,
          phone: `99866${String(2_300_000 + n * 11).padStart(7, '0')}`,
        })),
      )
      .returning({ id: organizations.id });

    let person = 0;
    const user = (
      username: string,
      role: string,
      extra: Partial<typeof users.$inferInsert> = {},
    ): typeof users.$inferInsert => {
      person += 1;
      return {
        username,
        role,
        fullName: personName(person),
        passwordHash,
        phone: `9989${String(1_000_0000 + person * 37).slice(0, 8)}`,
        createdAt: ago(5 + (person % 200)),
        ...extra,
      };
    };
    const blocked = (n: number, reason: string) =>
      n % 7 === 3 ? { blockedAt: ago(n % 20), blockedReason: reason } : {};

    // Two users per organisation: a director (head) and an accountant.
    const clients = orgRows.flatMap((org, n) => [
      user(`cl_head_${n + 1}`, n % 6 === 5 ? 'super_head' : 'head', blocked(n, 'Ishdan ketgan / уволен')),
      user(`cl_acc_${n + 1}`, n % 4 === 1 ? 'accountant_sign' : 'accountant', {
        ...blocked(n + 2, 'Ishdan ketgan / уволен'),
        passwordChangeRequired: n % 5 === 0,
      }),
    ]);
    const staff = [
      ...Array.from({ length: 30 }, (_, n) =>
        user(`mod_${n + 1}`, n % 3 === 2 ? 'currency_moderator' : 'moderator', {
          branchMfo: n < 22 ? '00421' : n < 26 ? '00873' : '00512',
          ...blocked(n, 'Boshqa boʻlimga oʻtgan / переведён'),
        }),
      ),
      ...Array.from({ length: 22 }, (_, n) =>
        user(`abr_${n + 1}`, 'admin_branch', {
          branchMfo: n % 3 === 0 ? '00421' : n % 3 === 1 ? '00873' : '00512',
          ...blocked(n, 'Taʼtilda / в отпуске'),
        }),
      ),
      ...Array.from({ length: 22 }, (_, n) =>
        user(`pas_${n + 1}`, n % 2 === 0 ? 'passive_mbrc' : 'currency_passive', {
          branchMfo: n % 2 === 0 ? '00421' : '00873',
          ...blocked(n, 'Vakolat muddati tugagan / срок полномочий истёк'),
        }),
      ),
      ...Array.from({ length: 21 }, (_, n) =>
        user(`abk_${n + 1}`, 'admin_bank', {
          ...blocked(n, 'Ishdan ketgan / уволен'),
          passwordChangeRequired: n === 4,
        }),
      ),
    ];
    const clientIds = await tx.insert(users).values(clients).returning({ id: users.id });
    await tx.insert(users).values(staff);
    await tx.insert(userOrganizations).values(
      clientIds.map((c, i) => ({
        userId: c.id,
        organizationId: orgRows[Math.floor(i / 2)]?.id ?? 0,
        isDefault: true,
      })),
    );

    await tx.insert(errorLog).values(
      Array.from({ length: 32 }, (_, n) => {
        const [method, route, status, name, message] =
          ERROR_SAMPLES[n % ERROR_SAMPLES.length] ?? ERROR_SAMPLES[0];
        return {
          at: ago(n % 25, n % 9),
          requestId: `req-${(9000 + n * 13).toString(36)}`,
          method,
          route,
          httpStatus: status,
          userId: n % 3 === 0 ? null : (clientIds[n % clientIds.length]?.id ?? null),
          errorName: name,
          message,
        };
      }),
    );

    // Key checks and renewals of the demo signers (who have keys): passed, expired, renewed.
    const signers = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.username, ['head', 'accountant_sign', 'client', 'super_head', 'head_org2']));
    await tx.insert(keyChallenges).values(
      Array.from({ length: 26 }, (_, n) => {
        const at = ago(n % 21, (n * 5) % 24);
        return {
          userId: signers[n % Math.max(signers.length, 1)]?.id ?? 0,
          challenge: `seed-key-check-${n + 1}`,
          createdAt: at,
          expiresAt: new Date(at.getTime() + 5 * 60_000),
          usedAt: n % 4 === 3 ? null : new Date(at.getTime() + 20_000),
        };
      }),
    );
    const renewals = signers.slice(0, 3).map((s, n) => ({
      at: ago(3 + n * 9),
      action: 'signing-key.renew',
      userId: s.id,
      username: s.username,
      ip: `10.20.${n + 1}.15`,
      detail: { seeded: true },
    }));
    if (renewals.length > 0) await tx.insert(auditLog).values(renewals);
    return true;
  });
}
