import { IonHeader, IonIcon, IonTitle, IonToolbar } from '@ionic/react';
import { menuOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { isClientRole } from '../../../contracts/roles.ts';
import { CallOrderButton } from '../../features/client-chat/components/call-order-button.tsx';
import { AnnouncementsStrip } from '../../features/shell/components/announcements-strip.tsx';
import { BankTimes } from '../../features/shell/components/bank-times.tsx';
import { PersonalManagerButton } from '../../features/shell/components/personal-manager-button.tsx';
import { useMediaQuery, WIDE_QUERY } from '../../lib/media-query.ts';
import { usePushMessages } from '../../lib/push/messages.ts';
import { useSession } from '../../lib/session.ts';
import { OutboxBadge } from '../../offline/outbox-badge.tsx';
import { useMenuControl } from '../menu-state.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { SettingsMenu } from './settings-menu.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/**
 * The signed-in top bar (spec 1 §2.5): menu button, outbox badge (while actions wait to be sent),
 * personal manager (client roles with one),
 * theme, language, settings menu; under it the bank system times and the announcements strip.
 */
export function TopBar() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const wide = useMediaQuery(WIDE_QUERY);
  const { collapsed, toggleCollapsed, menuRef } = useMenuControl();
  // A tapped notification opens its link in this window (sw/sw.ts PUSH_OPEN).
  usePushMessages();
  if (!user) return null;

  // Wide screens keep the drawer in place and fold it to the 80 px bar; phones slide it over.
  const menuLabel = wide ? (collapsed ? t('menu.expand') : t('menu.collapse')) : t('menu.open');
  const showManager = isClientRole(user.role) && user.existPersonalManager;

  return (
    <IonHeader className="cb-topbar">
      <IonToolbar>
        <div slot="start" className="cb-toolbar-actions">
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
        </div>
        <IonTitle>
          <span className="cb-brand">CorpBank</span>
        </IonTitle>
        <div slot="end" className="cb-toolbar-actions">
          <OutboxBadge />
          {showManager ? <PersonalManagerButton /> : null}
          {isClientRole(user.role) ? <CallOrderButton /> : null}
          <ThemeToggle />
          <LanguageSwitch />
          <SettingsMenu />
        </div>
      </IonToolbar>
      <IonToolbar className="cb-infobar">
        <div className="cb-infobar__row">
          <BankTimes />
          <AnnouncementsStrip />
        </div>
      </IonToolbar>
    </IonHeader>
  );
}
