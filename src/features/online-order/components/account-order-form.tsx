import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  accountTypeTakes,
  ORDER_ACCOUNT_TYPES,
  ORDER_CURRENCIES,
  ORDER_PURPOSE_MAX,
  type OrderAccountType,
  type OrderCurrency,
} from '../../../../contracts/api/online-order.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDirtyForm } from '../../../offline/dirty-forms.ts';
import { useOnline } from '../../../offline/online.ts';
import { userStore } from '../../../offline/user-store.ts';
import { FormSummary } from '../../../ui/form-summary.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import '../../../ui/fields.css';
import '../../../ui/buttons.css';
import './online-order.css';

export interface AccountOrderValues {
  readonly account_type: OrderAccountType;
  readonly currency: OrderCurrency;
  readonly purpose: string;
}

export const EMPTY_ACCOUNT_ORDER: AccountOrderValues = {
  account_type: 'current',
  currency: 'USD',
  purpose: '',
};

const AUTOSAVE_MS = 600;

/**
 * The account order form, one column: the account type, a currency it opens in (the choices follow
 * the type, as the server's rule), the purpose. What is typed is kept as a draft in the encrypted
 * store and offered back when the form opens again.
 */
export function AccountOrderForm({
  initial,
  draftKey,
  onSave,
}: {
  initial: AccountOrderValues;
  draftKey: string;
  onSave: (values: AccountOrderValues) => Promise<unknown>;
}) {
  const { t } = useTranslation('onlineOrder');
  const online = useOnline();
  const [values, setValues] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [restored, setRestored] = useState(false);
  useDirtyForm(dirty);

  const loadedDraft = useRef(false);
  useEffect(() => {
    if (loadedDraft.current) return;
    loadedDraft.current = true;
    void userStore()
      .drafts.load<AccountOrderValues>(draftKey)
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

  const set = (change: Partial<AccountOrderValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setDirty(true);
    setServerErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(change)) delete next[key];
      return next;
    });
  };

  const purposeMissing = values.purpose.trim().length < 3;
  const currencyWrong = !accountTypeTakes(values.account_type, values.currency);
  const currencies = ORDER_CURRENCIES.filter((c) => accountTypeTakes(values.account_type, c));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSummary(null);
    if (purposeMissing || currencyWrong) return;
    setBusy(true);
    try {
      await onSave({ ...values, purpose: values.purpose.trim() });
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

  return (
    <form className="cb-oo-form" noValidate data-testid="account-order-form" onSubmit={(e) => void submit(e)}>
      <FormSummary text={summary} />
      {restored ? (
        <p className="cb-oo-note" role="status" data-testid="account-order-draft-restored">
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
        <p className="cb-oo-note" role="note">
          {t('form.offlineHint')}
        </p>
      )}
      <SelectField
        id="account-order-type"
        testId="account-order-type"
        label={t('fields.account_type')}
        required
        value={values.account_type}
        error={serverErrors['account_type'] ?? null}
        options={ORDER_ACCOUNT_TYPES.map((x) => ({ value: x.code, label: t(`types.${x.code}`) }))}
        onChange={(type) => {
          const account_type = type as OrderAccountType;
          set({
            account_type,
            currency: accountTypeTakes(account_type, values.currency) ? values.currency : 'UZS',
          });
        }}
      />
      <SelectField
        id="account-order-currency"
        testId="account-order-currency"
        label={t('fields.currency')}
        required
        value={values.currency}
        error={serverErrors['currency'] ?? (submitted && currencyWrong ? t('form.currencyWrong') : null)}
        options={currencies.map((c) => ({ value: c, label: c }))}
        onChange={(currency) => set({ currency: currency as OrderCurrency })}
      />
      <TextAreaField
        label={t('fields.purpose')}
        value={values.purpose}
        required
        maxLength={ORDER_PURPOSE_MAX}
        error={serverErrors['purpose'] ?? (submitted && purposeMissing ? t('form.purposeRequired') : null)}
        testId="account-order-purpose"
        onChange={(purpose) => set({ purpose })}
      />
      <div className="cb-oo-sticky">
        <SubmitButton busy={busy} testId="account-order-save">
          {online ? t('form.save') : t('form.saveQueued')}
        </SubmitButton>
      </div>
    </form>
  );
}
