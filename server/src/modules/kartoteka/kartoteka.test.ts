import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow } from '../../../../contracts/api/accounts.ts';
import type {
  KartotekaDocument,
  KartotekaSummaryRow,
  Reservation,
} from '../../../../contracts/api/kartoteka.ts';
import { fromMinor, toMinor } from '../../../../contracts/money.ts';
import { accountReservations, kartotekaDocuments } from '../../db/schema/kartoteka.ts';
import { accounts, payments } from '../../db/schema/payments.ts';
import { UZS_STATUS } from '../../../../contracts/api/uzs-payment.ts';
import { createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let accountant: string;
let other: string;
let multiclient: string;
beforeAll(async () => {
  h = await createHarness();
  [accountant, other, multiclient] = await Promise.all([
    h.login('accountant'),
    h.login('accountant_org2'),
    h.login('multiclient'),
  ]);
});
afterAll(() => h.close());

const post = <T>(path: string, token: string, body?: unknown) =>
  h.call<T>('POST', path, body === undefined ? { token } : { token, body });

async function summary(token = accountant): Promise<KartotekaSummaryRow[]> {
  const answer = await post<KartotekaSummaryRow[]>('kartoteka/summary', token);
  expect(answer.http).toBe(200);
  return answer.body.data ?? [];
}

/** The account the seed gave a card file (the first open soum account of the organisation). */
async function filedAccount(token = accountant): Promise<KartotekaSummaryRow> {
  const row = (await summary(token)).find((r) => r.file1_count > 0);
  if (row === undefined) throw new Error('no card file seeded');
  return row;
}

describe('kartoteka', () => {
  it('sums every file and reservation exactly as the stored documents', async () => {
    const rows = await summary();
    const filed = rows.filter((r) => r.file1_count + r.file2_count > 0);
    expect(filed.length).toBeGreaterThan(0);
    for (const row of rows) {
      const [account] = await h.db.select().from(accounts).where(eq(accounts.number, row.account));
      if (account === undefined) throw new Error(row.account);
      const docs = await h.db
        .select()
        .from(kartotekaDocuments)
        .where(eq(kartotekaDocuments.accountId, account.id));
      for (const file of [1, 2] as const) {
        const own = docs.filter((d) => d.file === file);
        expect(row[`file${file}_count`]).toBe(own.length);
        expect(row[`file${file}_sum`]).toBe(fromMinor(own.reduce((s, d) => s + d.amount - d.paid, 0n)));
      }
      const held = await h.db
        .select({ sum: sql<string>`coalesce(sum(${accountReservations.amount}), 0)` })
        .from(accountReservations)
        .where(eq(accountReservations.accountId, account.id));
      // accounts.reserved is the sum of the reservations: the accounts' balances agree with the card file.
      expect(row.reserved).toBe(fromMinor(BigInt(held[0]?.sum ?? '0')));
      expect(row.reserved).toBe(fromMinor(account.reserved));
    }
  });

  it('lists the documents with remaining = amount − paid, filtered by file and account', async () => {
    const row = await filedAccount();
    const all = await post<KartotekaDocument[]>('kartoteka/documents', accountant, {});
    expect(all.http).toBe(200);
    const docs = all.body.data ?? [];
    for (const d of docs) expect(toMinor(d.remaining)).toBe(toMinor(d.amount) - toMinor(d.paid));
    const file2 = await post<KartotekaDocument[]>('kartoteka/documents', accountant, {
      file: 2,
      account: row.account,
      mfo: row.mfo,
    });
    const owed = (file2.body.data ?? []).reduce((s, d) => s + toMinor(d.remaining), 0n);
    expect(file2.body.data?.every((d) => d.file === 2 && d.account === row.account)).toBe(true);
    expect(fromMinor(owed)).toBe(row.file2_sum);
    const priorities = (file2.body.data ?? []).map((d) => d.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
  });

  it('lists the reservations whose sum is the account’s reserved amount, named in the language asked', async () => {
    const row = await filedAccount();
    const answer = await h.call<Reservation[]>('POST', 'kartoteka/reservations', {
      token: accountant,
      body: { account: row.account, mfo: row.mfo },
      lang: 'en',
    });
    expect(answer.http).toBe(200);
    const list = answer.body.data ?? [];
    expect(list.length).toBeGreaterThan(0);
    expect(fromMinor(list.reduce((s, r) => s + toMinor(r.amount), 0n))).toBe(row.reserved);
    expect(list.find((r) => r.reason === 'currency_purchase')?.reason_name).toBe(
      'Foreign currency purchase (22613)',
    );
  });

  it('keeps the planned balance = available − approved payments − what card file 2 claims', async () => {
    const row = await filedAccount();
    const list = (await post<AccountRow[]>('account/list', accountant, {})).body.data ?? [];
    const account = list.find((a) => a.number === row.account);
    if (account === undefined) throw new Error(row.account);
    const [stored] = await h.db.select().from(accounts).where(eq(accounts.number, row.account));
    const pending = await h.db
      .select({ sum: sql<string>`coalesce(sum(${payments.sum}), 0)` })
      .from(payments)
      .where(
        sql`${payments.accountId} = ${stored?.id ?? 0} and ${inArray(payments.statusId, [UZS_STATUS.signed, UZS_STATUS.submitted])}`,
      );
    expect(toMinor(account.planned_balance)).toBe(
      toMinor(account.available_balance) - BigInt(pending[0]?.sum ?? '0') - toMinor(row.file2_sum),
    );
    expect(account.reserved).toBe(row.reserved);
  });

  it('shows a multiclient the card files of its child organisations too', async () => {
    const own = await summary();
    const all = await summary(multiclient);
    expect(new Set(all.map((r) => r.organization_name)).size).toBeGreaterThan(1);
    for (const r of own) expect(all.some((a) => a.account === r.account)).toBe(true);
  });

  it('answers 404 for another organisation’s account, 422 for an account without mfo, 403 for staff', async () => {
    const row = await filedAccount();
    for (const path of ['kartoteka/documents', 'kartoteka/reservations']) {
      const foreign = await post(path, other, { account: row.account, mfo: row.mfo });
      expect(foreign.http).toBe(404);
      const half = await post<unknown>(path, accountant, { account: row.account });
      expect(half.http).toBe(422);
      expect(half.body.validation?.[0]?.attribute).toBe('mfo');
      const bad = await post(path, accountant, { account: '123', mfo: row.mfo });
      expect(bad.http).toBe(400);
    }
    expect((await post('kartoteka/documents', accountant, { file: 3 })).http).toBe(400);
    const theirs = await summary(other);
    expect(theirs.some((r) => r.account === row.account)).toBe(false);
    const admin = await h.login('admin');
    expect((await post('kartoteka/summary', admin)).http).toBe(403);
  });
});
