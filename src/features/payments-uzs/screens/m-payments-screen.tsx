import { useTranslation } from 'react-i18next';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { useMclientList } from '../api/post-mclient-list.ts';
import { PaymentFilters, QuickFilters } from '../components/payment-filters.tsx';
import { PaymentTable } from '../components/payment-table.tsx';
import { FILTER_NAMES } from '../payment-filter.ts';
import '../components/payments.css';

/**
 * /m-payments — payments across the organisations a multiclient acts for (super_user: all). The
 * multiclient authorises or declines (with a reason) signed payments of child organisations;
 * the row flags say where that is possible.
 */
export function MPaymentsScreen() {
  const { t } = useTranslation('payments');
  const { query, update } = useTableQuery(FILTER_NAMES);
  const list = useMclientList(query);
  return (
    <div className="cb-page" data-testid="m-payments">
      <h1>{t('mclient.title')}</h1>
      <QuickFilters query={query} onQuery={update} options={['auth']} />
      <PaymentFilters query={query} onQuery={update} />
      <PaymentTable
        title={t('mclient.title')}
        list={list.data}
        loading={list.isFetching}
        query={query}
        onQuery={update}
        withOrganization
        bulk={false}
      />
    </div>
  );
}
