/** The payment constraints that match one organisation's document (core/payment-limits.ts). */
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { organizations } from '../db/schema/reference.ts';
import { paymentConstraints } from '../db/schema/reference-data.ts';

export interface MatchingConstraint {
  readonly id: number;
  readonly name: string;
  readonly maxSum: bigint;
}

/** Active constraints of `document` for this organisation's legal form and this payment type, lowest cap first. */
export async function matchingConstraints(
  db: Db,
  organizationId: number,
  document: string,
  paymentType: number,
): Promise<MatchingConstraint[]> {
  const [org] = await db
    .select({ legalForm: organizations.legalForm })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (org === undefined) return [];
  return db
    .select({ id: paymentConstraints.id, name: paymentConstraints.name, maxSum: paymentConstraints.maxSum })
    .from(paymentConstraints)
    .where(
      and(
        eq(paymentConstraints.active, true),
        eq(paymentConstraints.document, document),
        or(isNull(paymentConstraints.paymentType), eq(paymentConstraints.paymentType, paymentType)),
        or(isNull(paymentConstraints.legalForm), eq(paymentConstraints.legalForm, org.legalForm)),
      ),
    )
    .orderBy(asc(paymentConstraints.maxSum), asc(paymentConstraints.id));
}
