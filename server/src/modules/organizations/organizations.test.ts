/**
 * The organisation's dual-control setting (contracts/api/organization-settings.ts, docs/decisions.md
 * "Four-eyes"): every client role reads it, only the head changes it, only for its own organisation
 * (another's id answers 404), each change audited, and the payment rule follows at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationSettings } from '../../../../contracts/api/organization-settings.ts';
import type { UzsPaymentRow } from '../../../../contracts/api/uzs-payment.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { organizations } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createKit, type Kit } from '../uzs-payment/testing.ts';

let h: Harness;
let kit: Kit;
let mainId: number;
let samarqandId: number;

async function orgId(inn: string): Promise<number> {
  const [row] = await h.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.inn, inn));
  if (row === undefined) throw new Error(`no organisation ${inn}`);
  return row.id;
}

async function userId(username: string): Promise<number> {
  const [row] = await h.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (row === undefined) throw new Error(`no user ${username}`);
  return row.id;
}

beforeAll(async () => {
  h = await createHarness();
  kit = createKit(h);
  mainId = await orgId('301245678');
  samarqandId = await orgId('302398451');
});
afterAll(async () => h.close());
afterEach(async () => {
  await h.db.update(organizations).set({ dualControl: true }).where(eq(organizations.id, mainId));
});

/** A payment of the main organisation made and approved by `preparer` (Entered). */
async function entered(preparer: string, sum: string): Promise<UzsPaymentRow> {
  const row = await kit.create(preparer, await kit.body('main', { sum }));
  expect((await kit.post(preparer, 'uzs-payment/many-approve', { ids: [row.id] })).http).toBe(200);
  return row;
}

describe('the dual-control setting', () => {
  it('every client role reads its organisation’s; only the head may change it', async () => {
    const read = await kit.get<OrganizationSettings>('accountant', 'organization/settings');
    expect(read.http).toBe(200);
    expect(read.body.data).toMatchObject({
      id: mainId,
      legal_form: 'legal_entity',
      dual_control: true,
      isChangeDualControl: false,
    });
    expect((await kit.get<OrganizationSettings>('head', 'organization/settings')).body.data).toMatchObject({
      isChangeDualControl: true,
    });
    for (const username of ['client', 'accountant', 'super_head', 'accountant_sign', 'admin']) {
      const answer = await kit.post(username, `organization/dual-control/${mainId}`, { dual_control: false });
      expect(answer.http, username).toBe(403);
    }
    const [row] = await h.db.select().from(organizations).where(eq(organizations.id, mainId));
    expect(row?.dualControl).toBe(true);
  });

  it('another organisation’s id answers 404 and changes nothing', async () => {
    const answer = await kit.post('head', `organization/dual-control/${samarqandId}`, {
      dual_control: false,
    });
    expect(answer.http).toBe(404);
    const [row] = await h.db.select().from(organizations).where(eq(organizations.id, samarqandId));
    expect(row?.dualControl).toBe(true);
    expect((await kit.post('head', 'organization/dual-control/999999', { dual_control: false })).http).toBe(
      404,
    );
  });

  it('the head switches it off and on, each change audited, and the rule follows', async () => {
    const off = await kit.post<OrganizationSettings>('head', `organization/dual-control/${mainId}`, {
      dual_control: false,
    });
    expect(off.http).toBe(200);
    expect(off.body.data?.dual_control).toBe(false);
    const row = await entered('client', '131000.00');
    expect((await kit.view('client', row.id)).isSign).toBe(true);

    const on = await kit.post<OrganizationSettings>('head', `organization/dual-control/${mainId}`, {
      dual_control: true,
    });
    expect(on.body.data?.dual_control).toBe(true);
    expect((await kit.view('client', row.id)).isSign).toBe(false);
    expect((await kit.sign('client', [row.id])).http).toBe(403);

    const audited = await h.db
      .select({ detail: auditLog.detail, userId: auditLog.userId })
      .from(auditLog)
      .where(eq(auditLog.action, 'organization.dual-control'));
    const head = await userId('head');
    expect(audited).toEqual(
      expect.arrayContaining([
        { userId: head, detail: { organizationId: mainId, from: true, to: false } },
        { userId: head, detail: { organizationId: mainId, from: false, to: true } },
      ]),
    );
  });
});
