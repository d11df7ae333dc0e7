import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SearchBox } from '../../../ui/search-box.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import {
  BANK_FILTER_NAMES,
  downloadBankPayments,
  useBankPaymentList,
  useBankPaymentView,
} from '../api/bank-payments.ts';
import { PaymentDocument } from '../components/payment-document.tsx';
import { PaymentFilters } from '../components/payment-filters.tsx';
import { PaymentTable } from '../components/payment-table.tsx';
import '../components/payments.css';

/** A row of the bank's list opens on the same path (the spec gives /payments no detail path). */
const bankDetailPath = (id: number): string => `/payments?id=${id}`;

/** One payment as the bank sees it: every field and its signatures, no actions. */
function BankPaymentDetail({ id }: { id: number }) {
  const { t } = useTranslation('payments');
  const view = useBankPaymentView(id);
  return (
    <div className="cb-page cb-pay-detail" data-testid="bank-payment-detail">
      {view.isPending ? (
        <SkeletonLines lines={8} />
      ) : view.isError ? (
        <EmptyState text={t('detail.missing')} />
      ) : (
        <PaymentDocument payment={view.data} />
      )}
      <p className="cb-no-print">
        <Link to="/payments" data-testid="bank-payment-back">
          {t('actions.back')}
        </Link>
      </p>
    </div>
  );
}

function BankPaymentList() {
  const { t } = useTranslation('payments');
  const { query, update } = useTableQuery(BANK_FILTER_NAMES);
  const list = useBankPaymentList(query);
  const f = query.filters;
  return (
    <div className="cb-page" data-testid="bank-payments">
      <h1>{t('bank.title')}</h1>
      <PaymentFilters
        query={query}
        onQuery={update}
        extra={
          <>
            <SearchBox
              label={t('bank.organization')}
              value={f['organization'] ?? ''}
              onSearch={(organization) => update({ filters: { organization } })}
              testId="filter-organization"
            />
            <SearchBox
              label={t('fields.number')}
              value={f['number'] ?? ''}
              onSearch={(number) => update({ filters: { number } })}
              testId="filter-number"
            />
          </>
        }
      />
      {list.isSuccess && list.data.list.length === 0 ? (
        <EmptyState text={t('bank.empty')} />
      ) : (
        <PaymentTable
          title={t('bank.title')}
          list={list.data}
          loading={list.isFetching}
          query={query}
          onQuery={update}
          withOrganization
          bulk={false}
          detailPath={bankDetailPath}
          download={(type, onProgress) => downloadBankPayments(type, query.filters, onProgress)}
        />
      )}
    </div>
  );
}

/**
 * /payments — the bank's view of every organisation's soum payments in the staff member's reach
 * (admin_branch: its branch). Read-only; `?id=` shows one payment.
 */
export function BankPaymentsScreen() {
  const id = Number(useSearchParams()[0].get('id'));
  return Number.isInteger(id) && id > 0 ? <BankPaymentDetail id={id} /> : <BankPaymentList />;
}
