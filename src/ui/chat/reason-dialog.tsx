import { useId } from 'react';
import { ModalDialog } from '../modal-dialog.tsx';
import { TextAreaField } from '../text-area-field.tsx';
import { TextField } from '../text-field.tsx';
import '../buttons.css';
import '../dialogs.css';
import '../small-pieces.css';

/**
 * Ending a conversation asks for one required text first (an appeal's closing reason, a chat's
 * subject): the dialog with that field, Cancel, and a danger button that submits. The caller
 * checks the text and shows the problem in `error`.
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
            className="cb-button cb-button--danger"
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
