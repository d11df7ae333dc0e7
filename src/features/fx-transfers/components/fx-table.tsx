import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { FxTransfer } from '../../../../contracts/api/fx-transfer.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { formatDate } from '../../../lib/dates.ts';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { fxDetailPath } from '../fx-filter.ts';
import { formatFxAmount, shortAccount } from '../fx-values.ts';
import { FxStatusChip } from './fx-document.tsx';
import './fx.css';

/**
 * Transfers: cards on phones (the accounts, the amount with its currency, the date, the status), a
 * table from 960 px with the number, the kind and the credited amount as well (the value date is on
 * the transfer's page).
 */
export function FxTable({
  list,
  loading,
  query,
  onQuery,
}: {
  list: Paged<FxTransfer> | undefined;
  loading: boolean;
  query: TableQuery;
  onQuery: (change: Partial<TableQuery>) => void;
}) {
  const { t } = useTranslation('fxTransfers');
  const navigate = useNavigate();
  const columns = useMemo<Column<FxTransfer>[]>(() => {
    const accounts = (x: FxTransfer) =>
      `${shortAccount(x.debit_account, x.debit_currency)} → ${shortAccount(x.credit_account, x.credit_currency)}`;
    return [
      {
        key: 'accounts',
        label: `${t('fields.debit_account')} → ${t('fields.credit_account')}`,
        value: accounts,
        render: (x) => (
          <Link to={fxDetailPath(x.id)} data-testid="fx-open">
            <span className="cb-fx-account">{shortAccount(x.debit_account, x.debit_currency)}</span>
            {' → '}
            <span className="cb-fx-account">{shortAccount(x.credit_account, x.credit_currency)}</span>
          </Link>
        ),
        card: 'title',
      },
      { key: 'number', label: t('fields.number'), value: (x) => x.number },
      { key: 'kind', label: t('fields.kind'), value: (x) => t(`kinds.${x.kind}`) },
      {
        key: 'amount',
        label: t('fields.amount'),
        value: (x) => formatFxAmount(x.amount, x.debit_currency),
        numeric: true,
        card: 'field',
      },
      {
        key: 'credit_amount',
        label: t('fields.credit_amount'),
        value: (x) => formatFxAmount(x.credit_amount, x.credit_currency),
        numeric: true,
      },
      { key: 'date', label: t('fields.date'), value: (x) => formatDate(x.date), card: 'field' },
      {
        key: 'status',
        label: t('fields.status'),
        value: (x) => x.statusName,
        render: (x) => <FxStatusChip transfer={x} />,
        card: 'field',
      },
    ];
  }, [t]);

  const actions: RowAction<FxTransfer>[] = [
    { id: 'view', flag: 'isView', label: t('actions.view'), run: (x) => navigate(fxDetailPath(x.id)) },
    {
      id: 'edit',
      flag: 'isEdit',
      label: t('actions.edit'),
      run: (x) => navigate(`/skv-na-skv/edit/${x.id}`),
    },
    { id: 'sign', flag: 'isSign', label: t('actions.sign'), run: (x) => navigate(fxDetailPath(x.id)) },
    { id: 'send', flag: 'isSend', label: t('actions.send'), run: (x) => navigate(fxDetailPath(x.id)) },
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
      testId="fx-table"
    />
  );
}
