/**
 * The rule of controlled accounts (spec 3 §2.4; /must-be-auth-accounts) as the payment modules
 * apply it: while a controlled-account row is active, a soum payment debiting that account may be
 * signed only by the user the row names; anyone else's signature is refused (403) before anything
 * is stored. Read inside the signing transaction.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mustBeAuthAccounts } from '../db/schema/controlled-accounts.ts';

/** Type 1: soum payments from the account (the only type; contracts/api/controlled-accounts.ts). */
export const CONTROLLED_UZS_PAYMENTS = 1;

/** The accounts among `accounts` that only their named user may sign from, with that user. */
export async function controlledSigners(
  tx: Db,
  accounts: readonly string[],
): Promise<ReadonlyMap<string, number>> {
  if (accounts.length === 0) return new Map();
  const rows = await tx
    .select({ account: mustBeAuthAccounts.account, userId: mustBeAuthAccounts.userId })
    .from(mustBeAuthAccounts)
    .where(
      and(
        inArray(mustBeAuthAccounts.account, [...new Set(accounts)]),
        eq(mustBeAuthAccounts.type, CONTROLLED_UZS_PAYMENTS),
        eq(mustBeAuthAccounts.status, 1),
      ),
    );
  return new Map(rows.map((r) => [r.account, r.userId]));
}
