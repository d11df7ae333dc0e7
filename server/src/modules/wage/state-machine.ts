/**
 * Who may do what to a salary card order, in which status: the one table the per-row flags and
 * every action's check read. passive_user reads only.
 */
import {
  WAGE_PREPARERS,
  WAGE_SENDERS,
  WAGE_SIGNERS,
  WAGE_STATUS,
  type WageRowFlag,
  type WageStatusId,
} from '../../../../contracts/api/wage.ts';
import { roleAllowed, type Role } from '../../../../contracts/roles.ts';

export type WageAction = 'update' | 'delete' | 'sign' | 'send' | 'pin';

const RULES: Record<WageAction, { statuses: readonly WageStatusId[]; roles: readonly Role[] }> = {
  update: { statuses: [WAGE_STATUS.created, WAGE_STATUS.signed], roles: WAGE_PREPARERS },
  delete: { statuses: [WAGE_STATUS.created, WAGE_STATUS.signed], roles: WAGE_PREPARERS },
  sign: { statuses: [WAGE_STATUS.created], roles: WAGE_SIGNERS },
  send: { statuses: [WAGE_STATUS.signed], roles: WAGE_SENDERS },
  pin: { statuses: [WAGE_STATUS.ready], roles: WAGE_PREPARERS },
};

export function canWage(action: WageAction, statusId: number, role: string): boolean {
  const rule = RULES[action];
  return rule.statuses.includes(statusId as WageStatusId) && roleAllowed(role, rule.roles);
}

export function wageFlags(statusId: number, role: string): Record<WageRowFlag, boolean> {
  return {
    isView: true,
    isUpdate: canWage('update', statusId, role),
    isDelete: canWage('delete', statusId, role),
    isSign: canWage('sign', statusId, role),
    isSend: canWage('send', statusId, role),
    isPin: canWage('pin', statusId, role),
  };
}
