/**
 * Salary statements on the real database: the seed (every status, an executed one with a deferred
 * row), the upload's file types, per-row errors with nothing stored, roles and organisation scope
 * (404), idempotent replay, the signature required before sending, and the bank job: balanced
 * ledger legs, executed exactly once over two runs, a blocked card's row deferred.
 */
import { randomUUID, sign } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SALARY_ENDPOINTS,
  SALARY_STATUS,
  salarySigningMessage,
  type SalaryAccount,
  type SalaryDeferred,
  type SalaryRows,
  type SalaryStatement,
  type SalaryView,
} from '../../../../contracts/api/salary.ts';
import { maskPan } from '../../../../contracts/api/wage.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { cardToken, newCardNumber } from '../../core/card-token.ts';
import { salaryCards, salaryStatements, wageContracts } from '../../db/schema/cards.ts';
import { accounts, ledgerEntries } from '../../db/schema/payments.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { createHarness, type CallResult, type Harness } from '../../test/harness.ts';
import { privateKeyOf } from '../uzs-payment/processing-repository.ts';
import { processSalaryStatements } from './processing.ts';
import * as repo from './repository.ts';

let h: Harness;
const tokens = new Map<string, string>();
let contract: SalaryAccount;
let debitAccountId: number;
let foreignContract: string;

async function token(username: string): Promise<string> {
  const known = tokens.get(username);
  if (known !== undefined) return known;
  const fresh = await h.login(username);
  tokens.set(username, fresh);
  return fresh;
}

async function post<T>(user: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return h.call('POST', path, {
    token: await token(user),
    lang: 'en',
    body,
    headers: { 'idempotency-key': randomUUID(), ...headers },
  }) as Promise<CallResult<T>>;
}

async function get<T>(user: string, path: string): Promise<CallResult<T>> {
  return h.call('GET', path, { token: await token(user), lang: 'en' });
}

async function stored(): Promise<number> {
  const [row] = await h.db.select({ n: count() }).from(salaryStatements);
  return row?.n ?? 0;
}

let serial = 0;
/** A card with a known number, active on the contract (or blocked), with its card account. */
async function addCard(
  contractId: string,
  state: 'active' | 'blocked' = 'active',
): Promise<{ pan: string; id: number }> {
  serial += 1;
  const [c] = await h.db.select().from(wageContracts).where(eq(wageContracts.contractId, contractId));
  if (c === undefined) throw new Error('no contract');
  const pan = newCardNumber('8600');
  const [account] = await h.db
    .insert(accounts)
    .values({
      number: `226180009${String(90_000_000_000 + serial).slice(-11)}00873`,
      mfo: '00873',
      name: `Test card ${serial}`,
      currency: 'UZS',
      kind: 'employee_card',
      glCode: '22618',
      openingDate: '2026-01-01',
    })
    .returning({ id: accounts.id });
  if (account === undefined) throw new Error('no account');
  const [card] = await h.db
    .insert(salaryCards)
    .values({
      organizationId: c.organizationId,
      contractId: c.id,
      cardCode: c.cardCode,
      panToken: cardToken(pan),
      panMasked: maskPan(pan),
      cardAccountId: account.id,
      conNum: `T${serial}`,
      fullName: `Test Employee ${serial}`,
      embossedName: `TEST EMPLOYEE ${serial}`,
      phone: '998901234567',
      stateCode: state,
      dateBegin: '2026-01-01',
      createdAt: h.clock.now(),
    })
    .returning({ id: salaryCards.id });
  if (card === undefined) throw new Error('no card');
  return { pan, id: card.id };
}

async function xlsx(rows: readonly (readonly string[])[]): Promise<string> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Salary');
  ws.addRow(['card', 'amount', 'name']);
  for (const r of rows) ws.addRow([...r]);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

function header(extra: Record<string, unknown> = {}) {
  return {
    client_reference: randomUUID(),
    contractId: contract.contractId,
    debitAccountId,
    purpose: '',
    ...extra,
  };
}

async function byList(cards: readonly { id: number }[], user = 'accountant'): Promise<SalaryView> {
  const { http, body } = await post<SalaryView>(user, 'salary/create-salary-document-by-list', {
    ...header(),
    rows: cards.map((c, i) => ({ cardId: c.id, amount: `${1_000_000 + i}.50` })),
  });
  if (http !== 200 || body.data === undefined) throw new Error(`create: ${http} ${JSON.stringify(body)}`);
  return body.data;
}

async function view(id: number, user = 'accountant'): Promise<SalaryView> {
  const { http, body } = await get<SalaryView>(user, `salary/view?id=${id}`);
  if (http !== 200 || body.data === undefined) throw new Error(`view: ${http}`);
  return body.data;
}

async function signBody(signer: string, ids: readonly number[]) {
  const statements = await Promise.all(ids.map(async (id) => (await view(id, signer)).statement));
  const data = await salarySigningMessage(statements);
  const key = await privateKeyOf(h.db, signer);
  if (key == null) throw new Error(`no key for ${signer}`);
  return {
    sign_cipher: sign('sha256', Buffer.from(data, 'utf8'), key).toString('base64'),
    sign_type: 'eds' as const,
    key_data: { data, version: '3.4.3', operation_ids: [...ids] },
  };
}

