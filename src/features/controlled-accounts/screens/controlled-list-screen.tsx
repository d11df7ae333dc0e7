import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { ControlledRow } from '../../../../contracts/api/controlled-accounts.ts';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { namedOptions, SelectField } from '../../../ui/select-field.tsx';
import { StatusChip } from '../../../ui/status-chip.tsx';
import {
  deleteControlled,
  useControlledList,
  useControlledStatuses,
  useControlledTypes,
} from '../api/controlled-api.ts';
import '../../../ui/buttons.css';
import './controlled.css';

const FILTERS = ['status', 'type'] as const;

/**
 * /must-be-auth-accounts (spec 3 §2.4): the controlled accounts, filtered by status and type; the
 * query string keeps the page and the filters. Edit opens the form with the row in navigation state.
 */
export function ControlledListScreen() {
  const { t } = useTranslation('controlledAccounts');
  const navigate = useNavigate();
  const { query, update } = useTableQuery(FILTERS);
  const list = useControlledList(query);
  const statuses = useControlledStatuses();
  const types = useControlledTypes();
  const [deleting, setDeleting] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const columns = useMemo<Column<ControlledRow>[]>(
    () => [
      { key: 'name', label: t('fields.name'), value: (r) => r.name, card: 'title' },
      {
        key: 'organization',
        label: t('fields.organization'),
        value: (r) => r.organizationName,
        card: 'field',
      },
      { key: 'full_name', label: t('fields.full_name'), value: (r) => r.full_name, card: 'field' },
      { key: 'account', label: t('fields.account'), value: (r) => r.account, card: 'field' },
      { key: 'bxm_code', label: t('fields.bxm_code'), value: (r) => r.bxm_code, card: 'field' },
      { key: 'type', label: t('fields.type'), value: (r) => r.typeName },
      {
        key: 'status',
        label: t('fields.status'),
        value: (r) => r.statusName,
        render: (r) => <StatusChip label={r.statusName} tone={r.status === 1 ? 'success' : 'neutral'} />,
        card: 'field',
      },
    ],
    [t],
  );
  const actions = useMemo<RowAction<ControlledRow>[]>(
    () => [
      {
        id: 'edit',
        flag: 'isEdit',
        label: t('actions.edit'),
        run: (r) => navigate('/must-be-auth-accounts/create', { state: { record: r } }),
      },
      {
        id: 'delete',
        flag: 'isDelete',
        label: t('actions.delete'),
        danger: true,
        run: (r) => setDeleting(r.id),
      },
    ],
    [t, navigate],
  );

  return (
    <div className="cb-page">
      <div className="cb-controlled__head">
        <h1>{t('title')}</h1>
        <Link
          to="/must-be-auth-accounts/create"
          className="cb-button cb-button--primary"
          data-testid="controlled-create"
        >
          {t('actions.create')}
        </Link>
      </div>
      <p className="cb-muted">{t('intro')}</p>
      <div className="cb-controlled__filters">
        <SelectField
          id="controlled-status"
          label={t('fields.status')}
          value={query.filters['status'] ?? ''}
          emptyLabel={t('all')}
          options={namedOptions(statuses.data)}
          onChange={(status) => update({ filters: { ...query.filters, status } })}
          testId="controlled-status"
        />
        <SelectField
          id="controlled-type"
          label={t('fields.type')}
          value={query.filters['type'] ?? ''}
          emptyLabel={t('all')}
          options={namedOptions(types.data)}
          onChange={(type) => update({ filters: { ...query.filters, type } })}
          testId="controlled-type"
        />
        <ExportMenu title={t('title')} columns={columns} rows={list.data?.list} />
      </div>
      <PagedTable
        caption={t('title')}
        columns={columns}
        rows={list.data?.list}
        meta={list.data?._meta}
        loading={list.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        actions={actions}
        testId="controlled-table"
      />
      <ConfirmSheet
        open={deleting !== null}
        title={t('deleteConfirm.title')}
        text={t('deleteConfirm.text')}
        confirmLabel={t('actions.delete')}
        danger
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting === null) return;
          setBusy(true);
          deleteControlled(deleting)
            .catch(() => undefined)
            .finally(() => {
              setBusy(false);
              setDeleting(null);
            });
        }}
      />
    </div>
  );
}
