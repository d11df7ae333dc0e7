/**
 * The sign-in area's route rows, composed into the app's route table (src/app/route-table.tsx).
 * Every screen is a lazy chunk of its own: this file holds only the loaders, so it stays small in
 * the first screen's JavaScript. Who may open a path is looked up in contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const LoginBridgeScreen = lazyChunk(() =>
  import('./screens/login-bridge-screen.tsx').then((m) => ({ default: m.LoginBridgeScreen })),
);
const PasswordResetScreen = lazyChunk(() =>
  import('./screens/password-reset-screen.tsx').then((m) => ({
    default: m.PasswordResetScreen,
  })),
);

export const AUTH_ROUTES: readonly BuiltRoute[] = [
  // /login itself is composed by the app with the notices before sign-in (src/app/login.tsx).
  { path: '/login-bridge', screen: LoginBridgeScreen, titleKey: 'login' },
  { path: '/password-reset', screen: PasswordResetScreen, titleKey: 'passwordReset' },
];
