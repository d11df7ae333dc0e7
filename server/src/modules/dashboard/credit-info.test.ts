import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditInfo } from '../../../../contracts/api/dashboard.ts';
import { fromMinor } from '../../../../contracts/money.ts';
import { credits } from '../../db/schema/credits.ts';
import { organizations } from '../../db/schema/reference.ts';
import { createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function creditInfo(username: string) {
  return h.call<CreditInfo>('POST', 'dashboard/credit-info', { token: await h.login(username) });
}

describe('dashboard/credit-info', () => {
  it('totals each currency exactly as the stored credits of the organisation', async () => {
    const answer = await creditInfo('accountant');
    expect(answer.http).toBe(200);
    const info = answer.body.data;
    if (info === undefined) throw new Error('no data');
    const names = [...new Set(info.credits.map((c) => c.organization_name))];
    expect(names).toHaveLength(1);
    const own = await h.db
      .select()
      .from(credits)
      .where(
        inArray(
          credits.organizationId,
          h.db.select({ id: organizations.id }).from(organizations).where(inArray(organizations.name, names)),
        ),
      );
    expect(info.credits).toHaveLength(own.length);
    expect(own.length).toBeGreaterThanOrEqual(2);
    for (const total of info.totals) {
      const of = own.filter((c) => c.currency === total.currency);
      expect(total.credits).toBe(of.length);
      expect(total.debt).toBe(
        fromMinor(of.reduce((s, c) => s + c.principal + c.interest + c.overdueInterest, 0n)),
      );
      expect(total.overdue).toBe(
        fromMinor(of.reduce((s, c) => s + c.overduePrincipal + c.overdueInterest, 0n)),
      );
      const nearest = of.map((c) => c.nextPaymentDate ?? '9999').sort()[0];
      expect(total.next_payment_date).toBe(nearest);
      expect(total.next_payment_amount).toBe(
        fromMinor(
          of.filter((c) => c.nextPaymentDate === nearest).reduce((s, c) => s + c.nextPaymentAmount, 0n),
        ),
      );
    }
    expect(info.credits.find((c) => c.overdue_principal !== '0.00')).toBeDefined();
    expect(info.credits.every((c) => /^\d+\.\d{2}$/.test(c.perc))).toBe(true);
  });

  it('shows only the caller’s organisations: another organisation’s credits never, a multiclient’s children’s too', async () => {
    const own = (await creditInfo('accountant')).body.data?.credits ?? [];
    const other = (await creditInfo('accountant_org2')).body.data?.credits ?? [];
    const numbers = new Set(own.map((c) => c.number));
    expect(other.length).toBeGreaterThan(0);
    expect(other.some((c) => numbers.has(c.number))).toBe(false);
    const multi = (await creditInfo('multiclient')).body.data?.credits ?? [];
    for (const c of [...own, ...other]) expect(multi.some((m) => m.number === c.number)).toBe(true);
  });

  it('refuses a body (400) and staff roles (403)', async () => {
    const token = await h.login('accountant');
    expect((await h.call('POST', 'dashboard/credit-info', { token, body: { org: 2 } })).http).toBe(400);
    expect((await creditInfo('admin')).http).toBe(403);
  });
});
