import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  STATEMENT_FORMATS,
  statementRangeProblem,
  type StatementFormat,
} from '../../../../contracts/api/accounts.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useMediaQuery, WIDE_QUERY } from '../../../lib/media-query.ts';
import { useOnline } from '../../../offline/online.ts';
import { dialogs } from '../../../ui/dialog-service.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { saveFile } from '../../../ui/save-file.ts';
import { DateRangeInput } from '../../../ui/inputs/date-inputs.tsx';
import { PrintView } from '../../../ui/print-view.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { downloadStatement, useStatement } from '../api/accounts-api.ts';
import { AccountNumber } from '../../../ui/money.tsx';
import { AsOf } from '../../../ui/as-of.tsx';
import { StatementRows, StatementTotals } from '../components/statement-table.tsx';
import { rangeFromSearch, rangeSearch } from '../../../lib/statement-range.ts';
import '../../../ui/buttons.css';
import '../../../ui/data-list.css';
import '../components/accounts.css';

function FileButtons({ account, mfo, from, to }: { account: string; mfo: string; from: string; to: string }) {
  const { t } = useTranslation('accounts');
  const online = useOnline();
  const [busy, setBusy] = useState<StatementFormat | null>(null);
  const run = async (format: StatementFormat) => {
    setBusy(format);
    try {
      const outcome = await downloadStatement(account, mfo, { from, to }, format);
      if (outcome.kind === 'file') saveFile(outcome.blob, outcome.filename);
      else if (outcome.kind === 'unnamed') {
        dialogs.open({ kind: 'message', tone: 'error', title: t('statement.unnamed'), lines: [] });
      }
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="cb-acc-files cb-no-print" role="group" aria-label={t('statement.files')}>
      {STATEMENT_FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          className="cb-button cb-button--secondary"
          disabled={!online || busy !== null}
          data-testid={`statement-file-${format}`}
          onClick={() => void run(format)}
        >
          {t(`formats.${format}`)}
        </button>
      ))}
    </div>
  );
}

/** /accounts/stmt/:account/:mfo — the statement for a range, its totals and its files. */
export function StatementScreen() {
  const { t } = useTranslation('accounts');
  const { account = '', mfo = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const wide = useMediaQuery(WIDE_QUERY);
  const range = rangeFromSearch(search);
  const [draft, setDraft] = useState(range);
  const problem = statementRangeProblem(draft.from, draft.to);
  const statement = useStatement(account, mfo, range, true);
  const s = statement.data?.data;
  return (
    <div className="cb-page" data-testid="statement">
      <h1>{t('statement.title')}</h1>
      <p>
        <AccountNumber number={account} /> · {t('fields.mfo')} {mfo}
      </p>
      <form
        className="cb-acc-range cb-no-print"
        onSubmit={(event) => {
          event.preventDefault();
          if (problem === null && draft.from && draft.to) setSearch(rangeSearch(draft), { replace: true });
        }}
      >
        <DateRangeInput
          label={t('statement.period')}
          value={draft}
          required
          testId="statement-range"
          onChange={(value) => setDraft(value)}
        />
        {problem === 'statement.tooLong' ? (
          <p className="cb-field__error" role="alert">
            {t('statement.tooLong')}
          </p>
        ) : null}
        <button
          type="submit"
          className="cb-button cb-button--primary"
          disabled={problem !== null || !draft.from || !draft.to}
          data-testid="statement-show"
        >
          {t('statement.show')}
        </button>
      </form>
      {statement.isPending ? (
        <SkeletonLines lines={6} />
      ) : statement.isError || !s ? (
        <EmptyState text={t('missing')} />
      ) : (
        <>
          <AsOf asOf={statement.data?.asOf} fetchedAt={statement.dataUpdatedAt} />
          <p data-testid="statement-period">
            {t('statement.periodShown', { from: formatDate(s.date_from), to: formatDate(s.date_to) })} ·{' '}
            {s.account.name}, {s.account.currency}
          </p>
          <StatementTotals statement={s} />
          <div className="cb-acc-actions cb-no-print">
            <FileButtons account={account} mfo={mfo} from={s.date_from} to={s.date_to} />
            <Link
              to={`/accounts/stmt/${account}/${mfo}/print${rangeSearch({ from: s.date_from, to: s.date_to })}`}
              className="cb-button cb-button--secondary"
              data-testid="statement-print"
            >
              {t('statement.print')}
            </Link>
            <Link
              to={`/accounts/stmt/${account}/${mfo}/application-for-discharge${rangeSearch({ from: s.date_from, to: s.date_to })}`}
              className="cb-button cb-button--secondary"
              data-testid="statement-application"
            >
              {t('application.link')}
            </Link>
          </div>
          <StatementRows statement={s} wide={wide} />
        </>
      )}
      <p className="cb-no-print">
        <Link to={`/accounts/detail/${account}/${mfo}`}>{t('back')}</Link>
      </p>
    </div>
  );
}

/** /accounts/stmt/:account/:mfo/print — the same statement laid out for paper. */
export function StatementPrintScreen() {
  const { t } = useTranslation('accounts');
  const { account = '', mfo = '' } = useParams();
  const [search] = useSearchParams();
  const range = rangeFromSearch(search);
  const statement = useStatement(account, mfo, range, true);
  const s = statement.data?.data;
  if (statement.isPending) return <SkeletonLines lines={6} />;
  if (statement.isError || !s) return <EmptyState text={t('missing')} />;
  return (
    <div className="cb-page">
      <PrintView testId="statement-print-view">
        <h1>{t('statement.title')}</h1>
        <p>
          <AccountNumber number={s.account.number} /> · {s.account.currency} · {s.account.organization_name}
        </p>
        <p>
          {s.account.bank_name} ({t('fields.mfo')} {s.account.mfo}) ·{' '}
          {t('statement.periodShown', { from: formatDate(s.date_from), to: formatDate(s.date_to) })}
        </p>
        <StatementTotals statement={s} />
        <StatementRows statement={s} wide />
      </PrintView>
      <p className="cb-no-print">
        <Link to={`/accounts/stmt/${account}/${mfo}${rangeSearch(range)}`}>{t('back')}</Link>
      </p>
    </div>
  );
}
