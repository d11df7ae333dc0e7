import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { MfoRow } from '../../../../contracts/api/mfo.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SearchBox } from '../../../ui/search-box.tsx';
import { useMfoList } from '../api/mfo-api.ts';
import { DeleteMfoSheet } from '../components/delete-mfo-sheet.tsx';
import { MfoStateChip } from '../components/mfo-state.tsx';
import '../../../ui/buttons.css';
import './reference.css';

const FILTERS = ['active', 'text'] as const;

/**
 * The banks by MFO: /mfo for admin (create, open, edit, delete by the server's row flags) and
 * /bank-code for admin_bank (the same directory, read-only). Cards below 960 px, a table above.
 */
function BanksList({ directory }: { directory: boolean }) {
  const { t } = useTranslation('reference');
  const navigate = useNavigate();
  const { query, update } = useTableQuery(FILTERS);
  const list = useMfoList(query);
  const [deleting, setDeleting] = useState<number | null>(null);
  const title = directory ? t('bankCodeTitle') : t('title');

  const columns = useMemo<Column<MfoRow>[]>(
    () => [
      { key: 'mfo', label: t('fields.mfo'), value: (r) => r.mfo, sortField: 'mfo', card: 'field' },
      { key: 'name', label: t('fields.name'), value: (r) => r.name, sortField: 'name', card: 'title' },
      {
        key: 'active',
        label: t('fields.active'),
        value: (r) => t(r.active ? 'state.active' : 'state.inactive'),
        render: (r) => <MfoStateChip active={r.active} />,
        sortField: 'active',
        card: 'field',
      },
      {
        key: 'updated_at',
        label: t('fields.updated_at'),
        value: (r) => formatDateTime(r.updated_at),
        card: 'field',
      },
    ],
    [t],
  );
  const actions = useMemo<RowAction<MfoRow>[]>(
    () =>
      directory
        ? []
        : [
            { id: 'view', flag: 'isView', label: t('actions.view'), run: (r) => navigate(`/mfo/${r.id}`) },
            {
              id: 'edit',
              flag: 'isEdit',
              label: t('actions.edit'),
              run: (r) => navigate(`/mfo/${r.id}/edit`),
            },
            {
              id: 'delete',
              flag: 'isDelete',
              label: t('actions.delete'),
              danger: true,
              run: (r) => setDeleting(r.id),
            },
          ],
    [t, navigate, directory],
  );

  return (
    <div className="cb-page">
      <div className="cb-reference__head">
        <h1>{title}</h1>
        {directory ? null : (
          <Link to="/mfo/create" className="cb-button cb-button--primary" data-testid="mfo-create">
            {t('create')}
          </Link>
        )}
      </div>
      {directory ? <p className="cb-reference__hint">{t('bankCodeHint')}</p> : null}
      <div className="cb-reference__filters">
        <SearchBox
          label={t('search')}
          value={query.filters['text'] ?? ''}
          onSearch={(text) => update({ filters: { text } })}
          testId="mfo-search"
        />
        <div className="cb-field">
          <label className="cb-field__label" htmlFor="mfo-state-filter">
            {t('fields.active')}
          </label>
          <select
            id="mfo-state-filter"
            className="cb-select"
            data-testid="mfo-state-filter"
            value={query.filters['active'] ?? ''}
            onChange={(event) => update({ filters: { active: event.target.value } })}
          >
            <option value="">{t('state.all')}</option>
            <option value="true">{t('state.active')}</option>
            <option value="false">{t('state.inactive')}</option>
          </select>
        </div>
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
        testId="mfo-table"
      />
      <DeleteMfoSheet id={deleting} onClose={() => setDeleting(null)} onDeleted={() => undefined} />
    </div>
  );
}

/** /mfo (admin). */
export function MfoListScreen() {
  return <BanksList directory={false} />;
}

/** /bank-code (admin_bank): read-only. */
export function BankCodeScreen() {
  return <BanksList directory />;
}
