import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  LC_HEADER,
  LC_SIGNED_FIELDS,
  lcFile,
  type LcAction,
  type LcRow,
  type LcView,
} from '../../../../contracts/api/letters-of-credit.ts';
import { signingMessageFor } from '../../../../contracts/signing/signed-document.ts';
import { ApiError, downloadApi } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { openSigningClient, SigningClientError } from '../../../lib/signing-client.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { PrintView } from '../../../ui/print-view.tsx';
import { PromptSheet } from '../../../ui/prompt-sheet.tsx';
import { saveFile } from '../../../ui/save-file.ts';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { deleteLc, postLcAction, signLc, useLcView } from '../api/lc-api.ts';
import '../../../ui/buttons.css';
import './lc.css';

/** The letter's fields as label/value pairs (detail and print). */
function LcFields({ lc }: { lc: LcRow }) {
  const { t } = useTranslation('lc');
  const language = currentLanguage();
  const yes = (v: boolean) => (v ? t('yes') : t('no'));
  const rows: [string, string][] = [
    [t('fields.number'), lc.number],
    [t('fields.status'), t(`status.${lc.status}`)],
    [t('fields.type'), t(`options.${lc.type}`)],
    [t('fields.organization'), `${lc.organization_name} (${lc.organization_inn})`],
    [t('fields.account'), `${lc.account} · ${lc.mfo}`],
    [t('fields.amount'), formatMoney(lc.amount, lc.currency, language)],
    [t('fields.tolerance'), `+${lc.tolerance_plus}% / −${lc.tolerance_minus}%`],
    [t('fields.beneficiary_name'), lc.beneficiary_name],
    [t('fields.beneficiary_address'), `${lc.beneficiary_address}, ${lc.beneficiary_country}`],
    [t('fields.beneficiary_account'), lc.beneficiary_account],
    [t('fields.beneficiary_bank_name'), `${lc.beneficiary_bank_name} (${lc.beneficiary_bank_swift})`],
    [t('fields.advising_bank_name'), `${lc.advising_bank_name} (${lc.advising_bank_swift})`],
    [
      t('fields.confirming_bank_name'),
      lc.confirming_bank_name ? `${lc.confirming_bank_name} (${lc.confirming_bank_swift})` : '—',
    ],
    [t('fields.issue_date'), formatDate(lc.issue_date)],
    [t('fields.expiry_date'), formatDate(lc.expiry_date)],
    [t('fields.expiry_place'), lc.expiry_place],
    [t('fields.port_of_loading'), lc.port_of_loading],
    [t('fields.port_of_discharge'), lc.port_of_discharge],
    [t('fields.latest_shipment_date'), formatDate(lc.latest_shipment_date)],
    [t('fields.incoterms'), lc.incoterms],
    [t('fields.partial_shipments'), yes(lc.partial_shipments)],
    [t('fields.transhipment'), yes(lc.transhipment)],
    [
      t('fields.payment_terms'),
      `${t(`options.${lc.payment_terms}`)}${lc.deferred_days > 0 ? ` · ${lc.deferred_days}` : ''}`,
    ],
    [t('fields.presentation_days'), String(lc.presentation_days)],
    [t('fields.goods_description'), lc.goods_description],
    [t('fields.documents_required'), lc.documents_required],
    [t('fields.charges'), t(`options.${lc.charges}`)],
    [t('fields.confirmation'), t(`options.${lc.confirmation}`)],
    [t('fields.additional_conditions'), lc.additional_conditions || '—'],
    [t('fields.cover_amount'), formatMoney(lc.cover_amount, lc.currency, language)],
    [t('fields.bank_comment'), lc.bank_comment || '—'],
    [t('fields.created_by'), lc.created_by],
    [t('fields.signed_by'), lc.signed_by || '—'],
  ];
  return (
    <dl className="cb-lc-details" data-testid="lc-fields">
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

async function signOne(lc: LcRow): Promise<void> {
  const message = await signingMessageFor(LC_HEADER, LC_SIGNED_FIELDS, [lc]);
  const client = await openSigningClient();
  try {
    const signature = await client.signMessage(message);
    await signLc({
      sign_cipher: signature.signature,
      sign_type: 'eds',
      key_data: { data: message, version: signature.version, ids: [lc.id] },
    });
  } finally {
    client.close();
  }
}

const SIMPLE_ACTIONS: readonly { action: LcAction; flag: keyof LcRow; tone: string }[] = [
  { action: 'send', flag: 'isSend', tone: 'primary' },
  { action: 'issue', flag: 'isIssue', tone: 'primary' },
  { action: 'documents', flag: 'isDocuments', tone: 'secondary' },
  { action: 'pay', flag: 'isPay', tone: 'primary' },
  { action: 'close', flag: 'isClose', tone: 'secondary' },
];

/** /akkreditiv/detail/:id — the letter, its history and the actions the server allows the caller. */
export function LcDetailScreen() {
  const { t } = useTranslation('lc');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const view = useLcView(id);
  const lc: LcView | undefined = view.data?.data;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [prompt, setPrompt] = useState<'reject' | 'amend' | null>(null);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      if (error instanceof SigningClientError) setProblem(t('signingFailed'));
      else if (error instanceof ApiError) setProblem(error.serverMessage ?? t('errors.refused'));
      else throw error;
    } finally {
      setBusy(false);
    }
  };

  if (view.isPending && view.fetchStatus !== 'idle') return <SkeletonLines lines={10} />;
  if (!lc) {
    return (
      <div className="cb-page">
        <EmptyState
          text={t('missing')}
          action={{ label: t('actions.back'), run: () => navigate('/akkreditiv') }}
        />
      </div>
    );
  }
  return (
    <div className="cb-page" data-testid="lc-detail">
      <div className="cb-lc-head">
        <h1>
          {t('detailTitle')} {lc.number}
        </h1>
        <span data-testid="lc-status">{t(`status.${lc.status}`)}</span>
      </div>
      <AsOf asOf={view.data?.asOf} fetchedAt={view.dataUpdatedAt} testId="lc-detail-as-of" />
      {problem ? (
        <p className="cb-lc-errors" role="alert" data-testid="lc-problem">
          {problem}
        </p>
      ) : null}
      <div className="cb-lc-actions">
        {lc.isEdit ? (
          <Link
            className="cb-button cb-button--secondary"
            to={`/akkreditiv/edit/${lc.id}`}
            data-testid="lc-edit"
          >
            {t('actions.edit')}
          </Link>
        ) : null}
        {lc.isSign ? (
          <button
            type="button"
            className="cb-button cb-button--primary"
            disabled={busy}
            data-testid="lc-sign"
            onClick={() => void run(() => signOne(lc))}
          >
            {t('actions.sign')}
          </button>
        ) : null}
        {SIMPLE_ACTIONS.filter((a) => lc[a.flag] === true).map((a) => (
          <button
            key={a.action}
            type="button"
            className={`cb-button cb-button--${a.tone}`}
            disabled={busy}
            data-testid={`lc-${a.action}`}
            onClick={() => void run(() => postLcAction(lc, a.action))}
          >
            {t(`actions.${a.action}`)}
          </button>
        ))}
        {lc.isAmend ? (
          <button
            type="button"
            className="cb-button cb-button--secondary"
            data-testid="lc-amend"
            onClick={() => setPrompt('amend')}
          >
            {t('actions.amend')}
          </button>
        ) : null}
        {lc.isReject ? (
          <button
            type="button"
            className="cb-button cb-button--danger"
            data-testid="lc-reject"
            onClick={() => setPrompt('reject')}
          >
            {t('actions.reject')}
          </button>
        ) : null}
        {lc.isDelete ? (
          <button
            type="button"
            className="cb-button cb-button--danger"
            disabled={busy}
            data-testid="lc-delete"
            onClick={() =>
              void run(async () => {
                await deleteLc(lc);
                navigate('/akkreditiv', { replace: true });
              })
            }
          >
            {t('actions.delete')}
          </button>
        ) : null}
        <Link
          className="cb-button cb-button--secondary"
          to={`/akkreditiv/print/${lc.id}`}
          data-testid="lc-open-print"
        >
          {t('actions.print')}
        </Link>
      </div>
      <LcFields lc={lc} />
      <h2>{t('history')}</h2>
      <ol data-testid="lc-history">
        {lc.logs.map((log, i) => (
          <li key={i}>
            {formatDateTime(log.at)} · {t(`log.${log.action}`, { defaultValue: log.action })} ·{' '}
            {log.user || t('bank')}
            {log.comment ? ` · ${log.comment}` : ''}
          </li>
        ))}
      </ol>
      <PromptSheet
        open={prompt !== null}
        title={prompt === null ? '' : t(`actions.${prompt}`)}
        label={t('comment')}
        confirmLabel={prompt === null ? '' : t(`actions.${prompt}`)}
        cancelLabel={t('actions.cancel')}
        requiredText={t('errors.required')}
        refusedText={t('errors.refused')}
        maxLength={280}
        multiline
        tone={prompt === 'reject' ? 'danger' : 'primary'}
        testId="lc-prompt"
        onSubmit={(comment) => (prompt === null ? Promise.resolve() : postLcAction(lc, prompt, { comment }))}
        onClose={() => setPrompt(null)}
      />
      <p>
        <Link to="/akkreditiv">{t('actions.back')}</Link>
      </p>
    </div>
  );
}

