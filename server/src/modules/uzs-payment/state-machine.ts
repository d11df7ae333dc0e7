/**
 * The soum-payment state machine (payments design, binding; docs/decisions.md "Soum payments").
 * Pure: the service loads the facts, asks here what the caller may do, and refuses the rest.
 *
 * Statuses: 1 Created · 2 Entered · 3 Signed (B) · 4 Signed · 5 Submitted for review · 6 Passed ·
 * 7 Denied · 8 Paid.
 *
 *   Created ──approve (auth-approve, many-approve)──▶ Entered
 *   Entered ──sign A (one-signature payment)──▶ Signed
 *   Entered ──sign B (two-signature payment)──▶ Signed (B) ──sign A──▶ Signed
 *   Entered | Signed (B) | Signed ──recall-approve-status──▶ Created   (signatures voided, version+1,
 *                                                                     multiclient authorisation cleared)
 *   Entered | Signed (B) ──return (a signer it awaits, with a reason)──▶ Created   (like recall; the
 *                                                                     reason in the payment's log)
 *   Signed ──send──▶ Submitted for review        (child organisation: only after m-client/payment-auth)
 *   Signed (child organisation) ──m-client/payment-decline──▶ Denied (reject_reason)
 *   Submitted ──processing job──▶ Passed (payer debited) | Denied (error_bank: closed account,
 *                                                                  insufficient funds)
 *   Passed ──processing job, next cycle──▶ Paid (recipient or correspondent credited)
 *   Created ──delete──▶ (removed);  Created ──save (edit)──▶ Created, version+1 (not a claim's payment)
 *
 * Who: preparers (client, accountant, super_head, accountant_simple) create, edit and delete in
 * Created, approve, recall, copy and make templates. head may edit in Created, sign and send, never
 * create. Signers: A = head, super_head, client; B = accountant_sign. A payment needs B then A when
 * its organisation must sign B or the payment asks for a second signature, else A alone. Send: any
 * preparer or signer. Return: a signer who may sign the payment now (isSign) may instead send it
 * back to its preparer with a reason (docs/decisions.md "A signer returns a payment"). multiclient: authorise or decline a Signed payment of a child organisation
 * (organizations.parent_id set) it acts for. passive_user, bank staff (admin_bank, super_user) and
 * the multiclient otherwise only view and export. The row version changes with content (edit,
 * recall), so a signature (which covers the version) never applies to other content.
 *
 * Four-eyes (issue 19 point 9, docs/decisions.md "Four-eyes"): when the organisation has dual
 * control (legal entities by default), nobody who prepared the payment — created it or last edited
 * it — may sign it, A or B; a sole proprietor's organisation (dual control off) may act alone.
 */
import {
  UZS_PREPARERS,
  UZS_SIGNERS_A,
  UZS_SIGNERS_B,
  UZS_STATUS,
  type SignerLetter,
  type UzsRowFlags,
  type UzsStatusId,
} from '../../../../contracts/api/uzs-payment.ts';
import { isClientRole, roleAllowed } from '../../../../contracts/roles.ts';

/** What the rules need to know about a payment. */
export interface PaymentFacts {
  readonly statusId: UzsStatusId;
  readonly secondSignature: boolean;
  readonly orgMustSignB: boolean;
  /** The payer organisation has a parent (multiclient authorisation needed before send). */
  readonly orgIsChild: boolean;
  readonly authorized: boolean;
  /** Made to pay a payment claim: never edited (delete it and pay the claim again). */
  readonly forClaim?: boolean;
  /** The payer organisation's four-eyes setting (organizations.dual_control). */
  readonly dualControl: boolean;
  /** Who prepared the current content: the creator and the last editor (user ids). */
  readonly preparedBy: readonly number[];
  /** The only user who may sign it: its account is an active controlled account (core/controlled-accounts-repository.ts). */
  readonly controlledBy?: number | null;
}

/** Who is asking; `actsForOrg`: the payment's organisation is one the caller works for. */
export interface CallerFacts {
  readonly role: string;
  readonly actsForOrg: boolean;
  readonly userId: number;
}

export type Action =
  | 'edit'
  | 'delete'
  | 'approve'
  | 'recall'
  | 'copy'
  | 'template'
  | 'sign'
  | 'return'
  | 'send'
  | 'auth'
  | 'decline';

export function isPreparer(role: string): boolean {
  return roleAllowed(role, UZS_PREPARERS);
}

