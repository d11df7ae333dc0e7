import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  MULTICLIENT_ALIAS_MAX,
  type AllowId,
  type ChildRow,
  type CustomerInfo,
  type MuserRow,
} from '../../../../contracts/api/multiclient.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { FormSummary } from '../../../ui/form-summary.tsx';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { StatusChip } from '../../../ui/status-chip.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  addChild,
  deleteChild,
  lookupCustomer,
  setChildAccess,
  useAllowList,
  useChildren,
  useMembers,
  useParent,
} from '../api/multiclient-api.ts';
import { useIds } from '../ids.ts';
import '../../../ui/buttons.css';
import './multiclient.css';

const NO_FILTERS: readonly string[] = [];

/**
 * /multiclients/childorganization?id= — one parent: its child organisations (add, manage the access
 * level, remove) and its users (add, open, edit, account control).
 */
export function ChildrenScreen() {
  const { t } = useTranslation('multiclient');
  const navigate = useNavigate();
  const { id } = useIds();
  const parent = useParent(id);
  const { query, update } = useTableQuery(NO_FILTERS);
  const children = useChildren(id, query);
  const [usersQuery, setUsersQuery] = useState<TableQuery>({ page: 1, sort: null, filters: {} });
  const members = useMembers(id, usersQuery.page);

  const childColumns = useMemo<Column<ChildRow>[]>(
    () => [
      {
        key: 'name',
        label: t('fields.organization'),
        value: (r) => r.alias ?? r.children_name,
        card: 'title',
      },
      { key: 'legal', label: t('fields.legalName'), value: (r) => r.children_name },
      {
        key: 'customerid',
        label: t('fields.customerid'),
        value: (r) => r.children_customerid,
        card: 'field',
      },
      { key: 'inn', label: t('fields.inn'), value: (r) => r.children_inn, card: 'field' },
      { key: 'mfo', label: t('fields.mfo'), value: (r) => r.mfo },
      {
        key: 'allow',
        label: t('fields.allow'),
        value: (r) => r.allowText,
        render: (r) => <StatusChip label={r.allowText} tone={r.allowId === 2 ? 'success' : 'neutral'} />,
        card: 'field',
      },
      { key: 'date', label: t('fields.dateReg'), value: (r) => formatDate(r.date_reg) },
    ],
    [t],
  );
  const childActions = useMemo<RowAction<ChildRow>[]>(
    () => [
      {
        id: 'manage',
        flag: 'isDelete',
        label: t('actions.manage'),
        run: (r) => navigate(`/multiclients/childorganization/manage?id=${id}&childId=${r.id}`),
      },
    ],
    [t, navigate, id],
  );
  const userColumns = useMemo<Column<MuserRow>[]>(
    () => [
      { key: 'full_name', label: t('fields.fullName'), value: (r) => r.full_name, card: 'title' },
      { key: 'username', label: t('fields.username'), value: (r) => r.username, card: 'field' },
      { key: 'position', label: t('fields.position'), value: (r) => r.position ?? '' },
      { key: 'allow', label: t('fields.allow'), value: (r) => r.allowText, card: 'field' },
      {
        key: 'state',
        label: t('fields.state'),
        value: (r) => t(`state.${r.state}`),
        render: (r) => (
          <StatusChip label={t(`state.${r.state}`)} tone={r.state === 'active' ? 'success' : 'danger'} />
        ),
        card: 'field',
      },
    ],
    [t],
  );
  const userActions = useMemo<RowAction<MuserRow>[]>(
    () => [
      {
        id: 'detail',
        flag: 'isView',
        label: t('actions.open'),
        run: (r) => navigate(`/multiclients/users/detail?id=${id}&userId=${r.id}`),
      },
      {
        id: 'edit',
        flag: 'isUpdate',
        label: t('actions.edit'),
        run: (r) => navigate(`/multiclients/users/edit?id=${id}&userId=${r.id}`),
      },
      {
        id: 'acc',
        flag: 'isAccControl',
        label: t('actions.accControl'),
        run: (r) => navigate(`/multiclients/users/acc-control?id=${id}&userId=${r.id}`),
      },
    ],
    [t, navigate, id],
  );

  return (
    <div className="cb-page">
      <div className="cb-mc__head">
        <div>
          <h1 data-testid="mc-parent-name">{parent.data?.name ?? ''}</h1>
          {parent.data ? (
            <p className="cb-mc__sub">
              {t('fields.inn')}: {parent.data.inn}
            </p>
          ) : null}
        </div>
        {parent.data?.isUpdate ? (
          <Link to={`/multiclients/edit?id=${id}`} className="cb-button cb-button--secondary">
            {t('actions.edit')}
          </Link>
        ) : null}
      </div>
      <section className="cb-mc__section">
        <div className="cb-mc__head">
          <h2>{t('children.title')}</h2>
          <Link
            to={`/multiclients/childorganization/add?id=${id}`}
            className="cb-button cb-button--primary"
            data-testid="mc-child-add"
          >
            {t('children.add')}
          </Link>
        </div>
        <PagedTable
          caption={t('children.title')}
          columns={childColumns}
          rows={children.data?.list}
          meta={children.data?._meta}
          loading={children.isFetching}
          rowKey={(r) => String(r.id)}
          query={query}
          onQuery={update}
          actions={childActions}
          testId="mc-children"
        />
      </section>
      <section className="cb-mc__section">
        <div className="cb-mc__head">
          <h2>{t('users.title')}</h2>
          <Link
            to={`/multiclients/users/add?id=${id}`}
            className="cb-button cb-button--primary"
            data-testid="mc-user-add"
          >
            {t('users.add')}
          </Link>
        </div>
        <PagedTable
          caption={t('users.title')}
          columns={userColumns}
          rows={members.data?.list}
          meta={members.data?._meta}
          loading={members.isFetching}
          rowKey={(r) => String(r.id)}
          query={usersQuery}
          onQuery={(change) => setUsersQuery({ ...usersQuery, ...change })}
          actions={userActions}
          testId="mc-users"
        />
      </section>
    </div>
  );
}

