import { IonHeader, IonIcon, IonTitle, IonToolbar } from '@ionic/react';
import {
  arrowBackOutline,
  callOutline,
  menuOutline,
  moonOutline,
  personCircleOutline,
  sunnyOutline,
} from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LANGUAGES } from '../../../contracts/envelope.ts';
import { isClientRole, roleAllowed } from '../../../contracts/roles.ts';
import {
  CallOrderButton,
  CallOrderDialog,
} from '../../features/client-chat/components/call-order-button.tsx';
import { AnnouncementsStrip } from '../../features/shell/components/announcements-strip.tsx';
import { BankTimes } from '../../features/shell/components/bank-times.tsx';
import {
  PersonalManagerButton,
  PersonalManagerDialog,
} from '../../features/shell/components/personal-manager-button.tsx';
import { changeLanguage, currentLanguage } from '../../lib/i18n.ts';
import { useMediaQuery, WIDE_QUERY } from '../../lib/media-query.ts';
import { setDark, useDarkTheme } from '../../lib/theme.ts';
import type { MenuItem } from '../../ui/menu-button.tsx';
import { usePushMessages } from '../../lib/push/messages.ts';
import { useSession } from '../../lib/session.ts';
import { OutboxBadge } from '../../offline/outbox-badge.tsx';
import { useActiveRoute } from '../active-route.ts';
import { useMenuControl } from '../menu-state.ts';
import { parentPathOf } from '../parent-route.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { SettingsMenu } from './settings-menu.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

type OverflowDialog = 'manager' | 'callOrder';

/**
 * The signed-in top bar (spec 1 §2.5): menu button, outbox badge (while actions wait to be sent),
 * personal manager (client roles with one), call order (client roles), theme, language, settings
 * menu; under it the bank system times and the announcements strip. Phones get one row (issue 17
 * point 9): menu, title, outbox badge and one overflow menu holding the clocks, manager, call
 * order, theme, language and settings; the announcements stay below.
 */
export function TopBar() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  const { t: tChat } = useTranslation('chat');
  const { user } = useSession();
  const wide = useMediaQuery(WIDE_QUERY);
  const dark = useDarkTheme();
  const { collapsed, toggleCollapsed, menuRef } = useMenuControl();
  const location = useLocation();
  const navigate = useNavigate();
  const active = useActiveRoute();
  // Phones: a child screen has a back button and its own title in place of the menu and brand.
  const parent = wide ? null : parentPathOf(location.pathname);
  // Each opening mounts the dialog afresh (an empty call-order form every time).
  const [dialog, setDialog] = useState<{ kind: OverflowDialog; opening: number } | null>(null);
  // A tapped notification opens its link in this window (sw/sw.ts PUSH_OPEN).
  usePushMessages();
  if (!user) return null;

  // Wide screens keep the drawer in place and fold it to the 80 px bar; phones slide it over.
  const menuLabel = wide ? (collapsed ? t('menu.expand') : t('menu.collapse')) : t('menu.open');
  const client = isClientRole(user.role);
  // The multiclient's chosen child organisation, a tap away from switching it.
  const multiclientOrg = roleAllowed(user.role, ['multiclient']) ? user.organizationName : null;
  const showManager = client && user.existPersonalManager;
  const open = (kind: OverflowDialog) => setDialog((d) => ({ kind, opening: (d?.opening ?? 0) + 1 }));
  const language = currentLanguage();
  const overflowItems: MenuItem[] = [
    ...(showManager
      ? [
          {
            key: 'manager',
            label: t('personalManager.title'),
            icon: <IonIcon icon={personCircleOutline} aria-hidden="true" />,
            testId: 'personal-manager-button',
            onSelect: () => open('manager'),
          },
        ]
      : []),
    ...(client
      ? [
          {
            key: 'call-order',
            label: tChat('callOrder.action'),
            icon: <IonIcon icon={callOutline} aria-hidden="true" />,
            testId: 'call-order',
            onSelect: () => open('callOrder'),
          },
        ]
      : []),
    {
      key: 'theme',
      label: dark ? tc('theme.light') : tc('theme.dark'),
      icon: <IonIcon icon={dark ? sunnyOutline : moonOutline} aria-hidden="true" />,
      testId: 'theme-toggle',
      onSelect: () => setDark(!dark),
    },
    ...LANGUAGES.map((code) => ({
      key: `lang-${code}`,
      label: tc(`language.names.${code}`),
      icon: <span className="cb-lang-code">{code.toUpperCase()}</span>,
      lang: code,
      current: code === language,
      testId: `lang-${code}`,
      onSelect: () => changeLanguage(code),
    })),
  ];

  return (
    <IonHeader className="cb-topbar">
      <IonToolbar>
        <div slot="start" className="cb-toolbar-actions">
          {parent !== null ? (
            <button
              type="button"
              className="cb-icon-button"
              data-testid="back-button"
              aria-label={t('topBar.back')}
              title={t('topBar.back')}
              // Back where the user came from; opened directly (a link, a notification), to the parent.
              onClick={() => (location.key !== 'default' ? navigate(-1) : navigate(parent))}
            >
              <IonIcon icon={arrowBackOutline} aria-hidden="true" />
            </button>
          ) : (
            <button
              type="button"
              className="cb-icon-button"
              data-testid="menu-toggle"
              aria-label={menuLabel}
              title={menuLabel}
              aria-expanded={wide ? !collapsed : undefined}
              onClick={() => (wide ? toggleCollapsed() : void menuRef.current?.toggle())}
            >
              <IonIcon icon={menuOutline} aria-hidden="true" />
            </button>
          )}
        </div>
        <IonTitle>
          {parent !== null && active ? (
            <span className="cb-brand cb-brand--page" data-testid="page-title">
              {t(`titles.${active.titleKey}`)}
            </span>
          ) : (
            <span className="cb-brand">CorpBank</span>
          )}
        </IonTitle>
        <div slot="end" className="cb-toolbar-actions">
          <OutboxBadge />
          {wide ? (
            <>
              {showManager ? <PersonalManagerButton /> : null}
              {client ? <CallOrderButton /> : null}
              <ThemeToggle />
              <LanguageSwitch />
              <SettingsMenu />
            </>
          ) : (
            <SettingsMenu overflow={{ header: <BankTimes stacked />, items: overflowItems }} />
          )}
        </div>
      </IonToolbar>
      <IonToolbar className="cb-infobar">
        <div className="cb-infobar__row">
          {multiclientOrg ? (
            <Link to="/multiclients/ch-o" className="cb-infobar__org" data-testid="topbar-org">
              {multiclientOrg}
            </Link>
          ) : null}
          {wide ? <BankTimes /> : null}
          <AnnouncementsStrip />
        </div>
      </IonToolbar>
      {dialog?.kind === 'manager' ? <PersonalManagerDialog open onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'callOrder' ? (
        <CallOrderDialog key={dialog.opening} open onClose={() => setDialog(null)} />
      ) : null}
    </IonHeader>
  );
}
