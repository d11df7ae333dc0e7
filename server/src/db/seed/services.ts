/**
 * Seed step demo-services-v1: the partner register copy (the demo organisations, which hold
 * accounts in this bank, and 30 counterparties of other banks — some liquidating, liquidated or
 * flagged by the bank) as of yesterday, and the bank's UZ-invest offers with a few applications of
 * the main demo organisation. Dealers: the main organisation issues invoices (docs/decisions.md).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import { tashkentDate } from '../../time-format.ts';
import type { Db } from '../client.ts';
import { organizations } from '../schema/reference.ts';
import { investApplications, investOffers, partnerRegistry } from '../schema/services.ts';
import { users } from '../schema/users.ts';
import { DEMO_ORGANIZATIONS } from './demo-data.ts';
import { claimSeedStep, seedStepDone } from './seed-step.ts';

export const SERVICES_STEP = 'demo-services-v1';

const DAY_MS = 24 * 60 * 60 * 1000;

const TOWNS = [
  'Toshkent',
  'Samarqand',
  'Fargʻona',
  'Buxoro',
  'Andijon',
  'Namangan',
  'Qarshi',
  'Nukus',
] as const;
const KINDS = ['MChJ', 'AJ', 'XK', 'YaTT', 'OOO'] as const;
const WORDS = [
  'Savdo',
  'Qurilish',
  'Agro',
  'Tekstil',
  'Logistika',
  'Mebel',
  'Oziq-ovqat',
  'Energiya',
  'Farm',
  'Avto',
] as const;
const DIRECTORS = [
  'Rahimov Bobur Alisherovich',
  'Yusupova Dilnoza Karimovna',
  'Toshmatov Sardor Ilhomovich',
  'Qodirova Malika Rustamovna',
  'Ergashev Jasur Baxtiyorovich',
] as const;

export async function seedServices(db: Db, { clock }: { clock: Clock }): Promise<boolean> {
  if (await seedStepDone(db, SERVICES_STEP)) return false;
  const now = clock.now().getTime();
  const day = (back: number) => tashkentDate(new Date(now - back * DAY_MS));
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, SERVICES_STEP))) return false;
    const dataDate = day(1);
    const register: (typeof partnerRegistry.$inferInsert)[] = DEMO_ORGANIZATIONS.map((org, i) => ({
      inn: org.inn,
      name: org.name,
      registeredOn: day(900 + i * 211),
      registrationNumber: `${String(104_200 + i * 17)}`,
      address: `${TOWNS[i % TOWNS.length] ?? 'Toshkent'} sh., Mustaqillik koʻchasi, ${String(12 + i)}-uy`,
      director: DIRECTORS[i % DIRECTORS.length] ?? DIRECTORS[0],
      status: 'active',
      flagged: false,
      flagReason: null,
      dataDate,
    }));
    for (let i = 0; i < 30; i += 1) {
      const status =
        i % 10 === 3 ? 'liquidating' : i % 10 === 7 ? 'liquidated' : i === 12 ? 'suspended' : 'active';
      const flagged = i % 6 === 5;
      register.push({
        inn: String(310_000_100 + i * 7919),
        name: `${KINDS[i % KINDS.length] ?? 'MChJ'} «${TOWNS[i % TOWNS.length] ?? ''} ${WORDS[i % WORDS.length] ?? ''}»`,
        registeredOn: day(200 + i * 97),
        registrationNumber: String(220_000 + i * 31),
        address: `${TOWNS[(i + 3) % TOWNS.length] ?? 'Toshkent'} sh., Navoiy koʻchasi, ${String(3 + i)}-uy`,
        director: DIRECTORS[(i + 2) % DIRECTORS.length] ?? DIRECTORS[0],
        status,
        flagged,
        flagReason: flagged ? 'Soliq qarzdorligi va soxta hisob-faktura belgilari (bank roʻyxati)' : null,
        dataDate,
      });
    }
    await tx.insert(partnerRegistry).values(register);

    const offers = await tx
      .insert(investOffers)
      .values([
        {
          code: 'DEP-UZS-12',
          nameRu: 'Срочный депозит «Barqaror» в сумах',
          nameEn: 'Term deposit “Barqaror” in soums',
          nameUz: '«Barqaror» soʻmdagi muddatli depozit',
          kind: 'deposit',
          currency: 'UZS',
          rateBp: 2100,
          termMonths: 12,
          minAmount: 10_000_000_00n,
        },
        {
          code: 'DEP-UZS-24',
          nameRu: 'Депозит «Rivoj» на 24 месяца',
          nameEn: 'Deposit “Rivoj” for 24 months',
          nameUz: '24 oylik «Rivoj» depoziti',
          kind: 'deposit',
          currency: 'UZS',
          rateBp: 2250,
          termMonths: 24,
          minAmount: 50_000_000_00n,
        },
        {
          code: 'DEP-USD-12',
          nameRu: 'Валютный депозит в долларах США',
          nameEn: 'US dollar deposit',
          nameUz: 'AQSh dollaridagi valyuta depoziti',
          kind: 'deposit',
          currency: 'USD',
          rateBp: 550,
          termMonths: 12,
          minAmount: 10_000_00n,
        },
        {
          code: 'BOND-CB-36',
          nameRu: 'Облигации банка, 3 года',
          nameEn: 'Bank bonds, 3 years',
          nameUz: 'Bank obligatsiyalari, 3 yil',
          kind: 'bond',
          currency: 'UZS',
          rateBp: 2300,
          termMonths: 36,
          minAmount: 100_000_000_00n,
        },
        {
          code: 'CD-UZS-6',
          nameRu: 'Депозитный сертификат на 6 месяцев',
          nameEn: 'Certificate of deposit, 6 months',
          nameUz: '6 oylik depozit sertifikati',
          kind: 'certificate',
          currency: 'UZS',
          rateBp: 1900,
          termMonths: 6,
          minAmount: 5_000_000_00n,
        },
        {
          code: 'FUND-UZ-60',
          nameRu: 'Инвестиционный фонд «Yangi Oʻzbekiston»',
          nameEn: 'Investment fund “Yangi Oʻzbekiston”',
          nameUz: '«Yangi Oʻzbekiston» investitsiya fondi',
          kind: 'fund',
          currency: 'UZS',
          rateBp: 2600,
          termMonths: 60,
          minAmount: 20_000_000_00n,
        },
      ])
      .returning({ id: investOffers.id, minAmount: investOffers.minAmount });

    const [main] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.inn, DEMO_ORGANIZATIONS[0]?.inn ?? ''));
    const [author] = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.username, ['accountant']));
    if (main !== undefined) {
      await tx.update(organizations).set({ isDealer: true }).where(eq(organizations.id, main.id));
      if (author !== undefined)
        await tx.insert(investApplications).values(
          offers.slice(0, 3).map((o, i) => ({
            organizationId: main.id,
            offerId: o.id,
            amount: o.minAmount * BigInt(i + 2),
            phone: '998901234567',
            comment: i === 0 ? 'Boʻsh mablagʻlarni 12 oyga joylashtirmoqchimiz' : '',
            status: i === 2 ? 'in_review' : 'received',
            createdBy: author.id,
            createdAt: new Date(now - (i * 9 + 2) * DAY_MS),
          })),
        );
    }
    return true;
  });
}
