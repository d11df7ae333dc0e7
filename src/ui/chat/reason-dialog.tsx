import { useId } from 'react';
import { ModalDialog } from '../modal-dialog.tsx';
import { TextAreaField } from '../text-area-field.tsx';
import { TextField } from '../text-field.tsx';
import '../buttons.css';
import '../dialogs.css';
import '../small-pieces.css';

/**
 * One required text before an action (an appeal's closing reason, a chat's subject, a payment's
 * return reason, a template's name): the dialog with that field, Cancel, and the button that
 * submits. The caller checks the text and shows the problem in `error`; ../prompt-sheet.tsx does
 * that for a text sent to the server.
 */
export function ReasonDialog({
  open,
  busy,
  title,
  label,
  value,
  error,
  maxLength,
  multiline = false,
  tone = 'danger',
  cancelLabel,
  confirmLabel,
  testIds,
  onChange,
  onClose,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  title: string;
  label: string;
  value: string;
  error: string | null;
  maxLength: number;
  multiline?: boolean;
  /** The submit button: danger for ending or refusing something, primary for saving. */
  tone?: 'danger' | 'primary';
  cancelLabel: string;
  confirmLabel: string;
  testIds: { dialog: string; field: string; confirm: string };
  onChange: (value: string) => void;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const titleId = useId();
  const Field = multiline ? TextAreaField : TextField;
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} variant="status" busy={busy}>
      <form
        className="cb-dialog__body"
        noValidate
        data-testid={testIds.dialog}
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm();
        }}
      >
        <h2 id={titleId} className="cb-dialog__title">
          {title}
        </h2>
        <Field
          label={label}
          value={value}
          onChange={(v: string) => onChange(v)}
          required
          maxLength={maxLength}
          error={error}
          testId={testIds.field}
        />
        <div className="cb-sheet__actions">
          <button type="button" className="cb-button cb-button--secondary" onClick={onClose}>
            {cancelLabel}
          </button>
          <button
            type="submit"
            className={`cb-button cb-button--${tone}`}
            disabled={busy}
            data-testid={testIds.confirm}
          >
            {confirmLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
