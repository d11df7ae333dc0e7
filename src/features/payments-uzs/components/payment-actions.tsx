import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { UzsPaymentRow } from '../../../../contracts/api/uzs-payment.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useOnline } from '../../../offline/online.ts';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { dialogs } from '../../../ui/dialog-service.ts';
import { postAuthApprove } from '../api/post-auth-approve.ts';
import { postDelete } from '../api/post-delete.ts';
import { postManyCopy } from '../api/post-many-copy.ts';
import { postMclientAuth } from '../api/post-mclient-auth.ts';
import { postRecallApprove } from '../api/post-recall-approve.ts';
import { postSend } from '../api/post-send.ts';
import { refreshPayments } from '../api/payment-keys.ts';
import { DeclineSheet } from './decline-sheet.tsx';
import { ReturnSheet } from './return-sheet.tsx';
import { SignSheet } from './sign-sheet.tsx';
import { TemplateNameSheet } from './template-name-sheet.tsx';
import { useQueuedActions } from '../offline/use-queued-actions.ts';
import '../../../ui/buttons.css';

/** A refused action shows the server's reason (412: the payment changed, reload shows it). */
export function showActionError(error: unknown, fallback: string): void {
  if (!(error instanceof ApiError)) throw error;
  if (error.outcome.kind !== 'response') return; // the response handler showed the connection dialog
  dialogs.open({ kind: 'message', tone: 'error', title: error.serverMessage ?? fallback, lines: [] });
}

/**
 * No answer came (the bank may have done it and the answer was lost): the payments are read again,
 * so the screen shows what the bank really holds, and the user is told to look before acting again.
 * A repeated action cannot act twice: it carries the version read, and a changed payment answers 412.
 */
export async function showLostAnswer(error: unknown, message: string): Promise<boolean> {
  if (!(error instanceof ApiError) || error.outcome.kind !== 'network') return false;
  await refreshPayments().catch(() => undefined);
  // This says more than the generic "no connection" the response handler may have opened.
  dialogs.dismiss('connection');
  dialogs.open({ kind: 'message', tone: 'error', title: message, lines: [] });
  return true;
}

/**
 * The actions one payment offers, by its per-row flags (the server decides; nothing is shown
 * that the flags do not allow). Sign is the primary action and sits first.
 */
export function PaymentActions({ payment, onDeleted }: { payment: UzsPaymentRow; onDeleted: () => void }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const online = useOnline();
  const [signing, setSigning] = useState<{ rows: readonly UzsPaymentRow[]; send: boolean } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [returning, setReturning] = useState(false);
  const [naming, setNaming] = useState(false);
  const [busy, setBusy] = useState(false);
  // While an action waits in the outbox, every other change would conflict with it (issue 17 point 2).
  const queued = useQueuedActions(payment.id).length > 0;

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

  const button = (
    id: string,
    label: string,
    run: () => void,
    options: { primary?: boolean; danger?: boolean; needsNetwork?: boolean; changes?: boolean } = {},
  ) => (
    <button
      type="button"
      className={`cb-button ${options.primary ? 'cb-button--primary' : options.danger ? 'cb-button--danger' : 'cb-button--secondary'}`}
      disabled={busy || (options.changes !== false && queued) || (options.needsNetwork !== false && !online)}
      aria-describedby={options.changes !== false && queued ? 'payment-queued-note' : undefined}
      data-testid={`payment-${id}`}
      onClick={run}
    >
      {label}
    </button>
  );

  return (
    <div className="cb-pay-actions cb-no-print" data-testid="payment-actions">
      {queued ? (
        <p
          className="cb-pay-actions__queued"
          id="payment-queued-note"
          data-testid="payment-queued"
          role="status"
        >
          {t('pending.note')} <Link to="/outbox">{t('pending.outbox')}</Link>
        </p>
      ) : null}
      {payment.IsSignSend
        ? button('sign-send', t('actions.signSend'), () => setSigning({ rows: [payment], send: true }), {
            primary: true,
            needsNetwork: false,
          })
        : null}
      {payment.isSign
        ? button('sign', t('actions.sign'), () => setSigning({ rows: [payment], send: false }), {
            primary: !payment.IsSignSend,
            needsNetwork: false,
          })
        : null}
      {payment.isReturn
        ? button('return', t('actions.return'), () => setReturning(true), { needsNetwork: false })
        : null}
      {payment.isSend
        ? button('send', t('actions.send'), () => void act(() => postSend([payment])), { primary: true })
        : null}
      {payment.isApprove
        ? button(
            'approve',
            t('actions.approve'),
            () => void act(() => postAuthApprove(payment.id, payment.version)),
            {
              primary: true,
            },
          )
        : null}
      {payment.isAuth || payment.isMulticlientAccept
        ? button(
            'auth',
            t('actions.auth'),
            () => void act(() => postMclientAuth(payment.id, payment.version)),
            {
              primary: true,
            },
          )
        : null}
      {payment.isDecline ? button('decline', t('actions.decline'), () => setDeclining(true)) : null}
      {payment.isEdit
        ? button('edit', t('actions.edit'), () => navigate(`/uzs-payments/edit/${payment.id}`))
        : null}
      {payment.isRecallApprove
        ? button(
            'recall',
            t('actions.recall'),
            () => void act(() => postRecallApprove(payment.id, payment.version)),
          )
        : null}
      {payment.isCopy
        ? button(
            'copy',
            t('actions.copy'),
            () =>
              void act(async () => {
                const copy = (await postManyCopy([payment.id])).rows[0];
                if (copy) navigate(`/uzs-payments/detail/${copy.id}`);
              }),
            { changes: false },
          )
        : null}
      {payment.isTemplate
        ? button('template', t('actions.template'), () => setNaming(true), { changes: false })
        : null}
      {button('print', t('actions.print'), () => navigate(`/uzs-payments/print?ids=${payment.id}`), {
        needsNetwork: false,
        changes: false,
      })}
      {payment.isDelete
        ? button('delete', t('actions.delete'), () => setDeleting(true), { danger: true })
        : null}
      <SignSheet
        rows={signing?.rows ?? null}
        thenSend={signing?.send ?? false}
        onClose={() => setSigning(null)}
        onReopen={() => navigate(`/uzs-payments/detail/${payment.id}`)}
      />
      <ConfirmSheet
        open={deleting}
        title={t('confirm.deleteTitle')}
        text={t('confirm.deleteText', { count: 1 })}
        confirmLabel={t('actions.delete')}
        danger
        busy={busy}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          void act(async () => {
            await postDelete([payment]);
            setDeleting(false);
            onDeleted();
          })
        }
      />
      <DeclineSheet payment={declining ? payment : null} onClose={() => setDeclining(false)} />
      <ReturnSheet payment={returning ? payment : null} onClose={() => setReturning(false)} />
      <TemplateNameSheet paymentId={naming ? payment.id : null} onClose={() => setNaming(false)} />
    </div>
  );
}
