/**
 * The sign-in route as the app composes it: the auth area's form with the notices area's notices
 * before sign-in (features never import each other; app/ does).
 */
import { LoginScreen } from '../features/auth/screens/login-screen.tsx';
import { LoginNotices } from '../features/notices/components/login-notices.tsx';
import { i18n } from '../lib/i18n.ts';

// The screen's texts start loading with its chunk (which the first screen preloads alongside the
// common texts), not when it first renders and suspends on them: one round trip less before the
// form on a slow line (issue 18). A no-op before i18next is initialised (unit tests).
void i18n.loadNamespaces(['auth', 'notices']);

export function ComposedLoginScreen() {
  return <LoginScreen notices={<LoginNotices />} />;
}
