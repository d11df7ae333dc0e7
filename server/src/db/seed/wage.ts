/**
 * Demo salary card project (issue 23): for the main organisation a transit account (23106, 23108,
 * 23110) and contract per card type (two on Uzcard), more than a page of salary card orders in
 * every status with their change log, the cards issued for the Ready (8) and Pinned (9) ones (one
 * Ready order on top, to pin), each with its card account (22618); a few for the Samarqand
 * organisation (scope tests, the staff's card list). Card numbers exist here only long enough to
 * be tokenised and masked (core/card-token.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { WAGE_CARD_TYPES, WAGE_STATUS, maskPan, type WageStatusId } from '../../../../contracts/api/wage.ts';
import type { Clock } from '../../clock.ts';
import { cardToken, newCardNumber } from '../../core/card-token.ts';
import { embossedName, UZBEK_NAMES } from '../../modules/wage/civil-registry.ts';
import { tashkentDate } from '../../time-format.ts';
import type { Db } from '../client.ts';
import { salaryCards, wageCardOrders, wageContracts, wageOrderLogs } from '../schema/cards.ts';
import { accounts } from '../schema/payments.ts';
import { userOrganizations, users } from '../schema/users.ts';
import { demoOrganizations } from './demo-lookups.ts';
import { DEMO_ORGANIZATIONS, type OrgKey } from './demo-data.ts';
import { claimSeedStep, seedStepDone } from './seed-step.ts';

export const WAGE_STEP = 'demo-wage-v1';

const DAY = 86_400_000;

const PEOPLE: readonly {
  org: OrgKey;
  preparer: string;
  count: number;
  /** Cards the employees already had before these orders (no order of their own). */
  earlierCards: number;
  contracts: readonly { cardCode: string; bsc: string | null }[];
}[] = [
  {
    org: 'main',
    preparer: 'accountant',
    count: 30,
    earlierCards: 28,
    contracts: [
      { cardCode: 'UZCARD', bsc: null },
      { cardCode: 'UZCARD', bsc: null },
      { cardCode: 'HUMO', bsc: null },
      { cardCode: 'VISA', bsc: null },
    ],
  },
  {
    org: 'samarqand',
    preparer: 'accountant_org2',
    count: 6,
    earlierCards: 8,
    contracts: [{ cardCode: 'HUMO', bsc: null }],
  },
];

/** Status of the n-th order (newest first): a card to pin on top, every status present. */
const STATUS_CYCLE: readonly WageStatusId[] = [
  WAGE_STATUS.ready,
  WAGE_STATUS.created,
  WAGE_STATUS.signed,
  WAGE_STATUS.sent,
  WAGE_STATUS.pinned,
  WAGE_STATUS.created,
  WAGE_STATUS.pinned,
  WAGE_STATUS.rejected,
  WAGE_STATUS.pinned,
];

const SERIES = ['AA', 'AB', 'AC', 'AD', 'KA', 'FA'];

