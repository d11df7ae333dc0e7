import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import type { Claim } from '../../../../contracts/api/payment-claims.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useOnline } from '../../../offline/online.ts';
import { formatMoney } from '../../../ui/format.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { postClaimIgnore, postClaimRecall, useClaimView } from '../api/claims.ts';
import { claimDetailPath, type ClaimDirection } from '../claim-filter.ts';
import { claimActionError } from '../components/claim-action-error.ts';
import { ClaimDocument } from '../components/claim-document.tsx';
import '../../../ui/buttons.css';
import '../components/claims.css';
import { ChooseClaimFirst } from '../components/choose-claim-first.tsx';

const REASON_MAX = 500;

/** The claim of the route's id; shows loading, missing, or the claim's own side when the path is wrong. */
function ClaimPage({
  direction,
  children,
}: {
  direction: ClaimDirection | null;
  children: (claim: Claim) => ReactNode;
}) {
  const { t } = useTranslation('claims');
  const id = Number(useParams().id);
  const view = useClaimView(id);
  const claim = view.data?.data;
  const back = `/payments-required?direction=${claim?.direction ?? direction ?? 'incoming'}`;
  let body: ReactNode;
  if (view.isPending && view.fetchStatus !== 'idle') body = <SkeletonLines lines={8} />;
  else if (!claim)
    body = (
      <>
        <h1>{t('detail.heading')}</h1>
        {Number.isInteger(id) && id > 0 ? <EmptyState text={t('detail.missing')} /> : <ChooseClaimFirst />}
      </>
    );
  else if (direction !== null && claim.direction !== direction)
    body = <Navigate to={claimDetailPath(claim)} replace />;
  else body = children(claim);
  return (
    <div className="cb-page">
      <AsOf asOf={view.data?.asOf} fetchedAt={view.dataUpdatedAt} testId="claim-as-of" />
      {body}
      <p>
        <Link to={back}>{t('actions.back')}</Link>
      </p>
    </div>
  );
}

/** The refusal of what remains of an incoming claim; the reason is required (If-Match). */
function IgnoreForm({ claim }: { claim: Claim }) {
  const { t } = useTranslation('claims');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(t('errors.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await postClaimIgnore(claim, reason.trim());
    } catch (failure) {
      setError(claimActionError(failure, t('errors.refused')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className="cb-claim-ignore">
      <summary data-testid="claim-ignore-toggle">{t('actions.ignore')}</summary>
      <form noValidate onSubmit={(e) => void submit(e)} data-testid="claim-ignore-form">
        <p>{t('detail.ignoreText')}</p>
        <TextField
          label={t('fields.ignore_reason')}
          value={reason}
          required
          maxLength={REASON_MAX}
          error={error}
          testId="claim-ignore-reason"
          onChange={(value) => {
            setReason(value);
            setError(null);
          }}
        />
        <button
          type="submit"
          className="cb-button cb-button--danger"
          disabled={busy}
          data-testid="claim-ignore"
        >
          {t('actions.ignoreConfirm')}
        </button>
      </form>
    </details>
  );
}

/** A payment just made for the claim: it follows the soum payments' approve → sign → send flow. */
function MadePayment() {
  const { t } = useTranslation('claims');
  const paymentId = Number(useSearchParams()[0].get('payment'));
  if (!Number.isInteger(paymentId) || paymentId <= 0) return null;
  return (
    <p className="cb-claim-note" role="status" data-testid="claim-payment-made">
      {t('payment.made')}{' '}
      <Link to={`/uzs-payments/detail/${paymentId}`} data-testid="claim-payment-link">
        {t('payment.open')}
      </Link>
    </p>
  );
}

/** /payments-required/outgoing/detail/:id — a claim we issued: amounts, edit and recall. */
export function OutgoingClaimScreen() {
  const { t } = useTranslation('claims');
  const online = useOnline();
  return (
    <ClaimPage direction="outgoing">
      {(claim) => (
        <>
          <ClaimDocument claim={claim} />
          <div className="cb-claim-actions">
            {claim.isEdit && online ? (
              <Link
                to={`/payments-required/edit?id=${claim.id}`}
                className="cb-button cb-button--secondary"
                data-testid="claim-edit"
              >
                {t('actions.edit')}
              </Link>
            ) : null}
            {claim.isRecall && online ? (
              <Link
                to={`/payments-required/recall/view/${claim.id}`}
                className="cb-button cb-button--secondary"
                data-testid="claim-recall-open"
              >
                {t('actions.recall')}
              </Link>
            ) : null}
          </div>
          {online ? null : <p className="cb-offline-reason">{t('detail.offline')}</p>}
        </>
      )}
    </ClaimPage>
  );
}

/** /payments-required/incoming/detail/:id — a claim on our account: pay it (all or part) or refuse the rest. */
export function IncomingClaimScreen() {
  const { t } = useTranslation('claims');
  const online = useOnline();
  return (
    <ClaimPage direction="incoming">
      {(claim) => (
        <>
          <MadePayment />
          <ClaimDocument claim={claim} />
          {online ? (
            <div className="cb-claim-actions">
              {claim.isPay ? (
                <Link
                  to={`/payments-required/payment?id=${claim.id}`}
                  className="cb-button cb-button--primary"
                  data-testid="claim-pay"
                >
                  {t('actions.pay')}
                </Link>
              ) : null}
            </div>
          ) : (
            <p className="cb-offline-reason">{t('detail.offline')}</p>
          )}
          {claim.isIgnore && online ? <IgnoreForm claim={claim} /> : null}
        </>
      )}
    </ClaimPage>
  );
}

/** /payments-required/recall/view/:id — the creditor recalls what remains of an outgoing claim (If-Match). */
export function ClaimRecallScreen() {
  const { t } = useTranslation('claims');
  const online = useOnline();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const recall = async (claim: Claim) => {
    setBusy(true);
    setError(null);
    try {
      await postClaimRecall(claim);
    } catch (failure) {
      setError(claimActionError(failure, t('errors.refused')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ClaimPage direction={null}>
      {(claim) => (
        <>
          <h1>{t('recall.title')}</h1>
          <ClaimDocument claim={claim} />
          {claim.isRecall ? (
            <div className="cb-claim-actions">
              <p>
                {t('recall.text', { amount: formatMoney(claim.amount_remaining, 'UZS', currentLanguage()) })}
              </p>
              {error ? (
                <p className="cb-field__error" role="alert" data-testid="claim-recall-error">
                  {error}
                </p>
              ) : null}
              <button
                type="button"
                className="cb-button cb-button--danger"
                disabled={busy || !online}
                data-testid="claim-recall"
                onClick={() => void recall(claim)}
              >
                {t('recall.confirm')}
              </button>
            </div>
          ) : (
            <p data-testid="claim-recall-closed">
              {claim.amount_recalled === '0.00' ? t('recall.nothing') : t('recall.done')}
            </p>
          )}
          <p>
            <Link to={claimDetailPath(claim)}>{t('recall.toClaim')}</Link>
          </p>
        </>
      )}
    </ClaimPage>
  );
}
