import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { FxPaymentFilter, FxPaymentRow } from '../../../../contracts/api/currency-payment.ts';
import { FX_PREPARERS } from '../../../../contracts/api/currency-payment.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { formatDate } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useMediaQuery, WIDE_QUERY } from '../../../lib/media-query.ts';
import { useSession } from '../../../lib/session.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { namedOptions, SelectField } from '../../../ui/select-field.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useFxList, useFxStatuses } from '../api/fx-api.ts';
import { FxStatusChip } from '../components/fx-status.tsx';
import { formatFx } from '../fx-format.ts';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import '../fx.css';

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('currencyPayments');
  if (pages <= 1) return null;
  return (
    <nav className="cb-fx-pager" aria-label={t('list.pages')}>
      <button
        type="button"
        className="cb-button cb-button--secondary"
        disabled={page <= 1}
        data-testid="fx-prev"
        onClick={() => onPage(page - 1)}
      >
        {t('list.prev')}
      </button>
      <span data-testid="fx-page">{t('list.page', { page, pages })}</span>
      <button
        type="button"
        className="cb-button cb-button--secondary"
        disabled={page >= pages}
        data-testid="fx-next"
        onClick={() => onPage(page + 1)}
      >
        {t('list.next')}
      </button>
    </nav>
  );
}

function detailPath(row: FxPaymentRow): string {
  return `/currency-payments/detail/${row.id}`;
}

function Cards({ rows }: { rows: readonly FxPaymentRow[] }) {
  const language = currentLanguage();
  return (
    <ul className="cb-fx-cards" data-testid="fx-cards">
      {rows.map((row) => (
        <li key={row.id}>
          <Link to={detailPath(row)} className="cb-fx-card" data-testid="fx-card">
            <span className="cb-fx-card__name">{row.beneficiary_name}</span>
            <span className="cb-fx-card__amount">{formatFx(row.amount, row.currency, language)}</span>
            <span className="cb-fx-card__line">
              <span className="cb-muted">{formatDate(row.value_date ?? row.date)}</span>
              <FxStatusChip statusId={row.status_id} name={row.statusName} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Table({ rows }: { rows: readonly FxPaymentRow[] }) {
  const { t } = useTranslation('currencyPayments');
  const language = currentLanguage();
  return (
    <table className="cb-fx-table" data-testid="fx-table">
      <thead>
        <tr>
          <th scope="col">{t('list.number')}</th>
          <th scope="col">{t('list.date')}</th>
          <th scope="col">{t('list.counterparty')}</th>
          <th scope="col">{t('fields.beneficiary_bank_bic')}</th>
          <th scope="col">{t('fields.account')}</th>
          <th scope="col" className="cb-fx-num">
            {t('list.amount')}
          </th>
          <th scope="col">{t('list.valueDate')}</th>
          <th scope="col">{t('list.status')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-testid="fx-row">
            <td>
              <Link to={detailPath(row)}>{row.number}</Link>
            </td>
            <td>{formatDate(row.date)}</td>
            <td>
              <Link to={detailPath(row)}>{row.beneficiary_name}</Link>
              <div className="cb-muted">{row.beneficiary_account}</div>
            </td>
            <td>{row.beneficiary_bank_bic}</td>
            <td>{row.account}</td>
            <td className="cb-fx-num">{formatFx(row.amount, row.currency, language)}</td>
            <td>{row.value_date ? formatDate(row.value_date) : '—'}</td>
            <td>
              <FxStatusChip statusId={row.status_id} name={row.statusName} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /currency-payments — the organisation's foreign-currency payments: cards on a phone, a table from 960 px. */
export function FxListScreen() {
  const { t } = useTranslation('currencyPayments');
  const { user } = useSession();
  const wide = useMediaQuery(WIDE_QUERY);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status = params.get('status_id') ?? '';
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebouncedValue(search, 400);
  const filter: FxPaymentFilter = {
    ...(status === '' ? {} : { status_id: Number(status) }),
    ...(debounced.trim() === '' ? {} : { search: debounced.trim() }),
  };
  const list = useFxList(page, filter);
  const statuses = useFxStatuses();
  const rows = list.data?.data.list ?? [];
  const meta = list.data?.data._meta;
  const update = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };
  const preparer = roleAllowed(user?.role ?? '', FX_PREPARERS);
  const filtered = status !== '' || debounced.trim() !== '';
  return (
    <div className="cb-page" data-testid="fx-list">
      <div className="cb-fx-head">
        <h1>{t('title')}</h1>
        {preparer ? (
          <Link to="/currency-payments/add" className="cb-button cb-button--primary" data-testid="fx-create">
            {t('create')}
          </Link>
        ) : null}
      </div>
      <div className="cb-fx-filters">
        <SelectField
          id="fx-status"
          testId="fx-status-filter"
          label={t('filters.status')}
          emptyLabel={t('filters.all')}
          value={status}
          options={namedOptions(statuses.data)}
          onChange={(value) => update({ status_id: value, page: '' })}
        />
        <TextField
          label={t('filters.search')}
          value={search}
          testId="fx-search"
          onChange={(value) => {
            setSearch(value);
            update({ search: value, page: '' });
          }}
        />
      </div>
      <AsOf asOf={list.data?.asOf} fetchedAt={list.dataUpdatedAt} testId="fx-as-of" />
      {list.isPending ? (
        <SkeletonLines lines={6} />
      ) : rows.length === 0 ? (
        <EmptyState
          text={t('empty')}
          {...(filtered
            ? {
                action: {
                  label: t('resetFilters'),
                  testId: 'fx-reset',
                  run: () => {
                    setSearch('');
                    setParams(new URLSearchParams(), { replace: true });
                  },
                },
              }
            : {})}
        />
      ) : wide ? (
        <Table rows={rows} />
      ) : (
        <Cards rows={rows} />
      )}
      <Pager page={page} pages={meta?.pageCount ?? 1} onPage={(p) => update({ page: String(p) })} />
    </div>
  );
}
