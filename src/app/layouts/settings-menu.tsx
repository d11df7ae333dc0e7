import { IonIcon } from '@ionic/react';
import { keyOutline, logOutOutline, settingsOutline, timeOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../features/auth/api/post-logout.ts';
import { useIonNavigate } from '../../lib/navigation.ts';
import { dialogs } from '../../ui/dialog-service.ts';
import { MenuButton } from '../../ui/menu-button.tsx';

const LINKS = [
  { path: '/settings', icon: settingsOutline, key: 'settings' },
  { path: '/settings/change-password', icon: keyOutline, key: 'changePassword' },
  { path: '/settings/last-auth', icon: timeOutline, key: 'lastAuth' },
] as const;

/** Top-bar settings menu: settings, change password, last logins, logout (with confirmation). */
export function SettingsMenu() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  const navigate = useIonNavigate();
  const logout = useLogout();

  const confirmLogout = () => {
    dialogs.open(
      {
        kind: 'status',
        tone: 'question',
        title: t('logout.title'),
        text: t('logout.text'),
        actions: [
          { label: t('logout.cancel'), testId: 'logout-cancel' },
          {
            label: t('logout.confirm'),
            testId: 'logout-confirm',
            primary: true,
            run: () => {
              dialogs.showLoading(tc('loading'));
              logout.mutate(undefined, { onSettled: () => dialogs.hideLoading() });
            },
          },
        ],
      },
      'logout',
    );
  };

  return (
    <MenuButton
      testId="settings-menu"
      label={t('topBar.settingsMenu')}
      content={<IonIcon icon={settingsOutline} aria-hidden="true" />}
      items={[
        ...LINKS.map((link) => ({
          key: link.path,
          label: t(`titles.${link.key}`),
          icon: <IonIcon icon={link.icon} aria-hidden="true" />,
          onSelect: () => navigate(link.path),
        })),
        {
          key: 'logout',
          label: t('logout.action'),
          icon: <IonIcon icon={logOutOutline} aria-hidden="true" />,
          testId: 'logout-button',
          onSelect: confirmLogout,
        },
      ]}
    />
  );
}
