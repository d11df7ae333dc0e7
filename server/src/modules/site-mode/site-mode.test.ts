import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteModeState } from '../../../../contracts/api/site-mode.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { bankSettings } from '../../db/schema/reference.ts';
import { createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let adminBank: string;
let head: string;
beforeAll(async () => {
  h = await createHarness();
  adminBank = await h.login('admin_bank');
  head = await h.login('head');
});
afterAll(() => h.close());

const body = (maintenance: boolean) => ({
  maintenance,
  message_ru: maintenance ? 'Обновляем систему до 18:00.' : '',
  message_en: maintenance ? 'Upgrading until 18:00.' : '',
  message_uz: '',
});

const audits = async (action: string) => h.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('site mode', () => {
  it('shows any signed-in user the mode; only admin_bank may switch it', async () => {
    const seen = await h.call<SiteModeState>('GET', 'site-mode/view', { token: head });
    expect(seen.body.data).toMatchObject({ maintenance: false, canSwitch: false });
    expect(
      (await h.call<SiteModeState>('GET', 'site-mode/view', { token: adminBank })).body.data?.canSwitch,
    ).toBe(true);
    const refusedBefore = (await audits('access.refused')).length;
    for (const role of ['admin', 'head', 'super_user']) {
      const token = role === 'head' ? head : await h.login(role);
      const res = await h.call('PUT', 'site-mode/update', { token, body: body(true) });
      expect(res.http, role).toBe(403);
    }
    expect((await audits('access.refused')).length).toBe(refusedBefore + 3);
    const [row] = await h.db.select().from(bankSettings);
    expect(row?.maintenance).toBe(false);
  });

  it('blocks every call and sign-in while on, except admin_bank, and unblocks when switched off', async () => {
    const switched = await h.call<SiteModeState>('PUT', 'site-mode/update', {
      token: adminBank,
      body: body(true),
    });
    expect(switched.http).toBe(200);
    expect(switched.body.data).toMatchObject({
      maintenance: true,
      message_ru: 'Обновляем систему до 18:00.',
    });
    try {
      // At once on this node, without waiting for the cached flag to expire.
      const refused = await h.call('GET', 'page/tickers', { token: head });
      expect(refused.http).toBe(503);
      expect(refused.body).toEqual({ status: 'setting', message: 'Обновляем систему до 18:00.' });
      const en = await h.call('GET', 'page/tickers', { token: head, lang: 'en' });
      expect(en.body.message).toBe('Upgrading until 18:00.');
      // Left empty for Uzbek: the standard text.
      const uz = await h.call('GET', 'page/tickers', { token: head, lang: 'uz' });
      expect(uz.body.message).toBe('Texnik ishlar: sayt modernizatsiya qilinmoqda. Keyinroq urinib koʻring.');

      // Sign-in: refused to others (audited), open to admin_bank, who can switch it back.
      const before = (await audits('access.refused')).length;
      await expect(h.login('accountant')).rejects.toThrow(/503/);
      const refusal = (await audits('access.refused')).slice(before);
      expect(refusal.map((r) => (r.detail as { reason?: string }).reason)).toEqual(['maintenance']);
      const fresh = await h.login('admin_bank');
      expect((await h.call('GET', 'page/tickers', { token: fresh })).http).toBe(200);
      expect((await h.call('GET', 'page/login-notices')).http).toBe(200);
    } finally {
      const off = await h.call<SiteModeState>('PUT', 'site-mode/update', {
        token: adminBank,
        body: body(false),
      });
      expect(off.body.data?.maintenance).toBe(false);
    }
    expect((await h.call('GET', 'page/tickers', { token: head })).http).toBe(200);
    await h.login('accountant');
    const switches = await audits('site-mode.switch');
    expect(switches.map((r) => r.detail)).toEqual([
      { maintenance: true, was: false },
      { maintenance: false, was: true },
    ]);
    expect(switches.every((r) => r.username === 'admin_bank')).toBe(true);
  });

  it('refuses a message that is too long (400) and switches nothing', async () => {
    const res = await h.call('PUT', 'site-mode/update', {
      token: adminBank,
      body: { ...body(true), message_ru: 'я'.repeat(501) },
    });
    expect(res.http).toBe(400);
    expect((await h.db.select().from(bankSettings))[0]?.maintenance).toBe(false);
  });
});
