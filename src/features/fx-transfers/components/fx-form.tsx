import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyExponent, FX_PURPOSE_MAX, type FxAccount } from '../../../../contracts/api/fx-transfer.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useDirtyForm } from '../../../offline/dirty-forms.ts';
import { useOnline } from '../../../offline/online.ts';
import { userStore } from '../../../offline/user-store.ts';
import { FormSummary } from '../../../ui/form-summary.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useFxAccounts, useFxPreview } from '../api/fx-api.ts';
import {
  amountOk,
  checkFxValues,
  creditChoices,
  formatFxAmount,
  normalAmount,
  type FxFormValues,
} from '../fx-values.ts';
import '../../../ui/fields.css';
import '../../../ui/buttons.css';
import './fx.css';

const AUTOSAVE_MS = 600;

function accountLabel(a: FxAccount): string {
  return `${a.number} · ${a.currency} · ${formatFxAmount(a.available, a.currency)}`;
}

/**
 * The transfer form, one column: the debit account, the credit account (the organisation's other
 * foreign-currency accounts), the amount in the debit currency with its own decimals, the purpose.
 * A conversion (two currencies) shows the bank's rate and what would be credited, and cannot be
 * saved offline (it needs the live rate) or outside 9:00–17:00. What is typed is kept as a draft in
 * the encrypted store (`draftKey`) and offered back when the form opens again.
 */
