import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { USER_STATES, type UserRow } from '../../../../contracts/api/users.ts';
import { ROLES, roleLabelKey } from '../../../../contracts/roles.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { PagedTable, type Column } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SearchBox } from '../../../ui/search-box.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { USER_FILTERS, useUsersList } from '../api/post-users-list.ts';
import { UserStateChips, userStateText } from '../components/user-state.tsx';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import './users.css';

/**
 * /users — the admin's list of every user (spec 3 §2.7): filter kept in the address, cards on phones.
 * The name opens the user's record (no row-action menu: opening is the only thing a row offers).
 */
export function UsersListScreen() {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('common');
  const { query, update } = useTableQuery(USER_FILTERS);
  const list = useUsersList(query);

  const columns = useMemo<Column<UserRow>[]>(
    () => [
      {
        key: 'full_name',
        label: t('fields.full_name'),
        value: (r) => r.full_name,
        render: (r) => (
          <Link to={`/users/details/${r.id}`} data-testid={`user-link-${r.username}`}>
            {r.full_name}
          </Link>
        ),
        sortField: 'full_name',
        card: 'title',
      },
      {
        key: 'username',
        label: t('fields.username'),
        value: (r) => r.username,
        sortField: 'username',
        card: 'field',
      },
      {
        key: 'role',
        label: t('fields.role'),
        value: (r) => tc(`roles.${roleLabelKey(r.role)}`),
        sortField: 'role',
        card: 'field',
      },
      {
        key: 'organizations',
        label: t('fields.organizations'),
        value: (r) => r.organizations.map((o) => o.name).join('; ') || t('none'),
        card: 'field',
      },
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
    [t, tc],
  );
  const roles = useMemo(
    () =>
      ROLES.map((role) => ({
        role,
        label: role === 'accountant_simple' ? `${tc('roles.accountant')} (${role})` : tc(`roles.${role}`),
      })),
    [tc],
  );

  return (
    <div className="cb-page">
      <h1>{t('title')}</h1>
      <p>
        <Link to="/administrator/create" className="cb-button cb-button--primary" data-testid="user-create">
          {t('admins.newUser')}
        </Link>
      </p>
      <div className="cb-users__filters" data-testid="users-filters">
        <SearchBox
          label={t('search')}
          value={query.filters['text'] ?? ''}
          onSearch={(text) => update({ filters: { text } })}
          testId="users-search"
        />
        <SearchBox
          label={t('filters.organization')}
          value={query.filters['organization'] ?? ''}
          onSearch={(organization) => update({ filters: { organization } })}
          testId="users-organization"
        />
        <SelectField
          id="users-role"
          testId="users-role"
          label={t('filters.role')}
          emptyLabel={t('filters.anyRole')}
          value={query.filters['role'] ?? ''}
          options={roles.map((r) => ({ value: r.role, label: r.label }))}
          onChange={(role) => update({ filters: { role } })}
        />
        <SelectField
          id="users-state"
          testId="users-state"
          label={t('filters.state')}
          emptyLabel={t('filters.anyState')}
          value={query.filters['state'] ?? ''}
          options={USER_STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
          onChange={(state) => update({ filters: { state } })}
        />
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
        testId="users-table"
      />
    </div>
  );
}