export async function seedWage(db: Db, { clock }: { clock: Clock }): Promise<boolean> {
  if (await seedStepDone(db, WAGE_STEP)) return false;
  const now = clock.now();

  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, WAGE_STEP))) return false;
    const orgRows = await demoOrganizations(tx);
    const people = await tx
      .select({ id: users.id, username: users.username, organizationId: userOrganizations.organizationId })
      .from(users)
      .innerJoin(userOrganizations, eq(userOrganizations.userId, users.id))
      .where(
        inArray(
          users.username,
          PEOPLE.map((p) => p.preparer),
        ),
      );
    let contractSerial = 0;
    for (const who of PEOPLE) {
      const demo = DEMO_ORGANIZATIONS.find((o) => o.key === who.org);
      const org = orgRows.find((o) => o.inn === demo?.inn);
      const preparer = people.find((u) => u.username === who.preparer && u.organizationId === org?.id)?.id;
      if (org === undefined || preparer === undefined) continue;

      // Transit accounts (one per card type) and the contracts on them.
      const contracts: (typeof wageContracts.$inferSelect)[] = [];
      for (const [i, c] of who.contracts.entries()) {
        const type = WAGE_CARD_TYPES.find((x) => x.cardCode === c.cardCode);
        if (type === undefined) continue;
        const number = `${type.glCode}000${org.inn}9${String(i + 1).padStart(2, '0')}${org.mfo}`;
        const [transit] = await tx
          .insert(accounts)
          .values({
            organizationId: org.id,
            number,
            mfo: org.mfo,
            name: `${org.name}: ${type.name} tranzit hisobvaragʻi`,
            currency: 'UZS',
            kind: 'card_transit',
            glCode: type.glCode,
            openingDate: tashkentDate(new Date(now.getTime() - 400 * DAY)),
          })
          .returning({ id: accounts.id });
        if (transit === undefined) continue;
        contractSerial += 1;
        const [contract] = await tx
          .insert(wageContracts)
          .values({
            organizationId: org.id,
            cardCode: type.cardCode,
            contractId: `${org.mfo}${org.inn}${String(contractSerial).padStart(13, '0')}`,
            contractNumber: `ZP-${String(contractSerial).padStart(4, '0')}/${type.cardCode}`,
            currency: 'UZS',
            dateBegin: tashkentDate(new Date(now.getTime() - (380 - i * 40) * DAY)),
            transitAccountId: transit.id,
            bsc: c.bsc,
          })
          .returning();
        if (contract !== undefined) contracts.push(contract);
      }

      for (let n = who.count - 1; n >= 0; n -= 1) {
        const contract = contracts[n % contracts.length];
        const type = WAGE_CARD_TYPES.find((x) => x.cardCode === contract?.cardCode);
        if (contract === undefined || type === undefined) continue;
        const statusId = STATUS_CYCLE[n % STATUS_CYCLE.length] ?? WAGE_STATUS.created;
        const at = new Date(now.getTime() - (n * 1.7 + 0.2) * DAY);
        const fullName = UZBEK_NAMES[(n + (who.org === 'main' ? 0 : 11)) % UZBEK_NAMES.length] ?? '';
        const byCard = n % 5 === 3;
        const existingPan = byCard ? newCardNumber(type.prefix) : null;
        const birthYear = 1970 + ((n * 7) % 32);
        const phone = `99890${String(1_234_567 + n * 104_729).slice(-7)}`;
        const issued = statusId === WAGE_STATUS.ready || statusId === WAGE_STATUS.pinned;
        const [order] = await tx
          .insert(wageCardOrders)
          .values({
            organizationId: org.id,
            clientReference: `seed-wage-${org.id}-${n}`,
            cardCode: type.cardCode,
            contractId: contract.id,
            bsc: contract.bsc,
            mode: byCard ? 'card' : 'passport',
            documentSeries: byCard ? null : (SERIES[n % SERIES.length] ?? 'AA'),
            documentNumber: byCard ? null : String(2_345_678 + n * 7_919).slice(-7),
            birthdate: byCard
              ? null
              : `${birthYear}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 27) + 1).padStart(2, '0')}`,
            phone: byCard ? null : phone,
            panToken: existingPan === null ? null : cardToken(existingPan),
            panMasked: existingPan === null ? null : maskPan(existingPan),
            fullName: issued || statusId === WAGE_STATUS.rejected || byCard ? fullName : null,
            statusId,
            errorBank: statusId === WAGE_STATUS.rejected ? 'duplicate' : null,
            createdBy: preparer,
            createdAt: at,
            updatedAt: at,
            sentAt: statusId >= WAGE_STATUS.sent ? new Date(at.getTime() + 3_600_000) : null,
          })
          .returning();
        if (order === undefined) continue;
        const logs: (typeof wageOrderLogs.$inferInsert)[] = [
          { orderId: order.id, action: 'create', statusId: WAGE_STATUS.created, userId: preparer, at },
        ];
        const later = (hours: number) => new Date(at.getTime() + hours * 3_600_000);
        if (statusId !== WAGE_STATUS.created)
          logs.push({
            orderId: order.id,
            action: 'sign',
            statusId: WAGE_STATUS.signed,
            userId: null,
            at: later(0.5),
          });
        if (statusId >= WAGE_STATUS.sent)
          logs.push({
            orderId: order.id,
            action: 'send',
            statusId: WAGE_STATUS.sent,
            userId: preparer,
            at: later(1),
          });
        if (statusId === WAGE_STATUS.rejected)
          logs.push({
            orderId: order.id,
            action: 'reject',
            statusId,
            userId: null,
            comment: 'duplicate',
            at: later(2),
          });
        if (issued) {
          const pan = existingPan ?? newCardNumber(type.prefix);
          const day = tashkentDate(later(2));
          const [account] = await tx
            .insert(accounts)
            .values({
              number: `22618000${String(order.id).padStart(12, '0')}${org.mfo}`,
              mfo: org.mfo,
              name: fullName,
              currency: 'UZS',
              kind: 'employee_card',
              glCode: '22618',
              openingDate: day,
            })
            .returning({ id: accounts.id });
          if (account === undefined) continue;
          const pinned = statusId === WAGE_STATUS.pinned;
          const [card] = await tx
            .insert(salaryCards)
            .values({
              organizationId: org.id,
              contractId: pinned ? contract.id : null,
              cardCode: type.cardCode,
              panToken: cardToken(pan),
              panMasked: maskPan(pan),
              cardAccountId: account.id,
              conNum: `SC-${day.slice(0, 4)}-${String(order.id).padStart(6, '0')}`,
              fullName,
              embossedName: embossedName(fullName),
              phone: byCard ? '' : phone,
              stateCode: pinned ? 'active' : 'issued',
              dateBegin: day,
              createdAt: later(2),
            })
            .returning({ id: salaryCards.id });
          if (card === undefined) continue;
          await tx
            .update(wageCardOrders)
            .set({ cardId: card.id, panMasked: maskPan(pan), updatedAt: later(pinned ? 26 : 2) })
            .where(and(eq(wageCardOrders.id, order.id)));
          logs.push({
            orderId: order.id,
            action: 'issue',
            statusId: WAGE_STATUS.ready,
            userId: null,
            at: later(2),
          });
          if (pinned)
            logs.push({ orderId: order.id, action: 'pin', statusId, userId: preparer, at: later(26) });
        }
        await tx.insert(wageOrderLogs).values(logs);
      }

      // Employees' cards from before: active on the contracts, issued over the last days (the staff's
      // card list has more than a page in its default 7 days). Card account numbers 226180009…
      // never meet the order-based ones (226180000…).
      for (let i = 0; i < who.earlierCards; i += 1) {
        const contract = contracts[i % contracts.length];
        const type = WAGE_CARD_TYPES.find((x) => x.cardCode === contract?.cardCode);
        if (contract === undefined || type === undefined) continue;
        const at = new Date(now.getTime() - (i * 0.23 + 0.1) * DAY);
        const day = tashkentDate(at);
        const fullName = UZBEK_NAMES[(i * 5 + (who.org === 'main' ? 3 : 17)) % UZBEK_NAMES.length] ?? '';
        const pan = newCardNumber(type.prefix);
        const [account] = await tx
          .insert(accounts)
          .values({
            number: `226180009${String(org.id).padStart(3, '0')}${String(i + 1).padStart(8, '0')}${org.mfo}`,
            mfo: org.mfo,
            name: fullName,
            currency: 'UZS',
            kind: 'employee_card',
            glCode: '22618',
            openingDate: day,
          })
          .returning({ id: accounts.id });
        if (account === undefined) continue;
        await tx.insert(salaryCards).values({
          organizationId: org.id,
          contractId: contract.id,
          cardCode: type.cardCode,
          panToken: cardToken(pan),
          panMasked: maskPan(pan),
          cardAccountId: account.id,
          conNum: `SC-${day.slice(0, 4)}-E${String(org.id).padStart(2, '0')}${String(i + 1).padStart(4, '0')}`,
          fullName,
          embossedName: embossedName(fullName),
          phone: `99893${String(4_512_000 + i * 7_331 + org.id * 101).slice(-7)}`,
          stateCode: i % 11 === 10 ? 'blocked' : 'active',
          dateBegin: day,
          createdAt: at,
        });
      }
    }
    return true;
  });
}