function AllowSelect({ value, onChange }: { value: AllowId; onChange: (v: AllowId) => void }) {
  const { t } = useTranslation('multiclient');
  const allow = useAllowList();
  return (
    <SelectField
      id="mc-allow"
      label={t('fields.allow')}
      value={String(value)}
      required
      options={(allow.data ?? []).map((a) => ({ value: String(a.id), label: a.value }))}
      onChange={(v) => onChange(v === '1' ? 1 : 2)}
      testId="mc-allow"
    />
  );
}

/** /multiclients/childorganization/add?id= — a child by customer id (its name found first) with an access level. */
export function ChildAddScreen() {
  const { t } = useTranslation('multiclient');
  const navigate = useNavigate();
  const { id } = useIds();
  const [customerid, setCustomerid] = useState('');
  const [found, setFound] = useState<CustomerInfo | null>(null);
  const [alias, setAlias] = useState('');
  const [allowId, setAllowId] = useState<AllowId>(2);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const find = async () => {
    setFound(null);
    if (!/^\d{8}$/.test(customerid)) {
      setErrors({ customerid: t('errors.customerid') });
      return;
    }
    try {
      setFound(await lookupCustomer(customerid));
      setErrors({});
    } catch (error) {
      setErrors(error instanceof ApiError ? error.fieldErrors() : {});
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (found === null) {
      await find();
      return;
    }
    setBusy(true);
    setSummary(null);
    try {
      await addChild(id, { customerid, allow_id: allowId, ...(alias.trim() ? { alias: alias.trim() } : {}) });
      navigate(`/multiclients/childorganization?id=${id}`, { replace: true });
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
    <div className="cb-page cb-mc__narrow">
      <h1>{t('children.addTitle')}</h1>
      <form className="cb-mc__form" noValidate onSubmit={(e) => void submit(e)} data-testid="mc-child-form">
        <FormSummary text={summary} />
        <TextField
          label={t('fields.customerid')}
          value={customerid}
          required
          inputMode="numeric"
          maxLength={8}
          hint={t('children.customeridHint')}
          onChange={(v) => {
            setCustomerid(v.replace(/\D/g, ''));
            setFound(null);
          }}
          onBlur={() => (customerid.length === 8 ? void find() : undefined)}
          error={errors['customerid']}
          testId="mc-customerid"
        />
        <button
          type="button"
          className="cb-button cb-button--secondary"
          onClick={() => void find()}
          data-testid="mc-find"
        >
          {t('children.find')}
        </button>
        {found ? (
          <p className="cb-mc__found" data-testid="mc-found">
            {found.name} · {t('fields.inn')} {found.inn} · {t('fields.mfo')} {found.mfo}
          </p>
        ) : null}
        <TextField
          label={t('fields.alias')}
          value={alias}
          maxLength={MULTICLIENT_ALIAS_MAX}
          onChange={(v) => setAlias(v)}
          error={errors['alias']}
          testId="mc-alias"
        />
        <AllowSelect value={allowId} onChange={setAllowId} />
        <SubmitButton busy={busy} testId="mc-child-save">
          {t('actions.add')}
        </SubmitButton>
      </form>
    </div>
  );
}

/** /multiclients/childorganization/manage?id=&childId= — the child's access level and alias; removing it. */
export function ChildManageScreen() {
  const { t } = useTranslation('multiclient');
  const navigate = useNavigate();
  const { id, childId } = useIds();
  const children = useChildren(id, { page: 1, sort: null, filters: {} });
  const child = children.data?.list.find((c) => c.id === childId);
  return (
    <div className="cb-page cb-mc__narrow">
      <h1>{t('children.manageTitle')}</h1>
      {child ? (
        <ChildManageForm
          key={child.id}
          child={child}
          onDone={() => navigate(`/multiclients/childorganization?id=${id}`, { replace: true })}
          parentId={id}
        />
      ) : children.isFetching ? (
        <SkeletonLines />
      ) : (
        <p>{t('children.notFound')}</p>
      )}
    </div>
  );
}

function ChildManageForm({
  child,
  parentId,
  onDone,
}: {
  child: ChildRow;
  parentId: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('multiclient');
  const [alias, setAlias] = useState(child.alias ?? '');
  const [allowId, setAllowId] = useState<AllowId>(child.allowId === 1 ? 1 : 2);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);
  const run = async (job: () => Promise<unknown>) => {
    setBusy(true);
    setSummary(null);
    try {
      await job();
      onDone();
    } catch (error) {
      if (error instanceof ApiError) setSummary(error.serverMessage);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="cb-mc__form"
      noValidate
      data-testid="mc-child-manage"
      onSubmit={(e) => {
        e.preventDefault();
        void run(() =>
          setChildAccess(parentId, child.id, {
            allow_id: allowId,
            ...(alias.trim() ? { alias: alias.trim() } : {}),
          }),
        );
      }}
    >
      <FormSummary text={summary} />
      <dl className="cb-mc__facts">
        <dt>{t('fields.legalName')}</dt>
        <dd>{child.children_name}</dd>
        <dt>{t('fields.customerid')}</dt>
        <dd>{child.children_customerid}</dd>
        <dt>{t('fields.inn')}</dt>
        <dd>{child.children_inn}</dd>
      </dl>
      <TextField
        label={t('fields.alias')}
        value={alias}
        maxLength={MULTICLIENT_ALIAS_MAX}
        onChange={setAlias}
        testId="mc-alias"
      />
      <AllowSelect value={allowId} onChange={setAllowId} />
      <SubmitButton busy={busy} testId="mc-child-access-save">
        {t('actions.save')}
      </SubmitButton>
      {child.isDelete ? (
        <button
          type="button"
          className="cb-button cb-button--secondary cb-mc__danger"
          onClick={() => setConfirm(true)}
          data-testid="mc-child-delete"
        >
          {t('children.remove')}
        </button>
      ) : null}
      <ConfirmSheet
        open={confirm}
        title={t('children.removeTitle')}
        text={t('children.removeText', { name: child.children_name })}
        confirmLabel={t('children.remove')}
        danger
        busy={busy}
        onCancel={() => setConfirm(false)}
        onConfirm={() => void run(() => deleteChild(parentId, child.id))}
      />
    </form>
  );
}
