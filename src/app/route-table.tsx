/**
 * The app's whole route table (a chunk of its own: src/app/route-store.tsx loads it after sign-in;
 * the first screen routes by src/app/guest-routes.tsx), composed from the areas' own rows (src/features/<area>/routes.tsx): one
 * row per built route, its path and screen, the page title and, for menu entries, an icon. Who may
 * open a route (auth flag, roles, menu group) is never repeated here: it is looked up in contracts
 * UI_ROUTES by path, the same table the server and the menu use.
 */
import { CLIENT_ROLES } from '../../contracts/roles.ts';
import { UI_ROUTES, type UiRoute } from '../../contracts/ui-routes.ts';
import { ACCOUNTS_ROUTES } from '../features/accounts/routes.tsx';
import { APPLICATIONS_ROUTES } from '../features/applications/routes.tsx';
import { AUTH_ROUTES } from '../features/auth/routes.tsx';
import { BOT_CONSOLE_ROUTES } from '../features/bot-console/routes.tsx';
import { CLIENT_CHAT_ROUTES } from '../features/client-chat/routes.tsx';
import { CONTACT_CENTRE_ROUTES } from '../features/contact-centre/routes.tsx';
import { CREDITS_ROUTES } from '../features/credits/routes.tsx';
import { CREDIT_REQUEST_ROUTES } from '../features/credit-request/routes.tsx';
import { EISVO_ROUTES } from '../features/eisvo/routes.tsx';
import { FX_TRANSFERS_ROUTES } from '../features/fx-transfers/routes.tsx';
import { MUNIS_ROUTES } from '../features/munis/routes.tsx';
import { CORPORATE_CARDS_ROUTES } from '../features/corporate-cards/routes.tsx';
import { ONLINE_ORDER_ROUTES } from '../features/online-order/routes.tsx';
import { MULTICLIENT_ROUTES } from '../features/multiclient/routes.tsx';
import { WAGE_ROUTES } from '../features/wage/routes.tsx';
import { SALARY_ROUTES } from '../features/salary/routes.tsx';
import { FX_DEALS_ROUTES } from '../features/fx-deals/routes.tsx';
import { HEADS_ROUTES } from '../features/heads/routes.tsx';
import { HELP_ROUTES } from '../features/help/routes.tsx';
import { KARTOTEKA_ROUTES } from '../features/kartoteka/routes.tsx';
import { LETTERS_OF_CREDIT_ROUTES } from '../features/letters-of-credit/routes.tsx';
import { LOAN_ADMIN_ROUTES } from '../features/loan-admin/routes.tsx';
import { NOTIFICATIONS_ROUTES } from '../features/notifications/routes.tsx';
import { NOTICES_ROUTES } from '../features/notices/routes.tsx';
import { SITE_MODE_ROUTES } from '../features/site-mode/routes.tsx';
import { CONTROLLED_ACCOUNTS_ROUTES } from '../features/controlled-accounts/routes.tsx';
import { TIMELINES_ROUTES } from '../features/timelines/routes.tsx';
import { PAYMENT_CLAIMS_ROUTES } from '../features/payment-claims/routes.tsx';
import { PAYMENTS_UZS_ROUTES } from '../features/payments-uzs/routes.tsx';
import { PAYMENTS_CURRENCY_ROUTES } from '../features/payments-currency/routes.tsx';
import { INVOICES_ROUTES } from '../features/invoices/routes.tsx';
import { OKO_ROUTES } from '../features/oko/routes.tsx';
import { QR_ROUTES } from '../features/qr/routes.tsx';
import { SERVICES_ROUTES } from '../features/services/routes.tsx';
import { ECOSYSTEM_ROUTES } from '../features/ecosystem/routes.tsx';
import { REFERRAL_ROUTES } from '../features/referral/routes.tsx';
import { RATES_ROUTES } from '../features/rates/routes.tsx';
import { REPORTS_ROUTES } from '../features/reports/routes.tsx';
import { SETTINGS_ROUTES } from '../features/settings/routes.tsx';
import { TERMINALS_ROUTES } from '../features/terminals/routes.tsx';
import { REGISTRATION_ACCOUNT_ROUTES } from '../features/registration-account/routes.tsx';
import { TICKERS_ROUTES } from '../features/tickers/routes.tsx';
import { REFERENCE_ROUTES } from '../features/reference/routes.tsx';
import { RBAC_ROUTES } from '../features/rbac/routes.tsx';
import { USERS_ROUTES } from '../features/users/routes.tsx';
import { STAFF_ROUTES } from '../features/staff/routes.tsx';
import { UZS_IMPORT_ROUTES } from '../features/uzs-import/routes.tsx';
import { SURVEYS_ROUTES } from '../features/surveys/routes.tsx';
import { STATISTICS_ROUTES } from '../features/statistics/routes.tsx';
import { lazyChunk } from '../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../lib/route-row.ts';
import { HOME_ROW, LOGIN_ROW, PAGE_NOT_FOUND_ROW } from './guest-routes.tsx';
import { CATCH_ALL_ROW } from './route-store.tsx';

