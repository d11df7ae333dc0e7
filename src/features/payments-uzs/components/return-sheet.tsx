import { useTranslation } from 'react-i18next';
import { UZS_REASON_MAX, type UzsPaymentRow } from '../../../../contracts/api/uzs-payment.ts';
import { returnToPreparer, writeDeps } from '../api/payment-writes.ts';
import { PromptSheet } from '../../../ui/prompt-sheet.tsx';

/**
 * A signer returns a payment awaiting their signature to its preparer; the reason is required and
 * shows in the payment's timeline. Through the outbox, so it also works offline.
 */
export function ReturnSheet({ payment, onClose }: { payment: UzsPaymentRow | null; onClose: () => void }) {
  const { t } = useTranslation('payments');
  return (
    <PromptSheet
      open={payment !== null}
      title={t('return.title', { number: payment?.number ?? '' })}
      label={t('return.reason')}
      confirmLabel={t('actions.return')}
      cancelLabel={t('actions.cancel')}
      requiredText={t('errors.required')}
      refusedText={t('errors.refused')}
      tone="danger"
      multiline
      maxLength={UZS_REASON_MAX}
      testId="return-sheet"
      onClose={onClose}
      onSubmit={(reason) => (payment ? returnToPreparer(writeDeps(), payment, reason) : Promise.resolve())}
    />
  );
}
