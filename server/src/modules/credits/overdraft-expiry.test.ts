import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OVERDRAFT_STATUS,
  type OverdraftAccount,
  type OverdraftRow,
} from '../../../../contracts/api/credits.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { overdraftApplications } from '../../db/schema/credits.ts';
import { accounts } from '../../db/schema/payments.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createKit, type Kit } from '../uzs-payment/testing.ts';
import { expireOverdrafts, limitAfterExpiry } from './overdraft-expiry.ts';

let h: Harness;
let kit: Kit;
const MAIN_INN = '301245678';
const DAY = 86_400_000;

beforeAll(async () => {
  h = await createHarness();
  kit = createKit(h);
});
afterAll(async () => h.close());

async function application(id: number) {
  const [row] = await h.db.select().from(overdraftApplications).where(eq(overdraftApplications.id, id));
  if (row === undefined) throw new Error(`no application ${id}`);
  return row;
}

async function audits(action: string, id?: number) {
  const rows = await h.db.select().from(auditLog).where(eq(auditLog.action, action));
  return id === undefined ? rows : rows.filter((r) => (r.detail as { id?: number }).id === id);
}

/** An approved application of the account with the limit set, its last day `validTo`. */
async function approvedOn(number: string, amount: bigint, validTo: string, balance?: bigint) {
  const account = await kit.account(number);
  if (account.organizationId === null) throw new Error('no organisation');
  await h.db
    .update(accounts)
    .set({ overdraftLimit: amount, ...(balance === undefined ? {} : { balance }) })
    .where(eq(accounts.id, account.id));
  const [row] = await h.db
    .insert(overdraftApplications)
    .values({
      organizationId: account.organizationId,
      accountId: account.id,
      number: `OD-T-${number.slice(-4)}-${validTo}`,
      amount,
      termMonths: 1,
      status: OVERDRAFT_STATUS.approved,
      version: 4,
      createdAt: h.clock.now(),
      decidedAt: h.clock.now(),
      validTo,
    })
    .returning({ id: overdraftApplications.id });
  if (row === undefined) throw new Error('not stored');
  return { id: row.id, accountId: account.id };
}

