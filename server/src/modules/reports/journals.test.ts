import ExcelJS from 'exceljs';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, Statement } from '../../../../contracts/api/accounts.ts';
import {
  AGMK,
  type AgmkSaldo,
  type OperationJournal,
  type TerminalItem,
  type TerminalStatement,
} from '../../../../contracts/api/report-journals.ts';
import { fromMinor, toMinor } from '../../../../contracts/money.ts';
import { ledgerDetails } from '../../db/schema/accounts-history.ts';
import { accounts, ledgerEntries } from '../../db/schema/payments.ts';
import { terminalSettlements, terminals, terminalTransactions } from '../../db/schema/terminals.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { dayStart } from '../accounts/service.ts';
import { saldoTotals, withRunningBalance } from './journals.ts';

let h: Harness;
let accountant: string;
let other: string;
let own: AccountRow[];
beforeAll(async () => {
  h = await createHarness();
  accountant = await h.login('accountant');
  other = await h.login('head_org2');
  own = (await h.call<AccountRow[]>('POST', 'account/list', { token: accountant, body: {} })).body.data ?? [];
});
afterAll(() => h.close());

const end = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

function mainAccount(): AccountRow {
  const row = own.find((r) => r.currency === 'UZS' && r.kind === 'current' && r.state === 'open');
  if (row === undefined) throw new Error('no demo account');
  return row;
}

async function accountId(row: AccountRow): Promise<number> {
  const [a] = await h.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.number, row.number), eq(accounts.mfo, row.mfo)));
  if (a === undefined) throw new Error('no account');
  return a.id;
}

function download(path: string, token: string, payload: object, lang = 'en-US') {
  return h.app.inject({
    method: 'POST',
    url: `/api/v2/${path}`,
    headers: { authorization: `Bearer ${token}`, language: lang },
    payload,
  });
}

describe('pure helpers', () => {
  it('totals saldo lines per currency, UZS first, closing = opening + credit − debit', () => {
    expect(
      saldoTotals([
        { currency: 'USD', opening: 100n, debit: 50n, credit: 10n },
        { currency: 'UZS', opening: 0n, debit: 1n, credit: 5n },
        { currency: 'UZS', opening: 7n, debit: 0n, credit: 0n },
      ]),
    ).toEqual([
      {
        currency: 'UZS',
        opening_balance: '0.07',
        debit_turnover: '0.01',
        credit_turnover: '0.05',
        closing_balance: '0.11',
      },
      {
        currency: 'USD',
        opening_balance: '1.00',
        debit_turnover: '0.50',
        credit_turnover: '0.10',
        closing_balance: '0.60',
      },
    ]);
  });

  it('runs each account’s balance separately', () => {
    const out = withRunningBalance(
      [
        { accountId: 1, debit: 0n, credit: 10n },
        { accountId: 2, debit: 5n, credit: 0n },
        { accountId: 1, debit: 3n, credit: 0n },
      ],
      new Map([
        [1, 100n],
        [2, 50n],
      ]),
    );
    expect(out.map((o) => o.balance)).toEqual([110n, 45n, 107n]);
  });
});

