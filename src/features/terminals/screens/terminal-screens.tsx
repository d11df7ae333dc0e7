import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { TERMINAL_STATUSES, commissionText, type TerminalRow } from '../../../../contracts/api/terminals.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SearchBox } from '../../../ui/search-box.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { createTerminal, updateTerminal, useTerminal, useTerminalList } from '../api/terminals-api.ts';
import { RegistryNav, RegistryStatusChip } from '../components/registry-nav.tsx';
import { TerminalForm } from '../components/terminal-form.tsx';
import '../../../ui/buttons.css';
import './terminals.css';

const FILTERS = ['text', 'status'] as const;

/** The same screens serve solfy_terminal at /solfy and the bank's admins at /terminals. */
function useSide() {
  const solfy = useLocation().pathname.startsWith('/solfy');
  return {
    solfy,
    list: solfy ? '/solfy/terminal' : '/terminals',
    add: solfy ? '/solfy/add' : '/terminals/add',
    view: (id: number) => (solfy ? `/solfy/${id}` : `/terminals/detail/${id}`),
  };
}

/** /solfy: the registry's first screen is the terminal list. */
export function SolfyHomeScreen() {
  return <Navigate to="/solfy/terminal" replace />;
}

/** /solfy/terminal and /terminals: cards below 960 px, a table above; search, status filter. */
export function TerminalListScreen() {
  const { t } = useTranslation('terminals');
  const navigate = useNavigate();
  const side = useSide();
  const { query, update } = useTableQuery(FILTERS);
  const list = useTerminalList(query);

  const columns = useMemo<Column<TerminalRow>[]>(
    () => [
      { key: 'code', label: t('fields.code'), value: (r) => r.code, sortField: 'code', card: 'field' },
      { key: 'name', label: t('fields.name'), value: (r) => r.name, sortField: 'name', card: 'title' },
      {
        key: 'merchant_id',
        label: t('fields.merchant_id'),
        value: (r) => r.merchant_id,
        sortField: 'merchant_id',
        card: 'field',
      },
      { key: 'organization', label: t('fields.organization'), value: (r) => r.organization, card: 'field' },
      { key: 'address', label: t('fields.address'), value: (r) => r.address },
      {
        key: 'commission',
        label: t('fields.commission'),
        value: (r) => commissionText(r.commission_bp),
        numeric: true,
      },
      {
        key: 'status',
        label: t('fields.status'),
        value: (r) => t(`status.${r.status}`),
        render: (r) => <RegistryStatusChip status={r.status} />,
        sortField: 'status',
        card: 'field',
      },
      {
        key: 'updated_at',
        label: t('fields.updated_at'),
        value: (r) => formatDateTime(r.updated_at),
        sortField: 'updated_at',
      },
    ],
    [t],
  );
  const actions = useMemo<RowAction<TerminalRow>[]>(
    () => [
      { id: 'view', flag: 'isView', label: t('actions.view'), run: (r) => navigate(side.view(r.id)) },
      { id: 'edit', flag: 'isEdit', label: t('actions.edit'), run: (r) => navigate(`/solfy/${r.id}/edit`) },
      {
        id: 'statement',
        flag: 'isStatement',
        label: t('actions.statement'),
        run: (r) => navigate(`/terminals/stmt/${r.merchant_id}`),
      },
    ],
    [t, navigate, side],
  );

  return (
    <div className="cb-page">
      <div className="cb-terminals__head">
        <h1>{t('terminals.title')}</h1>
        <Link to={side.add} className="cb-button cb-button--primary" data-testid="terminal-create">
          {t('terminals.create')}
        </Link>
      </div>
      {side.solfy ? <RegistryNav /> : null}
      <div className="cb-terminals__filters">
        <SearchBox
          label={t('terminals.search')}
          value={query.filters['text'] ?? ''}
          onSearch={(text) => update({ filters: { text } })}
          testId="terminal-search"
        />
        <div className="cb-field">
          <label className="cb-field__label" htmlFor="terminal-status-filter">
            {t('fields.status')}
          </label>
          <select
            id="terminal-status-filter"
            className="cb-select"
            data-testid="terminal-status-filter"
            value={query.filters['status'] ?? ''}
            onChange={(event) => update({ filters: { status: event.target.value } })}
          >
            <option value="">{t('status.all')}</option>
            {TERMINAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <ExportMenu title={t('terminals.title')} columns={columns} rows={list.data?.list} />
      </div>
      <PagedTable
        caption={t('terminals.title')}
        columns={columns}
        rows={list.data?.list}
        meta={list.data?._meta}
        loading={list.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        actions={actions}
        testId="terminal-table"
      />
    </div>
  );
}

/** /solfy/:id and /terminals/detail/:id: every field; edit (solfy) and the statement (bank) by the flags. */
export function TerminalViewScreen() {
  const { t } = useTranslation('terminals');
  const { id = '' } = useParams();
  const side = useSide();
  const { data, isPending, isError } = useTerminal(id);
  if (isPending)
    return (
      <div className="cb-page">
        <SkeletonLines lines={8} />
      </div>
    );
  if (isError)
    return (
      <div className="cb-page">
        <EmptyState text={t('terminals.missing')} />
        <Link to={side.list}>{t('actions.back')}</Link>
      </div>
    );
  const rows: [string, string, React.ReactNode?][] = [
    ['code', data.code],
    ['name', data.name],
    ['merchant_id', data.merchant_id],
    ['merchant', data.merchant_name ?? ''],
    ['organization', data.organization],
    ['inn', data.inn],
    ['mfo', data.mfo],
    ['account', data.account],
    ['address', data.address],
    ['model', data.model],
    ['commission', `${commissionText(data.commission_bp)} %`],
    ['status', t(`status.${data.status}`), <RegistryStatusChip key="s" status={data.status} />],
    ['updated_at', formatDateTime(data.updated_at)],
  ];
  return (
    <div className="cb-page">
      <h1>{t('terminals.viewTitle', { code: data.code })}</h1>
      <table className="cb-terminals-view" data-testid="terminal-view">
        <tbody>
          {rows.map(([key, text, node]) => (
            <tr key={key}>
              <th scope="row">{t(`fields.${key}` as 'fields.code')}</th>
              <td data-testid={`terminal-view-${key}`}>{node ?? text}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="cb-terminals-form__actions">
        {data.isEdit ? (
          <Link
            to={`/solfy/${data.id}/edit`}
            className="cb-button cb-button--primary"
            data-testid="terminal-edit"
          >
            {t('actions.edit')}
          </Link>
        ) : null}
        {data.isStatement ? (
          <Link
            to={`/terminals/stmt/${data.merchant_id}`}
            className="cb-button cb-button--primary"
            data-testid="terminal-statement"
          >
            {t('actions.statement')}
          </Link>
        ) : null}
        <Link to={side.list}>{t('actions.back')}</Link>
      </div>
    </div>
  );
}

/** /solfy/add and /terminals/add. */
export function TerminalAddScreen() {
  const { t } = useTranslation('terminals');
  const navigate = useNavigate();
  const side = useSide();
  return (
    <div className="cb-page">
      <h1>{t('terminals.createTitle')}</h1>
      <TerminalForm
        onSave={async (body) => {
          const terminal = await createTerminal(body);
          navigate(side.view(terminal.id), { replace: true });
        }}
      />
      <p>
        <Link to={side.list}>{t('actions.back')}</Link>
      </p>
    </div>
  );
}

/** /solfy/:id/edit (solfy_terminal only). */
export function TerminalEditScreen() {
  const { t } = useTranslation('terminals');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data, isPending, isError } = useTerminal(id);
  return (
    <div className="cb-page">
      <h1>{data ? t('terminals.editTitle', { code: data.code }) : t('terminals.title')}</h1>
      {isPending ? (
        <SkeletonLines lines={7} />
      ) : isError ? (
        <EmptyState text={t('terminals.missing')} />
      ) : (
        <TerminalForm
          key={data.id}
          initial={data}
          onSave={async (body) => {
            await updateTerminal(data.id, body);
            navigate(`/solfy/${data.id}`, { replace: true });
          }}
        />
      )}
      <p>
        <Link to="/solfy/terminal">{t('actions.back')}</Link>
      </p>
    </div>
  );
}
