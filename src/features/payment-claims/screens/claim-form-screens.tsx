import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { createClaim, editClaim, useClaimView } from '../api/claims.ts';
import { claimDetailPath } from '../claim-filter.ts';
import { bankToday } from '../../../lib/dates.ts';
import { claimValuesOf, createBodyOf, emptyClaimValues } from '../claim-form-values.ts';
import { ClaimForm } from '../components/claim-form.tsx';
import '../components/claims.css';
import { ChooseClaimFirst } from '../components/choose-claim-first.tsx';

/**
 * /payments-required/create — a new outgoing claim: its page when the bank answers, else the outbox
 * where the create waits; the client_reference made when the form opened keeps a twice-sent create
 * one claim.
 */
export function ClaimCreateScreen() {
  const { t } = useTranslation('claims');
  const navigate = useNavigate();
  const [clientReference] = useState(() => crypto.randomUUID());
  const [initial] = useState(() => emptyClaimValues(bankToday()));
  return (
    <div className="cb-page">
      <h1>{t('form.createTitle')}</h1>
      <ClaimForm
        initial={initial}
        submitLabel={t('actions.create')}
        onSave={async (values) => {
          const result = await createClaim(createBodyOf(values, clientReference));
          navigate(result.kind === 'done' ? claimDetailPath(result.data) : '/outbox', { replace: true });
        }}
      />
      <p>
        <Link to="/payments-required?direction=outgoing">{t('actions.back')}</Link>
      </p>
    </div>
  );
}

/**
 * /payments-required/edit?id= — the route is written without an id parameter (routes.tsv), so the
 * claim's id comes from the query string. Only the creditor edits, and only while nothing of the
 * claim is paid, in payment, recalled or refused (the claim's isEdit). Like a create, a save the
 * bank does not answer at once waits in the outbox.
 */
export function ClaimEditScreen() {
  const { t } = useTranslation('claims');
  const navigate = useNavigate();
  const id = Number(useSearchParams()[0].get('id'));
  const view = useClaimView(id);
  const current = view.data?.data;
  return (
    <div className="cb-page">
      <h1>{t('form.editTitle')}</h1>
      {!(Number.isInteger(id) && id > 0) ? (
        <ChooseClaimFirst />
      ) : view.isPending && view.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={8} />
      ) : !current ? (
        <EmptyState text={t('detail.missing')} />
      ) : !current.isEdit ? (
        <p data-testid="claim-not-editable">{t('form.notEditable')}</p>
      ) : (
        <ClaimForm
          key={`${current.id}-${current.version}`}
          initial={claimValuesOf(current)}
          submitLabel={t('actions.save')}
          onSave={async (values) => {
            const result = await editClaim({ id, ...values }, current.version);
            navigate(result.kind === 'done' ? claimDetailPath(result.data) : '/outbox', { replace: true });
          }}
        />
      )}
      <p>
        <Link
          to={
            Number.isInteger(id) && id > 0 ? `/payments-required/outgoing/detail/${id}` : '/payments-required'
          }
        >
          {t('actions.back')}
        </Link>
      </p>
    </div>
  );
}
