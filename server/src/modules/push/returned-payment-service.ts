/**
 * "Your payment was returned" (issue 17 follow-up): when a signer returns a soum payment to its
 * preparer with a reason, whoever prepared it — its creator and its last editor, not the signer
 * who returned it — is pushed the number and the reason, linking to the payment. Read after the
 * commit, and only while the payment is still back with its preparer (Created).
 */
import { UZS_STATUS } from '../../../../contracts/api/uzs-payment.ts';
import type { Db } from '../../db/client.ts';
import { t } from '../../i18n.ts';
import { paymentLink } from './awaiting-signature-service.ts';
import { preparersOfPayment } from './repository.ts';
import { firePush, pushToUsers, type PushConfig, type PushLog } from './service.ts';

/** Pushes the return of `paymentId` to its preparers (not `actorUserId`); answers messages sent. */
export async function notifyReturnedPayment(
  db: Db,
  config: PushConfig,
  paymentId: number,
  reason: string,
  actorUserId: number,
  log?: PushLog,
): Promise<number> {
  if (config.firebaseServiceAccount === null) return 0;
  const payment = await preparersOfPayment(db, paymentId);
  if (payment === null || payment.status !== UZS_STATUS.created) return 0;
  const userIds = [...new Set([payment.createdBy, payment.editedBy])].filter(
    (id): id is number => id !== null && id !== actorUserId,
  );
  return pushToUsers(
    db,
    config,
    userIds,
    (lang) => ({
      title: t(lang, 'push.returned.title', { number: payment.number }),
      body: reason,
      link: paymentLink(paymentId),
      tag: `uzs-payment-${paymentId}`,
    }),
    log,
  );
}

/** For the route, after its transaction committed: starts the push and returns at once; never throws. */
export function pushReturnedPayment(
  deps: { readonly db: Db; readonly config: PushConfig },
  paymentId: number,
  reason: string,
  actorUserId: number,
  log: PushLog,
): void {
  if (deps.config.firebaseServiceAccount === null) return;
  firePush(() => notifyReturnedPayment(deps.db, deps.config, paymentId, reason, actorUserId, log), log);
}
