/**
 * Who may do what to a salary statement, in which status: the one table the per-row flags and
 * every action's check read. passive_user reads only.
 */
import {
  SALARY_PREPARERS,
  SALARY_SENDERS,
  SALARY_SIGNERS,
  SALARY_STATUS,
  type SalaryRowFlag,
  type SalaryStatusId,
} from '../../../../contracts/api/salary.ts';
import { roleAllowed, type Role } from '../../../../contracts/roles.ts';

export type SalaryAction = 'delete' | 'sign' | 'send';

const RULES: Record<SalaryAction, { statuses: readonly SalaryStatusId[]; roles: readonly Role[] }> = {
  delete: { statuses: [SALARY_STATUS.created, SALARY_STATUS.signed], roles: SALARY_PREPARERS },
  sign: { statuses: [SALARY_STATUS.created], roles: SALARY_SIGNERS },
  send: { statuses: [SALARY_STATUS.signed], roles: SALARY_SENDERS },
};

export function canSalary(action: SalaryAction, statusId: number, role: string): boolean {
  const rule = RULES[action];
  return rule.statuses.includes(statusId as SalaryStatusId) && roleAllowed(role, rule.roles);
}

export function salaryFlags(statusId: number, role: string): Record<SalaryRowFlag, boolean> {
  return {
    isView: true,
    isDelete: canSalary('delete', statusId, role),
    isSign: canSalary('sign', statusId, role),
    isSend: canSalary('send', statusId, role),
  };
}
