import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { FxTransfer } from '../../../../contracts/api/fx-transfer.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useOnline } from '../../../offline/online.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { useDocumentActions } from '../../../ui/document-actions.ts';
import { SigningErrorDialog } from '../../../ui/signing-error-dialog.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { Timeline, type TimelineStep } from '../../../ui/timeline.tsx';
import { usePasskeySigner } from '../../../lib/passkey-signing.ts';
import { deleteFx, refreshFx, sendFx, signFx, signFxPasskey, useFxLogs, useFxView } from '../api/fx-api.ts';
import { FxDocument, fxTone } from '../components/fx-document.tsx';
import '../../../ui/buttons.css';
import '../components/fx.css';

type Note = { readonly text: string; readonly testId: string } | null;

/** The transfer's actions the server allows this user (isEdit, isSign, isSend, isDelete). */
function FxActions({ transfer, onNote }: { transfer: FxTransfer; onNote: (note: Note) => void }) {
  const { t } = useTranslation('fxTransfers');
  const { t: ts } = useTranslation('signing');
  const navigate = useNavigate();
  const online = useOnline();
  const passkey = usePasskeySigner();
  const [confirming, setConfirming] = useState(false);

  const { busy, signerError, closeSignerError, run, outcome } = useDocumentActions({
    noteTestId: 'fx-note',
    texts: {
      signFailed: t('detail.signFailed'),
      passkeyCancelled: ts('passkey.cancelled'),
      changed: t('detail.changed'),
      refused: t('form.refused'),
      queued: t('detail.queued'),
    },
    onNote,
    refresh: refreshFx,
  });

  const buttons = [
    transfer.isSign ? (
      <button
        key="sign"
        type="button"
        className="cb-button cb-button--primary"
        disabled={busy}
        data-testid="fx-sign"
        onClick={() => void run(async () => outcome((await signFx(transfer)).kind, t('detail.signed')))}
      >
        {t('actions.sign')}
      </button>
    ) : null,
    transfer.isSign && passkey !== null ? (
      <button
        key="sign-passkey"
        type="button"
        className="cb-button cb-button--secondary"
        disabled={busy}
        data-testid="fx-sign-passkey"
        onClick={() =>
          void run(async () => outcome((await signFxPasskey(transfer, passkey)).kind, t('detail.signed')))
        }
      >
        {ts('passkey.sign')}
      </button>
    ) : null,
    transfer.isSend ? (
      <button
        key="send"
        type="button"
        className="cb-button cb-button--primary"
        disabled={busy}
        data-testid="fx-send"
        onClick={() => void run(async () => outcome((await sendFx(transfer)).kind, t('detail.sent')))}
      >
        {t('actions.send')}
      </button>
    ) : null,
    transfer.isEdit ? (
      <Link
        key="edit"
        to={`/skv-na-skv/edit/${transfer.id}`}
        className="cb-button cb-button--secondary"
        data-testid="fx-edit"
      >
        {t('actions.edit')}
      </Link>
    ) : null,
    transfer.isDelete ? (
      <button
        key="delete"
        type="button"
        className="cb-button cb-button--secondary"
        disabled={busy || !online}
        title={online ? undefined : t('detail.offlineAction')}
        data-testid="fx-delete"
        onClick={() => setConfirming(true)}
      >
        {t('actions.delete')}
      </button>
    ) : null,
  ].filter((b) => b !== null);
  if (buttons.length === 0) return null;
  return (
    <>
      <div className="cb-fx-actions cb-fx-sticky" data-testid="fx-actions">
        {buttons}
      </div>
      <ConfirmSheet
        open={confirming}
        title={t('actions.delete')}
        text={t('actions.confirmDelete')}
        confirmLabel={t('actions.delete')}
        danger
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void run(async () => {
            await deleteFx(transfer);
            setConfirming(false);
            navigate('/skv-na-skv', { replace: true });
            return null;
          })
        }
      />
      <SigningErrorDialog error={signerError} onClose={closeSignerError} />
    </>
  );
}

/** The document's log as a timeline: who did what, when, with the bank's reason of a rejection. */
function FxLog({ id }: { id: number }) {
  const { t } = useTranslation('fxTransfers');
  const logs = useFxLogs(id);
  const steps: TimelineStep[] = (logs.data?.data ?? []).map((entry) => ({
    key: String(entry.id),
    title: entry.actionName,
    time: formatDateTime(entry.at),
    lines: [entry.user, entry.statusName, entry.comment].filter((line): line is string => line !== null),
    tone: fxTone(entry.status_id),
  }));
  return (
    <section>
      <h2>{t('detail.log')}</h2>
      {logs.isPending && logs.fetchStatus !== 'idle' ? <SkeletonLines lines={3} /> : null}
      <Timeline steps={steps} testId="fx-log" />
    </section>
  );
}

/** /skv-na-skv/detail/:id — the transfer, its actions (sign, send, edit, delete) and its log. */
export function FxDetailScreen() {
  const { t } = useTranslation('fxTransfers');
  const id = Number(useParams().id);
  const view = useFxView(id);
  const transfer = view.data?.data;
  const [note, setNote] = useState<Note>(null);
  return (
    <div className="cb-page" data-testid="fx-detail">
      <AsOf asOf={view.data?.asOf} fetchedAt={view.dataUpdatedAt} testId="fx-detail-as-of" />
      {view.isPending && view.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={8} />
      ) : !transfer ? (
        <EmptyState text={t('detail.missing')} />
      ) : (
        <>
          <FxDocument transfer={transfer} />
          {note ? (
            <p className="cb-fx-note" role="status" data-testid={note.testId}>
              {note.text}
            </p>
          ) : null}
          <FxActions
            key={`${transfer.id}-${transfer.version}-${transfer.status_id}`}
            transfer={transfer}
            onNote={setNote}
          />
          <FxLog id={transfer.id} />
        </>
      )}
      <p>
        <Link to="/skv-na-skv">{t('actions.back')}</Link>
      </p>
    </div>
  );
}
