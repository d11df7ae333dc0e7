import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { Claim } from '../../../../contracts/api/payment-claims.ts';
import { UZS_CURRENCY } from '../../../../contracts/api/uzs-payment.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { UzsAccountSelect } from '../../../lib/uzs/account-select.tsx';
import { useUzsAccounts } from '../../../lib/uzs/get-accounts.ts';
import { useOnline } from '../../../offline/online.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { FormSummary } from '../../../ui/form-summary.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { AmountInput } from '../../../ui/inputs/amount-input.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { useMessageText } from '../../../ui/validation-text.ts';
import { postClaimPayment, useClaimView } from '../api/claims.ts';
import { checkPaymentSum } from '../claim-payment.ts';
import { ClaimDocument } from '../components/claim-document.tsx';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import '../components/claims.css';
import { ChooseClaimFirst } from '../components/choose-claim-first.tsx';

/**
 * The debtor pays from one of its accounts: the whole remainder, or a part when the claim allows
 * it. The server makes an ordinary soum payment (Created) linked to the claim; it then goes
 * through approve → sign → send like any payment and counts as paid once the bank passed it.
 * Online only: the sum is checked against the remainder the server has now.
 */
function PaymentForm({ claim }: { claim: Claim }) {
  const { t } = useTranslation('claims');
  const messageText = useMessageText();
  const navigate = useNavigate();
  const online = useOnline();
  const language = currentLanguage();
  const accounts = useUzsAccounts();
  const [account, setAccount] = useState(claim.debtor_account);
  const [sum, setSum] = useState(claim.amount_remaining);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const picked = accounts.data?.find((a) => a.number === account && a.state === 'open');
  const check = checkPaymentSum(sum, claim.amount_remaining, claim.partial);
  const sumError =
    serverErrors['sum'] ||
    (!submitted || check.ok
      ? null
      : check.kind === 'rule'
        ? messageText(check.problem)
        : t(`payment.${check.kind}`, {
            amount: formatMoney(claim.amount_remaining, UZS_CURRENCY, language),
          }));
  const accountError = serverErrors['account'] || (submitted && !picked ? t('payment.chooseAccount') : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSummary(null);
    if (!check.ok || !picked) return;
    setBusy(true);
    try {
      const result = await postClaimPayment({
        id: claim.id,
        account: picked.number,
        mfo: picked.mfo,
        sum: check.sum,
      });
      navigate(`/payments-required/incoming/detail/${claim.id}?payment=${result.payment_id}`, {
        replace: true,
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setServerErrors(error.fieldErrors());
      setSummary(error.validation.length > 0 ? null : (error.serverMessage ?? t('errors.refused')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="cb-claim-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      data-testid="claim-payment-form"
    >
      <FormSummary text={summary} />
      <UzsAccountSelect
        id="claim-pay-account"
        label={t('payment.account')}
        emptyLabel={t('form.chooseAccount')}
        accounts={accounts.data}
        detail="balance"
        value={account}
        error={accountError}
        onChange={(number) => {
          setAccount(number);
          setServerErrors({ ...serverErrors, account: '' });
        }}
      />
      <AmountInput
        label={t('payment.sum')}
        currency={UZS_CURRENCY}
        value={sum}
        required
        disabled={!claim.partial}
        error={sumError}
        hint={t(claim.partial ? 'payment.partialHint' : 'payment.fullHint', {
          amount: formatMoney(claim.amount_remaining, UZS_CURRENCY, language),
        })}
        testId="claim-pay-sum"
        onChange={(value) => {
          setSum(value);
          setServerErrors({ ...serverErrors, sum: '' });
        }}
      />
      {online ? null : <p className="cb-offline-reason">{t('detail.offline')}</p>}
      <SubmitButton busy={busy} disabled={!online} testId="claim-pay-submit">
        {t('payment.submit')}
      </SubmitButton>
    </form>
  );
}

/** /payments-required/payment?id= — paying an incoming claim (the claim's id in the query string). */
export function ClaimPaymentScreen() {
  const { t } = useTranslation('claims');
  const id = Number(useSearchParams()[0].get('id'));
  const view = useClaimView(id);
  const claim = view.data?.data;
  return (
    <div className="cb-page">
      <h1>{t('payment.title')}</h1>
      {!(Number.isInteger(id) && id > 0) ? (
        <ChooseClaimFirst />
      ) : view.isPending && view.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={8} />
      ) : !claim ? (
        <EmptyState text={t('detail.missing')} />
      ) : (
        <>
          <ClaimDocument claim={claim} />
          {claim.isPay ? (
            <PaymentForm claim={claim} />
          ) : (
            <p data-testid="claim-not-payable">{t('payment.notPayable')}</p>
          )}
        </>
      )}
      <p>
        <Link to={claim ? `/payments-required/incoming/detail/${claim.id}` : '/payments-required'}>
          {t('actions.back')}
        </Link>
      </p>
    </div>
  );
}
