/**
 * The admin's screens of the registration of accounts: the steps and the parameters, each with a
 * list, a create form and an update form (spec 3 §2.7). The update paths carry the record in the
 * query string (`?id=`); without a known id they go back to the list.
 */
import { Fragment, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import {
  PARAMETER_TYPES,
  REGISTRATION_NAME_MAX,
  REGISTRATION_POSITION_MAX,
  type ParameterType,
  type RegistrationParameter,
  type RegistrationStep,
} from '../../../../contracts/api/registration-account.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import type { Kept } from '../../../offline/kept-call.ts';
import { useOnline } from '../../../offline/online.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PagedTable, type Column } from '../../../ui/paged-table/paged-table.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { StatusChip } from '../../../ui/status-chip.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  saveParameter,
  saveStep,
  useRegistrationParameters,
  useRegistrationSteps,
} from '../api/registration-api.ts';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import './registration.css';

const NO_QUERY = { page: 1, filters: {}, sort: null } as const;

function ActiveChip({ active }: { active: boolean }) {
  const { t } = useTranslation('registration');
  return (
    <StatusChip label={active ? t('settings.on') : t('settings.off')} tone={active ? 'success' : 'neutral'} />
  );
}

type Kind = 'step' | 'parameter';
type Lang = 'ru' | 'en' | 'uz';
type Names = Record<Lang, string>;

/** What differs between the two kinds: their list's path segment and texts. */
const KINDS = {
  step: {
    list: 'steps',
    other: 'parameter',
    create: 'settings.newStep',
    toList: 'settings.toSteps',
    none: 'settings.noSteps',
  },
  parameter: {
    list: 'parameters',
    other: 'step',
    create: 'settings.newParameter',
    toList: 'settings.toParameters',
    none: 'settings.noParameters',
  },
} as const;

const LANG_SUFFIX = { ru: 'Ru', en: 'En', uz: 'Uz' } as const;

interface SettingsListProps<T extends { id: number }> {
  readonly kind: Kind;
  readonly query: UseQueryResult<Kept<T[]>>;
  readonly columns: Column<T>[];
  readonly lines: number;
}

/** The steps' or the parameters' list: both kinds, one shape (`kind` names paths, texts and ids). */
function SettingsList<T extends { id: number }>({ kind, query, columns, lines }: SettingsListProps<T>) {
  const { t } = useTranslation('registration');
  const { list: many, other, create, none } = KINDS[kind];
  const rows = query.data?.data;
  return (
    <div className="cb-page" data-testid={`registration-${many}-list`}>
      <h1>{t(`settings.${many}Title`)}</h1>
      <p>{t(`settings.${many}Intro`)}</p>
      <AsOf asOf={query.data?.asOf} fetchedAt={query.dataUpdatedAt} testId={`registration-${many}-as-of`} />
      <p>
        <Link
          className="cb-button cb-button--primary"
          to={`/registration-account/${many}/create`}
          data-testid={`registration-${kind}-create`}
        >
          {t(create)}
        </Link>{' '}
        <Link to={`/registration-account/${KINDS[other].list}`}>{t(KINDS[other].toList)}</Link>
      </p>
      {query.isPending && query.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={lines} />
      ) : rows && rows.length === 0 ? (
        <EmptyState text={t(none)} />
      ) : (
        <PagedTable
          caption={t(`settings.${many}Title`)}
          columns={columns}
          rows={rows}
          meta={undefined}
          loading={query.isFetching}
          rowKey={(r) => String(r.id)}
          query={NO_QUERY}
          onQuery={() => undefined}
          testId={`registration-${many}-table`}
        />
      )}
    </div>
  );
}

/** /registration-account/steps */
export function StepListScreen() {
  const { t } = useTranslation('registration');
  const steps = useRegistrationSteps();
  const columns = useMemo<Column<RegistrationStep>[]>(
    () => [
      {
        key: 'name',
        label: t('settings.name'),
        value: (r) => r.name,
        render: (r) => (
          <Link
            to={`/registration-account/steps/update?id=${String(r.id)}`}
            data-testid="registration-step-open"
          >
            {r.name}
          </Link>
        ),
        card: 'title',
      },
      {
        key: 'position',
        label: t('settings.position'),
        value: (r) => String(r.position),
        numeric: true,
        card: 'field',
      },
      {
        key: 'parameters',
        label: t('settings.parameters'),
        value: (r) => String(r.parameters),
        numeric: true,
        card: 'field',
      },
      {
        key: 'active',
        label: t('settings.state'),
        value: (r) => (r.active ? t('settings.on') : t('settings.off')),
        render: (r) => <ActiveChip active={r.active} />,
        card: 'field',
      },
      { key: 'updated', label: t('settings.updated'), value: (r) => formatDateTime(r.updated_at) },
    ],
    [t],
  );
  return <SettingsList kind="step" query={steps} columns={columns} lines={4} />;
}

