/**
 * Seed step demo-oko-v1: the bank's four tariff plans with their commissions, the bank's commission
 * income account (GL 45401), tariff agreements of four demo organisations (three for the main one,
 * one per soum current account holding enough for the charges, reusing the richest when fewer),
 * commission charges (ledger debits against the income account, purpose starting with the
 * commission's code and quoting the agreement): 90 days on the main organisation's agreements, 30
 * on the others; and tariff applications in every status (one waiting on the main organisation's
 * third agreement and one on the Samarqand one, the others decided), more than a page for staff.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import { tashkentDate } from '../../time-format.ts';
import type { Db } from '../client.ts';
import { tariffAgreements, tariffApplications, tariffCommissions, tariffs } from '../schema/oko.ts';
import { accounts } from '../schema/payments.ts';
import { organizations } from '../schema/reference.ts';
import { users } from '../schema/users.ts';
import { ledgerBatch } from './ledger-batch.ts';
import { claimSeedStep, seedStepDone } from './seed-step.ts';

export const OKO_STEP = 'demo-oko-v1';

const DAY_MS = 24 * 60 * 60 * 1000;
const som = (n: number) => BigInt(Math.round(n * 100));

const TARIFFS = [
  { code: 'START', ru: 'Старт', en: 'Start', uz: 'Start', fee: 150_000, active: true },
  { code: 'BIZNES', ru: 'Бизнес', en: 'Business', uz: 'Biznes', fee: 450_000, active: true },
  { code: 'PREMIUM', ru: 'Премиум', en: 'Premium', uz: 'Premium', fee: 1_200_000, active: true },
  {
    code: 'EKSPORT',
    ru: 'Экспортёр (архив)',
    en: 'Exporter (archived)',
    uz: 'Eksportchi (arxiv)',
    fee: 900_000,
    active: false,
  },
] as const;

type CommissionSeed = { ru: string; en: string; uz: string; fixed?: number; bp?: number; min?: number };
const COMMISSIONS: readonly CommissionSeed[] = [
  { ru: 'Ежемесячное обслуживание счёта', en: 'Monthly account service', uz: 'Hisobvaraqqa oylik xizmat' },
  { ru: 'Платёж в другой банк', en: 'Payment to another bank', uz: 'Boshqa bankka toʻlov', fixed: 2_500 },
  { ru: 'Выдача наличных', en: 'Cash withdrawal', uz: 'Naqd pul berish', bp: 50, min: 10_000 },
  {
    ru: 'Зачисление зарплаты на карты',
    en: 'Salary to cards',
    uz: 'Ish haqini kartalarga oʻtkazish',
    bp: 30,
    min: 5_000,
  },
  { ru: 'SMS-информирование', en: 'SMS notices', uz: 'SMS-xabarnoma', fixed: 15_000 },
];
/** A tariff's price of each commission: fixed amounts and rates fall as the fee grows. */
const SCALE = [1, 0.8, 0.5, 0.7] as const;

