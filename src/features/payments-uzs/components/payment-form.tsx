import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  UZS_CURRENCY,
  UZS_DESCRIPTION_MAX,
  uzsTypeUses,
  type UzsAccountOption,
  type UzsBeneficiary,
  type UzsPaymentSaveBody,
} from '../../../../contracts/api/uzs-payment.ts';
import { CARD_TOKEN_PATTERN } from '../../../../contracts/validation/zod.ts';
import { useCheckedForm } from '../../../lib/checked-form.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { UzsAccountSelect } from '../../../lib/uzs/account-select.tsx';
import { UzsCodeSelect } from '../../../lib/uzs/code-select.tsx';
import { UzsNumberDate, UzsPartyFields } from '../../../lib/uzs/document-fields.tsx';
import { UZS_LOOKUP_DELAY, useKnownClient } from '../../../lib/uzs/known-client.ts';
import { useOnline } from '../../../offline/online.ts';
import { formatMoney } from '../../../ui/format.ts';
import { AmountInput } from '../../../ui/inputs/amount-input.tsx';
import { AccountInput, CardInput, InnInput } from '../../../ui/inputs/identifier-inputs.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { FormSummary } from '../../../ui/form-summary.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useUzsTypes } from '../api/get-type-list.ts';
import { useBankInfo } from '../api/post-bank-info.ts';
import { useBenefData } from '../api/post-benef-data.ts';
import { useBudjData } from '../api/post-budj-data.ts';
import { useSumDetails } from '../api/post-sum-details.ts';
import { useDraftAutosave, useStoredDraft, type StoredDraft } from '../offline/payment-draft.ts';
import { checkValues, type FormType, type PaymentFormValues } from '../payment-form-values.ts';
import './payments.css';

