import { useState } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { ReasonDialog } from './chat/reason-dialog.tsx';

/**
 * A sheet asking for one required line (or paragraph) of text before an action that sends it:
 * a return or decline reason, a template name. Empty text is refused in place; the action's
 * refusal (422 field problem, 403, 412) stays in the sheet under the field; success closes it.
 * Test ids: `testId`, `${testId}-text`, `${testId}-ok`.
 */
export function PromptSheet({
  open,
  title,
  label,
  confirmLabel,
  cancelLabel,
  requiredText,
  refusedText,
  maxLength,
  multiline = false,
  tone = 'primary',
  testId,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  label: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown when the text is empty. */
  requiredText: string;
  /** Shown when the server refused without a message of its own. */
  refusedText: string;
  maxLength: number;
  multiline?: boolean;
  tone?: 'danger' | 'primary';
  testId: string;
  onSubmit: (text: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setText('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    const value = text.trim();
    if (value === '') {
      setError(requiredText);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(value);
      close();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(Object.values(failure.fieldErrors())[0] ?? failure.serverMessage ?? refusedText);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ReasonDialog
      open={open}
      busy={busy}
      title={title}
      label={label}
      value={text}
      error={error}
      maxLength={maxLength}
      multiline={multiline}
      tone={tone}
      cancelLabel={cancelLabel}
      confirmLabel={confirmLabel}
      testIds={{ dialog: testId, field: `${testId}-text`, confirm: `${testId}-ok` }}
      onChange={(value) => {
        setText(value);
        setError(null);
      }}
      onClose={close}
      onConfirm={() => void submit()}
    />
  );
}
