import { IonIcon } from '@ionic/react';
import { alertCircleOutline, checkmarkCircleOutline } from 'ionicons/icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogs, useDialogState, type DialogAction, type OpenDialog } from './dialog-service.ts';
import { ModalDialog } from './modal-dialog.tsx';
import './buttons.css';
import './dialogs.css';

function DialogView({ dialog }: { dialog: OpenDialog }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  // The chosen action runs once the dialog is closed, so a retry never runs under an open dialog.
  const chosen = useRef<DialogAction | null>(null);
  const titleId = `dialog-title-${dialog.id}`;
  const actions: readonly DialogAction[] =
    dialog.kind === 'status' ? dialog.actions : [{ label: t('actions.ok'), primary: true }];

  return (
    <ModalDialog
      open={open}
      variant={dialog.kind}
      labelledBy={titleId}
      onClose={() => {
        dialogs.close(dialog.id);
        chosen.current?.run?.();
      }}
    >
      <div className={`cb-dialog__body cb-dialog__body--${dialog.tone}`}>
        {dialog.tone === 'success' || dialog.tone === 'error' ? (
          <IonIcon
            icon={dialog.tone === 'success' ? checkmarkCircleOutline : alertCircleOutline}
            className="cb-dialog__icon"
            aria-hidden="true"
          />
        ) : null}
        <h2 id={titleId} className="cb-dialog__title">
          {dialog.title}
        </h2>
        {dialog.kind === 'status' ? (
          <p className="cb-dialog__text">{dialog.text}</p>
        ) : (
          dialog.lines.map((line, index) => (
            <p key={index} className="cb-dialog__text">
              {line}
            </p>
          ))
        )}
        <div className="cb-dialog__actions">
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              className={action.primary ? 'cb-button cb-button--primary' : 'cb-button cb-button--secondary'}
              data-testid={action.testId}
              // The primary action takes the focus, so Enter confirms and Esc still cancels.
              autoFocus={action.primary}
              onClick={() => {
                chosen.current = action;
                setOpen(false);
              }}
            >
              {action.label}
            </button>
          ))}
        </div>
      </div>
    </ModalDialog>
  );
}

/** Renders the shared dialogs and the loading overlay opened through the dialog service. */
export function DialogHost() {
  const { dialogs: open, loading } = useDialogState();
  return (
    <>
      {open.map((dialog) => (
        <DialogView key={dialog.id} dialog={dialog} />
      ))}
      <ModalDialog
        open={loading !== null}
        variant="loading"
        labelledBy="loading-text"
        dismissible={false}
        busy
        onClose={() => undefined}
      >
        <div className="cb-loading" role="status">
          <span className="cb-button__spinner" aria-hidden="true" />
          <p id="loading-text">{loading}</p>
        </div>
      </ModalDialog>
    </>
  );
}