export type { BuiltRoute, TitleKey } from '../lib/route-row.ts';

// Screens composed from several features belong to the app; the guest table's rows are the same objects.
const OutboxScreen = lazyChunk(() =>
  import('./outbox.tsx').then((m) => ({ default: m.ComposedOutboxScreen })),
);

const APP_ROUTES: readonly BuiltRoute[] = [
  HOME_ROW,
  LOGIN_ROW,
  { path: '/outbox', screen: OutboxScreen, titleKey: 'outbox' },
  PAGE_NOT_FOUND_ROW,
  CATCH_ALL_ROW,
];

/** Every area's rows; an area added later adds its routes.tsx here. */
export const AREA_ROUTES: readonly (readonly BuiltRoute[])[] = [
  AUTH_ROUTES,
  HELP_ROUTES,
  SETTINGS_ROUTES,
  HEADS_ROUTES,
  NOTIFICATIONS_ROUTES,
  TICKERS_ROUTES,
  REFERENCE_ROUTES,
  RBAC_ROUTES,
  NOTICES_ROUTES,
  SITE_MODE_ROUTES,
  CONTROLLED_ACCOUNTS_ROUTES,
  TIMELINES_ROUTES,
  USERS_ROUTES,
  STAFF_ROUTES,
  ACCOUNTS_ROUTES,
  REPORTS_ROUTES,
  KARTOTEKA_ROUTES,
  LETTERS_OF_CREDIT_ROUTES,
  LOAN_ADMIN_ROUTES,
  RATES_ROUTES,
  PAYMENTS_UZS_ROUTES,
  PAYMENTS_CURRENCY_ROUTES,
  UZS_IMPORT_ROUTES,
  PAYMENT_CLAIMS_ROUTES,
  FX_DEALS_ROUTES,
  CREDITS_ROUTES,
  CREDIT_REQUEST_ROUTES,
  EISVO_ROUTES,
  FX_TRANSFERS_ROUTES,
  MUNIS_ROUTES,
  CORPORATE_CARDS_ROUTES,
  ONLINE_ORDER_ROUTES,
  MULTICLIENT_ROUTES,
  WAGE_ROUTES,
  SALARY_ROUTES,
  BOT_CONSOLE_ROUTES,
  CLIENT_CHAT_ROUTES,
  CONTACT_CENTRE_ROUTES,
  QR_ROUTES,
  SERVICES_ROUTES,
  ECOSYSTEM_ROUTES,
  REFERRAL_ROUTES,
  INVOICES_ROUTES,
  OKO_ROUTES,
  SURVEYS_ROUTES,
  STATISTICS_ROUTES,
  TERMINALS_ROUTES,
  REGISTRATION_ACCOUNT_ROUTES,
  APPLICATIONS_ROUTES,
  APP_ROUTES,
];

/** The composed table; the side menu orders its entries itself (src/app/menu.ts MENU_ORDER). */
export const ROUTE_TABLE: readonly BuiltRoute[] = AREA_ROUTES.flat();

/**
 * Routes the app adds beyond the spec's table (docs/decisions.md, "Routes added by the app"):
 * their access rows live here, so contracts UI_ROUTES stays the spec's list.
 */
export const ADDED_ROUTES: readonly UiRoute[] = [
  { path: '/outbox', auth: 'yes', roles: '*', menu: null, area: 'offline' },
  { path: '/settings/signature-key', auth: 'yes', roles: CLIENT_ROLES, menu: null, area: 'settings' },
  // The spec's /credits/deatil under its intended spelling (redirects there).
  {
    path: '/credits/detail',
    auth: 'yes',
    roles: [...CLIENT_ROLES, 'multiclient'],
    menu: null,
    area: 'credits',
  },
];

const byPath = new Map([...UI_ROUTES, ...ADDED_ROUTES].map((route) => [route.path, route]));

/** The access row of a built path; a built path missing from UI_ROUTES and ADDED_ROUTES is a programming error. */
export function uiRouteFor(path: string): UiRoute {
  const route = byPath.get(path);
  if (!route) throw new Error(`route ${path} is not in contracts/ui-routes.ts`);
  return route;
}
