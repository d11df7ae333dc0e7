import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UZS_REASON_MAX, type UzsPaymentRow } from '../../../../contracts/api/uzs-payment.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { ReasonDialog } from '../../../ui/chat/reason-dialog.tsx';
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
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setText('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (payment === null) return;
    const reason = text.trim();
    if (reason === '') {
      setError(t('return.required'));
      return;
    }
    setBusy(true);
    try {
      const outcome = await returnPayment(payment, reason);
      close();
      onDone(payment, outcome);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(Object.values(failure.fieldErrors())[0] ?? failure.serverMessage ?? t('return.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ReasonDialog
      open={payment !== null}
      busy={busy}
      title={t('return.title', { number: payment?.number ?? '' })}
      label={t('return.reason')}
      value={text}
      error={error}
      maxLength={UZS_REASON_MAX}
      multiline
      cancelLabel={t('return.cancel')}
      confirmLabel={t('return.confirm')}
      testIds={{ dialog: 'return-sheet', field: 'return-sheet-text', confirm: 'return-sheet-ok' }}
      onChange={(value) => {
        setText(value);
        setError(null);
      }}
      onClose={close}
      onConfirm={() => void submit()}
    />
  );
}
