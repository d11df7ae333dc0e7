import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { MunisPayment } from '../../../../contracts/api/munis.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { formatDate } from '../../../lib/dates.ts';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { munisDetailPath, munisPrintPath } from '../munis-values.ts';
import { MunisStatusChip, soum } from './munis-document.tsx';
import './munis.css';

/**
 * Utility payments: cards on phones (supplier, amount, date, status), a table from 960 px with the
 * number, the settlement and the debit account as well.
 */
export function MunisTable({
  list,
  loading,
  query,
  onQuery,
}: {
  list: Paged<MunisPayment> | undefined;
  loading: boolean;
  query: TableQuery;
  onQuery: (change: Partial<TableQuery>) => void;
}) {
  const { t } = useTranslation('munis');
  const navigate = useNavigate();
  const columns = useMemo<Column<MunisPayment>[]>(
    () => [
      {
        key: 'supplier',
        label: t('fields.supplier'),
        value: (x) => x.supplier_name,
        render: (x) => (
          <Link to={munisDetailPath(x.id)} data-testid="munis-open">
            {x.supplier_name}
          </Link>
        ),
        card: 'title',
      },
      { key: 'number', label: t('fields.number'), value: (x) => x.number },
      { key: 'settlement', label: t('fields.settlement'), value: (x) => x.settlement_name },
      { key: 'debit_account', label: t('fields.debit_account'), value: (x) => x.debit_account },
      {
        key: 'amount',
        label: t('fields.amount'),
        value: (x) => soum(x.amount),
        numeric: true,
        card: 'field',
      },
      { key: 'date', label: t('fields.date'), value: (x) => formatDate(x.date), card: 'field' },
      {
        key: 'status',
        label: t('fields.status'),
        value: (x) => x.statusName,
        render: (x) => <MunisStatusChip payment={x} />,
        card: 'field',
      },
    ],
    [t],
  );
  const actions: RowAction<MunisPayment>[] = [
    { id: 'view', flag: 'isView', label: t('actions.view'), run: (x) => navigate(munisDetailPath(x.id)) },
    { id: 'edit', flag: 'isEdit', label: t('actions.edit'), run: (x) => navigate(`/munis/edit/${x.id}`) },
    { id: 'sign', flag: 'isSign', label: t('actions.sign'), run: (x) => navigate(munisDetailPath(x.id)) },
    { id: 'send', flag: 'isSend', label: t('actions.send'), run: (x) => navigate(munisDetailPath(x.id)) },
    { id: 'print', flag: 'isView', label: t('actions.print'), run: (x) => navigate(munisPrintPath(x.id)) },
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
      testId="munis-table"
    />
  );
}
