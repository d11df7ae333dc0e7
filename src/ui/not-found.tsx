import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './buttons.css';
import './states.css';

/** The not-found page of spec 1 §2: unknown paths, /page-not-found, refused roles and modules. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="cb-state cb-state--page" data-testid="not-found">
      <p className="cb-state__code" aria-hidden="true">
        404
      </p>
      <h1 className="cb-state__title">{t('notFound.title')}</h1>
      <p className="cb-state__text">{t('notFound.text')}</p>
      <Link to="/" className="cb-button cb-button--primary">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
