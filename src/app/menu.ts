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
    return entries ? [{ group, entries }] : [];
  });
  return { top, groups };
}
