import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CallOrderRow } from '../../../../contracts/api/newchat.ts';
import { formatStoredPhone } from '../../../../contracts/validation/phone.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { PagedTable, type BulkAction, type Column } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { postArchiveCallOrders, useCallOrders } from '../api/call-orders.ts';
import '../../../ui/buttons.css';
import '../../../ui/chat/chat.css';

function CallOrders({ archived }: { archived: boolean }) {
  const { t } = useTranslation('centre');
  const { query, update } = useTableQuery([]);
  const orders = useCallOrders(archived, query.page);
  const [busy, setBusy] = useState(false);
  const columns = useMemo<Column<CallOrderRow>[]>(
    () => [
      {
        key: 'created_at',
        label: t('calls.created'),
        value: (r) => formatDateTime(r.created_at),
        card: 'field',
      },
      {
        key: 'organization',
        label: t('calls.organization'),
        value: (r) => `${r.organizationName} (${t('inn')} ${r.inn})`,
        card: 'title',
      },
      { key: 'name', label: t('calls.name'), value: (r) => r.name, card: 'field' },
      { key: 'phone', label: t('calls.phone'), value: (r) => formatStoredPhone(r.phone), card: 'field' },
      { key: 'type', label: t('calls.type'), value: (r) => t(`callTypes.${r.type}`), card: 'field' },
      { key: 'topic', label: t('calls.topic'), value: (r) => r.topic, card: 'field' },
    ],
    [t],
  );
  const rows = orders.data?.list;
  const bulk = useMemo<BulkAction<CallOrderRow>[]>(
    () =>
      archived
        ? []
        : [
            {
              id: 'archive',
              flag: 'isArchive',
              label: t('calls.archive'),
              run: (chosen) => {
                setBusy(true);
                void postArchiveCallOrders(chosen.map((r) => r.id))
                  .catch(() => undefined)
                  .finally(() => setBusy(false));
              },
            },
          ],
    [archived, t],
  );
  return (
    <div
      className="cb-page"
      data-testid={archived ? 'call-orders-archive' : 'call-orders'}
      aria-busy={busy || undefined}
    >
      <div className="cb-chat__toolbar">
        <h1>{t(archived ? 'calls.archiveTitle' : 'calls.title')}</h1>
        <Link
          to={archived ? '/order-call' : '/order-call-archive'}
          className="cb-button cb-button--secondary"
        >
          {t(archived ? 'calls.title' : 'calls.archiveTitle')}
        </Link>
      </div>
      <PagedTable
        caption={t(archived ? 'calls.archiveTitle' : 'calls.title')}
        columns={columns}
        rows={rows}
        meta={orders.data?._meta}
        loading={orders.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        bulkActions={bulk}
        testId="call-orders-table"
      />
    </div>
  );
}

/** /order-call — call-back orders waiting; chosen ones move to the archive. */
export function OrderCallScreen() {
  return <CallOrders archived={false} />;
}

/** /order-call-archive — handled call-back orders. */
export function OrderCallArchiveScreen() {
  return <CallOrders archived />;
}
