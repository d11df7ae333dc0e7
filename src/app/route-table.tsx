/**
 * One row per built route: its path and screen, the page title and, for menu entries, an icon.
 * Who may open a route (auth flag, roles, menu group) is never repeated here: it is looked up
 * in contracts UI_ROUTES by path, the same table the server and the menu use.
 */
import type { ComponentType } from 'react';
import { UI_ROUTES, type UiRoute } from '../../contracts/ui-routes.ts';
import { lazyChunk } from '../lib/lazy-chunk.ts';
import { NotFound } from '../ui/not-found.tsx';
import type shellRu from '../../locales/ru/shell.json';
import type { MenuIconName } from './menu-icons.ts';

export type TitleKey = keyof (typeof shellRu)['titles'];

export interface BuiltRoute {
  readonly path: string;
  readonly screen: ComponentType;
  readonly titleKey: TitleKey;
  /**
   * Menu look: `top` marks the entries above the groups (home, help, faq). Membership of a menu
   * group comes from UI_ROUTES, never from here.
   */
  readonly menu?: { readonly icon?: MenuIconName; readonly top?: boolean };
}

const LoginScreen = lazyChunk(() =>
  import('../features/auth/screens/login-screen.tsx').then((m) => ({ default: m.LoginScreen })),
);
const LoginBridgeScreen = lazyChunk(() =>
  import('../features/auth/screens/login-bridge-screen.tsx').then((m) => ({ default: m.LoginBridgeScreen })),
);
const PasswordResetScreen = lazyChunk(() =>
  import('../features/auth/screens/password-reset-screen.tsx').then((m) => ({
    default: m.PasswordResetScreen,
  })),
);
const HelpGuestScreen = lazyChunk(() =>
  import('../features/help/screens/help-guest-screen.tsx').then((m) => ({ default: m.HelpGuestScreen })),
);
const HelpScreen = lazyChunk(() =>
  import('../features/help/screens/help-screen.tsx').then((m) => ({ default: m.HelpScreen })),
);
const FaqScreen = lazyChunk(() =>
  import('../features/help/screens/faq-screen.tsx').then((m) => ({ default: m.FaqScreen })),
);
const HomeScreen = lazyChunk(() =>
  import('../features/shell/screens/home-screen.tsx').then((m) => ({ default: m.HomeScreen })),
);
const SettingsScreen = lazyChunk(() =>
  import('../features/settings/screens/settings-screen.tsx').then((m) => ({ default: m.SettingsScreen })),
);
const ChangePasswordScreen = lazyChunk(() =>
  import('../features/settings/screens/change-password-screen.tsx').then((m) => ({
    default: m.ChangePasswordScreen,
  })),
);
const LastAuthScreen = lazyChunk(() =>
  import('../features/settings/screens/last-auth-screen.tsx').then((m) => ({ default: m.LastAuthScreen })),
);
const OutboxScreen = lazyChunk(() =>
  import('../offline/outbox-screen.tsx').then((m) => ({ default: m.OutboxScreen })),
);
const NotificationViewScreen = lazyChunk(() =>
  import('../features/notifications/screens/notification-view-screen.tsx').then((m) => ({
    default: m.NotificationViewScreen,
  })),
);

const TickersListScreen = lazyChunk(() =>
  import('../features/tickers/screens/tickers-list-screen.tsx').then((m) => ({
    default: m.TickersListScreen,
  })),
);
const TickerCreateScreen = lazyChunk(() =>
  import('../features/tickers/screens/ticker-form-screens.tsx').then((m) => ({
    default: m.TickerCreateScreen,
  })),
);
const TickerEditScreen = lazyChunk(() =>
  import('../features/tickers/screens/ticker-form-screens.tsx').then((m) => ({
    default: m.TickerEditScreen,
  })),
);
const TickerViewScreen = lazyChunk(() =>
  import('../features/tickers/screens/ticker-view-screen.tsx').then((m) => ({ default: m.TickerViewScreen })),
);

export const ROUTE_TABLE: readonly BuiltRoute[] = [
  { path: '/login', screen: LoginScreen, titleKey: 'login' },
  { path: '/login-bridge', screen: LoginBridgeScreen, titleKey: 'login' },
  { path: '/password-reset', screen: PasswordResetScreen, titleKey: 'passwordReset' },
  { path: '/help-guest', screen: HelpGuestScreen, titleKey: 'help' },
  { path: '/', screen: HomeScreen, titleKey: 'home', menu: { icon: 'home', top: true } },
  { path: '/help', screen: HelpScreen, titleKey: 'help', menu: { icon: 'help', top: true } },
  { path: '/faq', screen: FaqScreen, titleKey: 'faq', menu: { icon: 'faq', top: true } },
  { path: '/settings', screen: SettingsScreen, titleKey: 'settings' },
  { path: '/settings/change-password', screen: ChangePasswordScreen, titleKey: 'changePassword' },
  { path: '/settings/last-auth', screen: LastAuthScreen, titleKey: 'lastAuth' },
  { path: '/notifications/view/:id', screen: NotificationViewScreen, titleKey: 'notification' },
  { path: '/tickers', screen: TickersListScreen, titleKey: 'tickers' },
  { path: '/tickers/create', screen: TickerCreateScreen, titleKey: 'tickerCreate' },
  { path: '/tickers/:id', screen: TickerViewScreen, titleKey: 'tickerView' },
  { path: '/tickers/:id/edit', screen: TickerEditScreen, titleKey: 'tickerEdit' },
  { path: '/outbox', screen: OutboxScreen, titleKey: 'outbox' },
  { path: '/page-not-found', screen: NotFound, titleKey: 'notFound' },
  { path: '*', screen: NotFound, titleKey: 'notFound' },
];

/**
 * Routes the app adds beyond the spec's table (contracts/DECISIONS.md, "Routes added by the app"):
 * their access rows live here, so contracts UI_ROUTES stays the spec's list.
 */
export const ADDED_ROUTES: readonly UiRoute[] = [
  { path: '/outbox', auth: 'yes', roles: '*', menu: null, area: 'offline' },
];

const byPath = new Map([...UI_ROUTES, ...ADDED_ROUTES].map((route) => [route.path, route]));

/** The access row of a built path; a built path missing from UI_ROUTES and ADDED_ROUTES is a programming error. */
export function uiRouteFor(path: string): UiRoute {
  const route = byPath.get(path);
  if (!route) throw new Error(`route ${path} is not in contracts/ui-routes.ts`);
  return route;
}