export function FxForm({
  initial,
  draftKey,
  submitLabel,
  onSave,
}: {
  initial: FxFormValues;
  draftKey: string;
  submitLabel: string;
  onSave: (values: FxFormValues) => Promise<unknown>;
}) {
  const { t } = useTranslation('fxTransfers');
  const online = useOnline();
  const accounts = useFxAccounts();
  const list = useMemo(() => accounts.data?.data ?? [], [accounts.data]);
  const [values, setValues] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [restored, setRestored] = useState(false);
  useDirtyForm(dirty);

  // The draft of an earlier visit comes back once; while typing it is written at most every 600 ms.
  const loadedDraft = useRef(false);
  useEffect(() => {
    if (loadedDraft.current) return;
    loadedDraft.current = true;
    void userStore()
      .drafts.load<FxFormValues>(draftKey)
      .then((draft) => {
        if (draft) {
          setValues(draft);
          setRestored(true);
        }
      })
      .catch(() => undefined);
  }, [draftKey]);
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(
      () =>
        void userStore()
          .drafts.save(draftKey, values)
          .catch(() => undefined),
      AUTOSAVE_MS,
    );
    return () => clearTimeout(timer);
  }, [dirty, draftKey, values]);

  const debit = list.find((a) => a.number === values.debit_account) ?? null;
  const credit = list.find((a) => a.number === values.credit_account) ?? null;
  const conversion = debit !== null && credit !== null && debit.currency !== credit.currency;
  const places = debit === null ? 2 : currencyExponent(debit.currency);
  const settled = useDebouncedValue(values, 400);
  const previewBody =
    online &&
    debit !== null &&
    credit !== null &&
    settled.debit_account === debit.number &&
    settled.credit_account === credit.number &&
    amountOk(settled.amount, debit.currency)
      ? {
          debit_account: debit.number,
          credit_account: credit.number,
          amount: normalAmount(settled.amount),
          purpose: settled.purpose.trim() || '-',
        }
      : null;
  const preview = useFxPreview(previewBody);
  const quote = preview.data;
  const windowClosed = conversion && quote !== undefined && !quote.accepted_now;
  const blocked = conversion && (!online || windowClosed);

  const set = (change: Partial<FxFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setDirty(true);
    setServerErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(change)) delete next[key];
      return next;
    });
  };

  const check = checkFxValues(values, debit?.currency ?? null);
  const problemText = (field: keyof FxFormValues): string | null => {
    if (serverErrors[field]) return serverErrors[field] ?? null;
    if (!submitted || check.ok) return null;
    const problem = check.problems[field];
    if (problem === undefined) return null;
    return problem === 'required' ? t('form.required') : t('form.amountInvalid', { places });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSummary(null);
    if (!check.ok || blocked) return;
    setBusy(true);
    try {
      await onSave(values);
      setDirty(false);
      await userStore()
        .drafts.remove(draftKey)
        .catch(() => undefined);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setServerErrors(error.fieldErrors());
      setSummary(error.serverMessage ?? t('form.refused'));
    } finally {
      setBusy(false);
    }
  };

  const credits = creditChoices(list, values.debit_account);
  return (
    <form className="cb-fx-form" noValidate data-testid="fx-form" onSubmit={(e) => void submit(e)}>
      <FormSummary text={summary} />
      {restored ? (
        <p className="cb-fx-note" role="status" data-testid="fx-draft-restored">
          {t('form.draftRestored')}{' '}
          <button
            type="button"
            className="cb-button cb-button--secondary"
            onClick={() => {
              setValues(initial);
              setRestored(false);
              setDirty(false);
              void userStore()
                .drafts.remove(draftKey)
                .catch(() => undefined);
            }}
          >
            {t('form.discardDraft')}
          </button>
        </p>
      ) : null}
      {online ? null : (
        <p className="cb-fx-note" role="note" data-testid="fx-offline-hint">
          {t('form.offlineHint')}
        </p>
      )}
      {accounts.isSuccess && list.length === 0 ? <p className="cb-fx-note">{t('form.noAccounts')}</p> : null}
      <SelectField
        id="fx-debit"
        testId="fx-debit"
        label={t('fields.debit_account')}
        emptyLabel={t('form.chooseAccount')}
        required
        value={values.debit_account}
        error={problemText('debit_account')}
        options={list.map((a) => ({ value: a.number, label: accountLabel(a) }))}
        onChange={(debit_account) =>
          set({
            debit_account,
            credit_account: values.credit_account === debit_account ? '' : values.credit_account,
          })
        }
      />
      <SelectField
        id="fx-credit"
        testId="fx-credit"
        label={t('fields.credit_account')}
        emptyLabel={t('form.chooseAccount')}
        required
        value={values.credit_account}
        error={problemText('credit_account')}
        options={credits.map((a) => ({ value: a.number, label: accountLabel(a) }))}
        onChange={(credit_account) => set({ credit_account })}
      />
      {values.debit_account !== '' && credits.length === 0 ? (
        <p className="cb-fx-note">{t('form.noOtherAccounts')}</p>
      ) : null}
      <TextField
        label={t('fields.amount')}
        value={values.amount}
        required
        inputMode={places === 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        maxLength={22}
        error={problemText('amount')}
        hint={
          debit === null
            ? undefined
            : places === 0
              ? t('form.amountHintWhole', { currency: debit.currency })
              : t('form.amountHint', { currency: debit.currency, places })
        }
        testId="fx-amount"
        onChange={(amount) => set({ amount })}
      />
      {conversion ? (
        <div
          className={`cb-fx-note${blocked ? ' cb-fx-note--warning' : ''}`}
          role="status"
          data-testid="fx-rate-preview"
        >
          <strong>{t('form.rateTitle')}</strong>
          {!online ? (
            <p data-testid="fx-conversion-offline">{t('form.offlineConversion')}</p>
          ) : quote && quote.rate !== null ? (
            <>
              <p data-testid="fx-rate">
                {t('form.rateLine', {
                  debit: quote.debit_currency,
                  credit: quote.credit_currency,
                  rate: quote.rate,
                  day: quote.rate_day === null ? '' : formatDate(quote.rate_day),
                })}
              </p>
              <p>
                {t('form.creditLine', { amount: formatFxAmount(quote.credit_amount, quote.credit_currency) })}
              </p>
              {windowClosed ? <p data-testid="fx-window-closed">{t('form.windowClosed')}</p> : null}
            </>
          ) : previewBody !== null && preview.isFetching ? (
            <p>{t('form.rateLoading')}</p>
          ) : null}
        </div>
      ) : null}
      {quote && !blocked ? (
        <p className="cb-muted" data-testid="fx-value-date">
          {t('form.valueDate', { date: formatDate(quote.value_date) })}
        </p>
      ) : null}
      <TextAreaField
        label={t('fields.purpose')}
        value={values.purpose}
        required
        maxLength={FX_PURPOSE_MAX}
        error={problemText('purpose')}
        testId="fx-purpose"
        onChange={(purpose) => set({ purpose })}
      />
      <div className="cb-fx-sticky">
        <SubmitButton busy={busy} disabled={blocked} testId="fx-save">
          {online ? submitLabel : t('form.saveQueued')}
        </SubmitButton>
      </div>
    </form>
  );
}
