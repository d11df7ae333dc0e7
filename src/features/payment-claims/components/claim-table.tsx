import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Claim } from '../../../../contracts/api/payment-claims.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { formatDate } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { claimDetailPath, type ClaimDirection } from '../claim-filter.ts';
import { ClaimStatusChip } from './claim-document.tsx';
import './claims.css';

/**
 * Claims of one side: the other party opens the claim; amount, paid, remaining, refused and
 * recalled; the status. Cards on phones (party, amount, remaining, status), a table above.
 */
export function ClaimTable({
  direction,
  list,
  loading,
  query,
  onQuery,
}: {
  direction: ClaimDirection;
  list: Paged<Claim> | undefined;
  loading: boolean;
  query: TableQuery;
  onQuery: (change: Partial<TableQuery>) => void;
}) {
  const { t } = useTranslation('claims');
  const navigate = useNavigate();
  const language = currentLanguage();
  const title = t(`tabs.${direction}`);
  const columns = useMemo<Column<Claim>[]>(() => {
    const money = (value: string) => formatMoney(value, 'UZS', language);
    const party = (c: Claim) => (c.direction === 'incoming' ? c.creditor_name : c.debtor_name);
    return [
      {
        key: 'party',
        label: t(direction === 'incoming' ? 'fields.creditor' : 'fields.debtor'),
        value: party,
        render: (c) => (
          <Link to={claimDetailPath(c)} data-testid="claim-open">
            {party(c)}
          </Link>
        ),
        card: 'title',
      },
      { key: 'number', label: t('fields.number'), value: (c) => c.number },
      { key: 'date', label: t('fields.date'), value: (c) => formatDate(c.date), card: 'field' },
      {
        key: 'amount',
        label: t('fields.amount'),
        value: (c) => money(c.amount),
        numeric: true,
        card: 'field',
      },
      { key: 'paid', label: t('fields.amount_paid'), value: (c) => money(c.amount_paid), numeric: true },
      {
        key: 'remaining',
        label: t('fields.amount_remaining'),
        value: (c) => money(c.amount_remaining),
        numeric: true,
        card: 'field',
      },
      {
        key: 'ignored',
        label: t('fields.amount_ignored'),
        value: (c) => money(c.amount_ignored),
        numeric: true,
      },
      {
        key: 'recalled',
        label: t('fields.amount_recalled'),
        value: (c) => money(c.amount_recalled),
        numeric: true,
      },
      {
        key: 'status',
        label: t('fields.status'),
        value: (c) => c.statusName,
        render: (c) => <ClaimStatusChip claim={c} />,
        card: 'field',
      },
    ];
  }, [t, language, direction]);

  const actions: RowAction<Claim>[] = [
    { id: 'view', flag: 'isView', label: t('actions.view'), run: (c) => navigate(claimDetailPath(c)) },
    {
      id: 'pay',
      flag: 'isPay',
      label: t('actions.pay'),
      run: (c) => navigate(`/payments-required/payment?id=${c.id}`),
    },
    {
      id: 'edit',
      flag: 'isEdit',
      label: t('actions.edit'),
      run: (c) => navigate(`/payments-required/edit?id=${c.id}`),
    },
    {
      id: 'recall',
      flag: 'isRecall',
      label: t('actions.recall'),
      run: (c) => navigate(`/payments-required/recall/view/${c.id}`),
    },
  ];

  return (
    <>
      <div className="cb-claim-tools">
        <ExportMenu title={title} columns={columns} rows={list?.list} />
      </div>
      <PagedTable
        caption={title}
        columns={columns}
        rows={list?.list}
        meta={list?._meta}
        loading={loading}
        rowKey={(c) => String(c.id)}
        query={query}
        onQuery={onQuery}
        actions={actions}
        testId="claims-table"
      />
    </>
  );
}