describe('export/agmk-saldo', () => {
  it('recomputes opening, turnover and closing from the AGMK legs of the ledger', async () => {
    const account = mainAccount();
    const id = await accountId(account);
    const from = h.bankDay(200);
    const to = h.bankDay();
    const res = await h.call<AgmkSaldo>('POST', 'export/agmk-saldo', {
      token: accountant,
      body: { date_from: from, date_to: to },
    });
    expect(res.http).toBe(200);
    const saldo = res.body.data as AgmkSaldo;
    expect(saldo.counterparty.inn).toBe(AGMK.inn);
    const legs = await h.db
      .select({ debit: ledgerEntries.debit, credit: ledgerEntries.credit, at: ledgerEntries.at })
      .from(ledgerEntries)
      .innerJoin(ledgerDetails, eq(ledgerDetails.transactionId, ledgerEntries.transactionId))
      .where(
        and(
          eq(ledgerEntries.accountId, id),
          eq(ledgerDetails.counterpartyInn, AGMK.inn),
          lt(ledgerEntries.at, end(to)),
        ),
      );
    const before = legs.filter((l) => l.at < dayStart(from));
    const within = legs.filter((l) => l.at >= dayStart(from));
    expect(before.length).toBeGreaterThan(0);
    expect(within.length).toBeGreaterThan(2);
    const opening = before.reduce((s, l) => s + l.credit - l.debit, 0n);
    const debit = within.reduce((s, l) => s + l.debit, 0n);
    const credit = within.reduce((s, l) => s + l.credit, 0n);
    const line = saldo.accounts.find((a) => a.number === account.number);
    expect(line).toMatchObject({
      opening_balance: fromMinor(opening),
      debit_turnover: fromMinor(debit),
      credit_turnover: fromMinor(credit),
      closing_balance: fromMinor(opening + credit - debit),
      debit_count: within.filter((l) => l.debit > 0n).length,
      credit_count: within.filter((l) => l.credit > 0n).length,
    });
    expect(saldo.movements.filter((m) => m.account === account.number)).toHaveLength(within.length);
    const uzs = saldo.totals.find((t) => t.currency === 'UZS');
    const lines = saldo.accounts.filter((a) => a.currency === 'UZS');
    expect(uzs?.credit_turnover).toBe(fromMinor(lines.reduce((s, a) => s + toMinor(a.credit_turnover), 0n)));
    expect(uzs?.closing_balance).toBe(fromMinor(lines.reduce((s, a) => s + toMinor(a.closing_balance), 0n)));
  });

  it('is 404 for another organisation’s account, 422 on a bad range, 403 for other roles', async () => {
    const account = mainAccount();
    const body = {
      date_from: h.bankDay(30),
      date_to: h.bankDay(),
      account: account.number,
      mfo: account.mfo,
    };
    expect((await h.call('POST', 'export/agmk-saldo', { token: accountant, body })).http).toBe(200);
    expect((await h.call('POST', 'export/agmk-saldo', { token: other, body })).http).toBe(404);
    const reversed = await h.call('POST', 'export/agmk-saldo', {
      token: accountant,
      body: { date_from: h.bankDay(), date_to: h.bankDay(2) },
    });
    expect(reversed.http).toBe(422);
    expect(reversed.body.validation?.[0]?.attribute).toBe('date_to');
    const admin = await h.login('admin');
    expect((await h.call('POST', 'export/agmk-saldo', { token: admin, body })).http).toBe(403);
  });

  it('exports the saldo lines and totals as an xlsx', async () => {
    const filter = { date_from: h.bankDay(200), date_to: h.bankDay() };
    const saldo = (await h.call<AgmkSaldo>('POST', 'export/agmk-saldo', { token: accountant, body: filter }))
      .body.data as AgmkSaldo;
    const res = await download('export/agmk-saldo-export', accountant, { type: 'excel', filter });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('agmk_');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values = (workbook.worksheets[0]?.getSheetValues().slice(1) ?? []) as unknown as string[][];
    expect(values[0]).toContain('Opening balance');
    expect(values.slice(1)).toHaveLength(saldo.accounts.length + saldo.totals.length);
    expect(values.at(-1)?.slice(1)).toEqual([
      `Total ${saldo.totals.at(-1)?.currency}`,
      saldo.totals.at(-1)?.currency,
      saldo.totals.at(-1)?.opening_balance,
      saldo.totals.at(-1)?.debit_turnover,
      saldo.totals.at(-1)?.credit_turnover,
      saldo.totals.at(-1)?.closing_balance,
    ]);
  });
});

/** The main account over the last `days` bank days, as the journal's filter. */
function rangeOfMainAccount(days: number) {
  const account = mainAccount();
  return { date_from: h.bankDay(days), date_to: h.bankDay(), account: account.number, mfo: account.mfo };
}

/** Every leg of the range on one page. */
async function wholeJournal(filter: object): Promise<OperationJournal> {
  const res = await h.call<OperationJournal>('POST', 'export/account-operation?page=1&pageSize=500', {
    token: accountant,
    body: filter,
  });
  return res.body.data as OperationJournal;
}

