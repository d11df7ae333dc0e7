/**
 * The side menu, built from the same table as the router: the top entries (home, help, faq),
 * then the menu groups of contracts UI_ROUTES, with only the built routes this user may open
 * (roles and unallowed modules, spec 1 §2.5). Groups left empty are not shown.
 */
import { canOpen, type GuardUser } from '../../contracts/access.ts';
import { roleAllowed } from '../../contracts/roles.ts';
import type { MenuGroup, UiRoute } from '../../contracts/ui-routes.ts';
import type { MenuIconName } from './menu-icons.ts';
import type { BuiltRoute, TitleKey } from './route-table.tsx';

/** Group order of the spec: client areas (1 §2.3), then staff areas (1 §2.4). */
const MENU_GROUP_ORDER: readonly MenuGroup[] = [
  'national-currency',
  'foreign-currency',
  'loans',
  'reports',
  'import',
  'statistics',
  'salary-project',
  'messages',
  'other',
  'referral-admin',
  'administration',
  'messaging-bot',
  'contact-centre',
  'unplaced',
];

/**
 * The entries' order: the top entries, then, inside each menu group, the entries in this order (a
 * group mixes areas, e.g. reports holds accounts' and reports' screens, and the route table is
 * composed area by area). An entry not listed comes after the listed ones, in route-table order.
 * It lives here, loaded with the side menu, so the first screen's JavaScript does not carry it.
 */
export const MENU_ORDER: readonly string[] = [
  '/',
  '/help',
  '/faq',
  '/activate',
  '/tickers',
  '/notify',
  '/notification',
  '/users',
  '/administrator',
  '/organization',
  '/errors',
  '/key-logs',
  '/organizations',
  '/clients',
  '/moderators',
  '/admin-branch',
  '/passive-users',
  '/admin-bank',
  '/mfo',
  '/currency-transaction-codes',
  '/bank-code',
  '/reference/account-type',
  '/status',
  '/constraints',
  '/plan-account',
  '/rbac',
  '/solfy/terminal',
  '/terminals',
  '/registration-account/list',
  '/registration-account/parameters',
  '/registration-account/steps',
  '/multiclients',
  '/must-be-auth-accounts',
  '/accounts',
  '/export-turnover',
  '/kartoteka',
  '/export-turnover-balance',
  '/swift-format',
  '/inc-payment-list',
  '/export-okmk-turnover',
  '/account-operation',
  '/terminal-statement',
  '/uzs-payments',
  '/shablon',
  '/m-payments',
  '/payments',
  '/multiclients/ch-o',
  '/multiclients/reports',
  '/payments-required',
  '/munis',
  '/salary',
  '/wage',
  '/currency-payments',
  '/exchange-sum',
  '/uzs-import',
  '/currency-import',
  '/exchange-import',
  '/eisvo',
  '/skv-na-skv',
  '/upload-information-on-overdue-debt',
  '/tgb-chats',
  '/tgb-metrics',
  '/tgb-chat-text',
  '/tgb-chat-appeal',
  '/tgb-chat-consultation',
  '/tgb-chat-appeals',
  '/chat',
  '/chat-archive',
  '/application',
  '/chat-with-bank',
  '/chat-with-bank-archive',
  '/order-call',
  '/order-call-archive',
  '/stats',
  '/stats-export',
  '/chat-reports',
];

/** Entries in MENU_ORDER, unlisted ones after them in their own order. */
function inMenuOrder(entries: readonly MenuEntry[]): MenuEntry[] {
  const position = (entry: MenuEntry) => {
    const index = MENU_ORDER.indexOf(entry.path);
    return index === -1 ? MENU_ORDER.length : index;
  };
  return [...entries].sort((a, b) => position(a) - position(b));
}

export interface MenuEntry {
  readonly path: string;
  readonly titleKey: TitleKey;
  readonly icon: MenuIconName | undefined;
}

export interface MenuSection {
  readonly group: MenuGroup;
  readonly entries: readonly MenuEntry[];
}

export interface BuiltMenu {
  readonly top: readonly MenuEntry[];
  readonly groups: readonly MenuSection[];
}

export function buildMenu(
  rows: readonly BuiltRoute[],
  user: GuardUser,
  accessOf: (path: string) => UiRoute,
): BuiltMenu {
  const top: MenuEntry[] = [];
  const grouped = new Map<MenuGroup, MenuEntry[]>();
  for (const row of rows) {
    const access = accessOf(row.path);
    if (!canOpen(access, user)) continue;
    if (row.menu?.roles !== undefined && !roleAllowed(user.role, row.menu.roles)) continue;
    const entry: MenuEntry = { path: row.path, titleKey: row.titleKey, icon: row.menu?.icon };
    if (row.menu?.top) top.push(entry);
    // A path with parameters (/…/:id) cannot be linked from the menu; its list screen is.
    else if (access.menu && !row.path.includes(':')) {
      grouped.set(access.menu, [...(grouped.get(access.menu) ?? []), entry]);
    }
  }
  const groups = MENU_GROUP_ORDER.flatMap((group) => {
    const entries = grouped.get(group);
    return entries ? [{ group, entries: inMenuOrder(entries) }] : [];
  });
  return { top: inMenuOrder(top), groups };
}
