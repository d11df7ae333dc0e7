import { IonItem, IonLabel, IonList } from '@ionic/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isClientRole } from '../../../../contracts/roles.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { InstallCard } from '../../../offline/install-card.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { activeAnnouncements, useAnnouncements } from '../api/get-announcements.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { dayPart } from '../greeting.ts';
import './home-screen.css';

function Announcements() {
  const { t } = useTranslation('shell');
  const { data, isPending, isError } = useAnnouncements();
  if (isPending) return <SkeletonLines />;
  const items = isError ? [] : activeAnnouncements(data, currentLanguage());
  if (items.length === 0) return <EmptyState />;
  return (
    <ul className="cb-home__announcements" aria-label={t('announcements.title')}>
      {items.map((item) => (
        <li key={item.id}>{item.text}</li>
      ))}
    </ul>
  );
}

function Notifications() {
  const { t } = useTranslation('shell');
  const { data, isPending, isError } = useNotifications();
  if (isPending) return <SkeletonLines />;
  const items = isError ? [] : data.items;
  if (items.length === 0) return <EmptyState />;
  return (
    <IonList lines="full" className="cb-home__list">
      {items.map((item) => (
        <IonItem
          key={item.id}
          routerLink={`/notifications/view/${item.id}`}
          detail
          data-testid="notification-item"
        >
          <IonLabel>
            <h3 className={item.isRead ? undefined : 'cb-home__unread'}>{item.title}</h3>
            <p>{formatDateTime(item.createdAt)}</p>
          </IonLabel>
          {item.isRead ? null : (
            <span slot="end" className="cb-badge">
              {t('home.new')}
            </span>
          )}
        </IonItem>
      ))}
    </IonList>
  );
}

/**
 * Home (spec 1 §2.2): the greeting, the organisation, active announcements and notifications.
 * Other areas' dashboard cards come in through `cards` (app/ composes them: a feature never
 * imports another); they go first, since "what waits for me" is what a head opens the app for.
 */
export function HomeScreen({ cards }: { cards?: ReactNode }) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  if (!user) return null;
  const part = dayPart(new Date().getHours());
  return (
    <div className="cb-page">
      <h1 data-testid="home-greeting">{t(`home.greeting.${part}`, { name: user.fullName })}</h1>
      {isClientRole(user.role) && user.organizationName ? (
        <p className="cb-muted cb-home__org">
          {user.organizationName} · {t('drawer.inn')}: {user.inn}
        </p>
      ) : null}
      <InstallCard dismissible />
      {cards}
      <div className="cb-home__grid">
        <section className="cb-home__card" aria-labelledby="home-announcements">
          <h2 id="home-announcements">{t('announcements.title')}</h2>
          <Announcements />
        </section>
        <section className="cb-home__card" aria-labelledby="home-notifications">
          <h2 id="home-notifications">{t('home.notifications')}</h2>
          <Notifications />
        </section>
      </div>
    </div>
  );
}
