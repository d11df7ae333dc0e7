import { UZS_STATUS, type UzsPaymentRow, type UzsStatusId } from '../../../contracts/api/uzs-payment.ts';
import { fromMinor, toMinor } from '../../../contracts/money.ts';
import type { ChipTone } from '../../ui/status-chip.tsx';

/** Sum of the rows' amounts, exact (minor units). */
export function totalOf(rows: readonly Pick<UzsPaymentRow, 'sum'>[]): string {
  return fromMinor(rows.reduce((sum, row) => sum + toMinor(row.sum), 0n));
}

/** Executed or paid reads as success, refused as danger, everything on its way as neutral. */
export function statusTone(status: UzsStatusId): ChipTone {
  if (status === UZS_STATUS.passed || status === UZS_STATUS.paid) return 'success';
  if (status === UZS_STATUS.denied) return 'danger';
  return 'neutral';
}

/** The recipient as one line: name, and the budget account when the payment goes to the budget. */
export function recipientLine(row: Pick<UzsPaymentRow, 'r_name' | 'r_account' | 'r_account_27'>): string {
  return row.r_account_27 ? `${row.r_name} · ${row.r_account_27}` : row.r_name;
}

type NextStep = 'sign' | 'signatures' | 'send' | 'bank' | 'credit';

/** What the payment waits for in its status; nothing once the bank has paid or denied it. */
export function nextStepOf(status: UzsStatusId): NextStep | null {
  switch (status) {
    case UZS_STATUS.created:
    case UZS_STATUS.entered:
      return 'sign';
    case UZS_STATUS.signedB:
      return 'signatures';
    case UZS_STATUS.signed:
      return 'send';
    case UZS_STATUS.submitted:
      return 'bank';
    case UZS_STATUS.passed:
      return 'credit';
    default:
      return null;
  }
}
