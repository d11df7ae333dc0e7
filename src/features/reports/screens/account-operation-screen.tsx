import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { statementRangeProblem } from '../../../../contracts/api/accounts.ts';
import { OPERATION_DIRECTIONS, type OperationRow } from '../../../../contracts/api/report-journals.ts';
import { formatDate } from '../../../lib/dates.ts';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { AccountNumber, Money } from '../../../ui/money.tsx';
import { PagedTable, type Column } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { useReportAccounts } from '../api/inc-api.ts';
import { downloadOperations, useOperations } from '../api/journals-api.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { AccountFilter, PeriodFilter, TotalsList } from '../components/journal-controls.tsx';
import { OPERATION_FILTERS, operationFilterFromSearch } from '../journal-filters.ts';
import '../../../ui/buttons.css';
import './reports.css';
import './journals.css';

/** /account-operation — every ledger leg of the organisation's accounts with its running balance. */
export function AccountOperationScreen() {
  const { t } = useTranslation('reports');
  const [search] = useSearchParams();
  const { query, update } = useTableQuery(OPERATION_FILTERS);
  const filter = operationFilterFromSearch(search);
  const problem = statementRangeProblem(filter.date_from, filter.date_to);
  const result = useOperations(filter, query.page, problem === null);
  const accounts = useReportAccounts();
  const data = problem === null ? result.data : undefined;

  const columns = useMemo<Column<OperationRow>[]>(
    () => [
      {
        key: 'date',
        label: t('operations.fields.date'),
        value: (r) => `${formatDate(r.date)} ${r.time}`,
        card: 'field',
      },
      {
        key: 'account',
        label: t('operations.fields.account'),
        value: (r) => r.account,
        render: (r) => <AccountNumber number={r.account} />,
        card: 'field',
      },
      { key: 'doc_number', label: t('operations.fields.doc_number'), value: (r) => r.doc_number },
      {
        key: 'counterparty',
        label: t('operations.fields.counterparty'),
        value: (r) => r.counterparty_name,
        card: 'title',
      },
      {
        key: 'debit',
        label: t('operations.fields.debit'),
        value: (r) => r.debit,
        render: (r) => (r.debit === '0.00' ? '' : <Money value={r.debit} currency={r.currency} />),
        numeric: true,
        card: 'field',
      },
      {
        key: 'credit',
        label: t('operations.fields.credit'),
        value: (r) => r.credit,
        render: (r) => (r.credit === '0.00' ? '' : <Money value={r.credit} currency={r.currency} />),
        numeric: true,
        card: 'field',
      },
      {
        key: 'balance',
        label: t('operations.fields.balance'),
        value: (r) => r.balance,
        render: (r) => <Money value={r.balance} currency={r.currency} />,
        numeric: true,
        card: 'field',
      },
      { key: 'details', label: t('operations.fields.details'), value: (r) => r.details },
    ],
    [t],
  );

  return (
    <div className="cb-page cb-journal" data-testid="operations">
      <div className="cb-report-head">
        <h1>{t('operations.title')}</h1>
        <ExportMenu
          title={t('operations.title')}
          columns={columns}
          rows={data?.list}
          download={(type, onProgress) => downloadOperations(type, filter, onProgress)}
        />
      </div>
      <div className="cb-journal-filters">
        <PeriodFilter
          from={filter.date_from}
          to={filter.date_to}
          problem={problem}
          testId="operations-range"
        />
        <AccountFilter
          id="operations-account"
          label={t('operations.fields.account')}
          accounts={accounts.data}
          account={filter.account}
          mfo={filter.mfo}
          onChange={(account) => update({ filters: { account } })}
        />
        <SelectField
          id="operations-direction"
          testId="operations-direction"
          label={t('operations.direction')}
          emptyLabel={t('operations.directions.all')}
          value={filter.direction ?? ''}
          options={OPERATION_DIRECTIONS.map((d) => ({ value: d, label: t(`operations.directions.${d}`) }))}
          onChange={(direction) => update({ filters: { direction } })}
        />
      </div>
      {(data?.totals ?? []).map((total) => (
        <TotalsList
          key={total.currency}
          testId={`operations-total-${total.currency}`}
          items={[
            {
              key: 'debit',
              label: t('operations.totalDebit', { n: total.debit_count }),
              value: total.debit,
              currency: total.currency,
            },
            {
              key: 'credit',
              label: t('operations.totalCredit', { n: total.credit_count }),
              value: total.credit,
              currency: total.currency,
            },
          ]}
        />
      ))}
      <PagedTable
        caption={t('operations.title')}
        columns={columns}
        rows={data?.list}
        meta={data?._meta}
        loading={result.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        testId="operations-table"
      />
    </div>
  );
}
