/**
 * Seed step demo-ecosystem-v1 (issue 27): insurers (one disabled), Uzbekistan's regions with their
 * districts, the demo organisations' OSGOR profiles, OSGOR contracts of every status with their
 * premium payments (the main organisation more than a page of 25: awaiting payment, in the bank,
 * in force, expired, not paid), the organisations' insured cars, and the referral programme:
 * every demo user an agent (more than a page of agents), the accountant's applications in every
 * status from the landing and from promo codes, opened ones with paid and due payouts.
 * Passed premium payments move money on the ledger (org account → correspondent), as processing would.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { UZS_STATUS, UZS_TYPE } from '../../../../contracts/api/uzs-payment.ts';
import { PROMO_ALPHABET } from '../../../../contracts/api/referral.ts';
import { insurancePeriodEnd } from '../../../../contracts/insurance-rules.ts';
import { bankDay, bankDaysBefore } from '../../../../contracts/bank-calendar.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../client.ts';
import {
  insuranceCompanies,
  insuranceCompanyExcludedRegions,
  insuranceDistricts,
  insurancePolicies,
  insuranceProfiles,
  insuranceRegions,
  insuredCars,
} from '../schema/ecosystem.ts';
import { accounts, payments } from '../schema/payments.ts';
import { organizations } from '../schema/reference.ts';
import { referralAgents, referralApplications } from '../schema/referral.ts';
import { userOrganizations, users } from '../schema/users.ts';
import { DEMO_ORGANIZATIONS, type OrgKey } from './demo-data.ts';
import { ledgerBatch } from './ledger-batch.ts';
import { claimSeedStep, seedStepDone } from './seed-step.ts';

export const ECOSYSTEM_STEP = 'demo-ecosystem-v1';
const DAY_MS = 24 * 60 * 60 * 1000;

const COMPANIES = [
  {
    name: 'EIS «Uzbekinvest»',
    image: '/insurers/uzbekinvest.svg',
    active: true,
    factor: 100,
    series: 'UZI',
    inn: '200935935',
    account: '2021000020093593500100450',
    mfo: '00450',
  },
  {
    name: 'AJ «Kafolat» sugʻurta kompaniyasi',
    image: '/insurers/kafolat.svg',
    active: true,
    factor: 95,
    series: 'KAF',
    inn: '201055108',
    account: '2021000020105510800101158',
    mfo: '01158',
  },
  {
    name: 'Gross Insurance',
    image: '/insurers/gross.svg',
    active: true,
    factor: 105,
    series: 'GRS',
    inn: '204312345',
    account: '2021000020431234500100401',
    mfo: '00401',
  },
  {
    name: 'Alskom',
    image: '/insurers/alskom.svg',
    active: false,
    factor: 110,
    series: 'ALS',
    inn: '202987654',
    account: '2021000020298765400100491',
    mfo: '00491',
  },
] as const;

const REGIONS: readonly [string, string, readonly (readonly [string, string])[]][] = [
  [
    'Toshkent shahri',
    'город Ташкент',
    [
      ['Chilonzor', 'Чиланзарский'],
      ['Yunusobod', 'Юнусабадский'],
      ['Mirzo Ulugʻbek', 'Мирзо-Улугбекский'],
      ['Yakkasaroy', 'Яккасарайский'],
    ],
  ],
  [
    'Toshkent viloyati',
    'Ташкентская область',
    [
      ['Zangiota', 'Зангиатинский'],
      ['Qibray', 'Кибрайский'],
      ['Chirchiq', 'Чирчик'],
    ],
  ],
  [
    'Samarqand viloyati',
    'Самаркандская область',
    [
      ['Samarqand shahri', 'город Самарканд'],
      ['Urgut', 'Ургутский'],
      ['Kattaqoʻrgʻon', 'Каттакурганский'],
    ],
  ],
  [
    'Fargʻona viloyati',
    'Ферганская область',
    [
      ['Fargʻona shahri', 'город Фергана'],
      ['Margʻilon', 'Маргилан'],
      ['Quva', 'Кувинский'],
    ],
  ],
  [
    'Buxoro viloyati',
    'Бухарская область',
    [
      ['Buxoro shahri', 'город Бухара'],
      ['Gʻijduvon', 'Гиждуванский'],
      ['Kogon', 'Каган'],
    ],
  ],
  [
    'Andijon viloyati',
    'Андижанская область',
    [
      ['Andijon shahri', 'город Андижан'],
      ['Asaka', 'Асакинский'],
    ],
  ],
  [
    'Namangan viloyati',
    'Наманганская область',
    [
      ['Namangan shahri', 'город Наманган'],
      ['Chust', 'Чустский'],
    ],
  ],
  [
    'Qashqadaryo viloyati',
    'Кашкадарьинская область',
    [
      ['Qarshi', 'Карши'],
      ['Shahrisabz', 'Шахрисабз'],
    ],
  ],
  [
    'Surxondaryo viloyati',
    'Сурхандарьинская область',
    [
      ['Termiz', 'Термез'],
      ['Denov', 'Денауский'],
    ],
  ],
  [
    'Xorazm viloyati',
    'Хорезмская область',
    [
      ['Urganch', 'Ургенч'],
      ['Xiva', 'Хива'],
    ],
  ],
  [
    'Navoiy viloyati',
    'Навоийская область',
    [
      ['Navoiy shahri', 'город Навои'],
      ['Zarafshon', 'Зарафшан'],
    ],
  ],
  [
    'Jizzax viloyati',
    'Джизакская область',
    [
      ['Jizzax shahri', 'город Джизак'],
      ['Zomin', 'Заминский'],
    ],
  ],
  [
    'Sirdaryo viloyati',
    'Сырдарьинская область',
    [
      ['Guliston', 'Гулистан'],
      ['Yangiyer', 'Янгиер'],
    ],
  ],
  [
    'Qoraqalpogʻiston Respublikasi',
    'Республика Каракалпакстан',
    [
      ['Nukus', 'Нукус'],
      ['Moʻynoq', 'Муйнакский'],
    ],
  ],
];

const PROFILES: Readonly<
  Record<OrgKey, readonly [oked: string, okonh: string, activity: string, address: string]>
> = {
  main: [
    '13200',
    '17112',
    'Toʻqimachilik mahsulotlarini ishlab chiqarish',
    'Toshkent sh., Chilonzor t., Bunyodkor koʻchasi, 12-uy',
  ],
  samarqand: ['10610', '18110', 'Don mahsulotlarini qayta ishlash', 'Samarqand sh., Registon koʻchasi, 7-uy'],
  fargona: [
    '01610',
    '21120',
    'Qishloq xoʻjaligiga xizmat koʻrsatish',
    'Fargʻona sh., Mustaqillik koʻchasi, 41-uy',
  ],
  buxoro: ['41200', '61100', 'Binolar qurilishi', 'Buxoro sh., Navoiy koʻchasi, 5-uy'],
  mainBranch: ['47190', '71100', 'Chakana savdo', 'Toshkent sh., Chilonzor t., Qatortol koʻchasi, 3-uy'],
};

/** Policy statuses in turn: [payment status, days back the contract was made]. */
const POLICY_CYCLE = [
  UZS_STATUS.created,
  UZS_STATUS.passed,
  UZS_STATUS.signed,
  UZS_STATUS.submitted,
  UZS_STATUS.paid,
  UZS_STATUS.denied,
] as const;