describe('export/account-operation', () => {
  it('lists every leg with a running balance that ends at the statement’s closing balance', async () => {
    const body = rangeOfMainAccount(40);
    const all = await wholeJournal(body);
    const statement = (await h.call<Statement>('POST', 'account/statement', { token: accountant, body })).body
      .data as Statement;
    expect(all._meta.totalCount).toBe(statement.rows.length);
    expect(all.list.at(-1)?.balance).toBe(statement.closing_balance);
    expect(all.totals).toEqual([
      {
        currency: 'UZS',
        debit: statement.debit_turnover,
        credit: statement.credit_turnover,
        debit_count: statement.debit_count,
        credit_count: statement.credit_count,
      },
    ]);
    let balance = toMinor(statement.opening_balance);
    for (const row of all.list) {
      balance += toMinor(row.credit) - toMinor(row.debit);
      expect(row.balance).toBe(fromMinor(balance));
    }
    const page2 = (
      await h.call<OperationJournal>('POST', 'export/account-operation?page=2&pageSize=5', {
        token: accountant,
        body,
      })
    ).body.data as OperationJournal;
    expect(page2.list.map((r) => r.id)).toEqual(all.list.slice(5, 10).map((r) => r.id));
    expect(page2.totals).toEqual(all.totals);
  });

  it('totals every account of the organisation, narrowed by direction, as the ledger', async () => {
    const from = h.bankDay(20);
    const to = h.bankDay();
    const ids = await Promise.all(own.map(accountId));
    const sums = await h.db
      .select({
        currency: accounts.currency,
        debit: sql<string>`coalesce(sum(${ledgerEntries.debit}), 0)`,
        count: sql<number>`cast(count(*) filter (where ${ledgerEntries.debit} > 0) as integer)`,
      })
      .from(ledgerEntries)
      .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
      .where(
        and(
          inArray(ledgerEntries.accountId, ids),
          gte(ledgerEntries.at, dayStart(from)),
          lt(ledgerEntries.at, end(to)),
        ),
      )
      .groupBy(accounts.currency);
    const res = (
      await h.call<OperationJournal>('POST', 'export/account-operation', {
        token: accountant,
        body: { date_from: from, date_to: to, direction: 'debit' },
      })
    ).body.data as OperationJournal;
    for (const s of sums.filter((x) => x.count > 0)) {
      expect(res.totals.find((t) => t.currency === s.currency)).toMatchObject({
        debit: fromMinor(BigInt(s.debit)),
        credit: '0.00',
        debit_count: s.count,
        credit_count: 0,
      });
    }
    expect(res._meta.totalCount).toBe(sums.reduce((n, s) => n + s.count, 0));
  });

  it('is 404 for another organisation’s account, 422/400 on bad input, 403 for other roles', async () => {
    const account = mainAccount();
    const body = {
      date_from: h.bankDay(10),
      date_to: h.bankDay(),
      account: account.number,
      mfo: account.mfo,
    };
    expect((await h.call('POST', 'export/account-operation', { token: other, body })).http).toBe(404);
    expect(
      (
        await h.call('POST', 'export/account-operation', {
          token: accountant,
          body: { ...body, date_from: h.bankDay(500) },
        })
      ).http,
    ).toBe(422);
    expect(
      (
        await h.call('POST', 'export/account-operation', {
          token: accountant,
          body: { ...body, direction: 'both' },
        })
      ).http,
    ).toBe(400);
    const admin = await h.login('admin');
    expect((await h.call('POST', 'export/account-operation', { token: admin, body })).http).toBe(403);
  });

  it('exports every matching leg as text that reads back line for line', async () => {
    const filter = rangeOfMainAccount(30);
    const all = await wholeJournal(filter);
    const res = await download('export/account-operation-export', accountant, { type: 'text', filter });
    expect(res.statusCode).toBe(200);
    const lines = res.rawPayload.toString('utf8').replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(all.list.length + 1);
    expect(lines.at(-1)?.split('\t')[9]).toBe(all.list.at(-1)?.balance);
    const none = await download('export/account-operation-export', other, { type: 'text', filter });
    expect(none.statusCode).toBe(404);
  });
});

