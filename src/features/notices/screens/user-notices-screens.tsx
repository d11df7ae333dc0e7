import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { UserNoticeRow } from '../../../../contracts/api/notices.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SearchBox } from '../../../ui/search-box.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import {
  createUserNotice,
  deleteUserNotice,
  updateUserNotice,
  useNoticeOrganizations,
  useUserNotice,
  useUserNotices,
} from '../api/notices-api.ts';
import { UserNoticeForm } from '../components/user-notice-form.tsx';
import '../../../ui/buttons.css';
import '../components/notices.css';

const FILTERS = ['organization', 'text'] as const;

/** /notification — notices after sign-in, for every organisation or one (spec 1 §2.4). */
export function UserNoticesListScreen() {
  const { t } = useTranslation('notices');
  const navigate = useNavigate();
  const language = currentLanguage();
  const { query, update } = useTableQuery(FILTERS);
  const list = useUserNotices(query);
  const organizations = useNoticeOrganizations();
  const [deleting, setDeleting] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const columns = useMemo<Column<UserNoticeRow>[]>(
    () => [
      { key: 'id', label: 'ID', value: (r) => String(r.id), sortField: 'id', numeric: true },
      { key: 'title', label: t('fields.title'), value: (r) => r[`title_${language}`], card: 'title' },
      {
        key: 'organization',
        label: t('fields.organization'),
        value: (r) => r.organization_name ?? t('user.everyone'),
        card: 'field',
      },
      {
        key: 'created_at',
        label: t('fields.created_at'),
        value: (r) => formatDateTime(r.created_at),
        card: 'field',
      },
      {
        key: 'read_count',
        label: t('fields.read_count'),
        value: (r) => String(r.read_count),
        numeric: true,
        card: 'field',
      },
    ],
    [t, language],
  );
  const actions = useMemo<RowAction<UserNoticeRow>[]>(
    () => [
      {
        id: 'edit',
        flag: 'isEdit',
        label: t('actions.edit'),
        run: (r) => navigate(`/notification/${r.id}/edit`),
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
      <div className="cb-notices__head">
        <h1>{t('user.title')}</h1>
        <Link to="/notification/create" className="cb-button cb-button--primary" data-testid="notice-create">
          {t('actions.create')}
        </Link>
      </div>
      <p className="cb-muted">{t('user.intro')}</p>
      <div className="cb-notices__filters">
        <SearchBox
          label={t('fields.search')}
          value={query.filters['text'] ?? ''}
          onSearch={(text) => update({ filters: { ...query.filters, text } })}
          testId="notification-search"
        />
        <SelectField
          id="notification-organization"
          label={t('fields.organization')}
          value={query.filters['organization'] ?? ''}
          emptyLabel={t('all')}
          options={(organizations.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
          onChange={(organization) => update({ filters: { ...query.filters, organization } })}
          testId="notification-organization"
        />
        <span />
        <ExportMenu title={t('user.title')} columns={columns} rows={list.data?.list} />
      </div>
      <PagedTable
        caption={t('user.title')}
        columns={columns}
        rows={list.data?.list}
        meta={list.data?._meta}
        loading={list.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        actions={actions}
        testId="user-notices-table"
      />
      <ConfirmSheet
        open={deleting !== null}
        title={t('deleteConfirm.title')}
        text={t('deleteConfirm.user')}
        confirmLabel={t('actions.delete')}
        danger
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting === null) return;
          setBusy(true);
          deleteUserNotice(deleting)
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

/** /notification/create */
export function UserNoticeCreateScreen() {
  const { t } = useTranslation('notices');
  const navigate = useNavigate();
  return (
    <div className="cb-page">
      <h1>{t('user.createTitle')}</h1>
      <UserNoticeForm
        onSave={async (body) => {
          await createUserNotice(body);
          navigate('/notification', { replace: true });
        }}
      />
      <p>
        <Link to="/notification">{t('actions.back')}</Link>
      </p>
    </div>
  );
}

/** /notification/:id/edit — the system's own plain-text notices are not edited (the server says so). */
export function UserNoticeEditScreen() {
  const { t } = useTranslation('notices');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data, isPending, isError } = useUserNotice(id);
  return (
    <div className="cb-page">
      <h1>{t('user.editTitle')}</h1>
      {isPending ? (
        <SkeletonLines lines={6} />
      ) : isError ? (
        <EmptyState text={t('missing')} />
      ) : data.format !== 'html' ? (
        <EmptyState text={t('user.system')} />
      ) : (
        <UserNoticeForm
          key={data.id}
          initial={data}
          onSave={async (body) => {
            await updateUserNotice(data.id, body);
            navigate('/notification', { replace: true });
          }}
        />
      )}
      <p>
        <Link to="/notification">{t('actions.back')}</Link>
      </p>
    </div>
  );
}
