/**
 * The sign-in route as the app composes it: the auth area's form with the notices area's notices
 * before sign-in (features never import each other; app/ does).
 */
import { LoginScreen } from '../features/auth/screens/login-screen.tsx';
import { LoginNotices } from '../features/notices/components/login-notices.tsx';

export function ComposedLoginScreen() {
  return <LoginScreen notices={<LoginNotices />} />;
}
