import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctc, CtcOption, CtcRow } from '../../../../contracts/api/currency-transaction-codes.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { currencyTransactionCodes } from '../../db/schema/reference.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createFxKit } from '../currency-payment/testing.ts';

let h: Harness;
let admin: string;
let accountant: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin');
  accountant = await h.login('accountant');
});
afterAll(() => h.close());

const body = (code: string, active = true) => ({
  code,
  name_ru: `Операция ${code}`,
  name_en: `Operation ${code}`,
  name_uz: `Operatsiya ${code}`,
  active,
});
const auditCount = async (action: string) =>
  (await h.db.select().from(auditLog).where(eq(auditLog.action, action))).length;
const options = async (lang: 'ru' | 'en' | 'uz' = 'en') =>
  (await h.call<CtcOption[]>('GET', 'currency-transaction-codes/options', { token: accountant, lang })).body
    .data ?? [];

describe('currency transaction codes', () => {
  it('starts with the codes the currency payment form offered, named per language', async () => {
    const en = await options('en');
    expect(en.map((o) => o.code)).toEqual(['11100', '11200', '12100', '13100', '14100', '15100', '19900']);
    expect(en[0]?.name).toBe('Import of goods, payment after delivery');
    expect((await options('uz'))[0]?.name).toBe('Tovarlar importi, yetkazilgandan keyin toʻlov');
  });

  it('lets the admin create, view and update, audited; the form’s options follow the active flag', async () => {
    const created = await h.call<Ctc>('POST', 'currency-transaction-codes/create', {
      token: admin,
      body: body('16100'),
    });
    expect(created.http).toBe(200);
    const id = created.body.data!.id;
    expect(await auditCount('ctc.create')).toBe(1);
    expect((await options()).map((o) => o.code)).toContain('16100');
    const view = await h.call<CtcRow>('GET', `currency-transaction-codes/view/${id}`, { token: admin });
    expect(view.body.data).toMatchObject({ code: '16100', name_en: 'Operation 16100', isEdit: true });

    const off = await h.call<Ctc>('PUT', `currency-transaction-codes/update/${id}`, {
      token: admin,
      body: body('16100', false),
    });
    expect(off.body.data?.active).toBe(false);
    expect(await auditCount('ctc.update')).toBe(1);
    expect((await options()).map((o) => o.code)).not.toContain('16100');
  });

  it('is what a currency payment is checked against: a new code is accepted, a deactivated one refused', async () => {
    const kit = createFxKit(h);
    const created = await h.call<Ctc>('POST', 'currency-transaction-codes/create', {
      token: admin,
      body: body('18100'),
    });
    const id = created.body.data!.id;
    const accepted = await kit.post('accountant', 'currency-payment/save', {
      ...(await kit.body('accountant', { operation_code: '18100' })),
    });
    expect(accepted.http).toBe(200);
    await h.call('PUT', `currency-transaction-codes/update/${id}`, {
      token: admin,
      body: body('18100', false),
    });
    const refused = await kit.post<unknown>('accountant', 'currency-payment/save', {
      ...(await kit.body('accountant', { operation_code: '18100' })),
    });
    expect(refused.http).toBe(422);
    expect(refused.body.validation?.map((v) => v.attribute)).toContain('operation_code');
  });

  it('refuses a duplicate code with 422 on the field and stores nothing, audited', async () => {
    const before = (await h.db.select().from(currencyTransactionCodes)).length;
    const refusals = await auditCount('ctc.refused');
    const dup = await h.call('POST', 'currency-transaction-codes/create', {
      token: admin,
      lang: 'ru',
      body: body('11100'),
    });
    expect(dup.http).toBe(422);
    expect(dup.body.validation).toEqual([{ attribute: 'code', message: 'Такой код операции уже есть.' }]);
    const list = await h.call<Paged<CtcRow>>('POST', 'currency-transaction-codes/list', {
      token: admin,
      body: { text: '11200' },
    });
    const other = list.body.data!.list[0]!;
    const clash = await h.call('PUT', `currency-transaction-codes/update/${other.id}`, {
      token: admin,
      body: body('11100'),
    });
    expect(clash.http).toBe(422);
    expect((await h.db.select().from(currencyTransactionCodes)).length).toBe(before);
    expect(await auditCount('ctc.refused')).toBe(refusals + 2);
    for (const bad of [body('1110'), { ...body('17100'), name_ru: ' ' }, { ...body('17100'), extra: 1 }]) {
      expect(
        (await h.call('POST', 'currency-transaction-codes/create', { token: admin, body: bad })).http,
      ).toBe(400);
    }
  });

  it('refuses other roles with 403, audited', async () => {
    const refused = await auditCount('access.refused');
    for (const [method, path] of [
      ['POST', 'currency-transaction-codes/list'],
      ['GET', 'currency-transaction-codes/view/1'],
      ['POST', 'currency-transaction-codes/create'],
      ['PUT', 'currency-transaction-codes/update/1'],
    ] as const) {
      const res = await h.call(method, path, {
        token: accountant,
        body: method === 'GET' ? undefined : body('17100'),
      });
      expect(res.http, `${method} ${path}`).toBe(403);
    }
    expect(await auditCount('access.refused')).toBe(refused + 4);
    // The form's options are for those who see currency payments, not for every staff role.
    const moderator = await h.login('moderator');
    expect((await h.call('GET', 'currency-transaction-codes/options', { token: moderator })).http).toBe(403);
  });
});
