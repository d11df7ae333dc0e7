import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './buttons.css';
import './print.css';

/** Spec 1 §9: printing opens 500 ms after it is asked for, once the document is laid out. */
export const PRINT_DELAY_MS = 500;

/**
 * A document laid out for paper: on screen it is the page's content with a print button; when
 * printed, only this document shows, on A4 (print.css hides the app's bars and menus).
 */
export function PrintView({ children, testId }: { children: ReactNode; testId?: string }) {
  const { t } = useTranslation('kit');
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!asked) return;
    const timer = setTimeout(() => {
      setAsked(false);
      window.print();
    }, PRINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [asked]);
  return (
    <div className="cb-print-root">
      <div className="cb-no-print cb-print-actions">
        <button
          type="button"
          className="cb-button cb-button--secondary"
          disabled={asked}
          data-testid={testId ? `${testId}-print` : 'print'}
          onClick={() => setAsked(true)}
        >
          {t('print.action')}
        </button>
      </div>
      <article className="cb-print" data-testid={testId}>
        {children}
      </article>
    </div>
  );
}
