import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CONNECTION_DIALOG } from '../../lib/response-handler.ts';
import { dialogs } from '../../ui/dialog-service.ts';
import { useOnline, useServerReachable } from '../../offline/online.ts';
import '../../offline/offline.css';

/**
 * Offline is a state, not an error (docs/ux.md): a slim banner while the browser has no connection,
 * or while the bank's server could not be reached although the browser says online.
 */
export function OfflineBanner() {
  const { t } = useTranslation('offline');
  const online = useOnline();
  const reachable = useServerReachable();
  // A call that failed as the connection dropped may have opened "no connection" just before the
  // browser said offline: the banner now says it, without a modal holding the focus.
  useEffect(() => {
    if (!online) dialogs.dismiss(CONNECTION_DIALOG);
  }, [online]);
  if (online && reachable) return null;
  return (
    <p className="cb-offline-banner" role="status" data-testid="offline-banner">
      {t(online ? 'bannerUnreachable' : 'banner')}
    </p>
  );
}
