/**
 * The completed action that makes a survey due (docs/decisions.md "Surveys"): the organisation sent
 * a payment (payments.sent_at) since the given moment. Read-only, from the payments table; the
 * payments feature's code is not touched.
 */
import { and, eq, gte, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';

export async function paymentsSentSince(db: Db, organizationId: number, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.organizationId, organizationId),
        isNotNull(payments.sentAt),
        gte(payments.sentAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
