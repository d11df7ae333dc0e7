/**
 * Who may do what to a transfer between own foreign-currency accounts, in which status: the one
 * table the per-row flags and every action's check read (docs/decisions.md "Transfers between own
 * foreign-currency accounts"). Only people acting for the transfer's organisation act; bank staff
 * and the multiclient read.
 */
import {
  FX_PREPARERS,
  FX_SENDERS,
  FX_SIGNERS,
  FX_STATUS,
  type FxRowFlag,
  type FxStatusId,
} from '../../../../contracts/api/fx-transfer.ts';
import { roleAllowed, type Role } from '../../../../contracts/roles.ts';

export type FxAction = 'edit' | 'delete' | 'sign' | 'send';

export interface FxCaller {
  readonly role: string;
  /** Whether the caller acts for the transfer's organisation (not only reads it). */
  readonly actsForOrg: boolean;
}

const RULES: Record<FxAction, { statuses: readonly FxStatusId[]; roles: readonly Role[] }> = {
  edit: { statuses: [FX_STATUS.created, FX_STATUS.signed], roles: FX_PREPARERS },
  delete: { statuses: [FX_STATUS.created, FX_STATUS.signed], roles: FX_PREPARERS },
  sign: { statuses: [FX_STATUS.created], roles: FX_SIGNERS },
  send: { statuses: [FX_STATUS.signed], roles: FX_SENDERS },
};

export function canFx(action: FxAction, statusId: number, caller: FxCaller): boolean {
  const rule = RULES[action];
  return (
    caller.actsForOrg &&
    rule.statuses.includes(statusId as FxStatusId) &&
    roleAllowed(caller.role, rule.roles)
  );
}

export function fxFlags(statusId: number, caller: FxCaller): Record<FxRowFlag, boolean> {
  return {
    isView: true,
    isEdit: canFx('edit', statusId, caller),
    isDelete: canFx('delete', statusId, caller),
    isSign: canFx('sign', statusId, caller),
    isSend: canFx('send', statusId, caller),
  };
}
