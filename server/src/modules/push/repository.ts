/**
 * Push tokens: one row per browser token, owned by the user who last saved it; and the reads that
 * decide who is pushed about a payment awaiting a signature.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Language } from '../../../../contracts/envelope.ts';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { organizations } from '../../db/schema/reference.ts';
import { pushTokens, userOrganizations, users } from '../../db/schema/users.ts';

export async function saveToken(
  db: Db,
  userId: number,
  token: string,
  language: Language,
  now: Date,
): Promise<void> {
  // A token belongs to one browser; when another user signs in there it moves to that user.
  await db
    .insert(pushTokens)
    .values({ userId, token, language, updatedAt: now })
    .onConflictDoUpdate({ target: pushTokens.token, set: { userId, language, updatedAt: now } });
}

export interface TokenRow {
  readonly token: string;
  readonly userId: number;
  readonly language: string | null;
}

const tokenColumns = { token: pushTokens.token, userId: pushTokens.userId, language: pushTokens.language };

/** Tokens of every user whose role is one of `roles` (exact role names, as stored). */
export function tokensOfRoles(db: Db, roles: readonly string[]): Promise<TokenRow[]> {
  if (roles.length === 0) return Promise.resolve([]);
  return db
    .select(tokenColumns)
    .from(pushTokens)
    .innerJoin(users, eq(users.id, pushTokens.userId))
    .where(inArray(users.role, [...roles]));
}

export function tokensOfUsers(db: Db, userIds: readonly number[]): Promise<TokenRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select(tokenColumns)
    .from(pushTokens)
    .where(inArray(pushTokens.userId, [...userIds]));
}

/** Forgets tokens FCM no longer knows (the browser unsubscribed or the app data was cleared). */
export async function deleteTokens(db: Db, tokens: readonly string[]): Promise<void> {
  if (tokens.length === 0) return;
  await db.delete(pushTokens).where(inArray(pushTokens.token, [...tokens]));
}

/** Payments among `ids` with what decides whether and how they await a signature (awaiting-signature-service.ts). */
export function paymentsForSignaturePush(db: Db, ids: readonly number[]) {
  return db
    .select({
      id: payments.id,
      number: payments.number,
      sum: payments.sum,
      currency: payments.currency,
      recipient: payments.rName,
      organizationId: payments.organizationId,
      statusId: payments.statusId,
      secondSignature: payments.secondSignature,
      orgMustSignB: organizations.mustSignB,
    })
    .from(payments)
    .innerJoin(organizations, eq(organizations.id, payments.organizationId))
    .where(inArray(payments.id, [...new Set(ids)]));
}

/** Who prepared a payment (its creator and, when edited since, its last editor), for a return's push. */
export async function preparersOfPayment(
  db: Db,
  id: number,
): Promise<{ number: string; createdBy: number; editedBy: number | null; status: number } | null> {
  const [row] = await db
    .select({
      number: payments.number,
      createdBy: payments.createdBy,
      editedBy: payments.editedBy,
      status: payments.statusId,
    })
    .from(payments)
    .where(eq(payments.id, id));
  return row ?? null;
}

/** The id and role of every user who acts for the organisation (user_organizations). */
export function usersOfOrganization(db: Db, organizationId: number): Promise<{ id: number; role: string }[]> {
  return db
    .select({ id: users.id, role: users.role })
    .from(users)
    .innerJoin(userOrganizations, eq(userOrganizations.userId, users.id))
    .where(eq(userOrganizations.organizationId, organizationId));
}
