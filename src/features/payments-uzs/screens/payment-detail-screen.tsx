import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { CLIENT_ROLES, roleAllowed } from '../../../../contracts/roles.ts';
import type { UzsPaymentRow } from '../../../../contracts/api/uzs-payment.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useSession } from '../../../lib/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { useUzsLogs } from '../api/get-logs.ts';
import { useUzsView } from '../api/get-view.ts';
import { ConflictReview } from '../components/conflict-review.tsx';
import { PaymentActions } from '../components/payment-actions.tsx';
import { PaymentDocument } from '../components/payment-document.tsx';
import { PaymentTimeline } from '../components/payment-timeline.tsx';
import '../components/payments.css';

function History({ payment }: { payment: UzsPaymentRow }) {
  const logs = useUzsLogs(payment.id);
  if (logs.isPending) return <SkeletonLines lines={3} />;
  if (logs.isError) return <EmptyState />;
  return <PaymentTimeline payment={payment} logs={logs.data} />;
}

/** /uzs-payments/detail/:id — every field, status, signatures, history and the allowed actions. */
export function PaymentDetailScreen() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const view = useUzsView(id);
  const conflict = useSearchParams()[0].get('conflict');
  const { user } = useSession();
  // The multiclient and the super user reach payments through /m-payments.
  const listPath = roleAllowed(user?.role ?? '', [...CLIENT_ROLES]) ? '/uzs-payments' : '/m-payments';
  return (
    <div className="cb-page cb-pay-detail">
      {view.isPending ? (
        <SkeletonLines lines={8} />
      ) : view.isError ? (
        <EmptyState text={t('detail.missing')} />
      ) : (
        <>
          {conflict ? <ConflictReview rowId={conflict} payment={view.data.data} /> : null}
          {view.data.asOf ? (
            <p className="cb-muted" data-testid="payment-as-of">
              {t('detail.asOf', { time: formatDateTime(new Date(view.data.asOf)) })}
            </p>
          ) : null}
          <PaymentDocument payment={view.data.data} />
          <PaymentActions payment={view.data.data} onDeleted={() => navigate(listPath, { replace: true })} />
          <h3>{t('detail.logs')}</h3>
          <History payment={view.data.data} />
        </>
      )}
      <p className="cb-no-print">
        <Link to={listPath}>{t('actions.back')}</Link>
      </p>
    </div>
  );
}
