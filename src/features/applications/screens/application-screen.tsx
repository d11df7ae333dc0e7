import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  APPLICATION_CATEGORIES,
  APPLICATION_STATUSES,
  type Application,
  type ApplicationStatus,
} from '../../../../contracts/api/applications.ts';
import { useSession } from '../../../lib/session.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { formatSize } from '../../../ui/chat/file-upload.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';
import {
  answerApplication,
  createApplication,
  downloadApplicationFile,
  useApplication,
  useApplicationList,
} from '../api/applications-api.ts';
import { AnswerForm } from '../components/answer-form.tsx';
import { ApplicationForm } from '../components/application-form.tsx';
import '../../../ui/buttons.css';
import './applications.css';

const TONES: Record<ApplicationStatus, ChipTone> = {
  new: 'info',
  in_progress: 'warning',
  answered: 'success',
  rejected: 'danger',
};

function ApplicationChip({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('applications');
  return <StatusChip label={t(`status.${status}`)} tone={TONES[status]} />;
}

/**
 * /application, one path for the whole area (spec 1 §2.3 names only it): the list, `?new=1` the
 * form of a new application, `?id=…` one application with its files and the bank's answer. The
 * contact centre sees every organisation's applications here and answers below the text.
 */
export function ApplicationScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (params.get('new') === '1') return <ApplicationCreate />;
  if (/^\d+$/.test(id)) return <ApplicationView id={id} />;
  return <ApplicationList />;
}

function ApplicationList() {
  const { t } = useTranslation('applications');
  const [, setParams] = useSearchParams();
  const { user } = useSession();
  const canFile = user !== null && user.role !== 'passive_user' && user.role !== 'contact_center';
  const { query, update } = useTableQuery(['status', 'category'] as const);
  const list = useApplicationList(query);
  const columns = useMemo<Column<Application>[]>(
    () => [
      { key: 'id', label: t('fields.number'), value: (r) => String(r.id), card: 'field' },
      {
        key: 'created_at',
        label: t('fields.created_at'),
        value: (r) => formatDateTime(r.created_at),
        card: 'field',
      },
      { key: 'subject', label: t('fields.subject'), value: (r) => r.subject, card: 'title' },
      {
        key: 'category',
        label: t('fields.category'),
        value: (r) => t(`category.${r.category}`),
        card: 'field',
      },
      { key: 'organization', label: t('fields.organization'), value: (r) => r.organization },
      { key: 'author', label: t('fields.author'), value: (r) => r.author },
      {
        key: 'status',
        label: t('fields.status'),
        value: (r) => t(`status.${r.status}`),
        render: (r) => <ApplicationChip status={r.status} />,
        card: 'field',
      },
    ],
    [t],
  );
  // Every row the caller may read opens; the list answers only those.
  const rows = useMemo(() => list.data?.list.map((r) => ({ ...r, isView: true })), [list.data]);
  const actions = useMemo<RowAction<Application & { isView: boolean }>[]>(
    () => [
      { id: 'view', flag: 'isView', label: t('actions.view'), run: (r) => setParams({ id: String(r.id) }) },
    ],
    [t, setParams],
  );
  return (
    <div className="cb-page">
      <div className="cb-applications__head">
        <h1>{t('title')}</h1>
        {canFile ? (
          <Link
            to="/application?new=1"
            className="cb-button cb-button--primary"
            data-testid="application-create"
          >
            {t('actions.create')}
          </Link>
        ) : null}
      </div>
      <div className="cb-applications__filters">
        <div className="cb-field">
          <label className="cb-field__label" htmlFor="application-status-filter">
            {t('fields.status')}
          </label>
          <select
            id="application-status-filter"
            className="cb-select"
            value={query.filters['status'] ?? ''}
            onChange={(event) => update({ filters: { status: event.target.value } })}
          >
            <option value="">{t('all')}</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="cb-field">
          <label className="cb-field__label" htmlFor="application-category-filter">
            {t('fields.category')}
          </label>
          <select
            id="application-category-filter"
            className="cb-select"
            value={query.filters['category'] ?? ''}
            onChange={(event) => update({ filters: { category: event.target.value } })}
          >
            <option value="">{t('all')}</option>
            {APPLICATION_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`category.${c}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <PagedTable
        caption={t('title')}
        columns={columns}
        rows={rows}
        meta={list.data?._meta}
        loading={list.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        actions={actions}
        testId="application-table"
      />
    </div>
  );
}

function ApplicationCreate() {
  const { t } = useTranslation('applications');
  const [, setParams] = useSearchParams();
  return (
    <div className="cb-page">
      <h1>{t('createTitle')}</h1>
      <ApplicationForm
        onSave={async (body) => {
          const application = await createApplication(body);
          setParams({ id: String(application.id) }, { replace: true });
        }}
      />
      <p>
        <Link to="/application">{t('actions.back')}</Link>
      </p>
    </div>
  );
}

function ApplicationView({ id }: { id: string }) {
  const { t } = useTranslation('applications');
  const { data, isPending, isError } = useApplication(id);
  if (isPending)
    return (
      <div className="cb-page">
        <SkeletonLines lines={6} />
      </div>
    );
  if (isError)
    return (
      <div className="cb-page">
        <EmptyState text={t('missing')} />
        <Link to="/application">{t('actions.back')}</Link>
      </div>
    );
  return (
    <div className="cb-page" data-testid="application-view">
      <div className="cb-applications__head">
        <h1>{t('viewTitle', { id: data.id })}</h1>
        <ApplicationChip status={data.status} />
      </div>
      <p className="cb-applications__meta">
        {formatDateTime(data.created_at)} · {data.organization} · {data.author} ·{' '}
        {t(`category.${data.category}`)}
      </p>
      <h2 data-testid="application-view-subject">{data.subject}</h2>
      <p className="cb-applications__text" data-testid="application-view-text">
        {data.text}
      </p>
      {data.files.length > 0 ? (
        <ul
          className="cb-applications__files"
          data-testid="application-view-files"
          aria-label={t('fields.attachments')}
        >
          {data.files.map((file) => (
            <li key={file.id}>
              <button
                type="button"
                className="cb-button cb-button--secondary"
                onClick={() => void downloadApplicationFile(data.id, file)}
              >
                {file.name}
              </button>{' '}
              {formatSize(file.size)}
            </li>
          ))}
        </ul>
      ) : null}
      {data.answer !== null ? (
        <section className="cb-applications__answer" data-testid="application-view-answer">
          <h2>{t(data.status === 'rejected' ? 'answer.rejectedTitle' : 'answer.answeredTitle')}</h2>
          <p className="cb-applications__text">{data.answer}</p>
          <p className="cb-applications__meta">
            {data.answered_by} · {data.answered_at ? formatDateTime(data.answered_at) : ''}
          </p>
        </section>
      ) : (
        <p className="cb-applications__meta">{t(data.status === 'new' ? 'waiting' : 'inWork')}</p>
      )}
      {data.isAnswer ? (
        <AnswerForm
          key={data.status}
          application={data}
          onSave={(body) => answerApplication(data.id, body)}
        />
      ) : null}
      <p>
        <Link to="/application">{t('actions.back')}</Link>
      </p>
    </div>
  );
}
