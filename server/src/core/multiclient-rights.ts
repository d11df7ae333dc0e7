/**
 * What a multiclient user may do in each child organisation of their parent (docs/decisions.md
 * "Multiclient administration"): the child's access level, the user's access level, the user's
 * screen groups in that child and, per account, a permission and a mode. The soum payments ask it
 * on every authorise and decline of the user (uzs-payment/payment-context.ts) and for the row
 * flags, so a right taken away stops the action on the server, not only in the menu.
 * The organisations a multiclient acts for also come from here (plugins/scope-repository.ts).
 */
import { ALLOW, MODE, PERMISSION } from '../../../contracts/api/multiclient.ts';
import type { Db } from '../db/client.ts';
import {
  accountRightsOf,
  childrenOf,
  groupsOf,
  membershipOf,
  multiclientChildIds,
} from './multiclient-rights-repository.ts';

export { multiclientChildIds };

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
  /** Whether the child's screen groups hold this one (reports, statements …). */
  hasGroup(organizationId: number, group: string): boolean;
  /** The accounts whose payments the user may see (permission view or more), in every child. */
  viewableAccountIds(): readonly number[];
}

/** Everything the checks need for this user, read once per call. */
export async function loadMulticlientRights(db: Db, userId: number): Promise<MulticlientRights> {
  const member = await membershipOf(db, userId);
  if (member === null) {
    return {
      authorizeRefusal: () => 'multiclient.right.noMembership',
      mayView: () => false,
      hasGroup: () => false,
      viewableAccountIds: () => [],
    };
  }
  const children = await childrenOf(db, member.multiclientId);
  const childAllow = new Map(children.map((c) => [c.organizationId, c.allowId]));
  const orgIds = [...childAllow.keys()];
  const [settings, rows] =
    orgIds.length === 0
      ? [[], []]
      : await Promise.all([groupsOf(db, userId, orgIds), accountRightsOf(db, userId, orgIds)]);
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
    hasGroup(organizationId, group) {
      return childAllow.has(organizationId) && (groups.get(organizationId)?.has(group) ?? false);
    },
    mayView(organizationId, account, mfo) {
      if (!childAllow.has(organizationId)) return false;
      const row = byAccount.get(key(organizationId, account, mfo));
      return row !== undefined && row.permission >= PERMISSION.view;
    },
    viewableAccountIds() {
      return rows
        .filter((r) => childAllow.has(r.organizationId) && r.permission >= PERMISSION.view)
        .map((r) => r.accountId);
    },
  };
}
