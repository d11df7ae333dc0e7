import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { FxPaymentView } from '../../../../contracts/api/currency-payment.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { SigningClientError } from '../../../lib/signing-client.ts';
import { useOnline } from '../../../offline/online.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { saveFile } from '../../../ui/save-file.ts';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { Timeline } from '../../../ui/timeline.tsx';
import { PasskeyCancelledError, usePasskeySigner } from '../../../lib/passkey-signing.ts';
import { deleteFx, downloadMt103, sendFx, signFx, signFxPasskey, useFxView } from '../api/fx-api.ts';
import { FxStatusChip } from '../components/fx-status.tsx';
import { formatFx } from '../fx-format.ts';
import '../../../ui/buttons.css';
import '../fx.css';

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="cb-fx-field">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value === '' ? '—' : value}</dd>
    </div>
  );
}

function Document({ row }: { row: FxPaymentView }) {
  const { t } = useTranslation('currencyPayments');
  const language = currentLanguage();
  return (
    <dl className="cb-fx-doc" data-testid="fx-document">
      <Field
        label={t('fields.amount')}
        value={formatFx(row.amount, row.currency, language)}
        testId="fx-detail-amount"
      />
      <Field label={t('fields.account')} value={`${row.account} (${row.mfo})`} />
      <Field label={t('fields.number')} value={`${row.number} · ${formatDate(row.date)}`} />
      <Field
        label={t('fields.beneficiary_name')}
        value={row.beneficiary_name}
        testId="fx-detail-beneficiary"
      />
      <Field label={t('fields.beneficiary_address')} value={row.beneficiary_address} />
      <Field label={t('fields.beneficiary_account')} value={row.beneficiary_account} />
      <Field
        label={t('fields.beneficiary_bank_bic')}
        value={`${row.beneficiary_bank_bic} · ${row.beneficiary_bank_name}`}
      />
      <Field
        label={t('fields.correspondent_bank_bic')}
        value={
          row.correspondent_bank_bic === ''
            ? ''
            : `${row.correspondent_bank_bic} · ${row.correspondent_bank_name}`
        }
      />
      <Field
        label={t('fields.contract_number')}
        value={`${row.contract_number} · ${formatDate(row.contract_date)}${row.contract_idn ? ` · ${t('detail.eisvo')}` : ''}`}
      />
      <Field
        label={t('fields.operation_code')}
        value={`${row.operation_code} · ${t(`operation.${row.operation_code}`, row.operation_code)}`}
      />
      <Field label={t('fields.partner_country')} value={row.partner_country} />
      <Field label={t('fields.charges')} value={t(`charges.${row.charges}`)} />
      <Field label={t('fields.purpose')} value={row.purpose} />
      <Field
        label={t('detail.valueDate')}
        value={
          row.value_date
            ? formatDate(row.value_date)
            : t('detail.valueDateIfNow', { date: formatDate(row.value_date_if_sent_now) })
        }
        testId="fx-value-date"
      />
      {row.reference ? <Field label={t('detail.reference')} value={row.reference} /> : null}
      {row.uetr ? <Field label={t('detail.uetr')} value={row.uetr} testId="fx-uetr" /> : null}
      {row.error_bank ? (
        <Field label={t('detail.errorBank')} value={row.error_bank} testId="fx-error-bank" />
      ) : null}
      <Field
        label={t('detail.signatures')}
        value={`${t('detail.needs', { letters: row.required_signatures.join(', ') })}; ${t('detail.signed', {
          letters: row.signed_letters.length === 0 ? '—' : row.signed_letters.join(', '),
        })}`}
        testId="fx-signatures"
      />
    </dl>
  );
}

