import { useTranslation } from 'react-i18next';
import { usePushPermission } from '../../../lib/push/push.ts';
import { PushNotice } from '../../../ui/push-notice.tsx';

/**
 * The signer's offer of push notifications for new payments to sign (issue 6): asked on a button,
 * not on load; a warning when the browser blocks them. Nothing while push is not configured (the
 * inbox polls every minute).
 */
export function InboxPushNotice() {
  const { t } = useTranslation('heads');
  const state = usePushPermission({ askOnAppear: false });
  return (
    <PushNotice
      state={state}
      texts={{ denied: t('push.denied'), ask: t('push.ask'), enable: t('push.enable') }}
      testId="heads-push-warning"
    />
  );
}
