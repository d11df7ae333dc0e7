/**
 * The data step of migration 0047_card-numbers-tokenised (issue 23). SQL cannot compute a card
 * token (HMAC with CARD_TOKEN_SECRET, core/card-token.ts; PGlite has no pgcrypto), so that
 * migration moved the clear numbers of an existing database into card_number_backfill; this step,
 * run right after every migrate, writes their tokens and drops the table. Idempotent: without the
 * table it does nothing.
 *
 * Signed content version 2 (contracts/payments/digest.ts) signs the card's token instead of its
 * number, so a type-4 payment signed (fully or by the first signer) but not yet sent no longer has
 * a valid signature: it goes back to "to be signed" (Entered), its signatures voided and its
 * version bumped (a signature never applies to content it did not cover), with a payment-log line
 * and an audit row naming it (docs/decisions.md "Card numbers tokenised").
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { cardToken } from '../core/card-token.ts';
import type { Db } from './client.ts';
import { auditLog } from './schema/audit.ts';
import {
  corporateCards,
  paymentLogs,
  payments,
  paymentSignatures,
  paymentTemplates,
} from './schema/payments.ts';

export const BACKFILL_AUDIT_ACTION = 'uzs.card-token.resign';
/** Signed by B only (3) or fully (4), not yet sent: UZS_STATUS.signedB / signed. */
const SIGNED_NOT_SENT = [3, 4];
const ENTERED = 2;

export interface BackfillResult {
  readonly tokenised: number;
  /** Payments returned to "to be signed". */
  readonly returned: readonly number[];
}

/** Rows of a raw statement: node-postgres answers { rows }, PGlite's drizzle answers the same shape. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

export async function backfillCardTokens(db: Db, now: Date = new Date()): Promise<BackfillResult> {
  const exists = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('card_number_backfill') is not null as present`),
  );
  if (exists[0]?.present !== true) return { tokenised: 0, returned: [] };
  return db.transaction(async (tx) => {
    const pending = rowsOf<{ table_name: string; row_id: number; pan: string }>(
      await tx.execute(sql`select table_name, row_id, pan from card_number_backfill`),
    );
    const paymentIds: number[] = [];
    for (const row of pending) {
      const token = cardToken(row.pan);
      if (row.table_name === 'corporate_cards') {
        await tx.update(corporateCards).set({ panToken: token }).where(eq(corporateCards.id, row.row_id));
      } else if (row.table_name === 'payments') {
        await tx.update(payments).set({ corpCardToken: token }).where(eq(payments.id, row.row_id));
        paymentIds.push(row.row_id);
      } else if (row.table_name === 'payment_templates') {
        await tx
          .update(paymentTemplates)
          .set({ corpCardToken: token })
          .where(eq(paymentTemplates.id, row.row_id));
      }
    }
    const signed =
      paymentIds.length === 0
        ? []
        : await tx
            .select({
              id: payments.id,
              version: payments.version,
              statusId: payments.statusId,
              organizationId: payments.organizationId,
            })
            .from(payments)
            .where(and(inArray(payments.id, paymentIds), inArray(payments.statusId, SIGNED_NOT_SENT)));
    for (const p of signed) {
      const version = p.version + 1;
      await tx
        .update(paymentSignatures)
        .set({ voidedAt: now })
        .where(and(eq(paymentSignatures.paymentId, p.id), isNull(paymentSignatures.voidedAt)));
      await tx
        .update(payments)
        .set({ statusId: ENTERED, version, updatedAt: now })
        .where(eq(payments.id, p.id));
      await tx.insert(paymentLogs).values({
        paymentId: p.id,
        userId: null,
        action: 'resign',
        statusId: ENTERED,
        version,
        comment: 'Signed content version 2: the card is signed by its token; sign again.',
        at: now,
      });
      await tx.insert(auditLog).values({
        at: now,
        action: BACKFILL_AUDIT_ACTION,
        organizationId: p.organizationId,
        detail: { paymentIds: [p.id], fromStatus: p.statusId, version },
      });
    }
    await tx.execute(sql`drop table card_number_backfill`);
    return { tokenised: pending.length, returned: signed.map((p) => p.id) };
  });
}
