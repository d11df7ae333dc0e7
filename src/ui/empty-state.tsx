import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './states.css';

/** "Нет данных" (the spec's netDannix) or a given text, with an optional action under it. */
export function EmptyState({ text, children }: { text?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="cb-state" role="status">
      <p className="cb-state__text">{text ?? t('empty')}</p>
      {children}
    </div>
  );
}