beforeAll(async () => {
  h = await createHarness();
  const { body } = await post<SalaryAccount[]>('accountant', 'salary/accounts', { cardCode: 'UZCARD' });
  const first = body.data?.[0];
  const other = await post<SalaryAccount[]>('accountant_org2', 'salary/accounts', { cardCode: 'HUMO' });
  if (first === undefined || other.body.data?.[0] === undefined) throw new Error('no seeded contracts');
  contract = first;
  foreignContract = other.body.data[0].contractId;
  const cards = await post<{ debitAccounts: { id: number }[] }>('accountant', 'salary/cards', {
    contractId: contract.contractId,
  });
  const debit = cards.body.data?.debitAccounts[0];
  if (debit === undefined) throw new Error('no debit account');
  debitAccountId = debit.id;
});
afterAll(async () => h.close());

describe('salary statements', () => {
  it('serves every endpoint of the contract', () => {
    for (const e of SALARY_ENDPOINTS)
      expect(h.app.hasRoute({ method: e.method, url: e.base + e.path })).toBe(true);
  });

  it('seeds more than a page in every status, an executed one with a deferred row', async () => {
    const { body } = await post<Paged<SalaryStatement>>('accountant', 'salary/list?pageSize=20', {});
    expect(body.data?._meta.totalCount).toBeGreaterThan(20);
    for (const status of Object.values(SALARY_STATUS)) {
      const one = await post<Paged<SalaryStatement>>('accountant', 'salary/list?pageSize=1', { status });
      expect(one.body.data?._meta.totalCount, `status ${status}`).toBeGreaterThan(0);
    }
    const executed = await post<Paged<SalaryStatement>>('accountant', 'salary/list?pageSize=50', {
      status: SALARY_STATUS.executed,
    });
    const deferred = executed.body.data?.list.find((s) => s.deferredCount > 0);
    expect(deferred).toBeDefined();
    const report = await post<Paged<SalaryDeferred>>('accountant', 'salary/deferred-report', {
      cardCode: deferred?.cardCode,
    });
    expect(report.body.data?.list.some((r) => r.statementId === deferred?.id)).toBe(true);
    expect(report.body.data?.list[0]?.cardMasked).toMatch(/^\d{4} \d{2}\*\* \*{4} \d{4}$/);
  });

  it('accepts only .xlsx/.xls files: .csv and .pdf refused with nothing stored, refusal audited', async () => {
    const before = await stored();
    for (const name of ['salary.csv', 'salary.pdf']) {
      const { http, body } = await post('accountant', 'salary/upload', {
        ...header(),
        file_name: name,
        content: Buffer.from('card;amount\n8600;1').toString('base64'),
      });
      expect(http).toBe(422);
      expect(JSON.stringify(body)).toContain('file_name');
    }
    expect(await stored()).toBe(before);
    const [refusals] = await h.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'salary.refused'));
    expect(refusals?.n).toBeGreaterThanOrEqual(2);
  });

  it('refuses row errors per row and stores nothing; a good file makes a statement with masks only', async () => {
    const good = await addCard(contract.contractId);
    const second = await addCard(contract.contractId);
    const foreign = newCardNumber('8600');
    const before = await stored();
    const bad = await post('accountant', 'salary/upload', {
      ...header(),
      file_name: 'salary.xlsx',
      content: await xlsx([
        [good.pan, '1500000'],
        ['1234', '100'],
        [foreign, '100'],
        [second.pan, '-5'],
        [good.pan, '10'],
      ]),
    });
    expect(bad.http).toBe(422);
    const attrs = JSON.stringify(bad.body);
    for (const a of ['rows.3.card', 'rows.4.card', 'rows.5.amount', 'rows.6.card'])
      expect(attrs, a).toContain(a);
    expect(attrs).not.toContain('rows.2.');
    const list = await post('accountant', 'salary/create-salary-document-by-list', {
      ...header(),
      rows: [
        { cardId: good.id, amount: '0' },
        { cardId: 999_999, amount: '10' },
      ],
    });
    expect(list.http).toBe(422);
    expect(JSON.stringify(list.body)).toContain('rows.0.amount');
    expect(JSON.stringify(list.body)).toContain('rows.1.cardId');
    expect(await stored()).toBe(before);

    const ok = await post<SalaryView>('accountant', 'salary/upload', {
      ...header(),
      file_name: 'salary.xlsx',
      content: await xlsx([
        [good.pan, '1 500 000,25', 'Ignored'],
        [second.pan, '2000000'],
      ]),
    });
    expect(ok.http).toBe(200);
    expect(ok.body.data?.statement.totalAmount).toBe('3500000.25');
    expect(ok.body.data?.statement.source).toBe('file');
    const text = JSON.stringify(ok.body);
    expect(text).not.toContain(good.pan);
    expect(ok.body.data?.rows[0]?.cardMasked).toBe(maskPan(good.pan));
  });

  it('keeps roles and organisation scope: passive_user cannot create, another organisation gets 404', async () => {
    const card = await addCard(contract.contractId);
    const passive = await post('passive_user', 'salary/create-salary-document-by-list', {
      ...header(),
      rows: [{ cardId: card.id, amount: '10' }],
    });
    expect(passive.http).toBe(403);
    const created = await byList([card]);
    expect((await get('accountant_org2', `salary/view?id=${created.statement.id}`)).http).toBe(404);
    const foreign = await post('accountant', 'salary/create-salary-document-by-list', {
      ...header({ contractId: foreignContract }),
      rows: [{ cardId: card.id, amount: '10' }],
    });
    expect(foreign.http).toBe(404);
    const send = await post('accountant_org2', 'salary/send', { ids: [created.statement.id] });
    expect(send.http).toBe(404);
    expect(created.statement.isSign).toBe(false);
    expect((await view(created.statement.id, 'head')).statement.isSign).toBe(true);
  });

  it('replays a create with the same client reference without a second statement', async () => {
    const card = await addCard(contract.contractId);
    const body = { ...header(), rows: [{ cardId: card.id, amount: '100.00' }] };
    const first = await post<SalaryView>('accountant', 'salary/create-salary-document-by-list', body);
    const before = await stored();
    const again = await post<SalaryView>('accountant', 'salary/create-salary-document-by-list', body);
    expect(again.http).toBe(200);
    expect(again.body.data?.statement.id).toBe(first.body.data?.statement.id);
    expect(await stored()).toBe(before);
  });

  it('requires the signature before sending; executes once, balanced, deferring a blocked card', async () => {
    const a = await addCard(contract.contractId);
    const b = await addCard(contract.contractId);
    const created = await byList([a, b]);
    const id = created.statement.id;
    expect((await post('accountant', 'salary/send', { ids: [id] })).http).toBe(403);
    expect((await post('accountant', 'salary/sign', await signBody('head', [id]))).http).toBe(403);
    const signed = await post<SalaryRows>('head', 'salary/sign', await signBody('head', [id]));
    expect(signed.http).toBe(200);
    expect(signed.body.data?.rows[0]?.status).toBe(SALARY_STATUS.signed);
    const sent = await post<SalaryRows>('accountant', 'salary/send', { ids: [id] });
    expect(sent.body.data?.rows[0]?.status).toBe(SALARY_STATUS.sent);
    // The second card is blocked after the statement was made: its row is deferred.
    await h.db.update(salaryCards).set({ stateCode: 'blocked' }).where(eq(salaryCards.id, b.id));

    const [transitBefore] = await h.db.select().from(accounts).where(eq(accounts.number, contract.account));
    await processSalaryStatements(h.db, h.clock);
    const second = await processSalaryStatements(h.db, h.clock);
    expect(second).toEqual({ executed: 0, rejected: 0 });

    const done = await view(id);
    expect(done.statement.status).toBe(SALARY_STATUS.executed);
    expect(done.rows.map((r) => r.state)).toEqual(['credited', 'deferred']);
    expect(done.statement.deferredAmount).toBe('1000001.50');
    const legs = await repo.legsOf(h.db, id);
    expect(legs).toHaveLength(4);
    const byTx = new Map<string, bigint>();
    for (const l of legs) byTx.set(l.transactionId, (byTx.get(l.transactionId) ?? 0n) + l.debit - l.credit);
    expect([...byTx.values()].every((v) => v === 0n)).toBe(true);
    const [transitAfter] = await h.db.select().from(accounts).where(eq(accounts.number, contract.account));
    expect((transitAfter?.balance ?? 0n) - (transitBefore?.balance ?? 0n)).toBe(100_000_150n);
    const report = await post<Paged<SalaryDeferred>>('accountant', 'salary/deferred-report', {
      cardCode: 'UZCARD',
      contractId: contract.contractId,
    });
    expect(report.body.data?.list.some((r) => r.statementId === id && r.lineNo === 2)).toBe(true);
  });

  it('keeps every account balanced with the ledger after the runs', async () => {
    const unbalanced = await h.db
      .select({ id: ledgerEntries.transactionId })
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.transactionId} like 'salary-%'`)
      .groupBy(ledgerEntries.transactionId)
      .having(sql`sum(${ledgerEntries.debit}) <> sum(${ledgerEntries.credit})`);
    expect(unbalanced).toEqual([]);
    const drift = await h.db
      .select({ number: accounts.number })
      .from(accounts)
      .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, accounts.id))
      .where(and(sql`${accounts.kind} in ('card_transit', 'employee_card')`))
      .groupBy(accounts.id)
      .having(
        sql`${accounts.balance} <> ${accounts.openingBalance} + coalesce(sum(${ledgerEntries.credit}), 0) - coalesce(sum(${ledgerEntries.debit}), 0)`,
      );
    expect(drift).toEqual([]);
  });
});
