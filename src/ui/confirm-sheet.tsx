import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './modal-dialog.tsx';
import './buttons.css';
import './dialogs.css';
import './small-pieces.css';

/** A question before an action that cannot be undone: cancel (the default, Esc) or confirm. */
export function ConfirmSheet({
  open,
  title,
  text,
  confirmLabel,
  danger,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('kit');
  const titleId = useId();
  return (
    <ModalDialog open={open} onClose={onCancel} labelledBy={titleId} variant="status" busy={busy}>
      <div className="cb-dialog__body" data-testid="confirm-sheet">
        <h2 id={titleId} className="cb-dialog__title">
          {title}
        </h2>
        <p>{text}</p>
        <div className="cb-sheet__actions">
          <button type="button" className="cb-button cb-button--secondary" onClick={onCancel} autoFocus>
            {t('confirm.cancel')}
          </button>
          <button
            type="button"
            className={danger ? 'cb-button cb-button--danger' : 'cb-button cb-button--primary'}
            disabled={busy}
            data-testid="confirm-ok"
            onClick={onConfirm}
          >
            {confirmLabel ?? t('confirm.ok')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
