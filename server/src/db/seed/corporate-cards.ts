/**
 * Demo corporate card orders and online account orders (issue 23): for the main organisation more
 * than a page (20) of card orders in every status, issued ones with a masked card number and its
 * token only (core/card-token.ts — no card number is stored), and account orders in every status,
 * the opened ones pointing at the organisation's existing accounts (the orders that opened them);
 * a few of each for the Samarqand organisation (scope tests and bank staff's lists).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  CARD_ORDER_STATUS,
  CARD_PRODUCTS,
  type CardOrderStatusId,
} from '../../../../contracts/api/corporate-cards.ts';
import { ACCOUNT_ORDER_STATUS, type AccountOrderStatusId } from '../../../../contracts/api/online-order.ts';
import { bankDaysBefore } from '../../../../contracts/bank-calendar.ts';
import type { Clock } from '../../clock.ts';
import { luhnDigit, protectCard } from '../../core/card-token.ts';
import { tashkentDate } from '../../time-format.ts';
import type { Db } from '../client.ts';
import { accountOrders } from '../schema/account-orders.ts';
import { corporateCardOrders } from '../schema/corporate-cards.ts';
import { accounts } from '../schema/payments.ts';
import { userOrganizations, users } from '../schema/users.ts';
import { DEMO_ORGANIZATIONS, type OrgKey } from './demo-data.ts';
import { demoOrganizations } from './demo-lookups.ts';
import { claimSeedStep, seedStepDone } from './seed-step.ts';

export const CORPORATE_CARDS_STEP = 'demo-corporate-cards-v1';
export const ACCOUNT_ORDERS_STEP = 'demo-account-orders-v1';

const HOLDERS: readonly [string, string][] = [
  ['Karimov Jasur Bahodirovich', 'JASUR KARIMOV'],
  ['Rasulova Dilnoza Akmalovna', 'DILNOZA RASULOVA'],
  ['Toshmatov Sardor Ilhomovich', 'SARDOR TOSHMATOV'],
  ['Yoʻldosheva Madina Rustamovna', 'MADINA YULDOSHEVA'],
  ['Xoliqov Bekzod Anvarovich', 'BEKZOD KHOLIKOV'],
  ['Umarova Shahnoza Farruxovna', 'SHAHNOZA UMAROVA'],
  ['Gʻafurov Oybek Sobirovich', 'OYBEK GAFUROV'],
  ['Mahmudova Nilufar Ergashevna', 'NILUFAR MAHMUDOVA'],
  ['Saidov Temur Abdullayevich', 'TEMUR SAIDOV'],
  ['Ismoilova Zarnigor Baxtiyorovna', 'ZARNIGOR ISMOILOVA'],
  ['Qurbonov Aziz Olimjonovich', 'AZIZ KURBONOV'],
  ['Nurmatova Feruza Hamidovna', 'FERUZA NURMATOVA'],
  ['Ahmedov Ulugʻbek Shuhratovich', 'ULUGBEK AKHMEDOV'],
];

const CARD_CYCLE: readonly CardOrderStatusId[] = [
  CARD_ORDER_STATUS.created,
  CARD_ORDER_STATUS.signed,
  CARD_ORDER_STATUS.issued,
  CARD_ORDER_STATUS.sent,
  CARD_ORDER_STATUS.issued,
  CARD_ORDER_STATUS.rejected,
  CARD_ORDER_STATUS.issued,
];

const PEOPLE: readonly { org: OrgKey; preparer: string; cards: number; orders: number }[] = [
  { org: 'main', preparer: 'accountant', cards: 26, orders: 24 },
  { org: 'samarqand', preparer: 'accountant_org2', cards: 5, orders: 4 },
];

const PURPOSES = [
  'Eksport tushumlarini qabul qilish uchun',
  'Xodimlarning xizmat safari xarajatlari uchun',
  'Xorijiy yetkazib beruvchilar bilan hisob-kitoblar uchun',
  'Filial xarajatlarini alohida hisobga olish uchun',
  'Korporativ kartalar orqali xoʻjalik xarajatlari uchun',
];

/** A deterministic demo card number of the product's BIN (never stored: only its token and mask). */
function demoCardNumber(bin: string, n: number, org: number): string {
  const body = `${bin}${String(org).padStart(2, '0')}${String(n * 7919 + 12345)
    .padStart(7, '0')
    .slice(-7)}`;
  return `${body}${luhnDigit(body)}`;
}

