import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './buttons.css';
import './small-pieces.css';

/** Spec 1 §9: the copy notice stays 2000 ms. */
export const COPY_NOTICE_MS = 2000;

/** Copies a text to the clipboard and says so (or that it failed) for two seconds. */
export function CopyButton({ text, label, testId }: { text: string; label?: string; testId?: string }) {
  const { t } = useTranslation('kit');
  const [notice, setNotice] = useState<'done' | 'failed' | null>(null);
  useEffect(() => {
    if (notice === null) return;
    const timer = setTimeout(() => setNotice(null), COPY_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return (
    <span className="cb-copy">
      <button
        type="button"
        className="cb-link-button"
        data-testid={testId}
        onClick={() => {
          navigator.clipboard.writeText(text).then(
            () => setNotice('done'),
            () => setNotice('failed'),
          );
        }}
      >
        {label ?? t('copy.action')}
      </button>
      <span className="cb-copy__notice" role="status">
        {notice === null ? '' : t(`copy.${notice}`)}
      </span>
    </span>
  );
}
