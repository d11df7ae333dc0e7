import ExcelJS from 'exceljs';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow } from '../../../../contracts/api/accounts.ts';
import type { IncomingPaymentDetail, IncomingSearchResult } from '../../../../contracts/api/reports.ts';
import { fromMinor } from '../../../../contracts/money.ts';
import { accounts, ledgerEntries } from '../../db/schema/payments.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { dayStart } from '../accounts/service.ts';

let h: Harness;
let accountant: string;
let other: string;
let own: AccountRow[];
beforeAll(async () => {
  h = await createHarness();
  accountant = await h.login('accountant');
  other = await h.login('accountant_org2');
  own = (await h.call<AccountRow[]>('POST', 'account/list', { token: accountant, body: {} })).body.data ?? [];
});
afterAll(() => h.close());

function search(body: object, token = accountant, page = 1, pageSize = 20) {
  return h.call<IncomingSearchResult>('POST', `export/inc-payment-search?page=${page}&pageSize=${pageSize}`, {
    token,
    body,
  });
}

function mainAccount(): AccountRow {
  const row = own.find((r) => r.currency === 'UZS' && r.kind === 'current' && r.state === 'open');
  if (row === undefined) throw new Error('no demo account');
  return row;
}

/** Credits of the ledger to `account` in the Tashkent days [from, to]. */
async function ledgerCredits(account: AccountRow, from: string, to: string) {
  const [row] = await h.db
    .select({
      sum: sql<string>`coalesce(sum(${ledgerEntries.credit}), 0)`,
      count: sql<number>`cast(count(*) as integer)`,
    })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(accounts.number, account.number),
        eq(accounts.mfo, account.mfo),
        sql`${ledgerEntries.credit} > 0`,
        gte(ledgerEntries.at, dayStart(from)),
        lt(ledgerEntries.at, new Date(dayStart(to).getTime() + 86_400_000)),
      ),
    );
  return { sum: fromMinor(BigInt(row?.sum ?? '0')), count: Number(row?.count ?? 0) };
}

