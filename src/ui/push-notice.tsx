import type { PushPermissionState } from '../lib/push/push.ts';
import './buttons.css';
import './push-notice.css';

export interface PushNoticeTexts {
  /** Notifications are blocked (spec 1 §8 warning). */
  readonly denied: string;
  /** Not decided yet: why to allow them. */
  readonly ask: string;
  readonly enable: string;
}

/**
 * The notification-permission notice of a screen that uses push (src/lib/push): nothing while push
 * is not configured, granted or impossible here; the warning when the browser blocks notifications;
 * an offer with an "enable" button while the user has not decided.
 */
export function PushNotice({
  state,
  texts,
  testId,
}: {
  state: PushPermissionState;
  texts: PushNoticeTexts;
  testId: string;
}) {
  if (!state.configured) return null;
  if (state.permission === 'denied') {
    return (
      <div className="cb-push-notice cb-push-notice--warning" role="status" data-testid={testId}>
        <p className="cb-push-notice__text">{texts.denied}</p>
      </div>
    );
  }
  if (state.permission !== 'default') return null;
  return (
    <div className="cb-push-notice" data-testid={`${testId}-ask`}>
      <p className="cb-push-notice__text">{texts.ask}</p>
      <button
        type="button"
        className="cb-button cb-button--secondary"
        disabled={state.busy}
        onClick={() => void state.ask()}
        data-testid={`${testId}-enable`}
      >
        {texts.enable}
      </button>
    </div>
  );
}
