/** SQL of a multiclient user's rights (core/multiclient-rights.ts says what they mean). */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  multiclientChildren,
  multiclientUserAccounts,
  multiclientUsers,
  multiclientUserSettings,
} from '../db/schema/multiclients.ts';
import { accounts } from '../db/schema/payments.ts';

/** The child organisations of the user's parent (none when the user belongs to no parent). */
export async function multiclientChildIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: multiclientChildren.organizationId })
    .from(multiclientUsers)
    .innerJoin(multiclientChildren, eq(multiclientChildren.multiclientId, multiclientUsers.multiclientId))
    .where(and(eq(multiclientUsers.userId, userId), isNull(multiclientUsers.deletedAt)));
  return rows.map((r) => r.id);
}

export async function membershipOf(db: Db, userId: number) {
  const [row] = await db
    .select({ multiclientId: multiclientUsers.multiclientId, allowId: multiclientUsers.allowId })
    .from(multiclientUsers)
    .where(and(eq(multiclientUsers.userId, userId), isNull(multiclientUsers.deletedAt)));
  return row ?? null;
}

export function childrenOf(db: Db, multiclientId: number) {
  return db
    .select({ organizationId: multiclientChildren.organizationId, allowId: multiclientChildren.allowId })
    .from(multiclientChildren)
    .where(eq(multiclientChildren.multiclientId, multiclientId));
}

export function groupsOf(db: Db, userId: number, orgIds: readonly number[]) {
  return db
    .select({
      organizationId: multiclientUserSettings.organizationId,
      groups: multiclientUserSettings.groups,
    })
    .from(multiclientUserSettings)
    .where(
      and(
        eq(multiclientUserSettings.userId, userId),
        inArray(multiclientUserSettings.organizationId, [...orgIds]),
      ),
    );
}

export function accountRightsOf(db: Db, userId: number, orgIds: readonly number[]) {
  return db
    .select({
      organizationId: multiclientUserAccounts.organizationId,
      accountId: accounts.id,
      number: accounts.number,
      mfo: accounts.mfo,
      permission: multiclientUserAccounts.permission,
      mode: multiclientUserAccounts.mode,
      limit: multiclientUserAccounts.amountNotMore,
    })
    .from(multiclientUserAccounts)
    .innerJoin(accounts, eq(accounts.id, multiclientUserAccounts.accountId))
    .where(
      and(
        eq(multiclientUserAccounts.userId, userId),
        inArray(multiclientUserAccounts.organizationId, [...orgIds]),
      ),
    );
}
