import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  FX_ADDRESS_MAX,
  FX_BANK_NAME_MAX,
  FX_COUNTRIES,
  FX_NAME_MAX,
  FX_NUMBER_MAX,
  FX_PREPARERS,
  FX_PURPOSE_MAX,
  currencyPaymentProblems,
  type FxPaymentRow,
  type FxPaymentSaveBody,
} from '../../../../contracts/api/currency-payment.ts';
import { SWIFT_CHARGES } from '../../../../contracts/api/swift.ts';
import { currencyExponent } from '../../../../contracts/currency-codes.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { bankToday } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useDirtyForm } from '../../../offline/dirty-forms.ts';
import { useOnline } from '../../../offline/online.ts';
import { userStore } from '../../../offline/user-store.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { FormSummary } from '../../../ui/form-summary.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { saveFx, useFxAccounts, useFxContracts, useFxOperationCodes, useFxView } from '../api/fx-api.ts';
import { cleanAmountInput, formatFx } from '../fx-format.ts';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import '../fx.css';

type Values = Omit<FxPaymentSaveBody, 'id' | 'client_reference' | 'contract_idn'> & {
  contract_idn: string;
  correspondent_bank_bic: string;
  correspondent_bank_name: string;
};

function emptyValues(): Values {
  return {
    number: '',
    date: bankToday(),
    account: '',
    amount: '',
    contract_idn: '',
    contract_number: '',
    contract_date: bankToday(),
    operation_code: '',
    partner_country: '',
    beneficiary_name: '',
    beneficiary_address: '',
    beneficiary_account: '',
    beneficiary_bank_bic: '',
    beneficiary_bank_name: '',
    correspondent_bank_bic: '',
    correspondent_bank_name: '',
    charges: 'SHA',
    purpose: '',
  };
}

function valuesOf(row: FxPaymentRow): Values {
  return {
    number: row.number,
    date: row.date,
    account: row.account,
    amount: row.amount,
    contract_idn: row.contract_idn ?? '',
    contract_number: row.contract_number,
    contract_date: row.contract_date,
    operation_code: row.operation_code,
    partner_country: row.partner_country,
    beneficiary_name: row.beneficiary_name,
    beneficiary_address: row.beneficiary_address,
    beneficiary_account: row.beneficiary_account,
    beneficiary_bank_bic: row.beneficiary_bank_bic,
    beneficiary_bank_name: row.beneficiary_bank_name,
    correspondent_bank_bic: row.correspondent_bank_bic,
    correspondent_bank_name: row.correspondent_bank_name,
    charges: row.charges,
    purpose: row.purpose,
  };
}

function draftKey(id: number | null): string {
  return id === null ? 'fx-payment-draft:new' : `fx-payment-draft:edit:${id}`;
}

function regionName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The one-column currency payment form (add and edit). The rules are the contract's
 * (currencyPaymentProblems: BIC, IBAN where the bank's country uses one, the currency's places,
 * SWIFT characters), judged here as typed and again by the server; the server's field messages show
 * under the fields and nothing typed is lost. The form autosaves a draft to the encrypted store.
 */
