/**
 * The currency-payment state machine (contracts/api/currency-payment.ts). Pure: the service loads
 * the facts, asks here what the caller may do, and refuses the rest.
 *
 *   Created ──sign A (one signature)──▶ Signed
 *   Created ──sign B (organisation must sign B)──▶ Signed (B) ──sign A──▶ Signed
 *   Created | Signed (B) | Signed ──save (edit)──▶ Created, signatures voided, version + 1
 *   Created ──delete──▶ (removed)
 *   Signed ──send──▶ Sent (value date fixed by the 16:00 cut-off)
 *   Sent ──processing job──▶ Executed (debited, UETR, MT103) | Rejected (closed account, funds)
 *   Executed ──gpi chain──▶ Credited | Rejected (refunded) | On hold (waiting for documents)
 *
 * Who signs is the soum payments' rule (uzs-payment/state-machine.ts): A = head, super_head,
 * client; B = accountant_sign; B first when the organisation must sign B; under dual control
 * nobody who prepared the payment signs it. Preparers create, edit and delete; head edits too.
 * Viewers (passive_user, super_user, multiclient, cur_head_bank) only read.
 */
import {
  FX_PREPARERS,
  FX_SIGNERS_A,
  FX_SIGNERS_B,
  FX_STATUS,
  type FxRowFlags,
  type FxStatusId,
} from '../../../../contracts/api/currency-payment.ts';
import { isClientRole, roleAllowed } from '../../../../contracts/roles.ts';

export function isPreparer(role: string): boolean {
  return roleAllowed(role, FX_PREPARERS);
}

/** A = head, super_head, client; B = accountant_sign (the soum payments' letters). */
export function signerLetter(role: string): 'A' | 'B' | null {
  if (roleAllowed(role, FX_SIGNERS_B)) return 'B';
  if (roleAllowed(role, FX_SIGNERS_A)) return 'A';
  return null;
}

/** Dual control forbids this caller's signature: they prepared (created or last edited) the payment. */
export function fourEyesRefuses(
  p: Pick<FxFacts, 'dualControl' | 'preparedBy'>,
  caller: Pick<FxCaller, 'userId'>,
): boolean {
  return p.dualControl && p.preparedBy.includes(caller.userId);
}

export interface FxFacts {
  readonly statusId: FxStatusId;
  readonly orgMustSignB: boolean;
  readonly dualControl: boolean;
  /** The creator and the last editor (user ids). */
  readonly preparedBy: readonly number[];
  readonly hasGpi: boolean;
  readonly hasMt103: boolean;
}

export interface FxCaller {
  readonly role: string;
  /** The payment's organisation is one the caller works for (bank viewers: false). */
  readonly actsForOrg: boolean;
  readonly userId: number;
}

export type FxAction = 'edit' | 'delete' | 'sign' | 'send';

export function requiredSignatures(p: Pick<FxFacts, 'orgMustSignB'>): ('A' | 'B')[] {
  return p.orgMustSignB ? ['B', 'A'] : ['A'];
}

/** The status a signature by `letter` moves the payment to, or null when it cannot sign now. */
export function statusAfterSign(
  p: Pick<FxFacts, 'statusId' | 'orgMustSignB'>,
  letter: 'A' | 'B',
): FxStatusId | null {
  if (p.orgMustSignB) {
    if (p.statusId === FX_STATUS.created && letter === 'B') return FX_STATUS.signedB;
    if (p.statusId === FX_STATUS.signedB && letter === 'A') return FX_STATUS.signed;
    return null;
  }
  return p.statusId === FX_STATUS.created && letter === 'A' ? FX_STATUS.signed : null;
}

const EDITABLE: readonly FxStatusId[] = [FX_STATUS.created, FX_STATUS.signedB, FX_STATUS.signed];

export function can(action: FxAction, p: FxFacts, caller: FxCaller): boolean {
  if (!caller.actsForOrg) return false;
  const { role } = caller;
  switch (action) {
    case 'edit':
      return EDITABLE.includes(p.statusId) && (isPreparer(role) || roleAllowed(role, ['head']));
    case 'delete':
      return p.statusId === FX_STATUS.created && isPreparer(role);
    case 'sign': {
      const letter = signerLetter(role);
      return letter !== null && statusAfterSign(p, letter) !== null && !fourEyesRefuses(p, caller);
    }
    case 'send':
      return p.statusId === FX_STATUS.signed && (isPreparer(role) || signerLetter(role) !== null);
  }
}

export function rowFlags(p: FxFacts, caller: FxCaller): FxRowFlags {
  const sign = can('sign', p, caller);
  const letter = signerLetter(caller.role);
  const edit = can('edit', p, caller);
  return {
    isView: true,
    isEdit: edit,
    isUpdate: edit,
    isDelete: can('delete', p, caller),
    isSign: sign,
    isSend: can('send', p, caller),
    IsSignSend: sign && letter !== null && statusAfterSign(p, letter) === FX_STATUS.signed,
    isCreate: isClientRole(caller.role) && isPreparer(caller.role),
    isExport: true,
    isTracker: p.hasGpi,
    isMt103: p.hasMt103,
  };
}
