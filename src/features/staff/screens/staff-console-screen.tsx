import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BankOrganizationRow, StaffKind, StaffRow } from '../../../../contracts/api/staff.ts';
import { USER_STATES } from '../../../../contracts/api/users.ts';
import { roleLabelKey } from '../../../../contracts/roles.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { PromptSheet } from '../../../ui/prompt-sheet.tsx';
import { SearchBox } from '../../../ui/search-box.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { StatusChip } from '../../../ui/status-chip.tsx';
import {
  STAFF_FILTERS,
  blockStaff,
  linkStaffOrganization,
  resetStaffPassword,
  setStaffBranch,
  unblockStaff,
  useBankOrganizations,
  useStaffList,
} from '../api/staff-api.ts';
import { ORGANIZATION_FILTERS } from '../api/staff-api.ts';
import '../../../ui/buttons.css';
import '../../../ui/dialogs.css';
import '../../../ui/fields.css';

type Pending = {
  readonly kind: 'block' | 'unblock' | 'reset' | 'link' | 'branch';
  readonly row: StaffRow;
} | null;

/** The one-time password, shown once with a copy button; the user changes it at the next sign-in. */
function OneTimePasswordDialog({ password, onClose }: { password: string | null; onClose: () => void }) {
  const { t } = useTranslation('users');
  const titleId = useId();
  return (
    <ModalDialog open={password !== null} onClose={onClose} labelledBy={titleId} variant="status">
      <div className="cb-dialog__body" data-testid="one-time-password-dialog">
        <h2 id={titleId} className="cb-dialog__title">
          {t('staff.otp.title')}
        </h2>
        <p>{t('staff.otp.text')}</p>
        <p>
          <code data-testid="one-time-password">{password}</code> <CopyButton text={password ?? ''} />
        </p>
        <div className="cb-sheet__actions">
          <button type="button" className="cb-button cb-button--primary" onClick={onClose} autoFocus>
            {t('staff.otp.done')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

/**
 * /clients, /moderators, /admin-branch, /passive-users, /admin-bank — one console per kind of user
 * (spec 1 §2.4, §6.2). The server narrows a branch admin to its branch and sets the row flags;
 * this screen only shows the actions a row allows. Cards on phones, a table from 960 px.
 */
export function StaffConsoleScreen({ kind }: { kind: StaffKind }) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('common');
  const { t: tk } = useTranslation('kit');
  const { query, update } = useTableQuery(STAFF_FILTERS);
  const list = useStaffList(kind, query);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState<string | null>(null);

  const columns = useMemo<Column<StaffRow>[]>(
    () => [
      {
        key: 'full_name',
        label: t('fields.full_name'),
        value: (r) => r.full_name,
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
        card: 'field',
      },
      kind === 'clients'
        ? {
            key: 'organizations',
            label: t('fields.organizations'),
            value: (r) => r.organizations.map((o) => `${o.name} (${o.inn})`).join('; ') || t('none'),
            card: 'field',
          }
        : {
            key: 'branch',
            label: t('staff.branch'),
            value: (r) => (r.branch_mfo ? `${r.branch_mfo} ${r.branch_name ?? ''}`.trim() : t('none')),
            card: 'field',
          },
      {
        key: 'state',
        label: t('fields.state'),
        value: (r) => t(`state.${r.state}`),
        render: (r) => (
          <StatusChip label={t(`state.${r.state}`)} tone={r.state === 'blocked' ? 'danger' : 'success'} />
        ),
        card: 'field',
      },
      {
        key: 'created_at',
        label: t('fields.created_at'),
        value: (r) => formatDateTime(r.created_at),
        sortField: 'created_at',
      },
    ],
    [t, tc, kind],
  );

  const actions = useMemo<RowAction<StaffRow>[]>(
    () => [
      {
        id: 'block',
        label: t('actions.block'),
        flag: 'isBlock',
        danger: true,
        run: (row) => setPending({ kind: 'block', row }),
      },
      {
        id: 'unblock',
        label: t('actions.unblock'),
        flag: 'isUnblock',
        run: (row) => setPending({ kind: 'unblock', row }),
      },
      {
        id: 'reset',
        label: t('staff.actions.reset'),
        flag: 'isResetPassword',
        run: (row) => setPending({ kind: 'reset', row }),
      },
      {
        id: 'link',
        label: t('staff.actions.link'),
        flag: 'isLinkOrganization',
        run: (row) => setPending({ kind: 'link', row }),
      },
      {
        id: 'branch',
        label: t('staff.actions.branch'),
        flag: 'isSetBranch',
        run: (row) => setPending({ kind: 'branch', row }),
      },
    ],
    [t],
  );

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      setPending(null);
    } finally {
      setBusy(false);
    }
  };
  const confirm =
    pending !== null && (pending.kind === 'block' || pending.kind === 'unblock' || pending.kind === 'reset');

  return (
    <div className="cb-page">
      <h1>{t(`staff.titles.${kind}`)}</h1>
      <div className="cb-users__filters" data-testid="staff-filters">
        <SearchBox
          label={t('search')}
          value={query.filters['text'] ?? ''}
          onSearch={(text) => update({ filters: { text } })}
          testId="staff-search"
        />
        <SelectField
          id="staff-state"
          testId="staff-state"
          label={t('filters.state')}
          emptyLabel={t('filters.anyState')}
          value={query.filters['state'] ?? ''}
          options={USER_STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
          onChange={(state) => update({ filters: { state } })}
        />
      </div>
      {query.filters['inn'] ? (
        <p>
          {t('staff.byOrganization', { inn: query.filters['inn'] })}{' '}
          <button
            type="button"
            className="cb-button cb-button--secondary"
            onClick={() => update({ filters: { inn: '' } })}
          >
            {t('staff.allOrganizations')}
          </button>
        </p>
      ) : null}
      <PagedTable
        caption={t(`staff.titles.${kind}`)}
        columns={columns}
        rows={list.data?.list}
        meta={list.data?._meta}
        loading={list.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        actions={actions}
        testId="staff-table"
      />
      <ConfirmSheet
        open={confirm}
        title={pending ? t(`staff.confirm.${pending.kind}`, { name: pending.row.full_name }) : ''}
        text={
          pending?.kind === 'reset'
            ? t('staff.confirm.resetText')
            : pending?.kind === 'block'
              ? t('confirm.block.text')
              : ''
        }
        danger={pending?.kind === 'block'}
        busy={busy}
        confirmLabel={
          pending?.kind === 'reset'
            ? t('staff.actions.reset')
            : pending
              ? t(`actions.${pending.kind === 'block' ? 'block' : 'unblock'}`)
              : ''
        }
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const target = pending;
          if (target === null) return;
          void run(async () => {
            if (target.kind === 'block') await blockStaff(target.row.id, '');
            else if (target.kind === 'unblock') await unblockStaff(target.row.id);
            else setPassword((await resetStaffPassword(target.row.id)).one_time_password);
          });
        }}
      />
      <PromptSheet
        open={pending?.kind === 'link' || pending?.kind === 'branch'}
        title={pending ? t(`staff.confirm.${pending.kind}`, { name: pending.row.full_name }) : ''}
        label={pending?.kind === 'branch' ? t('staff.branchMfo') : t('staff.inn')}
        confirmLabel={t('staff.save')}
        cancelLabel={tk('confirm.cancel')}
        requiredText={t('staff.required')}
        refusedText={t('staff.refused')}
        maxLength={pending?.kind === 'branch' ? 5 : 9}
        testId="staff-prompt"
        onClose={() => setPending(null)}
        onSubmit={async (text) => {
          if (pending === null) return;
          if (pending.kind === 'link') await linkStaffOrganization(pending.row.id, text);
          else await setStaffBranch(pending.row.id, text);
        }}
      />
      <OneTimePasswordDialog password={password} onClose={() => setPassword(null)} />
    </div>
  );
}

