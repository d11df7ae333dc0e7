import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { SalaryRow, SalaryStatement } from '../../../../contracts/api/salary.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { PasskeyCancelledError, usePasskeySigner } from '../../../lib/passkey-signing.ts';
import { SigningClientError } from '../../../lib/signing-client.ts';
import { useOnline } from '../../../offline/online.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { DocumentFields } from '../../../ui/document-fields.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Money } from '../../../ui/money.tsx';
import { PagedTable, type Column } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SigningErrorDialog } from '../../../ui/signing-error-dialog.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import {
  deleteSalary,
  refreshSalary,
  sendSalary,
  signSalary,
  signSalaryPasskey,
  useSalaryStatement,
} from '../api/salary-api.ts';
import { SalaryStatusChip } from '../components/statement-table.tsx';
import '../../../ui/buttons.css';
import '../components/salary.css';

type Note = { readonly text: string; readonly testId: string } | null;
const ROWS_PAGE = 20;

function StatementActions({
  statement,
  onNote,
}: {
  statement: SalaryStatement;
  onNote: (note: Note) => void;
}) {
  const { t } = useTranslation('salary');
  const navigate = useNavigate();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [signerError, setSignerError] = useState<SigningClientError | null>(null);
  const passkey = usePasskeySigner();

  const run = async (action: () => Promise<Note>) => {
    setBusy(true);
    onNote(null);
    try {
      onNote(await action());
    } catch (error) {
      if (error instanceof SigningClientError) {
        setSignerError(error);
        onNote({ text: t('signFailed'), testId: 'salary-note-error' });
      } else if (error instanceof PasskeyCancelledError) {
        onNote({ text: t('passkeyCancelled'), testId: 'salary-note-error' });
      } else if (error instanceof ApiError) {
        await refreshSalary();
        onNote({ text: error.serverMessage ?? t('refused'), testId: 'salary-note-error' });
      } else throw error;
    } finally {
      setBusy(false);
    }
  };
  const outcome = (kind: 'done' | 'queued', done: string): Note =>
    kind === 'queued'
      ? { text: t('queued'), testId: 'salary-note-queued' }
      : { text: done, testId: 'salary-note-done' };

  return (
    <>
      <div className="cb-salary-actions cb-salary-sticky" data-testid="salary-actions">
        {statement.isSign ? (
          <button
            type="button"
            className="cb-button cb-button--primary"
            disabled={busy}
            data-testid="salary-sign"
            onClick={() => void run(async () => outcome((await signSalary([statement])).kind, t('signed')))}
          >
            {t('actions.sign')}
          </button>
        ) : null}
        {statement.isSign && passkey !== null ? (
          <button
            type="button"
            className="cb-button cb-button--secondary"
            disabled={busy}
            data-testid="salary-sign-passkey"
            onClick={() =>
              void run(async () => outcome((await signSalaryPasskey([statement], passkey)).kind, t('signed')))
            }
          >
            {t('actions.signPasskey')}
          </button>
        ) : null}
        {statement.isSend ? (
          <button
            type="button"
            className="cb-button cb-button--primary"
            disabled={busy}
            data-testid="salary-send"
            onClick={() => void run(async () => outcome((await sendSalary([statement])).kind, t('sent')))}
          >
            {t('actions.send')}
          </button>
        ) : null}
        {statement.isDelete ? (
          <button
            type="button"
            className="cb-button cb-button--secondary"
            disabled={busy || !online}
            title={online ? undefined : t('offlineAction')}
            data-testid="salary-delete"
            onClick={() => setConfirming(true)}
          >
            {t('actions.delete')}
          </button>
        ) : null}
      </div>
      <ConfirmSheet
        open={confirming}
        title={t('actions.delete')}
        text={t('confirmDelete')}
        confirmLabel={t('actions.delete')}
        danger
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void run(async () => {
            await deleteSalary(statement);
            setConfirming(false);
            navigate('/salary', { replace: true });
            return null;
          })
        }
      />
      <SigningErrorDialog error={signerError} onClose={() => setSignerError(null)} />
    </>
  );
}

/**
 * /salary/view/:id — the statement and its rows (masked cards, each row's state after execution);
 * /salary/detail/:id — the same with its actions (sign, send, delete) as the server's flags allow.
 */
