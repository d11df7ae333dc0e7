import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LogRow,
  Merchant,
  Statement,
  Terminal,
  TerminalRow,
} from '../../../../contracts/api/terminals.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { terminalRegistryLogs, terminals } from '../../db/schema/terminals.ts';
import { createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let solfy: string;
let adminBank: string;
let adminBranch: string;
let accountant: string;
beforeAll(async () => {
  h = await createHarness();
  [solfy, adminBank, adminBranch, accountant] = await Promise.all([
    h.login('solfy_terminal'),
    h.login('admin_bank'),
    h.login('admin_branch'),
    h.login('accountant'),
  ]);
});
afterAll(() => h.close());

/** The main organisation's merchant (Tashkent, branch 00873) and Samarqand's (00421). */
const MAIN_MERCHANT = '908730000110001';
const SAMARQAND_MERCHANT = '904210000210002';

let next = 0;
const freshCode = () =>
  `TT${String(Date.now() % 10000).padStart(4, '0')}${String((next += 1)).padStart(2, '0')}`;
const terminalBody = (code: string, merchant = MAIN_MERCHANT) => ({
  code,
  merchant_id: merchant,
  name: 'Test kassa',
  address: 'Toshkent sh., Test ko‘chasi 1',
  model: 'PAX S90',
  commission_bp: 150,
  status: 'active',
});
const logCount = async () => (await h.db.select().from(terminalRegistryLogs)).length;
const auditCount = async (action: string) =>
  (await h.db.select().from(auditLog).where(eq(auditLog.action, action))).length;

describe('terminal registry', () => {
  it('lists the seeded registry beyond a page for solfy_terminal and admin_bank, the branch’s only for admin_branch', async () => {
    const all = await h.call<Paged<TerminalRow>>('POST', 'terminals/list', { token: solfy, body: {} });
    expect(all.http).toBe(200);
    expect(all.body.data?._meta.totalCount).toBeGreaterThan(20);
    expect(all.body.data?.list[0]).toMatchObject({ isEdit: true, isStatement: false });
    const bank = await h.call<Paged<TerminalRow>>('POST', 'terminals/list', { token: adminBank, body: {} });
    expect(bank.body.data?._meta.totalCount).toBe(all.body.data?._meta.totalCount);
    expect(bank.body.data?.list[0]).toMatchObject({ isEdit: false, isStatement: true });
    const branch = await h.call<Paged<TerminalRow>>('POST', 'terminals/list', {
      token: adminBranch,
      body: {},
    });
    const branchList = branch.body.data as Paged<TerminalRow>;
    expect(branchList._meta.totalCount).toBeGreaterThan(20);
    expect(branchList._meta.totalCount).toBeLessThan(all.body.data?._meta.totalCount ?? 0);
    expect(branchList.list.every((t) => t.merchant_id.startsWith('90421'))).toBe(true);
    for (const status of ['active', 'blocked', 'closed']) {
      const some = await h.call<Paged<TerminalRow>>('POST', 'terminals/list', {
        token: solfy,
        body: { status },
      });
      expect(some.body.data?._meta.totalCount, status).toBeGreaterThan(0);
    }
  });

  it('refuses other roles (403) and another branch’s terminal (404)', async () => {
    expect((await h.call('POST', 'terminals/list', { token: accountant, body: {} })).http).toBe(403);
    expect((await h.call('POST', 'solfy/logs/list', { token: adminBank, body: {} })).http).toBe(403);
    expect(
      (await h.call('PUT', 'terminals/update/1', { token: adminBank, body: terminalBody('AAAA0000') })).http,
    ).toBe(403);
    const [main] = await h.db
      .select()
      .from(terminals)
      .where(eq(terminals.merchantId, MAIN_MERCHANT))
      .limit(1);
    expect((await h.call('GET', `terminals/view/${main!.id}`, { token: adminBranch })).http).toBe(404);
    expect((await h.call('GET', `terminals/view/${main!.id}`, { token: adminBank })).http).toBe(200);
    const stmt = await h.call('POST', `terminals/stmt/${MAIN_MERCHANT}`, {
      token: adminBranch,
      body: { from: h.bankDay(10), to: h.bankDay(0) },
    });
    expect(stmt.http).toBe(404);
  });

  it('adds a terminal with one log row, replays it idempotently without a second, and logs an edit’s changed fields only', async () => {
    const code = freshCode();
    const logs = await logCount();
    const key = crypto.randomUUID();
    const first = await h.call<Terminal>('POST', 'terminals/create', {
      token: solfy,
      body: terminalBody(code.toLowerCase()),
      headers: { 'Idempotency-Key': key },
    });
    expect(first.http).toBe(200);
    expect(first.body.data).toMatchObject({ code, merchant_id: MAIN_MERCHANT, status: 'active' });
    const replay = await h.call<Terminal>('POST', 'terminals/create', {
      token: solfy,
      body: terminalBody(code.toLowerCase()),
      headers: { 'Idempotency-Key': key },
    });
    expect(replay.http).toBe(200);
    expect(replay.body.data?.id).toBe(first.body.data?.id);
    expect(await logCount()).toBe(logs + 1);

    const id = first.body.data?.id as number;
    const unchanged = await h.call('PUT', `terminals/update/${id}`, {
      token: solfy,
      body: terminalBody(code),
    });
    expect(unchanged.http).toBe(200);
    expect(await logCount()).toBe(logs + 1);
    const edited = await h.call<Terminal>('PUT', `terminals/update/${id}`, {
      token: solfy,
      body: { ...terminalBody(code), status: 'blocked', name: 'Renamed kassa' },
    });
    expect(edited.body.data).toMatchObject({ status: 'blocked', name: 'Renamed kassa' });
    expect(await logCount()).toBe(logs + 2);
    const log = await h.call<Paged<LogRow>>('POST', 'solfy/logs/list', {
      token: solfy,
      body: { text: code },
    });
    expect(log.body.data?.list.map((r) => r.action)).toEqual(['update', 'create']);
    expect(log.body.data?.list[0]?.changes).toEqual([
      { field: 'name', old: 'Test kassa', new: 'Renamed kassa' },
      { field: 'status', old: 'active', new: 'blocked' },
    ]);
    expect(log.body.data?.list[0]?.user).toBeTruthy();
  });

  it('refuses a duplicate id, an unknown or closed merchant and a changed id with 422 in the caller’s language, storing nothing', async () => {
    const before = (await h.db.select().from(terminals)).length;
    const logs = await logCount();
    const refusals = await auditCount('terminal.refused');
    const dup = await h.call('POST', 'terminals/create', {
      token: solfy,
      lang: 'en',
      body: terminalBody('CB873011'),
    });
    expect(dup.http).toBe(422);
    expect(dup.body.validation).toEqual([
      { attribute: 'code', message: 'A terminal with this ID is already in the registry.' },
    ]);
    const unknown = await h.call('POST', 'terminals/create', {
      token: solfy,
      lang: 'ru',
      body: terminalBody(freshCode(), '999999999999999'),
    });
    expect(unknown.http).toBe(422);
    expect(unknown.body.validation?.[0]).toMatchObject({ attribute: 'merchant_id' });
    const closed = await h.call('POST', 'terminals/create', {
      token: solfy,
      body: terminalBody(freshCode(), '905120000310008'),
    });
    expect(closed.http).toBe(422);
    const bad = await h.call('POST', 'terminals/create', {
      token: solfy,
      body: { ...terminalBody('AB12'), commission_bp: 5000 },
    });
    expect(bad.http).toBe(400);
    expect(bad.body.validation?.map((v) => v.attribute).sort()).toEqual(['code', 'commission_bp']);
    // admin_branch may add only to its branch's merchants: another branch's reads as unknown.
    const foreign = await h.call('POST', 'terminals/create', {
      token: adminBranch,
      body: terminalBody(freshCode()),
    });
    expect(foreign.http).toBe(422);
    expect((await h.db.select().from(terminals)).length).toBe(before);
    expect(await logCount()).toBe(logs);
    expect(await auditCount('terminal.refused')).toBeGreaterThanOrEqual(refusals + 4);
    const [one] = await h.db.select().from(terminals).where(eq(terminals.code, 'CB873011'));
    const renumber = await h.call('PUT', `terminals/update/${one!.id}`, {
      token: solfy,
      body: terminalBody('CB873099'),
    });
    expect(renumber.http).toBe(422);
    expect(renumber.body.validation?.[0]?.attribute).toBe('code');
  });

  it('lets admin_branch add a terminal to its branch’s merchant, logged under its name', async () => {
    const code = freshCode();
    const res = await h.call<Terminal>('POST', 'terminals/create', {
      token: adminBranch,
      body: terminalBody(code, SAMARQAND_MERCHANT),
    });
    expect(res.http).toBe(200);
    const log = await h.call<Paged<LogRow>>('POST', 'solfy/logs/list', {
      token: solfy,
      body: { text: code },
    });
    expect(log.body.data?.list[0]).toMatchObject({ action: 'create', role: 'admin_branch' });
  });

  it('registers a merchant only on an open soum account of the organisation at an active bank', async () => {
    const list = await h.call<Paged<Merchant>>('POST', 'solfy/merchant/list', { token: solfy, body: {} });
    const main = list.body.data?.list.find((m) => m.merchant_id === MAIN_MERCHANT) as Merchant;
    expect(main.terminals).toBeGreaterThan(0);
    const other = list.body.data?.list.find((m) => m.inn !== main.inn) as Merchant;
    const body = {
      merchant_id: `9087300009${String(Date.now() % 100000).padStart(5, '0')}`,
      name: 'Yangi savdo nuqtasi',
      inn: main.inn,
      mfo: main.mfo,
      account: main.account,
      mcc: '5411',
      status: 'active',
    };
    const logs = await logCount();
    const wrongAccount = await h.call('POST', 'solfy/merchant/create', {
      token: solfy,
      lang: 'en',
      body: { ...body, account: other.account, mfo: other.mfo },
    });
    expect(wrongAccount.http).toBe(422);
    expect(wrongAccount.body.validation?.[0]?.attribute).toBe('account');
    const unknown = await h.call('POST', 'solfy/merchant/create', {
      token: solfy,
      body: { ...body, inn: '999999999', mfo: '99999' },
    });
    expect(unknown.body.validation?.map((v) => v.attribute).sort()).toEqual(['inn', 'mfo']);
    expect(await logCount()).toBe(logs);
    const ok = await h.call<Merchant>('POST', 'solfy/merchant/create', { token: solfy, body });
    expect(ok.http).toBe(200);
    expect(ok.body.data).toMatchObject({ merchant_id: body.merchant_id, terminals: 0 });
    expect(await logCount()).toBe(logs + 1);
    const dup = await h.call('POST', 'solfy/merchant/create', { token: solfy, body });
    expect(dup.body.validation?.[0]?.attribute).toBe('merchant_id');
  });

  it('gives a merchant’s statement with masked card numbers only and consistent totals', async () => {
    const res = await h.call<Statement>('POST', `terminals/stmt/${MAIN_MERCHANT}?page=1&pageSize=500`, {
      token: adminBank,
      body: { from: h.bankDay(40), to: h.bankDay(0) },
    });
    expect(res.http).toBe(200);
    const stmt = res.body.data as Statement;
    expect(stmt.list.length).toBeGreaterThan(20);
    for (const row of stmt.list) expect(row.card).toMatch(/^\d{6}\*+\d{4}$/);
    // No 16 digits in a row anywhere in the answer: no full card number leaks in any field.
    expect(JSON.stringify(res.body)).not.toMatch(/\d{16}/);
    // The seed places its transactions relative to the current time, so how many fall in 40 bank
    // days depends on the hour (503 at 10:45 in Tashkent): the totals cover every page, and so do
    // the sums here.
    const rows = [...stmt.list];
    for (let page = 2; page <= stmt._meta.pageCount; page += 1) {
      const next = await h.call<Statement>(
        'POST',
        `terminals/stmt/${MAIN_MERCHANT}?page=${page}&pageSize=500`,
        {
          token: adminBank,
          body: { from: h.bankDay(40), to: h.bankDay(0) },
        },
      );
      rows.push(...(next.body.data as Statement).list);
    }
    expect(rows).toHaveLength(stmt.totals.count);
    const approved = rows.filter((r) => r.status === 'approved');
    const sum = (f: 'total' | 'net' | 'commission') =>
      approved.reduce((s, r) => s + BigInt(r[f].replace('.', '')), 0n);
    expect(sum('total') - sum('commission')).toBe(sum('net'));
    expect(BigInt(stmt.totals.total.replace('.', ''))).toBe(sum('total'));
    expect(stmt.list.some((r) => r.posting_date !== null)).toBe(true);
    expect(stmt.list[0]?.transaction_date).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);

    const branch = await h.call<Statement>('POST', `terminals/stmt/${SAMARQAND_MERCHANT}`, {
      token: adminBranch,
      body: { from: h.bankDay(10), to: h.bankDay(0) },
    });
    expect(branch.http).toBe(200);
    const long = await h.call('POST', `terminals/stmt/${MAIN_MERCHANT}`, {
      token: adminBank,
      body: { from: h.bankDay(200), to: h.bankDay(0) },
    });
    expect(long.http).toBe(422);
  });
});
