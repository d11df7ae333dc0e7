import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatDateTime } from '../../../lib/dates.ts';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PrintView } from '../../../ui/print-view.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { useTicker } from '../api/get-ticker.ts';
import { DeleteTickerSheet } from '../components/delete-ticker-sheet.tsx';
import { TickerStatusChip } from '../components/ticker-status.tsx';
import { TICKER_LANGUAGES } from '../ticker-text.ts';
import '../../../ui/buttons.css';
import './tickers.css';

/** /tickers/:id — one ticker, printable, with edit and delete. */
export function TickerViewScreen() {
  const { t } = useTranslation('tickers');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data, isPending, isError } = useTicker(id);
  const [deleting, setDeleting] = useState<number | null>(null);
  if (isPending)
    return (
      <div className="cb-page">
        <SkeletonLines lines={6} />
      </div>
    );
  if (isError)
    return (
      <div className="cb-page">
        <EmptyState text={t('missing')} />
        <Link to="/tickers">{t('actions.back')}</Link>
      </div>
    );
  return (
    <div className="cb-page">
      <PrintView testId="ticker-view">
        <h1>{t('viewTitle', { id: data.id })}</h1>
        <table className="cb-ticker-view">
          <tbody>
            <tr>
              <th scope="row">{t('fields.status')}</th>
              <td>
                <TickerStatusChip status={data.status} />
              </td>
            </tr>
            {TICKER_LANGUAGES.map((language) => (
              <tr key={language}>
                <th scope="row">{t(`fields.message_${language}`)}</th>
                <td lang={language} data-testid={`ticker-view-${language}`}>
                  {data[`message_${language}`]}{' '}
                  <span className="cb-no-print">
                    <CopyButton text={data[`message_${language}`]} />
                  </span>
                </td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('fields.created_at')}</th>
              <td>{formatDateTime(data.created_at)}</td>
            </tr>
          </tbody>
        </table>
      </PrintView>
      <div className="cb-ticker-form__actions cb-no-print">
        <Link
          to={`/tickers/${data.id}/edit`}
          className="cb-button cb-button--primary"
          data-testid="ticker-edit"
        >
          {t('actions.edit')}
        </Link>
        <button
          type="button"
          className="cb-button cb-button--danger"
          data-testid="ticker-delete"
          onClick={() => setDeleting(data.id)}
        >
          {t('actions.delete')}
        </button>
        <Link to="/tickers">{t('actions.back')}</Link>
      </div>
      <DeleteTickerSheet
        id={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => navigate('/tickers', { replace: true })}
      />
    </div>
  );
}
