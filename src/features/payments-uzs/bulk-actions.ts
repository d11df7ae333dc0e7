/**
 * The bulk actions of /uzs-payments (spec 2 §4, spec 1 §5): each is enabled only when every
 * selected row carries its flag — sign only when all are signable (isSign), send only when all are
 * sendable (isSend), sign-and-send only when this signature completes each (IsSignSend).
 * The server's flag `IsSignSend` is spelled with a capital I; the list rows carry it again as
 * `isSignSend` so the kit's flag gating (flags named is…) applies to it like to the others.
 */
import type { UzsPaymentRow } from '../../../contracts/api/uzs-payment.ts';
import { bulkEnabled, type FlagName } from '../../ui/paged-table/table-logic.ts';

export type ListRow = UzsPaymentRow & { readonly isSignSend: boolean };

export function withListFlags(row: UzsPaymentRow): ListRow {
  return { ...row, isSignSend: row.IsSignSend };
}

export const BULK_ACTIONS = [
  { id: 'sign', flag: 'isSign' },
  { id: 'send', flag: 'isSend' },
  { id: 'signSend', flag: 'isSignSend' },
  { id: 'approve', flag: 'isManyApprove' },
  { id: 'copy', flag: 'isCopy' },
  { id: 'delete', flag: 'isDelete' },
] as const satisfies readonly { id: string; flag: FlagName }[];

export type BulkId = (typeof BULK_ACTIONS)[number]['id'];

/** Which bulk actions the selection allows. */
export function bulkAllowed(rows: readonly ListRow[]): Record<BulkId, boolean> {
  return Object.fromEntries(BULK_ACTIONS.map((a) => [a.id, bulkEnabled(rows, a.flag)])) as Record<
    BulkId,
    boolean
  >;
}
