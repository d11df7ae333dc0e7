/**
 * The contact centre's screens of the registration of accounts (contracts/api/registration-account.ts):
 * /registration-account/list (applications to open an account, filters in the URL), /registration-account/:id
 * (the application, its steps and values, the actions the server allows) and
 * /registration-account-data/:id (the parameter values form). Reads are kept for offline; writes
 * need the connection and say so.
 */
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  REGISTRATION_REASON_MAX,
  REGISTRATION_STATUSES,
  REGISTRATION_VALUE_MAX,
  parameterValueProblem,
  type RegistrationApplication,
  type RegistrationDetail,
  type RegistrationListFilter,
  type RegistrationParameter,
  type RegistrationStatus,
  type RegistrationValue,
} from '../../../../contracts/api/registration-account.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { useOnline } from '../../../offline/online.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { DateInput } from '../../../ui/inputs/date-inputs.tsx';
import { PagedTable, type Column } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  completeStep,
  rejectApplication,
  saveApplicationData,
  takeApplication,
  useRegistrationData,
  useRegistrationList,
  useRegistrationView,
  useStepOptions,
} from '../api/registration-api.ts';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import './registration.css';

const TONES: Record<RegistrationStatus, ChipTone> = {
  new: 'info',
  in_work: 'warning',
  completed: 'neutral',
  opened: 'success',
  rejected: 'danger',
};

function isStatus(value: string | undefined): value is RegistrationStatus {
  return (REGISTRATION_STATUSES as readonly string[]).includes(value ?? '');
}

function problemText(error: unknown): { fields: Record<string, string>; form: string } {
  if (!(error instanceof ApiError)) throw error;
  return { fields: error.fieldErrors(), form: error.serverMessage ?? error.message };
}

/** "Needs the connection" note under actions that cannot wait for the outbox. */
function OfflineNote({ online }: { online: boolean }) {
  const { t } = useTranslation('registration');
  return online ? null : (
    <p className="cb-registration__offline" role="note" data-testid="registration-offline">
      {t('offline')}
    </p>
  );
}

/** /registration-account/list */
export function RegistrationListScreen() {
  const { t } = useTranslation('registration');
  const { query, update } = useTableQuery(['status', 'step', 'org', 'from', 'to']);
  const f = query.filters;
  const filter: RegistrationListFilter = {
    ...(isStatus(f.status) ? { status: f.status } : {}),
    ...(Number(f.step) > 0 ? { step_id: Number(f.step) } : {}),
    ...(f.org ? { organization: f.org } : {}),
    ...(f.from ? { date_from: f.from } : {}),
    ...(f.to ? { date_to: f.to } : {}),
  };
  const list = useRegistrationList(query.page, filter);
  const steps = useStepOptions();
  const [org, setOrg] = useState(f.org ?? '');
  const filtered = Object.keys(filter).length > 0;
  const columns = useMemo<Column<RegistrationApplication>[]>(
    () => [
      {
        key: 'number',
        label: t('fields.number'),
        value: (r) => `№ ${r.number} · ${r.organization_name}`,
        render: (r) => (
          <Link to={`/registration-account/${String(r.id)}`} data-testid="registration-open">
            № {r.number} · {r.organization_name}
          </Link>
        ),
        card: 'title',
      },
      { key: 'inn', label: t('fields.inn'), value: (r) => r.organization_inn },
      {
        key: 'account',
        label: t('fields.account'),
        value: (r) => `${r.account_type_name}, ${r.currency}`,
        card: 'field',
      },
      {
        key: 'sent',
        label: t('fields.sent'),
        value: (r) => (r.sent_at ? formatDateTime(r.sent_at) : ''),
        card: 'field',
      },
      { key: 'step', label: t('fields.step'), value: (r) => r.current_step ?? '—' },
      {
        key: 'status',
        label: t('fields.status'),
        value: (r) => r.statusName,
        render: (r) => <StatusChip label={r.statusName} tone={TONES[r.status]} />,
        card: 'field',
      },
      { key: 'assignee', label: t('fields.assignee'), value: (r) => r.assignee ?? '—' },
    ],
    [t],
  );
  return (
    <div className="cb-page" data-testid="registration-list">
      <h1>{t('list.title')}</h1>
      <AsOf asOf={list.data?.asOf} fetchedAt={list.dataUpdatedAt} testId="registration-as-of" />
      <div className="cb-registration__filters">
        <SelectField
          id="registration-status"
          testId="registration-filter-status"
          label={t('fields.status')}
          value={isStatus(f.status) ? f.status : ''}
          options={[
            { value: '', label: t('list.allStatuses') },
            ...REGISTRATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
          onChange={(value) => update({ filters: { status: value } })}
        />
        <SelectField
          id="registration-step"
          testId="registration-filter-step"
          label={t('fields.step')}
          value={f.step ?? ''}
          options={[
            { value: '', label: t('list.allSteps') },
            ...(steps.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
          ]}
          onChange={(value) => update({ filters: { step: value } })}
        />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            update({ filters: { org: org.trim() } });
          }}
        >
          <TextField
            label={t('fields.organization')}
            testId="registration-filter-org"
            value={org}
            maxLength={100}
            onChange={setOrg}
            onBlur={() => update({ filters: { org: org.trim() } })}
          />
        </form>
        <DateInput
          label={t('list.from')}
          testId="registration-filter-from"
          value={f.from ?? ''}
          onChange={(value, problem) => {
            if (problem === null) update({ filters: { from: value } });
          }}
        />
        <DateInput
          label={t('list.to')}
          testId="registration-filter-to"
          value={f.to ?? ''}
          onChange={(value, problem) => {
            if (problem === null) update({ filters: { to: value } });
          }}
        />
      </div>
      {list.isPending && list.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={6} />
      ) : list.data?.data.list.length === 0 ? (
        <EmptyState
          text={filtered ? t('list.emptyFiltered') : t('list.empty')}
          {...(filtered
            ? {
                action: {
                  label: t('list.reset'),
                  testId: 'registration-reset',
                  run: () => {
                    setOrg('');
                    update({ filters: { status: '', step: '', org: '', from: '', to: '' } });
                  },
                },
              }
            : {})}
        />
      ) : (
        <PagedTable
          caption={t('list.title')}
          columns={columns}
          rows={list.data?.data.list}
          meta={list.data?.data._meta}
          loading={list.isFetching}
          rowKey={(r) => String(r.id)}
          query={query}
          onQuery={update}
          testId="registration-table"
        />
      )}
    </div>
  );
}

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </>
  );
}

