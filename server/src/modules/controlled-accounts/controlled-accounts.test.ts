import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ControlledRow,
  LookupItem,
  PrepareAnswer,
} from '../../../../contracts/api/controlled-accounts.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { mustBeAuthAccounts } from '../../db/schema/controlled-accounts.ts';
import { accounts } from '../../db/schema/payments.ts';
import { organizations } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createKit } from '../uzs-payment/testing.ts';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin');
});
afterAll(() => h.close());

const MAIN_NIBBD = '10457823';

async function mainFacts() {
  const [org] = await h.db.select().from(organizations).where(eq(organizations.nibbd, MAIN_NIBBD));
  const orgAccounts = await h.db
    .select({ number: accounts.number })
    .from(accounts)
    .where(and(eq(accounts.organizationId, org?.id as number), eq(accounts.currency, 'UZS')));
  const [accountant] = await h.db.select().from(users).where(eq(users.username, 'accountant'));
  const [headOrg2] = await h.db.select().from(users).where(eq(users.username, 'head_org2'));
  return { org: org!, orgAccounts, accountant: accountant!, headOrg2: headOrg2! };
}

const audits = async (action: string) =>
  (await h.db.select().from(auditLog).where(eq(auditLog.action, action))).length;

describe('controlled accounts', () => {
  it('looks up organisations and their users by nibbd; an unknown nibbd answers both empty', async () => {
    const found = await h.call<PrepareAnswer>('POST', 'must-be-auth-accounts/prepare', {
      token: admin,
      body: { nibbd: MAIN_NIBBD },
    });
    expect(found.body.data?.organizations.map((o) => o.name)).toEqual(['OOO «Toshkent Tekstil Invest»']);
    expect(found.body.data?.users.map((u) => u.username)).toContain('accountant');
    expect(found.body.data?.users.map((u) => u.username)).not.toContain('head_org2');
    const none = await h.call<PrepareAnswer>('POST', 'must-be-auth-accounts/prepare', {
      token: admin,
      body: { nibbd: '99999999' },
    });
    expect(none.body.data).toEqual({ organizations: [], users: [] });
    expect(
      (await h.call('POST', 'must-be-auth-accounts/prepare', { token: admin, body: { nibbd: '12' } })).http,
    ).toBe(400);
  });

  it('creates, lists (filtered by status, page size 25), edits and deletes, auditing each change', async () => {
    const { org, orgAccounts, accountant } = await mainFacts();
    const account = orgAccounts[1]?.number ?? orgAccounts[0]?.number;
    const body = {
      name: 'Контроль бухгалтера',
      account,
      bxm_code: '00873',
      status: 1,
      type: 1,
      user_id: accountant.id,
      organization_id: org.id,
    };
    const saved = await h.call<ControlledRow>('POST', 'must-be-auth-accounts/save', { token: admin, body });
    expect(saved.http, JSON.stringify(saved.body)).toBe(200);
    const row = saved.body.data as ControlledRow;
    expect(row).toMatchObject({
      full_name: accountant.fullName,
      organizationName: org.name,
      statusName: 'Активен',
      nibbd: MAIN_NIBBD,
      isEdit: true,
    });
    const list = await h.call<Paged<ControlledRow>>('POST', 'must-be-auth-accounts/list?page=1&pageSize=25', {
      token: admin,
      body: { status: 1 },
    });
    expect(list.body.data?.list.map((r) => r.id)).toContain(row.id);
    expect(list.body.data?.list.every((r) => r.status === 1)).toBe(true);
    const inactive = await h.call<Paged<ControlledRow>>('POST', 'must-be-auth-accounts/list', {
      token: admin,
      body: { status: 0 },
    });
    expect(inactive.body.data?.list.map((r) => r.id)).not.toContain(row.id);

    const edited = await h.call<ControlledRow>('POST', 'must-be-auth-accounts/save', {
      token: admin,
      body: { ...body, id: row.id, status: 0, name: 'Приостановлен' },
    });
    expect(edited.body.data).toMatchObject({ id: row.id, status: 0, name: 'Приостановлен' });
    expect(await audits('controlled-account.create')).toBe(1);
    expect(await audits('controlled-account.update')).toBe(1);

    expect(
      (await h.call('POST', 'must-be-auth-accounts/delete', { token: admin, body: { id: row.id } })).http,
    ).toBe(200);
    expect(
      (await h.call('POST', 'must-be-auth-accounts/delete', { token: admin, body: { id: row.id } })).http,
    ).toBe(404);
    expect(await audits('controlled-account.delete')).toBe(1);
  });

  it('refuses another organisation’s user or account, a taken account and a bad bxm_code, storing nothing', async () => {
    const { org, orgAccounts, accountant, headOrg2 } = await mainFacts();
    const before = (await h.db.select().from(mustBeAuthAccounts)).length;
    const base = {
      name: 'x',
      account: orgAccounts[0]?.number,
      bxm_code: '00873',
      status: 1,
      type: 1,
      user_id: accountant.id,
      organization_id: org.id,
    };
    const foreignUser = await h.call('POST', 'must-be-auth-accounts/save', {
      token: admin,
      lang: 'en',
      body: { ...base, user_id: headOrg2.id },
    });
    expect(foreignUser.http).toBe(422);
    expect(foreignUser.body.validation).toContainEqual({
      attribute: 'user_id',
      message: 'The user does not belong to this organisation.',
    });
    // The seed already names the main organisation's first soum account (inactive).
    const taken = await h.call('POST', 'must-be-auth-accounts/save', { token: admin, body: base });
    expect(taken.http).toBe(422);
    expect(taken.body.validation?.map((v) => v.attribute)).toEqual(['account']);
    const strange = await h.call('POST', 'must-be-auth-accounts/save', {
      token: admin,
      body: { ...base, account: '2'.repeat(25) },
    });
    expect(strange.body.validation?.map((v) => v.attribute)).toEqual(['account']);
    for (const bxm of ['0087', '0087a', '008731']) {
      const bad = await h.call('POST', 'must-be-auth-accounts/save', {
        token: admin,
        body: { ...base, bxm_code: bxm },
      });
      expect(bad.http, bxm).toBe(400);
    }
    expect((await h.db.select().from(mustBeAuthAccounts)).length).toBe(before);
  });

  it('names statuses and types in the request’s language', async () => {
    const statuses = await h.call<LookupItem[]>('GET', 'must-be-auth-accounts/status-list', {
      token: admin,
      lang: 'uz',
    });
    expect(statuses.body.data).toEqual([
      { id: 1, name: 'Faol' },
      { id: 0, name: 'Nofaol' },
    ]);
    const types = await h.call<LookupItem[]>('GET', 'must-be-auth-accounts/type-list', {
      token: admin,
      lang: 'en',
    });
    expect(types.body.data).toEqual([{ id: 1, name: 'Soum payments: signed only by the named user' }]);
  });

  it('refuses every other role with 403, audited', async () => {
    const adminBank = await h.login('admin_bank');
    const head = await h.login('head');
    const before = await audits('access.refused');
    const calls = [
      ['POST', 'must-be-auth-accounts/list', {}],
      ['GET', 'must-be-auth-accounts/status-list', undefined],
      ['GET', 'must-be-auth-accounts/type-list', undefined],
      ['POST', 'must-be-auth-accounts/prepare', { nibbd: MAIN_NIBBD }],
      ['POST', 'must-be-auth-accounts/save', {}],
      ['POST', 'must-be-auth-accounts/delete', { id: 1 }],
    ] as const;
    for (const token of [adminBank, head]) {
      for (const [method, path, body] of calls) {
        expect((await h.call(method, path, { token, body })).http, path).toBe(403);
      }
    }
    expect(await audits('access.refused')).toBe(before + 2 * calls.length);
  });
});

