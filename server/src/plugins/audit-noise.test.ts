/**
 * Audit noise sampled and aggregated, and the retention purge of the audit log's non-financial rows
 * (issue 19 point 1): money rows are never deleted, and the log stays append-only otherwise.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/audit.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { recordAudit } from './audit.ts';
import { countAudit } from './audit-noise-repository.ts';
import { NOISE_WINDOW_MS, flushNoise, purgeAudit } from './audit-noise.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const DAY_MS = 86_400_000;

describe('unauthenticated noise', () => {
  it('writes one row per address, reason and 10 minutes, then one aggregate with the count', async () => {
    const ip = '198.51.100.90';
    for (let i = 0; i < 50; i++) {
      const answer = await h.app.inject({ method: 'GET', url: '/api/v2/page/get-info', remoteAddress: ip });
      expect(answer.statusCode).toBe(401);
    }
    expect(await countAudit(h.db, 'access.refused', ip)).toBe(1);
    const [first] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'access.refused'), eq(auditLog.ip, ip)));
    expect(first?.detail).toMatchObject({ http: 401, reason: 'no-token', sampled: true });

    // The window is still open: nothing aggregated yet.
    expect(await flushNoise(h.db, h.clock.now())).toBe(0);
    h.clock.advance(2 * NOISE_WINDOW_MS);
    expect(await flushNoise(h.db, h.clock.now())).toBeGreaterThanOrEqual(1);
    const aggregates = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'audit.aggregate'), eq(auditLog.ip, ip)));
    expect(aggregates).toHaveLength(1);
    expect(aggregates[0]?.detail).toMatchObject({ of: 'access.refused', reason: 'no-token', more: 49 });
    // Flushed once only.
    expect(await flushNoise(h.db, h.clock.now())).toBe(0);
  });
});

describe('audit retention', () => {
  it('purges old non-financial rows and never a money row', async () => {
    const now = h.clock.now();
    const old = new Date(now.getTime() - 400 * DAY_MS);
    const recent = new Date(now.getTime() - 10 * DAY_MS);
    const ip = '198.51.100.91';
    await recordAudit(h.db, { at: old, action: 'login.failure', ip, detail: { marker: 'old-noise' } });
    await recordAudit(h.db, { at: old, action: 'access.refused', ip, detail: { marker: 'old-noise' } });
    await recordAudit(h.db, { at: recent, action: 'login.failure', ip, detail: { marker: 'recent-noise' } });
    await recordAudit(h.db, { at: old, action: 'uzs-payment.send', ip, detail: { marker: 'old-money' } });
    await recordAudit(h.db, { at: old, action: 'user.block', ip, detail: { marker: 'old-admin' } });

    expect(await purgeAudit(h.db, now, 365)).toBeGreaterThanOrEqual(2);
    const left = await h.db.select().from(auditLog).where(eq(auditLog.ip, ip));
    expect(left.map((row) => row.detail['marker']).sort()).toEqual([
      'old-admin',
      'old-money',
      'recent-noise',
    ]);
  });

  it('keeps the log append-only outside the purge, and refuses a cutoff under 30 days', async () => {
    const money = sql`delete from audit_log where action = 'uzs-payment.send'`;
    await expect(h.db.execute(money)).rejects.toThrow();
    await expect(h.db.execute(sql`delete from audit_log where action = 'login.failure'`)).rejects.toThrow();
    await expect(h.db.execute(sql`update audit_log set ip = 'x'`)).rejects.toThrow();
    // Even the purge's own switch does not open money rows.
    await expect(
      h.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('corpbank.audit_purge', 'on', true)`);
        await tx.execute(sql`delete from audit_log where action = 'uzs-payment.send'`);
      }),
    ).rejects.toThrow();
    await expect(purgeAudit(h.db, h.clock.now(), 10)).rejects.toThrow();
    expect(await countAudit(h.db, 'uzs-payment.send', '198.51.100.91')).toBe(1);
  });
});
