/**
 * Signing in one sheet: it opens on a review of what is about to be signed — how many payments,
 * their total, to whom (issue 17 point 7) — and only the user's confirmation calls the local signing
 * client over the batch message of the rows the user sees (contracts/payments/digest.ts), posts the
 * signature and, for sign-and-send, sends. The sheet shows the progress and the outcome, and after a
 * signature without sending offers to send now; a signing-client failure opens the signing error dialog;
 * a 412 (a payment changed since it was shown) lists what changed and lets the user re-open or
 * sign the current content. A single payment's signature (and its send) goes on the one write
 * path (api/payment-writes.ts): without an answer it waits in the outbox with the version it covers.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UzsActionResult, UzsPaymentRow, UzsSignBody } from '../../../../contracts/api/uzs-payment.ts';
import { signingMessage } from '../../../../contracts/payments/digest.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { openSigningClient, SigningClientError } from '../../../lib/signing-client.ts';
import { useOnline } from '../../../offline/online.ts';
import { formatMoney } from '../../../ui/format.ts';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { SigningErrorDialog } from '../../../ui/signing-error-dialog.tsx';
import { refuseIfQueued, signOnePayment, writeDeps } from '../api/payment-writes.ts';
import { refreshPayments } from '../api/payment-keys.ts';
import { postSend } from '../api/post-send.ts';
import { postSign } from '../api/post-sign.ts';
import { AlreadyQueuedError } from '../offline/payment-queue.ts';
import { signableOf, sortedIds } from '../signable.ts';
import { totalOf } from '../payment-text.ts';
import { ConflictDiff } from './conflict-diff.tsx';
import '../../../ui/buttons.css';
import '../../../ui/dialogs.css';

type Phase =
  | { readonly kind: 'review' }
  | { readonly kind: 'signing' }
  | { readonly kind: 'done'; readonly sent: boolean; readonly rows: readonly UzsPaymentRow[] }
  | { readonly kind: 'queued' }
  | { readonly kind: 'conflict'; readonly current: readonly UzsPaymentRow[] }
  | { readonly kind: 'failed'; readonly message: string };

/** The review names this many recipients, then "and N more". */
const REVIEW_NAMES = 5;

function conflictRows(error: ApiError): readonly UzsPaymentRow[] | null {
  if (error.outcome.kind !== 'response' || error.outcome.httpStatus !== 412) return null;
  const data = error.envelope?.data as { rows?: readonly UzsPaymentRow[] } | undefined;
  return data?.rows ?? [];
}

/** The rows an action answered with, or those it was asked about when it answered none. */
function rowsOf(result: UzsActionResult, asked: readonly UzsPaymentRow[]): readonly UzsPaymentRow[] {
  return result.rows.length > 0 ? result.rows : asked;
}

async function signRows(rows: readonly UzsPaymentRow[]): Promise<UzsSignBody> {
  const data = await signingMessage(rows.map(signableOf));
  const client = await openSigningClient();
  try {
    const signature = await client.signMessage(data);
    return {
      sign_cipher: signature.signature,
      sign_type: 'eds',
      key_data: { data, version: signature.version, payment_ids: sortedIds(rows) },
    };
  } finally {
    client.close();
  }
}

