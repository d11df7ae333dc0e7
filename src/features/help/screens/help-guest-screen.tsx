import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HelpContent } from '../components/help-content.tsx';

/** /help-guest: the same help before signing in, with the way back to the login page. */
export function HelpGuestScreen() {
  const { t } = useTranslation('help');
  return (
    <div className="cb-page">
      <h1>{t('title')}</h1>
      <p className="cb-muted">{t('intro')}</p>
      <HelpContent />
      <p>
        <Link to="/login">{t('toLogin')}</Link>
      </p>
    </div>
  );
}
