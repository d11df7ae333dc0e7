/**
 * The organisations a caller acts for — the scope every client-facing read and change is filtered
 * by, so another organisation's record answers 404 (docs/architecture.md §3). One place for every
 * module (issue 16: it lived in the soum payments' repository and nine modules reached into it).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { organizations } from '../db/schema/reference.ts';
import { userOrganizations } from '../db/schema/users.ts';
import { multiclientChildIds } from '../core/multiclient-rights.ts';

/** null: every organisation (bank staff); otherwise the organisation ids the caller works for. */
export type Scope = readonly number[] | null;

/**
 * `acrossChildren`: a multiclient's every organisation even after choosing one child (the
 * cross-child payments, /m-payments); otherwise a multiclient who chose a child
 * (m-client/select-organization) acts for that child only.
 */
export async function scopeOf(
  db: Db,
  session: {
    userId: number;
    role: string;
    organizationId: number | null;
    actingOrganizationId?: number | null;
  },
  options: { acrossChildren?: boolean } = {},
): Promise<Scope> {
  const role = session.role.replace(/_/g, '').toLowerCase();
  if (role === 'adminbank' || role === 'superuser') return null;
  const own = await db
    .select({ id: userOrganizations.organizationId })
    .from(userOrganizations)
    .where(eq(userOrganizations.userId, session.userId));
  const ownIds = own.map((r) => r.id);
  // A client-role user acts for every organisation linked to them (a head of two companies signs
  // for both, issue 6); the session's organisation is where they prepare new payments.
  if (role !== 'multiclient') {
    const current = session.organizationId === null ? [] : [session.organizationId];
    return [...new Set([...current, ...ownIds])];
  }
  // A multiclient acts for the organisations linked to them and their branches, and for the
  // children of the parent they belong to (multiclient administration).
  const [children, parentChildren] = await Promise.all([
    ownIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: organizations.id })
          .from(organizations)
          .where(inArray(organizations.parentId, ownIds)),
    multiclientChildIds(db, session.userId),
  ]);
  const all = [...new Set([...ownIds, ...children.map((c) => c.id), ...parentChildren])];
  const acting = session.actingOrganizationId ?? null;
  if (options.acrossChildren !== true && acting !== null && all.includes(acting)) return [acting];
  return all;
}
