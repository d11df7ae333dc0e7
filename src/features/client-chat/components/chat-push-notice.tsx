import { useTranslation } from 'react-i18next';
import { usePushPermission } from '../../../lib/push/push.ts';
import { PushNotice } from '../../../ui/push-notice.tsx';

/**
 * Spec 1 §4/§8 for the client chat: when the chat appears the browser is asked for notification
 * permission and the push token is saved; blocked notifications show the spec's warning. Nothing
 * at all while push is not configured (the chat polls its counters).
 */
export function ChatPushNotice() {
  const { t } = useTranslation('chat');
  const state = usePushPermission({ askOnAppear: true });
  return (
    <PushNotice
      state={state}
      texts={{ denied: t('push.denied'), ask: t('push.ask'), enable: t('push.enable') }}
      testId="chat-push-warning"
    />
  );
}
