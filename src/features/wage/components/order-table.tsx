import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { WAGE_STATUS, type WageOrder } from '../../../../contracts/api/wage.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import { PasskeyCancelledError, usePasskeySigner } from '../../../lib/passkey-signing.ts';
import { SigningClientError } from '../../../lib/signing-client.ts';
import { dialogs } from '../../../ui/dialog-service.ts';
import {
  PagedTable,
  type BulkAction,
  type Column,
  type RowAction,
} from '../../../ui/paged-table/paged-table.tsx';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { SigningErrorDialog } from '../../../ui/signing-error-dialog.tsx';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';
import { refreshWage, sendWageOrders, signWageOrders, signWageOrdersPasskey } from '../api/wage-api.ts';
import { PinDialog } from './pin-dialog.tsx';
import './wage.css';

export function statusTone(status: number): ChipTone {
  if (status === WAGE_STATUS.rejected) return 'danger';
  if (status === WAGE_STATUS.pinned) return 'success';
  if (status === WAGE_STATUS.ready) return 'warning';
  if (status === WAGE_STATUS.sent) return 'info';
  return 'neutral';
}

export function WageStatusChip({ order }: { order: Pick<WageOrder, 'status' | 'statusName'> }) {
  return <StatusChip label={order.statusName} tone={statusTone(order.status)} testId="wage-status" />;
}

/** Who the order is for: the holder once known, else the passport or the masked card. */
export function orderSubject(o: WageOrder): string {
  if (o.full_name !== null) return o.full_name;
  if (o.mode === 'card') return o.pan ?? '';
  return `${o.documentSeries ?? ''} ${o.documentNumber ?? ''}`.trim();
}

/**
 * Salary card orders: cards on phones (employee, card type, status, date), a table from 960 px with
 * the passport, phone, card and contract too; bulk sign and send (all or none, the server decides
 * the same), and the pinning dialog for Ready orders.
 */
export function OrderTable({
  list,
  loading,
  query,
  onQuery,
}: {
  list: Paged<WageOrder> | undefined;
  loading: boolean;
  query: TableQuery;
  onQuery: (change: Partial<TableQuery>) => void;
}) {
  const { t } = useTranslation('wage');
  const navigate = useNavigate();
  const [pinning, setPinning] = useState<WageOrder | null>(null);
  const [signerError, setSignerError] = useState<SigningClientError | null>(null);
  const passkey = usePasskeySigner();

  const bulk = async (action: () => Promise<{ kind: 'done' | 'queued' }>, done: string) => {
    try {
      const result = await action();
      dialogs.open({
        kind: 'message',
        tone: 'success',
        title: result.kind === 'queued' ? t('queued') : done,
        lines: [],
      });
    } catch (error) {
      if (error instanceof SigningClientError) setSignerError(error);
      else if (error instanceof PasskeyCancelledError)
        dialogs.open({ kind: 'message', tone: 'error', title: t('passkeyCancelled'), lines: [] });
      else if (error instanceof ApiError) {
        await refreshWage();
        dialogs.open({
          kind: 'message',
          tone: 'error',
          title: error.serverMessage ?? t('refused'),
          lines: [],
        });
      } else throw error;
    }
  };

  const columns = useMemo<Column<WageOrder>[]>(
    () => [
      {
        key: 'employee',
        label: t('fields.employee'),
        value: orderSubject,
        render: (x) => (
          <Link to={`/wage/${x.id}`} data-testid="wage-open">
            {orderSubject(x)}
          </Link>
        ),
        card: 'title',
      },
      { key: 'id', label: t('fields.id'), value: (x) => String(x.id) },
      { key: 'cardCode', label: t('fields.cardType'), value: (x) => x.cardCodeName, card: 'field' },
      {
        key: 'passport',
        label: t('fields.passport'),
        value: (x) => (x.mode === 'passport' ? `${x.documentSeries ?? ''} ${x.documentNumber ?? ''}` : ''),
      },
      {
        key: 'pan',
        label: t('fields.card'),
        value: (x) => x.pan ?? '',
        render: (x) => <span className="cb-wage-nowrap">{x.pan ?? ''}</span>,
      },
      { key: 'date', label: t('fields.created'), value: (x) => formatDate(x.created_at), card: 'field' },
      {
        key: 'status',
        label: t('fields.status'),
        value: (x) => x.statusName,
        render: (x) => <WageStatusChip order={x} />,
        card: 'field',
      },
    ],
    [t],
  );
  const actions: RowAction<WageOrder>[] = [
    { id: 'view', flag: 'isView', label: t('actions.view'), run: (x) => navigate(`/wage/${x.id}`) },
    { id: 'pin', flag: 'isPin', label: t('actions.pin'), run: (x) => setPinning(x) },
    {
      id: 'edit',
      flag: 'isUpdate',
      label: t('actions.edit'),
      run: (x) => navigate(`/wage/card/edit/${x.id}`),
    },
    {
      id: 'delete',
      flag: 'isDelete',
      label: t('actions.delete'),
      run: (x) => navigate(`/wage/${x.id}`),
      danger: true,
    },
  ];
  const bulkActions: BulkAction<WageOrder>[] = [
    {
      id: 'sign',
      flag: 'isSign',
      primary: true,
      label: t('actions.sign'),
      run: (rows) => void bulk(() => signWageOrders(rows), t('signed')),
    },
    ...(passkey === null
      ? []
      : [
          {
            id: 'sign-passkey',
            flag: 'isSign' as const,
            label: t('actions.signPasskey'),
            run: (rows: readonly WageOrder[]) =>
              void bulk(() => signWageOrdersPasskey(rows, passkey), t('signed')),
          },
        ]),
    {
      id: 'send',
      flag: 'isSend',
      primary: true,
      label: t('actions.send'),
      run: (rows) => void bulk(() => sendWageOrders(rows), t('sent')),
    },
  ];
  return (
    <>
      <PagedTable
        caption={t('orders')}
        columns={columns}
        rows={list?.list}
        meta={list?._meta}
        loading={loading}
        rowKey={(x) => String(x.id)}
        query={query}
        onQuery={onQuery}
        actions={actions}
        bulkActions={bulkActions}
        testId="wage-table"
      />
      <PinDialog order={pinning} onClose={() => setPinning(null)} />
      <SigningErrorDialog error={signerError} onClose={() => setSignerError(null)} />
    </>
  );
}