describe('incoming payments', () => {
  it('totals every credit of an account over a range exactly as the ledger, paged', async () => {
    const account = mainAccount();
    const from = h.bankDay(90);
    const to = h.bankDay();
    const ledger = await ledgerCredits(account, from, to);
    expect(ledger.count).toBeGreaterThan(5);
    const body = { account: account.number, mfo: account.mfo, date_from: from, date_to: to };
    const first = (await search(body, accountant, 1, 5)).body.data as IncomingSearchResult;
    expect(first._meta.totalCount).toBe(ledger.count);
    expect(first.list).toHaveLength(5);
    expect(first.totals).toEqual([{ currency: 'UZS', amount: ledger.sum, count: ledger.count }]);
    // Newest first, and the pages together are every payment once.
    const all = (await search(body, accountant, 1, 500)).body.data as IncomingSearchResult;
    expect(all.list.map((p) => p.id).slice(0, 5)).toEqual(first.list.map((p) => p.id));
    const stamps = all.list.map((p) => `${p.date} ${p.time}`);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    expect(new Set(all.list.map((p) => p.id)).size).toBe(ledger.count);
    for (const p of all.list) {
      expect(p.account).toBe(account.number);
      expect(p.payer_name).not.toBe('');
    }
  });

  it('covers every account of the organisation and only it', async () => {
    const res = (await search({ date_from: h.bankDay(30), date_to: h.bankDay() })).body
      .data as IncomingSearchResult;
    const numbers = new Set(own.map((a) => a.number));
    expect(res._meta.totalCount).toBeGreaterThan(0);
    const ids = (
      await h.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(inArray(accounts.number, [...numbers]))
    ).map((r) => r.id);
    const [ledger] = await h.db
      .select({ count: sql<number>`cast(count(*) as integer)` })
      .from(ledgerEntries)
      .where(
        and(
          inArray(ledgerEntries.accountId, ids),
          sql`${ledgerEntries.credit} > 0`,
          gte(ledgerEntries.at, dayStart(h.bankDay(30))),
          lt(ledgerEntries.at, new Date(dayStart(h.bankDay()).getTime() + 86_400_000)),
        ),
      );
    expect(res._meta.totalCount).toBe(Number(ledger?.count));
    const all = (await search({ date_from: h.bankDay(30), date_to: h.bankDay() }, accountant, 1, 500)).body
      .data as IncomingSearchResult;
    for (const p of all.list) expect(numbers.has(p.account)).toBe(true);
  });

  it('narrows by payer text and amount bounds', async () => {
    const account = mainAccount();
    const body = {
      account: account.number,
      mfo: account.mfo,
      date_from: h.bankDay(120),
      date_to: h.bankDay(),
    };
    const all = ((await search(body, accountant, 1, 500)).body.data as IncomingSearchResult).list;
    const payer = all[0]?.payer_name ?? '';
    const byPayer = (await search({ ...body, search: payer.slice(0, 8).toUpperCase() }, accountant, 1, 500))
      .body.data as IncomingSearchResult;
    expect(byPayer._meta.totalCount).toBeGreaterThan(0);
    expect(byPayer._meta.totalCount).toBe(
      all.filter(
        (p) =>
          p.payer_name.toLowerCase().includes(payer.slice(0, 8).toLowerCase()) ||
          p.purpose.toLowerCase().includes(payer.slice(0, 8).toLowerCase()),
      ).length,
    );
    const amount = all[0]?.amount ?? '0.00';
    const exact = (await search({ ...body, amount_from: amount, amount_to: amount }, accountant, 1, 500)).body
      .data as IncomingSearchResult;
    expect(exact.list.every((p) => p.amount === amount)).toBe(true);
    expect(exact._meta.totalCount).toBe(all.filter((p) => p.amount === amount).length);
  });

  it('shows one payment with its payer’s bank, and hides other organisations’ payments (404)', async () => {
    const account = mainAccount();
    const body = {
      account: account.number,
      mfo: account.mfo,
      date_from: h.bankDay(60),
      date_to: h.bankDay(),
    };
    const [first] = ((await search(body)).body.data as IncomingSearchResult).list;
    if (first === undefined) throw new Error('no incoming payment');
    const view = await h.call<IncomingPaymentDetail>('POST', 'export/inc-view', {
      token: accountant,
      body: { id: first.id },
    });
    expect(view.http).toBe(200);
    expect(view.body.data).toMatchObject({ ...first, account_name: account.name });
    expect(view.body.data?.transaction_id).not.toBe('');
    expect((await h.call('POST', 'export/inc-view', { token: other, body: { id: first.id } })).http).toBe(
      404,
    );
    expect((await search(body, other)).http).toBe(404);
    const exported = await h.app.inject({
      method: 'POST',
      url: '/api/v2/export/inc-export',
      headers: { authorization: `Bearer ${other}` },
      payload: { type: 'excel', filter: body },
    });
    expect(exported.statusCode).toBe(404);
  });

  it('refuses bad input (400/422) and other roles (403)', async () => {
    const account = mainAccount();
    const reversed = await search({ date_from: h.bankDay(), date_to: h.bankDay(3) });
    expect(reversed.http).toBe(422);
    expect(reversed.body.validation?.[0]?.attribute).toBe('date_to');
    expect((await search({ date_from: h.bankDay(800), date_to: h.bankDay() })).http).toBe(422);
    const amounts = await search({
      date_from: h.bankDay(3),
      date_to: h.bankDay(),
      amount_from: '10.00',
      amount_to: '1.00',
    });
    expect(amounts.http).toBe(422);
    expect(amounts.body.validation?.[0]?.attribute).toBe('amount_to');
    const bad = await search({ date_from: '2026-02-30', date_to: h.bankDay(), account: '123' });
    expect(bad.http).toBe(400);
    expect(bad.body.validation?.map((v) => v.attribute).sort()).toEqual(['account', 'date_from']);
    // An account names its bank too: alone it is refused.
    const alone = await search({ date_from: h.bankDay(3), date_to: h.bankDay(), account: account.number });
    expect(alone.http).toBe(400);
    expect(alone.body.validation?.map((v) => v.attribute)).toEqual(['mfo']);
    const admin = await h.login('admin');
    expect((await search({ date_from: h.bankDay(3), date_to: h.bankDay() }, admin)).http).toBe(403);
  });

  it('exports every matching payment as an xlsx that reads back to the same rows and total', async () => {
    const account = mainAccount();
    const filter = {
      account: account.number,
      mfo: account.mfo,
      date_from: h.bankDay(45),
      date_to: h.bankDay(),
    };
    const ledger = await ledgerCredits(account, filter.date_from, filter.date_to);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v2/export/inc-export',
      headers: { authorization: `Bearer ${accountant}`, language: 'en-US' },
      payload: { type: 'excel', filter },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      `incoming_${filter.date_from.replace(/-/g, '')}_${filter.date_to.replace(/-/g, '')}.xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (sheet === undefined) throw new Error('no sheet');
    const values = sheet.getSheetValues().slice(1) as unknown as (string | undefined)[][];
    const header = values[0] ?? [];
    expect(header).toContain('Amount');
    const amountColumn = header.indexOf('Amount');
    const body = values.slice(1);
    expect(body).toHaveLength(ledger.count);
    const total = body.reduce((sum, row) => sum + BigInt(String(row[amountColumn]).replace('.', '')), 0n);
    expect(fromMinor(total)).toBe(ledger.sum);
  });

  it('exports text with a BOM and refuses an empty export (422)', async () => {
    const account = mainAccount();
    const filter = {
      account: account.number,
      mfo: account.mfo,
      date_from: h.bankDay(20),
      date_to: h.bankDay(),
    };
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v2/export/inc-export',
      headers: { authorization: `Bearer ${accountant}` },
      payload: { type: 'text', filter },
    });
    expect(res.statusCode).toBe(200);
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const ledger = await ledgerCredits(account, filter.date_from, filter.date_to);
    expect(text.trim().split('\r\n')).toHaveLength(ledger.count + 1);
    const empty = await h.app.inject({
      method: 'POST',
      url: '/api/v2/export/inc-export',
      headers: { authorization: `Bearer ${accountant}` },
      payload: { type: 'text', filter: { ...filter, search: 'no such payer anywhere' } },
    });
    expect(empty.statusCode).toBe(422);
  });
});
