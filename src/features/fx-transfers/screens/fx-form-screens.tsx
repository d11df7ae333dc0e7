import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FX_PREPARERS } from '../../../../contracts/api/fx-transfer.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { useSession } from '../../../lib/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { createFx, editFx, useFxView } from '../api/fx-api.ts';
import { FxForm } from '../components/fx-form.tsx';
import { fxDetailPath } from '../fx-filter.ts';
import { createBodyOf, EMPTY_FX_VALUES, fxValuesOf } from '../fx-values.ts';
import '../components/fx.css';

/**
 * /skv-na-skv/add — a new transfer: its page when the bank answers, else the outbox where the
 * create waits; the client_reference made when the form opened keeps a twice-sent create one transfer.
 */
export function FxAddScreen() {
  const { t } = useTranslation('fxTransfers');
  const navigate = useNavigate();
  const [clientReference] = useState(() => crypto.randomUUID());
  const { user } = useSession();
  // The route opens for every role of the section; only preparers get the form (the server agrees).
  const preparer = roleAllowed(user?.role ?? '', FX_PREPARERS);
  return (
    <div className="cb-page">
      <h1>{t('form.createTitle')}</h1>
      {!preparer ? (
        <EmptyState text={t('form.notAllowed')} />
      ) : (
        <FxForm
          initial={EMPTY_FX_VALUES}
          draftKey="fx-transfer-draft:new"
          submitLabel={t('form.save')}
          onSave={async (values) => {
            const result = await createFx(createBodyOf(values, clientReference));
            navigate(result.kind === 'done' ? fxDetailPath(result.data.id) : '/outbox', { replace: true });
          }}
        />
      )}
      <p>
        <Link to="/skv-na-skv">{t('actions.back')}</Link>
      </p>
    </div>
  );
}

/** /skv-na-skv/edit/:id — an edit on the version shown (If-Match); it voids a signature. */
export function FxEditScreen() {
  const { t } = useTranslation('fxTransfers');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const view = useFxView(id);
  const current = view.data?.data;
  return (
    <div className="cb-page">
      <h1>{t('form.editTitle')}</h1>
      {view.isPending && view.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={6} />
      ) : !current ? (
        <EmptyState text={t('detail.missing')} />
      ) : !current.isEdit ? (
        <p data-testid="fx-not-editable">{t('form.notEditable')}</p>
      ) : (
        <FxForm
          key={`${current.id}-${current.version}`}
          initial={fxValuesOf(current)}
          draftKey={`fx-transfer-draft:edit:${current.id}`}
          submitLabel={t('form.save')}
          onSave={async (values) => {
            const { client_reference: _, ...fields } = createBodyOf(values, '');
            const result = await editFx({ id, ...fields }, current.version);
            navigate(result.kind === 'done' ? fxDetailPath(id) : '/outbox', { replace: true });
          }}
        />
      )}
      <p>
        <Link to={Number.isInteger(id) && id > 0 ? fxDetailPath(id) : '/skv-na-skv'}>
          {t('actions.back')}
        </Link>
      </p>
    </div>
  );
}
