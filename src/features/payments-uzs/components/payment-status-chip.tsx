import { useTranslation } from 'react-i18next';
import type { UzsPaymentRow } from '../../../../contracts/api/uzs-payment.ts';
import { StatusChip } from '../../../ui/status-chip.tsx';
import { useQueuedActions } from '../offline/use-queued-actions.ts';
import { statusTone } from '../payment-text.ts';

/**
 * The bank's status of a payment and, while an action on it waits in the outbox, "waiting to send"
 * beside it: the bank's status is not yet the one the user's offline action will bring.
 */
export function PaymentStatusChip({ row }: { row: Pick<UzsPaymentRow, 'id' | 'status_id' | 'statusName'> }) {
  const { t } = useTranslation('payments');
  const queued = useQueuedActions(row.id).length > 0;
  return (
    <>
      <StatusChip label={row.statusName} tone={statusTone(row.status_id)} testId="payment-status" />
      {queued ? <StatusChip label={t('pending.chip')} tone="warning" testId="payment-queued-chip" /> : null}
    </>
  );
}