function shownValue(v: Pick<RegistrationValue, 'type' | 'value'>, yes: string, no: string): string {
  if (v.type === 'boolean') return v.value === 'true' ? yes : no;
  if (v.type === 'date') return formatDate(v.value);
  return v.value;
}

function ApplicationHead({ application }: { application: RegistrationApplication }) {
  const { t } = useTranslation('registration');
  return (
    <>
      <p>
        <StatusChip
          label={application.statusName}
          tone={TONES[application.status]}
          testId="registration-status"
        />
      </p>
      <dl className="cb-registration__fields">
        <Field label={t('fields.organization')}>
          {application.organization_name} · {application.organization_inn}
        </Field>
        <Field label={t('fields.account')}>
          {application.account_type_name}, {application.currency}
        </Field>
        <Field label={t('fields.purpose')}>{application.purpose}</Field>
        <Field label={t('fields.sent')}>
          {application.sent_at ? formatDateTime(application.sent_at) : '—'}
        </Field>
        <Field label={t('fields.assignee')} testId="registration-assignee">
          {application.assignee ?? '—'}
        </Field>
        {application.account_number ? (
          <Field label={t('fields.accountNumber')} testId="registration-account-number">
            {application.account_number}
          </Field>
        ) : null}
        {application.reject_reason ? (
          <Field label={t('fields.reason')} testId="registration-reason">
            {application.reject_reason}
          </Field>
        ) : null}
      </dl>
    </>
  );
}

