import { useTranslation } from 'react-i18next';
import { UZS_REASON_MAX, type UzsPaymentRow } from '../../../../contracts/api/uzs-payment.ts';
import { PromptSheet } from '../../../ui/prompt-sheet.tsx';
import { returnPayment } from '../api/heads-api.ts';

/**
 * The head returns a payment to its preparer instead of signing it; the reason is required and is
 * what the accountant reads in the payment's timeline. `onDone` hears whether the bank answered or
 * the return waits in the outbox; a refusal (412: it changed, 403) stays in the sheet.
 */
export function ReturnSheet({
  payment,
  onClose,
  onDone,
}: {
  payment: UzsPaymentRow | null;
  onClose: () => void;
  onDone: (payment: UzsPaymentRow, outcome: 'returned' | 'queued') => void;
}) {
  const { t } = useTranslation('heads');
  return (
    <PromptSheet
      open={payment !== null}
      title={t('return.title', { number: payment?.number ?? '' })}
      label={t('return.reason')}
      confirmLabel={t('return.confirm')}
      cancelLabel={t('return.cancel')}
      requiredText={t('return.required')}
      refusedText={t('return.failed')}
      maxLength={UZS_REASON_MAX}
      multiline
      tone="danger"
      testId="return-sheet"
      onClose={onClose}
      onSubmit={async (reason) => {
        if (payment === null) return;
        const outcome = await returnPayment(payment, reason);
        onDone(payment, outcome);
      }}
    />
  );
}
