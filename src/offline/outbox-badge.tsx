import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isUnsent } from './store.ts';
import { useOutboxEntries } from './user-store.ts';
import './offline.css';

/** Top-bar badge: how many actions wait to be sent; opens the outbox. Hidden when none wait. */
export function OutboxBadge() {
  const { t } = useTranslation('offline');
  const waiting = useOutboxEntries().filter(isUnsent).length;
  if (waiting === 0) return null;
  const label = t('outbox.badge', { n: waiting });
  return (
    <Link
      to="/outbox"
      className="cb-outbox-badge"
      data-testid="outbox-badge"
      aria-label={label}
      title={label}
    >
      <span aria-hidden="true">⇡</span>
      <span className="cb-outbox-badge__count">{waiting}</span>
    </Link>
  );
}
