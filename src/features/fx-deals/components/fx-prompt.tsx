import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import '../../../ui/buttons.css';
import '../../../ui/dialogs.css';

/** A sheet asking for one value (a reason, an execution rate) before a bank action. */
export function FxPrompt({
  title,
  label,
  hint,
  initial = '',
  inputMode,
  confirmLabel,
  maxLength,
  testId,
  onSubmit,
  onClose,
}: {
  title: string;
  label: string;
  hint?: string;
  initial?: string;
  inputMode?: 'decimal' | 'text';
  confirmLabel: string;
  maxLength: number;
  testId: string;
  onSubmit: (text: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('fxdeals');
  const titleId = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(t('errors.required'));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(text.trim());
      onClose();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(Object.values(failure.fieldErrors())[0] ?? failure.serverMessage ?? t('errors.refused'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ModalDialog open onClose={onClose} labelledBy={titleId} variant="status" busy={busy}>
      <form className="cb-dialog__body" noValidate onSubmit={(e) => void submit(e)} data-testid={testId}>
        <h2 id={titleId} className="cb-dialog__title">
          {title}
        </h2>
        <TextField
          label={label}
          value={text}
          required
          maxLength={maxLength}
          {...(inputMode === undefined ? {} : { inputMode })}
          error={error}
          hint={hint}
          testId={`${testId}-text`}
          onChange={(value) => {
            setText(value);
            setError(null);
          }}
        />
        <div className="cb-dialog__actions">
          <button type="button" className="cb-button cb-button--secondary" onClick={onClose}>
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
