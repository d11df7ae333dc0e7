import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate, useParams } from 'react-router-dom';
import {
  DICTIONARIES,
  STATUS_SCOPES,
  type DictKind,
  type DictRow,
} from '../../../../contracts/api/reference-data.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SearchBox } from '../../../ui/search-box.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';
import { createDictEntry, updateDictEntry, useDictEntry, useDictList } from '../api/dict-api.ts';
import { DictForm } from '../components/dict-form.tsx';
import { MfoStateChip } from '../components/mfo-state.tsx';
import '../../../ui/buttons.css';
import './reference.css';

const FILTERS = ['active', 'text', 'scope'] as const;
const TONES: Record<string, ChipTone> = {
  grey: 'neutral',
  blue: 'info',
  yellow: 'warning',
  green: 'success',
  red: 'danger',
};

/** Where a kind's add and edit screens live (/reference/* say add, /status says create). */
function formPaths(kind: DictKind) {
  const base = DICTIONARIES[kind].screen;
  return {
    list: base,
    create: kind === 'status' ? `${base}/create` : `${base}/add`,
    edit: (id: number) => `${base}/${id}/edit`,
    view: kind === 'status' ? (id: number) => `${base}/${id}` : null,
  };
}

/** /reference/*: the three dictionaries of admin_bank and admin, as tabs. */
function ReferenceTabs() {
  const { t } = useTranslation('reference');
  return (
    <nav className="cb-reference__tabs" aria-label={t('dict.tabs')}>
      {(['account-type', 'currency', 'subject'] as const).map((kind) => (
        <NavLink
          key={kind}
          to={DICTIONARIES[kind].screen}
          className="cb-reference__tab"
          data-testid={`dict-tab-${kind}`}
        >
          {t(`dict.kinds.${kind}.title`)}
        </NavLink>
      ))}
    </nav>
  );
}

