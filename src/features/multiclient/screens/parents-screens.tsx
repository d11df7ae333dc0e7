import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { MULTICLIENT_NAME_MAX, type MulticlientRow } from '../../../../contracts/api/multiclient.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { FormSummary } from '../../../ui/form-summary.tsx';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SearchBox } from '../../../ui/search-box.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { createParent, updateParent, useParent, useParents } from '../api/multiclient-api.ts';
import { useIds } from '../ids.ts';
import '../../../ui/buttons.css';
import './multiclient.css';

const FILTERS = ['text'] as const;

/** /multiclients — admin_bank's parents (holdings): search, add, edit, open one. */
export function ParentsListScreen() {
  const { t } = useTranslation('multiclient');
  const navigate = useNavigate();
  const { query, update } = useTableQuery(FILTERS);
  const list = useParents(query);
  const columns = useMemo<Column<MulticlientRow>[]>(
    () => [
      { key: 'name', label: t('fields.name'), value: (r) => r.name, card: 'title' },
      { key: 'inn', label: t('fields.inn'), value: (r) => r.inn, card: 'field' },
      {
        key: 'children',
        label: t('fields.childrenCount'),
        value: (r) => String(r.children_count),
        numeric: true,
        card: 'field',
      },
      {
        key: 'users',
        label: t('fields.usersCount'),
        value: (r) => String(r.users_count),
        numeric: true,
        card: 'field',
      },
    ],
    [t],
  );
  const actions = useMemo<RowAction<MulticlientRow>[]>(
    () => [
      {
        id: 'open',
        flag: 'isSelectAllow',
        label: t('actions.open'),
        run: (r) => navigate(`/multiclients/childorganization?id=${r.id}`),
      },
      {
        id: 'edit',
        flag: 'isUpdate',
        label: t('actions.edit'),
        run: (r) => navigate(`/multiclients/edit?id=${r.id}`),
      },
    ],
    [t, navigate],
  );
  return (
    <div className="cb-page">
      <div className="cb-mc__head">
        <h1>{t('parents.title')}</h1>
        <Link to="/multiclients/add" className="cb-button cb-button--primary" data-testid="mc-add">
          {t('parents.add')}
        </Link>
      </div>
      <div className="cb-mc__filters">
        <SearchBox
          label={t('parents.search')}
          value={query.filters['text'] ?? ''}
          onSearch={(text) => update({ filters: { text } })}
          testId="mc-search"
        />
        <ExportMenu title={t('parents.title')} columns={columns} rows={list.data?.list} />
      </div>
      <PagedTable
        caption={t('parents.title')}
        columns={columns}
        rows={list.data?.list}
        meta={list.data?._meta}
        loading={list.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        actions={actions}
        testId="mc-parents"
      />
    </div>
  );
}

function ParentForm({
  initial,
  onSave,
  submitLabel,
}: {
  initial?: MulticlientRow;
  onSave: (body: { name: string; inn: string }) => Promise<unknown>;
  submitLabel: string;
}) {
  const { t } = useTranslation('multiclient');
  const [name, setName] = useState(initial?.name ?? '');
  const [inn, setInn] = useState(initial?.inn ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (name.trim() === '') local['name'] = t('errors.required');
    if (!/^\d{9}$/.test(inn.trim())) local['inn'] = t('errors.inn');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    setSummary(null);
    try {
      await onSave({ name: name.trim(), inn: inn.trim() });
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fieldErrors());
        setSummary(error.serverMessage);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="cb-mc__form" noValidate onSubmit={(e) => void submit(e)} data-testid="mc-parent-form">
      <FormSummary text={summary} />
      <TextField
        label={t('fields.name')}
        value={name}
        required
        maxLength={MULTICLIENT_NAME_MAX}
        onChange={(v) => setName(v)}
        error={errors['name']}
        testId="mc-name"
      />
      <TextField
        label={t('fields.inn')}
        value={inn}
        required
        inputMode="numeric"
        maxLength={9}
        onChange={(v) => setInn(v.replace(/\D/g, ''))}
        error={errors['inn']}
        testId="mc-inn"
      />
      <SubmitButton busy={busy} testId="mc-parent-save">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

/** /multiclients/add — a new parent; then its children and users. */
export function ParentAddScreen() {
  const { t } = useTranslation('multiclient');
  const navigate = useNavigate();
  return (
    <div className="cb-page cb-mc__narrow">
      <h1>{t('parents.addTitle')}</h1>
      <ParentForm
        submitLabel={t('actions.save')}
        onSave={async (body) => {
          const row = await createParent(body);
          navigate(`/multiclients/childorganization?id=${row.id}`, { replace: true });
        }}
      />
    </div>
  );
}

/** /multiclients/edit?id= — the parent's name and INN. */
export function ParentEditScreen() {
  const { t } = useTranslation('multiclient');
  const navigate = useNavigate();
  const { id } = useIds();
  const parent = useParent(id);
  return (
    <div className="cb-page cb-mc__narrow">
      <h1>{t('parents.editTitle')}</h1>
      {parent.data ? (
        <ParentForm
          initial={parent.data}
          submitLabel={t('actions.save')}
          onSave={async (body) => {
            await updateParent(id, body);
            navigate(`/multiclients/childorganization?id=${id}`, { replace: true });
          }}
        />
      ) : (
        <SkeletonLines />
      )}
    </div>
  );
}
