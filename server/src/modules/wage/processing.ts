/**
 * The bank-processing job of salary card orders (the pattern of munis/processing.ts). Restart-safe:
 * its only state is the orders' status in the database. Each Sent order is handled in its own
 * transaction, claimed with FOR UPDATE SKIP LOCKED:
 * - by passport: refused when the same person already has a card issued or pinned in the
 *   organisation; otherwise the card is issued (a new number of the product's BIN; only its token
 *   and mask are kept), the employee's card account (22618) is opened → Ready to pin (8);
 * - by card: refused when the number is not one of the bank's products or the card is already in a
 *   salary project; otherwise its card account is opened → Ready to pin (8).
 */
import { WAGE_CARD_TYPES, WAGE_STATUS, maskPan } from '../../../../contracts/api/wage.ts';
import type { Clock } from '../../clock.ts';
import { cardToken, newCardNumber } from '../../core/card-token.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { tashkentDate } from '../../time-format.ts';
import { embossedName, holderName } from './civil-registry.ts';
import * as repo from './repository.ts';
import { startIntervalJob } from '../../core/interval-job.ts';

export interface WageTickResult {
  readonly issued: number;
  readonly rejected: number;
}

type Reason = 'cardUnknown' | 'cardTaken' | 'duplicate';

async function reject(tx: Db, order: repo.OrderRow, at: Date, reason: Reason): Promise<'rejected'> {
  await repo.updateOrder(tx, order.id, { statusId: WAGE_STATUS.rejected, errorBank: reason, updatedAt: at });
  await repo.addLog(tx, {
    orderId: order.id,
    action: 'reject',
    statusId: WAGE_STATUS.rejected,
    userId: null,
    comment: reason,
    at,
  });
  await recordAudit(tx, {
    at,
    action: 'wage.reject',
    organizationId: order.organizationId,
    detail: { orderIds: [order.id], reason },
  });
  return 'rejected';
}

/** Issues (or takes in) the card of an order and opens its card account; the order is Ready (8). */
export async function issueCard(
  tx: Db,
  order: repo.OrderRow,
  at: Date,
  card: { token: string; masked: string; fullName: string; phone: string },
): Promise<number> {
  const mfo = await repo.orgMfo(tx, order.organizationId);
  const day = tashkentDate(at);
  const accountId = await repo.openCardAccount(tx, {
    number: `22618000${String(order.id).padStart(12, '0')}${mfo}`,
    mfo,
    name: card.fullName,
    openingDate: day,
  });
  const cardId = await repo.insertCard(tx, {
    organizationId: order.organizationId,
    contractId: null,
    cardCode: order.cardCode,
    panToken: card.token,
    panMasked: card.masked,
    cardAccountId: accountId,
    conNum: `SC-${day.slice(0, 4)}-${String(order.id).padStart(6, '0')}`,
    fullName: card.fullName,
    embossedName: embossedName(card.fullName),
    phone: card.phone,
    stateCode: 'issued',
    dateBegin: day,
    createdAt: at,
  });
  await repo.updateOrder(tx, order.id, {
    statusId: WAGE_STATUS.ready,
    cardId,
    fullName: card.fullName,
    panMasked: card.masked,
    errorBank: null,
    updatedAt: at,
  });
  await repo.addLog(tx, {
    orderId: order.id,
    action: 'issue',
    statusId: WAGE_STATUS.ready,
    userId: null,
    at,
  });
  await recordAudit(tx, {
    at,
    action: 'wage.issue',
    organizationId: order.organizationId,
    detail: { orderIds: [order.id], cardId, pan: card.masked },
  });
  return cardId;
}

async function processOne(db: Db, clock: Clock): Promise<'issued' | 'rejected' | null> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const order = await repo.claimDue(tx, WAGE_STATUS.sent);
    if (order === null) return null;
    if (order.mode === 'passport') {
      const live = [WAGE_STATUS.ready, WAGE_STATUS.pinned];
      if (await repo.samePassportElsewhere(tx, order, live)) return reject(tx, order, now, 'duplicate');
      const type = WAGE_CARD_TYPES.find((c) => c.cardCode === order.cardCode);
      if (type === undefined) return reject(tx, order, now, 'cardUnknown');
      const pan = newCardNumber(type.prefix);
      await issueCard(tx, order, now, {
        token: cardToken(pan),
        masked: maskPan(pan),
        fullName: holderName(`${order.documentSeries}${order.documentNumber}${order.birthdate}`),
        phone: order.phone ?? '',
      });
      return 'issued';
    }
    const token = order.panToken ?? '';
    const masked = order.panMasked ?? '';
    if (!WAGE_CARD_TYPES.some((c) => masked.startsWith(c.prefix)))
      return reject(tx, order, now, 'cardUnknown');
    if ((await repo.cardByToken(tx, token)) !== undefined) return reject(tx, order, now, 'cardTaken');
    const fullName = holderName(token);
    await issueCard(tx, order, now, { token, masked, fullName, phone: '' });
    return 'issued';
  });
}

/** One cycle: at most `limit` Sent orders. */
export async function processWageOrders(db: Db, clock: Clock, limit = 100): Promise<WageTickResult> {
  let issued = 0;
  let rejected = 0;
  for (let i = 0; i < limit; i += 1) {
    const outcome = await processOne(db, clock);
    if (outcome === null) break;
    if (outcome === 'issued') issued += 1;
    else rejected += 1;
  }
  return { issued, rejected };
}

/** Runs processWageOrders every `intervalMs` (never two ticks at once); errors are logged. */
export function startWageProcessing(
  db: Db,
  clock: Clock,
  intervalMs: number,
  onError: (error: unknown) => void,
): { stop(): Promise<void> } {
  return startIntervalJob(() => processWageOrders(db, clock), intervalMs, onError);
}