/** /organizations — the bank's client organisations (a branch admin: its branch's only); each opens its users. */
export function BankOrganizationsScreen() {
  const { t } = useTranslation('users');
  const { query, update } = useTableQuery(ORGANIZATION_FILTERS);
  const list = useBankOrganizations(query);
  const columns = useMemo(
    () =>
      [
        {
          key: 'name',
          label: t('staff.org.name'),
          value: (r) => r.name,
          render: (r) => (
            <Link to={`/clients?inn=${r.inn}`} data-testid={`organization-${r.inn}`}>
              {r.name}
            </Link>
          ),
          card: 'title',
        },
        { key: 'inn', label: t('staff.org.inn'), value: (r) => r.inn, card: 'field' },
        {
          key: 'branch',
          label: t('staff.branch'),
          value: (r) => `${r.mfo} ${r.branch_name ?? ''}`.trim(),
          card: 'field',
        },
        { key: 'address', label: t('staff.org.address'), value: (r) => r.address ?? t('none') },
        {
          key: 'users',
          label: t('staff.org.users'),
          value: (r) => t('staff.org.usersCount', { count: r.users_count, blocked: r.blocked_users_count }),
          card: 'field',
        },
      ] satisfies Column<BankOrganizationRow>[],
    [t],
  );
  return (
    <div className="cb-page">
      <h1>{t('staff.titles.organizations')}</h1>
      <div className="cb-users__filters">
        <SearchBox
          label={t('staff.org.search')}
          value={query.filters['text'] ?? ''}
          onSearch={(text) => update({ filters: { text } })}
          testId="organizations-search"
        />
      </div>
      <PagedTable
        caption={t('staff.titles.organizations')}
        columns={columns}
        rows={list.data?.list}
        meta={list.data?._meta}
        loading={list.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        testId="organizations-table"
      />
    </div>
  );
}