describe('what a controlled account means for payments', () => {
  it('lets only the named user sign a soum payment from it; another signer is refused (403) and audited', async () => {
    const kit = createKit(h);
    const { org } = await mainFacts();
    const body = await kit.body('main');
    const [superHead] = await h.db.select().from(users).where(eq(users.username, 'super_head'));
    // Control the account the payment debits, naming super_head.
    await h.db.delete(mustBeAuthAccounts).where(eq(mustBeAuthAccounts.account, body.account));
    const record = {
      name: 'Только руководитель',
      account: body.account,
      bxm_code: '00873',
      status: 1,
      type: 1,
      user_id: superHead?.id,
      organization_id: org.id,
    };
    const saved = await h.call<ControlledRow>('POST', 'must-be-auth-accounts/save', {
      token: admin,
      body: record,
    });
    expect(saved.http).toBe(200);

    const row = await kit.create('client', body);
    expect((await kit.post('client', 'uzs-payment/many-approve', { ids: [row.id] })).http).toBe(200);
    // The list flags say so before anyone tries: only the named user is offered Sign.
    const flags = async (username: string) => (await kit.view(username, row.id)).isSign;
    expect(await flags('head')).toBe(false);
    expect(await flags('super_head')).toBe(true);
    const refusedBefore = await audits('controlled-account.sign-refused');
    const refused = await kit.sign('head', [row.id]);
    expect(refused.http).toBe(403);
    expect(refused.body.message).toMatch(/signed only by the user the bank named/);
    expect(await audits('controlled-account.sign-refused')).toBe(refusedBefore + 1);
    expect((await kit.sign('super_head', [row.id])).http).toBe(200);

    // Switched off (status 0), the rule no longer applies.
    const off = await h.call('POST', 'must-be-auth-accounts/save', {
      token: admin,
      body: { ...record, id: saved.body.data?.id, status: 0 },
    });
    expect(off.http).toBe(200);
    const other = await kit.create('client', await kit.body('main'));
    await kit.post('client', 'uzs-payment/many-approve', { ids: [other.id] });
    expect((await kit.sign('head', [other.id])).http).toBe(200);
  });
});
