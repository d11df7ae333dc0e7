/**
 * Who may do what to an online account order, in which status: the one table the per-row flags and
 * every action's check read. Only people acting for the order's organisation act; passive_user reads.
 */
import {
  ACCOUNT_ORDER_PREPARERS,
  ACCOUNT_ORDER_SENDERS,
  ACCOUNT_ORDER_SIGNERS,
  ACCOUNT_ORDER_STATUS,
  type AccountOrderRowFlag,
  type AccountOrderStatusId,
} from '../../../../contracts/api/online-order.ts';
import { roleAllowed, type Role } from '../../../../contracts/roles.ts';

export type AccountOrderAction = 'edit' | 'delete' | 'sign' | 'send';

const S = ACCOUNT_ORDER_STATUS;
const RULES: Record<
  AccountOrderAction,
  { statuses: readonly AccountOrderStatusId[]; roles: readonly Role[] }
> = {
  edit: { statuses: [S.created, S.signed], roles: ACCOUNT_ORDER_PREPARERS },
  delete: { statuses: [S.created, S.signed], roles: ACCOUNT_ORDER_PREPARERS },
  sign: { statuses: [S.created], roles: ACCOUNT_ORDER_SIGNERS },
  send: { statuses: [S.signed], roles: ACCOUNT_ORDER_SENDERS },
};

export function canAccountOrder(action: AccountOrderAction, statusId: number, role: string): boolean {
  const rule = RULES[action];
  return rule.statuses.includes(statusId as AccountOrderStatusId) && roleAllowed(role, rule.roles);
}

export function accountOrderFlags(statusId: number, role: string): Record<AccountOrderRowFlag, boolean> {
  return {
    isView: true,
    isEdit: canAccountOrder('edit', statusId, role),
    isDelete: canAccountOrder('delete', statusId, role),
    isSign: canAccountOrder('sign', statusId, role),
    isSend: canAccountOrder('send', statusId, role),
  };
}