const MODELS = [
  'Chevrolet Cobalt',
  'Chevrolet Damas',
  'Isuzu NPR',
  'Chevrolet Nexia 3',
  'Kia K5',
  'BYD Song Plus',
  'Chevrolet Tracker',
  'MAN TGS',
];
const DRIVERS = [
  'Aliyev Jasur',
  'Karimova Nodira',
  'Rahimov Bobur',
  'Tursunov Sardor',
  'Yusupova Dilnoza',
  'Ergashev Aziz',
];
const PLATES = [
  '01A123BC',
  '01 777 AAA',
  '10B456CD',
  '30R001AA',
  '01H4521',
  '40 123 ABC',
  '01K789MM',
  '25M0043',
];

const LEADS = [
  'MChJ «Andijon Mebel»',
  'XK «Navoiy Savdo»',
  'OOO «Qarshi Logistika»',
  'MChJ «Termiz Agro»',
  'YaTT Karimov A.',
  'AJ «Nukus Energiya»',
  'OOO «Xiva Tur»',
  'MChJ «Jizzax Qurilish»',
];
const REFERRAL_CYCLE = ['new', 'in_review', 'opened', 'rejected', 'opened', 'new'] as const;

function seededCode(i: number): string {
  // Seeded agents' codes are random like any other (crypto), so none can be derived from another.
  let code = '';
  const bytes = randomUUID().replace(/-/g, '');
  for (let k = 0; k < 10; k += 1)
    code += PROMO_ALPHABET[(parseInt(bytes.slice(k * 2, k * 2 + 2), 16) + i) % 32] ?? '';
  return code;
}

