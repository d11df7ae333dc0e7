import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HelpContent } from './help-content.tsx';

/** The help text, shared by /help and /help-guest, which differ only in where they lead next. */
export function HelpPage({
  next,
}: {
  readonly next: { readonly to: string; readonly labelKey: 'toLogin' | 'toFaq' };
}) {
  const { t } = useTranslation('help');
  return (
    <div className="cb-page">
      <h1>{t('title')}</h1>
      <p className="cb-muted">{t('intro')}</p>
      <HelpContent />
      <p>
        <Link to={next.to}>{t(next.labelKey)}</Link>
      </p>
    </div>
  );
}
