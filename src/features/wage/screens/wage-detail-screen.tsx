import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { WageOrder } from '../../../../contracts/api/wage.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { usePasskeySigner } from '../../../lib/passkey-signing.ts';
import { useOnline } from '../../../offline/online.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { DocumentFields } from '../../../ui/document-fields.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { useDocumentActions } from '../../../ui/document-actions.ts';
import { SigningErrorDialog } from '../../../ui/signing-error-dialog.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { Timeline } from '../../../ui/timeline.tsx';
import {
  deleteWageOrder,
  refreshWage,
  sendWageOrders,
  signWageOrders,
  signWageOrdersPasskey,
  useWageOrder,
  useWageOrderLogs,
} from '../api/wage-api.ts';
import { orderSubject, statusTone, WageStatusChip } from '../components/order-table.tsx';
import { PinDialog } from '../components/pin-dialog.tsx';
import '../../../ui/buttons.css';
import '../components/wage.css';

type Note = { readonly text: string; readonly testId: string } | null;

function OrderActions({
  order,
  onNote,
  onPin,
}: {
  order: WageOrder;
  onNote: (note: Note) => void;
  onPin: (order: WageOrder) => void;
}) {
  const { t } = useTranslation('wage');
  const navigate = useNavigate();
  const online = useOnline();
  const [confirming, setConfirming] = useState(false);
  const passkey = usePasskeySigner();

  const { busy, signerError, closeSignerError, run, outcome } = useDocumentActions({
    noteTestId: 'wage-note',
    texts: {
      signFailed: t('signFailed'),
      passkeyCancelled: t('passkeyCancelled'),
      changed: t('changed'),
      refused: t('refused'),
      queued: t('queued'),
    },
    onNote,
    refresh: refreshWage,
  });

  return (
    <>
      <div className="cb-wage-actions cb-wage-sticky" data-testid="wage-actions">
        {order.isPin ? (
          <button
            type="button"
            className="cb-button cb-button--primary"
            data-testid="wage-pin"
            onClick={() => onPin(order)}
          >
            {t('actions.pin')}
          </button>
        ) : null}
        {order.isSign ? (
          <button
            type="button"
            className="cb-button cb-button--primary"
            disabled={busy}
            data-testid="wage-sign"
            onClick={() => void run(async () => outcome((await signWageOrders([order])).kind, t('signed')))}
          >
            {t('actions.sign')}
          </button>
        ) : null}
        {order.isSign && passkey !== null ? (
          <button
            type="button"
            className="cb-button cb-button--secondary"
            disabled={busy}
            data-testid="wage-sign-passkey"
            onClick={() =>
              void run(async () => outcome((await signWageOrdersPasskey([order], passkey)).kind, t('signed')))
            }
          >
            {t('actions.signPasskey')}
          </button>
        ) : null}
        {order.isSend ? (
          <button
            type="button"
            className="cb-button cb-button--primary"
            disabled={busy}
            data-testid="wage-send"
            onClick={() => void run(async () => outcome((await sendWageOrders([order])).kind, t('sent')))}
          >
            {t('actions.send')}
          </button>
        ) : null}
        {order.isUpdate ? (
          <Link
            to={`/wage/card/edit/${order.id}`}
            className="cb-button cb-button--secondary"
            data-testid="wage-edit"
          >
            {t('actions.edit')}
          </Link>
        ) : null}
        {order.isDelete ? (
          <button
            type="button"
            className="cb-button cb-button--secondary"
            disabled={busy || !online}
            title={online ? undefined : t('offlineAction')}
            data-testid="wage-delete"
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
            await deleteWageOrder(order);
            setConfirming(false);
            navigate('/wage', { replace: true });
            return null;
          })
        }
      />
      <SigningErrorDialog error={signerError} onClose={closeSignerError} />
    </>
  );
}

/** /wage/:id — the order, its actions and its change log. */
export function WageDetailScreen() {
  const { t } = useTranslation('wage');
  const id = Number(useParams().id);
  const view = useWageOrder(id);
  const logs = useWageOrderLogs(id);
  const order = view.data?.data;
  const [note, setNote] = useState<Note>(null);
  // Here, not with the actions: they are rebuilt when the status changes, the dialog's step 3 stays.
  const [pinning, setPinning] = useState<WageOrder | null>(null);
  type Key =
    | 'id'
    | 'employee'
    | 'cardType'
    | 'contract'
    | 'passport'
    | 'birthdate'
    | 'phone'
    | 'card'
    | 'organization'
    | 'signed_by'
    | 'error_bank'
    | 'created';
  return (
    <div className="cb-page" data-testid="wage-detail">
      <h1>{t('detailTitle')}</h1>
      <AsOf asOf={view.data?.asOf} fetchedAt={view.dataUpdatedAt} testId="wage-detail-as-of" />
      {view.isPending && view.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={8} />
      ) : !order ? (
        <EmptyState text={t('missing')} />
      ) : (
        <>
          <DocumentFields<Key>
            title={
              <>
                {orderSubject(order)} <WageStatusChip order={order} />
              </>
            }
            testIdPrefix="wage-field-"
            labelOf={(key) => t(`fields.${key}`)}
            rows={[
              ['id', String(order.id)],
              ['employee', order.full_name],
              ['cardType', order.cardCodeName],
              ['contract', order.parentContractId],
              [
                'passport',
                order.mode === 'passport'
                  ? `${order.documentSeries ?? ''} ${order.documentNumber ?? ''}`
                  : null,
              ],
              ['birthdate', order.birthdate === null ? null : formatDate(order.birthdate)],
              ['phone', order.phone === null ? null : `+${order.phone}`],
              ['card', order.pan],
              ['organization', order.organizationName],
              ['signed_by', order.signed_by],
              ['error_bank', order.error_bank],
              ['created', formatDateTime(order.created_at)],
            ]}
          />
          {note ? (
            <p className="cb-wage-note" role="status" data-testid={note.testId}>
              {note.text}
            </p>
          ) : null}
          <OrderActions
            key={`${order.id}-${order.version}-${order.status}`}
            order={order}
            onNote={setNote}
            onPin={setPinning}
          />
          <h2>{t('log')}</h2>
          {logs.isPending ? (
            <SkeletonLines lines={3} />
          ) : (
            <Timeline
              testId="wage-log"
              steps={(logs.data?.data ?? []).map((l) => ({
                key: String(l.id),
                title: l.actionName,
                time: formatDateTime(l.at),
                lines: [
                  l.statusName,
                  ...(l.user === null ? [] : [l.user]),
                  ...(l.comment === null ? [] : [l.comment]),
                ],
                tone: statusTone(l.status),
              }))}
            />
          )}
        </>
      )}
      <PinDialog order={pinning} onClose={() => setPinning(null)} />
      <p>
        <Link to="/wage">{t('back')}</Link>
      </p>
    </div>
  );
}