function StatementScreen({ withActions }: { withActions: boolean }) {
  const { t } = useTranslation('salary');
  const id = Number(useParams().id);
  const view = useSalaryStatement(id);
  const data = view.data?.data;
  const statement = data?.statement;
  const [note, setNote] = useState<Note>(null);
  const { query, update } = useTableQuery([]);
  const columns = useMemo<Column<SalaryRow>[]>(
    () => [
      { key: 'fullName', label: t('fields.employee'), value: (x) => x.fullName, card: 'title' },
      {
        key: 'card',
        label: t('fields.card'),
        value: (x) => x.cardMasked,
        render: (x) => <span className="cb-salary-nowrap">{x.cardMasked}</span>,
        card: 'field',
      },
      {
        key: 'amount',
        label: t('fields.amount'),
        value: (x) => x.amount,
        render: (x) => <Money value={x.amount} currency="UZS" />,
        numeric: true,
        card: 'field',
      },
      {
        key: 'state',
        label: t('fields.rowState'),
        value: (x) => (x.deferredReason === null ? x.stateName : `${x.stateName}: ${x.deferredReason}`),
        card: 'field',
      },
    ],
    [t],
  );
  type Key =
    | 'number'
    | 'date'
    | 'cardType'
    | 'contract'
    | 'transitAccount'
    | 'debitAccount'
    | 'purpose'
    | 'total'
    | 'rows'
    | 'credited'
    | 'deferred'
    | 'file'
    | 'signedBy'
    | 'rejectReason'
    | 'executed';
  const rows = data?.rows ?? [];
  return (
    <div className="cb-page" data-testid="salary-view">
      <h1>{statement ? t('numbered', { number: statement.number }) : t('viewTitle')}</h1>
      <AsOf asOf={view.data?.asOf} fetchedAt={view.dataUpdatedAt} testId="salary-view-as-of" />
      {view.isPending && view.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={8} />
      ) : !statement ? (
        <EmptyState text={t('missing')} />
      ) : (
        <>
          <DocumentFields<Key>
            title={
              <>
                {t('viewTitle')} <SalaryStatusChip statement={statement} />
              </>
            }
            testIdPrefix="salary-field-"
            labelOf={(key) => t(`fields.${key}`)}
            rows={[
              ['number', statement.number],
              ['date', formatDate(statement.docDate)],
              ['cardType', statement.cardCodeName],
              ['contract', statement.contractId],
              ['transitAccount', statement.transitAccount],
              ['debitAccount', statement.debitAccount],
              ['purpose', statement.purpose],
              ['total', `${statement.totalAmount} UZS`],
              ['rows', String(statement.rowsCount)],
              ['credited', statement.executedAt === null ? null : `${statement.creditedAmount} UZS`],
              ['deferred', statement.deferredCount === 0 ? null : `${statement.deferredAmount} UZS`],
              ['file', statement.fileName],
              ['signedBy', statement.signedBy],
              ['rejectReason', statement.rejectReason],
              ['executed', statement.executedAt === null ? null : formatDateTime(statement.executedAt)],
            ]}
          />
          {note ? (
            <p className="cb-salary-note" role="status" data-testid={note.testId}>
              {note.text}
            </p>
          ) : null}
          {withActions ? (
            <StatementActions
              key={`${statement.id}-${statement.version}-${statement.status}`}
              statement={statement}
              onNote={setNote}
            />
          ) : statement.isSign || statement.isSend || statement.isDelete ? (
            <p>
              <Link
                to={`/salary/detail/${statement.id}`}
                className="cb-button cb-button--primary"
                data-testid="salary-to-detail"
              >
                {t('actions.open')}
              </Link>
            </p>
          ) : null}
          <h2>{t('rowsTitle')}</h2>
          <PagedTable
            caption={t('rowsTitle')}
            columns={columns}
            rows={rows.slice((query.page - 1) * ROWS_PAGE, query.page * ROWS_PAGE)}
            meta={{
              currentPage: query.page,
              pageCount: Math.max(1, Math.ceil(rows.length / ROWS_PAGE)),
              totalCount: rows.length,
            }}
            loading={view.isFetching}
            rowKey={(x) => String(x.id)}
            query={query}
            onQuery={update}
            testId="salary-rows"
          />
        </>
      )}
      <p>
        <Link to="/salary">{t('back')}</Link>
      </p>
    </div>
  );
}

export function SalaryViewScreen() {
  return <StatementScreen withActions={false} />;
}

export function SalaryDetailScreen() {
  return <StatementScreen withActions />;
}
