import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MultiStatementBody, MultiStatementRow } from '../../../../contracts/api/multiclient.ts';
import { bankDaysBefore } from '../../../../contracts/bank-calendar.ts';
import { formatDate } from '../../../lib/dates.ts';
import { formatMoney } from '../../../ui/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { DateRangeInput, type DateRange } from '../../../ui/inputs/date-inputs.tsx';
import { PagedTable, type Column } from '../../../ui/paged-table/paged-table.tsx';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { useMultiStatement, useMultiStateList, useMyChildren } from '../api/multiclient-api.ts';
import '../../../ui/buttons.css';
import './multiclient.css';

const PAGE = 50;

function todayIso(): string {
  return new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * /multiclients/reports — the multi-statement across the multiclient's children: balances and
 * turnover per account, or every operation, for a period and the children chosen; exported through
 * the kit's export (Excel, Word, PDF, text) as shown.
 */
export function ReportsScreen() {
  const { t } = useTranslation('multiclient');
  const language = currentLanguage();
  const types = useMultiStateList();
  const children = useMyChildren();
  const [type, setType] = useState<1 | 2>(1);
  const [range, setRange] = useState<DateRange>(() => ({
    from: bankDaysBefore(todayIso(), 30),
    to: todayIso(),
  }));
  const [rangeOk, setRangeOk] = useState(true);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [asked, setAsked] = useState<MultiStatementBody | null>(null);
  const [query, setQuery] = useState<TableQuery>({ page: 1, sort: null, filters: {} });
  const report = useMultiStatement(asked);

  const money = (value: string | null, currency: string) =>
    value === null ? '' : formatMoney(value, currency, language);
  const columns = useMemo<Column<MultiStatementRow>[]>(() => {
    const common: Column<MultiStatementRow>[] = [
      { key: 'organization', label: t('fields.organization'), value: (r) => r.organization, card: 'field' },
      { key: 'account', label: t('fields.account'), value: (r) => r.account, card: 'title' },
      { key: 'currency', label: t('reports.currency'), value: (r) => r.currency },
    ];
    if (asked?.type === 2) {
      return [
        {
          key: 'date',
          label: t('reports.date'),
          value: (r) => (r.date ? formatDate(r.date) : ''),
          card: 'field',
        },
        ...common,
        { key: 'number', label: t('reports.number'), value: (r) => r.number ?? '' },
        {
          key: 'counterparty',
          label: t('reports.counterparty'),
          value: (r) => r.counterparty ?? '',
          card: 'field',
        },
        { key: 'description', label: t('reports.description'), value: (r) => r.description ?? '' },
        {
          key: 'debit',
          label: t('reports.debit'),
          value: (r) => money(r.debit, r.currency),
          numeric: true,
          card: 'field',
        },
        {
          key: 'credit',
          label: t('reports.credit'),
          value: (r) => money(r.credit, r.currency),
          numeric: true,
          card: 'field',
        },
      ];
    }
    return [
      ...common,
      { key: 'name', label: t('reports.accountName'), value: (r) => r.account_name },
      {
        key: 'opening',
        label: t('reports.opening'),
        value: (r) => money(r.opening, r.currency),
        numeric: true,
        card: 'field',
      },
      {
        key: 'debit',
        label: t('reports.debit'),
        value: (r) => money(r.debit, r.currency),
        numeric: true,
        card: 'field',
      },
      {
        key: 'credit',
        label: t('reports.credit'),
        value: (r) => money(r.credit, r.currency),
        numeric: true,
        card: 'field',
      },
      {
        key: 'closing',
        label: t('reports.closing'),
        value: (r) => money(r.closing, r.currency),
        numeric: true,
        card: 'field',
      },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- money follows the language
  }, [t, asked?.type, language]);

  const rows = report.data?.rows;
  const pageRows = rows?.slice((query.page - 1) * PAGE, query.page * PAGE);
  const meta =
    rows === undefined
      ? undefined
      : {
          currentPage: query.page,
          pageCount: Math.max(1, Math.ceil(rows.length / PAGE)),
          totalCount: rows.length,
        };
  const title = t('reports.title');

  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };

  return (
    <div className="cb-page">
      <h1>{title}</h1>
      <form
        className="cb-mc__form cb-mc__narrow"
        data-testid="mc-report-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!rangeOk) return;
          setQuery({ page: 1, sort: null, filters: {} });
          setAsked({
            type,
            date_from: range.from,
            date_to: range.to,
            ...(chosen.size > 0 ? { organization_ids: [...chosen] } : {}),
          });
        }}
      >
        <SelectField
          id="mc-report-type"
          label={t('reports.type')}
          value={String(type)}
          options={(types.data ?? []).map((x) => ({ value: String(x.id), label: x.value }))}
          onChange={(v) => setType(v === '2' ? 2 : 1)}
          testId="mc-report-type"
        />
        <DateRangeInput
          label={t('reports.period')}
          value={range}
          required
          onChange={(value, problem) => {
            setRange(value);
            setRangeOk(problem === null);
          }}
          testId="mc-report-range"
        />
        <fieldset className="cb-fieldset">
          <legend className="cb-field__label">{t('reports.children')}</legend>
          <div className="cb-mc__checks">
            {(children.data ?? []).map((c) => (
              <label key={c.organization_id} className="cb-mc__check">
                <input
                  type="checkbox"
                  checked={chosen.has(c.organization_id)}
                  onChange={() => toggle(c.organization_id)}
                  data-testid={`mc-report-org-${c.inn}`}
                />
                {c.alias ?? c.name}
              </label>
            ))}
          </div>
          <p className="cb-mc__sub">{t('reports.allHint')}</p>
        </fieldset>
        <button type="submit" className="cb-button cb-button--primary" data-testid="mc-report-show">
          {t('reports.show')}
        </button>
      </form>
      {asked === null ? null : report.isFetching && rows === undefined ? (
        <SkeletonLines lines={5} />
      ) : rows !== undefined && rows.length === 0 ? (
        <EmptyState text={t('reports.empty')} />
      ) : (
        <section className="cb-mc__section">
          <div className="cb-mc__filters">
            <ExportMenu title={title} columns={columns} rows={rows} />
          </div>
          <PagedTable
            caption={title}
            columns={columns}
            rows={pageRows}
            meta={meta}
            loading={report.isFetching}
            rowKey={(r) => String(rows?.indexOf(r) ?? 0)}
            query={query}
            onQuery={(change) => setQuery({ ...query, ...change })}
            testId="mc-report-table"
          />
        </section>
      )}
    </div>
  );
}
