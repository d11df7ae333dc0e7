import { useTranslation } from 'react-i18next';
import '../../../ui/buttons.css';

/** Previous / next page of a list (the page is kept in the address, spec 2 §9). */
export function Pager({
  meta,
  onPage,
}: {
  meta: { currentPage: number; pageCount: number } | undefined;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('common');
  if (meta === undefined || meta.pageCount <= 1) return null;
  return (
    <nav className="cb-credit-pager" aria-label="pages">
      <button
        type="button"
        className="cb-button cb-button--secondary"
        disabled={meta.currentPage <= 1}
        onClick={() => onPage(meta.currentPage - 1)}
      >
        ‹
      </button>
      <span>
        {meta.currentPage} / {meta.pageCount}
      </span>
      <button
        type="button"
        className="cb-button cb-button--secondary"
        disabled={meta.currentPage >= meta.pageCount}
        onClick={() => onPage(meta.currentPage + 1)}
        aria-label={t('next', { defaultValue: '›' })}
      >
        ›
      </button>
    </nav>
  );
}
