import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { statementRangeProblem } from '../../../../contracts/api/accounts.ts';
import {
  TERMINAL_STATUSES,
  type TerminalSettlement,
  type TerminalTransactionRow,
} from '../../../../contracts/api/report-journals.ts';
import { formatDate } from '../../../lib/dates.ts';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { AccountNumber, Money } from '../../../ui/money.tsx';
import { PagedTable, type Column } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { downloadTerminals, useTerminals, useTerminalStatement } from '../api/journals-api.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { PeriodFilter, TotalsList } from '../components/journal-controls.tsx';
import { TERMINAL_FILTERS, terminalFilterFromSearch } from '../journal-filters.ts';
import '../../../ui/buttons.css';
import './reports.css';
import './journals.css';

/** /terminal-statement — card payments of the organisation's POS terminals and their settlements. */
export function TerminalStatementScreen() {
  const { t } = useTranslation('reports');
  const [search] = useSearchParams();
  const { query, update } = useTableQuery(TERMINAL_FILTERS);
  const filter = terminalFilterFromSearch(search);
  const problem = statementRangeProblem(filter.date_from, filter.date_to);
  const result = useTerminalStatement(filter, query.page, problem === null);
  const terminals = useTerminals();
  const data = problem === null ? result.data : undefined;
  const currency = data?.totals.currency ?? 'UZS';

  const columns = useMemo<Column<TerminalTransactionRow>[]>(
    () => [
      {
        key: 'date',
        label: t('terminals.fields.date'),
        value: (r) => `${formatDate(r.date)} ${r.time}`,
        card: 'field',
      },
      { key: 'terminal', label: t('terminals.fields.terminal'), value: (r) => r.terminal, card: 'field' },
      { key: 'pan', label: t('terminals.fields.pan'), value: (r) => r.pan, card: 'title' },
      { key: 'rrn', label: t('terminals.fields.rrn'), value: (r) => r.rrn },
      ...(['amount', 'commission', 'net'] as const).map((key): Column<TerminalTransactionRow> => ({
        key,
        label: t(`terminals.fields.${key}`),
        value: (r) => r[key],
        render: (r) => <Money value={r[key]} currency={currency} />,
        numeric: true,
        card: 'field',
      })),
      {
        key: 'status',
        label: t('terminals.fields.status'),
        value: (r) => t(`terminals.statuses.${r.status}`),
        card: 'field',
      },
      {
        key: 'settled_on',
        label: t('terminals.fields.settled_on'),
        value: (r) =>
          r.settled_on ? formatDate(r.settled_on) : r.status === 'approved' ? t('terminals.pending') : '—',
        card: 'field',
      },
    ],
    [t, currency],
  );
  const settlementColumns = useMemo<Column<TerminalSettlement>[]>(
    () => [
      { key: 'day', label: t('terminals.settlement.day'), value: (s) => formatDate(s.day), card: 'title' },
      { key: 'terminal', label: t('terminals.fields.terminal'), value: (s) => s.terminal, card: 'field' },
      {
        key: 'credited_at',
        label: t('terminals.settlement.credited_at'),
        value: (s) => s.credited_at,
        card: 'field',
      },
      {
        key: 'amount',
        label: t('terminals.settlement.amount'),
        value: (s) => s.amount,
        render: (s) => <Money value={s.amount} currency={currency} />,
        numeric: true,
        card: 'field',
      },
      {
        key: 'account',
        label: t('terminals.settlement.account'),
        value: (s) => s.account,
        render: (s) => <AccountNumber number={s.account} />,
      },
    ],
    [t, currency],
  );

  const totals = data?.totals;
  const noTerminals = terminals.data !== undefined && terminals.data.length === 0;
  return (
    <div className="cb-page cb-journal" data-testid="terminals">
      <div className="cb-report-head">
        <h1>{t('terminals.title')}</h1>
        <ExportMenu
          title={t('terminals.title')}
          columns={columns}
          rows={data?.list}
          download={(type, onProgress) => downloadTerminals(type, filter, onProgress)}
        />
      </div>
      {noTerminals ? (
        <p className="cb-journal-note" data-testid="terminals-none">
          {t('terminals.none')}
        </p>
      ) : null}
      <div className="cb-journal-filters">
        <PeriodFilter
          from={filter.date_from}
          to={filter.date_to}
          problem={problem}
          testId="terminals-range"
        />
        <SelectField
          id="terminals-terminal"
          testId="terminals-terminal"
          label={t('terminals.fields.terminal')}
          emptyLabel={t('terminals.allTerminals')}
          value={filter.terminal === undefined ? '' : String(filter.terminal)}
          options={(terminals.data ?? []).map((item) => ({
            value: String(item.id),
            label: `${item.code} · ${item.name}`,
          }))}
          onChange={(terminal) => update({ filters: { terminal } })}
        />
        <SelectField
          id="terminals-status"
          testId="terminals-status"
          label={t('terminals.fields.status')}
          emptyLabel={t('terminals.allStatuses')}
          value={filter.status ?? ''}
          options={TERMINAL_STATUSES.map((s) => ({ value: s, label: t(`terminals.statuses.${s}`) }))}
          onChange={(status) => update({ filters: { status } })}
        />
      </div>
      {totals ? (
        <TotalsList
          testId="terminals-totals"
          items={[
            { key: 'count', label: t('terminals.totals.count'), value: String(totals.count) },
            { key: 'approved', label: t('terminals.totals.approved'), value: String(totals.approved_count) },
            {
              key: 'amount',
              label: t('terminals.totals.amount'),
              value: totals.amount,
              currency: totals.currency,
            },
            {
              key: 'commission',
              label: t('terminals.totals.commission'),
              value: totals.commission,
              currency: totals.currency,
            },
            { key: 'net', label: t('terminals.totals.net'), value: totals.net, currency: totals.currency },
            {
              key: 'settled',
              label: t('terminals.totals.settled'),
              value: totals.settled,
              currency: totals.currency,
            },
            {
              key: 'pending',
              label: t('terminals.totals.pending'),
              value: totals.pending,
              currency: totals.currency,
            },
          ]}
        />
      ) : null}
      <PagedTable
        caption={t('terminals.title')}
        columns={columns}
        rows={data?.list}
        meta={data?._meta}
        loading={result.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        testId="terminals-table"
      />
      <h2 className="cb-report-section">{t('terminals.settlements')}</h2>
      <PagedTable
        caption={t('terminals.settlements')}
        columns={settlementColumns}
        rows={data?.settlements}
        meta={undefined}
        loading={result.isFetching}
        rowKey={(s) => s.transaction_id}
        query={query}
        onQuery={update}
        testId="terminals-settlements"
      />
    </div>
  );
}