function DictListScreen({ kind }: { kind: DictKind }) {
  const { t } = useTranslation('reference');
  const navigate = useNavigate();
  const language = currentLanguage();
  const { query, update } = useTableQuery(FILTERS);
  const list = useDictList(kind, query);
  const spec = DICTIONARIES[kind];
  const paths = formPaths(kind);
  const editable = kind !== 'plan-account';

  const columns = useMemo<Column<DictRow>[]>(() => {
    const cols: Column<DictRow>[] = [];
    if (spec.extras.includes('scope')) {
      cols.push({
        key: 'scope',
        label: t('dict.fields.scope'),
        value: (r) => t(`dict.scope.${r.scope ?? ''}` as 'dict.scope.salary'),
        sortField: 'scope',
        card: 'field',
      });
    }
    cols.push(
      { key: 'code', label: t('dict.fields.code'), value: (r) => r.code, sortField: 'code', card: 'field' },
      {
        key: 'name',
        label: t('dict.fields.name'),
        value: (r) => r[`name_${language}`],
        render: spec.extras.includes('color')
          ? (r) => <StatusChip label={r[`name_${language}`]} tone={TONES[r.color ?? ''] ?? 'neutral'} />
          : undefined,
        card: 'title',
      },
    );
    if (spec.extras.includes('letter')) {
      cols.push({
        key: 'letter',
        label: t('dict.fields.letter'),
        value: (r) => r.letter ?? '',
        card: 'field',
      });
      cols.push({
        key: 'exponent',
        label: t('dict.fields.exponent'),
        value: (r) => String(r.exponent ?? ''),
      });
    }
    if (spec.extras.includes('side')) {
      cols.push({
        key: 'side',
        label: t('dict.fields.side'),
        value: (r) => t(`dict.side.${r.side ?? ''}` as 'dict.side.active'),
        card: 'field',
      });
    }
    cols.push(
      {
        key: 'active',
        label: t('dict.fields.active'),
        value: (r) => t(r.active ? 'state.active' : 'state.inactive'),
        render: (r) => <MfoStateChip active={r.active} />,
        sortField: 'active',
        card: 'field',
      },
      { key: 'updated_at', label: t('dict.fields.updated_at'), value: (r) => formatDateTime(r.updated_at) },
    );
    return cols;
  }, [t, language, spec]);

  const actions = useMemo<RowAction<DictRow>[]>(() => {
    if (!editable) return [];
    const rows: RowAction<DictRow>[] = [];
    const view = paths.view;
    if (view !== null)
      rows.push({ id: 'view', flag: 'isView', label: t('actions.view'), run: (r) => navigate(view(r.id)) });
    rows.push({
      id: 'edit',
      flag: 'isEdit',
      label: t('actions.edit'),
      run: (r) => navigate(paths.edit(r.id)),
    });
    return rows;
  }, [t, navigate, paths, editable]);

  const title = t(`dict.kinds.${kind}.title`);
  return (
    <div className="cb-page">
      <div className="cb-reference__head">
        <h1>{title}</h1>
        {editable ? (
          <Link to={paths.create} className="cb-button cb-button--primary" data-testid="dict-create">
            {t(`dict.kinds.${kind}.create`)}
          </Link>
        ) : null}
      </div>
      {kind === 'account-type' || kind === 'currency' || kind === 'subject' ? <ReferenceTabs /> : null}
      {kind === 'plan-account' ? <p className="cb-reference__hint">{t('dict.planHint')}</p> : null}
      <div className="cb-reference__filters">
        <SearchBox
          label={t('dict.search')}
          value={query.filters['text'] ?? ''}
          onSearch={(text) => update({ filters: { text } })}
          testId="dict-search"
        />
        {spec.extras.includes('scope') ? (
          <div className="cb-field">
            <label className="cb-field__label" htmlFor="dict-scope-filter">
              {t('dict.fields.scope')}
            </label>
            <select
              id="dict-scope-filter"
              className="cb-select"
              value={query.filters['scope'] ?? ''}
              onChange={(event) => update({ filters: { scope: event.target.value } })}
            >
              <option value="">{t('state.all')}</option>
              {STATUS_SCOPES.map((s) => (
                <option key={s} value={s}>
                  {t(`dict.scope.${s}`)}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <div className="cb-field">
            <label className="cb-field__label" htmlFor="dict-state-filter">
              {t('dict.fields.active')}
            </label>
            <select
              id="dict-state-filter"
              className="cb-select"
              data-testid="dict-state-filter"
              value={query.filters['active'] ?? ''}
              onChange={(event) => update({ filters: { active: event.target.value } })}
            >
              <option value="">{t('state.all')}</option>
              <option value="true">{t('state.active')}</option>
              <option value="false">{t('state.inactive')}</option>
            </select>
          </div>
        )}
        <ExportMenu title={title} columns={columns} rows={list.data?.list} />
      </div>
      <PagedTable
        caption={title}
        columns={columns}
        rows={list.data?.list}
        meta={list.data?._meta}
        loading={list.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        actions={actions}
        testId="dict-table"
      />
    </div>
  );
}

function DictCreateScreen({ kind }: { kind: DictKind }) {
  const { t } = useTranslation('reference');
  const navigate = useNavigate();
  const paths = formPaths(kind);
  return (
    <div className="cb-page">
      <h1>{t(`dict.kinds.${kind}.createTitle`)}</h1>
      <DictForm
        kind={kind}
        onSave={async (body) => {
          await createDictEntry(kind, body);
          navigate(paths.list, { replace: true });
        }}
      />
      <p>
        <Link to={paths.list}>{t('actions.back')}</Link>
      </p>
    </div>
  );
}

function DictEditScreen({ kind }: { kind: DictKind }) {
  const { t } = useTranslation('reference');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data, isPending, isError } = useDictEntry(kind, id);
  const paths = formPaths(kind);
  return (
    <div className="cb-page">
      <h1>{data ? t('dict.editTitle', { code: data.code }) : t(`dict.kinds.${kind}.title`)}</h1>
      {isPending ? (
        <SkeletonLines lines={5} />
      ) : isError ? (
        <EmptyState text={t('dict.missing')} />
      ) : (
        <DictForm
          key={data.id}
          kind={kind}
          initial={data}
          onSave={async (body) => {
            await updateDictEntry(kind, data.id, body);
            navigate(paths.list, { replace: true });
          }}
        />
      )}
      <p>
        <Link to={paths.list}>{t('actions.back')}</Link>
      </p>
    </div>
  );
}

/** /status/:id — one status with its names in every language. */
export function StatusViewScreen() {
  const { t } = useTranslation('reference');
  const { id = '' } = useParams();
  const { data, isPending, isError } = useDictEntry('status', id);
  return (
    <div className="cb-page">
      <h1>
        {data
          ? `${t(`dict.scope.${data.scope ?? ''}` as 'dict.scope.salary')} · ${data.code}`
          : t('dict.kinds.status.title')}
      </h1>
      {isPending ? (
        <SkeletonLines lines={6} />
      ) : isError ? (
        <EmptyState text={t('dict.missing')} />
      ) : (
        <>
          <table className="cb-reference-view" data-testid="status-view">
            <tbody>
              {(
                [
                  ['scope', t(`dict.scope.${data.scope ?? ''}` as 'dict.scope.salary')],
                  ['code', data.code],
                  ['name_ru', data.name_ru],
                  ['name_en', data.name_en],
                  ['name_uz', data.name_uz],
                  ['color', t(`dict.color.${data.color ?? ''}` as 'dict.color.grey')],
                  ['active', t(data.active ? 'state.active' : 'state.inactive')],
                  ['updated_at', formatDateTime(data.updated_at)],
                ] as const
              ).map(([field, value]) => (
                <tr key={field}>
                  <th scope="row">{t(`dict.fields.${field}`)}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.isEdit ? (
            <p>
              <Link to={`/status/${data.id}/edit`} className="cb-button cb-button--primary">
                {t('actions.edit')}
              </Link>
            </p>
          ) : null}
        </>
      )}
      <p>
        <Link to="/status">{t('actions.back')}</Link>
      </p>
    </div>
  );
}

export const AccountTypeListScreen = () => <DictListScreen kind="account-type" />;
export const AccountTypeCreateScreen = () => <DictCreateScreen kind="account-type" />;
export const AccountTypeEditScreen = () => <DictEditScreen kind="account-type" />;
export const CurrencyListScreen = () => <DictListScreen kind="currency" />;
export const CurrencyCreateScreen = () => <DictCreateScreen kind="currency" />;
export const CurrencyEditScreen = () => <DictEditScreen kind="currency" />;
export const SubjectListScreen = () => <DictListScreen kind="subject" />;
export const SubjectCreateScreen = () => <DictCreateScreen kind="subject" />;
export const SubjectEditScreen = () => <DictEditScreen kind="subject" />;
export const StatusListScreen = () => <DictListScreen kind="status" />;
export const StatusCreateScreen = () => <DictCreateScreen kind="status" />;
export const StatusEditScreen = () => <DictEditScreen kind="status" />;
export const PlanAccountScreen = () => <DictListScreen kind="plan-account" />;
