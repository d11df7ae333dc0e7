import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useOnline } from '../../../offline/online.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { useTicker } from '../api/get-ticker.ts';
import { createTicker } from '../api/post-ticker-create.ts';
import { putTickerUpdate } from '../api/put-ticker-update.ts';
import { TickerForm } from '../components/ticker-form.tsx';
import './tickers.css';

/** /tickers/create — offline, the form says so and saving queues the create in the outbox. */
export function TickerCreateScreen() {
  const { t } = useTranslation('tickers');
  const { t: to } = useTranslation('offline');
  const navigate = useNavigate();
  const online = useOnline();
  return (
    <div className="cb-page">
      <h1>{t('createTitle')}</h1>
      {online ? null : (
        <p className="cb-offline-reason" role="note" data-testid="ticker-offline-hint">
          {to('queue.offlineHint')}
        </p>
      )}
      <TickerForm
        submitLabel={t('actions.save')}
        onSave={async (body) => {
          const result = await createTicker(body);
          navigate(result.kind === 'done' ? `/tickers/${result.data.id}` : '/outbox', { replace: true });
        }}
      />
      <p>
        <Link to="/tickers">{t('actions.back')}</Link>
      </p>
    </div>
  );
}

/** /tickers/:id/edit */
export function TickerEditScreen() {
  const { t } = useTranslation('tickers');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data, isPending, isError } = useTicker(id);
  return (
    <div className="cb-page">
      <h1>{t('editTitle')}</h1>
      {isPending ? (
        <SkeletonLines lines={6} />
      ) : isError ? (
        <EmptyState text={t('missing')} />
      ) : (
        <TickerForm
          key={data.id}
          initial={data}
          submitLabel={t('actions.save')}
          onSave={async (body) => {
            await putTickerUpdate(data.id, body);
            navigate(`/tickers/${data.id}`, { replace: true });
          }}
        />
      )}
      <p>
        <Link to="/tickers">{t('actions.back')}</Link>
      </p>
    </div>
  );
}
