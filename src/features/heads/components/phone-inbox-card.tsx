import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DEVICE_ROLES } from '../../../../contracts/api/devices.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { formatMoney } from '../../../ui/format.ts';
import { useInbox } from '../api/heads-api.ts';
import { deviceCredential } from '../../../lib/device-credential.ts';
import '../../../ui/home-card.css';
import '../screens/heads.css';

/**
 * First on a signer's home when this phone is activated (issue 17 point 8): how many payments wait
 * for their signature across the organisations they sign for, the totals per currency, one tap to
 * the approval inbox. Nothing when the phone is not activated or nothing waits.
 */
export function PhoneInboxCard() {
  const { user } = useSession();
  const activated =
    user !== null && roleAllowed(user.role, DEVICE_ROLES) && deviceCredential(user.id) !== null;
  return activated ? <WaitingOnThisPhone /> : null;
}

function WaitingOnThisPhone() {
  const { t } = useTranslation('heads');
  const inbox = useInbox();
  const data = inbox.data?.data;
  if (!data || data.rows.length === 0) return null;
  const organizations = new Set(data.rows.map((row) => row.organization_name)).size;
  const language = currentLanguage();
  return (
    <section className="cb-home-card" aria-labelledby="home-phone-inbox" data-testid="home-phone-inbox">
      <h2 id="home-phone-inbox">{t('home.title')}</h2>
      <Link to="/activate" className="cb-home-card__link" data-testid="home-phone-inbox-open">
        <span>{t('home.waiting', { count: data.rows.length, organizations })}</span>
        <strong className="cb-home-card__count">{data.rows.length}</strong>
      </Link>
      <ul className="heads-home__totals">
        {data.totals.map((total) => (
          <li key={total.currency}>{formatMoney(total.sum, total.currency, language)}</li>
        ))}
      </ul>
    </section>
  );
}
