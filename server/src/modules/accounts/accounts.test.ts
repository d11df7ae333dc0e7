import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetail, AccountRow, SaldoRow, Statement } from '../../../../contracts/api/accounts.ts';
import type { CostMonth, DashboardBalances, RatePoint } from '../../../../contracts/api/dashboard.ts';
import type { ExchangeRates } from '../../../../contracts/api/rates.ts';
import type { SwiftRow, SwiftView } from '../../../../contracts/api/swift.ts';
import { fromMinor, toMinor } from '../../../../contracts/money.ts';
import { accounts, ledgerEntries } from '../../db/schema/payments.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { mt940, statementFile } from './statement-files.ts';

let h: Harness;
let accountant: string;
let other: string;
let rows: AccountRow[];
beforeAll(async () => {
  h = await createHarness();
  accountant = await h.login('accountant');
  other = await h.login('accountant_org2');
  rows =
    (await h.call<AccountRow[]>('POST', 'account/list', { token: accountant, body: {} })).body.data ?? [];
});
afterAll(() => h.close());

/** Rows of a raw query (the PGlite and pg drivers both answer `{ rows }`). */
async function rowsOf(query: ReturnType<typeof sql>): Promise<unknown[]> {
  const result = (await h.db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows;
}

async function statement(account: AccountRow, from: string, to: string, token = accountant) {
  return h.call<Statement>('POST', 'account/statement', {
    token,
    body: { account: account.number, mfo: account.mfo, date_from: from, date_to: to },
  });
}

function mainAccount(): AccountRow {
  const row = rows.find((r) => r.currency === 'UZS' && r.kind === 'current' && r.state === 'open');
  if (row === undefined) throw new Error('no demo account');
  return row;
}

/**
 * A strict MT940 reader: the {1:}{2:}{4: … -} frame, the tag order (:20: :25: :28C: :60F:, then
 * pairs of :61: and :86:, then :62F:), each field's format, and the arithmetic — opening plus the
 * :61: credits minus debits must equal the closing balance.
 */
function parseMt940(text: string) {
  const frame = /^\{1:F01[A-Z0-9]{12}\d{10}\}\{2:I940[A-Z0-9]{12}N\}\{4:\r\n([\s\S]*)\r\n-\}$/.exec(text);
  if (frame === null) throw new Error('not an MT940 frame');
  if (/[^a-zA-Z0-9/\-?:().,'+ \r\n{}]/.test(text)) throw new Error('outside the SWIFT X character set');
  const lines = (frame[1] ?? '').split('\r\n');
  for (const line of lines) if (line.length > 65 + 5) throw new Error(`line too long: ${line}`);
  const fields: { tag: string; value: string }[] = [];
  for (const line of lines) {
    const tag = /^:(\d{2}[A-Z]?):(.*)$/.exec(line);
    if (tag !== null) fields.push({ tag: tag[1] ?? '', value: tag[2] ?? '' });
    else {
      const last = fields.at(-1);
      if (last === undefined || last.tag !== '86') throw new Error(`continuation outside :86: ${line}`);
      last.value += `\n${line}`;
    }
  }
  const order = fields.map((f) => f.tag);
  expect(order.slice(0, 4)).toEqual(['20', '25', '28C', '60F']);
  expect(order.at(-1)).toBe('62F');
  const middle = order.slice(4, -1);
  for (let i = 0; i < middle.length; i += 2) expect([middle[i], middle[i + 1]]).toEqual(['61', '86']);
  const amount = (v: string) => toMinor(v.replace(',', '.'));
  const balance = (v: string) => {
    const m = /^([CD])(\d{6})([A-Z]{3})(\d{1,12},\d{0,2})$/.exec(v);
    if (m === null) throw new Error(`bad balance ${v}`);
    return { sign: m[1], date: m[2], currency: m[3], amount: amount(m[4] ?? '') };
  };
  const value = (tag: string) => fields.find((f) => f.tag === tag)?.value ?? '';
  expect(value('20')).toMatch(/^[A-Za-z0-9/\-?:().,'+]{1,16}$/);
  const opening = balance(value('60F'));
  const closing = balance(value('62F'));
  const movements = fields
    .filter((f) => f.tag === '61')
    .map((f) => {
      const m = /^(\d{6})(\d{4})([CD])(\d{1,12},\d{0,2})N[A-Z0-9]{3}([^/]{1,16})\/\/(.{1,16})$/.exec(f.value);
      if (m === null) throw new Error(`bad :61: ${f.value}`);
      return { date: m[1], mark: m[3], amount: amount(m[4] ?? '') };
    });
  const net = movements.reduce((sum, m) => (m.mark === 'C' ? sum + m.amount : sum - m.amount), 0n);
  expect(opening.amount + net).toBe(closing.amount);
  return { account: value('25'), opening, closing, movements };
}

describe('accounts', () => {
  it('lists only the organisation’s accounts, each balance equal to its ledger', async () => {
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const own = await h.db
      .select()
      .from(accounts)
      .where(sql`${accounts.organizationId} is not null`);
    for (const row of rows) {
      const account = own.find((a) => a.number === row.number && a.mfo === row.mfo);
      if (account === undefined) throw new Error(`unknown account ${row.number}`);
      const [ledger] = await h.db
        .select({ net: sql<string>`coalesce(sum(${ledgerEntries.credit} - ${ledgerEntries.debit}), 0)` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.accountId, account.id));
      expect(row.outgoing_balance).toBe(fromMinor(account.openingBalance + BigInt(ledger?.net ?? '0')));
      expect(toMinor(row.available_balance)).toBe(toMinor(row.outgoing_balance) - toMinor(row.reserved));
      expect(toMinor(row.planned_balance) <= toMinor(row.available_balance)).toBe(true);
    }
    const orgs = new Set(rows.map((r) => r.organization_name));
    expect(orgs.size).toBe(1);
  });

  it('keeps every ledger transaction balanced and every balance equal to opening + credits − debits', async () => {
    const unbalanced = await rowsOf(
      sql`select transaction_id from ledger_entries group by transaction_id having sum(debit) <> sum(credit)`,
    );
    expect(unbalanced).toHaveLength(0);
    const wrong = await rowsOf(sql`
      select a.id from accounts a left join ledger_entries l on l.account_id = a.id
      group by a.id having a.balance <> a.opening_balance + coalesce(sum(l.credit - l.debit), 0)`);
    expect(wrong).toHaveLength(0);
    // Never below zero at any moment: the running balance after every leg, in time order.
    const negative = await rowsOf(sql`
      select * from (
        select a.opening_balance + sum(l.credit - l.debit) over (partition by l.account_id order by l.at, l.id) as running
        from ledger_entries l join accounts a on a.id = l.account_id) r
      where running < 0 limit 1`);
    expect(negative).toHaveLength(0);
  });

  it('has a year of history: a statement for the year has rows every month', async () => {
    const res = await statement(mainAccount(), h.bankDay(364), h.bankDay());
    expect(res.http).toBe(200);
    const months = new Set(res.body.data?.rows.map((r) => r.date.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
  });

  it('answers statement totals equal to its rows, chaining into the balances', async () => {
    const account = mainAccount();
    const s = (await statement(account, h.bankDay(60), h.bankDay())).body.data as Statement;
    const debit = s.rows.reduce((sum, r) => sum + toMinor(r.debit), 0n);
    const credit = s.rows.reduce((sum, r) => sum + toMinor(r.credit), 0n);
    expect(fromMinor(debit)).toBe(s.debit_turnover);
    expect(fromMinor(credit)).toBe(s.credit_turnover);
    expect(toMinor(s.opening_balance) + credit - debit).toBe(toMinor(s.closing_balance));
    expect(s.closing_balance).toBe(account.outgoing_balance);
    expect(s.debit_count + s.credit_count).toBe(s.rows.length);
    // Seeded payments appear with their recipients; history rows with their counterparties.
    expect(s.rows.every((r) => r.name !== '' && r.details !== '' && r.doc_number !== '')).toBe(true);

    // Two adjacent ranges chain: the first's closing is the second's opening.
    const first = (await statement(account, h.bankDay(60), h.bankDay(31))).body.data as Statement;
    const second = (await statement(account, h.bankDay(30), h.bankDay())).body.data as Statement;
    expect(first.opening_balance).toBe(s.opening_balance);
    expect(first.closing_balance).toBe(second.opening_balance);
    expect(second.closing_balance).toBe(s.closing_balance);

    const detail = await h.call<AccountDetail>('POST', 'account/view', {
      token: accountant,
      body: { account: account.number, mfo: account.mfo },
    });
    expect(detail.body.data).toMatchObject({
      number: account.number,
      outgoing_balance: account.outgoing_balance,
    });
    const todays = (await statement(account, h.bankDay(), h.bankDay())).body.data as Statement;
    expect(todays.opening_balance).toBe(account.incoming_balance);
    expect(detail.body.data?.debit_today).toBe(todays.debit_turnover);
  });

  it('answers the balances at the end of a day from the ledger', async () => {
    const day = h.bankDay(45);
    const res = await h.call<{ number: string; balance: string }[]>('POST', 'account/account-balance', {
      token: accountant,
      body: { date_from: day },
    });
    const account = mainAccount();
    const s = (await statement(account, day, day)).body.data as Statement;
    expect(res.body.data?.find((r) => r.number === account.number)?.balance).toBe(s.closing_balance);
  });

  it('refuses another organisation’s account with 404, and bad ranges with 422', async () => {
    const account = mainAccount();
    expect((await statement(account, h.bankDay(10), h.bankDay(), other)).http).toBe(404);
    const view = await h.call('POST', 'account/view', {
      token: other,
      body: { account: account.number, mfo: account.mfo },
    });
    expect(view.http).toBe(404);
    const reversed = await statement(account, h.bankDay(), h.bankDay(3));
    expect(reversed.http).toBe(422);
    expect(reversed.body.validation?.[0]?.attribute).toBe('date_to');
    const tooLong = await statement(account, h.bankDay(800), h.bankDay());
    expect(tooLong.http).toBe(422);
    const bad = await h.call('POST', 'account/statement', {
      token: accountant,
      body: { account: '123', mfo: account.mfo, date_from: '2026-02-30', date_to: h.bankDay() },
    });
    expect(bad.http).toBe(400);
    expect(bad.body.validation?.map((v) => v.attribute).sort()).toEqual(['account', 'date_from']);
    const admin = await h.login('admin');
    expect((await h.call('POST', 'account/list', { token: admin, body: {} })).http).toBe(403);
  });
});

describe('turnover-balance sheet', () => {
  it('answers per account the same figures as its statement', async () => {
    const res = await h.call<SaldoRow[]>('POST', 'export/saldo', {
      token: accountant,
      body: { date_from: h.bankDay(90), date_to: h.bankDay(1) },
    });
    expect(res.body.data).toHaveLength(rows.length);
    for (const account of rows.slice(0, 3)) {
      const s = (await statement(account, h.bankDay(90), h.bankDay(1))).body.data as Statement;
      expect(res.body.data?.find((r) => r.number === account.number)).toMatchObject({
        opening_balance: s.opening_balance,
        debit_turnover: s.debit_turnover,
        credit_turnover: s.credit_turnover,
        closing_balance: s.closing_balance,
      });
    }
    const reversed = await h.call('POST', 'export/saldo', {
      token: accountant,
      body: { date_from: h.bankDay(), date_to: h.bankDay(2) },
    });
    expect(reversed.http).toBe(422);
  });
});

describe('statement files', () => {
  async function file(format: string) {
    const account = mainAccount();
    return h.app.inject({
      method: 'POST',
      url: '/api/v2/account/statement-file',
      headers: { authorization: `Bearer ${accountant}` },
      payload: {
        account: account.number,
        mfo: account.mfo,
        date_from: h.bankDay(40),
        date_to: h.bankDay(),
        format,
      },
    });
  }
  const shown = async () =>
    (await statement(mainAccount(), h.bankDay(40), h.bankDay())).body.data as Statement;

  it('writes MT940 that a strict reader accepts, with the screen’s totals', async () => {
    const res = await file('mt940');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="statement_\d{25}_\d{8}_\d{8}\.sta"/);
    const parsed = parseMt940(res.payload);
    const s = await shown();
    expect(parsed.account).toBe(`${s.account.mfo}/${s.account.number}`);
    expect(fromMinor(parsed.opening.amount)).toBe(s.opening_balance);
    expect(fromMinor(parsed.closing.amount)).toBe(s.closing_balance);
    expect(parsed.movements).toHaveLength(s.rows.length);
    const debits = parsed.movements.filter((m) => m.mark === 'D').reduce((sum, m) => sum + m.amount, 0n);
    expect(fromMinor(debits)).toBe(s.debit_turnover);
  });

  it('keeps a purpose that imitates SWIFT tags inside its :86: field (no forged :61: or end of message)', async () => {
    const s = await shown();
    expect(s.rows.length).toBeGreaterThan(2);
    // Each purpose is built so that a 65-character wrap would start a line with the injected tag.
    const forged = [
      `${'A'.repeat(65)}:61:2611241124C999999999,00NTRFX//1`,
      `${'B'.repeat(130)}:62F:C261124UZS999999999,00`,
      `${'C'.repeat(65)}-}{5:{CHK:0}}`,
      `${'D'.repeat(64)} :20:X\r\n:61:2611241124C1,00NTRFX//2`,
    ];
    const rowsWithForgery = s.rows.map((row, i) =>
      i < forged.length ? { ...row, details: forged[i]! } : row,
    );
    const text = mt940({ ...s, rows: rowsWithForgery }, 'REF1');
    const parsed = parseMt940(text);
    expect(parsed.movements).toHaveLength(s.rows.length);
    const body = text.split('\r\n').slice(1, -1);
    for (const line of body.filter((l) => !/^:(20|25|28C|60F|61|86|62F):/.test(l))) {
      expect(line, 'a continuation line').not.toMatch(/^[:-]/);
    }
  });

  it('writes an xlsx whose rows and totals are the screen’s', async () => {
    const res = await file('excel');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const s = await shown();
    expect(sheet?.rowCount).toBe(1 + s.rows.length + 3);
    const last = sheet?.getRow(sheet.rowCount);
    expect(last?.getCell(1).value).toBe('Исходящий остаток');
    expect(last?.getCell(8).value).toBe(s.closing_balance);
    const turnover = sheet?.getRow(sheet.rowCount - 1);
    expect([turnover?.getCell(7).value, turnover?.getCell(8).value]).toEqual([
      s.debit_turnover,
      s.credit_turnover,
    ]);
  });

  it('writes a docx with the Cyrillic title and the totals', async () => {
    const res = await file('word');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
    const s = await shown();
    expect(xml).toContain('Выписка по счёту');
    expect(xml).toContain(s.closing_balance);
    expect(xml).toContain(s.debit_turnover);
  });

  it('writes a PDF whose text holds the Cyrillic title', async () => {
    const res = await file('pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const s = await shown();
    const raw = (await statementFile('pdf', s, 'ru', 'TEST', { compress: false })).body.toString('latin1');
    const unicode = [...raw.matchAll(/<([0-9a-f]{4})>/gi)].map((m) => parseInt(m[1] ?? '0', 16));
    for (const char of 'ВыпискаОстаток') expect(unicode, char).toContain(char.codePointAt(0));
  });

  it('writes a text file with the closing balance last', async () => {
    const res = await file('text');
    const lines = res.rawPayload.subarray(3).toString('utf8').split('\r\n').slice(0, -1);
    const s = await shown();
    expect(lines.at(-1)?.split('\t')).toEqual([
      'Исходящий остаток',
      '',
      '',
      '',
      '',
      '',
      '',
      s.closing_balance,
      '',
    ]);
  });
});

describe('dashboard', () => {
  it('totals the available balances per currency from the accounts', async () => {
    const res = await h.call<DashboardBalances>('POST', 'dashboard/account-balances', { token: accountant });
    const open = rows.filter((r) => r.state === 'open');
    for (const total of res.body.data?.totals ?? []) {
      const sum = open
        .filter((r) => r.currency === total.currency)
        .reduce((s, r) => s + toMinor(r.available_balance), 0n);
      expect(total.available).toBe(fromMinor(sum));
    }
    expect(res.body.data?.accounts).toHaveLength(open.length);
  });

  it('answers this month’s costs and income equal to the soum accounts’ turnover', async () => {
    const res = await h.call<CostMonth[]>('POST', 'dashboard/costs', {
      token: accountant,
      body: { months: 6 },
    });
    expect(res.body.data).toHaveLength(6);
    const current = res.body.data?.at(-1);
    expect(current?.month).toBe(h.bankDay().slice(0, 7));
    let debit = 0n;
    let credit = 0n;
    for (const account of rows.filter((r) => r.currency === 'UZS')) {
      const s = (await statement(account, `${h.bankDay().slice(0, 7)}-01`, h.bankDay())).body
        .data as Statement;
      debit += toMinor(s.debit_turnover);
      credit += toMinor(s.credit_turnover);
    }
    expect(current).toMatchObject({ costs: fromMinor(debit), income: fromMinor(credit) });
    expect(res.body.data?.every((m) => toMinor(m.costs) > 0n)).toBe(true);
  });

  it('answers a currency’s rate history ending with today’s rate', async () => {
    const res = await h.call<RatePoint[]>('POST', 'dashboard/currency-history', {
      token: accountant,
      body: { code: 'USD', days: 30 },
    });
    expect(res.body.data).toHaveLength(30);
    const rates = await h.call<ExchangeRates>('POST', 'site/exchange-rates', { body: {} });
    expect(res.body.data?.at(-1)).toEqual({
      date: rates.body.data?.date,
      rate: rates.body.data?.rates.find((r) => r.code === 'USD')?.rate,
    });
    const unknown = await h.call('POST', 'dashboard/currency-history', {
      token: accountant,
      body: { code: 'XAU' },
    });
    expect(unknown.http).toBe(404);
  });
});

describe('SWIFT MT103', () => {
  /** A strict MT103 reader: frame, block 2 type, the mandatory fields in order and their formats. */
  function parseMt103(text: string) {
    const frame = /^\{1:F01[A-Z0-9]{12}\d{10}\}\{2:I103([A-Z0-9]{12})N\}\{4:\r\n([\s\S]*)\r\n-\}$/.exec(text);
    if (frame === null) throw new Error('not an MT103 frame');
    if (/[^a-zA-Z0-9/\-?:().,'+ \r\n{}]/.test(text)) throw new Error('outside the SWIFT X character set');
    const fields: { tag: string; lines: string[] }[] = [];
    for (const line of (frame[2] ?? '').split('\r\n')) {
      const tag = /^:(\d{2}[A-Z]?):(.*)$/.exec(line);
      if (tag !== null) fields.push({ tag: tag[1] ?? '', lines: [tag[2] ?? ''] });
      else fields.at(-1)?.lines.push(line);
    }
    const tags = fields.map((f) => f.tag);
    const mandatory = ['20', '23B', '32A', '50K', '59', '71A'];
    expect(tags.filter((t) => mandatory.includes(t))).toEqual(mandatory);
    const field = (tag: string) => fields.find((f) => f.tag === tag)?.lines ?? [];
    expect(field('20')[0]).toMatch(/^[A-Za-z0-9/\-?:().,'+]{1,16}$/);
    expect(field('23B')).toEqual(['CRED']);
    const amount = /^(\d{6})([A-Z]{3})(\d{1,12},\d{0,2})$/.exec(field('32A')[0] ?? '');
    if (amount === null) throw new Error('bad :32A:');
    for (const tag of ['50K', '59']) {
      const [account, ...rest] = field(tag);
      expect(account).toMatch(/^\/[A-Z0-9]{1,34}$/);
      expect(rest.length).toBeGreaterThanOrEqual(1);
      expect(rest.length).toBeLessThanOrEqual(4);
      for (const line of rest) expect(line.length).toBeLessThanOrEqual(35);
    }
    expect(field('71A')[0]).toMatch(/^(OUR|SHA|BEN)$/);
    return {
      receiver: frame[1],
      date: amount[1],
      currency: amount[2],
      amount: toMinor((amount[3] ?? '').replace(',', '.')),
    };
  }

  it('lists the organisation’s foreign transfers and writes each as a valid MT103', async () => {
    const list = await h.call<SwiftRow[]>('POST', 'export/swift-list', {
      token: accountant,
      body: { date_from: h.bankDay(365), date_to: h.bankDay() },
    });
    expect(list.http).toBe(200);
    const rows = list.body.data ?? [];
    expect(rows.length).toBeGreaterThan(0);
    const first = rows[0] as SwiftRow;
    const view = await h.call<SwiftView>('POST', 'export/swift-view', {
      token: accountant,
      body: { id: first.id },
    });
    const parsed = parseMt103(view.body.data?.mt103 ?? '');
    expect(parsed.currency).toBe(first.currency);
    expect(fromMinor(parsed.amount)).toBe(first.amount_32a);
    expect(parsed.date).toBe(first.value_date.slice(2).replace(/-/g, ''));

    const file = await h.app.inject({
      method: 'POST',
      url: '/api/v2/export/swift',
      headers: { authorization: `Bearer ${accountant}` },
      payload: { id: first.id },
    });
    expect(file.headers['content-disposition']).toMatch(/filename="MT103_[A-Z0-9]+\.txt"/);
    expect(file.payload).toBe(view.body.data?.mt103);

    // The transfer is in the USD account's statement, debited for the same amount.
    const usd = await h.call<AccountRow[]>('POST', 'account/list', { token: accountant, body: {} });
    const account = usd.body.data?.find((a) => a.currency === 'USD') as AccountRow;
    const s = (await statement(account, first.value_date, first.value_date)).body.data as Statement;
    expect(s.rows.find((r) => r.doc_number === first.reference)?.debit).toBe(first.amount_32a);
  });

  it('answers another organisation’s transfer with 404', async () => {
    const rows =
      (
        await h.call<SwiftRow[]>('POST', 'export/swift-list', {
          token: accountant,
          body: { date_from: h.bankDay(365), date_to: h.bankDay() },
        })
      ).body.data ?? [];
    const id = rows[0]?.id ?? 0;
    expect((await h.call('POST', 'export/swift-view', { token: other, body: { id } })).http).toBe(404);
    const theirs = await h.call<SwiftRow[]>('POST', 'export/swift-list', {
      token: other,
      body: { date_from: h.bankDay(365), date_to: h.bankDay() },
    });
    expect(theirs.body.data?.some((r) => r.id === id)).toBe(false);
  });
});
