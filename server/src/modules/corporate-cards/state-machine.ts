/**
 * Who may do what to a corporate card order, in which status: the one table the per-row flags and
 * every action's check read. Only people acting for the order's organisation act; bank staff
 * (universal_manager, contact_center, msb_user) and passive_user read.
 */
import {
  CARD_ORDER_STATUS,
  CARD_PREPARERS,
  CARD_SENDERS,
  CARD_SIGNERS,
  type CardOrderStatusId,
  type CardRowFlag,
} from '../../../../contracts/api/corporate-cards.ts';
import { roleAllowed, type Role } from '../../../../contracts/roles.ts';

export type CardAction = 'update' | 'delete' | 'sign' | 'send';

export interface CardCaller {
  readonly role: string;
  readonly actsForOrg: boolean;
}

const RULES: Record<CardAction, { statuses: readonly CardOrderStatusId[]; roles: readonly Role[] }> = {
  update: { statuses: [CARD_ORDER_STATUS.created, CARD_ORDER_STATUS.signed], roles: CARD_PREPARERS },
  delete: { statuses: [CARD_ORDER_STATUS.created, CARD_ORDER_STATUS.signed], roles: CARD_PREPARERS },
  sign: { statuses: [CARD_ORDER_STATUS.created], roles: CARD_SIGNERS },
  send: { statuses: [CARD_ORDER_STATUS.signed], roles: CARD_SENDERS },
};

export function canCard(action: CardAction, statusId: number, caller: CardCaller): boolean {
  const rule = RULES[action];
  return (
    caller.actsForOrg &&
    rule.statuses.includes(statusId as CardOrderStatusId) &&
    roleAllowed(caller.role, rule.roles)
  );
}

export function cardFlags(statusId: number, caller: CardCaller): Record<CardRowFlag, boolean> {
  return {
    isView: true,
    isUpdate: canCard('update', statusId, caller),
    isDelete: canCard('delete', statusId, caller),
    isSign: canCard('sign', statusId, caller),
    isSend: canCard('send', statusId, caller),
  };
}
