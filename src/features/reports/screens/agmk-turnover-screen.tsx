import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { statementRangeProblem } from '../../../../contracts/api/accounts.ts';
import type { AgmkAccountSaldo, AgmkMovement } from '../../../../contracts/api/report-journals.ts';
import { formatDate } from '../../../lib/dates.ts';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { AccountNumber, Money } from '../../../ui/money.tsx';
import { PagedTable, type Column } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { downloadAgmk, useAgmkSaldo } from '../api/journals-api.ts';
import { useReportAccounts } from '../api/inc-api.ts';
import { AccountFilter, PeriodFilter, TotalsList } from '../components/journal-controls.tsx';
import { accountKey } from '../inc-filter.ts';
import { AGMK_FILTERS, agmkFilterFromSearch } from '../journal-filters.ts';
import '../../../ui/buttons.css';
import './reports.css';
import './journals.css';

/** /export-okmk-turnover — the organisation's settlements with AGMK: balances, turnover, movements. */
export function AgmkTurnoverScreen() {
  const { t } = useTranslation('reports');
  const [search] = useSearchParams();
  const { query, update } = useTableQuery(AGMK_FILTERS);
  const filter = agmkFilterFromSearch(search);
  const problem = statementRangeProblem(filter.date_from, filter.date_to);
  const result = useAgmkSaldo(filter, problem === null);
  const accounts = useReportAccounts();
  const data = problem === null ? result.data : undefined;

  const columns = useMemo<Column<AgmkAccountSaldo>[]>(
    () => [
      {
        key: 'account',
        label: t('agmk.fields.account'),
        value: (a) => a.number,
        render: (a) => <AccountNumber number={a.number} />,
        card: 'title',
      },
      { key: 'currency', label: t('agmk.fields.currency'), value: (a) => a.currency, card: 'field' },
      ...(['opening_balance', 'debit_turnover', 'credit_turnover', 'closing_balance'] as const).map(
        (key): Column<AgmkAccountSaldo> => ({
          key,
          label: t(`agmk.fields.${key}`),
          value: (a) => a[key],
          render: (a) => <Money value={a[key]} currency={a.currency} />,
          numeric: true,
          card: 'field',
        }),
      ),
    ],
    [t],
  );
  const moveColumns = useMemo<Column<AgmkMovement>[]>(
    () => [
      {
        key: 'date',
        label: t('agmk.fields.date'),
        value: (m) => `${formatDate(m.date)} ${m.time}`,
        card: 'field',
      },
      { key: 'doc_number', label: t('agmk.fields.doc_number'), value: (m) => m.doc_number, card: 'field' },
      {
        key: 'account',
        label: t('agmk.fields.account'),
        value: (m) => m.account,
        render: (m) => <AccountNumber number={m.account} />,
      },
      {
        key: 'debit',
        label: t('agmk.fields.debit_turnover'),
        value: (m) => m.debit,
        render: (m) => <Money value={m.debit} currency={m.currency} />,
        numeric: true,
        card: 'field',
      },
      {
        key: 'credit',
        label: t('agmk.fields.credit_turnover'),
        value: (m) => m.credit,
        render: (m) => <Money value={m.credit} currency={m.currency} />,
        numeric: true,
        card: 'field',
      },
      { key: 'details', label: t('agmk.fields.details'), value: (m) => m.details, card: 'title' },
    ],
    [t],
  );

  return (
    <div className="cb-page cb-journal" data-testid="agmk">
      <div className="cb-report-head">
        <h1>{t('agmk.title')}</h1>
        <ExportMenu
          title={t('agmk.title')}
          columns={columns}
          rows={data?.accounts}
          download={(type, onProgress) => downloadAgmk(type, filter, onProgress)}
        />
      </div>
      <p className="cb-journal-note" data-testid="agmk-counterparty">
        {t('agmk.counterparty', { name: data?.counterparty.name ?? '…', inn: data?.counterparty.inn ?? '…' })}
      </p>
      <div className="cb-journal-filters">
        <PeriodFilter from={filter.date_from} to={filter.date_to} problem={problem} testId="agmk-range" />
        <AccountFilter
          id="agmk-account"
          label={t('agmk.fields.account')}
          accounts={accounts.data}
          account={filter.account}
          mfo={filter.mfo}
          onChange={(account) => update({ filters: { account } })}
        />
      </div>
      <h2 className="cb-report-section">{t('agmk.totals')}</h2>
      {data && data.totals.length > 0 ? (
        data.totals.map((total) => (
          <TotalsList
            key={total.currency}
            testId={`agmk-total-${total.currency}`}
            items={(['opening_balance', 'debit_turnover', 'credit_turnover', 'closing_balance'] as const).map(
              (key) => ({ key, label: t(`agmk.fields.${key}`), value: total[key], currency: total.currency }),
            )}
          />
        ))
      ) : data ? (
        <p className="cb-journal-note" data-testid="agmk-none">
          {t('agmk.none')}
        </p>
      ) : null}
      <h2 className="cb-report-section">{t('agmk.accounts')}</h2>
      <PagedTable
        caption={t('agmk.accounts')}
        columns={columns}
        rows={data?.accounts}
        meta={undefined}
        loading={result.isFetching}
        rowKey={(a) => accountKey(a.number, a.mfo)}
        query={query}
        onQuery={update}
        testId="agmk-table"
      />
      <h2 className="cb-report-section">{t('agmk.movements')}</h2>
      <PagedTable
        caption={t('agmk.movements')}
        columns={moveColumns}
        rows={data?.movements}
        meta={undefined}
        loading={result.isFetching}
        rowKey={(m) => String(m.id)}
        query={query}
        onQuery={update}
        testId="agmk-moves"
      />
    </div>
  );
}
