import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  ORG_ADDRESS_MAX,
  ORG_NAME_MAX,
  type OrganizationRecord,
  type OrganizationRecordBody,
} from '../../../../contracts/api/organization-registry.ts';
import { LEGAL_FORMS, type LegalForm } from '../../../../contracts/api/organization-settings.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PagedTable, type Column } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SearchBox } from '../../../ui/search-box.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  createOrganizationRecord,
  updateOrganizationRecord,
  useOrganizationRecord,
  useOrganizationRecords,
} from '../api/organization-api.ts';
import '../../../ui/buttons.css';
import '../../../ui/data-list.css';
import '../../../ui/fields.css';

type Values = { -readonly [K in keyof OrganizationRecordBody]-?: string };
type Field = keyof Values;

const PATTERNS: Partial<Record<Field, RegExp>> = {
  inn: /^\d{9}$/,
  nibbd: /^\d{8}$/,
  mfo: /^\d{5}$/,
};

/** The server schema's rules, checked before sending (phone optional: 998 and nine digits). */
type OrgProblem = 'required' | 'inn' | 'nibbd' | 'mfo' | 'phone';

export function organizationProblems(v: Values): Partial<Record<Field, OrgProblem>> {
  const problems: Partial<Record<Field, OrgProblem>> = {};
  if (v.name.trim() === '' || v.name.trim().length > ORG_NAME_MAX) problems.name = 'required';
  for (const [field, pattern] of Object.entries(PATTERNS) as [Field & OrgProblem, RegExp][]) {
    if (!pattern.test(v[field].trim())) problems[field] = field;
  }
  if (v.phone.trim() !== '' && !/^998\d{9}$/.test(v.phone.trim())) problems.phone = 'phone';
  if (v.address.trim().length > ORG_ADDRESS_MAX) problems.address = 'required';
  return problems;
}

function OrganizationForm({
  initial,
  onSave,
}: {
  initial: Values;
  onSave: (body: OrganizationRecordBody) => Promise<unknown>;
}) {
  const { t } = useTranslation('users');
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const problems = organizationProblems(values);
  const shown = (f: Field) =>
    serverErrors[f] || (submitted && problems[f] ? t(`orgForm.problems.${problems[f]}`) : null);
  const set = (f: Field) => (value: string) => {
    setValues({ ...values, [f]: value });
    if (serverErrors[f]) setServerErrors({ ...serverErrors, [f]: '' });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await onSave({
        name: values.name.trim(),
        inn: values.inn.trim(),
        nibbd: values.nibbd.trim(),
        mfo: values.mfo.trim(),
        legal_form: values.legal_form as LegalForm,
        address: values.address.trim() || null,
        phone: values.phone.trim() || null,
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setServerErrors(error.fieldErrors());
    } finally {
      setBusy(false);
    }
  };
  const text = (f: Field, max: number, numeric = false) => (
    <TextField
      label={t(`orgForm.fields.${f}`)}
      name={f}
      required={f !== 'address' && f !== 'phone'}
      maxLength={max}
      inputMode={numeric ? 'numeric' : undefined}
      value={values[f]}
      testId={`org-form-${f}`}
      onChange={set(f)}
      error={shown(f)}
    />
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="org-form">
      {text('name', ORG_NAME_MAX)}
      {text('inn', 9, true)}
      {text('nibbd', 8, true)}
      {text('mfo', 5, true)}
      <SelectField
        id="org-form-legal-form"
        testId="org-form-legal_form"
        label={t('orgForm.fields.legal_form')}
        value={values.legal_form}
        options={LEGAL_FORMS.map((f) => ({ value: f, label: t(`orgForm.legalForms.${f}`) }))}
        onChange={set('legal_form')}
      />
      {text('address', ORG_ADDRESS_MAX)}
      {text('phone', 12, true)}
      <SubmitButton busy={busy} testId="org-form-save">
        {t('staff.save')}
      </SubmitButton>
    </form>
  );
}

const valuesOf = (r?: OrganizationRecord): Values => ({
  name: r?.name ?? '',
  inn: r?.inn ?? '',
  nibbd: r?.nibbd ?? '',
  mfo: r?.mfo ?? '',
  legal_form: r?.legal_form ?? 'legal_entity',
  address: r?.address ?? '',
  phone: r?.phone ?? '',
});

/** /organization — the admin's organisation records. */
export function OrganizationRecordsScreen() {
  const { t } = useTranslation('users');
  const { query, update } = useTableQuery(['text']);
  const list = useOrganizationRecords(query);
  const columns = useMemo<Column<OrganizationRecord>[]>(
    () => [
      {
        key: 'name',
        label: t('orgForm.fields.name'),
        value: (r) => r.name,
        render: (r) => (
          <Link to={`/organization/${r.id}`} data-testid={`org-link-${r.inn}`}>
            {r.name}
          </Link>
        ),
        sortField: 'name',
        card: 'title',
      },
      { key: 'inn', label: t('orgForm.fields.inn'), value: (r) => r.inn, sortField: 'inn', card: 'field' },
      {
        key: 'mfo',
        label: t('staff.branch'),
        value: (r) => `${r.mfo} ${r.branch_name ?? ''}`.trim(),
        sortField: 'mfo',
        card: 'field',
      },
      { key: 'users', label: t('staff.org.users'), value: (r) => String(r.users_count), card: 'field' },
      { key: 'address', label: t('orgForm.fields.address'), value: (r) => r.address ?? t('none') },
    ],
    [t],
  );
  return (
    <div className="cb-page">
      <h1>{t('orgForm.title')}</h1>
      <p>
        <Link to="/organization/create" className="cb-button cb-button--primary" data-testid="org-create">
          {t('orgForm.create')}
        </Link>
      </p>
      <div className="cb-users__filters">
        <SearchBox
          label={t('staff.org.search')}
          value={query.filters['text'] ?? ''}
          onSearch={(text) => update({ filters: { text } })}
          testId="org-search"
        />
      </div>
      <PagedTable
        caption={t('orgForm.title')}
        columns={columns}
        rows={list.data?.list}
        meta={list.data?._meta}
        loading={list.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        testId="org-table"
      />
    </div>
  );
}

/** /organization/create */
export function OrganizationCreateScreen() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  return (
    <div className="cb-page">
      <h1>{t('orgForm.create')}</h1>
      <OrganizationForm
        initial={valuesOf()}
        onSave={async (body) => {
          const record = await createOrganizationRecord(body);
          navigate(`/organization/${record.id}`, { replace: true });
        }}
      />
      <p>
        <Link to="/organization">{t('orgForm.back')}</Link>
      </p>
    </div>
  );
}

/** /organization/:id/edit */
export function OrganizationEditScreen() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const record = useOrganizationRecord(id);
  return (
    <div className="cb-page">
      <h1>{t('orgForm.edit')}</h1>
      {record.isPending ? (
        <SkeletonLines lines={6} />
      ) : record.isError ? (
        <EmptyState text={t('orgForm.missing')} />
      ) : (
        <OrganizationForm
          key={record.data.id}
          initial={valuesOf(record.data)}
          onSave={async (body) => {
            await updateOrganizationRecord(record.data.id, body);
            navigate(`/organization/${record.data.id}`, { replace: true });
          }}
        />
      )}
      <p>
        <Link to="/organization">{t('orgForm.back')}</Link>
      </p>
    </div>
  );
}

