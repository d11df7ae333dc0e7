import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimValues } from '../../../../contracts/api/payment-claims.ts';
import { UZS_CURRENCY, UZS_DESCRIPTION_MAX } from '../../../../contracts/api/uzs-payment.ts';
import { useCheckedForm } from '../../../lib/checked-form.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { UzsAccountSelect } from '../../../lib/uzs/account-select.tsx';
import { UzsCodeSelect } from '../../../lib/uzs/code-select.tsx';
import { useUzsAccounts } from '../../../lib/uzs/get-accounts.ts';
import { UzsNumberDate, UzsPartyFields } from '../../../lib/uzs/document-fields.tsx';
import { useKnownClient } from '../../../lib/uzs/known-client.ts';
import { useOnline } from '../../../offline/online.ts';
import { formatMoney } from '../../../ui/format.ts';
import { FormSummary } from '../../../ui/form-summary.tsx';
import { AmountInput } from '../../../ui/inputs/amount-input.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { checkClaimValues, type ClaimFormValues } from '../claim-form-values.ts';
import '../../../ui/fields.css';
import './claims.css';

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
  const online = useOnline();
  const language = currentLanguage();
  const form = useCheckedForm(initial, checkClaimValues, t('errors.refused'));
  const { values, setValues, busy, set, errorOf, serverErrorOf, common } = form;
  const accounts = useUzsAccounts();
  // The debtor's inn and name come from the bank when it knows the account, unless typed already.
  useKnownClient(values.debtor_account, values.debtor_mfo, (known) => {
    if (!values.debtor_inn || !values.debtor_name) {
      setValues({
        ...values,
        debtor_inn: values.debtor_inn || known.inn,
        debtor_name: values.debtor_name || known.name,
      });
    }
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await form.submit(async (passed) => {
      await onSave(passed.values);
    });
  };

  return (
    <form className="cb-claim-form" noValidate data-testid="claim-form" onSubmit={(e) => void submit(e)}>
      <FormSummary text={form.summary} />
      {online ? null : (
        <p className="cb-offline-reason" role="note" data-testid="claim-offline-hint">
          {t('form.offlineHint')}
        </p>
      )}
      <UzsNumberDate
        legend={t('form.document')}
        labels={{ number: t('fields.number'), date: t('fields.date') }}
        number={values.number}
        date={values.date}
        errors={{ number: errorOf('number'), date: serverErrorOf('date') }}
        common={common}
        testIdPrefix="claim"
        onChange={set}
      />
      <fieldset className="cb-fieldset">
        <legend className="cb-field__label">{t('form.creditor')}</legend>
        <UzsAccountSelect
          id="claim-account"
          label={t('fields.account')}
          emptyLabel={t('form.chooseAccount')}
          accounts={accounts.data}
          detail="name"
          value={values.account}
          error={errorOf('account')}
          onChange={(_, picked) => {
            if (picked)
              set({ account: picked.number, mfo: picked.mfo, debtor_mfo: values.debtor_mfo || picked.mfo });
          }}
        />
      </fieldset>
      <fieldset className="cb-fieldset">
        <legend className="cb-field__label">{t('form.debtor')}</legend>
        <UzsPartyFields
          fields={{ account: 'debtor_account', mfo: 'debtor_mfo', inn: 'debtor_inn', name: 'debtor_name' }}
          labels={{
            account: t('fields.debtor_account'),
            mfo: t('fields.debtor_mfo'),
            inn: t('fields.debtor_inn'),
            name: t('fields.debtor_name'),
          }}
          values={values}
          errors={{
            account: serverErrorOf('debtor_account'),
            mfo: serverErrorOf('debtor_mfo'),
            inn: serverErrorOf('debtor_inn'),
            name: errorOf('debtor_name'),
          }}
          mfoHint={t('form.debtorMfoHint')}
          innRequired
          common={common}
          testIdPrefix="claim-debtor"
          onChange={set}
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
          error={serverErrorOf('amount')}
          hint={values.amount !== '' ? formatMoney(values.amount, UZS_CURRENCY, language) : undefined}
          testId="claim-amount"
          onChange={(amount) => set({ amount })}
        />
        <UzsCodeSelect
          id="claim-code"
          label={t('fields.code')}
          emptyLabel={t('form.chooseCode')}
          type={1}
          value={values.code}
          error={errorOf('code')}
          onChange={(code) => set({ code })}
        />
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
