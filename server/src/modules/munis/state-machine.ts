/**
 * Who may do what to a utility payment, in which status: the one table the per-row flags and every
 * action's check read. Only people acting for the payment's organisation act; passive_user reads.
 */
import {
  MUNIS_PREPARERS,
  MUNIS_SENDERS,
  MUNIS_SIGNERS,
  MUNIS_STATUS,
  type MunisRowFlag,
  type MunisStatusId,
} from '../../../../contracts/api/munis.ts';
import { roleAllowed, type Role } from '../../../../contracts/roles.ts';

export type MunisAction = 'edit' | 'delete' | 'sign' | 'send';

const RULES: Record<MunisAction, { statuses: readonly MunisStatusId[]; roles: readonly Role[] }> = {
  edit: { statuses: [MUNIS_STATUS.created, MUNIS_STATUS.signed], roles: MUNIS_PREPARERS },
  delete: { statuses: [MUNIS_STATUS.created, MUNIS_STATUS.signed], roles: MUNIS_PREPARERS },
  sign: { statuses: [MUNIS_STATUS.created], roles: MUNIS_SIGNERS },
  send: { statuses: [MUNIS_STATUS.signed], roles: MUNIS_SENDERS },
};

export function canMunis(action: MunisAction, statusId: number, role: string): boolean {
  const rule = RULES[action];
  return rule.statuses.includes(statusId as MunisStatusId) && roleAllowed(role, rule.roles);
}

export function munisFlags(statusId: number, role: string): Record<MunisRowFlag, boolean> {
  return {
    isView: true,
    isEdit: canMunis('edit', statusId, role),
    isDelete: canMunis('delete', statusId, role),
    isSign: canMunis('sign', statusId, role),
    isSend: canMunis('send', statusId, role),
  };
}
