/**
 * The shape of a route row. Each feature declares its rows (src/features/<area>/routes.tsx) and the
 * app composes them (src/app/route-table.tsx); the type lives here so features need not import the app.
 */
import type { ComponentType } from 'react';
import type { RoleList } from '../../contracts/roles.ts';
import type shellRu from '../../locales/ru/shell.json';

export type TitleKey = keyof (typeof shellRu)['titles'];

/** Icons a route row may name; the SVGs live with the side menu (src/app/menu-icons.ts). */
export type MenuIconName = 'home' | 'help' | 'faq';

export interface BuiltRoute {
  readonly path: string;
  readonly screen: ComponentType;
  readonly titleKey: TitleKey;
  /**
   * Menu look: `top` marks the entries above the groups (home, help, faq). Membership of a menu
   * group comes from UI_ROUTES, never from here.
   */
  readonly menu?: {
    readonly icon?: MenuIconName;
    readonly top?: boolean;
    /**
     * Who sees the menu entry when that is narrower than who may open the route (spec 1 §6.2:
     * /eisvo opens for any signed-in user, but is in the menu of client roles and cur_head_bank).
     */
    readonly roles?: RoleList;
  };
}
