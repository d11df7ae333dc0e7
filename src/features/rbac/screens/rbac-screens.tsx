/**
 * The RBAC editor (spec 3 §2.7, issue 25; contracts/api/rbac.ts): roles with the permissions they
 * hold, permissions (the server's endpoints and admin-made groups) with the roles holding them and
 * their rule, and rules. What is saved here is what the server allows on the next call; a change
 * that would lock every administrator out is refused by the server and its message shown in place.
 */
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Navigate, useNavigate, useParams } from 'react-router-dom';
import type { RbacPermission, RbacRule, RuleCondition } from '../../../../contracts/api/rbac.ts';
import { ROLES, type Role } from '../../../../contracts/roles.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { FormSummary } from '../../../ui/form-summary.tsx';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SearchBox } from '../../../ui/search-box.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  createPermission,
  createRole,
  createRule,
  updatePermission,
  updateRole,
  updateRule,
  usePermission,
  usePermissionNames,
  usePermissions,
  useRole,
  useRoles,
  useRule,
  useRules,
} from '../api/rbac-api.ts';
import '../../../ui/buttons.css';
import './rbac.css';

/** /rbac redirects to roles (spec 1 §2.4). */
export function RbacRedirect() {
  return <Navigate to="/rbac/roles" replace />;
}

function RbacPage({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('rbac');
  return (
    <div className="cb-page">
      <div className="cb-rbac__head">
        <h1>{title}</h1>
        {action}
      </div>
      <nav className="cb-rbac__tabs" aria-label={t('title')}>
        <NavLink to="/rbac/roles">{t('roles.title')}</NavLink>
        <NavLink to="/rbac/permissions">{t('permissions.title')}</NavLink>
        <NavLink to="/rbac/rules">{t('rules.title')}</NavLink>
      </nav>
      {children}
    </div>
  );
}

/** A form's submit with the server's refusal: field messages by attribute, the general one above. */
function useSave() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (save: () => Promise<unknown>) => {
    setBusy(true);
    setErrors({});
    setSummary(null);
    try {
      await save();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = error.fieldErrors();
      setErrors(fields);
      setSummary(Object.values(fields)[0] ?? error.serverMessage);
    } finally {
      setBusy(false);
    }
  };
  return { errors, summary, busy, run };
}

