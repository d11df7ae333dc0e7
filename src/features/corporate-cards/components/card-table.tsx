import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { CardOrder } from '../../../../contracts/api/corporate-cards.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { formatDate } from '../../../lib/dates.ts';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import type { CardPaths } from '../card-paths.ts';
import { CardStatusChip } from './card-document.tsx';

/**
 * Card orders: cards on phones (the embossed name, the product, the date, the status, the masked
 * card number once issued), a table from 960 px with the number, the holder, the account and the
 * organisation (bank staff see several) as well.
 */
export function CardTable({
  list,
  loading,
  query,
  onQuery,
  paths,
  showOrganization,
}: {
  list: Paged<CardOrder> | undefined;
  loading: boolean;
  query: TableQuery;
  onQuery: (change: Partial<TableQuery>) => void;
  paths: CardPaths;
  showOrganization: boolean;
}) {
  const { t } = useTranslation('corporateCards');
  const navigate = useNavigate();
  const columns = useMemo<Column<CardOrder>[]>(
    () => [
      {
        key: 'embossed',
        label: t('fields.embossed_name'),
        value: (x) => x.embossed_name,
        render: (x) => (
          <Link to={paths.view(x.id)} data-testid="card-order-open">
            {x.embossed_name}
          </Link>
        ),
        card: 'title',
      },
      { key: 'number', label: t('fields.number'), value: (x) => x.number },
      ...(showOrganization
        ? [
            {
              key: 'organization',
              label: t('fields.organization'),
              value: (x: CardOrder) => x.organization_name,
            },
          ]
        : []),
      { key: 'holder', label: t('fields.holder_name'), value: (x) => x.holder_name },
      {
        key: 'product',
        label: t('fields.product'),
        value: (x) => `${x.product_name} · ${x.currency}`,
        card: 'field',
      },
      { key: 'account', label: t('fields.account'), value: (x) => x.account },
      { key: 'date', label: t('fields.date'), value: (x) => formatDate(x.date), card: 'field' },
      {
        key: 'status',
        label: t('fields.status'),
        value: (x) => x.statusName,
        render: (x) => <CardStatusChip order={x} />,
        card: 'field',
      },
      {
        key: 'card_number',
        label: t('fields.card_number'),
        value: (x) => x.card_number ?? '',
        card: 'field',
      },
    ],
    [t, paths, showOrganization],
  );
  const actions: RowAction<CardOrder>[] = [
    { id: 'view', flag: 'isView', label: t('actions.view'), run: (x) => navigate(paths.view(x.id)) },
    { id: 'edit', flag: 'isUpdate', label: t('actions.edit'), run: (x) => navigate(paths.edit(x.id)) },
    { id: 'sign', flag: 'isSign', label: t('actions.sign'), run: (x) => navigate(paths.view(x.id)) },
    { id: 'send', flag: 'isSend', label: t('actions.send'), run: (x) => navigate(paths.view(x.id)) },
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
      testId="card-order-table"
    />
  );
}
