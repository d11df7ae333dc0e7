import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  UZS_CURRENCY,
  UZS_DESCRIPTION_MAX,
  UZS_NAME_MAX,
  UZS_NUMBER_MAX,
  type UzsAccountOption,
  type UzsBeneficiary,
  type UzsPaymentSaveBody,
} from '../../../../contracts/api/uzs-payment.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useDirtyForm } from '../../../offline/dirty-forms.ts';
import { useOnline } from '../../../offline/online.ts';
import { formatMoney } from '../../../ui/format.ts';
import { AmountInput } from '../../../ui/inputs/amount-input.tsx';
import { DateInput } from '../../../ui/inputs/date-inputs.tsx';
import { AccountInput, CardInput, InnInput, MfoInput } from '../../../ui/inputs/identifier-inputs.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useMessageText } from '../../../ui/validation-text.ts';
import { useUzsTypes } from '../api/get-type-list.ts';
import { useBankInfo } from '../api/post-bank-info.ts';
import { useBenefData } from '../api/post-benef-data.ts';
import { useBudjData } from '../api/post-budj-data.ts';
import { useClientInfo } from '../../../lib/uzs/post-client-info.ts';
import { useUzsCodes } from '../../../lib/uzs/post-codes.ts';
import { useSumDetails } from '../api/post-sum-details.ts';
import { useDraftAutosave, useStoredDraft, type StoredDraft } from '../offline/payment-draft.ts';
import {
  checkValues,
  type FormProblems,
  type FormType,
  type PaymentFormValues,
} from '../payment-form-values.ts';
import './payments.css';

const LOOKUP_DELAY = 400;

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

function AccountPicker({
  accounts,
  value,
  error,
  onPick,
}: {
  accounts: readonly UzsAccountOption[];
  value: string;
  error: string | null;
  onPick: (account: UzsAccountOption) => void;
}) {
  const { t } = useTranslation('payments');
  const language = currentLanguage();
  return (
    <div className="cb-field">
      <label className="cb-field__label" htmlFor="pay-account">
        {t('fields.account')} *
      </label>
      <select
        id="pay-account"
        className="cb-select"
        data-testid="pay-account"
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const picked = accounts.find((a) => a.number === event.target.value);
          if (picked) onPick(picked);
        }}
      >
        <option value="">{t('form.chooseAccount')}</option>
        {accounts
          .filter((a) => a.state === 'open')
          .map((a) => (
            <option key={`${a.number}-${a.mfo}`} value={a.number}>
              {a.number} · {formatMoney(a.balance, a.currency, language)}
            </option>
          ))}
      </select>
      {error ? <div className="cb-field__error">{error}</div> : null}
    </div>
  );
}

