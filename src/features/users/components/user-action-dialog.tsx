import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_BLOCK_REASON_MAX } from '../../../../contracts/api/users.ts';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import type { UserAction } from '../api/user-actions.ts';
import '../../../ui/buttons.css';
import '../../../ui/dialogs.css';

/**
 * Asks before a user action: cancel (the default, Esc) or confirm. Blocking also takes an optional
 * reason, kept on the user's record and in the audit log.
 */
export function UserActionDialog({
  action,
  name,
  busy,
  onConfirm,
  onCancel,
}: {
  action: UserAction | null;
  name: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('users');
  const { t: tk } = useTranslation('kit');
  const titleId = useId();
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onCancel();
  };
  return (
    <ModalDialog open={action !== null} onClose={close} labelledBy={titleId} variant="status" busy={busy}>
      {action === null ? null : (
        <div className="cb-dialog__body" data-testid="user-action-dialog">
          <h2 id={titleId} className="cb-dialog__title">
            {t(`confirm.${action}.title`, { name })}
          </h2>
          <p>{t(`confirm.${action}.text`)}</p>
          {action === 'block' ? (
            <TextAreaField
              label={t('confirm.block.reason')}
              value={reason}
              onChange={setReason}
              maxLength={USER_BLOCK_REASON_MAX}
              rows={2}
              testId="user-block-reason"
            />
          ) : null}
          <div className="cb-sheet__actions">
            <button type="button" className="cb-button cb-button--secondary" onClick={close} autoFocus>
              {tk('confirm.cancel')}
            </button>
            <button
              type="button"
              className={action === 'block' ? 'cb-button cb-button--danger' : 'cb-button cb-button--primary'}
              disabled={busy}
              data-testid="user-action-confirm"
              onClick={() => {
                onConfirm(reason.trim());
                setReason('');
              }}
            >
              {t(`actions.${action}`)}
            </button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