export function signerLetter(role: string): SignerLetter | null {
  if (roleAllowed(role, UZS_SIGNERS_B)) return 'B';
  if (roleAllowed(role, UZS_SIGNERS_A)) return 'A';
  return null;
}

export function needsB(p: Pick<PaymentFacts, 'secondSignature' | 'orgMustSignB'>): boolean {
  return p.orgMustSignB || p.secondSignature;
}

export function requiredSignatures(
  p: Pick<PaymentFacts, 'secondSignature' | 'orgMustSignB'>,
): SignerLetter[] {
  return needsB(p) ? ['B', 'A'] : ['A'];
}

/** The status a signature by `letter` moves the payment to, or null when it cannot sign it now. */
export function statusAfterSign(p: PaymentFacts, letter: SignerLetter): UzsStatusId | null {
  if (needsB(p)) {
    if (p.statusId === UZS_STATUS.entered && letter === 'B') return UZS_STATUS.signedB;
    if (p.statusId === UZS_STATUS.signedB && letter === 'A') return UZS_STATUS.signed;
    return null;
  }
  return p.statusId === UZS_STATUS.entered && letter === 'A' ? UZS_STATUS.signed : null;
}

/** Dual control forbids this caller's signature: they prepared the payment themselves. */
export function fourEyesRefuses(
  p: Pick<PaymentFacts, 'dualControl' | 'preparedBy'>,
  caller: Pick<CallerFacts, 'userId'>,
): boolean {
  return p.dualControl && p.preparedBy.includes(caller.userId);
}

const RECALLABLE: readonly UzsStatusId[] = [UZS_STATUS.entered, UZS_STATUS.signedB, UZS_STATUS.signed];

function awaitsMulticlient(p: PaymentFacts): boolean {
  return p.statusId === UZS_STATUS.signed && p.orgIsChild && !p.authorized;
}

/** Whether the caller may do `action` to the payment now. */
export function can(action: Action, p: PaymentFacts, caller: CallerFacts): boolean {
  if (!caller.actsForOrg) return false;
  const { role } = caller;
  const created = p.statusId === UZS_STATUS.created;
  switch (action) {
    case 'edit':
      return created && p.forClaim !== true && (isPreparer(role) || roleAllowed(role, ['head']));
    case 'delete':
    case 'approve':
      return created && isPreparer(role);
    case 'recall':
      return RECALLABLE.includes(p.statusId) && isPreparer(role);
    case 'copy':
    case 'template':
      return isPreparer(role);
    case 'sign': {
      const letter = signerLetter(role);
      return (
        letter !== null &&
        statusAfterSign(p, letter) !== null &&
        !fourEyesRefuses(p, caller) &&
        (p.controlledBy == null || p.controlledBy === caller.userId)
      );
    }
    case 'return':
      // Whoever the payment now awaits (Entered, or Signed (B) for an A signer) may refuse it instead.
      return can('sign', p, caller);
    case 'send':
      return (
        p.statusId === UZS_STATUS.signed &&
        (!p.orgIsChild || p.authorized) &&
        (isPreparer(role) || signerLetter(role) !== null)
      );
    case 'auth':
    case 'decline':
      return roleAllowed(role, ['multiclient']) && awaitsMulticlient(p);
  }
}

/** The per-row flags of spec 2 §3 for this caller. */
export function rowFlags(p: PaymentFacts, caller: CallerFacts): UzsRowFlags {
  const client = isClientRole(caller.role);
  const sign = can('sign', p, caller);
  const letter = signerLetter(caller.role);
  const completes = sign && letter !== null && statusAfterSign(p, letter) === UZS_STATUS.signed;
  const edit = can('edit', p, caller);
  const approve = can('approve', p, caller);
  const auth = can('auth', p, caller);
  return {
    isCopy: can('copy', p, caller),
    isApprove: approve,
    isAuth: auth,
    isDecline: can('decline', p, caller),
    isDelete: can('delete', p, caller),
    isEdit: edit,
    isUpdate: edit,
    isView: true,
    isMulticlientAccept: auth,
    isSend: can('send', p, caller),
    isSign: sign,
    // Sign and send at once: this signature completes the set and nothing else must happen first.
    IsSignSend: completes && !p.orgIsChild,
    isManyApprove: approve,
    isRecallApprove: can('recall', p, caller),
    isCreate: isPreparer(caller.role),
    isExport: true,
    isFilter: client,
    isList: client,
    isTemplate: can('template', p, caller),
    isReturn: sign,
  };
}
