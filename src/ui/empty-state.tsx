import { useTranslation } from 'react-i18next';
import './states.css';

/** "Нет данных" (the spec's netDannix) or a given text. */
export function EmptyState({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="cb-state" role="status">
      <p className="cb-state__text">{text ?? t('empty')}</p>
    </div>
  );
}
