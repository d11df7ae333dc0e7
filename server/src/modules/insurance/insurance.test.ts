import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InsuranceAddBody,
  InsuranceCompany,
  InsuranceOption,
  InsurancePrepare,
  InsuranceRow,
  InsuredCar,
} from '../../../../contracts/api/insurance.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { insurancePolicies } from '../../db/schema/ecosystem.ts';
import { payments } from '../../db/schema/payments.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createKit, type Kit } from '../uzs-payment/testing.ts';

let h: Harness;
let kit: Kit;
let prepared: InsurancePrepare;
let company: InsuranceCompany;
let region: InsuranceOption;
let district: InsuranceOption;
let account: { number: string; mfo: string };

beforeAll(async () => {
  h = await createHarness();
  kit = createKit(h);
  prepared = (await kit.get<InsurancePrepare>('accountant', 'insurance/prepare')).body
    .data as InsurancePrepare;
  const companies =
    (await kit.get<InsuranceCompany[]>('accountant', 'insurance/insurance-company-list')).body.data ?? [];
  company = companies.find((c) => c.status) as InsuranceCompany;
  const regions =
    (
      await kit.get<InsuranceOption[]>(
        'accountant',
        `insurance/regions?insurance_company_id=${String(company.id)}`,
      )
    ).body.data ?? [];
  region = regions[0] as InsuranceOption;
  const districts =
    (
      await kit.get<InsuranceOption[]>(
        'accountant',
        `insurance/districts?region_id=${String(region.key)}&insurance_company_id=${String(company.id)}`,
      )
    ).body.data ?? [];
  district = districts[0] as InsuranceOption;
  const accounts =
    (await kit.get<{ number: string; mfo: string }[]>('accountant', 'insurance/account-list')).body.data ??
    [];
  account = accounts[0] as { number: string; mfo: string };
});
afterAll(async () => h.close());

async function policyCount(): Promise<number> {
  const [row] = await h.db.select({ n: count() }).from(insurancePolicies);
  return row?.n ?? 0;
}

function body(premium: string, overrides: Partial<InsuranceAddBody> = {}): InsuranceAddBody {
  return {
    agreementId: prepared.agreementId,
    agreementDate: prepared.agreementDate,
    periodStartDate: prepared.periodStartDate,
    periodEndDate: prepared.periodEndDate,
    premiumAmount: premium,
    insuredAmount: '100000000.00',
    okedCode: prepared.okedCode,
    okonhCode: prepared.okonhCode,
    legalTypeId: 1,
    organizationName: prepared.organizationName,
    mfo: account.mfo,
    inn: prepared.inn,
    account: account.number,
    phone: '998901234567',
    address: prepared.address,
    email: 'buxgalter@savdo.uz',
    regionIdForEosgoUz: region.key,
    districtIdForEosgoUz: district.key,
    activityType: prepared.activityType,
    insurance_company_id: company.id,
    ...overrides,
  };
}

const calc = (amount: string, overrides: Record<string, unknown> = {}) =>
  kit.post<{ premiumAmount: string } | null>('accountant', 'insurance/calculate', {
    insurance_company_id: company.id,
    insuredAmount: amount,
    okedCode: prepared.okedCode,
    okonhCode: prepared.okonhCode,
    periodStartDate: prepared.periodStartDate,
    periodEndDate: prepared.periodEndDate,
    ...overrides,
  });

