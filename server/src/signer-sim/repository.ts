/** SQL of the demo signing client (signer-sim.ts): a demo user's key and default organisation. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { organizations } from '../db/schema/reference.ts';
import { signingKeys, userOrganizations, users } from '../db/schema/users.ts';

/** The signing key of the user (name compared without case), with the default organisation's name and INN. */
export async function signingKeyOfUser(db: Db, username: string) {
  const [row] = await db
    .select({
      username: users.username,
      fullName: users.fullName,
      serialNumber: signingKeys.serialNumber,
      publicKey: signingKeys.publicKey,
      privateKey: signingKeys.privateKey,
      validFrom: signingKeys.validFrom,
      validTo: signingKeys.validTo,
      organization: organizations.name,
      inn: organizations.inn,
    })
    .from(users)
    .innerJoin(signingKeys, eq(signingKeys.userId, users.id))
    .leftJoin(
      userOrganizations,
      and(eq(userOrganizations.userId, users.id), eq(userOrganizations.isDefault, true)),
    )
    .leftJoin(organizations, eq(organizations.id, userOrganizations.organizationId))
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .orderBy(asc(organizations.id))
    .limit(1);
  return row;
}
