import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvestApplication, InvestOffer, Partner } from '../../../../contracts/api/services.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { investApplications } from '../../db/schema/services.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createKit, type Kit } from '../uzs-payment/testing.ts';

let h: Harness;
let kit: Kit;

beforeAll(async () => {
  h = await createHarness();
  kit = createKit(h);
});
afterAll(async () => h.close());

async function applicationCount(): Promise<number> {
  const [row] = await h.db.select({ n: count() }).from(investApplications);
  return row?.n ?? 0;
}

describe('partner check', () => {
  it('finds a demo organisation with its accounts in this bank and the date of the data', async () => {
    const answer = await kit.get<Partner>('accountant', 'services/partner-check?inn=302398451');
    expect(answer.http).toBe(200);
    const partner = answer.body.data;
    expect(partner).toMatchObject({ found: true, status: 'active', flagged: false });
    expect(partner?.data_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(partner?.accounts.length).toBeGreaterThan(0);
  });

  it('shows a flagged counterparty of another bank, and says when an INN is not in the register', async () => {
    const flagged = await kit.get<Partner>(
      'accountant',
      `services/partner-check?inn=${String(310_000_100 + 5 * 7919)}`,
    );
    expect(flagged.body.data).toMatchObject({ found: true, flagged: true, accounts: [] });
    expect(flagged.body.data?.flag_reason).not.toBe('');
    const unknown = await kit.get<Partner>('accountant', 'services/partner-check?inn=999999999');
    expect(unknown.body.data).toMatchObject({ found: false, name: '', accounts: [] });
    expect((await kit.get('accountant', 'services/partner-check?inn=12')).http).toBe(400);
    expect((await kit.get('admin', 'services/partner-check?inn=302398451')).http).toBe(403);
  });
});

describe('UZ-invest', () => {
  it('lists the offers in the caller’s language and stores an application once per key, audited', async () => {
    const offers = (await kit.get<InvestOffer[]>('accountant', 'services/invest-offers')).body.data ?? [];
    expect(offers.length).toBeGreaterThanOrEqual(6);
    const offer = offers.find((o) => o.currency === 'UZS');
    const before = await applicationCount();
    const key = randomUUID();
    const body = { offer_id: offer?.id, amount: offer?.min_amount, phone: '998901112233', comment: 'Test' };
    const first = await kit.post<InvestApplication>('accountant', 'services/invest-apply', body, {
      'idempotency-key': key,
    });
    expect(first.http).toBe(200);
    const again = await kit.post<InvestApplication>('accountant', 'services/invest-apply', body, {
      'idempotency-key': key,
    });
    expect(again.body.data?.id).toBe(first.body.data?.id);
    expect(await applicationCount()).toBe(before + 1);
    const audits = await h.db.select().from(auditLog).where(eq(auditLog.action, 'invest.apply'));
    expect(audits.length).toBeGreaterThan(0);
    const mine = await kit.get<Paged<InvestApplication>>('accountant', 'services/invest-applications');
    expect(mine.body.data?.list.some((a) => a.id === first.body.data?.id)).toBe(true);
    const other = await kit.get<Paged<InvestApplication>>('head_org2', 'services/invest-applications');
    expect(other.body.data?.list.some((a) => a.id === first.body.data?.id)).toBe(false);
  });

  it('refuses an amount below the offer’s minimum per field, stores nothing, audits the refusal', async () => {
    const offers = (await kit.get<InvestOffer[]>('accountant', 'services/invest-offers')).body.data ?? [];
    const before = await applicationCount();
    const answer = await kit.post<null>('accountant', 'services/invest-apply', {
      offer_id: offers[0]?.id,
      amount: '1.00',
      phone: '998901112233',
      comment: '',
    });
    expect(answer.http).toBe(422);
    expect(answer.body.validation?.[0]?.attribute).toBe('amount');
    const unknown = await kit.post<null>('accountant', 'services/invest-apply', {
      offer_id: 999_999,
      amount: '100000000.00',
      phone: '998901112233',
      comment: '',
    });
    expect(unknown.http).toBe(422);
    expect(await applicationCount()).toBe(before);
    const refused = await h.db.select().from(auditLog).where(eq(auditLog.action, 'invest.refused'));
    expect(refused.length).toBeGreaterThanOrEqual(2);
    expect(
      (
        await kit.post('passive_user', 'services/invest-apply', {
          offer_id: offers[0]?.id,
          amount: '100000000.00',
          phone: '998901112233',
          comment: '',
        })
      ).http,
    ).toBe(403);
  });
});
