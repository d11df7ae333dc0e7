import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CLIENT_ROLES, roleAllowed } from '../../../../contracts/roles.ts';
import { useSession } from '../../../lib/session.ts';
import { useDashboardCounts } from '../api/get-dashboard-counts.ts';
import '../../../ui/home-card.css';

const ITEMS = [
  { key: 'to_sign', awaiting: 'sign' },
  { key: 'to_send', awaiting: 'send' },
  { key: 'to_approve', awaiting: 'approve' },
] as const;

/**
 * The home card "what waits for me" (docs/ux.md): the counts of dashboard/payments-for-sign-counts,
 * each one tap to the list filtered to it. Only non-zero counts show; none → no card at all.
 */
export function ToSignCard() {
  const { t } = useTranslation('payments');
  const { user } = useSession();
  const client = user ? roleAllowed(user.role, [...CLIENT_ROLES]) : false;
  const counts = useDashboardCounts(client);
  if (!client || !counts.data) return null;
  const data = counts.data;
  const shown = ITEMS.filter((item) => data[item.key] > 0);
  if (shown.length === 0) return null;
  return (
    <section className="cb-home-card" aria-labelledby="home-payments" data-testid="home-to-sign">
      <h2 id="home-payments">{t('home.title')}</h2>
      <ul className="cb-home-card__list">
        {shown.map((item) => (
          <li key={item.key}>
            <Link
              to={`/uzs-payments?awaiting=${item.awaiting}`}
              className="cb-home-card__link"
              data-testid={`home-${item.key}`}
            >
              <span>{t(`home.${item.key}`)}</span>
              <strong className="cb-home-card__count">{data[item.key]}</strong>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
