/**
 * The audit row of a four-eyes refusal (docs/decisions.md "Four-eyes"), and of a signature refused
 * because the payment debits a controlled account of another user. The refusal is thrown inside
 * the call's transaction, which rolls back with it, so the row is written afterwards on the app's
 * connection: every signing path (EDS sign, phone passkey sign, an offline approval's replay of it)
 * wraps its commit in `auditFourEyes`.
 */
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { auditActor, type AuditActor } from '../../plugins/audit.ts';
import { ApiError } from '../../plugins/errors.ts';
import { CONTROLLED_ACCOUNT_MESSAGE, FOUR_EYES_MESSAGE } from './signing-service.ts';

export async function auditFourEyes<T>(
  deps: { db: Db; clock: Clock },
  actor: AuditActor,
  path: 'eds' | 'passkey',
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && error.messageKey === FOUR_EYES_MESSAGE) {
      const { ids } = (error.data ?? {}) as { ids?: readonly number[] };
      await auditActor(deps.db, deps.clock.now(), actor, 'uzs-payment.four-eyes-refused', {
        paymentIds: ids ?? [],
        signType: path,
      });
    }
    if (error instanceof ApiError && error.messageKey === CONTROLLED_ACCOUNT_MESSAGE) {
      const { ids } = (error.data ?? {}) as { ids?: readonly number[] };
      await auditActor(deps.db, deps.clock.now(), actor, 'controlled-account.sign-refused', {
        paymentIds: ids ?? [],
        signType: path,
      });
    }
    throw error;
  }
}