function DraftOffer({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: StoredDraft<PaymentFormValues>;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('payments');
  return (
    <div className="cb-pay-draft" role="status" data-testid="draft-offer">
      <span>{t('form.draftFound', { time: new Date(draft.savedAt).toLocaleString() })}</span>
      <button
        type="button"
        className="cb-button cb-button--primary"
        data-testid="draft-restore"
        onClick={onRestore}
      >
        {t('form.draftRestore')}
      </button>
      <button
        type="button"
        className="cb-button cb-button--secondary"
        data-testid="draft-discard"
        onClick={onDiscard}
      >
        {t('form.draftDiscard')}
      </button>
    </div>
  );
}

function RecentRecipients({ onPick }: { onPick: (b: UzsBeneficiary) => void }) {
  const { t } = useTranslation('payments');
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text, UZS_LOOKUP_DELAY);
  const [open, setOpen] = useState(false);
  const data = useBenefData(settled, open);
  const items = [...(data.data?.recent ?? []), ...(data.data?.known ?? [])];
  return (
    <details className="cb-pay-recent" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary data-testid="recent-toggle">{t('form.recent')}</summary>
      <TextField label={t('form.recentSearch')} value={text} onChange={setText} testId="recent-search" />
      <ul className="cb-pay-recent__list">
        {items.map((b) => (
          <li key={`${b.r_account}-${b.r_mfo}`}>
            <button
              type="button"
              className="cb-link-button"
              data-testid="recent-item"
              onClick={() => onPick(b)}
            >
              {b.r_name} · {b.r_account} · {b.r_bank}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}

export interface PaymentFormProps {
  readonly initial: PaymentFormValues;
  readonly draftId: string;
  readonly accounts: readonly UzsAccountOption[];
  readonly mustSignB: boolean;
  /** Offer "save and send for signature" (new payments of a preparer). */
  readonly canApprove: boolean;
  readonly id: number | null;
  /**
   * Saves (or queues) the payment; what it answers runs once the draft is gone (leaving the form),
   * so a form opened next never offers the draft of a payment already saved.
   */
  readonly onSave: (body: UzsPaymentSaveBody, approve: boolean) => Promise<() => void>;
}

/**
 * The payment form (spec 2 §2–§5): payer account with balances, recipient with lookups (bank by
 * mfo, inn and name by account, recent recipients), type with its budget or card fields, purpose
 * code, amount with the amount in words, second signature. Checked by the contract's rules before
 * sending; the server's field messages show under the fields. Autosaved as a draft while typing.
 */
export function PaymentForm({
  initial,
  draftId,
  accounts,
  mustSignB,
  canApprove,
  id,
  onSave,
}: PaymentFormProps) {
  const { t } = useTranslation('payments');
  const online = useOnline();
  const form = useCheckedForm(initial, (v: PaymentFormValues) => checkValues(v, id), t('errors.refused'));
  const { values, setValues, dirty, setDirty, busy, set, errorOf, serverErrorOf, common } = form;
  const stored = useStoredDraft<PaymentFormValues>(draftId);
  const [offerClosed, setOfferClosed] = useState(false);
  const autosave = useDraftAutosave(draftId, values, dirty);

  const types = useUzsTypes();
  // The recipient's inn and name come from the bank when it knows the account, unless typed already.
  const { settledMfo: mfo } = useKnownClient(values.r_account, values.r_mfo, (known) => {
    if (!values.r_inn || !values.r_name) {
      setValues({ ...values, r_inn: values.r_inn || known.inn, r_name: values.r_name || known.name });
    }
  });
  const bank = useBankInfo(mfo);
  const budgetAccount = uzsTypeUses(values.type, 'r_account_27')
    ? values.r_account_27
    : uzsTypeUses(values.type, 'r_account_25')
      ? values.r_account_25
      : '';
  const budget = useBudjData(useDebouncedValue(budgetAccount, UZS_LOOKUP_DELAY));
  const words = useSumDetails(useDebouncedValue(values.sum, UZS_LOOKUP_DELAY));

  const submit = (approve: boolean) =>
    form.submit(async (passed) => {
      const leave = await onSave(passed.body, approve);
      await autosave.discard();
      return leave;
    });

  const showOffer = stored.draft !== null && !dirty && !offerClosed;
  const language = currentLanguage();
  return (
    <form
      className="cb-pay-form"
      noValidate
      data-testid="payment-form"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit(false);
      }}
    >
      {showOffer && stored.draft ? (
        <DraftOffer
          draft={stored.draft}
          onRestore={() => {
            if (stored.draft) setValues(stored.draft.value);
            setOfferClosed(true);
            setDirty(true);
          }}
          onDiscard={() => {
            setOfferClosed(true);
            void autosave.discard();
          }}
        />
      ) : null}
      <FormSummary text={form.summary} />
      {online ? null : (
        <p className="cb-offline-reason" role="note" data-testid="payment-offline-hint">
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
        testIdPrefix="pay"
        onChange={set}
      >
        <SelectField
          id="pay-type"
          testId="pay-type"
          label={t('fields.typeName')}
          value={String(values.type)}
          options={(types.data ?? [{ id: 1, name: t('form.ordinary') }])
            .filter((type) => type.id >= 1 && type.id <= 4)
            .map((type) => ({ value: String(type.id), label: type.name }))}
          onChange={(type) => set({ type: Number(type) as FormType, code: '' })}
        />
      </UzsNumberDate>
      <fieldset className="cb-fieldset">
        <legend className="cb-field__label">{t('form.payer')}</legend>
        <UzsAccountSelect
          id="pay-account"
          label={t('fields.account')}
          emptyLabel={t('form.chooseAccount')}
          accounts={accounts}
          detail="balance"
          value={values.account}
          error={errorOf('account')}
          onChange={(_, a) => {
            if (a) set({ account: a.number, mfo: a.mfo });
          }}
        />
      </fieldset>
      <fieldset className="cb-fieldset">
        <legend className="cb-field__label">{t('form.recipient')}</legend>
        <RecentRecipients
          onPick={(b) =>
            set({ r_account: b.r_account, r_mfo: b.r_mfo, r_inn: b.r_inn ?? '', r_name: b.r_name })
          }
        />
        <UzsPartyFields
          fields={{ account: 'r_account', mfo: 'r_mfo', inn: 'r_inn', name: 'r_name' }}
          labels={{
            account: values.type === 2 ? t('fields.treasuryAccount') : t('fields.r_account'),
            mfo: t('fields.r_mfo'),
            inn: t('fields.r_inn'),
            name: t('fields.r_name'),
          }}
          values={values}
          errors={{
            account: serverErrorOf('r_account'),
            mfo: serverErrorOf('r_mfo') || (bank.isError && mfo.length === 5 ? t('form.bankUnknown') : null),
            inn: serverErrorOf('r_inn'),
            name: errorOf('r_name'),
          }}
          mfoHint={bank.data ? <span data-testid="pay-bank-name">{bank.data.name}</span> : undefined}
          innRequired={uzsTypeUses(values.type, 'r_inn')}
          common={common}
          testIdPrefix="pay-r"
          onChange={set}
        />
        {uzsTypeUses(values.type, 'r_account_27') ? (
          <>
            <AccountInput
              kind="budgetRecipient"
              label={t('fields.r_account_27')}
              value={values.r_account_27}
              required
              {...common}
              error={serverErrorOf('r_account_27')}
              hint={budget.data ? <span data-testid="pay-budget-name">{budget.data.name}</span> : undefined}
              testId="pay-r-account-27"
              onChange={(r_account_27) => set({ r_account_27 })}
            />
            <InnInput
              label={t('fields.r_inn_27')}
              value={values.r_inn_27}
              required
              {...common}
              error={serverErrorOf('r_inn_27')}
              testId="pay-r-inn-27"
              onChange={(r_inn_27) => set({ r_inn_27 })}
            />
          </>
        ) : null}
        {uzsTypeUses(values.type, 'r_account_25') ? (
          <AccountInput
            kind="budgetIncome"
            label={t('fields.r_account_25')}
            value={values.r_account_25}
            required
            {...common}
            error={serverErrorOf('r_account_25')}
            hint={budget.data ? <span data-testid="pay-budget-name">{budget.data.name}</span> : undefined}
            testId="pay-r-account-25"
            onChange={(r_account_25) => set({ r_account_25 })}
          />
        ) : null}
        {uzsTypeUses(values.type, 'corp_card') && CARD_TOKEN_PATTERN.test(values.corp_card) ? (
          // The card the payment already has: only its mask is known here (issue 23); typing
          // anything starts a new number.
          <TextField
            label={t('fields.corp_card')}
            value={values.corp_card_mask ?? ''}
            required
            error={serverErrorOf('corp_card')}
            testId="pay-corp-card"
            onChange={() => set({ corp_card: '', corp_card_mask: '' })}
          />
        ) : uzsTypeUses(values.type, 'corp_card') ? (
          <CardInput
            label={t('fields.corp_card')}
            value={values.corp_card}
            required
            {...common}
            error={serverErrorOf('corp_card')}
            testId="pay-corp-card"
            onChange={(corp_card) => set({ corp_card })}
          />
        ) : null}
      </fieldset>
      <fieldset className="cb-fieldset">
        <legend className="cb-field__label">{t('form.details')}</legend>
        <AmountInput
          label={t('fields.sum')}
          currency={UZS_CURRENCY}
          value={values.sum}
          required
          {...common}
          error={serverErrorOf('sum')}
          hint={
            words.data && values.sum !== '' ? (
              <span data-testid="pay-sum-words">
                {t('fields.sum_txt')}: {words.data.sum_in_text}
              </span>
            ) : undefined
          }
          testId="pay-sum"
          onChange={(sum) => set({ sum })}
        />
        <UzsCodeSelect
          id="pay-code"
          label={t('fields.code')}
          emptyLabel={t('form.chooseCode')}
          type={values.type}
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
          testId="pay-description"
          onChange={(description) => set({ description })}
        />
        {mustSignB ? (
          <p className="cb-muted">{t('form.mustSignB')}</p>
        ) : (
          <label className="cb-pay-check">
            <input
              type="checkbox"
              checked={values.second_signature}
              data-testid="pay-second-signature"
              onChange={(event) => set({ second_signature: event.target.checked })}
            />{' '}
            {t('fields.second_signature')}
          </label>
        )}
        {values.sum !== '' ? (
          <p className="cb-muted cb-num">{formatMoney(values.sum, UZS_CURRENCY, language)}</p>
        ) : null}
      </fieldset>
      <div className="cb-pay-form__footer">
        <SubmitButton busy={busy} testId="pay-save">
          {online ? t('actions.save') : t('form.saveQueued')}
        </SubmitButton>
        {canApprove ? (
          <button
            type="button"
            className="cb-button cb-button--secondary cb-button--block"
            disabled={busy}
            data-testid="pay-save-approve"
            onClick={() => void submit(true)}
          >
            {online ? t('actions.saveApprove') : t('form.saveApproveQueued')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
