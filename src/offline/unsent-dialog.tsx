/**
 * Shown instead of logging out while the outbox holds unsent actions (logout would delete them
 * with the store key): the list, then send now / keep and stay / discard — the last only after a
 * second confirmation.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { useOnline } from './online.ts';
import { useOutboxText } from './outbox-view.ts';
import type { OutboxEntry } from './store.ts';
import '../ui/buttons.css';
import '../ui/dialogs.css';
import '../ui/small-pieces.css';
import './offline.css';

export function UnsentDialog({
  entries,
  onSendNow,
  onKeep,
  onDiscard,
}: {
  entries: readonly OutboxEntry[];
  onSendNow: () => void;
  onKeep: () => void;
  /** The user confirmed: the listed actions are deleted and logout goes on. */
  onDiscard: () => void;
}) {
  const { t } = useTranslation('offline');
  const text = useOutboxText();
  const online = useOnline();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  return (
    <ModalDialog open onClose={onKeep} labelledBy={titleId} variant="status">
      <div className="cb-dialog__body" data-testid="unsent-dialog">
        {confirming ? (
          <>
            <h2 id={titleId} className="cb-dialog__title">
              {t('logout.discardTitle')}
            </h2>
            <p>{t('logout.discardText')}</p>
            <div className="cb-outbox-unsent__actions">
              <button
                type="button"
                className="cb-button cb-button--secondary"
                autoFocus
                onClick={() => setConfirming(false)}
              >
                {t('outbox.cancel')}
              </button>
              <button
                type="button"
                className="cb-button cb-button--danger"
                data-testid="unsent-discard-confirm"
                onClick={onDiscard}
              >
                {t('logout.discardConfirm')}
              </button>
            </div>
          </>
        ) : (
          <>
            <h2 id={titleId} className="cb-dialog__title">
              {t('logout.title')}
            </h2>
            <p>{t('logout.text')}</p>
            <ul className="cb-outbox-unsent__list">
              {entries.map((entry) => (
                <li key={entry.id} data-testid="unsent-item">
                  {text.kind(entry)} — {text.state(entry.state)}
                </li>
              ))}
            </ul>
            <div className="cb-outbox-unsent__actions">
              <button
                type="button"
                className="cb-button cb-button--primary"
                disabled={!online}
                data-testid="unsent-send-now"
                onClick={onSendNow}
              >
                {t('logout.sendNow')}
              </button>
              <button
                type="button"
                className="cb-button cb-button--secondary"
                autoFocus
                data-testid="unsent-keep"
                onClick={onKeep}
              >
                {t('logout.keep')}
              </button>
              <button
                type="button"
                className="cb-button cb-button--secondary"
                data-testid="unsent-discard"
                onClick={() => setConfirming(true)}
              >
                {t('logout.discard')}
              </button>
            </div>
          </>
        )}
      </div>
    </ModalDialog>
  );
}
