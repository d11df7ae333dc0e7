import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { KEY_LOG_KINDS, type ErrorLogRow, type KeyLogRow } from '../../../../contracts/api/error-log.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PagedTable, type Column } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SearchBox } from '../../../ui/search-box.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { ERROR_FILTERS, KEY_LOG_FILTERS, useErrorLog, useErrorRecord, useKeyLogs } from '../api/staff-api.ts';
import '../../../ui/fields.css';
import '../../../ui/data-list.css';

const STATUSES = ['500', '502', '503'];

/** /errors — the server's error log, newest first: request id, time, route, status, user. */
export function ErrorLogScreen() {
  const { t } = useTranslation('users');
  const { query, update } = useTableQuery(ERROR_FILTERS);
  const list = useErrorLog(query);
  const columns = useMemo<Column<ErrorLogRow>[]>(
    () => [
      {
        key: 'request_id',
        label: t('errors.requestId'),
        value: (r) => r.request_id,
        render: (r) => (
          <Link to={`/error/${r.id}`} data-testid={`error-link-${r.id}`}>
            {r.request_id}
          </Link>
        ),
        card: 'title',
      },
      { key: 'at', label: t('errors.at'), value: (r) => formatDateTime(r.at), card: 'field' },
      { key: 'route', label: t('errors.route'), value: (r) => `${r.method} ${r.route}`, card: 'field' },
      { key: 'status', label: t('errors.status'), value: (r) => String(r.http_status), card: 'field' },
      { key: 'user', label: t('errors.user'), value: (r) => r.username ?? t('none') },
      { key: 'message', label: t('errors.message'), value: (r) => `${r.error_name}: ${r.message}` },
    ],
    [t],
  );
  return (
    <div className="cb-page">
      <h1>{t('errors.title')}</h1>
      <div className="cb-users__filters">
        <SearchBox
          label={t('errors.search')}
          value={query.filters['text'] ?? ''}
          onSearch={(text) => update({ filters: { text } })}
          testId="errors-search"
        />
        <SelectField
          id="errors-status"
          testId="errors-status"
          label={t('errors.status')}
          emptyLabel={t('filters.anyState')}
          value={query.filters['status'] ?? ''}
          options={STATUSES.map((s) => ({ value: s, label: s }))}
          onChange={(status) => update({ filters: { status } })}
        />
      </div>
      <PagedTable
        caption={t('errors.title')}
        columns={columns}
        rows={list.data?.list}
        meta={list.data?._meta}
        loading={list.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        testId="errors-table"
      />
    </div>
  );
}

/** /error/:id — one failure as recorded: no body, header or query string was ever kept. */
export function ErrorRecordScreen() {
  const { t } = useTranslation('users');
  const { id = '' } = useParams();
  const { data, isPending, isError } = useErrorRecord(id);
  return (
    <div className="cb-page">
      <h1>{t('errors.one')}</h1>
      {isPending ? (
        <SkeletonLines lines={6} />
      ) : isError ? (
        <EmptyState text={t('errors.missing')} />
      ) : (
        <dl className="cb-data-list" data-testid="error-record">
          <dt>{t('errors.requestId')}</dt>
          <dd>{data.request_id}</dd>
          <dt>{t('errors.at')}</dt>
          <dd>{formatDateTime(data.at)}</dd>
          <dt>{t('errors.route')}</dt>
          <dd>
            {data.method} {data.route}
          </dd>
          <dt>{t('errors.status')}</dt>
          <dd>{data.http_status}</dd>
          <dt>{t('errors.user')}</dt>
          <dd>{data.username ?? t('none')}</dd>
          <dt>{t('errors.name')}</dt>
          <dd>{data.error_name}</dd>
          <dt>{t('errors.message')}</dt>
          <dd>{data.message}</dd>
        </dl>
      )}
      <p>
        <Link to="/errors">{t('errors.back')}</Link>
      </p>
    </div>
  );
}

/** /key-logs — EDS key checks and renewals, newest first. */
export function KeyLogsScreen() {
  const { t } = useTranslation('users');
  const { query, update } = useTableQuery(KEY_LOG_FILTERS);
  const list = useKeyLogs(query);
  const columns = useMemo<Column<KeyLogRow>[]>(
    () => [
      {
        key: 'full_name',
        label: t('fields.full_name'),
        value: (r) => `${r.full_name} (${r.username})`,
        card: 'title',
      },
      { key: 'at', label: t('errors.at'), value: (r) => formatDateTime(r.at), card: 'field' },
      { key: 'kind', label: t('keyLogs.kind'), value: (r) => t(`keyLogs.kinds.${r.kind}`), card: 'field' },
      {
        key: 'outcome',
        label: t('keyLogs.outcome'),
        value: (r) => t(`keyLogs.outcomes.${r.outcome}`),
        card: 'field',
      },
      { key: 'serial', label: t('keyLogs.serial'), value: (r) => r.serial_number ?? t('none') },
      {
        key: 'valid_to',
        label: t('keyLogs.validTo'),
        value: (r) => (r.valid_to ? formatDateTime(r.valid_to) : t('none')),
      },
    ],
    [t],
  );
  return (
    <div className="cb-page">
      <h1>{t('keyLogs.title')}</h1>
      <div className="cb-users__filters">
        <SearchBox
          label={t('search')}
          value={query.filters['text'] ?? ''}
          onSearch={(text) => update({ filters: { text } })}
          testId="key-logs-search"
        />
        <SelectField
          id="key-logs-kind"
          testId="key-logs-kind"
          label={t('keyLogs.kind')}
          emptyLabel={t('filters.anyState')}
          value={query.filters['kind'] ?? ''}
          options={KEY_LOG_KINDS.map((k) => ({ value: k, label: t(`keyLogs.kinds.${k}`) }))}
          onChange={(kind) => update({ filters: { kind } })}
        />
      </div>
      <PagedTable
        caption={t('keyLogs.title')}
        columns={columns}
        rows={list.data?.list}
        meta={list.data?._meta}
        loading={list.isFetching}
        rowKey={(r) => r.id}
        query={query}
        onQuery={update}
        testId="key-logs-table"
      />
    </div>
  );
}
