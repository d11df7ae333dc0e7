import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  LC_CHARGES,
  LC_CONFIRMATIONS,
  LC_INCOTERMS,
  LC_PAYMENT_TERMS,
  LC_TYPES,
  lcProblems,
  type LcRow,
  type LcSaveBody,
} from '../../../../contracts/api/letters-of-credit.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { bankToday } from '../../../lib/dates.ts';
import { useOnline } from '../../../offline/online.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { FormSummary } from '../../../ui/form-summary.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { saveLc, useLcAccounts, useLcView } from '../api/lc-api.ts';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import './lc.css';

type Values = Omit<LcSaveBody, 'id'>;

const DAY_MS = 86_400_000;
const plus = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

function emptyValues(today: string): Values {
  return {
    type: 'irrevocable',
    account: '',
    mfo: '',
    amount: '',
    currency: 'USD',
    beneficiary_name: '',
    beneficiary_address: '',
    beneficiary_country: '',
    beneficiary_account: '',
    beneficiary_bank_name: '',
    beneficiary_bank_swift: '',
    advising_bank_name: '',
    advising_bank_swift: '',
    confirming_bank_name: '',
    confirming_bank_swift: '',
    issue_date: today,
    expiry_date: plus(today, 90),
    expiry_place: '',
    tolerance_plus: 0,
    tolerance_minus: 0,
    port_of_loading: '',
    port_of_discharge: '',
    latest_shipment_date: plus(today, 60),
    incoterms: 'CIP',
    partial_shipments: false,
    transhipment: false,
    payment_terms: 'sight',
    deferred_days: 0,
    presentation_days: 21,
    goods_description: '',
    documents_required: '',
    charges: 'SHA',
    confirmation: 'without',
    additional_conditions: '',
  };
}

function valuesOf(row: LcRow): Values {
  const v = emptyValues(row.issue_date);
  return Object.fromEntries(Object.keys(v).map((k) => [k, row[k as keyof LcRow]])) as Values;
}

const TEXT_FIELDS = [
  'beneficiary_name',
  'beneficiary_address',
  'beneficiary_country',
  'beneficiary_account',
  'beneficiary_bank_name',
  'beneficiary_bank_swift',
  'advising_bank_name',
  'advising_bank_swift',
  'confirming_bank_name',
  'confirming_bank_swift',
  'expiry_place',
  'port_of_loading',
  'port_of_discharge',
] as const;
const OPTIONAL = new Set<string>(['confirming_bank_name', 'confirming_bank_swift', 'additional_conditions']);
const DATE_FIELDS = ['issue_date', 'expiry_date', 'latest_shipment_date'] as const;
const NUMBER_FIELDS = ['tolerance_plus', 'tolerance_minus', 'deferred_days', 'presentation_days'] as const;

