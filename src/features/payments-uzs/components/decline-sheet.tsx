import { useTranslation } from 'react-i18next';
import { UZS_REASON_MAX, type UzsPaymentRow } from '../../../../contracts/api/uzs-payment.ts';
import { postMclientDecline } from '../api/post-mclient-decline.ts';
import { PromptSheet } from '../../../ui/prompt-sheet.tsx';

/** The multiclient declines a child organisation's payment; the reason is required. */
export function DeclineSheet({ payment, onClose }: { payment: UzsPaymentRow | null; onClose: () => void }) {
  const { t } = useTranslation('payments');
  return (
    <PromptSheet
      open={payment !== null}
      title={t('mclient.declineTitle', { number: payment?.number ?? '' })}
      label={t('mclient.reason')}
      confirmLabel={t('actions.decline')}
      cancelLabel={t('actions.cancel')}
      requiredText={t('errors.required')}
      refusedText={t('errors.refused')}
      tone="danger"
      multiline
      maxLength={UZS_REASON_MAX}
      testId="decline-sheet"
      onClose={onClose}
      onSubmit={(reason) =>
        payment ? postMclientDecline(payment.id, payment.version, reason) : Promise.resolve()
      }
    />
  );
}