/** /akkreditiv/print/:id — the letter as the bank's application form; the PDF is the same form. */
export function LcPrintScreen() {
  const { t } = useTranslation('lc');
  const id = Number(useParams().id);
  const view = useLcView(id);
  const lc = view.data?.data;
  const [busy, setBusy] = useState(false);
  if (view.isPending && view.fetchStatus !== 'idle') return <SkeletonLines lines={10} />;
  if (!lc) return <EmptyState text={t('missing')} />;
  const download = async () => {
    setBusy(true);
    try {
      const outcome = await downloadApi(lcFile, { params: { id } });
      if (outcome.kind === 'file') saveFile(outcome.blob, outcome.filename);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="cb-page" data-testid="lc-print-view">
      <div className="cb-lc-actions cb-no-print">
        <button
          type="button"
          className="cb-button cb-button--secondary"
          disabled={busy}
          data-testid="lc-pdf"
          onClick={() => void download()}
        >
          {t('actions.pdf')}
        </button>
        <Link to={`/akkreditiv/detail/${id}`}>{t('actions.back')}</Link>
      </div>
      <PrintView testId="lc-print-form">
        <p style={{ textAlign: 'right' }}>
          CorpBank
          <br />
          {lc.organization_name}
        </p>
        <h1 style={{ textAlign: 'center' }}>{t('printTitle')}</h1>
        <p style={{ textAlign: 'center' }}>
          № {lc.number} · {formatDate(lc.created_at.slice(0, 10))}
        </p>
        <LcFields lc={lc} />
        <p>
          {t('printHead')}: ____________ / {lc.signed_by || '________________'} /
        </p>
        <p>{t('printAccountant')}: ____________ / ________________ /</p>
      </PrintView>
    </div>
  );
}
