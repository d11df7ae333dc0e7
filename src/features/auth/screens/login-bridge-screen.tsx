import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useIonNavigate } from '../../../lib/navigation.ts';
import { LoginForm } from '../components/login-form.tsx';
import { safeRedirect } from '../safe-redirect.ts';
import './auth-screens.css';

/**
 * /login-bridge (spec 1 §2.1): the login form, but on success it replaces the current history
 * entry and continues to the (validated, internal) `?redirect=` path, or home.
 */
export function LoginBridgeScreen() {
  const { t } = useTranslation('auth');
  const navigate = useIonNavigate();
  const location = useLocation();
  const target = safeRedirect(new URLSearchParams(location.search).get('redirect'), window.location.origin);
  return (
    <div className="cb-page cb-page--narrow cb-auth">
      <h1>{t('login.title')}</h1>
      <p className="cb-muted">{t('bridge.intro')}</p>
      <LoginForm onSignedIn={() => navigate(target, 'root', 'replace')} />
    </div>
  );
}
