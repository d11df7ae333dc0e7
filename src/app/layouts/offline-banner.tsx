import { useTranslation } from 'react-i18next';
import { useOnline } from '../../offline/online.ts';
import '../../offline/offline.css';

/** Offline is a state, not an error (ux.md): a slim banner while the browser has no connection. */
export function OfflineBanner() {
  const { t } = useTranslation('offline');
  const online = useOnline();
  if (online) return null;
  return (
    <p className="cb-offline-banner" role="status" data-testid="offline-banner">
      {t('banner')}
    </p>
  );
}
