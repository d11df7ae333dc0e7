import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PrintView } from '../../../ui/print-view.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { usePaymentsDetail } from '../api/post-payments-detail.ts';
import { PaymentDocument } from '../components/payment-document.tsx';
import '../components/payments.css';

const MAX_IDS = 200;

/** `?ids=1,2,3` (or repeated `ids`) → the positive integer ids, at most the contract's batch. */
export function idsFrom(params: URLSearchParams): number[] {
  const ids = params
    .getAll('ids')
    .flatMap((v) => v.split(','))
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)].slice(0, MAX_IDS);
}

function Documents({ print }: { print: boolean }) {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const ids = idsFrom(params);
  const detail = usePaymentsDetail(ids);
  if (ids.length === 0)
    return (
      <div data-testid="payments-none-chosen">
        <EmptyState text={print ? t('detail.chooseToPrint') : t('detail.noneChosen')} />
        <p>
          <Link to="/uzs-payments">{t('detail.openList')}</Link>
        </p>
      </div>
    );
  if (detail.isPending) return <SkeletonLines lines={8} />;
  if (detail.isError) return <EmptyState text={t('detail.missing')} />;
  const documents = detail.data.map((payment) => <PaymentDocument key={payment.id} payment={payment} />);
  return print ? <PrintView testId="payments-print">{documents}</PrintView> : <>{documents}</>;
}

/** /uzs-payments/details?ids=… — several payments in full. */
export function PaymentsDetailsScreen() {
  const { t } = useTranslation('payments');
  return (
    <div className="cb-page" data-testid="payments-details">
      <h1>{t('detail.several')}</h1>
      <Documents print={false} />
      <p>
        <Link to="/uzs-payments">{t('actions.back')}</Link>
      </p>
    </div>
  );
}

/** /uzs-payments/print?ids=… — the chosen payments with their signatures, laid out for paper. */
export function PaymentsPrintScreen() {
  const { t } = useTranslation('payments');
  return (
    <div className="cb-page" data-testid="payments-print-screen">
      <h1 className="cb-no-print">{t('detail.printTitle')}</h1>
      <Documents print />
      <p className="cb-no-print">
        <Link to="/uzs-payments">{t('actions.back')}</Link>
      </p>
    </div>
  );
}