function LcForm({ initial, id, version }: { initial: Values; id?: number; version: number | null }) {
  const { t } = useTranslation('lc');
  const navigate = useNavigate();
  const online = useOnline();
  const accounts = useLcAccounts();
  const [values, setValues] = useState(initial);
  const [reference] = useState(() => crypto.randomUUID());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<Values>) => {
    setValues((v) => ({ ...v, ...change }));
    setServerErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(change).map((k) => [k, ''])) }));
  };
  const account = accounts.data?.find((a) => a.account === values.account && a.mfo === values.mfo);
  const own: Record<string, string> = {};
  for (const field of [
    ...TEXT_FIELDS,
    'goods_description',
    'documents_required',
    'account',
    'amount',
  ] as const) {
    if (!OPTIONAL.has(field) && String(values[field]).trim() === '') own[field] = t('errors.required');
  }
  if (values.amount !== '' && !/^\d{1,15}(\.\d{1,2})?$/.test(values.amount)) own.amount = t('errors.amount');
  for (const p of lcProblems(
    { ...values, amount: values.amount || '0' },
    { today: bankToday(), accountCurrency: account?.currency ?? null },
  )) {
    if (p.key === 'lc.amountPositive' && values.amount === '') continue;
    own[p.attribute] ??= t(`rules.${p.key.slice(3)}` as 'rules.samePorts');
  }
  const errorOf = (field: string) => serverErrors[field] || (submitted ? (own[field] ?? null) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSummary(null);
    if (Object.keys(own).length > 0) {
      setSummary(t('errors.check'));
      return;
    }
    setBusy(true);
    try {
      const body = { ...(id === undefined ? {} : { id }), ...values };
      const result = await saveLc(body, version, reference);
      navigate(result.kind === 'done' ? `/akkreditiv/detail/${result.data.id}` : '/outbox', {
        replace: true,
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setServerErrors(error.fieldErrors());
      setSummary(error.serverMessage ?? t('errors.check'));
    } finally {
      setBusy(false);
    }
  };

  const select = (field: keyof Values, options: readonly string[]) => (
    <SelectField
      id={`lc-${field}`}
      testId={`lc-${field}`}
      label={t(`fields.${field}` as 'fields.type')}
      value={String(values[field])}
      options={options.map((o) => ({
        value: o,
        label: t(`options.${o}` as 'options.OUR', { defaultValue: o }),
      }))}
      error={errorOf(field)}
      onChange={(v) => set({ [field]: v } as Partial<Values>)}
    />
  );

  return (
    <form className="cb-lc-form" noValidate data-testid="lc-form" onSubmit={(e) => void submit(e)}>
      <FormSummary text={summary} />
      {select('type', LC_TYPES)}
      <SelectField
        id="lc-account"
        testId="lc-account"
        label={t('fields.account')}
        emptyLabel={t('chooseAccount')}
        required
        value={values.account === '' ? '' : `${values.account}/${values.mfo}`}
        options={(accounts.data ?? []).map((a) => ({
          value: `${a.account}/${a.mfo}`,
          label: `${a.account} · ${a.currency} · ${a.balance}`,
        }))}
        error={errorOf('account')}
        onChange={(v) => {
          const picked = accounts.data?.find((a) => `${a.account}/${a.mfo}` === v);
          set({
            account: picked?.account ?? '',
            mfo: picked?.mfo ?? '',
            ...(picked ? { currency: picked.currency as Values['currency'] } : {}),
          });
        }}
      />
      <TextField
        label={`${t('fields.amount')}${account ? ` (${account.currency})` : ''}`}
        value={values.amount}
        inputMode="decimal"
        required
        error={errorOf('amount')}
        testId="lc-amount"
        onChange={(amount) => set({ amount: amount.replace(',', '.').replace(/\s/g, '') })}
      />
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`fields.${field}`)}
          value={values[field]}
          required={!OPTIONAL.has(field)}
          error={errorOf(field)}
          testId={`lc-${field}`}
          onChange={(v) =>
            set({ [field]: field.endsWith('swift') || field === 'beneficiary_country' ? v.toUpperCase() : v })
          }
        />
      ))}
      {DATE_FIELDS.map((field) => (
        <div className="cb-field" key={field}>
          <label className="cb-field__label" htmlFor={`lc-${field}`}>
            {t(`fields.${field}`)} *
          </label>
          <input
            id={`lc-${field}`}
            className="cb-input"
            type="date"
            data-testid={`lc-${field}`}
            value={values[field]}
            aria-invalid={errorOf(field) ? true : undefined}
            onChange={(e) => set({ [field]: e.target.value })}
          />
          {errorOf(field) ? <p className="cb-lc-errors">{errorOf(field)}</p> : null}
        </div>
      ))}
      {NUMBER_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`fields.${field}`)}
          value={String(values[field])}
          inputMode="numeric"
          error={errorOf(field)}
          testId={`lc-${field}`}
          onChange={(v) => set({ [field]: Number(v.replace(/\D/g, '') || '0') })}
        />
      ))}
      {select('incoterms', LC_INCOTERMS)}
      {select('payment_terms', LC_PAYMENT_TERMS)}
      {select('charges', LC_CHARGES)}
      {select('confirmation', LC_CONFIRMATIONS)}
      <label className="cb-lc-check">
        <input
          type="checkbox"
          checked={values.partial_shipments}
          data-testid="lc-partial"
          onChange={(e) => set({ partial_shipments: e.target.checked })}
        />
        {t('fields.partial_shipments')}
      </label>
      <label className="cb-lc-check">
        <input
          type="checkbox"
          checked={values.transhipment}
          data-testid="lc-transhipment"
          onChange={(e) => set({ transhipment: e.target.checked })}
        />
        {t('fields.transhipment')}
      </label>
      <TextAreaField
        label={t('fields.goods_description')}
        value={values.goods_description}
        required
        maxLength={2000}
        error={errorOf('goods_description')}
        testId="lc-goods_description"
        onChange={(goods_description) => set({ goods_description })}
      />
      <TextAreaField
        label={t('fields.documents_required')}
        value={values.documents_required}
        required
        maxLength={2000}
        error={errorOf('documents_required')}
        testId="lc-documents_required"
        onChange={(documents_required) => set({ documents_required })}
      />
      <TextAreaField
        label={t('fields.additional_conditions')}
        value={values.additional_conditions}
        maxLength={2000}
        error={errorOf('additional_conditions')}
        testId="lc-additional_conditions"
        onChange={(additional_conditions) => set({ additional_conditions })}
      />
      <div className="cb-lc-sticky">
        <SubmitButton busy={busy} testId="lc-save">
          {online ? t('actions.save') : t('saveQueued')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** /akkreditiv/add — a new application for a letter of credit. */
export function LcAddScreen() {
  const { t } = useTranslation('lc');
  const [initial] = useState(() => emptyValues(bankToday()));
  return (
    <div className="cb-page">
      <h1>{t('createTitle')}</h1>
      <LcForm initial={initial} version={null} />
      <p>
        <Link to="/akkreditiv">{t('actions.back')}</Link>
      </p>
    </div>
  );
}

/** /akkreditiv/edit/:id — an edit of a created or signed letter (it voids the signature). */
export function LcEditScreen() {
  const { t } = useTranslation('lc');
  const id = Number(useParams().id);
  const view = useLcView(id);
  const current = view.data?.data;
  return (
    <div className="cb-page">
      <h1>{t('editTitle')}</h1>
      {view.isPending && view.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={8} />
      ) : !current ? (
        <EmptyState text={t('missing')} />
      ) : !current.isEdit ? (
        <p data-testid="lc-not-editable">{t('notEditable')}</p>
      ) : (
        <>
          {current.status === 'signed' ? <p role="note">{t('editVoids')}</p> : null}
          <LcForm
            key={`${current.id}-${current.version}`}
            initial={valuesOf(current)}
            id={id}
            version={current.version}
          />
        </>
      )}
      <p>
        <Link to={`/akkreditiv/detail/${id}`}>{t('actions.back')}</Link>
      </p>
    </div>
  );
}
