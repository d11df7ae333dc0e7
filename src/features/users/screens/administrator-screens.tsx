import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { UserRow, UserWithPassword } from '../../../../contracts/api/users.ts';
import { toRole } from '../../../../contracts/roles.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PagedTable, type Column } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SearchBox } from '../../../ui/search-box.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { useUser } from '../api/get-user.ts';
import { useUsersList } from '../api/post-users-list.ts';
import { createBody, UserForm, type UserFormValues } from '../components/user-form.tsx';
import { UserStateChips, userStateText } from '../components/user-state.tsx';
import { createUser, updateUser } from '../api/user-edit.ts';
import '../../../ui/buttons.css';
import './users.css';

/** /administrator — the bank's administrators (role admin): the users list narrowed to them. */
export function AdministratorsScreen() {
  const { t } = useTranslation('users');
  const { query, update } = useTableQuery(['text']);
  const list = useUsersList({ ...query, filters: { ...query.filters, role: 'admin' } });
  const columns = useMemo<Column<UserRow>[]>(
    () => [
      {
        key: 'full_name',
        label: t('fields.full_name'),
        value: (r) => r.full_name,
        render: (r) => (
          <Link to={`/administrator/${r.id}`} data-testid={`admin-link-${r.username}`}>
            {r.full_name}
          </Link>
        ),
        card: 'title',
      },
      { key: 'username', label: t('fields.username'), value: (r) => r.username, card: 'field' },
      {
        key: 'state',
        label: t('fields.state'),
        value: (r) => userStateText(r, t),
        render: (r) => <UserStateChips user={r} />,
        card: 'field',
      },
      {
        key: 'last_sign_in_at',
        label: t('fields.last_sign_in_at'),
        value: (r) => (r.last_sign_in_at ? formatDateTime(r.last_sign_in_at) : t('never')),
      },
    ],
    [t],
  );
  return (
    <div className="cb-page">
      <h1>{t('admins.title')}</h1>
      <p>
        <Link to="/administrator/create" className="cb-button cb-button--primary" data-testid="user-create">
          {t('admins.create')}
        </Link>
      </p>
      <div className="cb-users__filters">
        <SearchBox
          label={t('search')}
          value={query.filters['text'] ?? ''}
          onSearch={(text) => update({ filters: { text } })}
          testId="admins-search"
        />
      </div>
      <PagedTable
        caption={t('admins.title')}
        columns={columns}
        rows={list.data?.list}
        meta={list.data?._meta}
        loading={list.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        testId="admins-table"
      />
    </div>
  );
}

/**
 * /administrator/create — a new user (an administrator by default; any role may be chosen). The
 * one-time password is shown once here; the user must change it at the first sign-in.
 */
export function UserCreateScreen() {
  const { t } = useTranslation('users');
  const [created, setCreated] = useState<UserWithPassword | null>(null);
  if (created !== null) {
    return (
      <div className="cb-page" data-testid="user-created">
        <h1>{t('admins.created', { name: created.user.full_name })}</h1>
        <p>{t('staff.otp.text')}</p>
        <p>
          <code data-testid="one-time-password">{created.one_time_password}</code>{' '}
          <CopyButton text={created.one_time_password} />
        </p>
        <p>
          <Link to={`/users/details/${created.user.id}`}>{t('admins.open')}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="cb-page">
      <h1>{t('admins.create')}</h1>
      <UserForm
        creating
        initial={{
          username: '',
          full_name: '',
          role: 'admin',
          phone: '',
          branch_mfo: '',
          organization_inn: '',
        }}
        onSave={async (values) => setCreated(await createUser(createBody(values)))}
      />
      <p>
        <Link to="/administrator">{t('admins.back')}</Link>
      </p>
    </div>
  );
}

/** /administrator/:id/edit — name, role, phone and branch of a user. */
export function UserEditScreen() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const user = useUser(id);
  return (
    <div className="cb-page">
      <h1>{t('admins.edit')}</h1>
      {user.isPending ? (
        <SkeletonLines lines={5} />
      ) : user.isError ? (
        <EmptyState text={t('missing')} />
      ) : (
        <UserForm
          key={user.data.id}
          creating={false}
          initial={{
            username: user.data.username,
            full_name: user.data.full_name,
            role: user.data.access_role ?? toRole(user.data.role) ?? 'client',
            phone: user.data.phone ?? '',
            branch_mfo: user.data.branch_mfo ?? '',
            organization_inn: '',
          }}
          onSave={async (values: UserFormValues) => {
            await updateUser(user.data.id, {
              full_name: values.full_name.trim(),
              role: values.role,
              phone: values.phone.trim() || null,
              branch_mfo: values.branch_mfo.trim() || null,
            });
            navigate(`/users/details/${user.data.id}`, { replace: true });
          }}
        />
      )}
      <p>
        <Link to="/administrator">{t('admins.back')}</Link>
      </p>
    </div>
  );
}
