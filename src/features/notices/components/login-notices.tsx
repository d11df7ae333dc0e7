import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { RichText } from '../../../ui/rich-text.tsx';
import { useGuestNotices } from '../api/notices-api.ts';
import './notices.css';

/**
 * The notices before sign-in on /login (spec 1 §2.4): those active now in the language the guest
 * chose, most important first. Nothing is shown while loading or when there are none; a failed
 * load leaves the sign-in form alone (the notices are never in its way).
 */
export function LoginNotices() {
  const { t } = useTranslation('notices');
  // useTranslation renders again on a language switch, so this follows the guest's choice.
  const language = currentLanguage();
  const { data } = useGuestNotices(language);
  if (!data || data.length === 0) return null;
  return (
    <section className="cb-login-notices" aria-label={t('login.region')} data-testid="login-notices">
      {data.map((notice) => (
        <article
          key={notice.id}
          className={`cb-login-notice cb-login-notice--${notice.importance}`}
          role={notice.importance === 'critical' ? 'alert' : undefined}
          data-testid="login-notice"
        >
          <h2 className="cb-login-notice__title">{notice.title}</h2>
          <RichText html={notice.body} className="cb-login-notice__body" />
        </article>
      ))}
    </section>
  );
}
