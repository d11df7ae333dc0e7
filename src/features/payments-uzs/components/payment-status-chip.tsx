import type { UzsPaymentRow } from '../../../../contracts/api/uzs-payment.ts';
import { StatusChip } from '../../../ui/status-chip.tsx';
import { statusTone } from '../payment-text.ts';

export function PaymentStatusChip({ row }: { row: Pick<UzsPaymentRow, 'status_id' | 'statusName'> }) {
  return <StatusChip label={row.statusName} tone={statusTone(row.status_id)} testId="payment-status" />;
}
