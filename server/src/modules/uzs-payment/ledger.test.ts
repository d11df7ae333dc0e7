import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UZS_STATUS, type UzsPaymentRow } from '../../../../contracts/api/uzs-payment.ts';
import { fromMinor } from '../../../../contracts/money.ts';
import { openDatabase } from '../../db/client.ts';
import { accounts, ledgerEntries, payments } from '../../db/schema/payments.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { processPayments } from './processing.ts';
import { createKit, type Kit } from './testing.ts';

let h: Harness;
let kit: Kit;
const MAIN_INN = '301245678';

beforeAll(async () => {
  h = await createHarness();
  kit = createKit(h);
});
afterAll(async () => h.close());

/** The ledger invariants of the design: every transaction balances, no balance below zero,
 *  balance = opening + credits − debits, and a payment is debited once exactly when it passed. */
async function expectLedgerInvariants(): Promise<void> {
  const unbalanced = await h.db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.debit}) <> sum(${ledgerEntries.credit})`);
  expect(unbalanced).toEqual([]);
  const drift = await h.db
    .select({ number: accounts.number })
    .from(accounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, accounts.id))
    .groupBy(accounts.id)
    .having(
      sql`${accounts.balance} <> ${accounts.openingBalance} + coalesce(sum(${ledgerEntries.credit}), 0) - coalesce(sum(${ledgerEntries.debit}), 0) or ${accounts.balance} < 0`,
    );
  expect(drift).toEqual([]);
  const wrongDebits = await h.db
    .select({ id: payments.id })
    .from(payments)
    .leftJoin(
      ledgerEntries,
      sql`${ledgerEntries.paymentId} = ${payments.id} and ${ledgerEntries.accountId} = ${payments.accountId} and ${ledgerEntries.debit} > 0`,
    )
    .groupBy(payments.id)
    .having(
      sql`count(${ledgerEntries.id}) <> case when ${payments.statusId} in (${UZS_STATUS.passed}, ${UZS_STATUS.paid}) then 1 else 0 end
        or coalesce(sum(${ledgerEntries.debit}), ${payments.sum}) <> ${payments.sum}`,
    );
  expect(wrongDebits).toEqual([]);
}

async function submit(account: string, sum: string): Promise<UzsPaymentRow> {
  const row = await kit.create('accountant', await kit.body('main', { account, sum }));
  await kit.toSigned('accountant', ['head'], row.id);
  const sent = await kit.post('accountant', 'uzs-payment/send', { payment_ids: [row.id] });
  expect(sent.http).toBe(200);
  return row;
}

describe('the ledger', () => {
  it('holds its invariants for the seeded demo', async () => {
    await expectLedgerInvariants();
  });

  it('holds its invariants after random sequences of payments, transfers and processing cycles', async () => {
    const numbers = {
      main: await kit.accountOf(MAIN_INN, '001'),
      second: await kit.accountOf(MAIN_INN, '002'),
      low: await kit.accountOf(MAIN_INN, '003'),
    };
    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('pay' as const),
        from: fc.constantFrom('main' as const, 'second' as const, 'low' as const),
        // Up to 400 million soum: some exceed the smaller balances and must be denied.
        tiyin: fc.bigInt({ min: 100n, max: 40_000_000_000n }),
      }),
      fc.record({
        kind: fc.constant('exchange' as const),
        tiyin: fc.bigInt({ min: 100n, max: 1_000_000_000n }),
      }),
      fc.record({ kind: fc.constant('tick' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 5 }), async (ops) => {
        for (const op of ops) {
          if (op.kind === 'tick') await processPayments(h.db, h.clock);
          else if (op.kind === 'pay') await submit(numbers[op.from], fromMinor(op.tiyin));
          else {
            const { body } = await kit.post<UzsPaymentRow>(
              'accountant',
              'uzs-payment/exchange-between-accounts',
              {
                account_from: numbers.second,
                account_to: numbers.main,
                sum: fromMinor(op.tiyin),
                description: 'Mablag‘larni asosiy hisobvaraqqa o‘tkazish',
              },
            );
            const id = body.data?.id;
            if (id === undefined) throw new Error('exchange failed');
            await kit.toSigned('accountant', ['head'], id);
            await kit.post('head', 'uzs-payment/send', { payment_ids: [id] });
          }
        }
        await processPayments(h.db, h.clock);
        await expectLedgerInvariants();
      }),
      { numRuns: 6 },
    );
  }, 240_000);

  it('two processors never debit one payment twice', async () => {
    const account = await kit.accountOf(MAIN_INN, '001');
    const rows = [];
    for (let i = 0; i < 6; i += 1) rows.push(await submit(account, `${100 + i}.00`));
    // A second node on the same PostgreSQL database when there is one; on PGlite a second caller.
    const second =
      h.databaseUrl === null ? null : await openDatabase({ kind: 'postgres', url: h.databaseUrl });
    try {
      const results = await Promise.all([
        processPayments(h.db, h.clock),
        processPayments(second?.db ?? h.db, h.clock),
        processPayments(h.db, h.clock),
      ]);
      expect(results.reduce((n, r) => n + r.passed, 0)).toBeGreaterThanOrEqual(rows.length);
    } finally {
      await second?.close();
    }
    // A processor that starts its cycle after another passed a payment may already pay it (Passed →
    // Paid is the first phase of every cycle), so each payment ends Passed or Paid — never Denied and
    // never debited twice, which the invariants check.
    for (const row of rows) {
      expect([UZS_STATUS.passed, UZS_STATUS.paid]).toContain(
        (await kit.view('accountant', row.id)).status_id,
      );
    }
    await expectLedgerInvariants();
  });

  it('picks up where it stopped: state lives only in the database', async () => {
    const row = await submit(await kit.accountOf(MAIN_INN, '001'), '10.00');
    // A "restart": a fresh call with nothing in memory finds the Submitted payment.
    await processPayments(h.db, h.clock);
    await processPayments(h.db, h.clock);
    expect((await kit.view('accountant', row.id)).status_id).toBe(UZS_STATUS.paid);
    await expectLedgerInvariants();
  });
});