describe('export/terminal-statement', () => {
  it('lists only the organisation’s terminals', async () => {
    const mine = (await h.call<TerminalItem[]>('GET', 'export/terminal-list', { token: accountant })).body
      .data as TerminalItem[];
    const theirs = (await h.call<TerminalItem[]>('GET', 'export/terminal-list', { token: other })).body
      .data as TerminalItem[];
    expect(mine.length).toBeGreaterThanOrEqual(1);
    expect(theirs.length).toBeGreaterThanOrEqual(1);
    const numbers = new Set(own.map((a) => a.number));
    for (const t of mine) expect(numbers.has(t.account)).toBe(true);
    expect(theirs.some((t) => mine.some((m) => m.id === t.id))).toBe(false);
  });

  it('totals the stored payments, and each settlement is the day’s net the ledger credited', async () => {
    const [terminal] = (await h.call<TerminalItem[]>('GET', 'export/terminal-list', { token: accountant }))
      .body.data as TerminalItem[];
    if (terminal === undefined) throw new Error('no terminal');
    const from = h.bankDay(30);
    const to = h.bankDay();
    const res = await h.call<TerminalStatement>('POST', 'export/terminal-statement?page=1&pageSize=500', {
      token: accountant,
      body: { date_from: from, date_to: to, terminal: terminal.id },
    });
    expect(res.http).toBe(200);
    const st = res.body.data as TerminalStatement;
    const stored = await h.db
      .select()
      .from(terminalTransactions)
      .where(
        and(
          eq(terminalTransactions.terminalId, terminal.id),
          gte(terminalTransactions.at, dayStart(from)),
          lt(terminalTransactions.at, end(to)),
        ),
      );
    const approved = stored.filter((r) => r.status === 'approved');
    const amount = approved.reduce((s, r) => s + r.amount, 0n);
    const commission = approved.reduce((s, r) => s + r.commission, 0n);
    const settledNet = approved
      .filter((r) => r.settlementId !== null)
      .reduce((s, r) => s + r.amount - r.commission, 0n);
    expect(st.totals).toEqual({
      currency: 'UZS',
      count: stored.length,
      approved_count: approved.length,
      amount: fromMinor(amount),
      commission: fromMinor(commission),
      net: fromMinor(amount - commission),
      settled: fromMinor(settledNet),
      pending: fromMinor(amount - commission - settledNet),
    });
    expect(settledNet).toBeGreaterThan(0n);
    expect(st.list).toHaveLength(stored.length);
    for (const row of st.list) expect(row.pan).toMatch(/^\d{6}\*+\d{4}$/);
    // Each settlement: the sum of its payments' net, and one ledger credit on the terminal's account.
    expect(st.settlements.length).toBeGreaterThan(10);
    const id = await accountId({ number: terminal.account, mfo: terminal.mfo } as AccountRow);
    for (const s of st.settlements) {
      const [row] = await h.db
        .select()
        .from(terminalSettlements)
        .where(eq(terminalSettlements.transactionId, s.transaction_id));
      const paid = await h.db
        .select()
        .from(terminalTransactions)
        .where(eq(terminalTransactions.settlementId, row?.id ?? -1));
      expect(s.amount).toBe(fromMinor(paid.reduce((sum, p) => sum + p.amount - p.commission, 0n)));
      const legs = await h.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.transactionId, s.transaction_id));
      expect(legs.find((l) => l.credit > 0n)).toMatchObject({ accountId: id, credit: toMinor(s.amount) });
      expect(legs.reduce((sum, l) => sum + l.debit - l.credit, 0n)).toBe(0n);
    }
  });

  it('keeps today’s payments pending', async () => {
    const res = (
      await h.call<TerminalStatement>('POST', 'export/terminal-statement', {
        token: accountant,
        body: { date_from: h.bankDay(), date_to: h.bankDay() },
      })
    ).body.data as TerminalStatement;
    expect(res.totals.settled).toBe('0.00');
    expect(res.list.every((r) => r.settled_on === null)).toBe(true);
  });

  it('is 404 for another organisation’s terminal, 422 on a bad range, 403 for other roles', async () => {
    const [theirs] = await h.db.select().from(terminals).where(eq(terminals.code, 'CB421021'));
    const body = { date_from: h.bankDay(5), date_to: h.bankDay(), terminal: theirs?.id ?? 0 };
    expect((await h.call('POST', 'export/terminal-statement', { token: other, body })).http).toBe(200);
    expect((await h.call('POST', 'export/terminal-statement', { token: accountant, body })).http).toBe(404);
    expect(
      (await download('export/terminal-statement-export', accountant, { type: 'text', filter: body }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await h.call('POST', 'export/terminal-statement', {
          token: other,
          body: { ...body, date_to: h.bankDay(9) },
        })
      ).http,
    ).toBe(422);
    const admin = await h.login('admin');
    expect((await h.call('POST', 'export/terminal-statement', { token: admin, body })).http).toBe(403);
    expect((await h.call('GET', 'export/terminal-list', { token: admin })).http).toBe(403);
  });

  it('exports the payments as text, one line each', async () => {
    const filter = { date_from: h.bankDay(7), date_to: h.bankDay() };
    const st = (
      await h.call<TerminalStatement>('POST', 'export/terminal-statement?page=1&pageSize=500', {
        token: accountant,
        body: filter,
      })
    ).body.data as TerminalStatement;
    const res = await download('export/terminal-statement-export', accountant, { type: 'text', filter });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('terminals_');
    const lines = res.rawPayload.toString('utf8').replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(st.list.length + 1);
    const net = lines.slice(1).reduce((s, l) => s + toMinor(l.split('\t')[6] ?? '0'), 0n);
    expect(fromMinor(net)).toBe(st.totals.net);
  });
});