function RecentRecipients({ onPick }: { onPick: (b: UzsBeneficiary) => void }) {
  const { t } = useTranslation('payments');
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text, LOOKUP_DELAY);
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
  const messageText = useMessageText();
  const online = useOnline();
  const [values, setValues] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);
  const stored = useStoredDraft<PaymentFormValues>(draftId);
  const [offerClosed, setOfferClosed] = useState(false);
  const autosave = useDraftAutosave(draftId, values, dirty);
  useDirtyForm(dirty);

  const types = useUzsTypes();
  const codes = useUzsCodes(values.type);
  const mfo = useDebouncedValue(values.r_mfo, LOOKUP_DELAY);
  const bank = useBankInfo(mfo);
  const rAccount = useDebouncedValue(values.r_account, LOOKUP_DELAY);
  const client = useClientInfo(rAccount, mfo);
  const budgetAccount =
    values.type === 2 ? values.r_account_27 : values.type === 3 ? values.r_account_25 : '';
  const budget = useBudjData(useDebouncedValue(budgetAccount, LOOKUP_DELAY));
  const words = useSumDetails(useDebouncedValue(values.sum, LOOKUP_DELAY));

  const set = (change: Partial<PaymentFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setDirty(true);
    const cleared = Object.keys(change).filter((k) => serverErrors[k]);
    if (cleared.length > 0)
      setServerErrors((e) => ({ ...e, ...Object.fromEntries(cleared.map((k) => [k, ''])) }));
  };

  // The recipient's inn and name come from the bank when it knows the account, unless typed already.
  const known = client.data;
  const [seenKnown, setSeenKnown] = useState(known);
  if (known !== seenKnown) {
    setSeenKnown(known);
    if (known && (!values.r_inn || !values.r_name)) {
      setValues({ ...values, r_inn: values.r_inn || known.inn, r_name: values.r_name || known.name });
    }
  }

  const check = checkValues(values, id);
  const problems: FormProblems = check.ok ? {} : check.problems;
  const errorOf = (field: keyof PaymentFormValues): string | null =>
    serverErrors[field] || (submitted ? messageText(problems[field] ?? null) : null);

  const submit = async (approve: boolean) => {
    setSubmitted(true);
    setSummary(null);
    if (!check.ok) {
      setSummary(messageText({ key: 'requiredAll' }));
      return;
    }
    setBusy(true);
    try {
      const leave = await onSave(check.body, approve);
      await autosave.discard();
      setDirty(false);
      leave();
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

  const showOffer = stored.draft !== null && !dirty && !offerClosed;
  const language = currentLanguage();
  const common = { showErrors: submitted };
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
      {summary ? (
        <p className="cb-field__error" role="alert" data-testid="form-summary">
          {summary}
        </p>
      ) : null}
      {online ? null : (
        <p className="cb-offline-reason" role="note" data-testid="payment-offline-hint">
          {t('form.offlineHint')}
        </p>
      )}
      <fieldset className="cb-fieldset">
        <legend className="cb-field__label">{t('form.document')}</legend>
        <div className="cb-field">
          <label className="cb-field__label" htmlFor="pay-type">
            {t('fields.typeName')}
          </label>
          <select
            id="pay-type"
            className="cb-select"
            data-testid="pay-type"
            value={String(values.type)}
            onChange={(event) => set({ type: Number(event.target.value) as FormType, code: '' })}
          >
            {(types.data ?? [{ id: 1, name: t('form.ordinary') }])
              .filter((type) => type.id >= 1 && type.id <= 4)
              .map((type) => (
                <option key={type.id} value={String(type.id)}>
                  {type.name}
                </option>
              ))}
          </select>
        </div>
        <div className="cb-field-row">
          <TextField
            label={t('fields.number')}
            value={values.number}
            required
            maxLength={UZS_NUMBER_MAX}
            error={errorOf('number')}
            testId="pay-number"
            onChange={(number) => set({ number })}
          />
          <DateInput
            label={t('fields.date')}
            value={values.date}
            required
            {...common}
            error={serverErrors['date'] || null}
            testId="pay-date"
            onChange={(date) => set({ date })}
          />
        </div>
      </fieldset>
      <fieldset className="cb-fieldset">
        <legend className="cb-field__label">{t('form.payer')}</legend>
        <AccountPicker
          accounts={accounts}
          value={values.account}
          error={errorOf('account')}
          onPick={(a) => set({ account: a.number, mfo: a.mfo })}
        />
      </fieldset>
      <fieldset className="cb-fieldset">
        <legend className="cb-field__label">{t('form.recipient')}</legend>
        <RecentRecipients
          onPick={(b) =>
            set({ r_account: b.r_account, r_mfo: b.r_mfo, r_inn: b.r_inn ?? '', r_name: b.r_name })
          }
        />
        <AccountInput
          label={values.type === 2 ? t('fields.treasuryAccount') : t('fields.r_account')}
          value={values.r_account}
          required
          {...common}
          error={serverErrors['r_account'] || null}
          testId="pay-r-account"
          onChange={(r_account) => set({ r_account })}
        />
        <MfoInput
          label={t('fields.r_mfo')}
          value={values.r_mfo}
          required
          {...common}
          error={serverErrors['r_mfo'] || (bank.isError && mfo.length === 5 ? t('form.bankUnknown') : null)}
          hint={bank.data ? <span data-testid="pay-bank-name">{bank.data.name}</span> : undefined}
          testId="pay-r-mfo"
          onChange={(r_mfo) => set({ r_mfo })}
        />
        <InnInput
          label={t('fields.r_inn')}
          value={values.r_inn}
          required={values.type === 1}
          {...common}
          error={serverErrors['r_inn'] || null}
          testId="pay-r-inn"
          onChange={(r_inn) => set({ r_inn })}
        />
        <TextField
          label={t('fields.r_name')}
          value={values.r_name}
          required
          maxLength={UZS_NAME_MAX}
          error={errorOf('r_name')}
          testId="pay-r-name"
          onChange={(r_name) => set({ r_name })}
        />
        {values.type === 2 ? (
          <>
            <AccountInput
              kind="budgetRecipient"
              label={t('fields.r_account_27')}
              value={values.r_account_27}
              required
              {...common}
              error={serverErrors['r_account_27'] || null}
              hint={budget.data ? <span data-testid="pay-budget-name">{budget.data.name}</span> : undefined}
              testId="pay-r-account-27"
              onChange={(r_account_27) => set({ r_account_27 })}
            />
            <InnInput
              label={t('fields.r_inn_27')}
              value={values.r_inn_27}
              required
              {...common}
              error={serverErrors['r_inn_27'] || null}
              testId="pay-r-inn-27"
              onChange={(r_inn_27) => set({ r_inn_27 })}
            />
          </>
        ) : null}
        {values.type === 3 ? (
          <AccountInput
            kind="budgetIncome"
            label={t('fields.r_account_25')}
            value={values.r_account_25}
            required
            {...common}
            error={serverErrors['r_account_25'] || null}
            hint={budget.data ? <span data-testid="pay-budget-name">{budget.data.name}</span> : undefined}
            testId="pay-r-account-25"
            onChange={(r_account_25) => set({ r_account_25 })}
          />
        ) : null}
        {values.type === 4 ? (
          <CardInput
            label={t('fields.corp_card')}
            value={values.corp_card}
            required
            {...common}
            error={serverErrors['corp_card'] || null}
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
          error={serverErrors['sum'] || null}
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
        <div className="cb-field">
          <label className="cb-field__label" htmlFor="pay-code">
            {t('fields.code')} *
          </label>
          <select
            id="pay-code"
            className="cb-select"
            data-testid="pay-code"
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
