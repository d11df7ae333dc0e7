import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { statementRangeProblem } from '../../../../contracts/api/accounts.ts';
import type { IncomingPayment } from '../../../../contracts/api/reports.ts';
import { formatDate } from '../../../lib/dates.ts';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { AmountInput } from '../../../ui/inputs/amount-input.tsx';
import { AccountFilter, PeriodFilter } from '../components/journal-controls.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SearchBox } from '../../../ui/search-box.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { AccountNumber, Money } from '../../../ui/money.tsx';
import {
  downloadIncoming,
  useIncomingPayment,
  useIncomingPayments,
  useReportAccounts,
} from '../api/inc-api.ts';
import { amountRangeProblem, INC_FILTERS, incFilterFromSearch } from '../inc-filter.ts';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import './reports.css';

function IncomingDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('reports');
  const titleId = useId();
  const view = useIncomingPayment(id);
  const p = view.data;
  const fields: [string, React.ReactNode][] = p
    ? [
        ['date', `${formatDate(p.date)} ${p.time}`],
        ['doc_number', p.doc_number],
        ['amount', <Money key="amount" value={p.amount} currency={p.currency} />],
        ['account', `${p.account} · ${p.account_name}`],
        ['payer_name', p.payer_name],
        ['payer_inn', p.payer_inn ?? '—'],
        ['payer_account', p.payer_account],
        ['payer_bank', `${p.payer_mfo}${p.payer_bank_name ? ` · ${p.payer_bank_name}` : ''}`],
        ['purpose', p.purpose],
        ['transaction_id', p.transaction_id],
      ]
    : [];
  return (
    <ModalDialog open={id !== null} onClose={onClose} labelledBy={titleId} variant="status">
      <div className="cb-dialog__body" data-testid="inc-detail">
        <h2 id={titleId} className="cb-dialog__title">
          {t('inc.detail')}
        </h2>
        {view.isPending ? (
          <SkeletonLines lines={6} />
        ) : (
          <dl className="cb-report-fields">
            {fields.map(([key, value]) => (
              <div key={key} data-testid={`inc-detail-${key}`}>
                <dt>{t(`inc.fields.${key}` as 'inc.fields.date')}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className="cb-dialog__actions">
          <button
            type="button"
            className="cb-button cb-button--primary"
            data-testid="inc-detail-close"
            onClick={onClose}
          >
            {t('inc.close')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

/**
 * The amount bounds (money inputs): typed freely, applied to the address (and so to the search)
 * with the button or Enter once both are well-formed and the lower is not above the upper.
 */
function AmountRange({
  from,
  to,
  onApply,
}: {
  from: string;
  to: string;
  onApply: (from: string, to: string) => void;
}) {
  const { t } = useTranslation('reports');
  const [draft, setDraft] = useState({ from, to, fromBad: false, toBad: false });
  // The address changed from elsewhere (Back, a shared link): show what it says.
  const [shown, setShown] = useState(`${from}|${to}`);
  if (shown !== `${from}|${to}`) {
    setShown(`${from}|${to}`);
    setDraft({ from, to, fromBad: false, toBad: false });
  }
  const order = amountRangeProblem(draft.from || undefined, draft.to || undefined);
  const unchanged = draft.from === from && draft.to === to;
  return (
    <form
      className="cb-inc-amounts"
      noValidate
      data-testid="inc-amounts"
      onSubmit={(event) => {
        event.preventDefault();
        if (order === null && !draft.fromBad && !draft.toBad) onApply(draft.from, draft.to);
      }}
    >
      <fieldset className="cb-fieldset">
        <legend className="cb-field__label">{t('inc.amount')}</legend>
        <div className="cb-field-row">
          <AmountInput
            label={t('inc.amountFrom')}
            value={draft.from}
            testId="inc-amount-from"
            onChange={(value, problem) => setDraft((d) => ({ ...d, from: value, fromBad: problem !== null }))}
          />
          <AmountInput
            label={t('inc.amountTo')}
            value={draft.to}
            error={order ? t('inc.amountOrder') : null}
            testId="inc-amount-to"
            onChange={(value, problem) => setDraft((d) => ({ ...d, to: value, toBad: problem !== null }))}
          />
        </div>
      </fieldset>
      <button
        type="submit"
        className="cb-button cb-button--secondary"
        disabled={unchanged || order !== null || draft.fromBad || draft.toBad}
        data-testid="inc-amount-apply"
      >
        {t('inc.amountApply')}
      </button>
    </form>
  );
}

/** /inc-payment-list — money received on the organisation's accounts: search, view and export. */
export function IncPaymentListScreen() {
  const { t } = useTranslation('reports');
  const [search] = useSearchParams();
  const { query, update } = useTableQuery(INC_FILTERS);
  const filter = incFilterFromSearch(search);
  const problem =
    statementRangeProblem(filter.date_from, filter.date_to) ??
    amountRangeProblem(filter.amount_from, filter.amount_to);
  const result = useIncomingPayments(filter, query.page, problem === null);
  const accounts = useReportAccounts();
  const [viewing, setViewing] = useState<number | null>(null);

  const columns = useMemo<Column<IncomingPayment>[]>(
    () => [
      {
        key: 'date',
        label: t('inc.fields.date'),
        value: (p) => `${formatDate(p.date)} ${p.time}`,
        card: 'field',
      },
      { key: 'doc_number', label: t('inc.fields.doc_number'), value: (p) => p.doc_number, card: 'field' },
      { key: 'payer_name', label: t('inc.fields.payer_name'), value: (p) => p.payer_name, card: 'title' },
      {
        key: 'amount',
        label: t('inc.fields.amount'),
        value: (p) => `${p.amount} ${p.currency}`,
        render: (p) => <Money value={p.amount} currency={p.currency} />,
        numeric: true,
        card: 'field',
      },
      {
        key: 'account',
        label: t('inc.fields.account'),
        value: (p) => p.account,
        render: (p) => <AccountNumber number={p.account} />,
      },
      { key: 'purpose', label: t('inc.fields.purpose'), value: (p) => p.purpose, card: 'field' },
    ],
    [t],
  );
  const actions = useMemo<RowAction<IncomingPayment>[]>(
    () => [{ id: 'view', flag: 'isView', label: t('inc.view'), run: (p) => setViewing(p.id) }],
    [t],
  );

  const data = result.data;
  return (
    <div className="cb-page" data-testid="inc">
      <div className="cb-report-head">
        <h1>{t('inc.title')}</h1>
        <ExportMenu
          title={t('inc.title')}
          columns={columns}
          rows={data?.list}
          download={(type, onProgress) => downloadIncoming(type, filter, onProgress)}
        />
      </div>
      <PeriodFilter from={filter.date_from} to={filter.date_to} problem={problem} testId="inc-range" />
      <AccountFilter
        id="inc-account"
        label={t('inc.fields.account')}
        accounts={accounts.data}
        account={filter.account}
        mfo={filter.mfo}
        onChange={(account) => update({ filters: { account } })}
      />
      <AmountRange
        from={filter.amount_from ?? ''}
        to={filter.amount_to ?? ''}
        onApply={(from, to) => update({ filters: { sum_from: from, sum_to: to } })}
      />
      <SearchBox
        label={t('inc.search')}
        value={filter.search ?? ''}
        testId="inc-search"
        onSearch={(text) => update({ filters: { q: text } })}
      />
      {data ? (
        <ul className="cb-inc-totals" data-testid="inc-totals" aria-live="polite">
          {data.totals.map((total) => (
            <li key={total.currency} data-testid={`inc-total-${total.currency}`}>
              {t('inc.total', { n: total.count })}: <Money value={total.amount} currency={total.currency} />
            </li>
          ))}
        </ul>
      ) : null}
      <PagedTable
        caption={t('inc.title')}
        columns={columns}
        rows={problem === null ? data?.list : []}
        meta={data?._meta}
        loading={result.isFetching}
        rowKey={(p) => String(p.id)}
        query={query}
        onQuery={update}
        actions={actions}
        testId="inc-table"
      />
      <IncomingDetail id={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
