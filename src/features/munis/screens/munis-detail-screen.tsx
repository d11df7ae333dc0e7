import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { MUNIS_PREPARERS, type MunisPayment } from '../../../../contracts/api/munis.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { SigningClientError } from '../../../lib/signing-client.ts';
import { useOnline } from '../../../offline/online.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { SigningErrorDialog } from '../../../ui/signing-error-dialog.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import {
  deleteMunis,
  refreshMunis,
  sendMunis,
  signMunis,
  useMunisCatalog,
  useMunisView,
} from '../api/munis-api.ts';
import { MunisDocument } from '../components/munis-document.tsx';
import { munisPrintPath } from '../munis-values.ts';
import '../../../ui/buttons.css';
import '../components/munis.css';

type Note = { readonly text: string; readonly testId: string } | null;

/** The payment's actions the server allows this user (isSign, isSend, isEdit, isDelete), print and template. */
function MunisActions({ payment, onNote }: { payment: MunisPayment; onNote: (note: Note) => void }) {
  const { t } = useTranslation('munis');
  const navigate = useNavigate();
  const online = useOnline();
  const { user } = useSession();
  const preparer = roleAllowed(user?.role ?? '', MUNIS_PREPARERS);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [signerError, setSignerError] = useState<SigningClientError | null>(null);

  const run = async (action: () => Promise<Note>) => {
    setBusy(true);
    onNote(null);
    try {
      onNote(await action());
    } catch (error) {
      if (error instanceof SigningClientError) {
        setSignerError(error);
        onNote({ text: t('detail.signFailed'), testId: 'munis-note-error' });
      } else if (error instanceof ApiError) {
        const changed = error.outcome.kind === 'response' && error.outcome.httpStatus === 412;
        if (changed) await refreshMunis();
        onNote({
          text: changed ? t('detail.changed') : (error.serverMessage ?? t('form.refused')),
          testId: 'munis-note-error',
        });
      } else throw error;
    } finally {
      setBusy(false);
    }
  };
  const outcome = (kind: 'done' | 'queued', done: string): Note =>
    kind === 'queued'
      ? { text: t('detail.queued'), testId: 'munis-note-queued' }
      : { text: done, testId: 'munis-note-done' };

  return (
    <>
      <div className="cb-munis-actions cb-munis-sticky" data-testid="munis-actions">
        {payment.isSign ? (
          <button
            type="button"
            className="cb-button cb-button--primary"
            disabled={busy}
            data-testid="munis-sign"
            onClick={() => void run(async () => outcome((await signMunis(payment)).kind, t('detail.signed')))}
          >
            {t('actions.sign')}
          </button>
        ) : null}
        {payment.isSend ? (
          <button
            type="button"
            className="cb-button cb-button--primary"
            disabled={busy}
            data-testid="munis-send"
            onClick={() => void run(async () => outcome((await sendMunis(payment)).kind, t('detail.sent')))}
          >
            {t('actions.send')}
          </button>
        ) : null}
        {payment.isEdit ? (
          <Link
            to={`/munis/edit/${payment.id}`}
            className="cb-button cb-button--secondary"
            data-testid="munis-edit"
          >
            {t('actions.edit')}
          </Link>
        ) : null}
        <Link
          to={munisPrintPath(payment.id)}
          className="cb-button cb-button--secondary"
          data-testid="munis-print-link"
        >
          {t('actions.print')}
        </Link>
        {preparer ? (
          <Link
            to={`/munis/generate-template?id=${payment.id}`}
            className="cb-button cb-button--secondary"
            data-testid="munis-template-link"
          >
            {t('actions.template')}
          </Link>
        ) : null}
        {payment.isDelete ? (
          <button
            type="button"
            className="cb-button cb-button--secondary"
            disabled={busy || !online}
            title={online ? undefined : t('detail.offlineAction')}
            data-testid="munis-delete"
            onClick={() => setConfirming(true)}
          >
            {t('actions.delete')}
          </button>
        ) : null}
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
            await deleteMunis(payment);
            setConfirming(false);
            navigate('/munis', { replace: true });
            return null;
          })
        }
      />
      <SigningErrorDialog error={signerError} onClose={() => setSignerError(null)} />
    </>
  );
}

/** /munis/details/:id — the payment, its actions (sign, send, edit, delete, print, template). */
export function MunisDetailScreen() {
  const { t } = useTranslation('munis');
  const id = Number(useParams().id);
  const view = useMunisView(id);
  const catalog = useMunisCatalog();
  const payment = view.data?.data;
  const [note, setNote] = useState<Note>(null);
  return (
    <div className="cb-page" data-testid="munis-detail">
      <h1>{t('detail.title')}</h1>
      <AsOf asOf={view.data?.asOf} fetchedAt={view.dataUpdatedAt} testId="munis-detail-as-of" />
      {view.isPending && view.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={8} />
      ) : !payment ? (
        <EmptyState text={t('detail.missing')} />
      ) : (
        <>
          <MunisDocument
            payment={payment}
            supplier={catalog.data?.data.suppliers.find((s) => s.id === payment.supplier_id)}
          />
          {note ? (
            <p className="cb-munis-note" role="status" data-testid={note.testId}>
              {note.text}
            </p>
          ) : null}
          <MunisActions
            key={`${payment.id}-${payment.version}-${payment.status_id}`}
            payment={payment}
            onNote={setNote}
          />
        </>
      )}
      <p>
        <Link to="/munis">{t('actions.back')}</Link>
      </p>
    </div>
  );
}
