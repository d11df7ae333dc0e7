/**
 * The bank's card-issuing job for corporate card orders (the pattern of munis/processing.ts).
 * Restart-safe: its only state is the orders' status in the database. Each Sent order is handled
 * in its own transaction, claimed with FOR UPDATE SKIP LOCKED. Issued: a card number of the
 * product's BIN is drawn and kept only as its token and mask (core/card-token.ts), with a card id,
 * a contract id and an expiry 3 years ahead. Rejected: the account was closed meanwhile, or the
 * holder (same phone) already holds an issued card of the product.
 */
import { CARD_ORDER_STATUS } from '../../../../contracts/api/corporate-cards.ts';
import type { Clock } from '../../clock.ts';
import { issueCardNumber } from '../../core/card-token.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../plugins/audit.ts';
import * as repo from './repository.ts';
import { startIntervalJob } from '../../core/interval-job.ts';

/** The bank's BIN (first 6 digits) of each product. */
const BINS: Readonly<Record<string, string>> = {
  UZCARD_CORP: '860049',
  HUMO_BUSINESS: '986018',
  VISA_BUSINESS: '414720',
};

export interface CardTickResult {
  readonly issued: number;
  readonly rejected: number;
}

function expiryFrom(at: Date): string {
  const month = String(at.getUTCMonth() + 1).padStart(2, '0');
  const year = String((at.getUTCFullYear() + 3) % 100).padStart(2, '0');
  return `${month}/${year}`;
}

async function processOne(db: Db, clock: Clock): Promise<'issued' | 'rejected' | null> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const order = await repo.claimSent(tx, CARD_ORDER_STATUS.sent);
    if (order === null) return null;
    const account = await repo.accountById(tx, order.accountId);
    const reason =
      account === undefined || account.state !== 'open'
        ? 'accountClosed'
        : (await repo.holderHasCard(tx, order))
          ? 'holderLimit'
          : null;
    const log = { orderId: order.id, userId: null, version: order.version, at: now };
    if (reason !== null) {
      await repo.updateOrder(tx, order.id, {
        statusId: CARD_ORDER_STATUS.rejected,
        rejectReason: reason,
        processedAt: now,
        updatedAt: now,
      });
      await repo.addLog(tx, { ...log, action: 'rejected', statusId: CARD_ORDER_STATUS.rejected });
      await recordAudit(tx, {
        at: now,
        action: 'corporate-card.rejected',
        organizationId: order.organizationId,
        detail: { orderIds: [order.id], reason },
      });
      return 'rejected';
    }
    let card = issueCardNumber(BINS[order.productCode] ?? '860049');
    while (await repo.tokenTaken(tx, card.token)) card = issueCardNumber(BINS[order.productCode] ?? '860049');
    const cardId = `${order.productCode.slice(0, 2)}${String(order.id).padStart(10, '0')}`;
    const contractId = `KK-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${String(order.id).padStart(8, '0')}`;
    await repo.updateOrder(tx, order.id, {
      statusId: CARD_ORDER_STATUS.issued,
      cardToken: card.token,
      cardMask: card.mask,
      cardExpiry: expiryFrom(now),
      cardId,
      contractId,
      processedAt: now,
      updatedAt: now,
    });
    await repo.addLog(tx, { ...log, action: 'issued', statusId: CARD_ORDER_STATUS.issued });
    await recordAudit(tx, {
      at: now,
      action: 'corporate-card.issued',
      organizationId: order.organizationId,
      detail: { orderIds: [order.id], cardMask: card.mask, cardId },
    });
    return 'issued';
  });
}

/** One cycle: at most `limit` Sent orders. */
export async function processCardOrders(db: Db, clock: Clock, limit = 100): Promise<CardTickResult> {
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

/** Runs processCardOrders every `intervalMs` (never two ticks at once); errors are logged. */
export function startCardProcessing(
  db: Db,
  clock: Clock,
  intervalMs: number,
  onError: (error: unknown) => void,
): { stop(): Promise<void> } {
  return startIntervalJob(() => processCardOrders(db, clock), intervalMs, onError);
}
