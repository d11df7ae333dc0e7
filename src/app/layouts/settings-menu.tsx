import { IonIcon } from '@ionic/react';
import { ellipsisVertical, keyOutline, logOutOutline, settingsOutline, timeOutline } from 'ionicons/icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../features/auth/api/post-logout.ts';
import { useIonNavigate } from '../../lib/navigation.ts';
import type { OutboxEntry } from '../../offline/store.ts';
import { UnsentDialog } from '../../offline/unsent-dialog.tsx';
import { outboxActions, unsentEntries, wipeForLogout } from '../../offline/user-store.ts';
import { dialogs } from '../../ui/dialog-service.ts';
import { MenuButton, type MenuItem } from '../../ui/menu-button.tsx';

const LINKS = [
  { path: '/settings', icon: settingsOutline, key: 'settings' },
  { path: '/settings/change-password', icon: keyOutline, key: 'changePassword' },
  { path: '/settings/last-auth', icon: timeOutline, key: 'lastAuth' },
] as const;

/**
 * Top-bar settings menu: settings, change password, last logins, logout (with confirmation).
 * Logout wipes the local store; while the outbox holds unsent actions it is refused and the
 * unsent-actions dialog offers send now / keep / discard instead. On phones it is the one overflow
 * menu of the one-row header: `overflow` adds the top bar's other choices above the settings
 * links and the clocks as its header (issue 17 point 9).
 */
export function SettingsMenu({
  overflow,
}: {
  overflow?: { readonly header: ReactNode; readonly items: readonly MenuItem[] };
}) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  const navigate = useIonNavigate();
  const logout = useLogout();
  const [unsent, setUnsent] = useState<readonly OutboxEntry[] | null>(null);

  const finishLogout = async () => {
    dialogs.showLoading(tc('loading'));
    let left: readonly OutboxEntry[] = [];
    try {
      left = await wipeForLogout();
    } catch (error) {
      // The user asked to leave: the session still ends; the key-less rows cannot be read anyway.
      console.warn('local store not wiped', error);
    }
    if (left.length > 0) {
      dialogs.hideLoading();
      setUnsent(left);
      return;
    }
    logout.mutate(undefined, { onSettled: () => dialogs.hideLoading() });
  };

  const confirmLogout = () => {
    const waiting = unsentEntries();
    if (waiting.length > 0) {
      setUnsent(waiting);
      return;
    }
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
            run: () => void finishLogout(),
          },
        ],
      },
      'logout',
    );
  };

  return (
    <>
      {unsent ? (
        <UnsentDialog
          entries={unsent}
          onKeep={() => setUnsent(null)}
          onSendNow={() => {
            setUnsent(null);
            void outboxActions.sendNow();
          }}
          onDiscard={() => {
            const ids = unsent.map((entry) => entry.id);
            setUnsent(null);
            void Promise.all(ids.map((id) => outboxActions.discard(id))).then(finishLogout);
          }}
        />
      ) : null}
      <MenuButton
        testId="settings-menu"
        label={overflow ? t('topBar.moreMenu') : t('topBar.settingsMenu')}
        content={<IonIcon icon={overflow ? ellipsisVertical : settingsOutline} aria-hidden="true" />}
        header={overflow?.header}
        items={[
          ...(overflow?.items ?? []),
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
    </>
  );
}
