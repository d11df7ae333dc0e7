import { useTranslation } from 'react-i18next';
import './states.css';

/** Placeholder lines while a screen's data loads (skeletons, not spinners: docs/ux.md). */
export function SkeletonLines({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('loadingShort')} className="cb-skeleton">
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="cb-skeleton__line" style={{ width: `${90 - ((index * 17) % 40)}%` }} />
      ))}
    </div>
  );
}
