import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useOnline } from '../../../offline/online.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { createMfo, putMfoUpdate, useMfo } from '../api/mfo-api.ts';
import { MfoForm } from '../components/mfo-form.tsx';
import './reference.css';

/** /mfo/create — offline, the form says so and saving queues the create in the outbox. */
export function MfoCreateScreen() {
  const { t } = useTranslation('reference');
  const { t: to } = useTranslation('offline');
  const navigate = useNavigate();
  const online = useOnline();
  return (
    <div className="cb-page">
      <h1>{t('createTitle')}</h1>
      {online ? null : (
        <p className="cb-offline-reason" role="note" data-testid="mfo-offline-hint">
          {to('queue.offlineHint')}
        </p>
      )}
      <MfoForm
        onSave={async (body) => {
          const result = await createMfo(body);
          navigate(result.kind === 'done' ? `/mfo/${result.data.id}` : '/outbox', { replace: true });
        }}
      />
      <p>
        <Link to="/mfo">{t('actions.back')}</Link>
      </p>
    </div>
  );
}

/** /mfo/:id/edit */
export function MfoEditScreen() {
  const { t } = useTranslation('reference');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data, isPending, isError } = useMfo(id);
  return (
    <div className="cb-page">
      <h1>{t('editTitle')}</h1>
      {isPending ? (
        <SkeletonLines lines={4} />
      ) : isError ? (
        <EmptyState text={t('missing')} />
      ) : (
        <MfoForm
          key={data.id}
          initial={data}
          onSave={async (body) => {
            await putMfoUpdate(data.id, body);
            navigate(`/mfo/${data.id}`, { replace: true });
          }}
        />
      )}
      <p>
        <Link to="/mfo">{t('actions.back')}</Link>
      </p>
    </div>
  );
}
