/**
 * The first screen's route rows (issue 18): what a guest can open, plus home (a guest opening "/" is
 * sent to sign-in without the rest of the table). Only these rows and their access rows are in the
 * entry chunk; every other area's rows come with src/app/route-table.tsx, which src/app/route-store.tsx
 * loads after sign-in, or before the first render when a session is kept or the address is not one
 * of these. Every path here is static: a static path resolves to the same row in the whole table,
 * so a guest page never changes row when the rest of the table arrives.
 */
import type { UiRoute } from '../../contracts/ui-routes.ts';
import { AUTH_ROUTES } from '../features/auth/routes.tsx';
import { HELP_GUEST_ROUTES } from '../features/help/guest-routes.tsx';
import { RATES_ROUTES } from '../features/rates/routes.tsx';
import { lazyChunk } from '../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../lib/route-row.ts';
import { NotFound } from '../ui/not-found.tsx';

// Screens composed from several features belong to the app.
const HomeScreen = lazyChunk(() => import('./home.tsx').then((m) => ({ default: m.ComposedHomeScreen })));
const LoginScreen = lazyChunk(() => import('./login.tsx').then((m) => ({ default: m.ComposedLoginScreen })));

export const HOME_ROW: BuiltRoute = {
  path: '/',
  screen: HomeScreen,
  titleKey: 'home',
  menu: { icon: 'home', top: true },
};
export const LOGIN_ROW: BuiltRoute = { path: '/login', screen: LoginScreen, titleKey: 'login' };
export const PAGE_NOT_FOUND_ROW: BuiltRoute = {
  path: '/page-not-found',
  screen: NotFound,
  titleKey: 'notFound',
};

/** The guest table's rows but the catch-all (that one is src/app/route-store.tsx's). */
export const GUEST_ROUTES: readonly BuiltRoute[] = [
  ...AUTH_ROUTES,
  ...HELP_GUEST_ROUTES,
  ...RATES_ROUTES,
  HOME_ROW,
  LOGIN_ROW,
  PAGE_NOT_FOUND_ROW,
];

/**
 * The access rows of the guest table, as contracts UI_ROUTES has them (a test compares them):
 * repeated here because UI_ROUTES holds all 332 rows of the spec.
 */
export const GUEST_ACCESS: readonly UiRoute[] = [
  { path: '/login', auth: 'guest', roles: '*', menu: null, area: 'auth' },
  { path: '/password-reset', auth: 'guest', roles: '*', menu: null, area: 'auth' },
  { path: '/help-guest', auth: 'guest', roles: '*', menu: null, area: 'shell' },
  { path: '/login-bridge', auth: 'guest', roles: '*', menu: null, area: 'auth' },
  { path: '/exchange-rates', auth: 'public', roles: '*', menu: null, area: 'exchange' },
  { path: '/', auth: 'yes', roles: '*', menu: null, area: 'shell' },
  { path: '/page-not-found', auth: 'public', roles: '*', menu: null, area: 'shell' },
  { path: '*', auth: 'public', roles: '*', menu: null, area: 'shell' },
];
