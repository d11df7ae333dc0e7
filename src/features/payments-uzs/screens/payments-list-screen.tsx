import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UZS_PREPARERS } from '../../../../contracts/api/uzs-payment.ts';
import { roleAllowed, SIGNER_ROLES } from '../../../../contracts/roles.ts';
import { useSession } from '../../../lib/session.ts';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { useUzsList } from '../api/post-uzs-list.ts';
import { PaymentFilters, QuickFilters } from '../components/payment-filters.tsx';
import { PaymentTable } from '../components/payment-table.tsx';
import { QueuedNewPayments } from '../components/queued-new-payments.tsx';
import { useFollowUps } from '../offline/use-follow-ups.ts';
import { FILTER_NAMES } from '../payment-filter.ts';
import '../../../ui/buttons.css';
import '../components/payments.css';

/** /uzs-payments — the organisation's soum payments with filters and bulk actions (spec 2 §2). */
export function PaymentsListScreen() {
  const { t } = useTranslation('payments');
  const { user } = useSession();
  const { query, update } = useTableQuery(FILTER_NAMES);
  const list = useUzsList(query);
  useFollowUps();
  const role = user?.role ?? '';
  const signer = roleAllowed(role, SIGNER_ROLES);
  const preparer = roleAllowed(role, UZS_PREPARERS);
  return (
    <div className="cb-page" data-testid="payments-list">
      <div className="cb-pay-list__head">
        <h1>{t('title')}</h1>
        {preparer ? (
          <div className="cb-pay-list__create">
            <Link to="/shablon" className="cb-button cb-button--secondary">
              {t('templates.title')}
            </Link>
            <Link
              to="/uzs-payments/add"
              className="cb-button cb-button--primary"
              data-testid="payment-create"
            >
              {t('create')}
            </Link>
          </div>
        ) : null}
      </div>
      <QuickFilters
        query={query}
        onQuery={update}
        options={[
          ...(signer ? (['sign'] as const) : []),
          'send',
          ...(preparer ? (['approve'] as const) : []),
        ]}
      />
      <PaymentFilters query={query} onQuery={update} />
      {query.filters['import_file'] ? (
        <p className="cb-pay-list__import" role="status" data-testid="payments-import-file">
          {t('importFile.notice')}{' '}
          <button
            type="button"
            className="cb-button cb-button--secondary"
            onClick={() => update({ filters: { import_file: '' } })}
          >
            {t('importFile.all')}
          </button>
        </p>
      ) : null}
      <QueuedNewPayments />
      <PaymentTable
        title={t('title')}
        list={list.data}
        loading={list.isFetching}
        query={query}
        onQuery={update}
      />
    </div>
  );
}
