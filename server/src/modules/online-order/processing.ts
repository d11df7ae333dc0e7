/**
 * The bank's job that opens the accounts of online account orders (the pattern of
 * munis/processing.ts). Restart-safe: its only state is the orders' status; each Sent order is
 * claimed FOR UPDATE SKIP LOCKED in its own transaction, and the account is inserted in the same
 * transaction that sets the order Opened with its account_id (unique), so an order opens exactly
 * one account however often the job runs; the organisation row is locked while its next sequence is
 * chosen, so two jobs never pick the same number. The number follows the bank's 25-digit pattern: ledger
 * code, currency numeric code, the organisation's INN, the next free sequence, the bank's MFO.
 * Rejected when the organisation already holds ORDER_ACCOUNTS_PER_KIND_MAX open accounts of the
 * type and currency.
 */
import {
  ACCOUNT_ORDER_STATUS,
  ORDER_ACCOUNTS_PER_KIND_MAX,
  ORDER_ACCOUNT_TYPES,
  ORDER_CURRENCY_NUMERIC,
  type OrderCurrency,
} from '../../../../contracts/api/online-order.ts';
import type { Clock } from '../../clock.ts';
import { currentOperatingDay } from '../../core/operating-day.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../plugins/audit.ts';
import * as repo from './repository.ts';
import { startIntervalJob } from '../../core/interval-job.ts';

export interface AccountOrderTickResult {
  readonly opened: number;
  readonly rejected: number;
}

const ACCOUNT_NAMES: Readonly<Record<string, string>> = {
  current: 'Qoʻshimcha hisob-kitob hisobvaragʻi',
  corp_card: 'Korporativ karta hisobvaragʻi',
};

/** The next sequence (3 digits) not used by any of the organisation's account numbers. */
export function nextSequence(numbers: readonly string[]): string {
  const used = new Set(numbers.map((n) => n.slice(17, 20)));
  for (let i = 1; i < 1000; i += 1) {
    const seq = String(i).padStart(3, '0');
    if (!used.has(seq)) return seq;
  }
  throw new Error('no free account sequence');
}

async function processOne(db: Db, clock: Clock): Promise<'opened' | 'rejected' | null> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const order = await repo.claimSent(tx, ACCOUNT_ORDER_STATUS.sent);
    if (order === null) return null;
    const org = await repo.lockOrganization(tx, order.organizationId);
    const type = ORDER_ACCOUNT_TYPES.find((t) => t.code === order.accountType);
    const same = await repo.accountsOfKind(tx, order.organizationId, order.accountType, order.currency);
    const log = { orderId: order.id, userId: null, version: order.version, at: now };
    if (
      org === undefined ||
      type === undefined ||
      same.filter((a) => a.state === 'open').length >= ORDER_ACCOUNTS_PER_KIND_MAX
    ) {
      await repo.updateOrder(tx, order.id, {
        statusId: ACCOUNT_ORDER_STATUS.rejected,
        rejectReason: 'limit',
        processedAt: now,
        updatedAt: now,
      });
      await repo.addLog(tx, { ...log, action: 'rejected', statusId: ACCOUNT_ORDER_STATUS.rejected });
      await recordAudit(tx, {
        at: now,
        action: 'account-order.rejected',
        organizationId: order.organizationId,
        detail: { orderIds: [order.id], reason: 'limit' },
      });
      return 'rejected';
    }
    const seq = nextSequence(await repo.accountNumbersOf(tx, order.organizationId));
    const numeric = ORDER_CURRENCY_NUMERIC[order.currency as OrderCurrency];
    const number = `${type.glCode}${numeric}${org.inn}${seq}${org.mfo}`;
    const accountId = await repo.insertAccount(tx, {
      organizationId: order.organizationId,
      number,
      mfo: org.mfo,
      name: ACCOUNT_NAMES[type.code] ?? ACCOUNT_NAMES.current ?? '',
      currency: order.currency,
      kind: type.code,
      state: 'open',
      glCode: type.glCode,
      openingDate: await currentOperatingDay(tx, now),
    });
    await repo.updateOrder(tx, order.id, {
      statusId: ACCOUNT_ORDER_STATUS.opened,
      accountId,
      processedAt: now,
      updatedAt: now,
    });
    await repo.addLog(tx, { ...log, action: 'opened', statusId: ACCOUNT_ORDER_STATUS.opened });
    await recordAudit(tx, {
      at: now,
      action: 'account-order.opened',
      organizationId: order.organizationId,
      detail: { orderIds: [order.id], account: number },
    });
    return 'opened';
  });
}

export async function processAccountOrders(
  db: Db,
  clock: Clock,
  limit = 100,
): Promise<AccountOrderTickResult> {
  let opened = 0;
  let rejected = 0;
  for (let i = 0; i < limit; i += 1) {
    const outcome = await processOne(db, clock);
    if (outcome === null) break;
    if (outcome === 'opened') opened += 1;
    else rejected += 1;
  }
  return { opened, rejected };
}

export function startAccountOrderProcessing(
  db: Db,
  clock: Clock,
  intervalMs: number,
  onError: (error: unknown) => void,
): { stop(): Promise<void> } {
  return startIntervalJob(() => processAccountOrders(db, clock), intervalMs, onError);
}
