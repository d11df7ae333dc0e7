import { IonContent, IonIcon, IonItem, IonLabel, IonList, IonMenu, IonMenuToggle } from '@ionic/react';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isClientRole, roleAllowed, roleLabelKey } from '../../../contracts/roles.ts';
import { useSession } from '../../lib/session.ts';
import { useActiveRoute } from '../active-route.ts';
import '../../ui/small-pieces.css';
import { useMenuBadges } from '../menu-badges.ts';
import { buildMenu, type MenuEntry } from '../menu.ts';
import { GROUP_ICONS, MENU_ICONS } from '../menu-icons.ts';
import { useMenuControl } from '../menu-state.ts';
import { ROUTE_TABLE, uiRouteFor } from '../route-table.tsx';

function EntryItem({
  entry,
  icon,
  active,
  badge = 0,
}: {
  entry: MenuEntry;
  icon: string;
  active: boolean;
  badge?: number;
}) {
  const { t } = useTranslation('shell');
  const { collapsed } = useMenuControl();
  const label = t(`titles.${entry.titleKey}`);
  return (
    <IonMenuToggle autoHide={false}>
      <IonItem
        button
        detail={false}
        routerLink={entry.path}
        routerDirection="root"
        lines="none"
        className={active ? 'cb-menu-item cb-menu-item--active' : 'cb-menu-item'}
        data-testid="menu-item"
        data-path={entry.path}
        aria-current={active ? 'page' : undefined}
        title={collapsed ? label : undefined}
      >
        <IonIcon slot="start" icon={icon} aria-hidden="true" />
        <IonLabel className="cb-menu-label">{label}</IonLabel>
        {badge > 0 ? (
          <span className="cb-badge" slot="end" data-testid="menu-badge">
            {badge}
          </span>
        ) : null}
      </IonItem>
    </IonMenuToggle>
  );
}

/**
 * The drawer (spec 1 §2.5): role label, full name and, for client roles, the organisation with
 * its inn and nibbd; then the menu built from the route table for this user.
 */
export function SideMenu() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  const { user } = useSession();
  const { collapsed, menuRef } = useMenuControl();
  const active = useActiveRoute();
  const menu = useMemo(() => (user ? buildMenu(ROUTE_TABLE, user, uiRouteFor) : null), [user]);
  const badges = useMenuBadges(user?.role ?? '', active);
  if (!user || !menu) return null;

  return (
    <IonMenu
      ref={menuRef}
      contentId="main"
      type="overlay"
      data-testid="side-menu"
      className={collapsed ? 'cb-drawer cb-drawer--collapsed' : 'cb-drawer'}
      aria-label={t('menu.title')}
    >
      <IonContent>
        <div className={collapsed ? 'cb-drawer__user cb-visually-hidden' : 'cb-drawer__user'}>
          <div className="cb-drawer__role" data-testid="drawer-role">
            {tc(`roles.${roleLabelKey(user.role)}`)}
          </div>
          <div className="cb-drawer__name" data-testid="drawer-name">
            {user.fullName}
          </div>
          {/* A multiclient shows the child organisation it acts for (m-client/select-organization). */}
          {isClientRole(user.role) || (roleAllowed(user.role, ['multiclient']) && user.organizationName) ? (
            <div className="cb-drawer__org" data-testid="drawer-org">
              <div className="cb-drawer__org-name">{user.organizationName}</div>
              <div>
                {t('drawer.inn')}: {user.inn}
              </div>
              <div>
                {t('drawer.nibbd')}: {user.nibbd}
              </div>
            </div>
          ) : null}
        </div>
        {/* ion-menu is the navigation landmark itself (role navigation, named by aria-label). */}
        <div>
          <IonList lines="none" className="cb-menu-list">
            {menu.top.map((entry) => (
              <EntryItem
                key={entry.path}
                entry={entry}
                icon={entry.icon ? MENU_ICONS[entry.icon] : GROUP_ICONS.other}
                active={active?.path === entry.path}
              />
            ))}
          </IonList>
          {/* The heading sits before its list: a list may hold only its items (axe aria-required-children). */}
          {menu.groups.map((section) => (
            <Fragment key={section.group}>
              <h2 className={collapsed ? 'cb-visually-hidden' : 'cb-menu-group'}>
                {t(`menuGroups.${section.group}`)}
              </h2>
              <IonList lines="none" className="cb-menu-list">
                {section.entries.map((entry) => (
                  <EntryItem
                    key={entry.path}
                    entry={entry}
                    icon={entry.icon ? MENU_ICONS[entry.icon] : GROUP_ICONS[section.group]}
                    active={active?.path === entry.path}
                    badge={badges.get(entry.path)}
                  />
                ))}
              </IonList>
            </Fragment>
          ))}
        </div>
      </IonContent>
    </IonMenu>
  );
}
