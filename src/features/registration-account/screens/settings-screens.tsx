/**
 * The admin's screens of the registration of accounts: the steps and the parameters, each with a
 * list, a create form and an update form (spec 3 §2.7). The update paths carry the record in the
 * query string (`?id=`); without a known id they go back to the list.
 */
import { useMemo, useState, type FormEvent } from 'react';
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
  const rows = steps.data?.data;
  return (
    <div className="cb-page" data-testid="registration-steps-list">
      <h1>{t('settings.stepsTitle')}</h1>
      <p>{t('settings.stepsIntro')}</p>
      <AsOf asOf={steps.data?.asOf} fetchedAt={steps.dataUpdatedAt} testId="registration-steps-as-of" />
      <p>
        <Link
          className="cb-button cb-button--primary"
          to="/registration-account/steps/create"
          data-testid="registration-step-create"
        >
          {t('settings.newStep')}
        </Link>{' '}
        <Link to="/registration-account/parameters">{t('settings.toParameters')}</Link>
      </p>
      {steps.isPending && steps.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={4} />
      ) : rows && rows.length === 0 ? (
        <EmptyState text={t('settings.noSteps')} />
      ) : (
        <PagedTable
          caption={t('settings.stepsTitle')}
          columns={columns}
          rows={rows}
          meta={undefined}
          loading={steps.isFetching}
          rowKey={(r) => String(r.id)}
          query={NO_QUERY}
          onQuery={() => undefined}
          testId="registration-steps-table"
        />
      )}
    </div>
  );
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