function useSaveState() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [form, setForm] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, after: () => void) => {
    setBusy(true);
    setForm(null);
    try {
      await work();
      setErrors({});
      after();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors(error.fieldErrors());
      setForm(error.serverMessage ?? error.message);
    } finally {
      setBusy(false);
    }
  };
  return { errors, form, busy, run };
}

function Check({
  label,
  checked,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  testId: string;
}) {
  return (
    <label className="cb-registration__check">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      {label}
    </label>
  );
}

function positionOf(text: string): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= REGISTRATION_POSITION_MAX ? n : 0;
}

/** The three names of a step or parameter (ru, en, uz), each required. */
function NameFields({
  kind,
  field,
  values,
  onChange,
  error,
}: {
  kind: Kind;
  field: 'name' | 'label';
  values: Names;
  onChange: (lang: Lang, value: string) => void;
  error: (key: string) => string | null;
}) {
  const { t } = useTranslation('registration');
  return (['ru', 'en', 'uz'] as const).map((lang) => (
    <TextField
      key={lang}
      label={t(`settings.${field}${LANG_SUFFIX[lang]}`)}
      testId={`registration-${kind}-${field}_${lang}`}
      required
      maxLength={REGISTRATION_NAME_MAX}
      value={values[lang]}
      onChange={(value) => onChange(lang, value)}
      error={error(`${field}_${lang}`)}
    />
  ));
}

/** Names shorter than two letters, by field key. */
function shortNames(field: 'name' | 'label', values: Names, text: string) {
  const found: Record<string, string> = {};
  for (const lang of ['ru', 'en', 'uz'] as const)
    if (values[lang].trim().length < 2) found[`${field}_${lang}`] = text;
  return found;
}

/** The form's server error, the offline note, Save (online only) and the way back to the list. */
function FormFooter({ kind, form, busy }: { kind: Kind; form: string | null; busy: boolean }) {
  const { t } = useTranslation('registration');
  const online = useOnline();
  return (
    <>
      {form ? (
        <p className="cb-field__error" role="alert">
          {form}
        </p>
      ) : null}
      {online ? null : <p role="note">{t('offline')}</p>}
      <SubmitButton busy={busy} disabled={!online} testId={`registration-${kind}-save`}>
        {t('settings.save')}
      </SubmitButton>
      <p>
        <Link to={`/registration-account/${KINDS[kind].list}`}>{t(KINDS[kind].toList)}</Link>
      </p>
    </>
  );
}

/**
 * An update screen: the record named by `?id=` from the kind's list, its form once loaded; an
 * unknown or missing id goes back to the list.
 */
function SettingsUpdate<T extends { id: number; version: number }>({
  kind,
  query,
  title,
  lines,
  form,
}: {
  kind: Kind;
  query: UseQueryResult<Kept<T[]>>;
  title: (record: T | undefined) => string;
  lines: number;
  form: (record: T) => ReactNode;
}) {
  const id = Number(useSearchParams()[0].get('id'));
  const list = `/registration-account/${KINDS[kind].list}`;
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={list} replace />;
  const record = query.data?.data.find((r) => r.id === id);
  if (query.data && record === undefined) return <Navigate to={list} replace />;
  return (
    <div className="cb-page" data-testid={`registration-${kind}-update-screen`}>
      <h1>{title(record)}</h1>
      {record ? (
        <Fragment key={`${String(record.id)}-${String(record.version)}`}>{form(record)}</Fragment>
      ) : (
        <SkeletonLines lines={lines} />
      )}
    </div>
  );
}

