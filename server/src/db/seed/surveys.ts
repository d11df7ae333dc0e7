/**
 * Demo surveys (issue 27): eight products, six months of answers from the app (client users of every
 * organisation, at most one per user and period, none in the current period so the demo clients are
 * offered the survey after their recent payments) and one uploaded file of branch-office answers,
 * including this month. Every score 1–10 occurs, comments on about half, so /rating, NPS by branch
 * and by product and the recommendations all have several pages. Deterministic (no Math.random).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { CLIENT_ROLES } from '../../../../contracts/roles.ts';
import { bankDay, bankDayStart, bankDaysBefore } from '../../../../contracts/bank-calendar.ts';
import { surveyPeriod } from '../../../../contracts/nps.ts';
import type { Db } from '../client.ts';
import { organizations } from '../schema/reference.ts';
import { surveyProducts, surveyResponseProducts, surveyResponses, surveyUploads } from '../schema/surveys.ts';
import { userOrganizations, users } from '../schema/users.ts';
import { claimSeedStep, seedStepDone, type SeedContext } from './seed-step.ts';

export const SURVEYS_STEP = 'surveys-v1';

export const DEMO_SURVEY_PRODUCTS = [
  { code: 'payments', nameRu: 'Платежи в сумах', nameEn: 'Soum payments', nameUz: 'Soʻmdagi toʻlovlar' },
  {
    code: 'currency',
    nameRu: 'Валютные операции',
    nameEn: 'Currency operations',
    nameUz: 'Valyuta operatsiyalari',
  },
  { code: 'salary', nameRu: 'Зарплатный проект', nameEn: 'Salary project', nameUz: 'Ish haqi loyihasi' },
  { code: 'credits', nameRu: 'Кредиты', nameEn: 'Loans', nameUz: 'Kreditlar' },
  {
    code: 'corp-cards',
    nameRu: 'Корпоративные карты',
    nameEn: 'Corporate cards',
    nameUz: 'Korporativ kartalar',
  },
  { code: 'mobile', nameRu: 'Мобильное приложение', nameEn: 'Mobile app', nameUz: 'Mobil ilova' },
  { code: 'qr', nameRu: 'QR-платежи', nameEn: 'QR payments', nameUz: 'QR-toʻlovlar' },
  { code: 'deposits', nameRu: 'Депозиты', nameEn: 'Deposits', nameUz: 'Depozitlar', active: false },
] as const;

const COMMENTS = [
  'Всё работает быстро, спасибо.',
  'Хотелось бы выписку в Excel одним нажатием.',
  'Платёж прошёл мгновенно, удобно подписывать с телефона.',
  'Долго ждали ответа в чате.',
  'Не хватает шаблонов для валютных платежей.',
  'Tez va qulay, rahmat!',
  'Ilovada kirish ba’zan sekin.',
  'Комиссия за переводы высокая.',
  'Удобная зарплатная ведомость.',
  'Please add English statements.',
  'Отделение в Самарканде работает отлично.',
  'Приложение иногда разлогинивает.',
];

/** A small deterministic generator (LCG), so every seeded database shows the same answers. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

// Leans to the real shape of bank NPS: many 8–10, some 1–6.
const SCORE_WEIGHTS = [1, 1, 2, 2, 3, 4, 7, 10, 12, 10];
function score(next: () => number): number {
  const total = SCORE_WEIGHTS.reduce((a, b) => a + b, 0);
  let pick = next() * total;
  for (let i = 0; i < SCORE_WEIGHTS.length; i += 1) {
    pick -= SCORE_WEIGHTS[i] ?? 0;
    if (pick < 0) return i + 1;
  }
  return 10;
}

export async function seedSurveys(db: Db, { clock }: SeedContext): Promise<boolean> {
  if (await seedStepDone(db, SURVEYS_STEP)) return false;
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, SURVEYS_STEP))) return false;
    const now = clock.now();
    const today = bankDay(now);
    const current = surveyPeriod(now);
    const products = await tx
      .insert(surveyProducts)
      .values(DEMO_SURVEY_PRODUCTS.map((p) => ({ ...p, createdAt: now, updatedAt: now })))
      .returning({ id: surveyProducts.id, active: surveyProducts.active });
    const activeProducts = products.filter((p) => p.active).map((p) => p.id);
    const orgs = await tx.select({ id: organizations.id }).from(organizations).orderBy(asc(organizations.id));
    const links0 = await tx
      .select({ id: users.id, organizationId: userOrganizations.organizationId })
      .from(users)
      .innerJoin(userOrganizations, eq(userOrganizations.userId, users.id))
      .where(inArray(users.role, [...CLIENT_ROLES]))
      .orderBy(asc(users.id), asc(userOrganizations.organizationId));
    // A client user answers for their first organisation.
    const clients = links0.filter((l, i) => links0[i - 1]?.id !== l.id);
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.username, ['admin']));
    if (orgs.length === 0 || admin === undefined) return true;
    const next = generator(20_261_127);

    type Row = typeof surveyResponses.$inferInsert;
    const rows: { row: Row; products: number[] }[] = [];
    const pickProducts = (all: readonly number[]) => all.filter(() => next() < 0.3).slice(0, 4);
    const answer = (daysAgo: number) => {
      const day = bankDaysBefore(today, daysAgo);
      const at = new Date(bankDayStart(day).getTime() + (9 + Math.floor(next() * 9)) * 3_600_000);
      return { day, at };
    };

    // App answers: each client user, once in some of the last six periods (never the current one).
    for (const user of clients) {
      const organizationId = user.organizationId;
      if (organizationId === null) continue;
      const used = new Set<string>();
      for (let k = 0; k < 6; k += 1) {
        if (next() < 0.35) continue;
        const { at } = answer(30 * k + Math.floor(next() * 28) + 1);
        const period = surveyPeriod(at);
        if (period === current || used.has(period)) continue;
        used.add(period);
        rows.push({
          row: {
            organizationId,
            userId: user.id,
            source: 'app',
            period,
            score: score(next),
            comment: next() < 0.5 ? (COMMENTS[Math.floor(next() * COMMENTS.length)] ?? '') : '',
            creditType: next() < 0.4 ? 'credit' : 'non_credit',
            answeredAt: at,
          },
          products: pickProducts(activeProducts),
        });
      }
    }

    // One uploaded file: branch offices' paper and phone surveys over the last 120 days.
    const [upload] = await tx
      .insert(surveyUploads)
      .values({ fileName: 'nps-branches.xlsx', rows: 0, uploadedBy: admin.id, uploadedAt: now })
      .returning({ id: surveyUploads.id });
    if (upload === undefined) return true;
    const uploaded = 140;
    for (let i = 0; i < uploaded; i += 1) {
      const { day } = answer(Math.floor((i * 120) / uploaded));
      const s = i < 10 ? i + 1 : score(next);
      rows.push({
        row: {
          organizationId: orgs[i % orgs.length]?.id ?? 0,
          uploadId: upload.id,
          source: 'upload',
          period: day.slice(0, 7),
          score: s,
          comment: next() < 0.45 ? (COMMENTS[Math.floor(next() * COMMENTS.length)] ?? '') : '',
          creditType: next() < 0.4 ? 'credit' : 'non_credit',
          answeredAt: new Date(`${day}T12:00:00+05:00`),
        },
        products: pickProducts(products.map((p) => p.id)),
      });
    }
    const inserted = await tx
      .insert(surveyResponses)
      .values(rows.map((r) => r.row))
      .returning({ id: surveyResponses.id });
    const links = inserted.flatMap((r, i) =>
      (rows[i]?.products ?? []).map((productId) => ({ responseId: r.id, productId })),
    );
    if (links.length > 0) await tx.insert(surveyResponseProducts).values(links);
    await tx.update(surveyUploads).set({ rows: uploaded }).where(eq(surveyUploads.id, upload.id));
    return true;
  });
}