describe('overdraft expiry job', () => {
  it('keeps the limit up to valid_to, withdraws it the next day exactly once and shows Expired', async () => {
    // The seed's ended limits are already Expired: a first run finds no application to expire.
    expect((await expireOverdrafts(h.db, h.clock)).expired).toEqual([]);
    const number = await kit.accountOf(MAIN_INN, '001');
    const { id, accountId } = await approvedOn(number, 7_000_000_00n, h.bankDay(0));

    // valid_to is the last day of the limit: nothing happens on it
    expect((await expireOverdrafts(h.db, h.clock)).expired).toEqual([]);
    expect((await application(id)).status).toBe(OVERDRAFT_STATUS.approved);

    h.clock.advance(DAY);
    const balance = (await kit.account(number)).balance;
    expect(balance >= 0n).toBe(true);
    const run = await expireOverdrafts(h.db, h.clock);
    expect(run.expired).toEqual([id]);
    expect(await application(id)).toMatchObject({ status: OVERDRAFT_STATUS.expired, version: 5 });
    expect((await kit.account(number)).overdraftLimit).toBe(0n);
    const [audit] = await audits('overdraft.expire', id);
    expect(audit?.detail).toMatchObject({ limitBefore: '7000000.00', limitAfter: '0.00' });

    // a second run (a restart, another node) changes nothing
    expect(await expireOverdrafts(h.db, h.clock)).toEqual({ expired: [], lowered: [] });
    expect(await audits('overdraft.expire', id)).toHaveLength(1);
    expect((await application(id)).version).toBe(5);

    // the client sees the status in its language and the limit gone from the available balance
    const list = await kit.get<Paged<OverdraftRow>>('accountant', 'overdraft/list?page=1&pageSize=500');
    const shown = list.body.data?.list.find((r) => r.id === id);
    expect(shown).toMatchObject({ status: OVERDRAFT_STATUS.expired, status_name: 'Expired' });
    const bank = await kit.get<OverdraftRow>('credit_go', `overdraft/view?id=${id}`);
    expect(bank.body.data).toMatchObject({
      status: OVERDRAFT_STATUS.expired,
      isApprove: false,
      isRefuse: false,
    });
    const offered = await kit.get<OverdraftAccount[]>('accountant', 'overdraft/accounts');
    expect(offered.body.data?.find((a) => a.account === number)?.overdraft_limit).toBe('0.00');
    // a new application may be made for the account again
    const again = await kit.post('accountant', 'overdraft/create', {
      account: number,
      amount: '1000.00',
      term_months: 1,
    });
    expect(again.http).toBe(200);
    expect(accountId).toBeGreaterThan(0);
  });

  it('an overdraft in use at expiry: the limit drops to the debt, follows its repayment, then 0', async () => {
    const number = await kit.accountOf(MAIN_INN, '002');
    // the account's open application (seed) is not in the way: this test writes rows directly
    const { id, accountId } = await approvedOn(number, 9_000_000_00n, h.bankDay(1), -4_000_000_00n);
    const run = await expireOverdrafts(h.db, h.clock);
    expect(run.expired).toEqual([id]);
    let account = await kit.account(number);
    expect(account.overdraftLimit).toBe(4_000_000_00n);
    // nothing more may be debited: available = balance − reserved + limit ≤ 0
    expect(account.balance - account.reserved + account.overdraftLimit <= 0n).toBe(true);

    // the client pays part of the debt back: the limit follows it down (audited), once
    await h.db.update(accounts).set({ balance: -1_500_000_00n }).where(eq(accounts.id, accountId));
    expect((await expireOverdrafts(h.db, h.clock)).lowered).toEqual([accountId]);
    account = await kit.account(number);
    expect(account.overdraftLimit).toBe(1_500_000_00n);
    expect((await expireOverdrafts(h.db, h.clock)).lowered).toEqual([]);

    await h.db.update(accounts).set({ balance: 2_000_00n }).where(eq(accounts.id, accountId));
    expect((await expireOverdrafts(h.db, h.clock)).lowered).toEqual([accountId]);
    expect((await kit.account(number)).overdraftLimit).toBe(0n);
    const [repaid] = await h.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'overdraft.debt-repaid')));
    expect(repaid?.n).toBe(2);
  });

  it('a newer approval still valid keeps the account’s limit when an older one expires', async () => {
    const number = await kit.accountOf('302398451', '001');
    const old = await approvedOn(number, 1_000_000_00n, h.bankDay(3));
    await approvedOn(number, 3_000_000_00n, h.bankDay(-30));
    expect((await expireOverdrafts(h.db, h.clock)).expired).toEqual([old.id]);
    expect((await kit.account(number)).overdraftLimit).toBe(3_000_000_00n);
  });

  it('the decision screen’s calls answer credit_go and refuse every other role with 403, storing nothing', async () => {
    const queue = await kit.get<Paged<OverdraftRow>>('credit_go', 'overdraft/bank-list?page=1&pageSize=20');
    expect(queue.http).toBe(200);
    const sent = queue.body.data?.list.find((r) => r.status === OVERDRAFT_STATUS.sent);
    if (sent === undefined) throw new Error('the seed has a sent application');
    const v = { 'if-match': String(sent.version) };
    const others = [
      'accountant',
      'head',
      'client',
      'multiclient',
      'admin',
      'currency_moderator',
      'universal_manager',
    ];
    for (const role of others) {
      expect((await kit.get(role, 'overdraft/bank-list?page=1&pageSize=20')).http, role).toBe(403);
      expect((await kit.post(role, 'overdraft/approve', { id: sent.id }, v)).http, role).toBe(403);
      expect((await kit.post(role, 'overdraft/refuse', { id: sent.id, reason: 'no' }, v)).http, role).toBe(
        403,
      );
    }
    const after = await application(sent.id);
    expect(after).toMatchObject({ status: OVERDRAFT_STATUS.sent, version: sent.version });
    // the credit officer's decision with the version shown
    const refused = await kit.post<OverdraftRow>(
      'credit_go',
      'overdraft/refuse',
      { id: sent.id, reason: 'Aylanma yetarli emas' },
      v,
    );
    expect(refused.body.data).toMatchObject({ status: OVERDRAFT_STATUS.refused, isApprove: false });
  });

  it('the limit after expiry is the debit balance in use, never below 0', () => {
    expect(limitAfterExpiry(-5n)).toBe(5n);
    expect(limitAfterExpiry(0n)).toBe(0n);
    expect(limitAfterExpiry(12n)).toBe(0n);
  });
});
