import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createListQuery, findMany } from './repository.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

// The list reads each row as one JSON text (db/json-row.ts): every seeded payment must come out as
// Drizzle maps the same columns (findMany), value for value — dates, sums, nulls, joined names.
it('reads every payment of the list exactly as Drizzle maps it', async () => {
  const list = createListQuery(h.db);
  const page = await list(null, { filter: {}, role: 'admin', userId: 0 }, { page: 1, pageSize: 10_000 });
  expect(page.rows.length).toBeGreaterThan(50);
  expect(page.total).toBe(page.rows.length);
  const ids = page.rows.map((row) => row.payment.id);
  const mapped = await findMany(h.db, null, ids);
  const byId = new Map(mapped.map((row) => [row.payment.id, row]));
  for (const row of page.rows) expect(row).toStrictEqual(byId.get(row.payment.id));
  // What the comparison covers: nulls and values in the nullable columns, and a Date and a bigint.
  const first = page.rows[0]!;
  expect(first.payment.createdAt).toBeInstanceOf(Date);
  expect(typeof first.payment.sum).toBe('bigint');
  expect(page.rows.some((row) => row.bankName === null)).toBe(false);
  expect(page.rows.some((row) => row.payment.sentAt === null)).toBe(true);
  expect(page.rows.some((row) => row.payment.sentAt !== null)).toBe(true);
});
