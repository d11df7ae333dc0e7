/**
 * What a multiclient user may do in each child organisation of their parent (docs/decisions.md
 * "Multiclient administration"): the child's access level, the user's access level, the user's
 * screen groups in that child and, per account, a permission and a mode. The soum payments ask it
 * on every authorise and decline of the user (uzs-payment/payment-context.ts) and for the row
 * flags, so a right taken away stops the action on the server, not only in the menu.
 * The organisations a multiclient acts for also come from here (plugins/scope-repository.ts).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ALLOW, MODE, PERMISSION } from '../../../contracts/api/multiclient.ts';
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

export type RightRefusal =
  | 'multiclient.right.noMembership'
  | 'multiclient.right.childViewOnly'
  | 'multiclient.right.userViewOnly'
  | 'multiclient.right.noPaymentsGroup'
  | 'multiclient.right.noPermission'
  | 'multiclient.right.overLimit';

export interface MulticlientRights {
  /** null: the user may authorise (or decline) this payment; otherwise why not. */
  authorizeRefusal(organizationId: number, account: string, mfo: string, sum: bigint): RightRefusal | null;
  /** Whether the user may see payments of this account at all (permission view or more). */
  mayView(organizationId: number, account: string, mfo: string): boolean;
}

/** Everything the checks need for this user, read once per call. */
export async function loadMulticlientRights(db: Db, userId: number): Promise<MulticlientRights> {
  const [member] = await db
    .select({ multiclientId: multiclientUsers.multiclientId, allowId: multiclientUsers.allowId })
    .from(multiclientUsers)
    .where(and(eq(multiclientUsers.userId, userId), isNull(multiclientUsers.deletedAt)));
  if (member === undefined) {
    return { authorizeRefusal: () => 'multiclient.right.noMembership', mayView: () => false };
  }
  const children = await db
    .select({ organizationId: multiclientChildren.organizationId, allowId: multiclientChildren.allowId })
    .from(multiclientChildren)
    .where(eq(multiclientChildren.multiclientId, member.multiclientId));
  const childAllow = new Map(children.map((c) => [c.organizationId, c.allowId]));
  const orgIds = [...childAllow.keys()];
  const [settings, rows] =
    orgIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              organizationId: multiclientUserSettings.organizationId,
              groups: multiclientUserSettings.groups,
            })
            .from(multiclientUserSettings)
            .where(
              and(
                eq(multiclientUserSettings.userId, userId),
                inArray(multiclientUserSettings.organizationId, orgIds),
              ),
            ),
          db
            .select({
              organizationId: multiclientUserAccounts.organizationId,
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
                inArray(multiclientUserAccounts.organizationId, orgIds),
              ),
            ),
        ]);
  const groups = new Map(settings.map((s) => [s.organizationId, new Set(s.groups)]));
  const key = (org: number, account: string, mfo: string) => `${org}|${account}|${mfo}`;
  const byAccount = new Map(rows.map((r) => [key(r.organizationId, r.number, r.mfo), r]));

  return {
    authorizeRefusal(organizationId, account, mfo, sum) {
      const allow = childAllow.get(organizationId);
      if (allow === undefined) return 'multiclient.right.noMembership';
      if (allow !== ALLOW.full) return 'multiclient.right.childViewOnly';
      if (member.allowId !== ALLOW.full) return 'multiclient.right.userViewOnly';
      if (!(groups.get(organizationId)?.has('payments') ?? false)) return 'multiclient.right.noPaymentsGroup';
      const row = byAccount.get(key(organizationId, account, mfo));
      if (row === undefined || row.permission < PERMISSION.authorize) return 'multiclient.right.noPermission';
      if (row.mode === MODE.limit && (row.limit === null || sum > row.limit))
        return 'multiclient.right.overLimit';
      return null;
    },
    mayView(organizationId, account, mfo) {
      if (!childAllow.has(organizationId)) return false;
      const row = byAccount.get(key(organizationId, account, mfo));
      return row !== undefined && row.permission >= PERMISSION.view;
    },
  };
}