async function preparers(tx: Db) {
  return tx
    .select({ id: users.id, username: users.username, organizationId: userOrganizations.organizationId })
    .from(users)
    .innerJoin(userOrganizations, eq(userOrganizations.userId, users.id))
    .where(
      inArray(
        users.username,
        PEOPLE.map((p) => p.preparer),
      ),
    );
}

export async function seedCorporateCards(db: Db, { clock }: { clock: Clock }): Promise<boolean> {
  if (await seedStepDone(db, CORPORATE_CARDS_STEP)) return false;
  const now = clock.now();
  const today = tashkentDate(now);
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, CORPORATE_CARDS_STEP))) return false;
    const orgRows = await demoOrganizations(tx);
    const people = await preparers(tx);
    const rows: (typeof corporateCardOrders.$inferInsert)[] = [];
    for (const who of PEOPLE) {
      const inn = DEMO_ORGANIZATIONS.find((o) => o.key === who.org)?.inn;
      const org = orgRows.find((o) => o.inn === inn);
      if (org === undefined) continue;
      const preparer = people.find((u) => u.username === who.preparer && u.organizationId === org.id)?.id;
      const open = await tx
        .select()
        .from(accounts)
        .where(
          and(
            eq(accounts.organizationId, org.id),
            inArray(accounts.kind, ['current', 'corp_card']),
            eq(accounts.state, 'open'),
          ),
        )
        .orderBy(asc(accounts.id));
      if (preparer === undefined) continue;
      for (let n = who.cards - 1; n >= 0; n -= 1) {
        const product = CARD_PRODUCTS[n % 5 === 4 ? 2 : n % 2] ?? CARD_PRODUCTS[0];
        const account =
          open.find((a) => a.currency === product.currency && a.kind === 'corp_card') ??
          open.find((a) => a.currency === product.currency);
        if (account === undefined) continue;
        const [holder, embossed] = HOLDERS[n % HOLDERS.length] ?? HOLDERS[0] ?? ['', ''];
        const statusId = CARD_CYCLE[n % CARD_CYCLE.length] ?? CARD_ORDER_STATUS.created;
        const day = bankDaysBefore(today, Math.floor(n * 2.5));
        const at = new Date(Math.min(now.getTime(), Date.parse(`${day}T10:15:00+05:00`) + n * 60_000));
        const sent = statusId >= CARD_ORDER_STATUS.sent;
        const done = statusId === CARD_ORDER_STATUS.issued || statusId === CARD_ORDER_STATUS.rejected;
        const processedAt = new Date(at.getTime() + 5_400_000);
        const bin =
          product.code === 'VISA_BUSINESS'
            ? '414720'
            : product.code === 'HUMO_BUSINESS'
              ? '986018'
              : '860049';
        const card =
          statusId === CARD_ORDER_STATUS.issued ? protectCard(demoCardNumber(bin, n, org.id)) : null;
        const year = Number(day.slice(2, 4)) + 3;
        rows.push({
          organizationId: org.id,
          clientReference: `seed-card-${org.id}-${n}`,
          number: String(who.cards - n),
          date: day,
          accountId: account.id,
          account: account.number,
          currency: account.currency,
          productCode: product.code,
          holderName: holder,
          embossedName: embossed,
          phone: `99890${String(1_234_567 + n * 104_729).slice(-7)}`,
          statusId,
          applicationId: sent ? `CC-${day.slice(0, 4)}-S${String(org.id * 100 + n).padStart(6, '0')}` : null,
          cardToken: card?.token ?? null,
          cardMask: card?.mask ?? null,
          cardExpiry: card === null ? null : `${day.slice(5, 7)}/${String(year % 100).padStart(2, '0')}`,
          cardId:
            card === null
              ? null
              : `${product.code.slice(0, 2)}S${String(org.id * 1000 + n).padStart(9, '0')}`,
          contractId:
            card === null
              ? null
              : `KK-${day.replace(/-/g, '')}-S${String(org.id * 1000 + n).padStart(7, '0')}`,
          rejectReason: statusId === CARD_ORDER_STATUS.rejected ? 'holderLimit' : null,
          createdBy: preparer,
          createdAt: at,
          updatedAt: done ? processedAt : at,
          sentAt: sent ? new Date(at.getTime() + 1_800_000) : null,
          processedAt: done ? processedAt : null,
        });
      }
    }
    if (rows.length > 0) await tx.insert(corporateCardOrders).values(rows);
    return true;
  });
}

