/**
 * Seed step demo-staff-users-v1: people for the admin's user screens (/users). Two deputy heads of
 * XK «Buxoro Qurilish Materiallari» with phones (so each can activate a passkey phone), which the
 * users e2e journeys block — one per Playwright project, used by no other journey — and one
 * accountant the admin has already blocked, so the list shows both states.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { organizations } from '../schema/reference.ts';
import { loginHistory } from '../schema/security.ts';
import { userOrganizations, users } from '../schema/users.ts';
import { DEMO_ORGANIZATIONS, type OrgKey } from './demo-data.ts';
import { claimSeedStep, seedStepDone, type SeedContext } from './seed-step.ts';

export const STAFF_USERS_STEP = 'demo-staff-users-v1';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface StaffDemoUser {
  readonly username: string;
  readonly role: 'super_head' | 'accountant';
  readonly fullName: string;
  readonly organization: OrgKey;
  readonly phone: string;
  /** Blocked by the admin this many days ago, with this reason. */
  readonly blocked?: { readonly daysAgo: number; readonly reason: string };
}

export const STAFF_DEMO_USERS: readonly StaffDemoUser[] = [
  {
    username: 'deputy_org4',
    role: 'super_head',
    fullName: 'Rajabov Elyor Shukurovich',
    organization: 'buxoro',
    phone: '998915550141',
  },
  {
    username: 'deputy2_org4',
    role: 'super_head',
    fullName: 'Karimova Nigora Saidovna',
    organization: 'buxoro',
    phone: '998915550142',
  },
  {
    username: 'accountant_left',
    role: 'accountant',
    fullName: 'Toshpo‘latov Bobur Alijonovich',
    organization: 'buxoro',
    phone: '998915550143',
    blocked: { daysAgo: 12, reason: 'Уволен 09.11 / left the company' },
  },
];

export async function seedStaffUsers(db: Db, { demoPasswordHash, clock }: SeedContext): Promise<boolean> {
  if (await seedStepDone(db, STAFF_USERS_STEP)) return false;
  const passwordHash = await demoPasswordHash();
  const now = clock.now().getTime();
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, STAFF_USERS_STEP))) return false;
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    for (const person of STAFF_DEMO_USERS) {
      const inn = DEMO_ORGANIZATIONS.find((o) => o.key === person.organization)?.inn ?? '';
      const [org] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.inn, inn));
      const [row] = await tx
        .insert(users)
        .values({
          username: person.username,
          fullName: person.fullName,
          role: person.role,
          passwordHash,
          phone: person.phone,
          createdAt: new Date(now - 60 * DAY_MS),
          ...(person.blocked === undefined
            ? {}
            : {
                blockedAt: new Date(now - person.blocked.daysAgo * DAY_MS),
                blockedBy: admin?.id ?? null,
                blockedReason: person.blocked.reason,
              }),
        })
        .returning({ id: users.id });
      if (row === undefined) continue;
      if (org !== undefined) {
        await tx
          .insert(userOrganizations)
          .values({ userId: row.id, organizationId: org.id, isDefault: true });
      }
      await tx.insert(loginHistory).values({
        userId: row.id,
        at: new Date(now - 20 * DAY_MS),
        ip: '10.30.2.14',
        os: 'Android',
        browser: 'Chrome',
        country: 'UZ',
        success: true,
      });
    }
    return true;
  });
}