/** /registration-account/:id */
export function RegistrationViewScreen() {
  const { t } = useTranslation('registration');
  const id = Number(useParams().id);
  const view = useRegistrationView(id);
  const online = useOnline();
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [problem, setProblem] = useState<{ fields: Record<string, string>; form: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const data = view.data?.data;
  const run = async (action: (d: RegistrationDetail) => Promise<unknown>, done: string) => {
    if (!data) return;
    setBusy(true);
    setProblem(null);
    setNote(null);
    try {
      await action(data);
      setNote(done);
      setRejecting(false);
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };
  let body;
  if (!Number.isInteger(id) || id <= 0) body = <EmptyState text={t('missing')} />;
  else if (view.isPending && view.fetchStatus !== 'idle') body = <SkeletonLines lines={8} />;
  else if (!data) body = <EmptyState text={t('missing')} />;
  else {
    const a = data.application;
    const current = data.steps.find((s) => s.current);
    body = (
      <>
        <ApplicationHead application={a} />
        <h2>{t('view.steps')}</h2>
        <ol className="cb-registration__steps" data-testid="registration-steps">
          {data.steps.map((s) => (
            <li
              key={s.step_id}
              data-testid={`registration-step-${String(s.step_id)}`}
              data-state={s.done ? 'done' : s.current ? 'current' : 'waiting'}
              className={s.done ? 'is-done' : s.current ? 'is-current' : undefined}
            >
              <strong>{s.name}</strong>{' '}
              {s.done ? (
                <span>
                  {t('view.doneBy', {
                    who: s.completed_by ?? '—',
                    at: s.completed_at ? formatDateTime(s.completed_at) : '',
                  })}
                </span>
              ) : s.current ? (
                <span>{t('view.current')}</span>
              ) : (
                <span>{t('view.waiting')}</span>
              )}
              {s.active ? null : <span> ({t('view.stepOff')})</span>}
            </li>
          ))}
        </ol>
        <h2>{t('view.values')}</h2>
        {data.values.length === 0 ? (
          <p data-testid="registration-no-values">{t('view.noValues')}</p>
        ) : (
          <dl className="cb-registration__fields" data-testid="registration-values">
            {data.values.map((v) => (
              <Field
                key={v.parameter_id}
                label={v.archived ? `${v.label} (${t('view.archived')})` : v.label}
                testId={`registration-value-${v.code}`}
              >
                {shownValue(v, t('yes'), t('no'))}
              </Field>
            ))}
          </dl>
        )}
        <div className="cb-actions">
          {a.isTake ? (
            <button
              type="button"
              className="cb-button cb-button--primary"
              disabled={busy || !online}
              data-testid="registration-take"
              onClick={() =>
                void run((d) => takeApplication(d.application.id, d.application.version), t('view.taken'))
              }
            >
              {a.assignee ? t('view.takeOver', { who: a.assignee }) : t('view.take')}
            </button>
          ) : null}
          {a.isData ? (
            <Link
              className="cb-button cb-button--secondary"
              to={`/registration-account-data/${String(a.id)}`}
              data-testid="registration-data"
            >
              {t('view.data')}
            </Link>
          ) : null}
          {a.isComplete && current ? (
            <button
              type="button"
              className="cb-button cb-button--primary"
              disabled={busy || !online}
              data-testid="registration-complete"
              onClick={() =>
                void run(
                  (d) => completeStep(d.application.id, current.step_id, d.application.version),
                  t('view.completed', { step: current.name }),
                )
              }
            >
              {t('view.complete', { step: current.name })}
            </button>
          ) : null}
          {a.isReject && !rejecting ? (
            <button
              type="button"
              className="cb-button cb-button--secondary"
              disabled={busy || !online}
              data-testid="registration-reject-open"
              onClick={() => setRejecting(true)}
            >
              {t('view.reject')}
            </button>
          ) : null}
        </div>
        {rejecting ? (
          <form
            noValidate
            data-testid="registration-reject-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (reason.trim().length < 3) {
                setProblem({ fields: { reason: t('view.reasonNeeded') }, form: '' });
                return;
              }
              void run(
                (d) => rejectApplication(d.application.id, reason.trim(), d.application.version),
                t('view.rejected'),
              );
            }}
          >
            <TextAreaField
              label={t('fields.reason')}
              testId="registration-reject-reason"
              required
              maxLength={REGISTRATION_REASON_MAX}
              value={reason}
              onChange={setReason}
              error={problem?.fields.reason ?? null}
            />
            <SubmitButton busy={busy} testId="registration-reject">
              {t('view.rejectConfirm')}
            </SubmitButton>
          </form>
        ) : null}
        {problem && problem.form !== '' ? (
          <div className="cb-field__error" role="alert" data-testid="registration-problem">
            <p>{problem.form}</p>
            {Object.entries(problem.fields)
              .filter(([k]) => k.startsWith('values.'))
              .map(([k, m]) => (
                <p key={k}>
                  {data.values.find((v) => `values.${v.code}` === k)?.label ?? k.slice(7)}: {m}
                </p>
              ))}
          </div>
        ) : null}
        {note ? (
          <p role="status" data-testid="registration-note">
            {note}
          </p>
        ) : null}
        <OfflineNote online={online} />
      </>
    );
  }
  return (
    <div className="cb-page" data-testid="registration-view">
      <h1>{data ? t('view.title', { number: data.application.number }) : t('view.titleBare')}</h1>
      <AsOf asOf={view.data?.asOf} fetchedAt={view.dataUpdatedAt} testId="registration-view-as-of" />
      {body}
      <p>
        <Link to="/registration-account/list">{t('toList')}</Link>
      </p>
    </div>
  );
}

