/**
 * Registration of accounts on the real database: roles (403) and unknown ids (404), the seeded
 * applications in every state, the admin's steps and parameters with per-field refusals and
 * nothing stored, idempotent replay, the contact centre's take → data → steps flow after which the
 * bank's job opens the account exactly once, rejection ending the order Rejected with the reason,
 * and a parameter's edit keeping the values already recorded.
 */
import { randomUUID, sign } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_ORDER_STATUS,
  accountOrderSigningMessage,
  type AccountOrder,
} from '../../../../contracts/api/online-order.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import {
  REGISTRATION_ENDPOINTS,
  REGISTRATION_STATUSES,
  type RegistrationApplication,
  type RegistrationData,
  type RegistrationDetail,
  type RegistrationParameter,
  type RegistrationStep,
} from '../../../../contracts/api/registration-account.ts';
import { registrationParameters, registrationSteps } from '../../db/schema/registration-account.ts';
import { countAudit } from '../../plugins/audit-noise-repository.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { processAccountOrders } from '../online-order/processing.ts';
import { privateKeyOf } from '../uzs-payment/processing-repository.ts';
import { createKit, type Kit } from '../uzs-payment/testing.ts';

let h: Harness;
let kit: Kit;

beforeAll(async () => {
  h = await createHarness();
  kit = createKit(h);
});
afterAll(async () => h.close());

const CC = 'contact_center';
const version = (v: number) => ({ 'if-match': String(v) });

async function list(filter: Record<string, unknown> = {}, pageSize = 20) {
  const answer = await kit.post<Paged<RegistrationApplication>>(
    CC,
    `registration-account/list?pageSize=${pageSize}`,
    filter,
  );
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data ?? { list: [], _meta: { currentPage: 1, pageCount: 1, totalCount: 0 } };
}

async function detail(id: number): Promise<RegistrationDetail> {
  const answer = await kit.get<RegistrationDetail>(CC, `registration-account/view?id=${id}`);
  if (answer.body.data === undefined) throw new Error(`view ${answer.http}`);
  return answer.body.data;
}

async function stepCount(): Promise<number> {
  const [row] = await h.db.select({ n: count() }).from(registrationSteps);
  return row?.n ?? 0;
}
async function parameterCount(): Promise<number> {
  const [row] = await h.db.select({ n: count() }).from(registrationParameters);
  return row?.n ?? 0;
}

/** A new order of the first organisation, signed by the head and sent. */
async function sentOrder(): Promise<number> {
  const created = await kit.post<AccountOrder>('accountant', 'online-order/account/create', {
    client_reference: randomUUID(),
    currency: 'USD',
    account_type: 'current',
    purpose: 'Eksport tushumlari uchun alohida hisob',
  });
  const order = created.body.data;
  if (order === undefined) throw new Error(`create ${created.http}`);
  const data = await accountOrderSigningMessage([order]);
  const key = await privateKeyOf(h.db, 'head');
  if (key == null) throw new Error('no key');
  const signed = await kit.post('head', 'online-order/account/sign', {
    sign_cipher: sign('sha256', Buffer.from(data, 'utf8'), key).toString('base64'),
    key_data: { data, version: '3.4.3', ids: [order.id] },
  });
  expect(signed.http, JSON.stringify(signed.body)).toBe(200);
  const sent = await kit.post('head', 'online-order/account/send', { id: order.id }, version(1));
  expect(sent.http, JSON.stringify(sent.body)).toBe(200);
  return order.id;
}

