/**
 * Sending signed soum payments to the bank (Signed → Submitted, which the processing job in
 * processing.ts then passes or denies), and the multiclient's say over a child organisation's
 * signed payment before it may be sent: authorise it, or decline it with a reason (state-machine.ts).
 */
import { UZS_STATUS, type UzsActionResult } from '../../../../contracts/api/uzs-payment.ts';
import type { Db } from '../../db/client.ts';
import type { Actor, PaymentContext } from './payment-context.ts';
import * as repo from './repository.ts';

export function createSendingService({
  clock,
  callerOf,
  audit,
  log,
  lockForAction,
  rowsOf,
  lockOne,
}: PaymentContext) {
  return {
    async send(
      tx: Db,
      actor: Actor,
      ids: readonly number[],
      versions?: readonly (number | null)[],
    ): Promise<UzsActionResult> {
      const caller = await callerOf(tx, actor);
      const records = await lockForAction(tx, caller, ids, 'send', versions);
      const now = clock.now();
      for (const r of records) {
        await repo.updatePayment(tx, r.payment.id, {
          statusId: UZS_STATUS.submitted,
          sentAt: now,
          updatedAt: now,
        });
        await log(tx, caller, { ...r.payment, statusId: UZS_STATUS.submitted }, 'send');
      }
      await audit(tx, caller, 'uzs-payment.send', ids);
      return { rows: await rowsOf(tx, caller, ids) };
    },

    async authorize(tx: Db, actor: Actor, id: number, seenVersion: number | null): Promise<UzsActionResult> {
      const { caller, record } = await lockOne(tx, actor, id, 'auth', seenVersion);
      const now = clock.now();
      await repo.updatePayment(tx, id, {
        authorizedAt: now,
        authorizedBy: caller.session.userId,
        updatedAt: now,
      });
      await log(tx, caller, record.payment, 'auth');
      await audit(tx, caller, 'uzs-payment.auth', [id]);
      return { rows: await rowsOf(tx, caller, [id]) };
    },

    async decline(
      tx: Db,
      actor: Actor,
      id: number,
      reason: string,
      seenVersion: number | null,
    ): Promise<UzsActionResult> {
      const { caller, record } = await lockOne(tx, actor, id, 'decline', seenVersion);
      const now = clock.now();
      await repo.updatePayment(tx, id, { statusId: UZS_STATUS.denied, rejectReason: reason, updatedAt: now });
      await log(tx, caller, { ...record.payment, statusId: UZS_STATUS.denied }, 'decline', reason);
      await audit(tx, caller, 'uzs-payment.decline', [id]);
      return { rows: await rowsOf(tx, caller, [id]) };
    },
  };
}
