import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { SALARY_STATUS, type SalaryStatement } from '../../../../contracts/api/salary.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import { PasskeyCancelledError, usePasskeySigner } from '../../../lib/passkey-signing.ts';
import { SigningClientError } from '../../../lib/signing-client.ts';
import { dialogs } from '../../../ui/dialog-service.ts';
import { Money } from '../../../ui/money.tsx';
import {
  PagedTable,
  type BulkAction,
  type Column,
  type RowAction,
} from '../../../ui/paged-table/paged-table.tsx';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { SigningErrorDialog } from '../../../ui/signing-error-dialog.tsx';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';
import { refreshSalary, sendSalary, signSalary, signSalaryPasskey } from '../api/salary-api.ts';
import './salary.css';

export function statusTone(status: number): ChipTone {
  if (status === SALARY_STATUS.rejected) return 'danger';
  if (status === SALARY_STATUS.executed) return 'success';
  if (status === SALARY_STATUS.sent) return 'info';
  return 'neutral';
}

export function SalaryStatusChip({
  statement,
}: {
  statement: Pick<SalaryStatement, 'status' | 'statusName'>;
}) {
  return (
    <StatusChip label={statement.statusName} tone={statusTone(statement.status)} testId="salary-status" />
  );
}

/**
 * Salary statements: cards on phones (number, total, status, date), a table from 960 px with the
 * card type, contract and rows too; bulk sign and send (all or none, as the server decides).
 */
export function StatementTable({
  list,
  loading,
  query,
  onQuery,
}: {
  list: Paged<SalaryStatement> | undefined;
  loading: boolean;
  query: TableQuery;
  onQuery: (change: Partial<TableQuery>) => void;
}) {
  const { t } = useTranslation('salary');
  const navigate = useNavigate();
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
        await refreshSalary();
        dialogs.open({
          kind: 'message',
          tone: 'error',
          title: error.serverMessage ?? t('refused'),
          lines: [],
        });
      } else throw error;
    }
  };

  const columns = useMemo<Column<SalaryStatement>[]>(
    () => [
      {
        key: 'number',
        label: t('fields.number'),
        value: (x) => x.number,
        render: (x) => (
          <Link to={`/salary/view/${x.id}`} data-testid="salary-open">
            {t('numbered', { number: x.number })}
          </Link>
        ),
        card: 'title',
      },
      {
        key: 'total',
        label: t('fields.total'),
        value: (x) => x.totalAmount,
        render: (x) => <Money value={x.totalAmount} currency="UZS" />,
        numeric: true,
        card: 'field',
      },
      { key: 'rows', label: t('fields.rows'), value: (x) => String(x.rowsCount), numeric: true },
      { key: 'cardCode', label: t('fields.cardType'), value: (x) => x.cardCodeName },
      { key: 'transit', label: t('fields.transitAccount'), value: (x) => x.transitAccount },
      { key: 'date', label: t('fields.date'), value: (x) => formatDate(x.docDate), card: 'field' },
      {
        key: 'status',
        label: t('fields.status'),
        value: (x) => x.statusName,
        render: (x) => <SalaryStatusChip statement={x} />,
        card: 'field',
      },
    ],
    [t],
  );
  const actions: RowAction<SalaryStatement>[] = [
    { id: 'view', flag: 'isView', label: t('actions.view'), run: (x) => navigate(`/salary/view/${x.id}`) },
    {
      id: 'delete',
      flag: 'isDelete',
      label: t('actions.delete'),
      run: (x) => navigate(`/salary/detail/${x.id}`),
      danger: true,
    },
  ];
  const bulkActions: BulkAction<SalaryStatement>[] = [
    {
      id: 'sign',
      flag: 'isSign',
      primary: true,
      label: t('actions.sign'),
      run: (rows) => void bulk(() => signSalary(rows), t('signed')),
    },
    ...(passkey === null
      ? []
      : [
          {
            id: 'sign-passkey',
            flag: 'isSign' as const,
            label: t('actions.signPasskey'),
            run: (rows: readonly SalaryStatement[]) =>
              void bulk(() => signSalaryPasskey(rows, passkey), t('signed')),
          },
        ]),
    {
      id: 'send',
      flag: 'isSend',
      primary: true,
      label: t('actions.send'),
      run: (rows) => void bulk(() => sendSalary(rows), t('sent')),
    },
  ];
  return (
    <>
      <PagedTable
        caption={t('statements')}
        columns={columns}
        rows={list?.list}
        meta={list?._meta}
        loading={loading}
        rowKey={(x) => String(x.id)}
        query={query}
        onQuery={onQuery}
        actions={actions}
        bulkActions={bulkActions}
        testId="salary-table"
      />
      <SigningErrorDialog error={signerError} onClose={() => setSignerError(null)} />
    </>
  );
}
