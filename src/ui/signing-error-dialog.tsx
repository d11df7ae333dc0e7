import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SigningClientError } from '../lib/signing-client.ts';
import { SIGNING_ADVICE, type SigningErrorKind } from '../lib/signing-client.ts';
import { ModalDialog } from './modal-dialog.tsx';
import './buttons.css';
import './dialogs.css';
import './small-pieces.css';
import './signing-error-dialog.css';

/**
 * The text of a signing-client failure (spec 1 §8): the client's own comment where it gave one
 * for a missing certificate or a refused signature, else the catalogue's text for the kind.
 */
export function useSigningErrorText(): (error: SigningClientError) => string {
  const { t } = useTranslation('signing');
  return (error) => {
    const commented: readonly SigningErrorKind[] = ['no-certificate', 'sign-failed'];
    if (error.comment !== null && commented.includes(error.kind)) return error.comment;
    return t(`errors.${error.kind}`);
  };
}

/**
 * A signing-client failure with the advice list (remove and reinsert the key, restart, reinstall
 * the client, call the branch). Open while `error` is not null; retry is offered when given.
 */
export function SigningErrorDialog({
  error,
  onClose,
  onRetry,
}: {
  error: SigningClientError | null;
  onClose: () => void;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('signing');
  const textOf = useSigningErrorText();
  const titleId = useId();
  return (
    <ModalDialog open={error !== null} onClose={onClose} labelledBy={titleId} variant="status">
      {error !== null ? (
        <div className="cb-dialog__body cb-dialog__body--error" data-testid="signing-error">
          <h2 id={titleId} className="cb-dialog__title">
            {t('errors.title')}
          </h2>
          <p className="cb-dialog__text" data-testid="signing-error-text">
            {textOf(error)}
          </p>
          <p className="cb-dialog__text">{t('adviceTitle')}</p>
          <ul className="cb-dialog__text cb-signing-advice" data-testid="signing-advice">
            {SIGNING_ADVICE.map((key) => (
              <li key={key}>{t(`advice.${key}`)}</li>
            ))}
          </ul>
          <div className="cb-dialog__actions">
            <button type="button" className="cb-button cb-button--secondary" onClick={onClose} autoFocus>
              {t('close')}
            </button>
            {onRetry ? (
              <button
                type="button"
                className="cb-button cb-button--primary"
                data-testid="signing-retry"
                onClick={() => {
                  onClose();
                  onRetry();
                }}
              >
                {t('retry')}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}