const ORDER_CYCLE: readonly AccountOrderStatusId[] = [
  ACCOUNT_ORDER_STATUS.created,
  ACCOUNT_ORDER_STATUS.signed,
  ACCOUNT_ORDER_STATUS.rejected,
  ACCOUNT_ORDER_STATUS.created,
  ACCOUNT_ORDER_STATUS.sent,
  ACCOUNT_ORDER_STATUS.signed,
];

export async function seedAccountOrders(db: Db, { clock }: { clock: Clock }): Promise<boolean> {
  if (await seedStepDone(db, ACCOUNT_ORDERS_STEP)) return false;
  const now = clock.now();
  const today = tashkentDate(now);
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, ACCOUNT_ORDERS_STEP))) return false;
    const orgRows = await demoOrganizations(tx);
    const people = await preparers(tx);
    const rows: (typeof accountOrders.$inferInsert)[] = [];
    for (const who of PEOPLE) {
      const inn = DEMO_ORGANIZATIONS.find((o) => o.key === who.org)?.inn;
      const org = orgRows.find((o) => o.inn === inn);
      if (org === undefined) continue;
      const preparer = people.find((u) => u.username === who.preparer && u.organizationId === org.id)?.id;
      if (preparer === undefined) continue;
      // Opened orders: the ones that opened the organisation's later accounts (not its first).
      const opened = (
        await tx
          .select()
          .from(accounts)
          .where(and(eq(accounts.organizationId, org.id), inArray(accounts.kind, ['current', 'corp_card'])))
          .orderBy(asc(accounts.openingDate), asc(accounts.id))
      )
        .slice(1)
        .filter((a) => ['UZS', 'USD', 'EUR', 'RUB', 'CNY'].includes(a.currency))
        .filter((a) => a.kind === 'current' || a.currency === 'UZS');
      let number = 0;
      for (const account of opened) {
        number += 1;
        const day = bankDaysBefore(account.openingDate, 3);
        const at = new Date(Date.parse(`${day}T11:00:00+05:00`));
        rows.push({
          organizationId: org.id,
          clientReference: `seed-account-order-${org.id}-opened-${account.id}`,
          number: String(number),
          date: day,
          currency: account.currency,
          accountType: account.kind,
          purpose: PURPOSES[number % PURPOSES.length] ?? '',
          statusId: ACCOUNT_ORDER_STATUS.opened,
          accountId: account.id,
          createdBy: preparer,
          createdAt: at,
          updatedAt: at,
          sentAt: at,
          processedAt: new Date(Date.parse(`${account.openingDate}T09:30:00+05:00`)),
        });
      }
      const rest = Math.max(0, who.orders - opened.length);
      for (let n = rest - 1; n >= 0; n -= 1) {
        number += 1;
        const statusId = ORDER_CYCLE[n % ORDER_CYCLE.length] ?? ACCOUNT_ORDER_STATUS.created;
        const currency = (['USD', 'EUR', 'UZS', 'RUB', 'CNY'] as const)[n % 5] ?? 'USD';
        const accountType = currency === 'UZS' && n % 2 === 0 ? 'corp_card' : 'current';
        const day = bankDaysBefore(today, n * 2);
        const at = new Date(Math.min(now.getTime(), Date.parse(`${day}T09:20:00+05:00`) + n * 60_000));
        const sent = statusId >= ACCOUNT_ORDER_STATUS.sent;
        const rejected = statusId === ACCOUNT_ORDER_STATUS.rejected;
        rows.push({
          organizationId: org.id,
          clientReference: `seed-account-order-${org.id}-${n}`,
          number: String(number),
          date: day,
          currency,
          accountType,
          purpose: PURPOSES[n % PURPOSES.length] ?? '',
          statusId,
          rejectReason: rejected ? 'limit' : null,
          createdBy: preparer,
          createdAt: at,
          updatedAt: rejected ? new Date(at.getTime() + 7_200_000) : at,
          sentAt: sent ? new Date(at.getTime() + 1_800_000) : null,
          processedAt: rejected ? new Date(at.getTime() + 7_200_000) : null,
        });
      }
    }
    if (rows.length > 0) await tx.insert(accountOrders).values(rows);
    return true;
  });
}
