/**
 * The settings area's route rows, composed into the app's route table (src/app/route-table.tsx).
 * Every screen is a lazy chunk of its own: this file holds only the loaders, so it stays small in
 * the first screen's JavaScript. Who may open a path is looked up in contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const SettingsScreen = lazyChunk(() =>
  import('./screens/settings-screen.tsx').then((m) => ({ default: m.SettingsScreen })),
);
const ChangePasswordScreen = lazyChunk(() =>
  import('./screens/change-password-screen.tsx').then((m) => ({
    default: m.ChangePasswordScreen,
  })),
);
const LastAuthScreen = lazyChunk(() =>
  import('./screens/last-auth-screen.tsx').then((m) => ({ default: m.LastAuthScreen })),
);
const SignatureKeyScreen = lazyChunk(() =>
  import('./screens/signature-key-screen.tsx').then((m) => ({
    default: m.SignatureKeyScreen,
  })),
);

export const SETTINGS_ROUTES: readonly BuiltRoute[] = [
  { path: '/settings', screen: SettingsScreen, titleKey: 'settings' },
  { path: '/settings/change-password', screen: ChangePasswordScreen, titleKey: 'changePassword' },
  { path: '/settings/last-auth', screen: LastAuthScreen, titleKey: 'lastAuth' },
  { path: '/settings/signature-key', screen: SignatureKeyScreen, titleKey: 'signatureKey' },
];