/** /organization/:id */
export function OrganizationViewScreen() {
  const { t } = useTranslation('users');
  const { id = '' } = useParams();
  const record = useOrganizationRecord(id);
  if (record.isPending) return <SkeletonLines lines={6} />;
  if (record.isError)
    return (
      <div className="cb-page">
        <EmptyState text={t('orgForm.missing')} />
        <Link to="/organization">{t('orgForm.back')}</Link>
      </div>
    );
  const r = record.data;
  return (
    <div className="cb-page">
      <h1>{r.name}</h1>
      <dl className="cb-data-list" data-testid="org-view">
        <dt>{t('orgForm.fields.inn')}</dt>
        <dd>{r.inn}</dd>
        <dt>{t('orgForm.fields.nibbd')}</dt>
        <dd>{r.nibbd}</dd>
        <dt>{t('staff.branch')}</dt>
        <dd>{`${r.mfo} ${r.branch_name ?? ''}`.trim()}</dd>
        <dt>{t('orgForm.fields.legal_form')}</dt>
        <dd>{t(`orgForm.legalForms.${r.legal_form}`)}</dd>
        <dt>{t('orgForm.fields.address')}</dt>
        <dd>{r.address ?? t('none')}</dd>
        <dt>{t('orgForm.fields.phone')}</dt>
        <dd>{r.phone ?? t('none')}</dd>
        <dt>{t('staff.org.users')}</dt>
        <dd>{r.users_count}</dd>
        <dt>{t('orgForm.accounts')}</dt>
        <dd>{r.accounts_count}</dd>
      </dl>
      <p>
        {r.isEdit ? (
          <Link
            to={`/organization/${r.id}/edit`}
            className="cb-button cb-button--secondary"
            data-testid="org-edit"
          >
            {t('admins.edit')}
          </Link>
        ) : null}{' '}
        <Link to="/organization">{t('orgForm.back')}</Link>
      </p>
    </div>
  );
}
