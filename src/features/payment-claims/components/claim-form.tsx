import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimValues } from '../../../../contracts/api/payment-claims.ts';
import {
  UZS_CURRENCY,
  UZS_DESCRIPTION_MAX,
  UZS_NAME_MAX,
  UZS_NUMBER_MAX,
} from '../../../../contracts/api/uzs-payment.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useUzsAccounts } from '../../../lib/uzs/get-accounts.ts';
import { useClientInfo } from '../../../lib/uzs/post-client-info.ts';
import { useUzsCodes } from '../../../lib/uzs/post-codes.ts';
import { useDirtyForm } from '../../../offline/dirty-forms.ts';
import { useOnline } from '../../../offline/online.ts';
import { formatMoney } from '../../../ui/format.ts';
import { AmountInput } from '../../../ui/inputs/amount-input.tsx';
import { DateInput } from '../../../ui/inputs/date-inputs.tsx';
import { AccountInput, InnInput, MfoInput } from '../../../ui/inputs/identifier-inputs.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useMessageText } from '../../../ui/validation-text.ts';
import { checkClaimValues, type ClaimFormValues } from '../claim-form-values.ts';
import '../../../ui/fields.css';
import './claims.css';

const LOOKUP_DELAY = 400;

/**
 * The claim form (create and edit): our account the money comes to, the debtor's account in this
 * bank (its inn and name filled from the bank's answer), amount, purpose code and text, and whether
 * the debtor may pay in parts. Checked by the contract's rules before sending; the server's field
 * messages show under the fields and nothing typed is lost on a refusal.
 */
