import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { CtcRow } from '../../../../contracts/api/currency-transaction-codes.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useOnline } from '../../../offline/online.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SearchBox } from '../../../ui/search-box.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { createCtc, putCtcUpdate, useCtc, useCtcList } from '../api/ctc-api.ts';
import { CtcForm } from '../components/ctc-form.tsx';
import { MfoStateChip } from '../components/mfo-state.tsx';
import '../../../ui/buttons.css';
import './reference.css';

const FILTERS = ['active', 'text'] as const;

/** /currency-transaction-codes (admin): cards below 960 px, a table above; edit by the row flag. */
export function CtcListScreen() {
  const { t } = useTranslation('reference');
  const navigate = useNavigate();
  const language = currentLanguage();
  const { query, update } = useTableQuery(FILTERS);
  const list = useCtcList(query);

  const columns = useMemo<Column<CtcRow>[]>(
    () => [
      { key: 'code', label: t('ctc.fields.code'), value: (r) => r.code, sortField: 'code', card: 'field' },
      { key: 'name', label: t('ctc.fields.name'), value: (r) => r[`name_${language}`], card: 'title' },
      {
        key: 'active',
        label: t('ctc.fields.active'),
        value: (r) => t(r.active ? 'state.active' : 'state.inactive'),
        render: (r) => <MfoStateChip active={r.active} />,
        sortField: 'active',
        card: 'field',
      },
      {
        key: 'updated_at',
        label: t('ctc.fields.updated_at'),
        value: (r) => formatDateTime(r.updated_at),
        card: 'field',
      },
    ],
    [t, language],
  );
  const actions = useMemo<RowAction<CtcRow>[]>(
    () => [
      {
        id: 'edit',
        flag: 'isEdit',
        label: t('actions.edit'),
        run: (r) => navigate(`/currency-transaction-codes/${r.id}/edit`),
      },
    ],
    [t, navigate],
  );

  return (
    <div className="cb-page">
      <div className="cb-reference__head">
        <h1>{t('ctc.title')}</h1>
        <Link
          to="/currency-transaction-codes/create"
          className="cb-button cb-button--primary"
          data-testid="ctc-create"
        >
          {t('ctc.create')}
        </Link>
      </div>
      <div className="cb-reference__filters">
        <SearchBox
          label={t('ctc.search')}
          value={query.filters['text'] ?? ''}
          onSearch={(text) => update({ filters: { text } })}
          testId="ctc-search"
        />
        <div className="cb-field">
          <label className="cb-field__label" htmlFor="ctc-state-filter">
            {t('ctc.fields.active')}
          </label>
          <select
            id="ctc-state-filter"
            className="cb-select"
            data-testid="ctc-state-filter"
            value={query.filters['active'] ?? ''}
            onChange={(event) => update({ filters: { active: event.target.value } })}
          >
            <option value="">{t('state.all')}</option>
            <option value="true">{t('state.active')}</option>
            <option value="false">{t('state.inactive')}</option>
          </select>
        </div>
        <ExportMenu title={t('ctc.title')} columns={columns} rows={list.data?.list} />
      </div>
      <PagedTable
        caption={t('ctc.title')}
        columns={columns}
        rows={list.data?.list}
        meta={list.data?._meta}
        loading={list.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        actions={actions}
        testId="ctc-table"
      />
    </div>
  );
}

/** /currency-transaction-codes/create — offline, saving queues the create in the outbox. */
export function CtcCreateScreen() {
  const { t } = useTranslation('reference');
  const { t: to } = useTranslation('offline');
  const navigate = useNavigate();
  const online = useOnline();
  return (
    <div className="cb-page">
      <h1>{t('ctc.createTitle')}</h1>
      {online ? null : (
        <p className="cb-offline-reason" role="note" data-testid="ctc-offline-hint">
          {to('queue.offlineHint')}
        </p>
      )}
      <CtcForm
        onSave={async (body) => {
          const result = await createCtc(body);
          navigate(result.kind === 'done' ? '/currency-transaction-codes' : '/outbox', { replace: true });
        }}
      />
      <p>
        <Link to="/currency-transaction-codes">{t('actions.back')}</Link>
      </p>
    </div>
  );
}

/** /currency-transaction-codes/:id/edit */
export function CtcEditScreen() {
  const { t } = useTranslation('reference');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data, isPending, isError } = useCtc(id);
  return (
    <div className="cb-page">
      <h1>{data ? t('ctc.editTitle', { code: data.code }) : t('ctc.title')}</h1>
      {isPending ? (
        <SkeletonLines lines={5} />
      ) : isError ? (
        <EmptyState text={t('ctc.missing')} />
      ) : (
        <CtcForm
          key={data.id}
          initial={data}
          onSave={async (body) => {
            await putCtcUpdate(data.id, body);
            navigate('/currency-transaction-codes', { replace: true });
          }}
        />
      )}
      <p>
        <Link to="/currency-transaction-codes">{t('actions.back')}</Link>
      </p>
    </div>
  );
}
