import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  CONSTRAINT_LEGAL_FORMS,
  CONSTRAINT_NAME_MAX,
  CONSTRAINT_PAYMENT_TYPES,
  constraintBody,
  type Constraint,
  type ConstraintBody,
  type ConstraintRow,
} from '../../../../contracts/api/constraints.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SearchBox } from '../../../ui/search-box.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  createConstraint,
  updateConstraint,
  useConstraint,
  useConstraintList,
} from '../api/constraints-api.ts';
import { MfoStateChip } from '../components/mfo-state.tsx';
import '../../../ui/buttons.css';
import './reference.css';

const FILTERS = ['active', 'text'] as const;

/** "50000000.00" → "50 000 000.00" */
const grouped = (sum: string) => sum.replace(/\B(?=(\d{3})+(?!\d))(?=.*\.)/g, ' ');

function useLabels() {
  const { t } = useTranslation('reference');
  return {
    type: (v: number | null) =>
      v === null ? t('constraints.anyType') : t(`constraints.types.${v}` as 'constraints.types.1'),
    form: (v: string | null) =>
      v === null ? t('constraints.anyForm') : t(`constraints.forms.${v}` as 'constraints.forms.legal_entity'),
  };
}

/** /constraints (admin): the limits the server applies to soum payments. */
export function ConstraintListScreen() {
  const { t } = useTranslation('reference');
  const navigate = useNavigate();
  const labels = useLabels();
  const { query, update } = useTableQuery(FILTERS);
  const list = useConstraintList(query);
  const columns = useMemo<Column<ConstraintRow>[]>(
    () => [
      {
        key: 'name',
        label: t('constraints.fields.name'),
        value: (r) => r.name,
        sortField: 'name',
        card: 'title',
      },
      {
        key: 'payment_type',
        label: t('constraints.fields.payment_type'),
        value: (r) => labels.type(r.payment_type),
        card: 'field',
      },
      {
        key: 'legal_form',
        label: t('constraints.fields.legal_form'),
        value: (r) => labels.form(r.legal_form),
        card: 'field',
      },
      {
        key: 'max_sum',
        label: t('constraints.fields.max_sum'),
        value: (r) => grouped(r.max_sum),
        sortField: 'max_sum',
        card: 'field',
      },
      {
        key: 'active',
        label: t('constraints.fields.active'),
        value: (r) => t(r.active ? 'state.active' : 'state.inactive'),
        render: (r) => <MfoStateChip active={r.active} />,
        sortField: 'active',
      },
      { key: 'updated_at', label: t('dict.fields.updated_at'), value: (r) => formatDateTime(r.updated_at) },
    ],
    [t, labels],
  );
  const actions = useMemo<RowAction<ConstraintRow>[]>(
    () => [
      { id: 'view', flag: 'isView', label: t('actions.view'), run: (r) => navigate(`/constraints/${r.id}`) },
      {
        id: 'edit',
        flag: 'isEdit',
        label: t('actions.edit'),
        run: (r) => navigate(`/constraints/${r.id}/edit`),
      },
    ],
    [t, navigate],
  );
  return (
    <div className="cb-page">
      <div className="cb-reference__head">
        <h1>{t('constraints.title')}</h1>
        <Link
          to="/constraints/create"
          className="cb-button cb-button--primary"
          data-testid="constraint-create"
        >
          {t('constraints.create')}
        </Link>
      </div>
      <p className="cb-reference__hint">{t('constraints.hint')}</p>
      <div className="cb-reference__filters">
        <SearchBox
          label={t('constraints.search')}
          value={query.filters['text'] ?? ''}
          onSearch={(text) => update({ filters: { text } })}
          testId="constraint-search"
        />
        <div className="cb-field">
          <label className="cb-field__label" htmlFor="constraint-state-filter">
            {t('constraints.fields.active')}
          </label>
          <select
            id="constraint-state-filter"
            className="cb-select"
            value={query.filters['active'] ?? ''}
            onChange={(event) => update({ filters: { active: event.target.value } })}
          >
            <option value="">{t('state.all')}</option>
            <option value="true">{t('state.active')}</option>
            <option value="false">{t('state.inactive')}</option>
          </select>
        </div>
      </div>
      <PagedTable
        caption={t('constraints.title')}
        columns={columns}
        rows={list.data?.list}
        meta={list.data?._meta}
        loading={list.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        actions={actions}
        testId="constraint-table"
      />
    </div>
  );
}

function ConstraintForm({
  initial,
  onSave,
}: {
  initial?: Constraint;
  onSave: (body: ConstraintBody) => Promise<unknown>;
}) {
  const { t } = useTranslation('reference');
  const labels = useLabels();
  const [body, setBody] = useState<ConstraintBody>(() => ({
    name: initial?.name ?? '',
    document: 'uzs-payment',
    payment_type: initial?.payment_type ?? null,
    legal_form: initial?.legal_form ?? null,
    max_sum: initial?.max_sum ?? '',
    active: initial?.active ?? true,
  }));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const parsed = constraintBody.safeParse(body);
  const problems = new Set(parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0])));
  const shown = (field: string) =>
    serverErrors[field] ||
    (submitted && problems.has(field)
      ? t(`constraints.problems.${field}` as 'constraints.problems.name')
      : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success) return;
    setBusy(true);
    try {
      await onSave(body);
    } catch (error) {
      setServerErrors(error instanceof ApiError ? error.fieldErrors() : {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="cb-reference-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="constraint-form"
    >
      <TextField
        label={t('constraints.fields.name')}
        name="name"
        required
        maxLength={CONSTRAINT_NAME_MAX}
        value={body.name}
        testId="constraint-name"
        onChange={(value) => setBody({ ...body, name: value })}
        error={shown('name')}
      />
      <div className="cb-field">
        <label className="cb-field__label" htmlFor="constraint-type">
          {t('constraints.fields.payment_type')}
        </label>
        <select
          id="constraint-type"
          className="cb-select"
          data-testid="constraint-type"
          value={body.payment_type === null ? '' : String(body.payment_type)}
          onChange={(event) =>
            setBody({ ...body, payment_type: event.target.value === '' ? null : Number(event.target.value) })
          }
        >
          <option value="">{labels.type(null)}</option>
          {CONSTRAINT_PAYMENT_TYPES.map((v) => (
            <option key={v} value={v}>
              {labels.type(v)}
            </option>
          ))}
        </select>
      </div>
      <div className="cb-field">
        <label className="cb-field__label" htmlFor="constraint-form-field">
          {t('constraints.fields.legal_form')}
        </label>
        <select
          id="constraint-form-field"
          className="cb-select"
          data-testid="constraint-legal-form"
          value={body.legal_form ?? ''}
          onChange={(event) =>
            setBody({
              ...body,
              legal_form:
                event.target.value === '' ? null : (event.target.value as 'legal_entity' | 'sole_proprietor'),
            })
          }
        >
          <option value="">{labels.form(null)}</option>
          {CONSTRAINT_LEGAL_FORMS.map((v) => (
            <option key={v} value={v}>
              {labels.form(v)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('constraints.fields.max_sum')}
        name="max_sum"
        inputMode="decimal"
        required
        maxLength={18}
        hint={t('constraints.maxHint')}
        value={body.max_sum}
        testId="constraint-max"
        onChange={(value) => setBody({ ...body, max_sum: value.replace(',', '.').replace(/[^0-9.]/g, '') })}
        error={shown('max_sum')}
      />
      <div className="cb-field">
        <label className="cb-field__label" htmlFor="constraint-active">
          {t('constraints.fields.active')}
        </label>
        <select
          id="constraint-active"
          className="cb-select"
          data-testid="constraint-active"
          value={String(body.active)}
          onChange={(event) => setBody({ ...body, active: event.target.value === 'true' })}
        >
          <option value="true">{t('state.active')}</option>
          <option value="false">{t('state.inactive')}</option>
        </select>
      </div>
      <div className="cb-reference-form__actions">
        <SubmitButton busy={busy} testId="constraint-save">
          {t('actions.save')}
        </SubmitButton>
      </div>
    </form>
  );
}

export function ConstraintCreateScreen() {
  const { t } = useTranslation('reference');
  const navigate = useNavigate();
  return (
    <div className="cb-page">
      <h1>{t('constraints.createTitle')}</h1>
      <ConstraintForm
        onSave={async (body) => {
          const row = await createConstraint(body);
          navigate(`/constraints/${row.id}`, { replace: true });
        }}
      />
      <p>
        <Link to="/constraints">{t('actions.back')}</Link>
      </p>
    </div>
  );
}

export function ConstraintEditScreen() {
  const { t } = useTranslation('reference');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data, isPending, isError } = useConstraint(id);
  return (
    <div className="cb-page">
      <h1>{data ? data.name : t('constraints.title')}</h1>
      {isPending ? (
        <SkeletonLines lines={5} />
      ) : isError ? (
        <EmptyState text={t('constraints.missing')} />
      ) : (
        <ConstraintForm
          key={data.id}
          initial={data}
          onSave={async (body) => {
            await updateConstraint(data.id, body);
            navigate(`/constraints/${data.id}`, { replace: true });
          }}
        />
      )}
      <p>
        <Link to="/constraints">{t('actions.back')}</Link>
      </p>
    </div>
  );
}

export function ConstraintViewScreen() {
  const { t } = useTranslation('reference');
  const labels = useLabels();
  const { id = '' } = useParams();
  const { data, isPending, isError } = useConstraint(id);
  return (
    <div className="cb-page">
      <h1>{data ? data.name : t('constraints.title')}</h1>
      {isPending ? (
        <SkeletonLines lines={6} />
      ) : isError ? (
        <EmptyState text={t('constraints.missing')} />
      ) : (
        <>
          <table className="cb-reference-view" data-testid="constraint-view">
            <tbody>
              {(
                [
                  ['document', t('constraints.documents.uzs-payment')],
                  ['payment_type', labels.type(data.payment_type)],
                  ['legal_form', labels.form(data.legal_form)],
                  ['max_sum', `${grouped(data.max_sum)} UZS`],
                  ['active', t(data.active ? 'state.active' : 'state.inactive')],
                  ['updated_at', formatDateTime(data.updated_at)],
                ] as const
              ).map(([field, value]) => (
                <tr key={field}>
                  <th scope="row">{t(`constraints.fields.${field}`)}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.isEdit ? (
            <p>
              <Link
                to={`/constraints/${data.id}/edit`}
                className="cb-button cb-button--primary"
                data-testid="constraint-edit"
              >
                {t('actions.edit')}
              </Link>
            </p>
          ) : null}
        </>
      )}
      <p>
        <Link to="/constraints">{t('actions.back')}</Link>
      </p>
    </div>
  );
}
