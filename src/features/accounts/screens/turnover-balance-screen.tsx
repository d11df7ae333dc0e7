import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { statementRangeProblem, type SaldoRow } from '../../../../contracts/api/accounts.ts';
import { useMediaQuery, WIDE_QUERY } from '../../../lib/media-query.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { DateRangeInput } from '../../../ui/inputs/date-inputs.tsx';
import type { Column } from '../../../ui/paged-table/paged-table.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { useSaldo } from '../api/saldo-api.ts';
import { AccountNumber, Money } from '../../../ui/money.tsx';
import { rangeFromSearch, rangeSearch } from '../../../lib/statement-range.ts';
import '../../../ui/data-list.css';
import '../components/accounts.css';

const AMOUNTS = ['opening_balance', 'debit_turnover', 'credit_turnover', 'closing_balance'] as const;

/** /export-turnover-balance — opening, turnover and closing of every account over a range, exportable. */
export function TurnoverBalanceScreen() {
  const { t } = useTranslation('accounts');
  const [search, setSearch] = useSearchParams();
  const wide = useMediaQuery(WIDE_QUERY);
  const range = rangeFromSearch(search);
  const problem = statementRangeProblem(range.from, range.to);
  const saldo = useSaldo(range, problem === null);
  const rows = saldo.data;
  const columns: Column<SaldoRow>[] = [
    { key: 'number', label: t('fields.number'), value: (r) => r.number },
    { key: 'name', label: t('fields.name'), value: (r) => r.name },
    { key: 'currency', label: t('fields.currency'), value: (r) => r.currency },
    ...AMOUNTS.map((field) => ({
      key: field,
      label: t(`saldo.${field}`),
      value: (r: SaldoRow) => r[field],
      numeric: true,
    })),
  ];
  return (
    <div className="cb-page" data-testid="saldo">
      <div className="cb-acc-head">
        <h1>{t('saldo.title')}</h1>
        <ExportMenu title={t('saldo.title')} columns={columns} rows={rows} />
      </div>
      <DateRangeInput
        label={t('statement.period')}
        value={range}
        testId="saldo-range"
        onChange={(value, rangeProblem) => {
          if (!rangeProblem && value.from && value.to) setSearch(rangeSearch(value), { replace: true });
        }}
      />
      {problem === 'statement.tooLong' ? (
        <p className="cb-field__error" role="alert">
          {t('statement.tooLong')}
        </p>
      ) : null}
      {saldo.isPending && problem === null ? (
        <SkeletonLines lines={5} />
      ) : !rows || rows.length === 0 ? (
        <EmptyState />
      ) : wide ? (
        <table className="cb-data-table">
          <caption className="cb-visually-hidden">{t('saldo.title')}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={c.numeric ? 'cb-data-num' : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.number}:${r.mfo}`} data-testid="saldo-row">
                <td>
                  <AccountNumber number={r.number} />
                </td>
                <td>{r.name}</td>
                <td>{r.currency}</td>
                {AMOUNTS.map((field) => (
                  <td key={field} className="cb-data-num">
                    <Money value={r[field]} currency={r.currency} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <ul className="cb-data-cards">
          {rows.map((r) => (
            <li key={`${r.number}:${r.mfo}`} className="cb-data-card" data-testid="saldo-row">
              <div className="cb-data-card__head">
                <strong>{r.name}</strong>
                <AccountNumber number={r.number} />
              </div>
              <dl className="cb-data-fields cb-data-fields--spaced">
                {AMOUNTS.map((field) => (
                  <div key={field}>
                    <dt>{t(`saldo.${field}`)}</dt>
                    <dd>
                      <Money value={r[field]} currency={r.currency} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
