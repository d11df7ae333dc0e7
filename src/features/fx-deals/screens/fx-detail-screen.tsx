import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { FX_REASON_MAX, type FxView } from '../../../../contracts/api/fx-deal.ts';
import { toMinor } from '../../../../contracts/money.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { PasskeyCancelledError, usePasskeySigner } from '../../../lib/passkey-signing.ts';
import { SigningClientError } from '../../../lib/signing-client.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { SigningErrorDialog } from '../../../ui/signing-error-dialog.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import {
  acceptFxDeal,
  deleteFxDeal,
  executeFxDeal,
  rejectFxDeal,
  returnFxDeal,
  sendFxDeal,
  signFxDeal,
  signFxDealPasskey,
  useFxView,
} from '../api/fx-deals.ts';
import { FxDocument, FxLogTimeline } from '../components/fx-document.tsx';
import { FxPrompt } from '../components/fx-prompt.tsx';
import { formPath } from '../fx-text.ts';
import '../../../ui/buttons.css';
import '../components/fx-deals.css';

type Prompt = 'return' | 'reject' | 'execute' | 'delete' | null;

/** The rate an officer is offered: today's bank rate when it is within the request's limit, else the limit. */
function suggestedRate(view: FxView): string {
  const { deal, market_rate } = view;
  if (market_rate === null) return deal.rate_limit;
  const market = toMinor(market_rate);
  const limit = toMinor(deal.rate_limit);
  const within = deal.type === 'buy' ? market <= limit : market >= limit;
  return within ? market_rate : deal.rate_limit;
}

/** The actions the server allows the caller on this request (its flags), with their sheets. */
function FxActions({ view }: { view: FxView }) {
  const { t } = useTranslation('fxdeals');
  const { t: ts } = useTranslation('signing');
  const navigate = useNavigate();
  const language = currentLanguage();
  const passkey = usePasskeySigner();
  const deal = view.deal;
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [busy, setBusy] = useState(false);
  const [signerError, setSignerError] = useState<SigningClientError | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
    } catch (failure) {
      if (failure instanceof SigningClientError) setSignerError(failure);
      else if (failure instanceof PasskeyCancelledError) setMessage(ts('passkey.cancelled'));
      else if (failure instanceof ApiError)
        setMessage(Object.values(failure.fieldErrors())[0] ?? failure.serverMessage);
      else throw failure;
    } finally {
      setBusy(false);
    }
  };
  const button = (id: string, label: string, onClick: () => void, primary = false) => (
    <button
      key={id}
      type="button"
      className={primary ? 'cb-button cb-button--primary' : 'cb-button cb-button--secondary'}
      disabled={busy}
      data-testid={`fx-${id}`}
      onClick={onClick}
    >
      {label}
    </button>
  );
  return (
    <>
      <div className="cb-fx-actions" data-testid="fx-actions">
        {deal.isSign
          ? button(
              'sign',
              t(deal.type === 'buy' ? 'actions.signConsent' : 'actions.sign'),
              () => void run(() => signFxDeal(deal)),
              true,
            )
          : null}
        {deal.isSign && passkey !== null
          ? button(
              'sign-passkey',
              ts(deal.type === 'buy' ? 'passkey.signConsent' : 'passkey.sign'),
              () => void run(() => signFxDealPasskey(deal, passkey)),
            )
          : null}
        {deal.isSend ? button('send', t('actions.send'), () => void run(() => sendFxDeal(deal)), true) : null}
        {deal.isAccept
          ? button('accept', t('actions.accept'), () => void run(() => acceptFxDeal(deal)), true)
          : null}
        {deal.isExecute ? button('execute', t('actions.execute'), () => setPrompt('execute'), true) : null}
        {deal.isReturn ? button('return', t('actions.return'), () => setPrompt('return')) : null}
        {deal.isReject ? button('reject', t('actions.reject'), () => setPrompt('reject')) : null}
        {deal.isEdit ? button('edit', t('actions.edit'), () => navigate(formPath(deal, 'edit'))) : null}
        {deal.isCopy ? button('copy', t('actions.copy'), () => navigate(formPath(deal, 'copy'))) : null}
        {deal.isDelete ? button('delete', t('actions.delete'), () => setPrompt('delete')) : null}
      </div>
      {message ? (
        <p className="cb-field__error" role="alert" data-testid="fx-action-error">
          {message}
        </p>
      ) : null}
      {deal.isSign && deal.type === 'buy' ? (
        <p className="cb-fx-note" data-testid="fx-sign-note">
          {t('detail.signNote', { sum: formatMoney(deal.soum_equivalent, 'UZS', language) })}
        </p>
      ) : null}
      {prompt === 'return' || prompt === 'reject' ? (
        <FxPrompt
          title={t(`actions.${prompt}`)}
          label={t('fields.reason')}
          confirmLabel={t(`actions.${prompt}`)}
          maxLength={FX_REASON_MAX}
          testId={`fx-${prompt}-sheet`}
          onSubmit={(reason) =>
            prompt === 'return' ? returnFxDeal(deal, reason) : rejectFxDeal(deal, reason)
          }
          onClose={() => setPrompt(null)}
        />
      ) : null}
      {prompt === 'execute' ? (
        <FxPrompt
          title={t('actions.execute')}
          label={t('fields.exec_rate')}
          hint={t(deal.type === 'buy' ? 'detail.executeBuyHint' : 'detail.executeSellHint', {
            rate: formatMoney(deal.rate_limit, 'UZS', language),
          })}
          initial={suggestedRate(view)}
          inputMode="decimal"
          confirmLabel={t('actions.execute')}
          maxLength={16}
          testId="fx-execute-sheet"
          onSubmit={(rate) => executeFxDeal(deal, rate)}
          onClose={() => setPrompt(null)}
        />
      ) : null}
      <ConfirmSheet
        open={prompt === 'delete'}
        title={t('actions.delete')}
        text={t('detail.deleteText', { number: deal.number })}
        danger
        busy={busy}
        onCancel={() => setPrompt(null)}
        onConfirm={() =>
          void run(async () => {
            await deleteFxDeal(deal);
            setPrompt(null);
            navigate('/exchange-sum', { replace: true });
          })
        }
      />
      <SigningErrorDialog error={signerError} onClose={() => setSignerError(null)} />
    </>
  );
}

function FxDetail({ id, back }: { id: number; back: string }) {
  const { t } = useTranslation('fxdeals');
  const view = useFxView(id);
  const data = view.data?.data;
  return (
    <div className="cb-page" data-testid="fx-detail">
      {view.isPending && view.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={10} />
      ) : !data ? (
        <EmptyState text={t('detail.missing')} />
      ) : (
        <>
          <AsOf asOf={view.data?.asOf} fetchedAt={view.dataUpdatedAt} testId="fx-detail-as-of" />
          <FxDocument deal={data.deal} />
          <FxActions key={`${data.deal.id}-${data.deal.version}-${data.deal.status_id}`} view={data} />
          <FxLogTimeline logs={data.logs} />
        </>
      )}
      <p>
        <Link to={back}>{t('actions.back')}</Link>
      </p>
    </div>
  );
}

/** /exchange-sum/detail/:id — the request, the caller's actions (client or bank) and its log. */
export function FxDetailScreen() {
  const id = Number(useParams()['id']);
  return <FxDetail id={id} back="/exchange-sum" />;
}

/** /exchange/sell/document?id= — the moderator's view of one request; without an id, the bank list. */
export function FxBankDocumentScreen() {
  const id = Number(useSearchParams()[0].get('id'));
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/exchange/sell/list" replace />;
  return <FxDetail id={id} back="/exchange/sell/list" />;
}
