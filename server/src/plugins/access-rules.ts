/**
 * The pure half of the server's access decision (plugins/access.ts): the snapshot built from the
 * RBAC tables, the decision for one call, rule conditions, permission naming and the lock-out test.
 * No I/O here, so every rule is unit-tested (access-rules.test.ts).
 */
import { BlockList, isIP } from 'node:net';
import {
  endpointKey,
  groupCovers,
  permissionBaseName,
  type RuleCondition,
} from '../../../contracts/api/rbac.ts';
import { normalizeRole } from '../../../contracts/roles.ts';

export interface PermissionRow {
  readonly name: string;
  readonly endpoint: string | null;
  readonly ruleName: string | null;
}
export interface GrantRow {
  readonly role: string;
  readonly permission: string;
}
export interface RuleRow {
  readonly name: string;
  readonly condition: RuleCondition;
}

/** What a call presents to a rule. */
export interface CallFacts {
  readonly ip: string;
  readonly now: Date;
}

export interface Decision {
  readonly allowed: boolean;
  /** Why not: 'role' (no permission held) or `rule:<name>` (every held permission's rule failed). */
  readonly reason?: string;
}

/** One endpoint: per normalised role, the rule of each permission that grants it (null: none). */
type EndpointGrants = ReadonlyMap<string, readonly (Condition | null)[]>;

interface Condition {
  readonly name: string;
  readonly test: (facts: CallFacts) => boolean;
}

export interface Snapshot {
  readonly version: number;
  /** Endpoint key → grants; an endpoint missing here has no permission row yet. */
  readonly endpoints: ReadonlyMap<string, EndpointGrants>;
}

const TASHKENT_OFFSET_MIN = 5 * 60;

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Monday–Friday, from ≤ time < to, Tashkent time (UTC+5, no daylight saving). */
export function withinOperatingHours(now: Date, from: string, to: string): boolean {
  const local = new Date(now.getTime() + TASHKENT_OFFSET_MIN * 60_000);
  const day = local.getUTCDay();
  if (day === 0 || day === 6) return false;
  const at = local.getUTCHours() * 60 + local.getUTCMinutes();
  return at >= minutes(from) && at < minutes(to);
}

/** `10.0.0.0/8`, `192.168.1.7`, `fd00::/8`: the network and its prefix, or null when malformed. */
export function parseNetwork(
  text: string,
): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefixText] = text.trim().split('/');
  const version = isIP(address);
  if (version === 0) return null;
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText ?? String(max)) || prefix > max) return null;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** A test of the caller's address against networks, built once per snapshot (not per call). */
export function ipTest(networks: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const text of networks) {
    const n = parseNetwork(text);
    if (n !== null) list.addSubnet(n.address, n.prefix, n.family);
  }
  return (ip) => {
    // An IPv4 caller seen through an IPv6 socket (::ffff:10.1.2.3) is matched as IPv4.
    const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
    const version = isIP(plain);
    return version !== 0 && list.check(plain, version === 4 ? 'ipv4' : 'ipv6');
  };
}

export function conditionTest(condition: RuleCondition): (facts: CallFacts) => boolean {
  switch (condition.kind) {
    case 'operating_hours':
      return (facts) => withinOperatingHours(facts.now, condition.from, condition.to);
    case 'ip_allowlist': {
      const test = ipTest(condition.networks);
      return (facts) => test(facts.ip);
    }
  }
}

/** The permissions that grant `name`: itself and every group covering it. */
function coveringPermissions(name: string, groups: readonly string[]): string[] {
  return [name, ...groups.filter((g) => groupCovers(g, name))];
}

export function buildSnapshot(
  version: number,
  permissions: readonly PermissionRow[],
  grants: readonly GrantRow[],
  rules: readonly RuleRow[],
): Snapshot {
  const conditions = new Map(
    rules.map((r) => [r.name, { name: r.name, test: conditionTest(r.condition) } satisfies Condition]),
  );
  const ruleOf = new Map(permissions.map((p) => [p.name, p.ruleName]));
  const rolesOf = new Map<string, string[]>();
  for (const g of grants) {
    const list = rolesOf.get(g.permission) ?? [];
    list.push(normalizeRole(g.role));
    rolesOf.set(g.permission, list);
  }
  const groups = permissions.filter((p) => p.endpoint === null).map((p) => p.name);
  const endpoints = new Map<string, EndpointGrants>();
  for (const p of permissions) {
    if (p.endpoint === null) continue;
    const byRole = new Map<string, (Condition | null)[]>();
    for (const name of coveringPermissions(p.name, groups)) {
      const ruleName = ruleOf.get(name) ?? null;
      // A rule that no longer exists cannot pass: the permission grants nothing until fixed.
      const condition: Condition | null =
        ruleName === null ? null : (conditions.get(ruleName) ?? { name: ruleName, test: () => false });
      for (const role of rolesOf.get(name) ?? []) {
        const list = byRole.get(role) ?? [];
        list.push(condition);
        byRole.set(role, list);
      }
    }
    endpoints.set(p.endpoint, byRole);
  }
  return { version, endpoints };
}

/**
 * The decision for a call of endpoint `key` by `role`. Null when the endpoint has no permission
 * row (not synced yet): the caller falls back to the endpoint record's role list.
 */
export function decide(snapshot: Snapshot, key: string, role: string, facts: CallFacts): Decision | null {
  const grants = snapshot.endpoints.get(key);
  if (grants === undefined) return null;
  const held = grants.get(normalizeRole(role));
  if (held === undefined || held.length === 0) return { allowed: false, reason: 'role' };
  let failed: string | null = null;
  for (const condition of held) {
    if (condition === null || condition.test(facts)) return { allowed: true };
    failed ??= condition.name;
  }
  return { allowed: false, reason: `rule:${failed ?? ''}` };
}

/**
 * Whether some role with an active user holds every one of `endpoints` (the RBAC calls) without a
 * rule: otherwise nobody could undo the change, so it is refused (lock-out protection).
 */
export function someoneKeepsAccess(
  snapshot: Snapshot,
  endpoints: readonly string[],
  activeRoles: readonly string[],
): boolean {
  return activeRoles.some((role) =>
    endpoints.every((key) => {
      const held = snapshot.endpoints.get(key)?.get(normalizeRole(role));
      return held !== undefined && held.some((c) => c === null);
    }),
  );
}

export interface EndpointLike {
  readonly method: string;
  readonly base: string;
  readonly path: string;
}

/**
 * Names for endpoints that have no permission yet: the path's name (`mfo.create`), with the method
 * appended when two endpoints share it (`x.get`, `x.post`), and a number after that; never a name in
 * `taken`. Deterministic for the same records, whatever order they were registered in.
 */
export function nameNewPermissions(
  endpoints: readonly EndpointLike[],
  taken: ReadonlySet<string>,
): Map<string, string> {
  const sorted = [...endpoints].sort((a, b) => endpointKey(a).localeCompare(endpointKey(b)));
  const byBase = new Map<string, EndpointLike[]>();
  for (const e of sorted) {
    const name = permissionBaseName(e);
    byBase.set(name, [...(byBase.get(name) ?? []), e]);
  }
  const used = new Set(taken);
  const names = new Map<string, string>();
  for (const [baseName, group] of byBase) {
    for (const e of group) {
      let name = group.length === 1 ? baseName : `${baseName}.${e.method.toLowerCase()}`;
      for (let n = 2; used.has(name); n += 1) {
        name = `${group.length === 1 ? baseName : `${baseName}.${e.method.toLowerCase()}`}-${n}`;
      }
      used.add(name);
      names.set(endpointKey(e), name);
    }
  }
  return names;
}