function FxForm({
  paymentId,
  initial,
  clientReference,
  version,
}: {
  paymentId: number | null;
  initial: Values;
  clientReference: string;
  version: number | null;
}) {
  const { t } = useTranslation('currencyPayments');
  const navigate = useNavigate();
  const online = useOnline();
  const language = currentLanguage();
  const accounts = useFxAccounts();
  const contracts = useFxContracts();
  const operationCodes = useFxOperationCodes();
  const [values, setValues] = useState<Values>(initial);
  const [dirty, setDirty] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [restored, setRestored] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useDirtyForm(dirty);

  // A draft left on this device is offered back when the form opens.
  useEffect(() => {
    let live = true;
    userStore()
      .drafts.load<Values>(draftKey(paymentId))
      .then((draft) => {
        if (live && draft !== null) {
          setValues({ ...initial, ...draft });
          setRestored(true);
        }
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [paymentId, initial]);

  const account = accounts.data?.find((a) => a.account === values.account);
  const currency = account?.currency ?? 'USD';
  const problems = currencyPaymentProblems(values, currency);
  const errorOf = (field: keyof Values): string | null => {
    if (serverErrors[field]) return serverErrors[field] ?? null;
    if (!submitted) return null;
    if (field === 'account' && values.account === '') return t('rule.required');
    const problem = problems.find((p) => p.attribute === field);
    return problem ? t(`rule.${problem.key}`, { currency, places: currencyExponent(currency) }) : null;
  };

  const set = (change: Partial<Values>) => {
    setValues((current) => {
      const next = { ...current, ...change };
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        void userStore()
          .drafts.save(draftKey(paymentId), next)
          .catch(() => undefined);
      }, 600);
      return next;
    });
    setDirty(true);
    setServerErrors((errors) => {
      const cleared = { ...errors };
      for (const key of Object.keys(change)) delete cleared[key];
      return cleared;
    });
  };

  const discardDraft = async () => {
    await userStore()
      .drafts.remove(draftKey(paymentId))
      .catch(() => undefined);
    setValues(initial);
    setRestored(false);
    setDirty(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSummary(null);
    if (problems.length > 0 || values.account === '') {
      setSummary(t('form.fixFields'));
      return;
    }
    setBusy(true);
    try {
      const body: FxPaymentSaveBody = {
        ...values,
        ...(paymentId === null ? {} : { id: paymentId }),
        client_reference: clientReference,
        contract_idn: values.contract_idn === '' ? null : values.contract_idn,
        beneficiary_bank_bic: values.beneficiary_bank_bic.toUpperCase(),
        correspondent_bank_bic: values.correspondent_bank_bic.toUpperCase(),
      };
      const result = await saveFx(body, currency, version);
      if (timer.current !== null) clearTimeout(timer.current);
      await userStore()
        .drafts.remove(draftKey(paymentId))
        .catch(() => undefined);
      setDirty(false);
      navigate(result.kind === 'done' ? `/currency-payments/detail/${result.data.id}` : '/outbox', {
        replace: true,
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setServerErrors(error.fieldErrors());
      setSummary(
        error.validation.length > 0 ? t('form.fixFields') : (error.serverMessage ?? t('form.refused')),
      );
    } finally {
      setBusy(false);
    }
  };

  const contractOptions = (contracts.data ?? []).map((c) => ({
    value: c.idn,
    label: `${c.doc_no} · ${c.partner_name}`,
  }));

  return (
    <form className="cb-fx-form" noValidate data-testid="fx-form" onSubmit={(e) => void submit(e)}>
      <FormSummary text={summary} />
      {restored ? (
        <p className="cb-fx-note" role="status" data-testid="fx-draft-restored">
          {t('form.draftRestored')}{' '}
          <button type="button" className="cb-link-button" onClick={() => void discardDraft()}>
            {t('form.discardDraft')}
          </button>
        </p>
      ) : null}
      {version !== null ? <p className="cb-fx-note">{t('form.editVoids')}</p> : null}
      <fieldset className="cb-fieldset">
        <legend className="cb-field__label">{t('form.payer')}</legend>
        <SelectField
          id="fx-account"
          testId="fx-account"
          label={t('fields.account')}
          emptyLabel={t('form.chooseAccount')}
          required
          value={values.account}
          error={errorOf('account')}
          options={(accounts.data ?? []).map((a) => ({
            value: a.account,
            label: `${a.account} · ${a.currency}`,
          }))}
          onChange={(value) => {
            const picked = accounts.data?.find((a) => a.account === value);
            set({
              account: value,
              amount: picked ? cleanAmountInput(values.amount, picked.currency) : values.amount,
            });
          }}
        />
        {account ? (
          <p className="cb-muted" data-testid="fx-balance">
            {t('form.balance', { amount: formatFx(account.balance, account.currency, language) })}
          </p>
        ) : null}
        <TextField
          label={t('fields.amount')}
          required
          inputMode={currency === 'JPY' ? 'numeric' : 'decimal'}
          value={values.amount}
          error={errorOf('amount')}
          testId="fx-amount"
          end={<span className="cb-fx-currency">{currency}</span>}
          hint={values.amount !== '' ? formatFx(values.amount, currency, language) : undefined}
          onChange={(text) => set({ amount: cleanAmountInput(text, currency) })}
        />
        <TextField
          label={t('fields.number')}
          required
          inputMode="numeric"
          maxLength={FX_NUMBER_MAX}
          value={values.number}
          error={errorOf('number')}
          testId="fx-number"
          onChange={(number) => set({ number })}
        />
      </fieldset>
      <fieldset className="cb-fieldset">
        <legend className="cb-field__label">{t('form.contract')}</legend>
        <SelectField
          id="fx-contract"
          testId="fx-contract"
          label={t('fields.contract_idn')}
          emptyLabel={t('form.noContract')}
          value={values.contract_idn}
          error={errorOf('contract_idn')}
          options={contractOptions}
          onChange={(idn) => {
            const c = contracts.data?.find((x) => x.idn === idn);
            set(
              c
                ? {
                    contract_idn: idn,
                    contract_number: c.doc_no,
                    contract_date: c.doc_date,
                    partner_country: c.partner_country ?? values.partner_country,
                  }
                : { contract_idn: '' },
            );
          }}
        />
        <TextField
          label={t('fields.contract_number')}
          required
          value={values.contract_number}
          error={errorOf('contract_number')}
          testId="fx-contract-number"
          onChange={(contract_number) => set({ contract_number })}
        />
        <div className="cb-field">
          <label className="cb-field__label" htmlFor="fx-contract-date">
            {t('fields.contract_date')} *
          </label>
          <input
            id="fx-contract-date"
            type="date"
            className="cb-field__input"
            data-testid="fx-contract-date"
            value={values.contract_date}
            onChange={(event) => set({ contract_date: event.target.value })}
          />
        </div>
        <SelectField
          id="fx-operation"
          testId="fx-operation"
          label={t('fields.operation_code')}
          emptyLabel={t('form.chooseCode')}
          required
          value={values.operation_code}
          error={errorOf('operation_code')}
          options={(operationCodes.data ?? []).map((c) => ({
            value: c.code,
            label: `${c.code} · ${c.name}`,
          }))}
          onChange={(operation_code) => set({ operation_code })}
        />
        <SelectField
          id="fx-country"
          testId="fx-country"
          label={t('fields.partner_country')}
          emptyLabel={t('form.chooseCountry')}
          required
          value={values.partner_country}
          error={errorOf('partner_country')}
          options={FX_COUNTRIES.map((code) => ({
            value: code,
            label: `${regionName(code, language)} (${code})`,
          }))}
          onChange={(partner_country) => set({ partner_country })}
        />
      </fieldset>
      <fieldset className="cb-fieldset">
        <legend className="cb-field__label">{t('form.beneficiary')}</legend>
        <TextField
          label={t('fields.beneficiary_name')}
          required
          maxLength={FX_NAME_MAX}
          value={values.beneficiary_name}
          error={errorOf('beneficiary_name')}
          testId="fx-beneficiary-name"
          onChange={(beneficiary_name) => set({ beneficiary_name })}
        />
        <TextField
          label={t('fields.beneficiary_address')}
          maxLength={FX_ADDRESS_MAX}
          value={values.beneficiary_address}
          error={errorOf('beneficiary_address')}
          testId="fx-beneficiary-address"
          onChange={(beneficiary_address) => set({ beneficiary_address })}
        />
        <TextField
          label={t('fields.beneficiary_account')}
          required
          autoComplete="off"
          maxLength={40}
          value={values.beneficiary_account}
          error={errorOf('beneficiary_account')}
          hint={t('form.ibanHint')}
          testId="fx-beneficiary-account"
          onChange={(beneficiary_account) => set({ beneficiary_account: beneficiary_account.toUpperCase() })}
        />
        <TextField
          label={t('fields.beneficiary_bank_bic')}
          required
          autoComplete="off"
          maxLength={11}
          value={values.beneficiary_bank_bic}
          error={errorOf('beneficiary_bank_bic')}
          testId="fx-bic"
          onChange={(bic) => set({ beneficiary_bank_bic: bic.toUpperCase().replace(/\s/g, '') })}
        />
        <TextField
          label={t('fields.beneficiary_bank_name')}
          required
          maxLength={FX_BANK_NAME_MAX}
          value={values.beneficiary_bank_name}
          error={errorOf('beneficiary_bank_name')}
          testId="fx-bank-name"
          onChange={(beneficiary_bank_name) => set({ beneficiary_bank_name })}
        />
      </fieldset>
      <fieldset className="cb-fieldset">
        <legend className="cb-field__label">{t('form.correspondent')}</legend>
        <TextField
          label={t('fields.correspondent_bank_bic')}
          autoComplete="off"
          maxLength={11}
          value={values.correspondent_bank_bic}
          error={errorOf('correspondent_bank_bic')}
          testId="fx-corr-bic"
          onChange={(bic) => set({ correspondent_bank_bic: bic.toUpperCase().replace(/\s/g, '') })}
        />
        <TextField
          label={t('fields.correspondent_bank_name')}
          maxLength={FX_BANK_NAME_MAX}
          value={values.correspondent_bank_name}
          error={errorOf('correspondent_bank_name')}
          testId="fx-corr-name"
          onChange={(correspondent_bank_name) => set({ correspondent_bank_name })}
        />
      </fieldset>
      <fieldset className="cb-fieldset">
        <legend className="cb-field__label">{t('form.details')}</legend>
        <SelectField
          id="fx-charges"
          testId="fx-charges"
          label={t('fields.charges')}
          required
          value={values.charges}
          options={SWIFT_CHARGES.map((c) => ({ value: c, label: t(`charges.${c}`) }))}
          onChange={(charges) =>
            set({ charges: charges === 'OUR' ? 'OUR' : charges === 'BEN' ? 'BEN' : 'SHA' })
          }
        />
        <TextAreaField
          label={t('fields.purpose')}
          value={values.purpose}
          required
          maxLength={FX_PURPOSE_MAX}
          error={errorOf('purpose')}
          testId="fx-purpose"
          onChange={(purpose) => set({ purpose })}
        />
        <p className="cb-muted">{t('form.valueDateHint')}</p>
      </fieldset>
      <div className="cb-fx-sticky">
        <SubmitButton busy={busy} testId="fx-save">
          {online ? t('form.save') : t('form.saveQueued')}
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * /currency-payments/add — a new payment (preparers; the other roles the route admits are sent to the
 * list); its page when the bank answers, else the outbox.
 */
export function FxAddScreen() {
  const { t } = useTranslation('currencyPayments');
  const { user } = useSession();
  const [clientReference] = useState(() => crypto.randomUUID());
  const [initial] = useState(emptyValues);
  // The route admits every viewer of the area; only preparers create (others go to the list).
  if (user !== null && !roleAllowed(user.role, FX_PREPARERS))
    return <Navigate to="/currency-payments" replace />;
  return (
    <div className="cb-page">
      <h1>{t('form.addTitle')}</h1>
      <FxForm paymentId={null} initial={initial} clientReference={clientReference} version={null} />
      <p>
        <Link to="/currency-payments">{t('actions.back')}</Link>
      </p>
    </div>
  );
}

/** /currency-payments/edit/:id — while the payment is not sent (isEdit); saving voids its signatures. */
export function FxEditScreen() {
  const { t } = useTranslation('currencyPayments');
  const id = Number(useParams().id);
  const view = useFxView(id);
  const current = view.data?.data;
  const initial = useMemo(() => (current ? valuesOf(current) : null), [current]);
  return (
    <div className="cb-page">
      <h1>{t('form.editTitle')}</h1>
      {view.isPending && view.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={8} />
      ) : !current || initial === null ? (
        <EmptyState text={t('detail.missing')} />
      ) : !current.isEdit ? (
        <p data-testid="fx-not-editable">{t('form.notEditable')}</p>
      ) : (
        <FxForm
          key={`${current.id}-${current.version}`}
          paymentId={current.id}
          initial={initial}
          clientReference={current.client_reference}
          version={current.version}
        />
      )}
      <p>
        <Link to={Number.isInteger(id) && id > 0 ? `/currency-payments/detail/${id}` : '/currency-payments'}>
          {t('actions.back')}
        </Link>
      </p>
    </div>
  );
}
