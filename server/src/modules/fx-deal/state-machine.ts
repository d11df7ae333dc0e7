/**
 * Who may do what with a currency buy/sell request (contracts/api/fx-deal.ts has the life cycle;
 * docs/decisions.md "Currency buy/sell requests"). Pure: the service loads the facts and asks here.
 *
 * Clients (their own organisations' requests): preparers create, edit (Created, Signed, Returned),
 * delete (Created, Returned) and copy; signers A sign a Created request — under four-eyes not one
 * they prepared; preparers and head send a Signed one. The bank's currency officers accept a Sent
 * request, return or reject a Sent or Accepted one and execute an Accepted one. Everyone else who
 * may open the list only views.
 */
import {
  FX_OFFICERS,
  FX_PREPARERS,
  FX_SENDERS,
  FX_SIGNERS,
  FX_STATUS,
  type FxRowFlags,
  type FxStatusId,
} from '../../../../contracts/api/fx-deal.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';

export interface DealFacts {
  readonly statusId: FxStatusId;
  readonly dualControl: boolean;
  /** The creator and the last editor. */
  readonly preparedBy: readonly number[];
}

export interface CallerFacts {
  readonly role: string;
  readonly userId: number;
  /** The request's organisation is one the caller works for. */
  readonly actsForOrg: boolean;
}

export type FxAction =
  'edit' | 'delete' | 'copy' | 'sign' | 'send' | 'accept' | 'return' | 'reject' | 'execute';

const S = FX_STATUS;

export function can(action: FxAction, d: DealFacts, c: CallerFacts): boolean {
  const preparer = c.actsForOrg && roleAllowed(c.role, FX_PREPARERS);
  const officer = roleAllowed(c.role, FX_OFFICERS);
  switch (action) {
    case 'edit':
      return preparer && (d.statusId === S.created || d.statusId === S.signed || d.statusId === S.returned);
    case 'delete':
      return preparer && (d.statusId === S.created || d.statusId === S.returned);
    case 'copy':
      return preparer;
    case 'sign':
      return (
        c.actsForOrg &&
        roleAllowed(c.role, FX_SIGNERS) &&
        d.statusId === S.created &&
        !(d.dualControl && d.preparedBy.includes(c.userId))
      );
    case 'send':
      return c.actsForOrg && roleAllowed(c.role, FX_SENDERS) && d.statusId === S.signed;
    case 'accept':
      return officer && d.statusId === S.sent;
    case 'return':
    case 'reject':
      return officer && (d.statusId === S.sent || d.statusId === S.accepted);
    case 'execute':
      return officer && d.statusId === S.accepted;
  }
}

export function rowFlags(d: DealFacts, c: CallerFacts): FxRowFlags {
  return {
    isView: true,
    isEdit: can('edit', d, c),
    isCopy: can('copy', d, c),
    isDelete: can('delete', d, c),
    isSign: can('sign', d, c),
    isSend: can('send', d, c),
    isAccept: can('accept', d, c),
    isReturn: can('return', d, c),
    isExecute: can('execute', d, c),
    isReject: can('reject', d, c),
  };
}