/** /currency-payments/detail/:id — the payment, its actions (sign, send, edit, delete), MT103 and tracker. */
export function FxDetailScreen() {
  const { t } = useTranslation('currencyPayments');
  const { t: ts } = useTranslation('signing');
  const navigate = useNavigate();
  const online = useOnline();
  const passkey = usePasskeySigner();
  const id = Number(useParams().id);
  const view = useFxView(id);
  const row = view.data?.data;
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const run = async (action: () => Promise<{ kind: 'done' | 'queued' } | void>, done: string) => {
    setBusy(true);
    setNote(null);
    try {
      const result = await action();
      setNote(result && result.kind === 'queued' ? t('result.queued') : done);
      await view.refetch();
    } catch (error) {
      if (error instanceof SigningClientError) setNote(t('result.signFailed'));
      else if (error instanceof PasskeyCancelledError) setNote(ts('passkey.cancelled'));
      else if (error instanceof ApiError) setNote(error.serverMessage ?? t('form.refused'));
      else throw error;
    } finally {
      setBusy(false);
    }
  };

  if (view.isPending && view.fetchStatus !== 'idle') {
    return (
      <div className="cb-page">
        <SkeletonLines lines={10} />
      </div>
    );
  }
  if (!row) {
    return (
      <div className="cb-page">
        <EmptyState
          text={t('detail.missing')}
          action={{ label: t('actions.back'), run: () => navigate('/currency-payments') }}
        />
      </div>
    );
  }
  const steps = row.logs.map((log, index) => ({
    key: `${index}`,
    title: log.actionName,
    time: formatDateTime(log.at),
    lines: [log.statusName, ...(log.user ? [log.user] : []), ...(log.comment ? [log.comment] : [])],
    tone:
      log.action === 'rejected'
        ? ('danger' as const)
        : log.action === 'credited'
          ? ('success' as const)
          : ('info' as const),
  }));
  return (
    <div className="cb-page" data-testid="fx-detail">
      <div className="cb-fx-head">
        <h1>{t('detail.title', { number: row.number })}</h1>
        <FxStatusChip statusId={row.status_id} name={row.statusName} />
      </div>
      <AsOf asOf={view.data?.asOf} fetchedAt={view.dataUpdatedAt} testId="fx-detail-as-of" />
      {note ? (
        <p className="cb-fx-note" role="status" data-testid="fx-note">
          {note}
        </p>
      ) : null}
      <Document row={row} />
      <div className="cb-fx-actions cb-fx-sticky" data-testid="fx-actions">
        {row.isSign ? (
          <button
            type="button"
            className="cb-button cb-button--primary"
            disabled={busy}
            data-testid="fx-sign"
            onClick={() => void run(() => signFx(row), t('result.signed'))}
          >
            {t('actions.sign')}
          </button>
        ) : null}
        {row.isSign && passkey !== null ? (
          <button
            type="button"
            className="cb-button cb-button--secondary"
            disabled={busy}
            data-testid="fx-sign-passkey"
            onClick={() => void run(() => signFxPasskey(row, passkey), t('result.signed'))}
          >
            {ts('passkey.sign')}
          </button>
        ) : null}
        {row.isSend ? (
          <button
            type="button"
            className="cb-button cb-button--primary"
            disabled={busy}
            data-testid="fx-send"
            onClick={() => void run(() => sendFx(row), t('result.sent'))}
          >
            {t('actions.send')}
          </button>
        ) : null}
        {row.isEdit ? (
          <Link
            to={`/currency-payments/edit/${row.id}`}
            className="cb-button cb-button--secondary"
            data-testid="fx-edit"
          >
            {t('actions.edit')}
          </Link>
        ) : null}
        {row.isDelete ? (
          <button
            type="button"
            className="cb-button cb-button--secondary"
            disabled={busy || !online}
            title={online ? undefined : t('result.offlineDelete')}
            data-testid="fx-delete"
            onClick={() => setConfirmDelete(true)}
          >
            {t('actions.delete')}
          </button>
        ) : null}
        {row.isMt103 ? (
          <button
            type="button"
            className="cb-button cb-button--secondary"
            disabled={busy || !online}
            data-testid="fx-mt103"
            onClick={() =>
              void run(async () => {
                const file = await downloadMt103(row.id);
                if (file.kind === 'file') saveFile(file.blob, file.filename);
              }, t('result.downloaded'))
            }
          >
            {t('actions.mt103')}
          </button>
        ) : null}
        {row.isTracker && row.uetr ? (
          <Link
            to={`/currency-payments/gpi/${row.id}/${row.uetr}`}
            className="cb-button cb-button--secondary"
            data-testid="fx-tracker"
          >
            {t('actions.tracker')}
          </Link>
        ) : null}
      </div>
      <h2>{t('detail.history')}</h2>
      <Timeline steps={steps} testId="fx-history" />
      <p>
        <Link to="/currency-payments">{t('actions.back')}</Link>
      </p>
      <ConfirmSheet
        open={confirmDelete}
        title={t('actions.confirmDelete')}
        text={t('actions.confirmDeleteText', { name: row.beneficiary_name })}
        confirmLabel={t('actions.delete')}
        danger
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          void run(async () => {
            await deleteFx(row);
            navigate('/currency-payments', { replace: true });
          }, t('result.deleted'));
        }}
      />
    </div>
  );
}
