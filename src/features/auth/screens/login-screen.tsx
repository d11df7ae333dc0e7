import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../../../../contracts/access.ts';
import { useIonNavigate } from '../../../lib/navigation.ts';
import { LoginForm } from '../components/login-form.tsx';
import './auth-screens.css';

/**
 * /login (spec 1 §2.1): on success the session is stored and the user goes home. `notices`: the
 * bank's notices before sign-in (spec 1 §2.4), composed in by the app (src/app/login.tsx).
 */
export function LoginScreen({ notices }: { notices?: ReactNode } = {}) {
  const { t } = useTranslation('auth');
  const navigate = useIonNavigate();
  return (
    <div className="cb-page cb-page--narrow cb-auth">
      <h1>{t('login.title')}</h1>
      <p className="cb-muted">{t('login.intro')}</p>
      {notices}
      {/* 'root' drops the guest pages from Ionic's stack: Back must not return to a sign-in form. */}
      <LoginForm onSignedIn={() => navigate(HOME_PATH, 'root', 'push')} />
      <nav className="cb-auth__links" aria-label={t('login.moreLinks')}>
        <Link to="/password-reset">{t('login.forgot')}</Link>
        <Link to="/help-guest">{t('login.help')}</Link>
      </nav>
    </div>
  );
}
