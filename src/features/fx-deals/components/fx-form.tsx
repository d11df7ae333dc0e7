import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FX_PURPOSE_MAX, currencyExponent, soumEquivalentText } from '../../../../contracts/api/fx-deal.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useDirtyForm } from '../../../offline/dirty-forms.ts';
import { useOnline } from '../../../offline/online.ts';
import { userStore } from '../../../offline/user-store.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { FormSummary } from '../../../ui/form-summary.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useFxFormData } from '../api/fx-deals.ts';
import { checkFxValues, cleanAmount, type FxFormValues } from '../fx-form-values.ts';
import { formatCurrencyAmount } from '../fx-text.ts';
import '../../../ui/fields.css';
import './fx-deals.css';

const AUTOSAVE_MS = 600;

interface StoredDraft {
  readonly values: FxFormValues;
  readonly savedAt: number;
}

/**
 * The buy or sell form, one column: currency, amount in it (its own decimal places), the rate limit
 * with today's bank rate beside it and the soum equivalent at that limit, the purpose of use (buy)
 * or the source of the currency (sell), the soum account and the foreign account. What is typed is
 * kept as an encrypted draft on the device (`draftKey`) until the bank has the request. Offline a
 * sell request waits in the outbox; a buy request stays a draft — its maximum rate needs a live
 * quote, and the button says so.
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
  const { t } = useTranslation('fxdeals');
  const language = currentLanguage();
  const online = useOnline();
  const formData = useFxFormData();
  const data = formData.data?.data;
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [restored, setRestored] = useState<number | null>(null);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const saved = useRef(false);
  const [isSaved, setIsSaved] = useState(false);
  useDirtyForm(touched && !isSaved);

  // A draft kept from an earlier visit comes back (unless the user has started typing).
  useEffect(() => {
    let live = true;
    void userStore()
      .drafts.load<StoredDraft>(draftKey)
      .then((draft) => {
        if (live && draft) {
          setValues(draft.values);
          setRestored(draft.savedAt);
        }
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [draftKey]);

  useEffect(() => {
    if (!touched) return;
    const timer = setTimeout(() => {
      if (!saved.current)
        void userStore()
          .drafts.save(draftKey, { values, savedAt: Date.now() })
          .catch(() => undefined);
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [values, touched, draftKey]);

  const set = (patch: Partial<FxFormValues>) => {
    setTouched(true);
    setValues((current) => ({ ...current, ...patch }));
    setServerErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };

  const problems = checkFxValues(values);
  const errorOf = (field: keyof FxFormValues): string | null => {
    const server = serverErrors[field];
    if (server) return server;
    const problem = checked ? problems[field] : undefined;
    return problem === undefined ? null : t(`errors.${problem}`);
  };

  const buy = values.type === 'buy';
  const currencies = data?.currencies ?? [];
  const quote = currencies.find((c) => c.code === values.currency);
  const places = currencyExponent(values.currency);
  const equivalent = soumEquivalentText(values.amount, values.rate_limit, values.currency);
  const fxAccounts = (data?.fx_accounts ?? []).filter((a) => a.currency === values.currency);
  const blockedOffline = buy && !online;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (blockedOffline) return;
    if (Object.keys(problems).length > 0) {
      setSummary(t('errors.fix'));
      return;
    }
    setBusy(true);
    setSummary(null);
    try {
      await onSave(values);
      saved.current = true;
      setIsSaved(true);
      await userStore()
        .drafts.remove(draftKey)
        .catch(() => undefined);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setServerErrors(failure.fieldErrors());
      setSummary(failure.serverMessage ?? t('errors.fix'));
    } finally {
      setBusy(false);
    }
  };

  const discardDraft = async () => {
    await userStore()
      .drafts.remove(draftKey)
      .catch(() => undefined);
    setValues(initial);
    setRestored(null);
    setTouched(false);
  };

  return (
    <form className="cb-fx-form" noValidate data-testid="fx-form" onSubmit={(e) => void submit(e)}>
      <FormSummary text={summary} />
      {restored !== null ? (
        <p className="cb-fx-note" role="note" data-testid="fx-draft-restored">
          {t('form.draftRestored', { time: formatDateTime(new Date(restored)) })}{' '}
          <button
            type="button"
            className="cb-button cb-button--secondary"
            onClick={() => void discardDraft()}
          >
            {t('form.discardDraft')}
          </button>
        </p>
      ) : null}
      <AsOf asOf={formData.data?.asOf} fetchedAt={formData.dataUpdatedAt} testId="fx-form-as-of" />
      <SelectField
        id="fx-currency"
        testId="fx-currency"
        label={t('fields.currency')}
        required
        value={values.currency}
        options={currencies.map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }))}
        error={errorOf('currency')}
        onChange={(currency) => {
          const keep = (data?.fx_accounts ?? []).some(
            (a) => a.currency === currency && a.account === values.fx_account,
          );
          set({
            currency,
            amount: cleanAmount(values.amount, currencyExponent(currency)),
            ...(keep ? {} : { fx_account: '', fx_mfo: '' }),
          });
        }}
      />
      <TextField
        label={t('fields.amountIn', { currency: values.currency })}
        value={values.amount}
        inputMode={places === 0 ? 'numeric' : 'decimal'}
        required
        maxLength={25}
        error={errorOf('amount')}
        hint={
          values.amount !== '' && problems.amount === undefined
            ? formatCurrencyAmount(values.amount, values.currency, language)
            : t('form.places', { n: places })
        }
        testId="fx-amount"
        onChange={(amount) => set({ amount: cleanAmount(amount, places) })}
      />
      <TextField
        label={t(buy ? 'fields.max_rate' : 'fields.min_rate')}
        value={values.rate_limit}
        inputMode="decimal"
        required
        maxLength={16}
        error={errorOf('rate_limit')}
        hint={
          quote
            ? t(buy ? 'form.bankSells' : 'form.bankBuys', {
                rate: formatMoney(buy ? quote.client_sell : quote.client_buy, 'UZS', language),
                cb: formatMoney(quote.rate, 'UZS', language),
              })
            : undefined
        }
        testId="fx-rate"
        onChange={(rate) => set({ rate_limit: cleanAmount(rate, 2) })}
      />
      <div className="cb-fx-preview" aria-live="polite" data-testid="fx-preview">
        {t(buy ? 'form.previewBuy' : 'form.previewSell')}
        <strong>{equivalent === null ? '—' : formatMoney(equivalent, 'UZS', language)}</strong>
      </div>
      <TextAreaField
        label={t(buy ? 'fields.purpose' : 'fields.source')}
        value={values.purpose}
        required
        maxLength={FX_PURPOSE_MAX}
        error={errorOf('purpose')}
        testId="fx-purpose"
        onChange={(purpose) => set({ purpose })}
      />
      <SelectField
        id="fx-soum-account"
        testId="fx-soum-account"
        label={t(buy ? 'fields.soum_from' : 'fields.soum_to')}
        required
        emptyLabel={t('form.chooseAccount')}
        value={values.soum_account}
        options={(data?.soum_accounts ?? []).map((a) => ({
          value: a.account,
          label: `${a.account} · ${formatMoney(a.balance, 'UZS', language)}`,
        }))}
        error={errorOf('soum_account')}
        onChange={(account) => {
          const picked = data?.soum_accounts.find((a) => a.account === account);
          set({ soum_account: account, soum_mfo: picked?.mfo ?? '' });
        }}
      />
      <SelectField
        id="fx-fx-account"
        testId="fx-fx-account"
        label={t(buy ? 'fields.fx_to' : 'fields.fx_from')}
        required
        emptyLabel={t('form.chooseAccount')}
        value={values.fx_account}
        options={fxAccounts.map((a) => ({
          value: a.account,
          label: `${a.account} · ${formatCurrencyAmount(a.balance, a.currency, language)}`,
        }))}
        error={errorOf('fx_account')}
        onChange={(account) => {
          const picked = fxAccounts.find((a) => a.account === account);
          set({ fx_account: account, fx_mfo: picked?.mfo ?? '' });
        }}
      />
      {buy ? (
        <p className="cb-fx-note" data-testid="fx-consent-note">
          {t('form.consentNote')}
        </p>
      ) : null}
      <div className="cb-fx-sticky">
        {blockedOffline ? (
          <p className="cb-offline-reason" role="note" data-testid="fx-offline-hint">
            {t('form.buyOfflineHint')}
          </p>
        ) : null}
        <SubmitButton busy={busy} disabled={blockedOffline} testId="fx-save">
          {blockedOffline ? t('form.buyOfflineButton') : online ? submitLabel : t('form.saveQueued')}
        </SubmitButton>
      </div>
    </form>
  );
}