function ValueInput({
  p,
  value,
  error,
  onChange,
}: {
  p: RegistrationParameter;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('registration');
  const testId = `registration-input-${p.code}`;
  if (p.type === 'select' || p.type === 'boolean')
    return (
      <SelectField
        id={testId}
        testId={testId}
        label={p.label}
        required={p.required}
        value={value}
        options={[
          { value: '', label: t('data.choose') },
          ...(p.type === 'boolean'
            ? [
                { value: 'true', label: t('yes') },
                { value: 'false', label: t('no') },
              ]
            : p.options.map((o) => ({ value: o, label: o }))),
        ]}
        onChange={onChange}
        error={error}
      />
    );
  if (p.type === 'date')
    return (
      <DateInput
        label={p.label}
        testId={testId}
        required={p.required}
        value={value}
        error={error}
        onChange={(next) => onChange(next)}
      />
    );
  return (
    <TextField
      label={p.label}
      testId={testId}
      required={p.required}
      value={value}
      maxLength={REGISTRATION_VALUE_MAX}
      inputMode={p.type === 'number' ? 'decimal' : 'text'}
      onChange={(next) => onChange(next)}
      error={error}
    />
  );
}

/** /registration-account-data/:id */
export function RegistrationDataScreen() {
  const { t } = useTranslation('registration');
  const id = Number(useParams().id);
  const query = useRegistrationData(id);
  const online = useOnline();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [form, setForm] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const data = query.data?.data;
  const recorded = useMemo(() => new Map((data?.values ?? []).map((v) => [v.code, v.value])), [data?.values]);
  const valueOf = (code: string) => typed[code] ?? recorded.get(code) ?? '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!data) return;
    setSaved(false);
    setForm(null);
    const mine: Record<string, string> = {};
    for (const p of data.parameters) {
      const problem = parameterValueProblem({ ...p, required: false }, valueOf(p.code));
      if (problem !== null) mine[`values.${p.code}`] = t(`problem.${problem}`);
    }
    setErrors(mine);
    if (Object.keys(mine).length > 0) return;
    const values = Object.fromEntries(
      Object.entries(typed).filter(([code]) => recorded.get(code) !== typed[code]),
    );
    setBusy(true);
    try {
      await saveApplicationData({ id: data.application.id, values }, data.application.version);
      setTyped({});
      setSaved(true);
    } catch (error) {
      const p = problemText(error);
      setErrors(p.fields);
      setForm(p.form);
    } finally {
      setBusy(false);
    }
  };
  let body;
  if (!Number.isInteger(id) || id <= 0) body = <EmptyState text={t('missing')} />;
  else if (query.isPending && query.fetchStatus !== 'idle') body = <SkeletonLines lines={8} />;
  else if (!data) body = <EmptyState text={t('missing')} />;
  else if (!data.application.isData)
    body = (
      <>
        <ApplicationHead application={data.application} />
        <p data-testid="registration-data-closed">{t('data.closed')}</p>
      </>
    );
  else {
    const groups = new Map<string, RegistrationParameter[]>();
    for (const p of data.parameters) groups.set(p.step_name, [...(groups.get(p.step_name) ?? []), p]);
    const archived = data.values.filter((v) => v.archived);
    body = (
      <form noValidate onSubmit={(e) => void submit(e)} data-testid="registration-data-form">
        <p>
          {data.application.organization_name} · {data.application.account_type_name},{' '}
          {data.application.currency}
        </p>
        {[...groups.entries()].map(([step, params]) => (
          <fieldset key={step} className="cb-registration__group">
            <legend>{step}</legend>
            {params.map((p) => (
              <ValueInput
                key={p.id}
                p={p}
                value={valueOf(p.code)}
                error={errors[`values.${p.code}`] ?? null}
                onChange={(value) => setTyped((was) => ({ ...was, [p.code]: value }))}
              />
            ))}
          </fieldset>
        ))}
        {archived.length > 0 ? (
          <>
            <h2>{t('data.archived')}</h2>
            <dl className="cb-registration__fields">
              {archived.map((v) => (
                <Field key={v.parameter_id} label={v.label}>
                  {shownValue(v, t('yes'), t('no'))}
                </Field>
              ))}
            </dl>
          </>
        ) : null}
        {form ? (
          <p className="cb-field__error" role="alert">
            {form}
          </p>
        ) : null}
        {saved ? (
          <p role="status" data-testid="registration-data-saved">
            {t('data.saved')}
          </p>
        ) : null}
        <OfflineNote online={online} />
        <div className="cb-registration__sticky">
          <SubmitButton busy={busy} disabled={!online} testId="registration-data-save">
            {t('data.save')}
          </SubmitButton>
          <Link
            className="cb-button cb-button--secondary"
            to={`/registration-account/${String(id)}`}
            data-testid="registration-data-back"
          >
            {t('data.back')}
          </Link>
        </div>
      </form>
    );
  }
  return (
    <div className="cb-page" data-testid="registration-data-screen">
      <h1>{data ? t('data.title', { number: data.application.number }) : t('data.titleBare')}</h1>
      <AsOf asOf={query.data?.asOf} fetchedAt={query.dataUpdatedAt} testId="registration-data-as-of" />
      {body}
    </div>
  );
}
