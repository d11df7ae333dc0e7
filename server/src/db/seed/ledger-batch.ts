/**
 * Demo ledger history written by the ledger's rules: each movement is two legs of one transaction
 * (debit one account, credit the other) with its ledger_details row; legs are inserted in chunks
 * and each account's balance moves once, by the net of its legs, so a year of history stays quick.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { ledgerDetails } from '../schema/accounts-history.ts';
import { accounts, ledgerEntries } from '../schema/payments.ts';

const CHUNK = 500;

export type LedgerDetail = Omit<typeof ledgerDetails.$inferInsert, 'transactionId'>;

export async function inChunks<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

export function ledgerBatch() {
  const legs: (typeof ledgerEntries.$inferInsert)[] = [];
  const details: (typeof ledgerDetails.$inferInsert)[] = [];
  const net = new Map<number, bigint>();
  return {
    /**
     * Moves `amount` from one account to another at `at`; answers the transaction id. A payment's
     * movement names it (`paymentId`), as the bank's processing does.
     */
    move(
      from: number,
      to: number,
      amount: bigint,
      at: Date,
      detail: LedgerDetail,
      paymentId: number | null = null,
    ): string {
      const transactionId = randomUUID();
      legs.push({ transactionId, paymentId, accountId: from, debit: amount, credit: 0n, at });
      legs.push({ transactionId, paymentId, accountId: to, debit: 0n, credit: amount, at });
      details.push({ transactionId, ...detail });
      net.set(from, (net.get(from) ?? 0n) - amount);
      net.set(to, (net.get(to) ?? 0n) + amount);
      return transactionId;
    },
    /** Inserts the legs and details and moves each balance by its net (in the caller's transaction). */
    async write(tx: Db): Promise<void> {
      await inChunks(legs, (chunk) => tx.insert(ledgerEntries).values(chunk));
      await inChunks(details, (chunk) => tx.insert(ledgerDetails).values(chunk));
      for (const [id, change] of net) {
        await tx
          .update(accounts)
          .set({ balance: sql`${accounts.balance} + ${change}` })
          .where(eq(accounts.id, id));
      }
    },
  };
}