function StepForm({ step }: { step: RegistrationStep | null }) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const [names, setNames] = useState({
    ru: step?.name_ru ?? '',
    en: step?.name_en ?? '',
    uz: step?.name_uz ?? '',
  });
  const [position, setPosition] = useState(String(step?.position ?? 10));
  const [active, setActive] = useState(step?.active ?? true);
  const { errors, form, busy, run } = useSaveState();
  const [mine, setMine] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local = shortNames('name', names, t('settings.nameNeeded'));
    if (positionOf(position) === 0) local.position = t('settings.positionNeeded');
    setMine(local);
    if (Object.keys(local).length > 0) return;
    void run(
      () =>
        saveStep(
          {
            name_ru: names.ru.trim(),
            name_en: names.en.trim(),
            name_uz: names.uz.trim(),
            position: positionOf(position),
            active,
          },
          step === null ? null : { id: step.id, version: step.version },
        ),
      () => navigate('/registration-account/steps'),
    );
  };
  const err = (k: string) => mine[k] ?? errors[k] ?? null;
  return (
    <form noValidate onSubmit={submit} data-testid="registration-step-form">
      <NameFields
        kind="step"
        field="name"
        values={names}
        onChange={(lang, value) => setNames((n) => ({ ...n, [lang]: value }))}
        error={err}
      />
      <TextField
        label={t('settings.position')}
        hint={t('settings.positionHint')}
        testId="registration-step-position"
        inputMode="numeric"
        required
        maxLength={3}
        value={position}
        onChange={setPosition}
        error={err('position')}
      />
      <Check
        label={t('settings.active')}
        checked={active}
        onChange={setActive}
        testId="registration-step-active"
      />
      <FormFooter kind="step" form={form} busy={busy} />
    </form>
  );
}

/** /registration-account/steps/create */
export function StepCreateScreen() {
  const { t } = useTranslation('registration');
  return (
    <div className="cb-page" data-testid="registration-step-create-screen">
      <h1>{t('settings.newStep')}</h1>
      <StepForm step={null} />
    </div>
  );
}

/** /registration-account/steps/update?id= */
export function StepUpdateScreen() {
  const { t } = useTranslation('registration');
  const steps = useRegistrationSteps();
  return (
    <SettingsUpdate
      kind="step"
      query={steps}
      title={(step) => (step ? t('settings.editStep', { name: step.name }) : t('settings.editStepBare'))}
      lines={5}
      form={(step) => <StepForm step={step} />}
    />
  );
}

/** /registration-account/parameters */
export function ParameterListScreen() {
  const { t } = useTranslation('registration');
  const params = useRegistrationParameters();
  const columns = useMemo<Column<RegistrationParameter>[]>(
    () => [
      {
        key: 'label',
        label: t('settings.label'),
        value: (r) => r.label,
        render: (r) => (
          <Link
            to={`/registration-account/parameters/update?id=${String(r.id)}`}
            data-testid="registration-parameter-open"
          >
            {r.label}
          </Link>
        ),
        card: 'title',
      },
      { key: 'code', label: t('settings.code'), value: (r) => r.code },
      { key: 'step', label: t('settings.step'), value: (r) => r.step_name, card: 'field' },
      { key: 'type', label: t('settings.type'), value: (r) => t(`types.${r.type}`), card: 'field' },
      { key: 'required', label: t('settings.required'), value: (r) => (r.required ? t('yes') : t('no')) },
      {
        key: 'active',
        label: t('settings.state'),
        value: (r) => (r.active ? t('settings.on') : t('settings.off')),
        render: (r) => <ActiveChip active={r.active} />,
        card: 'field',
      },
    ],
    [t],
  );
  return <SettingsList kind="parameter" query={params} columns={columns} lines={6} />;
}

