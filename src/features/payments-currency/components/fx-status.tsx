import { FX_STATUS } from '../../../../contracts/api/currency-payment.ts';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';

function toneOf(statusId: number): ChipTone {
  switch (statusId) {
    case FX_STATUS.credited:
      return 'success';
    case FX_STATUS.rejected:
      return 'danger';
    case FX_STATUS.onHold:
      return 'warning';
    case FX_STATUS.sent:
    case FX_STATUS.executed:
      return 'info';
    default:
      return 'neutral';
  }
}

/** A currency payment's status in the server's words (status-list), coloured by where it stands. */
export function FxStatusChip({ statusId, name }: { statusId: number; name: string }) {
  return <StatusChip label={name} tone={toneOf(statusId)} testId="fx-status" />;
}