describe('OSGOR', () => {
  it('prepares the form from the organisation, a year less a day', async () => {
    expect(prepared).toMatchObject({ inn: '301245678', okedCode: '13200' });
    expect(prepared.periodEndDate > prepared.periodStartDate).toBe(true);
    expect(region.label).not.toBe('');
    expect(district.key).toBeGreaterThan(0);
  });

  it('calculates the premium, warns above the insurer limit, refuses bad input per field', async () => {
    const ok = await calc('100000000.00');
    expect(ok.body.status).toBe('success');
    // Textile (class 3, 0.64 %) × the insurer's factor.
    expect(Number(ok.body.data?.premiumAmount)).toBeGreaterThan(0);
    const above = await calc('60000000000.00');
    expect(above.http).toBe(200);
    expect(above.body.status).toBe('warning');
    const small = await calc('999.99');
    expect(small.http).toBe(422);
    expect(small.body.validation?.[0]?.attribute).toBe('insuredAmount');
    const badEnd = await calc('100000000.00', { periodEndDate: prepared.periodStartDate });
    expect(badEnd.body.validation?.map((v) => v.attribute)).toContain('periodEndDate');
  });

  it('stores the contract with its unsigned soum payment to the insurer, once per key', async () => {
    const premium = (await calc('100000000.00')).body.data?.premiumAmount ?? '';
    const before = await policyCount();
    const key = randomUUID();
    const first = await kit.post<{ id: number; payment_id: number }>(
      'accountant',
      'insurance/add',
      body(premium),
      {
        'idempotency-key': key,
      },
    );
    expect(first.http).toBe(200);
    expect(first.body.status).toBe('success');
    const again = await kit.post<{ id: number; payment_id: number }>(
      'accountant',
      'insurance/add',
      body(premium),
      {
        'idempotency-key': key,
      },
    );
    expect(again.body.data).toEqual(first.body.data);
    expect(await policyCount()).toBe(before + 1);
    const [payment] = await h.db
      .select()
      .from(payments)
      .where(eq(payments.id, first.body.data?.payment_id ?? 0));
    expect(payment?.statusId).toBe(1);
    expect(payment?.account).toBe(account.number);
    expect(String(payment?.sum)).toBe(premium.replace('.', ''));
    const list = await h.call<Paged<InsuranceRow>>('POST', 'insurance/list?page=1&pageSize=25', {
      token: await kit.token('accountant'),
      body: { from_date: '2020-04-03', to_date: '2099-12-31' },
    });
    const row = list.body.data?.list.find((r) => r.id === first.body.data?.id);
    expect(row).toMatchObject({
      status: 'awaiting_payment',
      download_url: '',
      agreementId: prepared.agreementId,
    });
    expect(list.body.data?._meta.totalCount).toBeGreaterThan(25);
    // Another organisation's contract: 404; its PDF is not there before the premium is paid.
    expect((await kit.get('head_org2', `insurance/view?id=${String(first.body.data?.id)}`)).http).toBe(404);
    expect((await kit.get('accountant', `insurance/download?id=${String(first.body.data?.id)}`)).http).toBe(
      422,
    );
    const audits = await h.db.select().from(auditLog).where(eq(auditLog.action, 'insurance.add'));
    expect(audits.length).toBe(1);
  });

  it('refuses a premium that is not the insurer’s, a taken number and another’s account; stores nothing', async () => {
    const before = await policyCount();
    const wrong = await kit.post('accountant', 'insurance/add', body('1.00', { agreementId: 'OSG-X-1' }));
    expect(wrong.http).toBe(422);
    expect(wrong.body.validation?.map((v) => v.attribute)).toContain('premiumAmount');
    const premium = (await calc('100000000.00')).body.data?.premiumAmount ?? '';
    const taken = await kit.post('accountant', 'insurance/add', body(premium));
    expect(taken.body.validation?.map((v) => v.attribute)).toContain('agreementId');
    const foreign = await kit.post(
      'accountant',
      'insurance/add',
      body(premium, { agreementId: 'OSG-X-2', account: '2020800099999999900100873' }),
    );
    expect(foreign.body.validation?.map((v) => v.attribute)).toContain('account');
    expect(await policyCount()).toBe(before);
    const refusals = await h.db.select().from(auditLog).where(eq(auditLog.action, 'insurance.refused'));
    expect(refusals.length).toBeGreaterThan(0);
  });

  it('lets only payment preparers of an organisation buy; shows paid policies as PDF', async () => {
    expect((await kit.get('admin', 'insurance/prepare')).http).toBe(403);
    expect((await kit.post('passive_user', 'insurance/add', body('1.00'))).http).toBe(403);
    const list = await h.call<Paged<InsuranceRow>>('POST', 'insurance/list?page=2&pageSize=25', {
      token: await kit.token('accountant'),
      body: { from_date: '2020-04-03', to_date: '2099-12-31' },
    });
    const first = await h.call<Paged<InsuranceRow>>('POST', 'insurance/list?page=1&pageSize=25', {
      token: await kit.token('accountant'),
      body: { from_date: '2020-04-03', to_date: '2099-12-31' },
    });
    const rows = [...(first.body.data?.list ?? []), ...(list.body.data?.list ?? [])];
    for (const status of ['awaiting_payment', 'in_bank', 'active', 'expired', 'refused'])
      expect(
        rows.some((r) => r.status === status),
        status,
      ).toBe(true);
    const active = rows.find((r) => r.status === 'active');
    const pdf = await h.app.inject({
      method: 'GET',
      url: `/api/v2/insurance/download?id=${String(active?.id)}`,
      headers: { authorization: `Bearer ${await kit.token('accountant')}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it('lists the organisation’s cars only', async () => {
    const mine = (await kit.get<InsuredCar[]>('accountant', 'insurance/avto-list')).body.data ?? [];
    expect(mine.length).toBe(8);
    const theirs = (await kit.get<InsuredCar[]>('head_org2', 'insurance/avto-list')).body.data ?? [];
    expect(theirs.some((c) => mine.some((m) => m.id === c.id))).toBe(false);
  });
});
