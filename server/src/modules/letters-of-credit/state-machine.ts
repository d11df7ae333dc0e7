/**
 * Who may do what with a letter of credit in which status (contracts/api/letters-of-credit.ts):
 * the client's preparers edit and delete until it is sent, its signers sign a created letter, both
 * send a signed one; the bank role issues or rejects a sent one, amends or records documents on an
 * issued one, pays after documents, and closes a paid one (or an issued one, returning the cover).
 */
import {
  LC_BANK_ROLES,
  LC_PREPARERS,
  LC_SIGNERS,
  type LcAction,
  type LcStatus,
} from '../../../../contracts/api/letters-of-credit.ts';

export type LcDoing = LcAction | 'edit' | 'delete' | 'sign';

const has = (list: readonly string[], role: string) => list.includes(role);

export function isBankRole(role: string): boolean {
  return has(LC_BANK_ROLES, role);
}

export function can(doing: LcDoing, status: LcStatus, role: string): boolean {
  switch (doing) {
    case 'edit':
    case 'delete':
      return has(LC_PREPARERS, role) && (status === 'created' || status === 'signed');
    case 'sign':
      return has(LC_SIGNERS, role) && status === 'created';
    case 'send':
      return (has(LC_PREPARERS, role) || has(LC_SIGNERS, role)) && status === 'signed';
    case 'issue':
    case 'reject':
      return isBankRole(role) && status === 'sent';
    case 'amend':
    case 'documents':
      return isBankRole(role) && (status === 'issued' || status === 'amended');
    case 'pay':
      return isBankRole(role) && status === 'documents_presented';
    case 'close':
      return isBankRole(role) && (status === 'paid' || status === 'issued' || status === 'amended');
  }
}

/** The status an action leads to. */
export function statusAfter(doing: LcAction, status: LcStatus): LcStatus {
  switch (doing) {
    case 'send':
      return 'sent';
    case 'issue':
      return 'issued';
    case 'reject':
      return 'rejected';
    case 'amend':
      return 'amended';
    case 'documents':
      return 'documents_presented';
    case 'pay':
      return 'paid';
    case 'close':
      return status === 'closed' ? status : 'closed';
  }
}
