import { useTranslation } from 'react-i18next';
import './offline.css';

export type OfflineAction = 'signIn' | 'changePassword' | 'signatureKey';

/** Why an action that needs the network is disabled right now (shown under its button, docs/ux.md). */
export function OfflineReason({ action }: { action: OfflineAction }) {
  const { t } = useTranslation('offline');
  return (
    <p className="cb-offline-reason" role="note" data-testid="offline-reason">
      {t('reason.prefix')} {t(`reason.${action}`)}
    </p>
  );
}
