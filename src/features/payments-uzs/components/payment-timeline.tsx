import { useTranslation } from 'react-i18next';
import type { UzsPaymentLog, UzsPaymentRow } from '../../../../contracts/api/uzs-payment.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useOutboxText } from '../../../offline/outbox-view.ts';
import { Timeline, type TimelineStep } from '../../../ui/timeline.tsx';
import { useQueuedActions } from '../offline/use-queued-actions.ts';
import { nextStepOf, statusTone } from '../payment-text.ts';

/**
 * The payment's status timeline (issue 17 point 10): every logged step (what, when, who, the status
 * it led to, a comment), then what waits in this device's outbox, then the step still to come.
 */
export function PaymentTimeline({
  payment,
  logs,
}: {
  payment: Pick<UzsPaymentRow, 'id' | 'status_id'>;
  logs: readonly UzsPaymentLog[];
}) {
  const { t } = useTranslation('payments');
  const outboxText = useOutboxText();
  const queued = useQueuedActions(payment.id);
  const steps: TimelineStep[] = logs.map((log) => ({
    key: `log-${log.id}`,
    title: log.actionName,
    time: formatDateTime(log.at),
    tone: statusTone(log.status_id),
    lines: [
      t('timeline.status', { status: log.statusName }),
      ...(log.user_full_name ? [log.user_full_name] : []),
      ...(log.comment ? [log.comment] : []),
    ],
  }));
  for (const entry of queued) {
    steps.push({
      key: `queued-${entry.id}`,
      title: t('timeline.queued', { kind: outboxText.kind(entry) }),
      time: formatDateTime(new Date(entry.createdAt)),
      tone: 'warning',
    });
  }
  const next = queued.length === 0 ? nextStepOf(payment.status_id) : null;
  if (next !== null) steps.push({ key: 'next', title: t(`timeline.next.${next}`), tone: 'upcoming' });
  return <Timeline steps={steps} testId="payment-timeline" />;
}
