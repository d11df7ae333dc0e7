import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { UzsPaymentRow } from '../../../../contracts/api/uzs-payment.ts';
import type { Language, Paged } from '../../../../contracts/envelope.ts';
import type { ExportType } from '../../../../contracts/api/export.ts';
import type { DownloadOutcome } from '../../../lib/api-client.ts';
import { fromMinor, toMinor } from '../../../../contracts/money.ts';
import { formatDate } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useOnline } from '../../../offline/online.ts';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { formatMoney } from '../../../ui/format.ts';
import {
  PagedTable,
  type BulkAction,
  type Column,
  type RowAction,
} from '../../../ui/paged-table/paged-table.tsx';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { postDelete } from '../api/post-delete.ts';
import { postManyApprove } from '../api/post-many-approve.ts';
import { postManyCopy } from '../api/post-many-copy.ts';
import { postMclientAuth } from '../api/post-mclient-auth.ts';
import { postSend } from '../api/post-send.ts';
import { BULK_ACTIONS, withListFlags, type BulkId, type ListRow } from '../bulk-actions.ts';
import { recipientLine } from '../payment-text.ts';
import { DeclineSheet } from './decline-sheet.tsx';
import { showActionError, showLostAnswer } from './payment-actions.tsx';
import { PaymentStatusChip } from './payment-status-chip.tsx';
import { SignSheet } from './sign-sheet.tsx';

/** A client's payment page (the default row link; stable, so the columns are not rebuilt). */
const clientDetailPath = (id: number): string => `/uzs-payments/detail/${id}`;

/** The phone bar's main button is the step the selection is ready for: sign, send or approve. */
const MAIN_BULK: ReadonlySet<string> = new Set(['sign', 'send', 'approve']);

/** "3 · 12 500 000.00 UZS": how many payments are selected and what they add up to. */
function selectionSummary(rows: readonly ListRow[], language: Language): string {
  const total = rows.reduce((sum, row) => sum + toMinor(row.sum), 0n);
  return `${rows.length} · ${formatMoney(fromMinor(total), 'UZS', language)}`;
}

/**
 * The payments table of /uzs-payments and /m-payments: cards below 960 px (recipient, amount,
 * date, status; the recipient opens the payment), a table above; bulk actions gated by every
 * selected row's flag; the kit's export menu over the shown rows.
 */
