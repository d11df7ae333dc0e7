import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MUNIS_PURPOSE_MAX, type MunisFieldDecl } from '../../../../contracts/api/munis.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useDirtyForm } from '../../../offline/dirty-forms.ts';
import { useOnline } from '../../../offline/online.ts';
import { userStore } from '../../../offline/user-store.ts';
import { FormSummary } from '../../../ui/form-summary.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useMessageText } from '../../../ui/validation-text.ts';
import { useMunisAccounts, useMunisCatalog } from '../api/munis-api.ts';
import { checkMunisValues, type MunisFormValues } from '../munis-values.ts';
import { soum } from './munis-document.tsx';
import '../../../ui/fields.css';
import '../../../ui/buttons.css';
import './munis.css';

const AUTOSAVE_MS = 600;

function inputModeOf(decl: MunisFieldDecl): 'numeric' | 'decimal' | 'text' {
  if (decl.kind === 'digits') return 'numeric';
  if (decl.kind === 'reading') return 'decimal';
  return 'text';
}

/**
 * The utility payment form, one column: the group and the supplier, the settlement it serves, the
 * fields the supplier declares (checked by the same rule as the server's), the soum account, the
 * amount, the purpose. What is typed is kept as a draft in the encrypted store (`draftKey`).
 */
export function MunisForm({
  initial,
  draftKey,
  submitLabel,
  onSave,
}: {
  initial: MunisFormValues;
  draftKey: string;
  submitLabel: string;
  onSave: (values: MunisFormValues) => Promise<unknown>;
}) {
  const { t } = useTranslation('munis');
  const messageText = useMessageText();
  const online = useOnline();
  const catalog = useMunisCatalog();
  const accounts = useMunisAccounts();
  const groups = useMemo(() => catalog.data?.data.groups ?? [], [catalog.data]);
  const suppliers = useMemo(() => catalog.data?.data.suppliers ?? [], [catalog.data]);
  const accountList = accounts.data?.data ?? [];
  const [values, setValues] = useState(initial);
  // null: follow the chosen supplier's group; '' all groups; else the group the user picked.
  const [groupId, setGroupId] = useState<string | null>(null);
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
      .drafts.load<MunisFormValues>(draftKey)
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

  // One soum account: chosen for the user.
  const onlyAccount = accountList.length === 1 ? (accountList[0]?.number ?? '') : '';
  const effective: MunisFormValues =
    values.debit_account === '' && onlyAccount !== '' ? { ...values, debit_account: onlyAccount } : values;

  const supplier = suppliers.find((s) => String(s.id) === values.supplier_id);
  const shownGroup = groupId ?? (supplier?.group_id == null ? '' : String(supplier.group_id));
  const supplierChoices = suppliers.filter((s) => shownGroup === '' || String(s.group_id) === shownGroup);
  const lang = currentLanguage();

  const set = (change: Partial<MunisFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setDirty(true);
    setServerErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(change)) delete next[key];
      return next;
    });
  };
  const setField = (name: string, value: string) => {
    setValues((current) => ({ ...current, fields: { ...current.fields, [name]: value } }));
    setDirty(true);
    setServerErrors((e) => {
      const next = { ...e };
      delete next[`fields.${name}`];
      return next;
    });
  };

  const problems = checkMunisValues(effective, supplier);
  const problemText = (attribute: string): string | null => {
    if (serverErrors[attribute]) return serverErrors[attribute] ?? null;
    if (!submitted) return null;
    const problem = problems[attribute];
    if (problem === undefined) return null;
    if (problem.kind === 'required') return t('form.required');
    if (problem.kind === 'amount') return t('form.amountInvalid');
    return messageText(problem.message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSummary(null);
    if (Object.keys(problems).length > 0) {
      setSummary(t('form.fixFields'));
      return;
    }
    setBusy(true);
    try {
      await onSave(effective);
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
    <form className="cb-munis-form" noValidate data-testid="munis-form" onSubmit={(e) => void submit(e)}>
      <FormSummary text={summary} />
      {restored ? (
        <p className="cb-munis-note" role="status" data-testid="munis-draft-restored">
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
        <p className="cb-munis-note" role="note" data-testid="munis-offline-hint">
          {t('form.offlineHint')}
        </p>
      )}
      <SelectField
        id="munis-group"
        testId="munis-group"
        label={t('fields.group')}
        emptyLabel={t('form.allGroups')}
        value={shownGroup}
        options={groups.map((g) => ({ value: String(g.id), label: g.name }))}
        onChange={(value) => {
          setGroupId(value);
          if (supplier !== undefined && value !== '' && String(supplier.group_id) !== value)
            set({ supplier_id: '', settlement_id: '' });
        }}
      />
      <SelectField
        id="munis-supplier"
        testId="munis-supplier"
        label={t('fields.supplier')}
        emptyLabel={t('form.chooseSupplier')}
        required
        value={values.supplier_id}
        error={problemText('supplier_id')}
        options={supplierChoices.map((s) => ({
          value: String(s.id),
          label: `${s.name} · ${t(`categories.${s.category}`)}`,
        }))}
        onChange={(supplier_id) => {
          const next = suppliers.find((s) => String(s.id) === supplier_id);
          const only = next?.settlements.length === 1 ? String(next.settlements[0]?.id) : '';
          set({ supplier_id, settlement_id: only, fields: {} });
        }}
      />
      <SelectField
        id="munis-settlement"
        testId="munis-settlement"
        label={t('fields.settlement')}
        emptyLabel={t('form.chooseSettlement')}
        required
        value={values.settlement_id}
        error={problemText('settlement_id')}
        options={(supplier?.settlements ?? []).map((x) => ({
          value: String(x.id),
          label: `${x.region}, ${x.district}`,
        }))}
        onChange={(settlement_id) => set({ settlement_id })}
      />
      {supplier !== undefined ? (
        <fieldset className="cb-munis-fieldset" data-testid="munis-declared">
          <legend>{t('form.supplierFields')}</legend>
          {supplier.fields.map((decl) => (
            <TextField
              key={decl.name}
              label={decl.label[lang]}
              value={values.fields[decl.name] ?? ''}
              required={decl.required}
              inputMode={inputModeOf(decl)}
              autoComplete="off"
              maxLength={decl.maxLength ?? decl.length ?? 40}
              hint={
                decl.kind === 'cadastral'
                  ? t('form.cadastralHint')
                  : decl.monthly
                    ? t('form.monthlyHint')
                    : undefined
              }
              error={problemText(`fields.${decl.name}`)}
              testId={`munis-f-${decl.name}`}
              onChange={(value) => setField(decl.name, value)}
            />
          ))}
        </fieldset>
      ) : null}
      <SelectField
        id="munis-debit"
        testId="munis-debit"
        label={t('fields.debit_account')}
        emptyLabel={t('form.chooseAccount')}
        required
        value={effective.debit_account}
        error={problemText('debit_account')}
        options={accountList.map((a) => ({ value: a.number, label: `${a.number} · ${soum(a.available)}` }))}
        onChange={(debit_account) => set({ debit_account })}
      />
      <TextField
        label={t('fields.amount')}
        value={values.amount}
        required
        inputMode="decimal"
        autoComplete="off"
        maxLength={22}
        error={problemText('amount')}
        hint={t('form.amountHint')}
        testId="munis-amount"
        onChange={(amount) => set({ amount })}
      />
      <TextAreaField
        label={t('fields.purpose')}
        value={values.purpose}
        required
        maxLength={MUNIS_PURPOSE_MAX}
        error={problemText('purpose')}
        testId="munis-purpose"
        onChange={(purpose) => set({ purpose })}
      />
      <div className="cb-munis-sticky">
        <SubmitButton busy={busy} testId="munis-save">
          {online ? submitLabel : t('form.saveQueued')}
        </SubmitButton>
      </div>
    </form>
  );
}
