import { PAYMENT_USERS } from './seed/payments-data.ts';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../../contracts/roles.ts';
import { createHarness, DEMO_PASSWORD, type Harness } from '../test/harness.ts';
import { auditLog } from './schema/audit.ts';
import { ledgerEntries } from './schema/payments.ts';
import { organizations } from './schema/reference.ts';
import { signingKeys, userOrganizations, users } from './schema/users.ts';
import { announcements, notifications } from './schema/shell.ts';
import { demoLogins } from './seed/demo-data.ts';
import { seedDemo } from './seed/demo.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** The error the database raised, whatever wrapper the driver put around it. */
function rootMessage(error: unknown): string {
  let current: unknown = error;
  const messages: string[] = [];
  while (current instanceof Error) {
    messages.push(current.message);
    current = current.cause;
  }
  return messages.join(' | ');
}

async function failure(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    return rootMessage(error);
  }
  throw new Error('expected the statement to fail');
}

describe('audit_log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    await h.login('head');
    const before = await h.db.select({ n: count() }).from(auditLog);
    expect(before[0]?.n).toBeGreaterThan(0);
    expect(await failure(() => h.db.update(auditLog).set({ action: 'logout' }))).toMatch(/append-only/);
    expect(await failure(() => h.db.delete(auditLog))).toMatch(/append-only/);
    expect(await failure(() => h.db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
    const after = await h.db.select({ n: count() }).from(auditLog);
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});

describe('ledger_entries', () => {
  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    const before = await h.db.select({ n: count() }).from(ledgerEntries);
    expect(before[0]?.n).toBeGreaterThan(0);
    expect(await failure(() => h.db.update(ledgerEntries).set({ transactionId: 'edited' }))).toMatch(
      /append-only/,
    );
    expect(await failure(() => h.db.delete(ledgerEntries))).toMatch(/append-only/);
    expect(await failure(() => h.db.execute(sql`truncate ledger_entries cascade`))).toMatch(/append-only/);
    const after = await h.db.select({ n: count() }).from(ledgerEntries);
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});

describe('demo seed', () => {
  const counts = async () => ({
    users: (await h.db.select({ n: count() }).from(users))[0]?.n,
    organizations: (await h.db.select({ n: count() }).from(organizations))[0]?.n,
    links: (await h.db.select({ n: count() }).from(userOrganizations))[0]?.n,
    announcements: (await h.db.select({ n: count() }).from(announcements))[0]?.n,
    notifications: (await h.db.select({ n: count() }).from(notifications))[0]?.n,
    keys: (await h.db.select({ n: count() }).from(signingKeys))[0]?.n,
  });

  it('has a user for every role, plus accountant_new and head_org2, each with a signing key', async () => {
    const names = (await h.db.select({ username: users.username }).from(users)).map((u) => u.username);
    expect(names).toEqual(expect.arrayContaining([...ROLES, 'accountant_new', 'head_org2']));
    expect(demoLogins()).toHaveLength(ROLES.length + 2 + PAYMENT_USERS.length);
    // The payments seed step adds the people of the other organisations (payments-data.ts).
    expect((await counts()).keys).toBe(ROLES.length + 2 + PAYMENT_USERS.length);
  });

  it('changes nothing when run again, and migrations re-run cleanly', async () => {
    const before = await counts();
    expect(await seedDemo(h.db, { demoPassword: DEMO_PASSWORD, clock: h.clock })).toBe(false);
    await h.database.migrate();
    expect(await counts()).toEqual(before);
    expect(before.organizations).toBeGreaterThanOrEqual(4);
  });
});