function ParameterForm({ parameter }: { parameter: RegistrationParameter | null }) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const steps = useRegistrationSteps();
  const [code, setCode] = useState(parameter?.code ?? '');
  const [labels, setLabels] = useState({
    ru: parameter?.label_ru ?? '',
    en: parameter?.label_en ?? '',
    uz: parameter?.label_uz ?? '',
  });
  const [type, setType] = useState<ParameterType>(parameter?.type ?? 'text');
  const [options, setOptions] = useState((parameter?.options ?? []).join('\n'));
  const [required, setRequired] = useState(parameter?.required ?? false);
  const [stepId, setStepId] = useState(parameter ? String(parameter.step_id) : '');
  const [position, setPosition] = useState(String(parameter?.position ?? 10));
  const [active, setActive] = useState(parameter?.active ?? true);
  const { errors, form, busy, run } = useSaveState();
  const [mine, setMine] = useState<Record<string, string>>({});
  const optionList = options
    .split('\n')
    .map((o) => o.trim())
    .filter((o) => o !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local = shortNames('label', labels, t('settings.nameNeeded'));
    if (!/^[a-z][a-z0-9_]{1,39}$/.test(code.trim())) local.code = t('settings.codeHint');
    if (type === 'select' && (optionList.length === 0 || new Set(optionList).size !== optionList.length))
      local.options = t('settings.optionsNeeded');
    if (stepId === '') local.step_id = t('settings.stepNeeded');
    if (positionOf(position) === 0) local.position = t('settings.positionNeeded');
    setMine(local);
    if (Object.keys(local).length > 0) return;
    void run(
      () =>
        saveParameter(
          {
            code: code.trim(),
            label_ru: labels.ru.trim(),
            label_en: labels.en.trim(),
            label_uz: labels.uz.trim(),
            type,
            options: type === 'select' ? optionList : [],
            required,
            step_id: Number(stepId),
            position: positionOf(position),
            active,
          },
          parameter === null ? null : { id: parameter.id, version: parameter.version },
        ),
      () => navigate('/registration-account/parameters'),
    );
  };
  const err = (k: string) => mine[k] ?? errors[k] ?? null;
  return (
    <form noValidate onSubmit={submit} data-testid="registration-parameter-form">
      {parameter ? <p role="note">{t('settings.keepsValues')}</p> : null}
      <TextField
        label={t('settings.code')}
        hint={t('settings.codeHint')}
        testId="registration-parameter-code"
        required
        maxLength={40}
        autoComplete="off"
        value={code}
        onChange={setCode}
        error={err('code')}
      />
      <NameFields
        kind="parameter"
        field="label"
        values={labels}
        onChange={(lang, value) => setLabels((l) => ({ ...l, [lang]: value }))}
        error={err}
      />
      <SelectField
        id="registration-parameter-type"
        testId="registration-parameter-type"
        label={t('settings.type')}
        required
        value={type}
        options={PARAMETER_TYPES.map((x) => ({ value: x, label: t(`types.${x}`) }))}
        onChange={(value) => setType(value as ParameterType)}
        error={err('type')}
      />
      {type === 'select' ? (
        <TextAreaField
          label={t('settings.options')}
          testId="registration-parameter-options"
          required
          rows={4}
          value={options}
          onChange={setOptions}
          error={err('options')}
        />
      ) : null}
      <SelectField
        id="registration-parameter-step"
        testId="registration-parameter-step"
        label={t('settings.step')}
        required
        value={stepId}
        options={[
          { value: '', label: t('data.choose') },
          ...(steps.data?.data ?? []).map((s) => ({
            value: String(s.id),
            label: s.active ? s.name : `${s.name} (${t('settings.off')})`,
          })),
        ]}
        onChange={setStepId}
        error={err('step_id')}
      />
      <TextField
        label={t('settings.position')}
        hint={t('settings.positionHint')}
        testId="registration-parameter-position"
        inputMode="numeric"
        required
        maxLength={3}
        value={position}
        onChange={setPosition}
        error={err('position')}
      />
      <Check
        label={t('settings.required')}
        checked={required}
        onChange={setRequired}
        testId="registration-parameter-required"
      />
      <Check
        label={t('settings.active')}
        checked={active}
        onChange={setActive}
        testId="registration-parameter-active"
      />
      <FormFooter kind="parameter" form={form} busy={busy} />
    </form>
  );
}

/** /registration-account/parameters/create */
export function ParameterCreateScreen() {
  const { t } = useTranslation('registration');
  return (
    <div className="cb-page" data-testid="registration-parameter-create-screen">
      <h1>{t('settings.newParameter')}</h1>
      <ParameterForm parameter={null} />
    </div>
  );
}

/** /registration-account/parameters/update?id= */
export function ParameterUpdateScreen() {
  const { t } = useTranslation('registration');
  const parameters = useRegistrationParameters();
  return (
    <SettingsUpdate
      kind="parameter"
      query={parameters}
      title={(parameter) =>
        parameter ? t('settings.editParameter', { name: parameter.label }) : t('settings.editParameterBare')
      }
      lines={8}
      form={(parameter) => <ParameterForm parameter={parameter} />}
    />
  );
}
