import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { AccountOrder } from '../../../../contracts/api/online-order.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { formatDate } from '../../../lib/dates.ts';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { accountOrderPath } from '../api/account-order-api.ts';
import { AccountOrderStatusChip } from './account-order-document.tsx';

/**
 * Account orders: cards on phones (type and currency, the date, the status, the opened account), a
 * table from 960 px with the number and the purpose as well.
 */
export function AccountOrderTable({
  list,
  loading,
  query,
  onQuery,
}: {
  list: Paged<AccountOrder> | undefined;
  loading: boolean;
  query: TableQuery;
  onQuery: (change: Partial<TableQuery>) => void;
}) {
  const { t } = useTranslation('onlineOrder');
  const navigate = useNavigate();
  const columns = useMemo<Column<AccountOrder>[]>(
    () => [
      {
        key: 'type',
        label: t('fields.account_type'),
        value: (x) => `${x.account_type_name} · ${x.currency}`,
        render: (x) => (
          <Link to={accountOrderPath(x.id)} data-testid="account-order-open">
            {x.account_type_name} · {x.currency}
          </Link>
        ),
        card: 'title',
      },
      { key: 'number', label: t('fields.number'), value: (x) => x.number },
      { key: 'purpose', label: t('fields.purpose'), value: (x) => x.purpose },
      { key: 'date', label: t('fields.date'), value: (x) => formatDate(x.date), card: 'field' },
      {
        key: 'status',
        label: t('fields.status'),
        value: (x) => x.statusName,
        render: (x) => <AccountOrderStatusChip order={x} />,
        card: 'field',
      },
      {
        key: 'account_number',
        label: t('fields.account_number'),
        value: (x) => x.account_number ?? '',
        card: 'field',
      },
    ],
    [t],
  );
  const actions: RowAction<AccountOrder>[] = [
    { id: 'view', flag: 'isView', label: t('actions.view'), run: (x) => navigate(accountOrderPath(x.id)) },
    {
      id: 'edit',
      flag: 'isEdit',
      label: t('actions.edit'),
      run: (x) => navigate(`/online-order/account/${x.id}/edit`),
    },
    { id: 'sign', flag: 'isSign', label: t('actions.sign'), run: (x) => navigate(accountOrderPath(x.id)) },
    { id: 'send', flag: 'isSend', label: t('actions.send'), run: (x) => navigate(accountOrderPath(x.id)) },
  ];
  return (
    <PagedTable
      caption={t('title')}
      columns={columns}
      rows={list?.list}
      meta={list?._meta}
      loading={loading}
      rowKey={(x) => String(x.id)}
      query={query}
      onQuery={onQuery}
      actions={actions}
      testId="account-order-table"
    />
  );
}
