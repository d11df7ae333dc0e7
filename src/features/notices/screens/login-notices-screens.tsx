import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { LoginNoticeRow } from '../../../../contracts/api/notices.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { StatusChip } from '../../../ui/status-chip.tsx';
import {
  createLoginNotice,
  deleteLoginNotice,
  updateLoginNotice,
  useLoginNotice,
  useLoginNotices,
} from '../api/notices-api.ts';
import { ImportanceChip } from '../components/importance-chip.tsx';
import { LoginNoticeForm } from '../components/login-notice-form.tsx';
import '../../../ui/buttons.css';
import '../components/notices.css';

const FILTERS = ['language', 'importance', 'active'] as const;

/** /notify — the notices shown on the sign-in page (spec 1 §2.4), with their period and language. */
export function LoginNoticesListScreen() {
  const { t } = useTranslation('notices');
  const navigate = useNavigate();
  const { query, update } = useTableQuery(FILTERS);
  const list = useLoginNotices(query);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const columns = useMemo<Column<LoginNoticeRow>[]>(
    () => [
      { key: 'title', label: t('fields.title'), value: (r) => r.title, card: 'title' },
      {
        key: 'language',
        label: t('fields.language'),
        value: (r) => t(`languages.${r.language}`),
        card: 'field',
      },
      {
        key: 'importance',
        label: t('fields.importance'),
        value: (r) => t(`importance.${r.importance}`),
        render: (r) => <ImportanceChip importance={r.importance} />,
        sortField: 'importance',
        card: 'field',
      },
      {
        key: 'active_from',
        label: t('fields.active_from'),
        value: (r) => formatDateTime(r.active_from),
        sortField: 'active_from',
        card: 'field',
      },
      {
        key: 'active_to',
        label: t('fields.active_to'),
        value: (r) => formatDateTime(r.active_to),
        sortField: 'active_to',
        card: 'field',
      },
      {
        key: 'state',
        label: t('fields.state'),
        value: (r) => t(r.isActive ? 'state.active' : 'state.inactive'),
        render: (r) => (
          <StatusChip
            label={t(r.isActive ? 'state.active' : 'state.inactive')}
            tone={r.isActive ? 'success' : 'neutral'}
          />
        ),
        card: 'field',
      },
    ],
    [t],
  );
  const actions = useMemo<RowAction<LoginNoticeRow>[]>(
    () => [
      { id: 'edit', flag: 'isEdit', label: t('actions.edit'), run: (r) => navigate(`/notify/${r.id}/edit`) },
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
        <h1>{t('login.title')}</h1>
        <Link to="/notify/create" className="cb-button cb-button--primary" data-testid="notice-create">
          {t('actions.create')}
        </Link>
      </div>
      <p className="cb-muted">{t('login.intro')}</p>
      <div className="cb-notices__filters">
        <SelectField
          id="notify-language"
          label={t('fields.language')}
          value={query.filters['language'] ?? ''}
          emptyLabel={t('all')}
          options={(['ru', 'en', 'uz'] as const).map((l) => ({ value: l, label: t(`languages.${l}`) }))}
          onChange={(language) => update({ filters: { ...query.filters, language } })}
          testId="notify-language"
        />
        <SelectField
          id="notify-importance"
          label={t('fields.importance')}
          value={query.filters['importance'] ?? ''}
          emptyLabel={t('all')}
          options={(['info', 'warning', 'critical'] as const).map((i) => ({
            value: i,
            label: t(`importance.${i}`),
          }))}
          onChange={(importance) => update({ filters: { ...query.filters, importance } })}
          testId="notify-importance"
        />
        <SelectField
          id="notify-active"
          label={t('fields.state')}
          value={query.filters['active'] ?? ''}
          emptyLabel={t('all')}
          options={[
            { value: '1', label: t('state.active') },
            { value: '0', label: t('state.inactive') },
          ]}
          onChange={(active) => update({ filters: { ...query.filters, active } })}
          testId="notify-active"
        />
        <ExportMenu title={t('login.title')} columns={columns} rows={list.data?.list} />
      </div>
      <PagedTable
        caption={t('login.title')}
        columns={columns}
        rows={list.data?.list}
        meta={list.data?._meta}
        loading={list.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        actions={actions}
        testId="login-notices-table"
      />
      <ConfirmSheet
        open={deleting !== null}
        title={t('deleteConfirm.title')}
        text={t('deleteConfirm.login')}
        confirmLabel={t('actions.delete')}
        danger
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting === null) return;
          setBusy(true);
          deleteLoginNotice(deleting)
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

/** /notify/create */
export function LoginNoticeCreateScreen() {
  const { t } = useTranslation('notices');
  const navigate = useNavigate();
  return (
    <div className="cb-page">
      <h1>{t('login.createTitle')}</h1>
      <LoginNoticeForm
        onSave={async (body) => {
          await createLoginNotice(body);
          navigate('/notify', { replace: true });
        }}
      />
      <p>
        <Link to="/notify">{t('actions.back')}</Link>
      </p>
    </div>
  );
}

/** /notify/:id/edit */
export function LoginNoticeEditScreen() {
  const { t } = useTranslation('notices');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data, isPending, isError } = useLoginNotice(id);
  return (
    <div className="cb-page">
      <h1>{t('login.editTitle')}</h1>
      {isPending ? (
        <SkeletonLines lines={6} />
      ) : isError ? (
        <EmptyState text={t('missing')} />
      ) : (
        <LoginNoticeForm
          key={data.id}
          initial={data}
          onSave={async (body) => {
            await updateLoginNotice(data.id, body);
            navigate('/notify', { replace: true });
          }}
        />
      )}
      <p>
        <Link to="/notify">{t('actions.back')}</Link>
      </p>
    </div>
  );
}
