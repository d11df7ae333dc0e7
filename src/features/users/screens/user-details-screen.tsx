import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client.ts';
import type { UserDetails } from '../../../../contracts/api/users.ts';
import { roleLabelKey } from '../../../../contracts/roles.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { StatusChip } from '../../../ui/status-chip.tsx';
import { useUser } from '../api/get-user.ts';
import { runUserAction, type UserAction } from '../api/user-actions.ts';
import { UserActionDialog } from '../components/user-action-dialog.tsx';
import { UserDevices } from '../components/user-devices.tsx';
import { resetUserPassword } from '../api/user-edit.ts';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { UserStateChips } from '../components/user-state.tsx';
import '../../../ui/buttons.css';
import './users.css';

/** Which action each flag of the server allows, in the order the buttons are shown. */
const ACTIONS: readonly { action: UserAction; flag: keyof UserDetails; danger?: boolean }[] = [
  { action: 'clearLockout', flag: 'isClearLockout' },
  { action: 'requirePasswordChange', flag: 'isRequirePasswordChange' },
  { action: 'unblock', flag: 'isUnblock' },
  { action: 'block', flag: 'isBlock', danger: true },
];

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="cb-users__field">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** /users/details/:id — one user for the admin: account, sign-in state, organisations, sign-ins, phones, actions. */
export function UserDetailsScreen() {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('common');
  const { id = '' } = useParams();
  const user = useUser(id);
  const [asking, setAsking] = useState<UserAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<UserAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [password, setPassword] = useState<string | null>(null);

  if (user.isPending)
    return (
      <div className="cb-page">
        <SkeletonLines lines={8} />
      </div>
    );
  if (user.isError)
    return (
      <div className="cb-page">
        <EmptyState text={t('missing')} />
        <Link to="/users">{t('back')}</Link>
      </div>
    );
  const d = user.data;
  const allowed = ACTIONS.filter((a) => d[a.flag] === true);

  return (
    <div className="cb-page cb-users" data-testid="user-details">
      <Link to="/users" className="cb-users__back">
        ‹ {t('back')}
      </Link>
      <h1 className="cb-users__name">{d.full_name}</h1>
      <p className="cb-users__sub">
        <span data-testid="user-username">{d.username}</span> · {tc(`roles.${roleLabelKey(d.role)}`)}
      </p>
      <UserStateChips user={d} />

      {done ? (
        <p className="cb-users__result" role="status" data-testid="user-result">
          {t(`done.${done}`)}
        </p>
      ) : null}
      {password ? (
        <p className="cb-users__result" role="status" data-testid="user-one-time-password">
          {t('staff.otp.text')} <code data-testid="one-time-password">{password}</code>{' '}
          <CopyButton text={password} />
        </p>
      ) : null}
      {d.is_last_admin ? <p className="cb-users__muted">{t('admins.last')}</p> : null}
      {failure ? (
        <p className="cb-users__error" role="alert" data-testid="user-error">
          {failure}
        </p>
      ) : null}

      <section className="cb-users__section" aria-labelledby="user-actions">
        <h2 id="user-actions">{t('sections.actions')}</h2>
        {d.is_self ? <p className="cb-users__muted">{t('self')}</p> : null}
        <div className="cb-users__actions">
          {d.isEdit ? (
            <Link
              to={`/administrator/${d.id}/edit`}
              className="cb-button cb-button--secondary"
              data-testid="user-action-edit"
            >
              {t('admins.edit')}
            </Link>
          ) : null}
          {d.isResetPassword && !d.is_self ? (
            <button
              type="button"
              className="cb-button cb-button--secondary"
              data-testid="user-action-resetPassword"
              disabled={busy}
              onClick={() => {
                setDone(null);
                setFailure(null);
                setBusy(true);
                resetUserPassword(d.id)
                  .then(
                    (reset) => setPassword(reset.one_time_password),
                    (error: unknown) =>
                      setFailure((error instanceof ApiError ? error.serverMessage : null) ?? t('failed')),
                  )
                  .finally(() => setBusy(false));
              }}
            >
              {t('staff.actions.reset')}
            </button>
          ) : null}
          {allowed.map(({ action, danger }) => (
            <button
              key={action}
              type="button"
              className={danger ? 'cb-button cb-button--danger' : 'cb-button cb-button--secondary'}
              data-testid={`user-action-${action}`}
              onClick={() => {
                setDone(null);
                setFailure(null);
                setAsking(action);
              }}
            >
              {t(`actions.${action}`)}
            </button>
          ))}
        </div>
      </section>

      <section className="cb-users__section" aria-labelledby="user-main">
        <h2 id="user-main">{t('sections.main')}</h2>
        <dl className="cb-users__fields">
          <Field label={t('fields.username')}>{d.username}</Field>
          <Field label={t('fields.role')}>
            {tc(`roles.${roleLabelKey(d.role)}`)}
            {d.access_role === null ? null : (
              <span data-testid="user-access-role"> · {t('form.accessRole', { name: d.access_role })}</span>
            )}
          </Field>
          <Field label={t('fields.phone')}>{d.phone ?? t('none')}</Field>
          {d.birth_day ? <Field label={t('fields.birth_day')}>{formatDate(d.birth_day)}</Field> : null}
          <Field label={t('fields.created_at')}>{formatDateTime(d.created_at)}</Field>
          <Field label={t('fields.last_sign_in_at')}>
            {d.last_sign_in_at ? formatDateTime(d.last_sign_in_at) : t('never')}
          </Field>
        </dl>
      </section>

      <section className="cb-users__section" aria-labelledby="user-security">
        <h2 id="user-security">{t('sections.security')}</h2>
        <dl className="cb-users__fields">
          <Field label={t('fields.state')} testId="user-state-text">
            {t(`state.${d.state}`)}
          </Field>
          {d.blocked_at ? (
            <>
              <Field label={t('fields.blocked_at')}>{formatDateTime(d.blocked_at)}</Field>
              <Field label={t('fields.blocked_by')}>{d.blocked_by ?? t('none')}</Field>
              <Field label={t('fields.blocked_reason')} testId="user-blocked-reason">
                {d.blocked_reason ?? t('none')}
              </Field>
            </>
          ) : null}
          <Field label={t('fields.failures')}>{d.lockout.failures}</Field>
          {d.lockout.locked_until ? (
            <Field label={t('fields.locked_until')}>{formatDateTime(d.lockout.locked_until)}</Field>
          ) : null}
          <Field label={t('fields.password_change_required')}>
            {d.password_change_required ? t('yes') : t('no')}
          </Field>
          <Field label={t('fields.active_sessions')} testId="user-sessions">
            {d.active_sessions}
          </Field>
        </dl>
      </section>

      <section className="cb-users__section" aria-labelledby="user-orgs">
        <h2 id="user-orgs">{t('sections.organizations')}</h2>
        {d.organizations.length === 0 ? (
          <p className="cb-users__muted">{t('noOrganizations')}</p>
        ) : (
          <ul className="cb-users__list" data-testid="user-organizations">
            {d.organizations.map((o) => (
              <li key={o.id} className="cb-users__item">
                <div className="cb-users__item-main">
                  <strong>{o.name}</strong>
                  <span className="cb-users__muted">
                    INN {o.inn} · NIBBD {o.nibbd}
                  </span>
                </div>
                {o.is_default ? <StatusChip label={t('defaultOrganization')} tone="info" /> : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="cb-users__section" aria-labelledby="user-devices">
        <h2 id="user-devices">{t('sections.devices')}</h2>
        <UserDevices username={d.username} />
      </section>

      <section className="cb-users__section" aria-labelledby="user-sign-ins">
        <h2 id="user-sign-ins">{t('sections.signIns')}</h2>
        {d.last_sign_ins.length === 0 ? (
          <p className="cb-users__muted">{t('noSignIns')}</p>
        ) : (
          <ul className="cb-users__list" data-testid="user-sign-ins">
            {d.last_sign_ins.map((s, i) => (
              <li key={`${s.date}-${i}`} className="cb-users__item">
                <div className="cb-users__item-main">
                  <strong>{formatDateTime(s.date)}</strong>
                  <span className="cb-users__muted">
                    {s.os}, {s.browser} · {s.ip} · {s.country}
                  </span>
                </div>
                <StatusChip
                  label={s.success ? t('signIn.success') : t('signIn.failure')}
                  tone={s.success ? 'success' : 'danger'}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <UserActionDialog
        action={asking}
        name={d.full_name}
        busy={busy}
        onCancel={() => setAsking(null)}
        onConfirm={(reason) => {
          if (asking === null) return;
          const action = asking;
          setBusy(true);
          runUserAction(action, d.id, reason)
            .then(
              () => setDone(action),
              (error: unknown) =>
                setFailure((error instanceof ApiError ? error.serverMessage : null) ?? t('failed')),
            )
            .finally(() => {
              setBusy(false);
              setAsking(null);
            });
        }}
      />
    </div>
  );
}
