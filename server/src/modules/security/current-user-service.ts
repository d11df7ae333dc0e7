/** The current-user record of spec 1 §3, answered by sign-in and by page/get-info. */
import type { CurrentUser } from '../../../../contracts/api/security.ts';
import { roleLabelKey } from '../../../../contracts/roles.ts';
import type { Db } from '../../db/client.ts';
import { findUserById, organizationsOf } from './repository.ts';

export async function loadCurrentUser(
  db: Db,
  userId: number,
  organizationId: number | null,
): Promise<CurrentUser> {
  const user = await findUserById(db, userId);
  if (user === undefined) throw new Error(`user ${userId} of a live session is missing`);
  const organizations = await organizationsOf(db, userId);
  const current = organizations.find((o) => o.id === organizationId) ?? null;
  return {
    id: user.id,
    username: user.username,
    // roleName is the role whose label the drawer shows (accountant_simple is labelled accountant);
    // role is the exact role every access rule uses.
    roleName: roleLabelKey(user.role),
    role: user.role,
    fullName: user.fullName,
    organizations: organizations.map(({ id, name, inn, nibbd }) => ({ id, name, inn, nibbd })),
    organizationId: current?.id ?? null,
    organizationName: current?.name ?? null,
    inn: current?.inn ?? null,
    nibbd: current?.nibbd ?? null,
    isMsb: user.isMsb,
    isPasswordChangeRequired: user.passwordChangeRequired,
    unallowedModules: user.unallowedModules,
    creditOffer: user.creditOffer,
    birthDay: user.birthDay,
    canSwitch: organizations.length > 1,
    existPersonalManager: user.personalManagerId !== null,
  };
}