export function SignSheet({
  rows,
  thenSend,
  onClose,
  onReopen,
}: {
  /** The payments to sign as shown; null: closed. */
  rows: readonly UzsPaymentRow[] | null;
  thenSend: boolean;
  onClose: () => void;
  /** After a 412 the user chose to look at the payment again. */
  onReopen?: () => void;
}) {
  const { t } = useTranslation('payments');
  const online = useOnline();
  const titleId = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'review' });
  const [target, setTarget] = useState<readonly UzsPaymentRow[] | null>(rows);
  const [signerError, setSignerError] = useState<SigningClientError | null>(null);
  const started = useRef<readonly UzsPaymentRow[] | null>(null);
  if (rows !== null && target === null) setTarget(rows);

  const run = useCallback(
    async (toSign: readonly UzsPaymentRow[]) => {
      setPhase({ kind: 'signing' });
      try {
        const only = toSign.length === 1 ? toSign[0] : undefined;
        if (only !== undefined) {
          // One payment: on the one write path, so it waits in the outbox when there is no answer.
          const deps = writeDeps();
          await refuseIfQueued(deps, only.id);
          const result = await signOnePayment(deps, only, await signRows(toSign), thenSend);
          if (result.kind === 'queued') setPhase({ kind: 'queued' });
          else setPhase({ kind: 'done', sent: thenSend, rows: rowsOf(result.data, toSign) });
          return;
        }
        // A signature over several payments belongs to no one payment's queue: it needs the connection.
        const signed: UzsActionResult = await postSign(await signRows(toSign));
        const rowsNow = rowsOf(signed, toSign);
        if (thenSend) await postSend(rowsNow);
        setPhase({ kind: 'done', sent: thenSend, rows: rowsNow });
      } catch (error) {
        if (error instanceof AlreadyQueuedError) {
          setPhase({ kind: 'failed', message: t('pending.alreadyQueued') });
          return;
        }
        if (error instanceof SigningClientError) {
          setSignerError(error);
          setPhase({ kind: 'failed', message: t('sign.clientFailed') });
          return;
        }
        if (error instanceof ApiError) {
          const current = conflictRows(error);
          if (current) {
            setPhase({ kind: 'conflict', current });
            return;
          }
          if (error.outcome.kind === 'network') {
            // The bank may have signed (or sent) and the answer was lost: read the payments again so
            // the screen behind shows their real status; a retry carries the old versions (412 if done).
            await refreshPayments().catch(() => undefined);
            setPhase({ kind: 'failed', message: t('errors.lostAnswer') });
            return;
          }
          setPhase({ kind: 'failed', message: error.serverMessage ?? t('sign.refused') });
          return;
        }
        throw error;
      }
    },
    [t, thenSend],
  );

  useEffect(() => {
    if (rows === null || started.current === rows) return;
    started.current = rows;
    setTarget(rows);
    setPhase({ kind: 'review' });
  }, [rows]);

  const close = () => {
    started.current = null;
    setTarget(null);
    setPhase({ kind: 'review' });
    onClose();
  };

  const sendNow = async (signedRows: readonly UzsPaymentRow[]) => {
    setPhase({ kind: 'signing' });
    try {
      await postSend(signedRows);
      setPhase({ kind: 'done', sent: true, rows: signedRows });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.outcome.kind === 'network') await refreshPayments().catch(() => undefined);
      setPhase({
        kind: 'failed',
        message:
          error.outcome.kind === 'network'
            ? t('errors.lostAnswer')
            : (error.serverMessage ?? t('sign.refused')),
      });
    }
  };

  const shown = target ?? [];
  const total = totalOf(shown);
  return (
    <>
      <ModalDialog
        open={rows !== null}
        onClose={close}
        labelledBy={titleId}
        variant="status"
        dismissible={phase.kind !== 'signing'}
        busy={phase.kind === 'signing'}
      >
        <div className="cb-dialog__body" data-testid="sign-sheet" data-phase={phase.kind}>
          <h2 id={titleId} className="cb-dialog__title">
            {thenSend ? t('sign.titleSend') : t('sign.title')}
          </h2>
          <p className="cb-dialog__text" data-testid="sign-summary">
            {t('sign.summary', { count: shown.length, sum: formatMoney(total, 'UZS', currentLanguage()) })}
          </p>
          {phase.kind === 'review' ? (
            <ul className="cb-sign-review" data-testid="sign-review">
              {shown.slice(0, REVIEW_NAMES).map((row) => (
                <li key={row.id}>
                  {row.r_name} · {formatMoney(row.sum, 'UZS', currentLanguage())}
                </li>
              ))}
              {shown.length > REVIEW_NAMES ? (
                <li>{t('sign.andMore', { count: shown.length - REVIEW_NAMES })}</li>
              ) : null}
            </ul>
          ) : null}
          {phase.kind === 'signing' ? (
            <p className="cb-dialog__text" role="status">
              {t('sign.waiting')}
            </p>
          ) : null}
          {phase.kind === 'done' ? (
            <p className="cb-dialog__text" role="status" data-testid="sign-done">
              {phase.sent ? t('sign.doneSent') : t('sign.done')}
            </p>
          ) : null}
          {phase.kind === 'queued' ? (
            <p className="cb-dialog__text" role="status" data-testid="sign-queued">
              {thenSend ? t('sign.queuedSend') : t('sign.queued')}
            </p>
          ) : null}
          {phase.kind === 'failed' ? (
            <p className="cb-dialog__text cb-field__error" role="alert" data-testid="sign-failed">
              {phase.message}
            </p>
          ) : null}
          {phase.kind === 'conflict' ? (
            <div data-testid="sign-conflict">
              <p className="cb-dialog__text" role="alert">
                {t('sign.conflict')}
              </p>
              {shown.map((signed) => {
                const current = phase.current.find((r) => r.id === signed.id);
                return current ? (
                  <ConflictDiff key={signed.id} signed={signableOf(signed)} current={signableOf(current)} />
                ) : null;
              })}
            </div>
          ) : null}
          <div className="cb-dialog__actions">
            {phase.kind === 'review' ? (
              <button
                type="button"
                className="cb-button cb-button--primary"
                data-testid="sign-confirm"
                onClick={() => void run(shown)}
                autoFocus
              >
                {thenSend ? t('actions.signSend') : t('actions.sign')}
              </button>
            ) : null}
            {phase.kind === 'done' && !phase.sent && online && phase.rows.every((row) => row.isSend) ? (
              <button
                type="button"
                className="cb-button cb-button--primary"
                data-testid="sign-send-now"
                onClick={() => void sendNow(phase.rows)}
              >
                {t('sign.sendNow')}
              </button>
            ) : null}
            {phase.kind === 'conflict' ? (
              <>
                {onReopen ? (
                  <button
                    type="button"
                    className="cb-button cb-button--secondary"
                    data-testid="sign-reopen"
                    onClick={() => {
                      close();
                      onReopen();
                    }}
                  >
                    {t('sign.reopen')}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="cb-button cb-button--primary"
                  data-testid="sign-again"
                  onClick={() => {
                    const current = phase.current.filter((r) => shown.some((s) => s.id === r.id));
                    setTarget(current);
                    void run(current);
                  }}
                >
                  {t('sign.again')}
                </button>
              </>
            ) : null}
            {phase.kind === 'failed' ? (
              <button
                type="button"
                className="cb-button cb-button--primary"
                data-testid="sign-retry"
                onClick={() => void run(shown)}
              >
                {t('actions.retry')}
              </button>
            ) : null}
            {phase.kind !== 'signing' ? (
              <button
                type="button"
                className="cb-button cb-button--secondary"
                data-testid="sign-close"
                onClick={close}
                autoFocus={phase.kind !== 'review'}
              >
                {phase.kind === 'review' ? t('sign.cancel') : t('actions.close')}
              </button>
            ) : null}
          </div>
        </div>
      </ModalDialog>
      <SigningErrorDialog error={signerError} onClose={() => setSignerError(null)} />
    </>
  );
}
