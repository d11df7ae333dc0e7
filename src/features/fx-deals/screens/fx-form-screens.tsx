import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FX_PREPARERS, type FxDealType } from '../../../../contracts/api/fx-deal.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { useSession } from '../../../lib/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { saveFxDeal, useFxView } from '../api/fx-deals.ts';
import { emptyFxValues, fxSaveBodyOf, fxValuesOf } from '../fx-form-values.ts';
import { detailPath } from '../fx-text.ts';
import { FxForm } from '../components/fx-form.tsx';
import '../components/fx-deals.css';

function NotForRole() {
  const { t } = useTranslation('fxdeals');
  return (
    <p data-testid="fx-not-for-role">
      {t('form.notForRole')} <Link to="/exchange-sum">{t('actions.back')}</Link>
    </p>
  );
}

function usePreparer(): boolean {
  const { user } = useSession();
  return roleAllowed(user?.role ?? '', FX_PREPARERS);
}

/**
 * /exchange-sum/buy-add and /sell-add — a new request; the client_reference made when the form
 * opened keeps a twice-sent save one request. Bank roles may open the path (spec 2 §2) but only
 * clients' preparers create: they read why and go back to the list.
 */
function AddScreen({ type }: { type: FxDealType }) {
  const { t } = useTranslation('fxdeals');
  const navigate = useNavigate();
  const preparer = usePreparer();
  const [clientReference] = useState(() => crypto.randomUUID());
  const [initial] = useState(() => emptyFxValues(type));
  return (
    <div className="cb-page">
      <h1>{t(`form.${type}Title`)}</h1>
      {!preparer ? (
        <NotForRole />
      ) : (
        <FxForm
          initial={initial}
          draftKey={`fx-draft:new:${type}`}
          submitLabel={t('actions.save')}
          onSave={async (values) => {
            const result = await saveFxDeal(fxSaveBodyOf(values, clientReference), null);
            navigate(result.kind === 'done' ? detailPath(result.data) : '/outbox', { replace: true });
          }}
        />
      )}
    </div>
  );
}

/**
 * /exchange-sum/{buy,sell}-edit/:id — an edit (If-Match on the version shown; the signature is
 * voided, a buy's reservation released, the version bumped), or /{buy,sell}-copy/:id — a new draft
 * with the content of an existing request.
 */
function ExistingScreen({ type, mode }: { type: FxDealType; mode: 'edit' | 'copy' }) {
  const { t } = useTranslation('fxdeals');
  const navigate = useNavigate();
  const preparer = usePreparer();
  const id = Number(useParams()['id']);
  const view = useFxView(id);
  const [clientReference] = useState(() => crypto.randomUUID());
  const deal = view.data?.data.deal;
  const allowed = deal !== undefined && deal.type === type && (mode === 'edit' ? deal.isEdit : deal.isCopy);
  return (
    <div className="cb-page">
      <h1>{t(`form.${type}${mode === 'edit' ? 'Edit' : 'Copy'}Title`, { number: deal?.number ?? '' })}</h1>
      {!preparer ? (
        <NotForRole />
      ) : view.isPending && view.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={8} />
      ) : !deal ? (
        <EmptyState text={t('detail.missing')} />
      ) : !allowed ? (
        <p data-testid="fx-not-editable">{t('form.notEditable')}</p>
      ) : (
        <FxForm
          key={`${deal.id}-${deal.version}`}
          initial={fxValuesOf(deal)}
          draftKey={`fx-draft:${mode}:${deal.id}:${deal.version}`}
          submitLabel={t(mode === 'edit' ? 'actions.save' : 'actions.saveCopy')}
          onSave={async (values) => {
            const result =
              mode === 'edit'
                ? await saveFxDeal(fxSaveBodyOf(values, deal.client_reference, deal.id), deal.version)
                : await saveFxDeal(fxSaveBodyOf(values, clientReference), null);
            navigate(result.kind === 'done' ? detailPath(result.data) : '/outbox', { replace: true });
          }}
        />
      )}
      <p>
        <Link to={Number.isInteger(id) && id > 0 ? `/exchange-sum/detail/${id}` : '/exchange-sum'}>
          {t('actions.back')}
        </Link>
      </p>
    </div>
  );
}

export const FxBuyAddScreen = () => <AddScreen type="buy" />;
export const FxSellAddScreen = () => <AddScreen type="sell" />;
export const FxBuyEditScreen = () => <ExistingScreen type="buy" mode="edit" />;
export const FxSellEditScreen = () => <ExistingScreen type="sell" mode="edit" />;
export const FxBuyCopyScreen = () => <ExistingScreen type="buy" mode="copy" />;
export const FxSellCopyScreen = () => <ExistingScreen type="sell" mode="copy" />;
