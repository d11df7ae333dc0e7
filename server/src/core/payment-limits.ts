/**
 * The limits the admin sets at /constraints (contracts/api/constraints.ts), applied where a
 * document is saved: one call from the document's save path. Read inside the caller's transaction,
 * so a constraint changed by the admin applies to the very next save.
 */
import type { ConstraintDocument } from '../../../contracts/api/constraints.ts';
import { fromMinor } from '../../../contracts/money.ts';
import type { Db } from '../db/client.ts';
import { ApiError } from '../plugins/errors.ts';
import { matchingConstraints } from './payment-limits-repository.ts';

/** "50000000.00" → "50 000 000.00": the cap as people read it in every language. */
export function groupedAmount(minor: bigint): string {
  const [whole = '0', fraction = '00'] = fromMinor(minor).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}.${fraction}`;
}

/**
 * 422 on `field` when `amount` (minor units) exceeds the lowest cap of the active constraints
 * matching the organisation's legal form, the document and its type; the message names the cap.
 */
export async function enforcePaymentLimit(
  tx: Db,
  input: {
    readonly organizationId: number;
    readonly document: ConstraintDocument;
    readonly paymentType: number;
    readonly amount: bigint;
    readonly field?: string;
  },
): Promise<void> {
  const [lowest] = await matchingConstraints(tx, input.organizationId, input.document, input.paymentType);
  if (lowest === undefined || input.amount <= lowest.maxSum) return;
  throw ApiError.rejected([
    {
      attribute: input.field ?? 'sum',
      key: 'constraints.exceeded',
      params: { max: groupedAmount(lowest.maxSum), name: lowest.name },
    },
  ]);
}
