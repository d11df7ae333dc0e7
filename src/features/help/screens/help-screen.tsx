import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HelpContent } from '../components/help-content.tsx';

/** /help for signed-in users. */
export function HelpScreen() {
  const { t } = useTranslation('help');
  return (
    <div className="cb-page">
      <h1>{t('title')}</h1>
      <p className="cb-muted">{t('intro')}</p>
      <HelpContent />
      <p>
        <Link to="/faq">{t('toFaq')}</Link>
      </p>
    </div>
  );
}
