import { useTranslation } from 'react-i18next';
import './buttons.css';
import './states.css';

/** "Нет данных" (the spec's netDannix) or a given text, with a way out when there is one. */
export function EmptyState({
  text,
  action,
}: {
  text?: string;
  action?: { readonly label: string; readonly run: () => void; readonly testId?: string };
}) {
  const { t } = useTranslation();
  return (
    <div className="cb-state" role="status">
      <p className="cb-state__text">{text ?? t('empty')}</p>
      {action ? (
        <button
          type="button"
          className="cb-button cb-button--secondary"
          data-testid={action.testId}
          onClick={action.run}
        >
          {action.label}
        </button>
      ) : null}
    </div>
  );
}
