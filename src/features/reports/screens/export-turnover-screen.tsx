import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { statementRangeProblem } from '../../../../contracts/api/accounts.ts';
import type { TurnoverBody } from '../../../../contracts/api/reports.ts';
import { useMediaQuery, WIDE_QUERY } from '../../../lib/media-query.ts';
import { rangeFromSearch } from '../../../lib/statement-range.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { PeriodFilter } from '../components/journal-controls.tsx';
import { AccountNumber, Money } from '../../../ui/money.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import {
  downloadTurnover,
  useExportAccounts,
  useTurnoverFields,
  useTurnoverPreview,
} from '../api/turnover-api.ts';
import { accountKey } from '../inc-filter.ts';
import { turnoverChoiceFromSearch, turnoverSearch, type TurnoverChoice } from '../turnover-filter.ts';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import './reports.css';

const TOTALS = ['opening_balance', 'debit_turnover', 'credit_turnover', 'closing_balance'] as const;

/** /export-turnover — movements of chosen accounts over a range in chosen columns: preview, then a file. */
export function ExportTurnoverScreen() {
  const { t } = useTranslation('reports');
  const [search, setSearch] = useSearchParams();
  const wide = useMediaQuery(WIDE_QUERY);
  const range = rangeFromSearch(search);
  const problem = statementRangeProblem(range.from, range.to);
  const accounts = useExportAccounts();
  const fields = useTurnoverFields();
  // The chosen accounts and columns live in the address (turnover-filter.ts): reload, back and a
  // shared link keep them, and the preview once asked for.
  const choice = turnoverChoiceFromSearch(search);
  const allFields = (fields.data ?? []).map((f) => f.value);
  // Only the caller's accounts count (a shared link may name others); asked once they are known.
  const own = new Set((accounts.data ?? []).map((a) => accountKey(a.number, a.mfo)));
  const picked = choice.accounts.filter((key) => own.has(key));
  const chosenFields =
    choice.fields === null ? allFields : allFields.filter((f) => choice.fields?.includes(f));
  const ready =
    problem === null && accounts.data !== undefined && picked.length > 0 && chosenFields.length > 0;
  const choose = (change: Partial<TurnoverChoice>) =>
    setSearch((current) => turnoverSearch(current, { ...choice, show: false, ...change }, allFields), {
      replace: true,
    });
  const toggle = <T,>(list: readonly T[], item: T) =>
    list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
  const asked: TurnoverBody | null =
    choice.show && ready
      ? {
          accounts: picked.map((key) => {
            const [account = '', mfo = ''] = key.split(':');
            return { account, mfo };
          }),
          date_from: range.from,
          date_to: range.to,
          fields: chosenFields,
        }
      : null;
  const preview = useTurnoverPreview(asked);
  const data = preview.data;
  const allRows = data?.statements.flatMap((s) => s.rows);

  return (
    <div className="cb-page" data-testid="turnover">
      <div className="cb-report-head">
        <h1>{t('turnover.title')}</h1>
        {asked ? (
          <ExportMenu
            title={t('turnover.title')}
            columns={[]}
            rows={allRows}
            download={(type, onProgress) => downloadTurnover(type, asked, onProgress)}
          />
        ) : null}
      </div>
      <PeriodFilter
        from={range.from}
        to={range.to}
        problem={problem}
        testId="turnover-range"
        resets={['show']}
      />
      <fieldset className="cb-fieldset" data-testid="turnover-accounts">
        <legend className="cb-field__label">{t('turnover.accounts')}</legend>
        {(accounts.data ?? []).map((a) => {
          const key = accountKey(a.number, a.mfo);
          return (
            <label key={key} className="cb-report-check">
              <input
                type="checkbox"
                checked={picked.includes(key)}
                data-testid={`turnover-account-${a.number}`}
                onChange={() => choose({ accounts: toggle(picked, key) })}
              />
              <AccountNumber number={a.number} /> · {a.currency} · {a.name}
            </label>
          );
        })}
      </fieldset>
      <fieldset className="cb-fieldset" data-testid="turnover-fields">
        <legend className="cb-field__label">{t('turnover.fields')}</legend>
        <div className="cb-report-checks">
          {(fields.data ?? []).map((f) => (
            <label key={f.value} className="cb-report-check">
              <input
                type="checkbox"
                checked={chosenFields.includes(f.value)}
                data-testid={`turnover-field-${f.value}`}
                onChange={() => choose({ fields: toggle(chosenFields, f.value) })}
              />
              {f.name}
            </label>
          ))}
        </div>
      </fieldset>
      <button
        type="button"
        className="cb-button cb-button--primary"
        disabled={!ready}
        data-testid="turnover-show"
        onClick={() => choose({ show: true })}
      >
        {t('turnover.show')}
      </button>
      {asked === null ? (
        <p className="cb-report-hint">{t('turnover.hint')}</p>
      ) : preview.isPending ? (
        <SkeletonLines lines={6} />
      ) : !data || allRows?.length === 0 ? (
        <EmptyState />
      ) : (
        data.statements.map((s) => (
          <section
            key={`${s.account}:${s.mfo}`}
            className="cb-report-section"
            data-testid="turnover-statement"
          >
            <h2>
              <AccountNumber number={s.account} /> · {s.currency}
            </h2>
            <dl className="cb-report-fields">
              {TOTALS.map((key) => (
                <div key={key} data-testid={`turnover-${key}`}>
                  <dt>{t(`turnover.${key}`)}</dt>
                  <dd>
                    <Money value={s[key]} currency={s.currency} />
                  </dd>
                </div>
              ))}
            </dl>
            {wide ? (
              <table className="cb-report-table">
                <thead>
                  <tr>
                    {data.fields.map((f) => (
                      <th key={f.value} scope="col">
                        {f.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {s.rows.map((cells, i) => (
                    <tr key={i} data-testid="turnover-row">
                      {cells.map((cell, j) => (
                        <td key={j}>{cell}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <ul className="cb-report-cards">
                {s.rows.map((cells, i) => (
                  <li key={i} className="cb-report-card" data-testid="turnover-row">
                    <dl className="cb-report-fields">
                      {data.fields.map((f, j) => (
                        <div key={f.value}>
                          <dt>{f.name}</dt>
                          <dd>{cells[j]}</dd>
                        </div>
                      ))}
                    </dl>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))
      )}
    </div>
  );
}
