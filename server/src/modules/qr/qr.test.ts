import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QrCode, QrCodeView } from '../../../../contracts/api/qr.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { decodeQrPayload } from '../../../../contracts/qr/payload.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { qrCodes } from '../../db/schema/services.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createKit, type Kit } from '../uzs-payment/testing.ts';

let h: Harness;
let kit: Kit;
let mainAccount: string;

beforeAll(async () => {
  h = await createHarness();
  kit = createKit(h);
  mainAccount = await kit.accountOf('301245678', '001');
});
afterAll(async () => h.close());

async function codeCount(): Promise<number> {
  const [row] = await h.db.select({ n: count() }).from(qrCodes);
  return row?.n ?? 0;
}

const dynamicBody = () => ({
  method: 'dynamic',
  account: mainAccount,
  amount: '250000.00',
  purpose: 'Buyurtma 42 uchun',
  expires_in_minutes: 60,
});

describe('QR payment requests', () => {
  it('lists the seeded codes a page at a time, with their receipts and every status', async () => {
    const first = await kit.get<Paged<QrCode>>('accountant', 'qr/list?page=1&pageSize=20');
    expect(first.http).toBe(200);
    const data = first.body.data;
    expect(data?.list).toHaveLength(20);
    expect(data?._meta.totalCount).toBeGreaterThan(20);
    const all = [
      ...(data?.list ?? []),
      ...((await kit.get<Paged<QrCode>>('accountant', 'qr/list?page=2&pageSize=20')).body.data?.list ?? []),
    ];
    expect(new Set(all.map((c) => c.status))).toEqual(new Set(['active', 'paid', 'expired']));
    const paid = all.find((c) => c.status === 'paid');
    expect(paid?.receipts_count).toBe(1);
    expect(paid?.received_total).toBe(paid?.amount);
    const view = await kit.get<QrCodeView>('accountant', `qr/view?id=${String(paid?.id)}`);
    expect(view.body.data?.receipts[0]?.payer_name).not.toBe('');
  });

  it('issues a dynamic code whose payload decodes to what was issued, and replays the same key once', async () => {
    const before = await codeCount();
    const key = randomUUID();
    const first = await kit.post<QrCode>('accountant', 'qr/create', dynamicBody(), {
      'idempotency-key': key,
    });
    expect(first.http).toBe(200);
    const again = await kit.post<QrCode>('accountant', 'qr/create', dynamicBody(), {
      'idempotency-key': key,
    });
    expect(again.body.data?.id).toBe(first.body.data?.id);
    expect(await codeCount()).toBe(before + 1);
    const code = first.body.data;
    expect(code?.status).toBe('active');
    const decoded = decodeQrPayload(code?.payload ?? '');
    expect(decoded).toMatchObject({
      method: 'dynamic',
      account: mainAccount,
      inn: '301245678',
      amount: '250000.00',
      reference: code?.reference,
      expiresAt: code?.expires_at,
    });
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.action, 'qr.create'));
    expect(audit).toBeDefined();
  });

  it('refuses a dynamic code without amount or expiry, per field, and stores nothing', async () => {
    const before = await codeCount();
    const answer = await kit.post<null>('accountant', 'qr/create', {
      ...dynamicBody(),
      amount: null,
      expires_in_minutes: null,
    });
    expect(answer.http).toBe(422);
    const fields = (answer.body.validation ?? []).map((v: { attribute: string }) => v.attribute).sort();
    expect(fields).toEqual(['amount', 'expires_in_minutes']);
    expect(await codeCount()).toBe(before);
    const refused = await h.db.select().from(auditLog).where(eq(auditLog.action, 'qr.refused'));
    expect(refused.length).toBeGreaterThan(0);
  });

  it('refuses another organisation’s account and accepts a static code without amount', async () => {
    const other = await kit.accountOf('302398451', '001');
    const wrong = await kit.post<null>('accountant', 'qr/create', {
      method: 'static',
      account: other,
      amount: null,
      purpose: 'Doʻkon savdosi',
      expires_in_minutes: null,
    });
    expect(wrong.http).toBe(422);
    const ok = await kit.post<QrCode>('accountant', 'qr/create', {
      method: 'static',
      account: mainAccount,
      amount: null,
      purpose: 'Doʻkon savdosi',
      expires_in_minutes: null,
    });
    expect(ok.http).toBe(200);
    expect(ok.body.data?.amount).toBe('');
  });

  it('answers 404 for another organisation’s code and 403 to roles outside the list', async () => {
    const mine = await kit.get<Paged<QrCode>>('accountant', 'qr/list');
    const id = mine.body.data?.list[0]?.id ?? 0;
    expect((await kit.get('head_org2', `qr/view?id=${String(id)}`)).http).toBe(404);
    expect((await kit.get('accountant_simple', 'qr/list')).http).toBe(403);
    expect((await kit.post('passive_user', 'qr/create', dynamicBody())).http).toBe(403);
  });
});
