import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { timelineList, type TimelineKind, type TimelineRow } from '../../../../contracts/api/timelines.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { DateRangeInput } from '../../../ui/inputs/date-inputs.tsx';
import { PagedTable, type Column } from '../../../ui/paged-table/paged-table.tsx';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SearchBox } from '../../../ui/search-box.tsx';
import './timelines.css';

const PAGE_SIZE = 50;
const FILTERS = ['from', 'to', 'text', 'action'] as const;
const ACTION = /^[a-z0-9.-]*$/;

function useTimeline(kind: TimelineKind, query: TableQuery) {
  const { from, to, text, action } = query.filters;
  return useQuery({
    queryKey: endpointKey(timelineList, kind, query),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(timelineList, {
          query: { page: query.page, pageSize: PAGE_SIZE },
          body: {
            kind,
            ...(from ? { from } : {}),
            ...(to ? { to } : {}),
            ...(text ? { text } : {}),
            ...(action && ACTION.test(action) ? { action } : {}),
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * /organization/timeline, /user/timeline, /payment/timeline (super_user): the audit log — when,
 * what, who, from which address, which organisation and the detail — filtered by period, a search
 * (organisation name, username or payment id) and the action's start; the export carries the rows shown.
 */
export function TimelineScreen({ kind }: { kind: TimelineKind }) {
  const { t } = useTranslation('timelines');
  const { query, update } = useTableQuery(FILTERS);
  const list = useTimeline(kind, query);
  const f = query.filters;

  const columns = useMemo<Column<TimelineRow>[]>(
    () => [
      { key: 'at', label: t('fields.at'), value: (r) => formatDateTime(r.at), card: 'field' },
      { key: 'action', label: t('fields.action'), value: (r) => r.action, card: 'title' },
      { key: 'username', label: t('fields.username'), value: (r) => r.username ?? '', card: 'field' },
      {
        key: 'organization',
        label: t('fields.organization'),
        value: (r) => r.organization_name ?? '',
        card: 'field',
      },
      { key: 'ip', label: t('fields.ip'), value: (r) => r.ip ?? '', card: 'field' },
      {
        key: 'detail',
        label: t('fields.detail'),
        value: (r) => r.detail,
        render: (r) => <code className="cb-timeline__detail">{r.detail}</code>,
        card: 'field',
      },
    ],
    [t],
  );

  return (
    <div className="cb-page">
      <h1>{t(`titles.${kind}`)}</h1>
      <p className="cb-muted">{t('intro')}</p>
      <div className="cb-timeline__filters">
        <DateRangeInput
          label={t('fields.period')}
          value={{ from: f['from'] ?? '', to: f['to'] ?? '' }}
          testId="timeline-dates"
          onChange={(range, problem) => {
            if (!problem) update({ filters: { ...f, from: range.from, to: range.to } });
          }}
        />
        <SearchBox
          label={t(`search.${kind}`)}
          value={f['text'] ?? ''}
          onSearch={(text) => update({ filters: { ...f, text } })}
          testId="timeline-search"
        />
        <SearchBox
          label={t('fields.actionFilter')}
          value={f['action'] ?? ''}
          onSearch={(action) => update({ filters: { ...f, action: action.trim().toLowerCase() } })}
          testId="timeline-action"
        />
        <ExportMenu title={t(`titles.${kind}`)} columns={columns} rows={list.data?.list} />
      </div>
      <PagedTable
        caption={t(`titles.${kind}`)}
        columns={columns}
        rows={list.data?.list}
        meta={list.data?._meta}
        loading={list.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        testId="timeline-table"
      />
    </div>
  );
}

export const OrganizationTimelineScreen = () => <TimelineScreen kind="organization" />;
export const UserTimelineScreen = () => <TimelineScreen kind="user" />;
export const PaymentTimelineScreen = () => <TimelineScreen kind="payment" />;