export function ClaimForm({
  initial,
  submitLabel,
  onSave,
}: {
  initial: ClaimFormValues;
  submitLabel: string;
  onSave: (values: ClaimValues) => Promise<unknown>;
}) {
  const { t } = useTranslation('claims');
  const messageText = useMessageText();
  const online = useOnline();
  const language = currentLanguage();
  const [values, setValues] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDirtyForm(dirty);
  const accounts = useUzsAccounts();
  const codes = useUzsCodes(1);
  const debtorAccount = useDebouncedValue(values.debtor_account, LOOKUP_DELAY);
  const debtorMfo = useDebouncedValue(values.debtor_mfo, LOOKUP_DELAY);
  const debtor = useClientInfo(debtorAccount, debtorMfo);

  const set = (change: Partial<ClaimFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setDirty(true);
    const cleared = Object.keys(change).filter((k) => serverErrors[k]);
    if (cleared.length > 0)
      setServerErrors((e) => ({ ...e, ...Object.fromEntries(cleared.map((k) => [k, ''])) }));
  };

  // The debtor's inn and name come from the bank when it knows the account, unless typed already.
  const known = debtor.data;
  const [seenKnown, setSeenKnown] = useState(known);
  if (known !== seenKnown) {
    setSeenKnown(known);
    if (known && (!values.debtor_inn || !values.debtor_name)) {
      setValues({
        ...values,
        debtor_inn: values.debtor_inn || known.inn,
        debtor_name: values.debtor_name || known.name,
      });
    }
  }

  const check = checkClaimValues(values);
  const problems = check.ok ? {} : check.problems;
  const errorOf = (field: keyof ClaimFormValues): string | null =>
    serverErrors[field] || (submitted ? messageText(problems[field] ?? null) : null);
  const common = { showErrors: submitted };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSummary(null);
    if (!check.ok) {
      setSummary(messageText({ key: 'requiredAll' }));
      return;
    }
    setBusy(true);
    try {
      await onSave(check.values);
      setDirty(false);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setServerErrors(error.fieldErrors());
      setSummary(
        error.validation.length > 0
          ? messageText({ key: 'requiredAll' })
          : (error.serverMessage ?? t('errors.refused')),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="cb-claim-form" noValidate data-testid="claim-form" onSubmit={(e) => void submit(e)}>
      {summary ? (
        <p className="cb-field__error" role="alert" data-testid="form-summary">
          {summary}
        </p>
      ) : null}
      {online ? null : (
        <p className="cb-offline-reason" role="note" data-testid="claim-offline-hint">
          {t('form.offlineHint')}
        </p>
      )}
      <fieldset className="cb-fieldset">
        <legend className="cb-field__label">{t('form.document')}</legend>
        <div className="cb-field-row">
          <TextField
            label={t('fields.number')}
            value={values.number}
            required
            maxLength={UZS_NUMBER_MAX}
            error={errorOf('number')}
            testId="claim-number"
            onChange={(number) => set({ number })}
          />
          <DateInput
            label={t('fields.date')}
            value={values.date}
            required
            {...common}
            error={serverErrors['date'] || null}
            testId="claim-date"
            onChange={(date) => set({ date })}
          />
        </div>
      </fieldset>
      <fieldset className="cb-fieldset">
        <legend className="cb-field__label">{t('form.creditor')}</legend>
        <div className="cb-field">
          <label className="cb-field__label" htmlFor="claim-account">
            {t('fields.account')} *
          </label>
          <select
            id="claim-account"
            className="cb-select"
            data-testid="claim-account"
            value={values.account}
            aria-invalid={errorOf('account') ? true : undefined}
            onChange={(event) => {
              const picked = accounts.data?.find((a) => a.number === event.target.value);
              if (picked)
                set({ account: picked.number, mfo: picked.mfo, debtor_mfo: values.debtor_mfo || picked.mfo });
            }}
          >
            <option value="">{t('form.chooseAccount')}</option>
            {(accounts.data ?? [])
              .filter((a) => a.state === 'open')
              .map((a) => (
                <option key={`${a.number}-${a.mfo}`} value={a.number}>
                  {a.number} · {a.name}
                </option>
              ))}
          </select>
          {errorOf('account') ? <div className="cb-field__error">{errorOf('account')}</div> : null}
        </div>
      </fieldset>
      <fieldset className="cb-fieldset">
        <legend className="cb-field__label">{t('form.debtor')}</legend>
        <AccountInput
          label={t('fields.debtor_account')}
          value={values.debtor_account}
          required
          {...common}
          error={serverErrors['debtor_account'] || null}
          testId="claim-debtor-account"
          onChange={(debtor_account) => set({ debtor_account })}
        />
        <MfoInput
          label={t('fields.debtor_mfo')}
          value={values.debtor_mfo}
          required
          {...common}
          error={serverErrors['debtor_mfo'] || null}
          hint={t('form.debtorMfoHint')}
          testId="claim-debtor-mfo"
          onChange={(debtor_mfo) => set({ debtor_mfo })}
        />
        <InnInput
          label={t('fields.debtor_inn')}
          value={values.debtor_inn}
          required
          {...common}
          error={serverErrors['debtor_inn'] || null}
          testId="claim-debtor-inn"
          onChange={(debtor_inn) => set({ debtor_inn })}
        />
        <TextField
          label={t('fields.debtor_name')}
          value={values.debtor_name}
          required
          maxLength={UZS_NAME_MAX}
          error={errorOf('debtor_name')}
          testId="claim-debtor-name"
          onChange={(debtor_name) => set({ debtor_name })}
        />
      </fieldset>
      <fieldset className="cb-fieldset">
        <legend className="cb-field__label">{t('form.details')}</legend>
        <AmountInput
          label={t('fields.amount')}
          currency={UZS_CURRENCY}
          value={values.amount}
          required
          {...common}
          error={serverErrors['amount'] || null}
          hint={values.amount !== '' ? formatMoney(values.amount, UZS_CURRENCY, language) : undefined}
          testId="claim-amount"
          onChange={(amount) => set({ amount })}
        />
        <div className="cb-field">
          <label className="cb-field__label" htmlFor="claim-code">
            {t('fields.code')} *
          </label>
          <select
            id="claim-code"
            className="cb-select"
            data-testid="claim-code"
            value={values.code}
            aria-invalid={errorOf('code') ? true : undefined}
            onChange={(event) => set({ code: event.target.value })}
          >
            <option value="">{t('form.chooseCode')}</option>
            {(codes.data ?? []).map((c) => (
              <option key={c.code} value={c.code}>
                {c.code} · {c.name}
              </option>
            ))}
          </select>
          {errorOf('code') ? <div className="cb-field__error">{errorOf('code')}</div> : null}
        </div>
        <TextAreaField
          label={t('fields.description')}
          value={values.description}
          required
          maxLength={UZS_DESCRIPTION_MAX}
          error={errorOf('description')}
          testId="claim-description"
          onChange={(description) => set({ description })}
        />
        <label className="cb-claim-check">
          <input
            type="checkbox"
            checked={values.partial}
            data-testid="claim-partial"
            onChange={(event) => set({ partial: event.target.checked })}
          />{' '}
          {t('fields.partial')}
        </label>
      </fieldset>
      <SubmitButton busy={busy} testId="claim-save">
        {online ? submitLabel : t('form.saveQueued')}
      </SubmitButton>
    </form>
  );
}