function StepForm({ step }: { step: RegistrationStep | null }) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const online = useOnline();
  const [nameRu, setNameRu] = useState(step?.name_ru ?? '');
  const [nameEn, setNameEn] = useState(step?.name_en ?? '');
  const [nameUz, setNameUz] = useState(step?.name_uz ?? '');
  const [position, setPosition] = useState(String(step?.position ?? 10));
  const [active, setActive] = useState(step?.active ?? true);
  const { errors, form, busy, run } = useSaveState();
  const [mine, setMine] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    for (const [k, v] of [
      ['name_ru', nameRu],
      ['name_en', nameEn],
      ['name_uz', nameUz],
    ] as const)
      if (v.trim().length < 2) local[k] = t('settings.nameNeeded');
    if (positionOf(position) === 0) local.position = t('settings.positionNeeded');
    setMine(local);
    if (Object.keys(local).length > 0) return;
    void run(
      () =>
        saveStep(
          {
            name_ru: nameRu.trim(),
            name_en: nameEn.trim(),
            name_uz: nameUz.trim(),
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
      <TextField
        label={t('settings.nameRu')}
        testId="registration-step-name_ru"
        required
        maxLength={REGISTRATION_NAME_MAX}
        value={nameRu}
        onChange={setNameRu}
        error={err('name_ru')}
      />
      <TextField
        label={t('settings.nameEn')}
        testId="registration-step-name_en"
        required
        maxLength={REGISTRATION_NAME_MAX}
        value={nameEn}
        onChange={setNameEn}
        error={err('name_en')}
      />
      <TextField
        label={t('settings.nameUz')}
        testId="registration-step-name_uz"
        required
        maxLength={REGISTRATION_NAME_MAX}
        value={nameUz}
        onChange={setNameUz}
        error={err('name_uz')}
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
      {form ? (
        <p className="cb-field__error" role="alert">
          {form}
        </p>
      ) : null}
      {online ? null : <p role="note">{t('offline')}</p>}
      <SubmitButton busy={busy} disabled={!online} testId="registration-step-save">
        {t('settings.save')}
      </SubmitButton>
      <p>
        <Link to="/registration-account/steps">{t('settings.toSteps')}</Link>
      </p>
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
  const id = Number(useSearchParams()[0].get('id'));
  const steps = useRegistrationSteps();
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/registration-account/steps" replace />;
  const step = steps.data?.data.find((s) => s.id === id);
  if (steps.data && step === undefined) return <Navigate to="/registration-account/steps" replace />;
  return (
    <div className="cb-page" data-testid="registration-step-update-screen">
      <h1>{step ? t('settings.editStep', { name: step.name }) : t('settings.editStepBare')}</h1>
      {step ? (
        <StepForm key={`${String(step.id)}-${String(step.version)}`} step={step} />
      ) : (
        <SkeletonLines lines={5} />
      )}
    </div>
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
  const rows = params.data?.data;
  return (
    <div className="cb-page" data-testid="registration-parameters-list">
      <h1>{t('settings.parametersTitle')}</h1>
      <p>{t('settings.parametersIntro')}</p>
      <AsOf
        asOf={params.data?.asOf}
        fetchedAt={params.dataUpdatedAt}
        testId="registration-parameters-as-of"
      />
      <p>
        <Link
          className="cb-button cb-button--primary"
          to="/registration-account/parameters/create"
          data-testid="registration-parameter-create"
        >
          {t('settings.newParameter')}
        </Link>{' '}
        <Link to="/registration-account/steps">{t('settings.toSteps')}</Link>
      </p>
      {params.isPending && params.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={6} />
      ) : rows && rows.length === 0 ? (
        <EmptyState text={t('settings.noParameters')} />
      ) : (
        <PagedTable
          caption={t('settings.parametersTitle')}
          columns={columns}
          rows={rows}
          meta={undefined}
          loading={params.isFetching}
          rowKey={(r) => String(r.id)}
          query={NO_QUERY}
          onQuery={() => undefined}
          testId="registration-parameters-table"
        />
      )}
    </div>
  );
}

function ParameterForm({ parameter }: { parameter: RegistrationParameter | null }) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const online = useOnline();
  const steps = useRegistrationSteps();
  const [code, setCode] = useState(parameter?.code ?? '');
  const [labelRu, setLabelRu] = useState(parameter?.label_ru ?? '');
  const [labelEn, setLabelEn] = useState(parameter?.label_en ?? '');
  const [labelUz, setLabelUz] = useState(parameter?.label_uz ?? '');
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
    const local: Record<string, string> = {};
    if (!/^[a-z][a-z0-9_]{1,39}$/.test(code.trim())) local.code = t('settings.codeHint');
    for (const [k, v] of [
      ['label_ru', labelRu],
      ['label_en', labelEn],
      ['label_uz', labelUz],
    ] as const)
      if (v.trim().length < 2) local[k] = t('settings.nameNeeded');
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
            label_ru: labelRu.trim(),
            label_en: labelEn.trim(),
            label_uz: labelUz.trim(),
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
      <TextField
        label={t('settings.labelRu')}
        testId="registration-parameter-label_ru"
        required
        maxLength={REGISTRATION_NAME_MAX}
        value={labelRu}
        onChange={setLabelRu}
        error={err('label_ru')}
      />
      <TextField
        label={t('settings.labelEn')}
        testId="registration-parameter-label_en"
        required
        maxLength={REGISTRATION_NAME_MAX}
        value={labelEn}
        onChange={setLabelEn}
        error={err('label_en')}
      />
      <TextField
        label={t('settings.labelUz')}
        testId="registration-parameter-label_uz"
        required
        maxLength={REGISTRATION_NAME_MAX}
        value={labelUz}
        onChange={setLabelUz}
        error={err('label_uz')}
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
      {form ? (
        <p className="cb-field__error" role="alert">
          {form}
        </p>
      ) : null}
      {online ? null : <p role="note">{t('offline')}</p>}
      <SubmitButton busy={busy} disabled={!online} testId="registration-parameter-save">
        {t('settings.save')}
      </SubmitButton>
      <p>
        <Link to="/registration-account/parameters">{t('settings.toParameters')}</Link>
      </p>
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
  const id = Number(useSearchParams()[0].get('id'));
  const params = useRegistrationParameters();
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/registration-account/parameters" replace />;
  const parameter = params.data?.data.find((p) => p.id === id);
  if (params.data && parameter === undefined)
    return <Navigate to="/registration-account/parameters" replace />;
  return (
    <div className="cb-page" data-testid="registration-parameter-update-screen">
      <h1>
        {parameter ? t('settings.editParameter', { name: parameter.label }) : t('settings.editParameterBare')}
      </h1>
      {parameter ? (
        <ParameterForm key={`${String(parameter.id)}-${String(parameter.version)}`} parameter={parameter} />
      ) : (
        <SkeletonLines lines={8} />
      )}
    </div>
  );
}
