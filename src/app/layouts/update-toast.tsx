import { useTranslation } from 'react-i18next';
import { updateFlow, useUpdateState } from '../../offline/update-flow.ts';
import '../../offline/offline.css';

/** "A new version is available" with Update and Later; while a form is dirty it says it will wait. */
export function UpdateToast() {
  const { t } = useTranslation('offline');
  const state = useUpdateState();
  if (state === 'none' || state === 'dismissed') return null;
  const text =
    state === 'available'
      ? t('update.available')
      : state === 'waiting'
        ? t('update.waiting')
        : t('update.applying');
  return (
    <div className="cb-update-toast" role="status" aria-live="polite" data-testid="update-toast">
      <p>{text}</p>
      {state === 'available' ? (
        <button
          type="button"
          className="cb-update-toast__primary"
          onClick={() => updateFlow.accept()}
          data-testid="update-apply"
        >
          {t('update.apply')}
        </button>
      ) : null}
      {state !== 'applying' ? (
        <button
          type="button"
          className="cb-update-toast__secondary"
          onClick={() => updateFlow.dismiss()}
          data-testid="update-later"
        >
          {t('update.later')}
        </button>
      ) : null}
    </div>
  );
}
