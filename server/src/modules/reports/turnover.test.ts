import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Statement } from '../../../../contracts/api/accounts.ts';
import type {
  ExportAccount,
  ExportBank,
  TurnoverFieldItem,
  TurnoverPreview,
} from '../../../../contracts/api/reports.ts';
import { fromMinor, toMinor } from '../../../../contracts/money.ts';
import { createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let accountant: string;
let other: string;
let own: ExportAccount[];
beforeAll(async () => {
  h = await createHarness();
  accountant = await h.login('accountant');
  other = await h.login('accountant_org2');
  own = (await h.call<ExportAccount[]>('GET', 'export/acc-list', { token: accountant })).body.data ?? [];
});
afterAll(() => h.close());

async function statementOf(a: ExportAccount, from: string, to: string): Promise<Statement> {
  const res = await h.call<Statement>('POST', 'account/statement', {
    token: accountant,
    body: { account: a.number, mfo: a.mfo, date_from: from, date_to: to },
  });
  return res.body.data as Statement;
}

describe('turnover export', () => {
  it('lists the organisation’s accounts, their banks and the fields on offer', async () => {
    expect(own.length).toBeGreaterThanOrEqual(2);
    const theirs =
      (await h.call<ExportAccount[]>('GET', 'export/acc-list', { token: other })).body.data ?? [];
    expect(theirs.some((a) => own.some((o) => o.number === a.number))).toBe(false);
    const banks = (await h.call<ExportBank[]>('GET', 'export/acc-mfo-list', { token: accountant })).body.data;
    expect(banks?.map((b) => b.mfo).sort()).toEqual([...new Set(own.map((a) => a.mfo))].sort());
    const fields = await h.call<TurnoverFieldItem[]>('GET', 'export/statement-fields', {
      token: accountant,
      headers: { language: 'en-US' },
    });
    expect(fields.body.data?.find((f) => f.value === 'debit')?.name).toBe('Debit');
  });

  it('previews each account with its statement’s figures, in the chosen fields', async () => {
    const chosen = own.slice(0, 2);
    const from = h.bankDay(40);
    const to = h.bankDay();
    const res = await h.call<TurnoverPreview>('POST', 'export/statement', {
      token: accountant,
      body: {
        accounts: chosen.map((a) => ({ account: a.number, mfo: a.mfo })),
        date_from: from,
        date_to: to,
        fields: ['doc_number', 'debit', 'credit'],
      },
    });
    expect(res.http).toBe(200);
    const preview = res.body.data as TurnoverPreview;
    expect(preview.fields.map((f) => f.value)).toEqual(['doc_number', 'debit', 'credit']);
    for (const [i, a] of chosen.entries()) {
      const s = await statementOf(a, from, to);
      const p = preview.statements[i];
      expect(p?.account).toBe(a.number);
      expect(p?.opening_balance).toBe(s.opening_balance);
      expect(p?.closing_balance).toBe(s.closing_balance);
      expect(p?.rows).toEqual(s.rows.map((r) => [r.doc_number, r.debit, r.credit]));
    }
  });

  it('makes an xlsx whose debit and credit columns sum to the statements’ turnover', async () => {
    const chosen = own.slice(0, 2);
    const from = h.bankDay(30);
    const to = h.bankDay();
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v2/export/data',
      headers: { authorization: `Bearer ${accountant}` },
      payload: {
        type: 'excel',
        accounts: chosen.map((a) => ({ account: a.number, mfo: a.mfo })),
        date_from: from,
        date_to: to,
        fields: ['date', 'debit', 'credit', 'details'],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      `turnover_${from.replace(/-/g, '')}_${to.replace(/-/g, '')}.xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const lines = (workbook.worksheets[0]?.getSheetValues() ?? []).slice(2) as unknown as string[][];
    for (const a of chosen) {
      const s = await statementOf(a, from, to);
      const mine = lines.filter((l) => l[1] === a.number);
      expect(mine).toHaveLength(s.rows.length);
      const sum = (column: number) => fromMinor(mine.reduce((t, l) => t + toMinor(String(l[column])), 0n));
      expect(sum(3)).toBe(s.debit_turnover);
      expect(sum(4)).toBe(s.credit_turnover);
    }
  });

  it('answers another organisation’s account with 404 and bad input with 400/422', async () => {
    const [a] = own;
    if (a === undefined) throw new Error('no account');
    const body = {
      accounts: [{ account: a.number, mfo: a.mfo }],
      date_from: h.bankDay(10),
      date_to: h.bankDay(),
      fields: ['debit'],
    };
    expect((await h.call('POST', 'export/statement', { token: other, body })).http).toBe(404);
    const reversed = await h.call('POST', 'export/statement', {
      token: accountant,
      body: { ...body, date_from: h.bankDay(), date_to: h.bankDay(2) },
    });
    expect(reversed.http).toBe(422);
    const twice = await h.call('POST', 'export/statement', {
      token: accountant,
      body: { ...body, accounts: [body.accounts[0], body.accounts[0]] },
    });
    expect(twice.http).toBe(422);
    const bad = await h.call('POST', 'export/statement', {
      token: accountant,
      body: { ...body, accounts: [], fields: ['balance'] },
    });
    expect(bad.http).toBe(400);
    expect(bad.body.validation?.map((v) => v.attribute.split('.')[0]).sort()).toEqual(['accounts', 'fields']);
    const admin = await h.login('admin');
    expect((await h.call('GET', 'export/acc-list', { token: admin })).http).toBe(403);
  });
});
