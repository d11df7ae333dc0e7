import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { MUNIS_PREPARERS } from '../../../../contracts/api/munis.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { useSession } from '../../../lib/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { createMunis, editMunis, useMunisCatalog, useMunisTemplate, useMunisView } from '../api/munis-api.ts';
import { MunisForm } from '../components/munis-form.tsx';
import {
  EMPTY_MUNIS_VALUES,
  createBodyOf,
  munisDetailPath,
  munisValuesOf,
  type MunisFormValues,
} from '../munis-values.ts';
import '../components/munis.css';

/** The form for a new payment; the client_reference made when it opened keeps a twice-sent create one payment. */
function NewPayment({ initial, draftKey }: { initial: MunisFormValues; draftKey: string }) {
  const { t } = useTranslation('munis');
  const navigate = useNavigate();
  const catalog = useMunisCatalog();
  const [clientReference] = useState(() => crypto.randomUUID());
  return (
    <MunisForm
      initial={initial}
      draftKey={draftKey}
      submitLabel={t('form.save')}
      onSave={async (values) => {
        const supplier = catalog.data?.data.suppliers.find((s) => String(s.id) === values.supplier_id);
        const result = await createMunis(createBodyOf(values, supplier, clientReference));
        navigate(result.kind === 'done' ? munisDetailPath(result.data.id) : '/outbox', { replace: true });
      }}
    />
  );
}

function usePreparer(): boolean {
  const { user } = useSession();
  return roleAllowed(user?.role ?? '', MUNIS_PREPARERS);
}

/** /munis/add — a new utility payment. */
export function MunisAddScreen() {
  const { t } = useTranslation('munis');
  const preparer = usePreparer();
  return (
    <div className="cb-page">
      <h1>{t('form.createTitle')}</h1>
      {preparer ? (
        <NewPayment initial={EMPTY_MUNIS_VALUES} draftKey="munis-draft:new" />
      ) : (
        <EmptyState text={t('form.notAllowed')} />
      )}
      <p>
        <Link to="/munis">{t('actions.back')}</Link>
      </p>
    </div>
  );
}

/**
 * /munis/add/:supplier_id/:settlement_id — a new payment to this supplier and settlement, filled
 * from the organisation's template when there is one (the monthly readings are left to type).
 */
export function MunisAddForScreen() {
  const { t } = useTranslation('munis');
  const preparer = usePreparer();
  const navigate = useNavigate();
  const params = useParams();
  const supplierId = Number(params['supplier_id']);
  const settlementId = Number(params['settlement_id']);
  const valid =
    Number.isInteger(supplierId) && supplierId > 0 && Number.isInteger(settlementId) && settlementId > 0;
  const template = useMunisTemplate(valid ? supplierId : 0, valid ? settlementId : 0);
  const found = template.data?.data;
  const initial: MunisFormValues =
    found !== undefined && found !== null
      ? munisValuesOf(found)
      : { ...EMPTY_MUNIS_VALUES, supplier_id: String(supplierId), settlement_id: String(settlementId) };
  return (
    <div className="cb-page">
      <h1>{t('form.createTitle')}</h1>
      {!preparer ? (
        <EmptyState text={t('form.notAllowed')} />
      ) : !valid ? (
        <EmptyState
          text={t('form.chooseFirst')}
          action={{ label: t('create'), run: () => navigate('/munis/add') }}
        />
      ) : template.isPending && template.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={6} />
      ) : (
        <>
          {found ? (
            <p className="cb-munis-note" role="status" data-testid="munis-from-template">
              {t('form.fromTemplate')}
            </p>
          ) : null}
          <NewPayment
            key={found?.id ?? 'none'}
            initial={initial}
            draftKey={`munis-draft:new:${supplierId}:${settlementId}`}
          />
        </>
      )}
      <p>
        <Link to="/munis">{t('actions.back')}</Link>
      </p>
    </div>
  );
}

/** /munis/edit/:id — an edit on the version shown (If-Match); it voids a signature. */
export function MunisEditScreen() {
  const { t } = useTranslation('munis');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const view = useMunisView(id);
  const catalog = useMunisCatalog();
  const current = view.data?.data;
  return (
    <div className="cb-page">
      <h1>{t('form.editTitle')}</h1>
      {view.isPending && view.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={6} />
      ) : !current ? (
        <EmptyState text={t('detail.missing')} />
      ) : !current.isEdit ? (
        <p data-testid="munis-not-editable">{t('form.notEditable')}</p>
      ) : (
        <>
          {current.signed_by !== null ? <p className="cb-munis-note">{t('form.voidsSignature')}</p> : null}
          <MunisForm
            key={`${current.id}-${current.version}`}
            initial={munisValuesOf(current)}
            draftKey={`munis-draft:edit:${current.id}`}
            submitLabel={t('form.save')}
            onSave={async (values) => {
              const supplier = catalog.data?.data.suppliers.find((s) => String(s.id) === values.supplier_id);
              const { client_reference: _, ...fields } = createBodyOf(values, supplier, '');
              const result = await editMunis({ id, ...fields }, current.version);
              navigate(result.kind === 'done' ? munisDetailPath(id) : '/outbox', { replace: true });
            }}
          />
        </>
      )}
      <p>
        <Link to={Number.isInteger(id) && id > 0 ? munisDetailPath(id) : '/munis'}>{t('actions.back')}</Link>
      </p>
    </div>
  );
}
