import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { UZS_STATUS } from '../../../../contracts/api/uzs-payment.ts';
import { kartotekaDocuments } from '../../db/schema/kartoteka.ts';
import { accounts, ledgerEntries, payments } from '../../db/schema/payments.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { accountSums } from './repository.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** One figure of one account, asked on its own: what accountSums must agree with. */
async function one(select: SQL<unknown>, from: PgTable, where: SQL | undefined): Promise<string | null> {
  const [row] = await h.db.select({ value: select }).from(from).where(where);
  return row?.value === null || row?.value === undefined ? null : String(row.value);
}

// The account list's sums come from one statement of correlated subqueries: each must be the sum
// its own grouped query gives, for every seeded account — with and without movements, payments
// on their way and card-file demands.
it('gives every account the net before the day, pending payments, card file 2 and its last movement', async () => {
  const all = await h.db.select({ id: accounts.id }).from(accounts);
  const ids = all.map((a) => a.id);
  const day = new Date(h.clock.now().getTime() - 3 * 86_400_000);
  const sums = await accountSums(h.db, ids, day);
  expect(sums.size).toBe(ids.length);
  let moved = 0;
  let pending = 0;
  let owed = 0;
  for (const id of ids) {
    const got = sums.get(id)!;
    const net = await one(
      sql`sum(${ledgerEntries.credit} - ${ledgerEntries.debit})`,
      ledgerEntries,
      and(eq(ledgerEntries.accountId, id), lt(ledgerEntries.at, day)),
    );
    expect(got.netBefore).toBe(BigInt(net ?? 0));
    const out = await one(
      sql`sum(${payments.sum})`,
      payments,
      and(eq(payments.accountId, id), inArray(payments.statusId, [UZS_STATUS.signed, UZS_STATUS.submitted])),
    );
    expect(got.pendingOut).toBe(BigInt(out ?? 0));
    const demanded = await one(
      sql`sum(${kartotekaDocuments.amount} - ${kartotekaDocuments.paid})`,
      kartotekaDocuments,
      and(eq(kartotekaDocuments.accountId, id), eq(kartotekaDocuments.file, 2)),
    );
    expect(got.cardFileOwed).toBe(BigInt(demanded ?? 0));
    const last = await one(sql`max(${ledgerEntries.at})`, ledgerEntries, eq(ledgerEntries.accountId, id));
    expect(got.lastMovement?.getTime() ?? null).toBe(last === null ? null : new Date(last).getTime());
    if (got.netBefore !== 0n) moved += 1;
    if (got.pendingOut !== 0n) pending += 1;
    if (got.cardFileOwed !== 0n) owed += 1;
  }
  // The seed has accounts of each kind, so every subquery was compared on a value, not only on 0.
  expect(moved).toBeGreaterThan(0);
  expect(pending).toBeGreaterThan(0);
  expect(owed).toBeGreaterThan(0);
});