describe('registration of accounts', () => {
  it('serves every endpoint, to its role only; an unknown id answers 404', async () => {
    for (const e of REGISTRATION_ENDPOINTS)
      expect(h.app.hasRoute({ method: e.method, url: e.base + e.path }), e.path).toBe(true);
    for (const user of ['admin', 'accountant', 'universal_manager'])
      expect((await kit.post(user, 'registration-account/list', {})).http, user).toBe(403);
    for (const user of [CC, 'accountant', 'super_user'])
      expect((await kit.get(user, 'registration-account/steps')).http, user).toBe(403);
    expect((await kit.get('admin', 'registration-account/steps')).http).toBe(200);
    expect((await kit.get(CC, 'registration-account/view?id=999999')).http).toBe(404);
    expect((await kit.get(CC, 'registration-account/data?id=999999')).http).toBe(404);
    expect((await kit.post(CC, 'registration-account/take', { id: 999999 }, version(0))).http).toBe(404);
  });

  it('lists the seeded applications in every state, more than a page, with filters', async () => {
    const all = await list();
    expect(all.list).toHaveLength(20);
    expect(all._meta.totalCount).toBeGreaterThan(20);
    for (const status of REGISTRATION_STATUSES.filter((s) => s !== 'completed')) {
      const one = await list({ status }, 5);
      expect(one._meta.totalCount, status).toBeGreaterThan(0);
      expect(one.list.every((a) => a.status === status)).toBe(true);
    }
    const orgs = new Set(all.list.map((a) => a.organization_id));
    expect(orgs.size).toBeGreaterThan(1);
    const steps = (await kit.get<{ id: number; name: string }[]>(CC, 'registration-account/step-options'))
      .body.data;
    const second = steps?.[1];
    if (second === undefined) throw new Error('no second step');
    const atSecond = await list({ step_id: second.id });
    expect(atSecond._meta.totalCount).toBeGreaterThan(0);
    expect(atSecond.list.every((a) => a.current_step_id === second.id)).toBe(true);
    const rejected = (await list({ status: 'rejected' }, 100)).list.find((a) =>
      /[А-я]/.test(a.reject_reason ?? ''),
    );
    expect(rejected).toBeDefined();
    const byInn = await list({ organization: '301245678' });
    expect(byInn.list.every((a) => a.organization_inn === '301245678')).toBe(true);
  });

  it('configures steps and parameters, refusing bad ones per field with nothing stored', async () => {
    const steps = await stepCount();
    const bad = await kit.post('admin', 'registration-account/steps/create', {
      name_ru: 'Ш',
      name_en: '',
      name_uz: 'Tekshiruv',
      position: 50,
      active: true,
    });
    expect(bad.http).toBe(422);
    expect((bad.body.validation ?? []).map((v: { attribute: string }) => v.attribute).sort()).toEqual([
      'name_en',
      'name_ru',
    ]);
    expect(await stepCount()).toBe(steps);
    const key = randomUUID();
    const body = {
      name_ru: 'Визирование',
      name_en: 'Approval',
      name_uz: 'Tasdiqlash',
      position: 50,
      active: false,
    };
    const first = await kit.post<RegistrationStep>('admin', 'registration-account/steps/create', body, {
      'idempotency-key': key,
    });
    const again = await kit.post<RegistrationStep>('admin', 'registration-account/steps/create', body, {
      'idempotency-key': key,
    });
    expect(first.http).toBe(200);
    expect(again.body.data?.id).toBe(first.body.data?.id);
    expect(await stepCount()).toBe(steps + 1);
    const stepId = first.body.data?.id ?? 0;
    const stale = await kit.post(
      'admin',
      'registration-account/steps/update',
      { id: stepId, ...body },
      version(7),
    );
    expect(stale.http).toBe(412);
    const renamed = await kit.post<RegistrationStep>(
      'admin',
      'registration-account/steps/update',
      { id: stepId, ...body, name_en: 'Sign-off' },
      version(1),
    );
    expect(renamed.body.data).toMatchObject({ name_en: 'Sign-off', version: 2, active: false });

    const params = await parameterCount();
    const wrong = await kit.post('admin', 'registration-account/parameters/create', {
      code: 'director_passport',
      label_ru: 'Тест',
      label_en: 'Test',
      label_uz: 'Test',
      type: 'select',
      options: [],
      required: true,
      step_id: 999999,
      position: 10,
      active: true,
    });
    expect(wrong.http).toBe(422);
    expect((wrong.body.validation ?? []).map((v: { attribute: string }) => v.attribute).sort()).toEqual([
      'code',
      'options',
      'step_id',
    ]);
    expect(await parameterCount()).toBe(params);
    expect(await countAudit(h.db, 'registration.refused')).toBeGreaterThanOrEqual(3);
  });

  it("counts each step's own active parameters", async () => {
    // A step with no parameter used to show the parameters whose own id was the step's id.
    const created = await kit.post<RegistrationStep>('admin', 'registration-account/steps/create', {
      name_ru: 'Пустой шаг',
      name_en: 'Empty step',
      name_uz: 'Boʻsh qadam',
      position: 990,
      active: false,
    });
    const answer = await kit.get<RegistrationStep[]>('admin', 'registration-account/steps');
    const active = await h.db
      .select({ stepId: registrationParameters.stepId, n: count() })
      .from(registrationParameters)
      .where(eq(registrationParameters.active, true))
      .groupBy(registrationParameters.stepId);
    const expected = new Map(active.map((r) => [r.stepId, r.n]));
    const steps = answer.body.data ?? [];
    expect(steps.find((s) => s.id === created.body.data?.id)?.parameters).toBe(0);
    for (const step of steps) expect(step.parameters, step.name).toBe(expected.get(step.id) ?? 0);
  });

  it('takes an application, records values, completes the steps; the bank opens the account once', async () => {
    const id = await sentOrder();
    // Waiting for the contact centre: the job leaves it Sent.
    await processAccountOrders(h.db, h.clock);
    const fresh = await detail(id);
    expect(fresh.application).toMatchObject({ status: 'new', isTake: true, isData: false, version: 0 });
    expect((await kit.post(CC, 'registration-account/take', { id }, version(3))).http).toBe(412);
    const key = randomUUID();
    const take = () =>
      kit.post<RegistrationDetail>(
        CC,
        'registration-account/take',
        { id },
        { ...version(0), 'idempotency-key': key },
      );
    const taken = await take();
    expect(taken.http, JSON.stringify(taken.body)).toBe(200);
    expect((await take()).body.data?.application.version).toBe(1);
    expect(taken.body.data?.application).toMatchObject({ status: 'in_work', mine: true, isComplete: true });
    const firstStep = taken.body.data?.application.current_step_id ?? 0;

    // A required value of the step missing: refused per field, nothing marked.
    const early = await kit.post(
      CC,
      'registration-account/complete-step',
      { id, step_id: firstStep },
      version(1),
    );
    expect(early.http).toBe(422);
    expect((early.body.validation ?? []).map((v: { attribute: string }) => v.attribute).sort()).toEqual([
      'values.director_passport',
      'values.documents_checked',
    ]);
    // Bad values: refused per field, nothing stored.
    const bad = await kit.post<RegistrationData>(
      CC,
      'registration-account/data/save',
      { id, values: { call_date: '2026-02-30', risk_level: 'extreme', monthly_turnover: '12,5', nope: 'x' } },
      version(1),
    );
    expect(bad.http).toBe(422);
    expect((bad.body.validation ?? []).map((v: { attribute: string }) => v.attribute).sort()).toEqual([
      'values.call_date',
      'values.monthly_turnover',
      'values.nope',
      'values.risk_level',
    ]);
    expect((await detail(id)).values).toHaveLength(0);
    const saved = await kit.post<RegistrationData>(
      CC,
      'registration-account/data/save',
      {
        id,
        values: {
          director_passport: 'AB1234567',
          documents_checked: 'true',
          call_date: '2026-11-20',
          contact_phone: '+998901112233',
          monthly_turnover: '125000000',
          risk_level: 'low',
        },
      },
      version(1),
    );
    expect(saved.http, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data?.values).toHaveLength(6);

    let v = 2;
    for (let i = 0; i < 10; i += 1) {
      const now = await detail(id);
      if (now.application.current_step_id === null) break;
      const done = await kit.post<RegistrationDetail>(
        CC,
        'registration-account/complete-step',
        { id, step_id: now.application.current_step_id },
        version(v),
      );
      expect(done.http, JSON.stringify(done.body)).toBe(200);
      v += 1;
    }
    const completed = await detail(id);
    expect(completed.application.status).toBe('completed');
    expect(completed.steps.filter((s) => s.active).every((s) => s.done && s.completed_by !== null)).toBe(
      true,
    );
    const [a, b] = await Promise.all([
      processAccountOrders(h.db, h.clock),
      processAccountOrders(h.db, h.clock),
    ]);
    expect((a.opened ?? 0) + (b.opened ?? 0)).toBeGreaterThanOrEqual(1);
    await processAccountOrders(h.db, h.clock);
    const opened = await detail(id);
    expect(opened.application.status).toBe('opened');
    expect(opened.application.account_number).toMatch(/^20208840/);
    const order = await kit.get<AccountOrder>('accountant', `online-order/account/view?id=${id}`);
    expect(order.body.data?.status_id).toBe(ACCOUNT_ORDER_STATUS.opened);
    // Nothing more to do on it.
    expect(
      (
        await kit.post(
          CC,
          'registration-account/reject',
          { id, reason: 'Kech qoldi' },
          version(opened.application.version),
        )
      ).http,
    ).toBe(409);
  });

  it('rejects with a reason: the order ends Rejected and the client sees why', async () => {
    const id = await sentOrder();
    await kit.post(CC, 'registration-account/take', { id }, version(0));
    const short = await kit.post(CC, 'registration-account/reject', { id, reason: ' a ' }, version(1));
    expect(short.http).toBe(422);
    const reason = 'Rahbar pasporti muddati oʻtgan';
    const done = await kit.post<RegistrationDetail>(
      CC,
      'registration-account/reject',
      { id, reason },
      version(1),
    );
    expect(done.http, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data?.application).toMatchObject({
      status: 'rejected',
      reject_reason: reason,
      isTake: false,
    });
    await processAccountOrders(h.db, h.clock);
    const order = await kit.get<AccountOrder>('accountant', `online-order/account/view?id=${id}`);
    expect(order.body.data).toMatchObject({
      status_id: ACCOUNT_ORDER_STATUS.rejected,
      reject_reason: reason,
    });
    expect(await countAudit(h.db, 'registration.reject')).toBeGreaterThanOrEqual(1);
  });

  it('keeps recorded values when a parameter is edited or switched off', async () => {
    const inWork = (await list({ status: 'in_work' }, 50)).list.find(
      (a) => a.current_step_id !== null && a.mine,
    );
    if (inWork === undefined) throw new Error('no application in work');
    const before = await detail(inWork.id);
    const value = before.values.find((x) => x.code === 'director_passport');
    expect(value).toBeDefined();
    const params =
      (await kit.get<RegistrationParameter[]>('admin', 'registration-account/parameters')).body.data ?? [];
    const p = params.find((x) => x.code === 'director_passport');
    if (p === undefined) throw new Error('no parameter');
    const edited = await kit.post<RegistrationParameter>(
      'admin',
      'registration-account/parameters/update',
      {
        id: p.id,
        code: p.code,
        label_ru: p.label_ru,
        label_en: 'Passport of the director',
        label_uz: p.label_uz,
        type: 'number',
        options: [],
        required: p.required,
        step_id: p.step_id,
        position: p.position,
        active: false,
      },
      version(p.version),
    );
    expect(edited.http, JSON.stringify(edited.body)).toBe(200);
    const after = await detail(inWork.id);
    const kept = after.values.find((x) => x.code === 'director_passport');
    expect(kept).toMatchObject({ value: value?.value, archived: true, label: 'Passport of the director' });
    const form = (await kit.get<RegistrationData>(CC, `registration-account/data?id=${inWork.id}`)).body.data;
    expect(form?.parameters.some((x) => x.code === 'director_passport')).toBe(false);
  });
});
