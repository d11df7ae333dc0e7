import { useTranslation } from 'react-i18next';
import { UZS_NAME_MAX } from '../../../../contracts/api/uzs-payment.ts';
import { dialogs } from '../../../ui/dialog-service.ts';
import { postTemplateCreate } from '../api/post-template-create.ts';
import { PromptSheet } from '../../../ui/prompt-sheet.tsx';

/** Saves a payment as a template under the name the user gives. */
export function TemplateNameSheet({ paymentId, onClose }: { paymentId: number | null; onClose: () => void }) {
  const { t } = useTranslation('payments');
  return (
    <PromptSheet
      open={paymentId !== null}
      title={t('templates.fromPayment')}
      label={t('templates.name')}
      confirmLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      requiredText={t('errors.required')}
      refusedText={t('errors.refused')}
      maxLength={UZS_NAME_MAX}
      testId="template-name"
      onClose={onClose}
      onSubmit={async (name) => {
        if (paymentId === null) return;
        await postTemplateCreate({ template_name: name, payment_id: paymentId });
        dialogs.open({ kind: 'message', tone: 'success', title: t('templates.saved'), lines: [] });
      }}
    />
  );
}