export async function seedOko(db: Db, { clock }: { clock: Clock }): Promise<boolean> {
  if (await seedStepDone(db, OKO_STEP)) return false;
  const now = clock.now().getTime();
  const at = (back: number, minutes = 0) => new Date(now - back * DAY_MS + minutes * 60_000);
  const day = (back: number) => tashkentDate(at(back));
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, OKO_STEP))) return false;
    const tariffRows = await tx
      .insert(tariffs)
      .values(
        TARIFFS.map((t) => ({
          code: t.code,
          nameRu: t.ru,
          nameEn: t.en,
          nameUz: t.uz,
          monthlyFee: som(t.fee),
          active: t.active,
        })),
      )
      .returning({ id: tariffs.id, code: tariffs.code, fee: tariffs.monthlyFee });
    const commissions: (typeof tariffCommissions.$inferInsert)[] = [];
    tariffRows.forEach((t, ti) => {
      const scale = SCALE[ti] ?? 1;
      COMMISSIONS.forEach((c, ci) => {
        const code = `K${String(ti + 1)}0${String(ci + 1)}`;
        const base = { tariffId: t.id, code, nameRu: c.ru, nameEn: c.en, nameUz: c.uz };
        if (ci === 0) commissions.push({ ...base, kind: 'fixed', amount: t.fee });
        else if (c.bp !== undefined)
          commissions.push({
            ...base,
            kind: 'percent',
            rateBp: Math.round(c.bp * scale),
            minAmount: som((c.min ?? 0) * scale),
          });
        else commissions.push({ ...base, kind: 'fixed', amount: som((c.fixed ?? 0) * scale) });
      });
    });
    await tx.insert(tariffCommissions).values(commissions);

    const [income] = await tx
      .insert(accounts)
      .values({
        organizationId: null,
        number: '4540100000000000000100873',
        mfo: '00873',
        name: 'Комиссионные доходы банка (OKO)',
        currency: 'UZS',
        kind: 'clearing',
        glCode: '45401',
        openingDate: day(800),
      })
      .returning({ id: accounts.id });
    if (income === undefined) return true;

    const orgs = await tx
      .select({ id: organizations.id, inn: organizations.inn })
      .from(organizations)
      .where(inArray(organizations.inn, ['301245678', '302398451', '303512907', '304687312']))
      .orderBy(asc(organizations.id));
    const soum = await tx
      .select({ id: accounts.id, organizationId: accounts.organizationId, balance: accounts.balance })
      .from(accounts)
      .where(
        and(
          inArray(
            accounts.organizationId,
            orgs.map((o) => o.id),
          ),
          eq(accounts.kind, 'current'),
          eq(accounts.currency, 'UZS'),
          eq(accounts.state, 'open'),
        ),
      )
      .orderBy(asc(accounts.id));
    const people = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.username, ['accountant', 'head_org2', 'universal_manager', 'msb_user']));
    const person = (name: string) => people.find((p) => p.username === name)?.id ?? null;

    const agreementValues: (typeof tariffAgreements.$inferInsert)[] = [];
    const tariffOf = (i: number) => tariffRows[i % 3]?.id ?? 0;
    for (const [oi, org] of orgs.entries()) {
      // Accounts that can carry three months of charges, richest first.
      const own = soum
        .filter((a) => a.organizationId === org.id && a.balance >= som(20_000_000))
        .sort((a, b) => (b.balance > a.balance ? 1 : b.balance < a.balance ? -1 : a.id - b.id));
      const count = oi === 0 ? 3 : 1;
      for (let k = 0; k < count; k += 1) {
        const account = own[k] ?? own[0];
        if (account === undefined) continue;
        agreementValues.push({
          organizationId: org.id,
          agrNum: `TA-${String(2023 + (k % 3))}-${String(101 + oi * 10 + k).padStart(4, '0')}`,
          accountId: account.id,
          tariffId: tariffOf(oi + k),
          signedOn: day(700 - k * 120 - oi * 30),
          tariffSince: day(200 - k * 40),
        });
      }
    }
    const agreements = await tx.insert(tariffAgreements).values(agreementValues).returning();

    // Charges: the monthly fee on the 1st of each of the last three months, and the agreement's
    // per-operation commissions on most days, against the income account.
    const ledger = ledgerBatch();
    let doc = 90_000;
    for (const [ai, agr] of agreements.entries()) {
      const tariffIndex = tariffRows.findIndex((t) => t.id === agr.tariffId);
      const own = commissions.filter((c) => c.tariffId === agr.tariffId);
      // 90 days on the main organisation's agreements (more than a page), 30 on the others.
      const days = ai < 3 ? 90 : 30;
      for (let back = 1; back <= days; back += 1) {
        const picks = back % 30 === 1 ? [0] : back % 3 === ai % 3 ? [1 + (back % 4)] : [];
        for (const pick of picks) {
          const c = own[pick];
          if (c === undefined) continue;
          const amount = c.amount ?? (c.minAmount ?? som(5_000)) + som(((back * 7 + ai) % 9) * 1_000);
          doc += 1;
          ledger.move(agr.accountId, income.id, amount, at(back, 9 * 60 + ((back * 13) % 240)), {
            docNumber: String(doc),
            counterpartyName: 'CorpBank ATB',
            counterpartyAccount: '4540100000000000000100873',
            counterpartyMfo: '00873',
            counterpartyInn: '200000003',
            purpose: `${c.code} ${c.nameRu ?? ''} (${TARIFFS[tariffIndex]?.ru ?? ''}), договор ${agr.agrNum}`,
          });
        }
      }
    }
    await ledger.write(tx);

    // Applications: decided history on every agreement, one waiting on the main third agreement
    // and on the Samarqand one.
    const apps: (typeof tariffApplications.$inferInsert)[] = [];
    const reasons = [
      'Оборот по счёту ниже порога тарифа',
      'Есть задолженность по комиссиям',
      'Тариф доступен только экспортёрам',
    ];
    for (const [ai, agr] of agreements.entries()) {
      const rounds = ai === 0 ? 9 : 5;
      for (let r = 0; r < rounds; r += 1) {
        const accepted = r % 2 === 0;
        const back = 400 - r * 35 - ai * 3;
        const from = tariffRows[(r + ai) % 3]?.id ?? agr.tariffId;
        const to = tariffRows[(r + ai + 1) % 4]?.id ?? agr.tariffId;
        apps.push({
          organizationId: agr.organizationId,
          agreementId: agr.id,
          fromTariffId: from,
          toTariffId: to,
          comment: accepted ? 'Oborot oshdi, yangi tarifga oʻtmoqchimiz' : 'Iltimos, tarifni oʻzgartiring',
          status: accepted ? 'accepted' : 'refused',
          reason: accepted ? null : (reasons[r % reasons.length] ?? null),
          version: 2,
          createdBy: ai === 0 ? person('accountant') : ai === 3 ? person('head_org2') : null,
          createdAt: at(back),
          decidedBy: person(r % 3 === 0 ? 'msb_user' : 'universal_manager'),
          decidedAt: at(back - 2),
        });
      }
      if (ai === 2 || ai === 3) {
        const to = tariffRows.find((t) => t.id !== agr.tariffId)?.id ?? agr.tariffId;
        apps.push({
          organizationId: agr.organizationId,
          agreementId: agr.id,
          fromTariffId: agr.tariffId,
          toTariffId: to,
          comment: 'Toʻlovlar soni oshdi, arzonroq tarif kerak',
          status: 'sent',
          createdBy: ai === 2 ? person('accountant') : person('head_org2'),
          createdAt: at(1 + ai),
        });
      }
    }
    await tx.insert(tariffApplications).values(apps);
    return true;
  });
}
