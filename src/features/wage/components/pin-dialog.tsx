import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WageAccount, WageCardCode, WageOrder } from '../../../../contracts/api/wage.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useOnline } from '../../../offline/online.ts';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { pinWageCard, useWageAccounts, useWageCardTypes } from '../api/wage-api.ts';
import '../../../ui/buttons.css';
import './wage.css';

type Step = 1 | 2 | 3;

/**
 * Pinning a Ready (8) order's card in three steps (spec 2 §4): 1 the card type, 2 the account and
 * contract of that type, 3 done. Success moves to step 3 and the lists are fetched again; closing
 * the dialog (any step) resets it.
 */
export function PinDialog({ order, onClose }: { order: WageOrder | null; onClose: () => void }) {
  const { t } = useTranslation('wage');
  const titleId = useId();
  const online = useOnline();
  const [step, setStep] = useState<Step>(1);
  const [cardCode, setCardCode] = useState<WageCardCode | null>(null);
  const [account, setAccount] = useState<WageAccount | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const types = useWageCardTypes();
  const accounts = useWageAccounts(step >= 2 ? cardCode : null);

  const close = () => {
    setStep(1);
    setCardCode(null);
    setAccount(null);
    setError(null);
    onClose();
  };

  const pin = async () => {
    if (order === null || cardCode === null || account === null) return;
    setBusy(true);
    setError(null);
    try {
      await pinWageCard({ id: order.id, contractId: account.contract_id, bsc: account.bsc, cardCode });
      setStep(3);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setError(e.serverMessage ?? t('pin.failed'));
    } finally {
      setBusy(false);
    }
  };

  const steps: [Step, string][] = [
    [1, t('pin.step1')],
    [2, t('pin.step2')],
    [3, t('pin.step3')],
  ];

  return (
    <ModalDialog open={order !== null} onClose={close} labelledBy={titleId} variant="status" busy={busy}>
      <div className="cb-wage-dialog" data-testid="wage-pin-dialog">
        <h2 id={titleId}>{t('pin.title')}</h2>
        <ol className="cb-wage-steps">
          {steps.map(([n, label]) => (
            <li key={n} aria-current={n === step ? 'step' : undefined}>
              {n}. {label}
            </li>
          ))}
        </ol>
        {order !== null ? (
          <p className="cb-muted">
            {order.full_name ?? ''} · {order.pan ?? ''}
          </p>
        ) : null}
        {step === 1 ? (
          types.isPending ? (
            <SkeletonLines lines={3} />
          ) : (
            <ul className="cb-wage-choices">
              {(types.data?.data ?? []).map((type) => (
                <li key={type.cardCode}>
                  <button
                    type="button"
                    className="cb-wage-choice"
                    aria-pressed={cardCode === type.cardCode}
                    data-testid={`wage-pin-type-${type.cardCode}`}
                    onClick={() => setCardCode(type.cardCode)}
                  >
                    <strong>{type.cardCodeName}</strong> · {type.gl_code}
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : null}
        {step === 2 ? (
          accounts.isPending ? (
            <SkeletonLines lines={3} />
          ) : (
            <ul className="cb-wage-choices">
              {(accounts.data?.data.list ?? []).map((a) => (
                <li key={a.contract_id}>
                  <button
                    type="button"
                    className="cb-wage-choice"
                    aria-pressed={account?.contract_id === a.contract_id}
                    data-testid="wage-pin-account"
                    onClick={() => setAccount(a)}
                  >
                    <strong>{a.contract_number}</strong>
                    <span className="cb-digits"> · {a.account}</span>
                    <br />
                    <span className="cb-muted cb-digits">
                      {t('fields.contract')}: {a.contract_id}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : null}
        {step === 3 ? (
          <p className="cb-wage-note" role="status" data-testid="wage-pin-done">
            {t('pin.done')}
          </p>
        ) : null}
        {error !== null ? (
          <p className="cb-wage-note" role="alert" data-testid="wage-pin-error">
            {error}
          </p>
        ) : null}
        <div className="cb-wage-actions">
          {step === 1 ? (
            <button
              type="button"
              className="cb-button cb-button--primary"
              disabled={cardCode === null}
              data-testid="wage-pin-next"
              onClick={() => setStep(2)}
            >
              {t('pin.next')}
            </button>
          ) : null}
          {step === 2 ? (
            <>
              <button
                type="button"
                className="cb-button cb-button--secondary"
                disabled={busy}
                onClick={() => {
                  setAccount(null);
                  setStep(1);
                }}
              >
                {t('pin.back')}
              </button>
              <button
                type="button"
                className="cb-button cb-button--primary"
                disabled={account === null || busy || !online}
                title={online ? undefined : t('offlineAction')}
                data-testid="wage-pin-submit"
                onClick={() => void pin()}
              >
                {t('pin.submit')}
              </button>
            </>
          ) : null}
          <button
            type="button"
            className="cb-button cb-button--secondary"
            data-testid="wage-pin-close"
            onClick={close}
          >
            {t('pin.close')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
