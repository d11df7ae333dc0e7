import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { FxPaymentRow } from '../../../../contracts/api/currency-payment.ts';
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
import { ApiError } from '../../../lib/api-client.ts';
import { PasskeyCancelledError, usePasskeySigner } from '../../../lib/passkey-signing.ts';
import { SigningClientError } from '../../../lib/signing-client.ts';
import { FilterChip } from '../../../ui/filter-chip.tsx';
import { signFx, signFxPasskey, useFxList, useFxStatuses } from '../api/fx-api.ts';
import { fxListFilterOf, signableIds } from '../fx-list-filter.ts';
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

interface Selection {
  readonly selected: ReadonlySet<number>;
  readonly toggle: (id: number) => void;
}

function SelectBox({ row, selection }: { row: FxPaymentRow; selection: Selection }) {
  const { t } = useTranslation('currencyPayments');
  if (!row.isSign) return null;
  return (
    <label className="cb-fx-select">
      <input
        type="checkbox"
        checked={selection.selected.has(row.id)}
        data-testid="fx-select"
        onChange={() => selection.toggle(row.id)}
      />
      <span className="cb-visually-hidden">{t('bulk.selectRow', { number: row.number })}</span>
    </label>
  );
}

function Cards({ rows, selection }: { rows: readonly FxPaymentRow[]; selection: Selection | null }) {
  const language = currentLanguage();
  return (
    <ul className="cb-fx-cards" data-testid="fx-cards">
      {rows.map((row) => (
        <li key={row.id} className={selection ? 'cb-fx-cards__item' : undefined}>
          {selection ? <SelectBox row={row} selection={selection} /> : null}
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

function Table({ rows, selection }: { rows: readonly FxPaymentRow[]; selection: Selection | null }) {
  const { t } = useTranslation('currencyPayments');
  const language = currentLanguage();
  return (
    <table className="cb-fx-table" data-testid="fx-table">
      <thead>
        <tr>
          {selection ? (
            <th scope="col">
              <span className="cb-visually-hidden">{t('bulk.select')}</span>
            </th>
          ) : null}
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
            {selection ? (
              <td>
                <SelectBox row={row} selection={selection} />
              </td>
            ) : null}
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
  const { t: ts } = useTranslation('signing');
  const passkey = usePasskeySigner();
  const { user } = useSession();
  const wide = useMediaQuery(WIDE_QUERY);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status = params.get('status_id') ?? '';
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebouncedValue(search, 400);
  const filter = fxListFilterOf(params, debounced);
  const list = useFxList(page, filter);
  const statuses = useFxStatuses();
  const rows = list.data?.data.list;
  const shown = rows ?? [];
  // The rows the caller may sign now; a new page or filter clears the selection.
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [seenRows, setSeenRows] = useState(rows);
  if (rows !== seenRows) {
    setSeenRows(rows);
    setSelected(new Set());
  }
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const signable = signableIds(shown);
  const toSign = shown.filter((r) => r.isSign && selected.has(r.id));
  const selection: Selection | null =
    signable.length === 0
      ? null
      : {
          selected,
          toggle: (id) => {
            const next = new Set(selected);
            if (next.has(id)) next.delete(id);
            else next.add(id);
            setSelected(next);
          },
        };
  const allSelected = signable.length > 0 && signable.every((id) => selected.has(id));
  const signSelected = async (credentialId: string | null = null) => {
    setBusy(true);
    setNote(null);
    try {
      const result = credentialId === null ? await signFx(toSign) : await signFxPasskey(toSign, credentialId);
      setNote(result.kind === 'queued' ? t('result.queued') : t('bulk.signed', { count: toSign.length }));
      setSelected(new Set());
    } catch (error) {
      if (error instanceof SigningClientError) setNote(t('result.signFailed'));
      else if (error instanceof PasskeyCancelledError) setNote(ts('passkey.cancelled'));
      else if (error instanceof ApiError) setNote(error.serverMessage ?? t('form.refused'));
      else throw error;
    } finally {
      setBusy(false);
    }
  };
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
  const importFile = filter.import_file;
  const filtered = status !== '' || debounced.trim() !== '' || importFile !== undefined;
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
      {importFile ? (
        <FilterChip
          label={t('importFile.notice')}
          removeLabel={t('importFile.all')}
          testId="fx-import-file"
          onRemove={() => update({ import_file: '', page: '' })}
        />
      ) : null}
      <AsOf asOf={list.data?.asOf} fetchedAt={list.dataUpdatedAt} testId="fx-as-of" />
      {selection ? (
        <div className="cb-fx-bulk" data-testid="fx-bulk">
          <label className="cb-fx-select">
            <input
              type="checkbox"
              checked={allSelected}
              data-testid="fx-select-all"
              onChange={() => setSelected(allSelected ? new Set() : new Set(signable))}
            />
            <span>{t('bulk.selectAll', { count: signable.length })}</span>
          </label>
          {toSign.length > 0 ? (
            <button
              type="button"
              className="cb-button cb-button--primary"
              disabled={busy}
              data-testid="fx-bulk-sign"
              onClick={() => void signSelected()}
            >
              {t('bulk.sign', { count: toSign.length })}
            </button>
          ) : null}
          {toSign.length > 0 && passkey !== null ? (
            <button
              type="button"
              className="cb-button cb-button--secondary"
              disabled={busy}
              data-testid="fx-bulk-sign-passkey"
              onClick={() => void signSelected(passkey)}
            >
              {ts('passkey.signCount', { count: toSign.length })}
            </button>
          ) : null}
        </div>
      ) : null}
      {note ? (
        <p role="status" className="cb-fx-note" data-testid="fx-bulk-note">
          {note}
        </p>
      ) : null}
      {list.isPending ? (
        <SkeletonLines lines={6} />
      ) : shown.length === 0 ? (
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
        <Table rows={shown} selection={selection} />
      ) : (
        <Cards rows={shown} selection={selection} />
      )}
      <Pager page={page} pages={meta?.pageCount ?? 1} onPage={(p) => update({ page: String(p) })} />
    </div>
  );
}
