/**
 * The server's access decision from the RBAC tables (issue 25; contracts/api/rbac.ts). The router
 * asks `decide` on every call; it answers from a snapshot of the tables held in memory, so the
 * steady state costs no SQL per call. The snapshot carries `rbac_state.version`: at most once per
 * VERSION_TTL_MS this node reads that one number, and reloads the tables when it moved. So a change
 * made on any node takes effect on every node within a second, and at once on the node that made
 * it (`forget`). At start (`sync`), every endpoint record without a permission gets one, granted to
 * the roles of its record, and every role of the catalogue gets a row: new endpoints are covered,
 * and what an admin changed is never put back.
 */
import { ROLES, toRole, type RoleList } from '../../../contracts/roles.ts';
import { endpointKey } from '../../../contracts/api/rbac.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { recordAudit } from './audit.ts';
import {
  buildSnapshot,
  decide,
  nameNewPermissions,
  type CallFacts,
  type Decision,
  type EndpointLike,
  type Snapshot,
} from './access-rules.ts';
import {
  bumpVersion,
  insertPermissions,
  insertSystemRoles,
  readTables,
  readVersion,
  roleNames,
  storedPermissionNames,
} from './access-repository.ts';

/** How long a node trusts its snapshot before reading the version again (≤ 1 s, issue 25). */
export const VERSION_TTL_MS = 1_000;

export interface AccessEndpoint extends EndpointLike {
  readonly access: RoleList | 'public';
}

export interface Access {
  /** The decision for a signed-in call (null: the endpoint has no permission row; use its record). */
  decide(e: EndpointLike, role: string, facts: CallFacts): Promise<Decision | null>;
  /** Gives every endpoint a permission and every catalogue role a row; answers how many were added. */
  sync(endpoints: readonly AccessEndpoint[]): Promise<number>;
  /** The tables changed on this node: read them afresh at the next call. */
  forget(): void;
}

export function createAccess(db: Db, clock: Clock): Access {
  let snapshot: Snapshot | null = null;
  let checkedAt = 0;
  let loading: Promise<Snapshot> | null = null;

  async function load(): Promise<Snapshot> {
    const tables = await readTables(db);
    return buildSnapshot(tables.version, tables.permissions, tables.grants, tables.rules);
  }

  async function current(): Promise<Snapshot> {
    const now = clock.now().getTime();
    if (snapshot !== null && now - checkedAt < VERSION_TTL_MS) return snapshot;
    // One refresh at a time: concurrent calls share it.
    loading ??= (async () => {
      try {
        const version = snapshot === null ? -1 : await readVersion(db);
        const next = snapshot !== null && version === snapshot.version ? snapshot : await load();
        snapshot = next;
        checkedAt = clock.now().getTime();
        return next;
      } finally {
        loading = null;
      }
    })();
    return loading;
  }

  return {
    async decide(e, role, facts) {
      return decide(await current(), endpointKey(e), role, facts);
    },

    async sync(endpoints) {
      const secured = endpoints.filter((e) => e.access !== 'public');
      const stored = await storedPermissionNames(db);
      const known = new Set(stored.map((p) => p.endpoint));
      const missing = secured.filter((e) => !known.has(endpointKey(e)));
      const added = await db.transaction(async (tx) => {
        const rolesAdded = await insertSystemRoles(tx, ROLES);
        const allRoles = await roleNames(tx);
        if (missing.length === 0) {
          if (rolesAdded > 0) await bumpVersion(tx);
          return rolesAdded;
        }
        const names = nameNewPermissions(missing, new Set(stored.map((p) => p.name)));
        const list = missing.map((e) => {
          const access = e.access as RoleList;
          const roles =
            access === '*' || access.length === 0
              ? allRoles
              : access.map((r) => toRole(r) ?? r).filter((r) => allRoles.includes(r));
          return { name: names.get(endpointKey(e)) ?? endpointKey(e), endpoint: endpointKey(e), roles };
        });
        const inserted = await insertPermissions(tx, list);
        if (inserted + rolesAdded > 0) {
          await bumpVersion(tx);
          await recordAudit(tx, {
            at: clock.now(),
            action: 'rbac.sync',
            detail: { permissions: inserted, roles: rolesAdded },
          });
        }
        return inserted + rolesAdded;
      });
      snapshot = null;
      return added;
    },

    forget() {
      snapshot = null;
    },
  };
}
