import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  OkoAgreement,
  OkoApplication,
  OkoCharge,
  OkoCommission,
  OkoTariff,
} from '../../../../contracts/api/oko.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { tariffApplications } from '../../db/schema/oko.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createKit, type Kit } from '../uzs-payment/testing.ts';

let h: Harness;
let kit: Kit;

beforeAll(async () => {
  h = await createHarness();
  kit = createKit(h);
});
afterAll(async () => h.close());

type AgreementView = {
  agreement: OkoAgreement;
  tariff: OkoTariff;
  commissions: OkoCommission[];
  charges: Paged<OkoCharge>;
};

async function applicationCount(): Promise<number> {
  const [row] = await h.db.select({ n: count() }).from(tariffApplications);
  return row?.n ?? 0;
}

async function agreements(user = 'accountant'): Promise<OkoAgreement[]> {
  const answer = await kit.get<OkoAgreement[]>(user, 'oko/agreements');
  expect(answer.http).toBe(200);
  return answer.body.data ?? [];
}

async function tariffs(): Promise<OkoTariff[]> {
  return (await kit.get<OkoTariff[]>('accountant', 'oko/tariffs')).body.data ?? [];
}

const version = (v: number) => ({ 'if-match': String(v) });

describe('OKO tariffs and commissions', () => {
  it('lists the agreements with what was charged, and a tariff with its commissions and charges from the ledger', async () => {
    const list = await agreements();
    expect(list).toHaveLength(3);
    expect(list.every((a) => Number(a.charged_total) > 0)).toBe(true);
    const first = list[0];
    if (!first) throw new Error('no agreement');
    const view = await kit.get<AgreementView>(
      'passive_user',
      `oko/agreement?agr_num=${first.agr_num}&tariff_id=${String(first.tariff.id)}&pageSize=20`,
    );
    expect(view.http).toBe(200);
    const data = view.body.data;
    expect(data?.commissions.length).toBe(5);
    expect(data?.commissions.some((c) => c.kind === 'percent' && c.rate !== '')).toBe(true);
    expect(data?.charges.list).toHaveLength(20);
    expect(data?.charges._meta.totalCount).toBeGreaterThan(20);
    const charge = data?.charges.list[0];
    expect(data?.commissions.map((c) => c.code)).toContain(charge?.code);
    const monthly = data?.commissions.find((c) => c.code.endsWith('01'));
    expect(monthly?.charged_count).toBeGreaterThan(0);
    expect(data?.agreement.charged_total).toBe(first.charged_total);
  });

  it('answers 404 for another organisation’s agreement and keeps each side to its roles', async () => {
    const mine = (await agreements())[0];
    const path = `oko/agreement?agr_num=${mine?.agr_num ?? ''}&tariff_id=${String(mine?.tariff.id)}`;
    expect((await kit.get('head_org2', path)).http).toBe(404);
    expect((await kit.get('universal_manager', 'oko/agreements')).http).toBe(403);
    expect((await kit.get('accountant', 'oko/applications')).http).toBe(403);
    expect((await kit.get('admin', 'oko/applications')).http).toBe(403);
    for (const staff of ['universal_manager', 'contact_center', 'msb_user'])
      expect((await kit.get(staff, 'oko/applications')).http, staff).toBe(200);
  });

  it('stores an application once per key, refuses bad ones per field with nothing stored', async () => {
    const [a1, , a3] = await agreements();
    const all = await tariffs();
    const other = all.find((t) => t.active && t.id !== a1?.tariff.id);
    const before = await applicationCount();
    const bad = await kit.post<null>('accountant', 'oko/apply', {
      agr_num: a3?.agr_num,
      tariff_id: a3?.tariff.id,
      comment: '',
    });
    expect(bad.http).toBe(422);
    const fields = (bad.body.validation ?? []).map((v: { attribute: string }) => v.attribute).sort();
    expect(fields).toEqual(['agr_num', 'tariff_id']);
    const archived = all.find((t) => !t.active);
    const closed = await kit.post<null>('accountant', 'oko/apply', {
      agr_num: a1?.agr_num,
      tariff_id: archived?.id,
      comment: '',
    });
    expect(closed.http).toBe(422);
    expect(
      (
        await kit.post('passive_user', 'oko/apply', {
          agr_num: a1?.agr_num,
          tariff_id: other?.id,
          comment: '',
        })
      ).http,
    ).toBe(403);
    expect(await applicationCount()).toBe(before);
    const body = { agr_num: a1?.agr_num, tariff_id: other?.id, comment: 'Oborot oshdi' };
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const first = await kit.post<OkoApplication>('accountant', 'oko/apply', body, headers);
    const again = await kit.post<OkoApplication>('accountant', 'oko/apply', body, headers);
    expect(first.http).toBe(200);
    expect(again.body.data?.id).toBe(first.body.data?.id);
    expect(await applicationCount()).toBe(before + 1);
    expect(first.body.data).toMatchObject({ status: 'sent', agr_num: a1?.agr_num, is_decide: false });
    const refused = await h.db.select().from(auditLog).where(eq(auditLog.action, 'oko.refused'));
    expect(refused.length).toBeGreaterThan(0);
  });

  it('moves sent → accepted (the agreement changes tariff) or refused (with a reason), once', async () => {
    const staffList = await kit.get<Paged<OkoApplication>>(
      'msb_user',
      'oko/applications?status=sent&pageSize=100',
    );
    const all = await kit.get<Paged<OkoApplication>>('msb_user', 'oko/applications?pageSize=100');
    expect(all.body.data?._meta.totalCount).toBeGreaterThan(20);
    expect(new Set(all.body.data?.list.map((a) => a.status))).toEqual(
      new Set(['sent', 'accepted', 'refused']),
    );
    const mine = (staffList.body.data?.list ?? []).filter((a) => a.organization.inn === '301245678');
    expect(mine.length).toBeGreaterThanOrEqual(2);
    const [toAccept, toRefuse] = mine;
    if (!toAccept || !toRefuse) throw new Error('no sent applications');

    const noReason = await kit.post<null>(
      'contact_center',
      'oko/decide',
      { id: toRefuse.id, decision: 'refuse', reason: '' },
      version(1),
    );
    expect(noReason.http).toBe(422);
    expect(
      (
        await kit.post(
          'contact_center',
          'oko/decide',
          { id: toRefuse.id, decision: 'refuse', reason: 'Qarzdorlik bor' },
          version(5),
        )
      ).http,
    ).toBe(412);
    const refused = await kit.post<OkoApplication>(
      'contact_center',
      'oko/decide',
      { id: toRefuse.id, decision: 'refuse', reason: 'Qarzdorlik bor' },
      version(1),
    );
    expect(refused.body.data).toMatchObject({
      status: 'refused',
      reason: 'Qarzdorlik bor',
      is_decide: false,
    });

    const accepted = await kit.post<OkoApplication>(
      'universal_manager',
      'oko/decide',
      { id: toAccept.id, decision: 'accept', reason: '' },
      version(1),
    );
    expect(accepted.body.data?.status).toBe('accepted');
    expect(
      (
        await kit.post(
          'universal_manager',
          'oko/decide',
          { id: toAccept.id, decision: 'refuse', reason: 'Kech' },
          version(2),
        )
      ).http,
    ).toBe(409);
    const moved = (await agreements()).find((a) => a.agr_num === toAccept.agr_num);
    expect(moved?.tariff.name).toBe(accepted.body.data?.to_tariff);
    expect(moved?.pending).toBe(false);

    // The client sees both outcomes.
    const outcomes = await kit.get<Paged<OkoApplication>>('accountant', 'oko/my-applications?pageSize=100');
    const seen = new Map((outcomes.body.data?.list ?? []).map((a) => [a.id, a]));
    expect(seen.get(toRefuse.id)?.reason).toBe('Qarzdorlik bor');
    expect(seen.get(toAccept.id)?.status).toBe('accepted');
    expect(outcomes.body.data?.list.every((a) => a.organization.inn === '301245678')).toBe(true);
    const audit = await h.db.select().from(auditLog).where(eq(auditLog.action, 'oko.decide'));
    expect(audit).toHaveLength(2);
  });
});
