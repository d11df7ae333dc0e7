import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { TickerRow } from '../../../../contracts/api/tickers.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SearchBox } from '../../../ui/search-box.tsx';
import { useTickersList } from '../api/post-tickers-list.ts';
import { useTickerStatuses } from '../api/get-ticker-statuses.ts';
import { DeleteTickerSheet } from '../components/delete-ticker-sheet.tsx';
import { TickerStatusChip } from '../components/ticker-status.tsx';
import { tickerText } from '../ticker-text.ts';
import '../../../ui/buttons.css';
import './tickers.css';

const FILTERS = ['status', 'text'] as const;

/** /tickers — the admin's list of running-line announcements (spec 3 §2.7). */
export function TickersListScreen() {
  const { t } = useTranslation('tickers');
  const navigate = useNavigate();
  const language = currentLanguage();
  const { query, update } = useTableQuery(FILTERS);
  const list = useTickersList(query);
  const statuses = useTickerStatuses();
  const [deleting, setDeleting] = useState<number | null>(null);

  const columns = useMemo<Column<TickerRow>[]>(
    () => [
      { key: 'id', label: t('fields.id'), value: (r) => String(r.id), sortField: 'id', numeric: true },
      {
        key: 'message',
        label: t('fields.message'),
        value: (r) => tickerText(r, language),
        card: 'title',
      },
      {
        key: 'status',
        label: t('fields.status'),
        value: (r) => t(`status.${r.status}`),
        render: (r) => <TickerStatusChip status={r.status} />,
        sortField: 'status',
        card: 'field',
      },
      {
        key: 'created_at',
        label: t('fields.created_at'),
        value: (r) => formatDateTime(r.created_at),
        sortField: 'created_at',
        card: 'field',
      },
    ],
    [t, language],
  );
  const actions = useMemo<RowAction<TickerRow>[]>(
    () => [
      { id: 'view', flag: 'isView', label: t('actions.view'), run: (r) => navigate(`/tickers/${r.id}`) },
      { id: 'edit', flag: 'isEdit', label: t('actions.edit'), run: (r) => navigate(`/tickers/${r.id}/edit`) },
      {
        id: 'delete',
        flag: 'isDelete',
        label: t('actions.delete'),
        danger: true,
        run: (r) => setDeleting(r.id),
      },
    ],
    [t, navigate],
  );

  return (
    <div className="cb-page">
      <div className="cb-tickers__head">
        <h1>{t('title')}</h1>
        <Link to="/tickers/create" className="cb-button cb-button--primary" data-testid="ticker-create">
          {t('create')}
        </Link>
      </div>
      <div className="cb-tickers__filters">
        <SearchBox
          label={t('search')}
          value={query.filters['text'] ?? ''}
          onSearch={(text) => update({ filters: { text } })}
          testId="tickers-search"
        />
        <div className="cb-field">
          <label className="cb-field__label" htmlFor="tickers-status">
            {t('fields.status')}
          </label>
          <select
            id="tickers-status"
            className="cb-select"
            data-testid="tickers-status"
            value={query.filters['status'] ?? ''}
            onChange={(event) => update({ filters: { status: event.target.value } })}
          >
            <option value="">{t('status.all')}</option>
            {(statuses.data ?? []).map((s) => (
              <option key={s.value} value={String(s.value)}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <ExportMenu title={t('title')} columns={columns} rows={list.data?.list} />
      </div>
      <PagedTable
        caption={t('title')}
        columns={columns}
        rows={list.data?.list}
        meta={list.data?._meta}
        loading={list.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        actions={actions}
        testId="tickers-table"
      />
      <DeleteTickerSheet id={deleting} onClose={() => setDeleting(null)} onDeleted={() => undefined} />
    </div>
  );
}
