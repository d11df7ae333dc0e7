import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import '../../../ui/buttons.css';
import '../../../ui/dialogs.css';

/** A sheet asking for one line of text (a decline reason, a template name) before an action. */
export function PromptSheet({
  open,
  title,
  label,
  confirmLabel,
  maxLength,
  testId,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  label: string;
  confirmLabel: string;
  maxLength: number;
  testId: string;
  onSubmit: (text: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('payments');
  const titleId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setText('');
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(t('errors.required'));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(text.trim());
      close();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(Object.values(failure.fieldErrors())[0] ?? failure.serverMessage ?? t('errors.refused'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ModalDialog open={open} onClose={close} labelledBy={titleId} variant="status" busy={busy}>
      <form className="cb-dialog__body" noValidate onSubmit={(e) => void submit(e)} data-testid={testId}>
        <h2 id={titleId} className="cb-dialog__title">
          {title}
        </h2>
        <TextField
          label={label}
          value={text}
          required
          maxLength={maxLength}
          error={error}
          testId={`${testId}-text`}
          onChange={(value) => {
            setText(value);
            setError(null);
          }}
        />
        <div className="cb-dialog__actions">
          <button type="button" className="cb-button cb-button--secondary" onClick={close}>
            {t('actions.cancel')}
          </button>
          <button
            type="submit"
            className="cb-button cb-button--primary"
            disabled={busy}
            data-testid={`${testId}-ok`}
          >
            {confirmLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