export function PaymentTable({
  title,
  list,
  loading,
  query,
  onQuery,
  withOrganization,
  bulk = true,
  detailPath = clientDetailPath,
  download,
}: {
  title: string;
  list: Paged<UzsPaymentRow> | undefined;
  loading: boolean;
  query: TableQuery;
  onQuery: (change: Partial<TableQuery>) => void;
  withOrganization?: boolean;
  bulk?: boolean;
  /** Where a row opens (the bank's list: /payments?id=). */
  detailPath?: (id: number) => string;
  /** The export of every row of the filter (the server's file) instead of the shown page. */
  download?: (type: ExportType, onProgress: (share: number | null) => void) => Promise<DownloadOutcome>;
}) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const online = useOnline();
  const language = currentLanguage();
  const rows = useMemo(() => list?.list.map(withListFlags), [list]);
  const [signing, setSigning] = useState<{ rows: readonly UzsPaymentRow[]; send: boolean } | null>(null);
  const [deleting, setDeleting] = useState<readonly ListRow[] | null>(null);
  const [declining, setDeclining] = useState<UzsPaymentRow | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (job: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await job();
    } catch (error) {
      if (!(await showLostAnswer(error, t('errors.lostAnswer')))) showActionError(error, t('errors.refused'));
    } finally {
      setBusy(false);
    }
  };

  const columns = useMemo<Column<ListRow>[]>(
    () => [
      {
        key: 'r_name',
        label: t('fields.recipient'),
        value: (r) => recipientLine(r),
        render: (r) => (
          <Link to={detailPath(r.id)} data-testid="payment-open">
            {recipientLine(r)}
          </Link>
        ),
        card: 'title',
      },
      ...(withOrganization
        ? [
            {
              key: 'organization',
              label: t('fields.organization'),
              value: (r: ListRow) => r.organization_name,
              card: 'field' as const,
            },
          ]
        : []),
      { key: 'number', label: t('fields.number'), value: (r) => r.number, sortField: 'number' },
      {
        key: 'sum',
        label: t('fields.sum'),
        value: (r) => formatMoney(r.sum, r.currency, language),
        sortField: 'sum',
        numeric: true,
        card: 'field',
      },
      {
        key: 'date',
        label: t('fields.date'),
        value: (r) => formatDate(r.date),
        sortField: 'date',
        card: 'field',
      },
      {
        key: 'status',
        label: t('fields.status'),
        value: (r) => r.statusName,
        render: (r) => <PaymentStatusChip row={r} />,
        sortField: 'status_id',
        card: 'field',
      },
      { key: 'type', label: t('fields.typeName'), value: (r) => r.typeName },
      { key: 'r_account', label: t('fields.r_account'), value: (r) => r.r_account },
      { key: 'description', label: t('fields.description'), value: (r) => r.description },
    ],
    [t, language, withOrganization, detailPath],
  );

  const actions: RowAction<ListRow>[] = [
    {
      id: 'view',
      flag: 'isView',
      label: t('actions.view'),
      run: (r) => navigate(detailPath(r.id)),
    },
    {
      id: 'sign',
      flag: 'isSign',
      label: t('actions.sign'),
      run: (r) => setSigning({ rows: [r], send: false }),
    },
    {
      id: 'edit',
      flag: 'isEdit',
      label: t('actions.edit'),
      run: (r) => navigate(`/uzs-payments/edit/${r.id}`),
    },
    {
      id: 'auth',
      flag: 'isAuth',
      label: t('actions.auth'),
      run: (r) => void act(() => postMclientAuth(r.id, r.version)),
    },
    { id: 'decline', flag: 'isDecline', label: t('actions.decline'), run: (r) => setDeclining(r) },
  ];

  const runBulk: Record<BulkId, (selected: readonly ListRow[]) => void> = {
    sign: (selected) => setSigning({ rows: selected, send: false }),
    signSend: (selected) => setSigning({ rows: selected, send: true }),
    send: (selected) => void act(() => postSend(selected)),
    approve: (selected) => void act(() => postManyApprove(selected)),
    copy: (selected) => void act(() => postManyCopy(selected.map((r) => r.id))),
    delete: (selected) => setDeleting(selected),
  };
  const bulkActions: BulkAction<ListRow>[] = bulk
    ? [
        ...BULK_ACTIONS.filter((a) => online || a.id === 'sign' || a.id === 'signSend').map((a) => ({
          id: a.id,
          flag: a.flag,
          primary: MAIN_BULK.has(a.id),
          label: t(`actions.${a.id}`),
          run: (selected: readonly ListRow[]) => {
            if (!busy) runBulk[a.id](selected);
          },
        })),
        {
          id: 'details',
          flag: 'isView',
          label: t('actions.details'),
          run: (selected) => navigate(`/uzs-payments/details?ids=${selected.map((r) => r.id).join(',')}`),
        },
        {
          id: 'print',
          flag: 'isView',
          label: t('actions.print'),
          run: (selected) => navigate(`/uzs-payments/print?ids=${selected.map((r) => r.id).join(',')}`),
        },
      ]
    : [];

  return (
    <>
      <div className="cb-pay-list__tools">
        <ExportMenu
          title={title}
          columns={columns}
          rows={rows}
          {...(download === undefined ? {} : { download })}
        />
      </div>
      <PagedTable
        caption={title}
        columns={columns}
        rows={rows}
        meta={list?._meta}
        loading={loading}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={onQuery}
        actions={actions}
        bulkActions={bulkActions}
        selectionSummary={(selected) => selectionSummary(selected, language)}
        testId="payments-table"
      />
      <SignSheet
        rows={signing?.rows ?? null}
        thenSend={signing?.send ?? false}
        onClose={() => setSigning(null)}
      />
      <ConfirmSheet
        open={deleting !== null}
        title={t('confirm.deleteTitle')}
        text={t('confirm.deleteText', { count: deleting?.length ?? 0 })}
        confirmLabel={t('actions.delete')}
        danger
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          void act(async () => {
            if (deleting) await postDelete(deleting);
            setDeleting(null);
          })
        }
      />
      <DeclineSheet payment={declining} onClose={() => setDeclining(null)} />
    </>
  );
}
