import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cardProduct,
  embossedNameProblem,
  EMBOSSED_NAME_MAX,
  HOLDER_NAME_MAX,
  isHolderPhone,
  type CardOrderForm,
  type CardProductCode,
} from '../../../../contracts/api/corporate-cards.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDirtyForm } from '../../../offline/dirty-forms.ts';
import { useOnline } from '../../../offline/online.ts';
import { userStore } from '../../../offline/user-store.ts';
import { FormSummary } from '../../../ui/form-summary.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useCardOptions } from '../api/card-api.ts';
import { embossedInput } from '../card-values.ts';
import '../../../ui/fields.css';
import '../../../ui/buttons.css';
import './corporate-cards.css';

export type CardFormValues = CardOrderForm & { readonly product_code: CardProductCode };

export const EMPTY_CARD_VALUES: CardFormValues = {
  account: '',
  product_code: 'UZCARD_CORP',
  holder_name: '',
  embossed_name: '',
  phone: '998',
};

const AUTOSAVE_MS = 600;

/**
 * The card order form, one column: the product, an open account of the organisation in the
 * product's currency (the choices follow the product, as the server's rule), the holder's full
 * name, the name on the card (Latin capitals, 2–26) and the holder's phone (998 and nine digits).
 */
export function CardForm({
  initial,
  draftKey,
  onSave,
}: {
  initial: CardFormValues;
  draftKey: string;
  onSave: (values: CardFormValues) => Promise<unknown>;
}) {
  const { t } = useTranslation('corporateCards');
  const online = useOnline();
  const options = useCardOptions();
  const accounts = useMemo(() => options.data?.data.accounts ?? [], [options.data]);
  const products = options.data?.data.products ?? [];
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
      .drafts.load<CardFormValues>(draftKey)
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

  const set = (change: Partial<CardFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setDirty(true);
    setServerErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(change)) delete next[key];
      return next;
    });
  };

  const currency = cardProduct(values.product_code)?.currency ?? 'UZS';
  const choices = accounts.filter((a) => a.currency === currency);
  const embossed = embossedNameProblem(values.embossed_name);
  const problems: Partial<Record<keyof CardFormValues, string>> = {};
  if (values.account === '' || !choices.some((a) => a.number === values.account))
    problems.account = t('form.chooseAccount');
  if (values.holder_name.trim().length < 3) problems.holder_name = t('form.holderRequired');
  if (embossed !== null) problems.embossed_name = t(`form.embossed.${embossed}`);
  if (!isHolderPhone(values.phone)) problems.phone = t('form.phoneInvalid');
  const errorOf = (field: keyof CardFormValues): string | null =>
    serverErrors[field] ?? (submitted ? (problems[field] ?? null) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSummary(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await onSave({ ...values, holder_name: values.holder_name.trim() });
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
    <form className="cb-cc-form" noValidate data-testid="card-order-form" onSubmit={(e) => void submit(e)}>
      <FormSummary text={summary} />
      {restored ? (
        <p className="cb-cc-note" role="status" data-testid="card-order-draft-restored">
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
        <p className="cb-cc-note" role="note">
          {t('form.offlineHint')}
        </p>
      )}
      <SelectField
        id="card-order-product"
        testId="card-order-product"
        label={t('fields.product')}
        required
        value={values.product_code}
        error={errorOf('product_code')}
        options={products.map((p) => ({ value: p.code, label: `${p.name} · ${p.currency}` }))}
        onChange={(code) => {
          const product = cardProduct(code);
          if (product === undefined) return;
          const keep = accounts.some((a) => a.number === values.account && a.currency === product.currency);
          set({ product_code: product.code, account: keep ? values.account : '' });
        }}
      />
      <SelectField
        id="card-order-account"
        testId="card-order-account"
        label={t('fields.account')}
        emptyLabel={t('form.chooseAccount')}
        required
        value={values.account}
        error={errorOf('account')}
        options={choices.map((a) => ({ value: a.number, label: `${a.number} · ${a.currency} · ${a.name}` }))}
        onChange={(account) => set({ account })}
      />
      {options.isSuccess && choices.length === 0 ? (
        <p className="cb-cc-note">{t('form.noAccounts', { currency })}</p>
      ) : null}
      <TextField
        label={t('fields.holder_name')}
        value={values.holder_name}
        required
        autoComplete="off"
        maxLength={HOLDER_NAME_MAX}
        error={errorOf('holder_name')}
        testId="card-order-holder"
        onChange={(holder_name) => set({ holder_name })}
      />
      <TextField
        label={t('fields.embossed_name')}
        value={values.embossed_name}
        required
        autoComplete="off"
        maxLength={EMBOSSED_NAME_MAX}
        hint={t('form.embossedHint')}
        error={errorOf('embossed_name')}
        testId="card-order-embossed"
        onChange={(text) => set({ embossed_name: embossedInput(text) })}
      />
      <TextField
        label={t('fields.phone')}
        value={values.phone}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        hint={t('form.phoneHint')}
        error={errorOf('phone')}
        testId="card-order-phone"
        onChange={(text) => set({ phone: text.replace(/\D/g, '').slice(0, 12) })}
      />
      <div className="cb-cc-sticky">
        <SubmitButton busy={busy} testId="card-order-save">
          {online ? t('form.save') : t('form.saveQueued')}
        </SubmitButton>
      </div>
    </form>
  );
}