export async function seedEcosystem(db: Db, { clock }: { clock: Clock }): Promise<boolean> {
  if (await seedStepDone(db, ECOSYSTEM_STEP)) return false;
  const now = clock.now();
  const today = bankDay(now);
  const at = (back: number) => new Date(now.getTime() - back * DAY_MS);
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, ECOSYSTEM_STEP))) return false;
    const companyRows = await tx
      .insert(insuranceCompanies)
      .values(
        COMPANIES.map((c) => ({
          name: c.name,
          image: c.image,
          active: c.active,
          rateFactorPct: c.factor,
          maxInsured: 5_000_000_000_000n,
          policySeries: c.series,
          inn: c.inn,
          account: c.account,
          mfo: c.mfo,
        })),
      )
      .returning();
    let districtId = 0;
    await tx
      .insert(insuranceRegions)
      .values(REGIONS.map(([uz, ru], i) => ({ id: i + 1, nameUz: uz, nameRu: ru })));
    await tx
      .insert(insuranceDistricts)
      .values(
        REGIONS.flatMap(([, , districts], i) =>
          districts.map(([uz, ru]) => ({ id: (districtId += 1), regionId: i + 1, nameUz: uz, nameRu: ru })),
        ),
      );
    const gross = companyRows[2];
    if (gross !== undefined)
      await tx
        .insert(insuranceCompanyExcludedRegions)
        .values({ companyId: gross.id, regionId: REGIONS.length });

    const orgRows = await tx
      .select()
      .from(organizations)
      .where(
        inArray(
          organizations.inn,
          DEMO_ORGANIZATIONS.map((o) => o.inn),
        ),
      );
    const orgOf = (key: OrgKey) =>
      orgRows.find((o) => o.inn === DEMO_ORGANIZATIONS.find((d) => d.key === key)?.inn);
    await tx.insert(insuranceProfiles).values(
      DEMO_ORGANIZATIONS.flatMap((d) => {
        const org = orgOf(d.key);
        const [oked, okonh, activity, address] = PROFILES[d.key];
        return org === undefined
          ? []
          : [{ organizationId: org.id, okedCode: oked, okonhCode: okonh, activityType: activity, address }];
      }),
    );

    const soum = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.kind, 'current'), eq(accounts.currency, 'UZS'), eq(accounts.state, 'open')))
      .orderBy(asc(accounts.id));
    const [correspondent] = await tx
      .select()
      .from(accounts)
      .where(eq(accounts.kind, 'correspondent'))
      .orderBy(asc(accounts.id))
      .limit(1);
    const clearings = await tx.select().from(accounts).where(eq(accounts.kind, 'clearing'));
    const [author] = await tx.select().from(users).where(eq(users.username, 'accountant'));
    if (author === undefined || correspondent === undefined) return true;
    const ledger = ledgerBatch();
    const perOrg: readonly [OrgKey, number][] = [
      ['main', 32],
      ['samarqand', 6],
      ['fargona', 6],
      ['buxoro', 6],
    ];
    const serial = new Map<string, number>();
    let n = 0;
    for (const [key, count] of perOrg) {
      const org = orgOf(key);
      // The organisation's richest soum account: premiums must not eat the balance other demo
      // payments (and the server tests' processing) count on.
      const account = soum
        .filter((a) => a.organizationId === org?.id && a.balance > 50_000_000n)
        .sort((a, b) => (b.balance > a.balance ? 1 : b.balance < a.balance ? -1 : 0))[0];
      if (org === undefined || account === undefined) continue;
      const [oked, okonh, activity, address] = PROFILES[key];
      for (let i = 0; i < count; i += 1) {
        n += 1;
        const company = companyRows[i % 3];
        if (company === undefined) continue;
        const statusId = POLICY_CYCLE[i % POLICY_CYCLE.length] ?? UZS_STATUS.created;
        const paidLongAgo = statusId === UZS_STATUS.paid;
        const back = paidLongAgo ? 380 + i * 3 : 2 + i * 5;
        const agreementDate = bankDaysBefore(today, back);
        const insured = BigInt(20_000_000 + ((i * 7_300_000) % 100_000_000)) * 100n;
        const premium = (insured * 64n + 5_000n) / 10_000n;
        const number = (serial.get(company.policySeries) ?? 0) + 1;
        serial.set(company.policySeries, number);
        const policyNumber = String(number).padStart(7, '0');
        const agreementId = `OSG-${agreementDate.slice(0, 4)}-${String(i + 1).padStart(5, '0')}`;
        const description = `Страховая премия ОСГОР по договору ${agreementId} от ${agreementDate.split('-').reverse().join('.')}, полис ${company.policySeries} ${policyNumber}, без НДС`;
        const [payment] = await tx
          .insert(payments)
          .values({
            organizationId: org.id,
            clientReference: randomUUID(),
            number: `OS${String(n).padStart(4, '0')}`,
            date: agreementDate,
            type: UZS_TYPE.ordinary,
            statusId,
            accountId: account.id,
            account: account.number,
            mfo: account.mfo,
            rAccount: company.account,
            rMfo: company.mfo,
            rInn: company.inn,
            rName: company.name,
            sum: premium,
            code: '00102',
            description,
            errorBank: statusId === UZS_STATUS.denied ? 'insufficientFunds' : null,
            upid: randomUUID().replace(/-/g, '').slice(0, 20).toUpperCase(),
            createdBy: author.id,
            createdAt: at(back),
            updatedAt: at(back),
            sentAt: statusId >= UZS_STATUS.submitted ? at(back) : null,
            processedAt: statusId >= UZS_STATUS.passed ? at(back) : null,
          })
          .returning({ id: payments.id });
        if (payment === undefined) continue;
        // As the bank's processing moves it (uzs-payment/processing.ts): Passed is payer → clearing
        // of the payer's MFO, Paid then clearing → correspondent.
        const clearing = clearings.find((c) => c.mfo === account.mfo);
        if ((statusId === UZS_STATUS.passed || statusId === UZS_STATUS.paid) && clearing !== undefined) {
          const detail = {
            docNumber: `OS${String(n).padStart(4, '0')}`,
            counterpartyName: company.name,
            counterpartyAccount: company.account,
            counterpartyMfo: company.mfo,
            counterpartyInn: company.inn,
            purpose: description,
          };
          ledger.move(account.id, clearing.id, premium, at(back), detail, payment.id);
          if (statusId === UZS_STATUS.paid)
            ledger.move(clearing.id, correspondent.id, premium, at(back), detail, payment.id);
        }
        await tx.insert(insurancePolicies).values({
          organizationId: org.id,
          companyId: company.id,
          agreementId,
          agreementDate,
          periodStartDate: agreementDate,
          periodEndDate: insurancePeriodEnd(agreementDate),
          premiumAmount: premium,
          insuredAmount: insured,
          okedCode: oked,
          okonhCode: okonh,
          organizationName: org.name,
          inn: org.inn,
          account: account.number,
          mfo: account.mfo,
          phone: '998901234567',
          address,
          email: 'buxgalteriya@example.uz',
          regionId: 1,
          districtId: 1 + (i % 4),
          activityType: activity,
          policySeria: company.policySeries,
          policyNumber,
          paymentId: payment.id,
          createdBy: author.id,
          createdAt: at(back),
        });
      }
    }
    await ledger.write(tx);

    const cars: (typeof insuredCars.$inferInsert)[] = [];
    for (const [key, count] of [
      ['main', 8],
      ['samarqand', 3],
      ['fargona', 2],
      ['buxoro', 3],
    ] as const) {
      const org = orgOf(key);
      if (org === undefined) continue;
      for (let i = 0; i < count; i += 1) {
        const company = companyRows[i % 3];
        if (company === undefined) continue;
        const start = bankDaysBefore(today, 20 + i * 47);
        cars.push({
          organizationId: org.id,
          govNumber: (PLATES[i % PLATES.length] ?? '01A123BC').replace(/\s/g, ''),
          vehicleModel: MODELS[i % MODELS.length] ?? 'Chevrolet Cobalt',
          companyId: company.id,
          policyNumber: `${company.policySeries} ${String(4_100_000 + i * 13 + org.id)}`,
          policyType: i % 3 === 0 ? 'unlimited' : 'limited',
          drivers: i % 3 === 0 ? [] : DRIVERS.slice(i % 4, (i % 4) + 2),
          policyStartDate: start,
          policyEndDate: insurancePeriodEnd(start),
          insurancePremium: BigInt(160_000 + i * 12_000) * 100n,
          insuranceSum: 4_000_000_000n,
        });
      }
    }
    await tx.insert(insuredCars).values(cars).onConflictDoNothing();

    // Referral: every demo user is an agent (the admin list pages), the accountant with applications.
    const everyone = await tx.select().from(users).orderBy(asc(users.id));
    const links = await tx.select().from(userOrganizations).orderBy(asc(userOrganizations.organizationId));
    const orgOfUser = (userId: number) => links.find((l) => l.userId === userId)?.organizationId ?? null;
    const agentRows = await tx
      .insert(referralAgents)
      .values(
        everyone.map((u, i) => ({
          userId: u.id,
          organizationId: orgOfUser(u.id),
          promoCode: seededCode(i),
          createdAt: at(90 - (i % 60)),
        })),
      )
      .onConflictDoNothing()
      .returning();
    const accountantAgent = agentRows.find((a) => a.userId === author.id);
    const [adminUser] = await tx.select().from(users).where(eq(users.username, 'admin_bank'));
    const applications: (typeof referralApplications.$inferInsert)[] = [];
    if (accountantAgent !== undefined) {
      for (let i = 0; i < 26; i += 1) {
        const status = REFERRAL_CYCLE[i % REFERRAL_CYCLE.length] ?? 'new';
        applications.push({
          agentId: accountantAgent.id,
          source: 'landing',
          organizationName: `${LEADS[i % LEADS.length] ?? 'MChJ'}${i >= LEADS.length ? ` ${String(Math.floor(i / LEADS.length) + 1)}` : ''}`,
          inn: String(400_100_000 + i * 7_919),
          phone: `99890${String(1_000_000 + i * 3_317).slice(0, 7)}`,
          contactName: DRIVERS[i % DRIVERS.length] ?? 'Aliyev Jasur',
          status,
          payout: status === 'opened' ? 20_000_000n : 0n,
          payoutPaidAt: status === 'opened' && i % 4 === 2 ? at(i) : null,
          decidedBy: status === 'new' ? null : (adminUser?.id ?? null),
          createdAt: at(3 + i * 2),
          updatedAt: at(i),
        });
      }
      for (const [i, key] of (['samarqand', 'fargona', 'buxoro'] as const).entries()) {
        const org = orgOf(key);
        if (org === undefined) continue;
        const status = (['opened', 'in_review', 'new'] as const)[i] ?? 'new';
        applications.push({
          agentId: accountantAgent.id,
          source: 'promo',
          organizationName: org.name,
          inn: org.inn,
          phone: '',
          contactName: key === 'samarqand' ? 'head_org2' : key,
          organizationId: org.id,
          status,
          payout: status === 'opened' ? 20_000_000n : 0n,
          decidedBy: status === 'new' ? null : (adminUser?.id ?? null),
          createdAt: at(10 + i * 9),
          updatedAt: at(5 + i),
        });
      }
    }
    for (const [j, agent] of agentRows
      .filter((a) => a !== accountantAgent)
      .slice(0, 8)
      .entries()) {
      applications.push({
        agentId: agent.id,
        source: 'landing',
        organizationName: `${LEADS[(j + 3) % LEADS.length] ?? 'MChJ'} ${String(j + 10)}`,
        inn: String(410_200_000 + j * 6_007),
        phone: `99893${String(2_000_000 + j * 4_111).slice(0, 7)}`,
        contactName: DRIVERS[j % DRIVERS.length] ?? 'Aliyev Jasur',
        status: j % 2 === 0 ? 'opened' : 'new',
        payout: j % 2 === 0 ? 20_000_000n : 0n,
        createdAt: at(15 + j),
        updatedAt: at(15 + j),
      });
    }
    if (applications.length > 0)
      await tx.insert(referralApplications).values(applications).onConflictDoNothing();
    return true;
  });
}