function Checks({
  legend,
  items,
  checked,
  onChange,
  testId,
}: {
  legend: string;
  items: readonly { name: string; hint?: string | null }[];
  checked: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  testId: string;
}) {
  return (
    <fieldset className="cb-rbac__checks" data-testid={testId}>
      <legend>{legend}</legend>
      {items.map((item) => (
        <label key={item.name} className="cb-rbac__check">
          <input
            type="checkbox"
            checked={checked.has(item.name)}
            data-testid={`${testId}-${item.name}`}
            onChange={(event) => {
              const next = new Set(checked);
              if (event.target.checked) next.add(item.name);
              else next.delete(item.name);
              onChange(next);
            }}
          />
          <span>
            <code>{item.name}</code>
            {item.hint ? <small> {item.hint}</small> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

// Roles ------------------------------------------------------------------------------------------

export function RolesScreen() {
  const { t } = useTranslation('rbac');
  const roles = useRoles();
  return (
    <RbacPage
      title={t('roles.title')}
      action={
        <Link to="/rbac/roles/add" className="cb-button cb-button--primary" data-testid="rbac-role-add">
          {t('roles.add')}
        </Link>
      }
    >
      {roles.isPending ? (
        <SkeletonLines lines={6} />
      ) : roles.isError ? (
        <EmptyState />
      ) : (
        <ul className="cb-rbac__list" data-testid="rbac-roles">
          {roles.data.map((r) => (
            <li key={r.name} className="cb-rbac__item">
              <Link to={`/rbac/roles/${r.name}/edit`} data-testid={`rbac-role-${r.name}`}>
                <code>{r.name}</code>
              </Link>
              <span>{r.description}</span>
              <small>
                {t('roles.counts', { users: r.users, permissions: r.permissions })}
                {r.system ? ` · ${t('roles.system')}` : ''}
                {r.base_role === null ? '' : ` · ${t('roles.basedOn', { role: r.base_role })}`}
              </small>
            </li>
          ))}
        </ul>
      )}
    </RbacPage>
  );
}

export function RoleAddScreen() {
  const { t } = useTranslation('rbac');
  const navigate = useNavigate();
  const roles = useRoles();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [copyFrom, setCopyFrom] = useState('');
  const [baseRole, setBaseRole] = useState('');
  const save = useSave();
  const chooseCopy = (value: string) => {
    setCopyFrom(value);
    // Copying a catalogue role's permissions usually means a variant of it: offer it as the base.
    if (baseRole === '' && isCatalogueRole(value)) setBaseRole(value);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run(async () => {
      const role = await createRole({
        name: name.trim(),
        description,
        copy_from: copyFrom || null,
        base_role: isCatalogueRole(baseRole) ? baseRole : null,
      });
      navigate(`/rbac/roles/${role.name}/edit`, { replace: true });
    });
  };
  return (
    <RbacPage title={t('roles.addTitle')}>
      <form className="cb-rbac__form" noValidate onSubmit={submit} data-testid="rbac-role-form">
        <FormSummary text={save.summary} />
        <TextField
          label={t('fields.name')}
          hint={t('roles.nameHint')}
          required
          maxLength={40}
          value={name}
          onChange={(v) => setName(v.toLowerCase())}
          error={save.errors['name']}
          testId="rbac-role-name"
        />
        <TextField
          label={t('fields.description')}
          maxLength={250}
          value={description}
          onChange={setDescription}
          error={save.errors['description']}
          testId="rbac-role-description"
        />
        <SelectField
          id="rbac-copy-from"
          label={t('roles.copyFrom')}
          value={copyFrom}
          emptyLabel={t('roles.copyNone')}
          options={(roles.data ?? []).map((r) => ({ value: r.name, label: r.name }))}
          onChange={chooseCopy}
          error={save.errors['copy_from']}
          testId="rbac-role-copy"
        />
        <BaseRoleField value={baseRole} onChange={setBaseRole} error={save.errors['base_role']} />
        <div className="cb-rbac__actions">
          <SubmitButton busy={save.busy} testId="rbac-role-save">
            {t('actions.save')}
          </SubmitButton>
        </div>
      </form>
    </RbacPage>
  );
}

export function RoleEditScreen() {
  const { t } = useTranslation('rbac');
  const { name = '' } = useParams();
  const role = useRole(name);
  const names = usePermissionNames();
  return (
    <RbacPage title={t('roles.editTitle', { name })}>
      {role.isPending || names.isPending ? (
        <SkeletonLines lines={8} />
      ) : role.isError || names.isError ? (
        <EmptyState text={t('missing')} />
      ) : (
        <RoleForm
          key={role.data.updated_at}
          name={name}
          system={role.data.system}
          baseRole={role.data.base_role}
          description={role.data.description}
          granted={role.data.granted}
          all={names.data}
        />
      )}
      <p>
        <Link to="/rbac/roles">{t('actions.back')}</Link>
      </p>
    </RbacPage>
  );
}

/** The catalogue role an added role's users are based on (their screens and data). */
function BaseRoleField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('rbac');
  const { t: tc } = useTranslation('common');
  return (
    <>
      <SelectField
        id="rbac-base-role"
        label={t('roles.base')}
        value={value}
        emptyLabel={t('roles.baseNone')}
        options={ROLES.map((r) => ({ value: r, label: `${tc(`roles.${r}`)} (${r})` }))}
        onChange={onChange}
        error={error}
        testId="rbac-role-base"
      />
      <p className="cb-rbac__hint">{t('roles.baseHint')}</p>
    </>
  );
}

const isCatalogueRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

function RoleForm({
  name,
  system,
  baseRole: initialBase,
  description: initialDescription,
  granted,
  all,
}: {
  name: string;
  system: boolean;
  baseRole: string | null;
  description: string;
  granted: readonly string[];
  all: readonly { name: string; call: string | null; rule_name: string | null }[];
}) {
  const { t } = useTranslation('rbac');
  const navigate = useNavigate();
  const [description, setDescription] = useState(initialDescription);
  const [baseRole, setBaseRole] = useState(initialBase ?? '');
  const [checked, setChecked] = useState<Set<string>>(() => new Set(granted));
  const [filter, setFilter] = useState('');
  const [onlyHeld, setOnlyHeld] = useState(false);
  const save = useSave();
  const shown = useMemo(() => {
    const text = filter.trim().toLowerCase();
    return all
      .filter(
        (p) => (!onlyHeld || checked.has(p.name)) && (text === '' || p.name.toLowerCase().includes(text)),
      )
      .map((p) => ({
        name: p.name,
        hint: [
          p.call ?? t('permissions.group'),
          p.rule_name ? t('permissions.ruled', { rule: p.rule_name }) : '',
        ]
          .filter(Boolean)
          .join(' · '),
      }));
  }, [all, filter, onlyHeld, checked, t]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run(async () => {
      await updateRole(name, {
        description,
        granted: [...checked].sort(),
        ...(system ? {} : { base_role: isCatalogueRole(baseRole) ? baseRole : null }),
      });
      navigate('/rbac/roles', { replace: true });
    });
  };
  return (
    <form className="cb-rbac__form" noValidate onSubmit={submit} data-testid="rbac-role-edit">
      <FormSummary text={save.summary} />
      <TextField
        label={t('fields.description')}
        maxLength={250}
        value={description}
        onChange={setDescription}
        error={save.errors['description']}
        testId="rbac-role-description"
      />
      {system ? null : (
        <BaseRoleField value={baseRole} onChange={setBaseRole} error={save.errors['base_role']} />
      )}
      <SearchBox
        label={t('permissions.search')}
        value={filter}
        onSearch={setFilter}
        testId="rbac-role-filter"
      />
      <label className="cb-rbac__check">
        <input type="checkbox" checked={onlyHeld} onChange={(e) => setOnlyHeld(e.target.checked)} />
        <span>{t('roles.onlyHeld', { n: checked.size })}</span>
      </label>
      <Checks
        legend={t('roles.permissions')}
        items={shown}
        checked={checked}
        onChange={setChecked}
        testId="rbac-grant"
      />
      <div className="cb-rbac__actions cb-rbac__actions--sticky">
        <SubmitButton busy={save.busy} testId="rbac-role-save">
          {t('actions.save')}
        </SubmitButton>
      </div>
    </form>
  );
}

// Permissions ------------------------------------------------------------------------------------

const PERMISSION_FILTERS = ['text', 'role', 'kind'] as const;

export function PermissionsScreen() {
  const { t } = useTranslation('rbac');
  const navigate = useNavigate();
  const { query, update } = useTableQuery(PERMISSION_FILTERS);
  const list = usePermissions(query);
  const roles = useRoles();
  const columns = useMemo<Column<RbacPermission & { isEdit: boolean }>[]>(
    () => [
      { key: 'name', label: t('fields.name'), value: (r) => r.name, card: 'title' },
      {
        key: 'endpoint',
        label: t('fields.endpoint'),
        value: (r) => r.call ?? t('permissions.group'),
        card: 'field',
      },
      { key: 'roles', label: t('fields.roles'), value: (r) => r.roles.join(', '), card: 'field' },
      { key: 'rule', label: t('fields.rule'), value: (r) => r.rule_name ?? '—', card: 'field' },
      { key: 'updated_at', label: t('fields.updated_at'), value: (r) => formatDateTime(r.updated_at) },
    ],
    [t],
  );
  const actions = useMemo<RowAction<RbacPermission & { isEdit: boolean }>[]>(
    () => [
      {
        id: 'edit',
        flag: 'isEdit',
        label: t('actions.edit'),
        run: (r) => navigate(`/rbac/permissions/${encodeURIComponent(r.name)}/edit`),
      },
    ],
    [t, navigate],
  );
  const rows = list.data?.list.map((r) => ({ ...r, isEdit: true }));
  return (
    <RbacPage
      title={t('permissions.title')}
      action={
        <Link
          to="/rbac/permissions/add"
          className="cb-button cb-button--primary"
          data-testid="rbac-permission-add"
        >
          {t('permissions.add')}
        </Link>
      }
    >
      <div className="cb-rbac__filters">
        <SearchBox
          label={t('permissions.search')}
          value={query.filters['text'] ?? ''}
          onSearch={(text) => update({ filters: { text } })}
          testId="rbac-permission-search"
        />
        <SelectField
          id="rbac-permission-role"
          label={t('fields.role')}
          value={query.filters['role'] ?? ''}
          emptyLabel={t('all')}
          options={(roles.data ?? []).map((r) => ({ value: r.name, label: r.name }))}
          onChange={(role) => update({ filters: { role } })}
          testId="rbac-permission-role"
        />
        <SelectField
          id="rbac-permission-kind"
          label={t('fields.kind')}
          value={query.filters['kind'] ?? ''}
          emptyLabel={t('all')}
          options={[
            { value: 'endpoint', label: t('permissions.endpoints') },
            { value: 'group', label: t('permissions.groups') },
          ]}
          onChange={(kind) => update({ filters: { kind } })}
          testId="rbac-permission-kind"
        />
      </div>
      <PagedTable
        caption={t('permissions.title')}
        columns={columns}
        rows={rows}
        meta={list.data?._meta}
        loading={list.isFetching}
        rowKey={(r) => r.name}
        query={query}
        onQuery={update}
        actions={actions}
        testId="rbac-permissions"
      />
    </RbacPage>
  );
}

function PermissionForm({
  initial,
  onSave,
}: {
  initial?: RbacPermission;
  onSave: (body: {
    name: string;
    description: string;
    rule_name: string | null;
    roles: string[];
  }) => Promise<void>;
}) {
  const { t } = useTranslation('rbac');
  const roles = useRoles();
  const rules = useRules();
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [rule, setRule] = useState(initial?.rule_name ?? '');
  const [holders, setHolders] = useState<Set<string>>(() => new Set(initial?.roles ?? []));
  const save = useSave();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run(() =>
      onSave({ name: name.trim(), description, rule_name: rule || null, roles: [...holders].sort() }),
    );
  };
  return (
    <form className="cb-rbac__form" noValidate onSubmit={submit} data-testid="rbac-permission-form">
      <FormSummary text={save.summary} />
      {initial ? (
        <p>
          <code data-testid="rbac-permission-name">{initial.name}</code>
          <br />
          <small>{initial.call ?? t('permissions.group')}</small>
        </p>
      ) : (
        <TextField
          label={t('fields.name')}
          hint={t('permissions.groupHint')}
          required
          maxLength={120}
          value={name}
          onChange={setName}
          error={save.errors['name']}
          testId="rbac-permission-name"
        />
      )}
      <TextField
        label={t('fields.description')}
        maxLength={250}
        value={description}
        onChange={setDescription}
        error={save.errors['description']}
        testId="rbac-permission-description"
      />
      <SelectField
        id="rbac-permission-rule"
        label={t('fields.rule')}
        value={rule}
        emptyLabel={t('permissions.noRule')}
        options={(rules.data ?? []).map((r) => ({ value: r.name, label: `${r.name} — ${r.description}` }))}
        onChange={setRule}
        error={save.errors['rule_name']}
        testId="rbac-permission-rule"
      />
      <Checks
        legend={t('fields.roles')}
        items={(roles.data ?? []).map((r) => ({ name: r.name, hint: r.description }))}
        checked={holders}
        onChange={setHolders}
        testId="rbac-holder"
      />
      <div className="cb-rbac__actions cb-rbac__actions--sticky">
        <SubmitButton busy={save.busy} testId="rbac-permission-save">
          {t('actions.save')}
        </SubmitButton>
      </div>
    </form>
  );
}

export function PermissionAddScreen() {
  const { t } = useTranslation('rbac');
  const navigate = useNavigate();
  return (
    <RbacPage title={t('permissions.addTitle')}>
      <PermissionForm
        onSave={async (body) => {
          await createPermission(body);
          navigate('/rbac/permissions', { replace: true });
        }}
      />
    </RbacPage>
  );
}

export function PermissionEditScreen() {
  const { t } = useTranslation('rbac');
  const navigate = useNavigate();
  const { name = '' } = useParams();
  const permission = usePermission(name);
  return (
    <RbacPage title={t('permissions.editTitle', { name })}>
      {permission.isPending ? (
        <SkeletonLines lines={6} />
      ) : permission.isError ? (
        <EmptyState text={t('missing')} />
      ) : (
        <PermissionForm
          key={permission.data.updated_at}
          initial={permission.data}
          onSave={async ({ description, rule_name, roles }) => {
            await updatePermission(name, { description, rule_name, roles });
            navigate('/rbac/permissions', { replace: true });
          }}
        />
      )}
      <p>
        <Link to="/rbac/permissions">{t('actions.back')}</Link>
      </p>
    </RbacPage>
  );
}

// Rules ------------------------------------------------------------------------------------------

function describeCondition(t: TFunction<'rbac'>, c: RuleCondition): string {
  return c.kind === 'operating_hours'
    ? t('rules.hoursText', { from: c.from, to: c.to })
    : t('rules.networksText', { networks: c.networks.join(', ') });
}

export function RulesScreen() {
  const { t } = useTranslation('rbac');
  const rules = useRules();
  return (
    <RbacPage
      title={t('rules.title')}
      action={
        <Link to="/rbac/rules/add" className="cb-button cb-button--primary" data-testid="rbac-rule-add">
          {t('rules.add')}
        </Link>
      }
    >
      {rules.isPending ? (
        <SkeletonLines lines={4} />
      ) : rules.isError || rules.data.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="cb-rbac__list" data-testid="rbac-rules">
          {rules.data.map((r) => (
            <li key={r.name} className="cb-rbac__item">
              <Link to={`/rbac/rules/${r.name}/edit`} data-testid={`rbac-rule-${r.name}`}>
                <code>{r.name}</code>
              </Link>
              <span>{r.description}</span>
              <small>
                {describeCondition(t, r.condition)} · {t('rules.usedBy', { n: r.permissions.length })}
              </small>
            </li>
          ))}
        </ul>
      )}
    </RbacPage>
  );
}

function RuleForm({
  initial,
  onSave,
}: {
  initial?: RbacRule;
  onSave: (body: { name: string; description: string; condition: RuleCondition }) => Promise<void>;
}) {
  const { t } = useTranslation('rbac');
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [kind, setKind] = useState<RuleCondition['kind']>(initial?.condition.kind ?? 'operating_hours');
  const [from, setFrom] = useState(
    initial?.condition.kind === 'operating_hours' ? initial.condition.from : '09:00',
  );
  const [to, setTo] = useState(
    initial?.condition.kind === 'operating_hours' ? initial.condition.to : '18:00',
  );
  const [networks, setNetworks] = useState(
    initial?.condition.kind === 'ip_allowlist' ? initial.condition.networks.join('\n') : '',
  );
  const save = useSave();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const condition: RuleCondition =
      kind === 'operating_hours'
        ? { kind, from, to }
        : {
            kind,
            networks: networks
              .split(/[\s,]+/)
              .map((n) => n.trim())
              .filter(Boolean),
          };
    void save.run(() => onSave({ name: name.trim(), description, condition }));
  };
  return (
    <form className="cb-rbac__form" noValidate onSubmit={submit} data-testid="rbac-rule-form">
      <FormSummary text={save.summary} />
      {initial ? (
        <p>
          <code>{initial.name}</code>
        </p>
      ) : (
        <TextField
          label={t('fields.name')}
          hint={t('rules.nameHint')}
          required
          maxLength={40}
          value={name}
          onChange={(v) => setName(v.toLowerCase())}
          error={save.errors['name']}
          testId="rbac-rule-name"
        />
      )}
      <TextField
        label={t('fields.description')}
        maxLength={250}
        value={description}
        onChange={setDescription}
        error={save.errors['description']}
        testId="rbac-rule-description"
      />
      <SelectField
        id="rbac-rule-kind"
        label={t('fields.kind')}
        value={kind}
        options={[
          { value: 'operating_hours', label: t('rules.kinds.operating_hours') },
          { value: 'ip_allowlist', label: t('rules.kinds.ip_allowlist') },
        ]}
        onChange={(v) => setKind(v === 'ip_allowlist' ? 'ip_allowlist' : 'operating_hours')}
        testId="rbac-rule-kind"
      />
      {kind === 'operating_hours' ? (
        <>
          <TextField
            label={t('rules.from')}
            inputMode="numeric"
            maxLength={5}
            value={from}
            onChange={setFrom}
            error={save.errors['condition.from']}
            testId="rbac-rule-from"
          />
          <TextField
            label={t('rules.to')}
            hint={t('rules.hoursHint')}
            inputMode="numeric"
            maxLength={5}
            value={to}
            onChange={setTo}
            error={save.errors['condition.to']}
            testId="rbac-rule-to"
          />
        </>
      ) : (
        <div className="cb-field">
          <label className="cb-field__label" htmlFor="rbac-rule-networks">
            {t('rules.networks')}
          </label>
          <textarea
            id="rbac-rule-networks"
            className="cb-input"
            rows={4}
            value={networks}
            data-testid="rbac-rule-networks"
            onChange={(e) => setNetworks(e.target.value)}
          />
          <div className="cb-field__hint">{t('rules.networksHint')}</div>
          {Object.entries(save.errors)
            .filter(([k]) => k.startsWith('condition.networks'))
            .map(([k, v]) => (
              <div key={k} className="cb-field__error" role="alert">
                {v}
              </div>
            ))}
        </div>
      )}
      <div className="cb-rbac__actions">
        <SubmitButton busy={save.busy} testId="rbac-rule-save">
          {t('actions.save')}
        </SubmitButton>
      </div>
    </form>
  );
}

export function RuleAddScreen() {
  const { t } = useTranslation('rbac');
  const navigate = useNavigate();
  return (
    <RbacPage title={t('rules.addTitle')}>
      <RuleForm
        onSave={async (body) => {
          await createRule(body);
          navigate('/rbac/rules', { replace: true });
        }}
      />
    </RbacPage>
  );
}

export function RuleEditScreen() {
  const { t } = useTranslation('rbac');
  const navigate = useNavigate();
  const { name = '' } = useParams();
  const rule = useRule(name);
  return (
    <RbacPage title={t('rules.editTitle', { name })}>
      {rule.isPending ? (
        <SkeletonLines lines={5} />
      ) : rule.isError ? (
        <EmptyState text={t('missing')} />
      ) : (
        <RuleForm
          key={rule.data.updated_at}
          initial={rule.data}
          onSave={async ({ description, condition }) => {
            await updateRule(name, { description, condition });
            navigate('/rbac/rules', { replace: true });
          }}
        />
      )}
      <p>
        <Link to="/rbac/rules">{t('actions.back')}</Link>
      </p>
    </RbacPage>
  );
}
