/**
 * Which action a caller may take on a credit request in its status (contracts/api/credit-request.ts):
 * draft → sign → signed → send → sent → review → documents | approve | refuse. Editing a signed or
 * documents-requested request puts it back to draft (signature voided, version + 1). The bank's
 * credit officer never edits or signs; the client never reviews, approves or refuses.
 */
import {
  CREDIT_OFFICERS,
  CREDIT_PREPARERS,
  CREDIT_SENDERS,
  CREDIT_SIGNERS,
  type CreditStatus,
} from '../../../../contracts/api/credit-request.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';

export type CreditAction = 'edit' | 'sign' | 'send' | 'review' | 'documents' | 'approve' | 'refuse';

const FROM: Record<CreditAction, readonly CreditStatus[]> = {
  edit: ['draft', 'signed', 'documents'],
  sign: ['draft'],
  send: ['signed'],
  review: ['sent'],
  documents: ['sent', 'review'],
  approve: ['sent', 'review'],
  refuse: ['sent', 'review'],
};

const WHO: Record<CreditAction, readonly string[]> = {
  edit: CREDIT_PREPARERS,
  sign: CREDIT_SIGNERS,
  send: CREDIT_SENDERS,
  review: CREDIT_OFFICERS,
  documents: CREDIT_OFFICERS,
  approve: CREDIT_OFFICERS,
  refuse: CREDIT_OFFICERS,
};

/** The status an allowed action leads to. */
export const NEXT: Record<CreditAction, CreditStatus> = {
  edit: 'draft',
  sign: 'signed',
  send: 'sent',
  review: 'review',
  documents: 'documents',
  approve: 'approved',
  refuse: 'refused',
};

export function canCredit(action: CreditAction, status: CreditStatus, role: string): boolean {
  return FROM[action].includes(status) && roleAllowed(role, WHO[action] as never);
}

export function creditFlags(status: CreditStatus, role: string) {
  return {
    isView: true,
    isEdit: canCredit('edit', status, role),
    isSign: canCredit('sign', status, role),
    isSend: canCredit('send', status, role),
    isReview: canCredit('review', status, role),
    isRequestDocuments: canCredit('documents', status, role),
    isApprove: canCredit('approve', status, role),
    isRefuse: canCredit('refuse', status, role),
  };
}
