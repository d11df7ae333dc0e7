import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  MUSER_TEXT_MAX,
  SCREEN_GROUPS,
  type AllowId,
  type MuserRow,
  type ScreenGroup,
  type UserSettings,
} from '../../../../contracts/api/multiclient.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { FormSummary } from '../../../ui/form-summary.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { StatusChip } from '../../../ui/status-chip.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  createMember,
  runMemberAction,
  saveSettings,
  updateMember,
  useAllowList,
  useMember,
  useSettings,
  type MemberAction,
} from '../api/multiclient-api.ts';
import { useIds } from '../ids.ts';
import '../../../ui/buttons.css';
import './multiclient.css';

interface MemberFields {
  username: string;
  full_name: string;
  phone: string;
  email: string;
  position: string;
  allow_id: AllowId;
}

function MemberForm({
  initial,
  withUsername,
  onSave,
}: {
  initial?: MuserRow;
  withUsername: boolean;
  onSave: (fields: MemberFields) => Promise<unknown>;
}) {
  const { t } = useTranslation('multiclient');
  const allow = useAllowList();
  const [fields, setFields] = useState<MemberFields>({
    username: initial?.username ?? '',
    full_name: initial?.full_name ?? '',
    phone: initial?.phone ?? '998',
    email: initial?.email ?? '',
    position: initial?.position ?? '',
    allow_id: initial?.allowId === 1 ? 1 : 2,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof MemberFields) => (value: string) => setFields({ ...fields, [name]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (withUsername && !/^[A-Za-z0-9_.-]{3,64}$/.test(fields.username.trim()))
      local['username'] = t('errors.username');
    if (fields.full_name.trim() === '') local['full_name'] = t('errors.required');
    if (!/^998\d{9}$/.test(fields.phone)) local['phone'] = t('errors.phone');
    if (fields.email.trim() !== '' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(fields.email.trim()))
      local['email'] = t('errors.email');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    setSummary(null);
    try {
      await onSave(fields);
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
    <form className="cb-mc__form" noValidate onSubmit={(e) => void submit(e)} data-testid="mc-user-form">
      <FormSummary text={summary} />
      {withUsername ? (
        <TextField
          label={t('fields.username')}
          value={fields.username}
          required
          maxLength={64}
          autoComplete="off"
          onChange={set('username')}
          error={errors['username']}
          testId="mc-username"
        />
      ) : null}
      <TextField
        label={t('fields.fullName')}
        value={fields.full_name}
        required
        maxLength={MUSER_TEXT_MAX}
        onChange={set('full_name')}
        error={errors['full_name']}
        testId="mc-full-name"
      />
      <TextField
        label={t('fields.phone')}
        value={fields.phone}
        required
        type="tel"
        inputMode="tel"
        maxLength={12}
        onChange={(v) => set('phone')(v.replace(/\D/g, ''))}
        error={errors['phone']}
        hint={t('users.phoneHint')}
        testId="mc-phone"
      />
      <TextField
        label={t('fields.email')}
        value={fields.email}
        type="email"
        maxLength={MUSER_TEXT_MAX}
        onChange={set('email')}
        error={errors['email']}
        testId="mc-email"
      />
      <TextField
        label={t('fields.position')}
        value={fields.position}
        maxLength={MUSER_TEXT_MAX}
        onChange={set('position')}
        error={errors['position']}
        testId="mc-position"
      />
      <SelectField
        id="mc-user-allow"
        label={t('fields.allow')}
        value={String(fields.allow_id)}
        required
        options={(allow.data ?? []).map((a) => ({ value: String(a.id), label: a.value }))}
        onChange={(v) => setFields({ ...fields, allow_id: v === '1' ? 1 : 2 })}
        testId="mc-user-allow"
      />
      <SubmitButton busy={busy} testId="mc-user-save">
        {t('actions.save')}
      </SubmitButton>
    </form>
  );
}

/** The temporary password, shown once: the bank passes it on; the user changes it at first sign-in. */
function TemporaryPassword({ password, onDone }: { password: string; onDone: () => void }) {
  const { t } = useTranslation('multiclient');
  return (
    <div className="cb-mc__temporary" role="status" data-testid="mc-temporary">
      <p>{t('users.temporaryText')}</p>
      <p className="cb-mc__password">
        <code data-testid="mc-temporary-password">{password}</code> <CopyButton text={password} />
      </p>
      <button
        type="button"
        className="cb-button cb-button--primary"
        onClick={onDone}
        data-testid="mc-temporary-done"
      >
        {t('users.temporaryDone')}
      </button>
    </div>
  );
}

/** /multiclients/users/add?id= — a user of the parent; the temporary password is shown once. */
export function UserAddScreen() {
  const { t } = useTranslation('multiclient');
  const navigate = useNavigate();
  const { id } = useIds();
  const [created, setCreated] = useState<MuserRow | null>(null);
  return (
    <div className="cb-page cb-mc__narrow">
      <h1>{t('users.addTitle')}</h1>
      {created?.temporary_password ? (
        <TemporaryPassword
          password={created.temporary_password}
          onDone={() =>
            navigate(`/multiclients/users/detail?id=${id}&userId=${created.id}`, { replace: true })
          }
        />
      ) : (
        <MemberForm
          withUsername
          onSave={async (f) => {
            const row = await createMember(id, {
              username: f.username.trim(),
              full_name: f.full_name.trim(),
              phone: f.phone,
              allow_id: f.allow_id,
              ...(f.email.trim() ? { email: f.email.trim() } : {}),
              ...(f.position.trim() ? { position: f.position.trim() } : {}),
            });
            setCreated(row);
          }}
        />
      )}
    </div>
  );
}

/** /multiclients/users/edit?id=&userId= */
export function UserEditScreen() {
  const { t } = useTranslation('multiclient');
  const navigate = useNavigate();
  const { id, userId } = useIds();
  const member = useMember(id, userId);
  return (
    <div className="cb-page cb-mc__narrow">
      <h1>{t('users.editTitle')}</h1>
      {member.data ? (
        <MemberForm
          initial={member.data}
          withUsername={false}
          onSave={async (f) => {
            await updateMember(id, userId, {
              full_name: f.full_name.trim(),
              phone: f.phone,
              allow_id: f.allow_id,
              email: f.email.trim(),
              position: f.position.trim(),
            });
            navigate(`/multiclients/users/detail?id=${id}&userId=${userId}`, { replace: true });
          }}
        />
      ) : (
        <SkeletonLines />
      )}
    </div>
  );
}

/** /multiclients/users/detail?id=&userId= — the user, the actions their flags allow, screen groups per child. */
export function UserDetailScreen() {
  const { t } = useTranslation('multiclient');
  const navigate = useNavigate();
  const { id, userId } = useIds();
  const member = useMember(id, userId);
  const settings = useSettings(id, userId);
  const [asking, setAsking] = useState<MemberAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [temporary, setTemporary] = useState<string | null>(null);
  const m = member.data;

  const act = async (action: MemberAction) => {
    setBusy(true);
    setMessage(null);
    try {
      const row = await runMemberAction(action, id, userId);
      setAsking(null);
      if (action === 'reset') setTemporary(row.temporary_password);
      if (action === 'delete') navigate(`/multiclients/childorganization?id=${id}`, { replace: true });
    } catch (error) {
      setAsking(null);
      if (error instanceof ApiError) setMessage(error.serverMessage);
    } finally {
      setBusy(false);
    }
  };

  if (!m)
    return <div className="cb-page">{member.isError ? <p>{t('users.notFound')}</p> : <SkeletonLines />}</div>;
  return (
    <div className="cb-page">
      <div className="cb-mc__head">
        <div>
          <h1 data-testid="mc-user-name">{m.full_name}</h1>
          <StatusChip
            label={t(`state.${m.state}`)}
            tone={m.state === 'active' ? 'success' : 'danger'}
            testId="mc-user-state"
          />
        </div>
      </div>
      <FormSummary text={message} />
      {temporary ? <TemporaryPassword password={temporary} onDone={() => setTemporary(null)} /> : null}
      <dl className="cb-mc__facts">
        <dt>{t('fields.username')}</dt>
        <dd>{m.username}</dd>
        <dt>{t('fields.phone')}</dt>
        <dd>{m.phone ?? '—'}</dd>
        <dt>{t('fields.email')}</dt>
        <dd>{m.email ?? '—'}</dd>
        <dt>{t('fields.position')}</dt>
        <dd>{m.position ?? '—'}</dd>
        <dt>{t('fields.allow')}</dt>
        <dd>{m.allowText}</dd>
        <dt>{t('fields.password')}</dt>
        <dd>{m.password_change_required ? t('users.passwordPending') : t('users.passwordSet')}</dd>
      </dl>
      <div className="cb-mc__actions">
        {m.isUpdate ? (
          <Link
            to={`/multiclients/users/edit?id=${id}&userId=${userId}`}
            className="cb-button cb-button--secondary"
          >
            {t('actions.edit')}
          </Link>
        ) : null}
        {m.isAccControl ? (
          <Link
            to={`/multiclients/users/acc-control?id=${id}&userId=${userId}`}
            className="cb-button cb-button--secondary"
            data-testid="mc-acc-control"
          >
            {t('actions.accControl')}
          </Link>
        ) : null}
        {(
          [
            ['reset', m.isResetPassword],
            ['block', m.isBlock],
            ['unblock', m.isUnBlock],
            ['delete', m.isDelete],
          ] as const
        )
          .filter(([, allowed]) => allowed)
          .map(([action]) => (
            <button
              key={action}
              type="button"
              className={`cb-button cb-button--secondary${action === 'delete' || action === 'block' ? ' cb-mc__danger' : ''}`}
              onClick={() => setAsking(action)}
              data-testid={`mc-user-${action}`}
            >
              {t(`users.actions.${action}`)}
            </button>
          ))}
      </div>
      <ConfirmSheet
        open={asking !== null}
        title={asking === null ? '' : t(`users.actions.${asking}`)}
        text={asking === null ? '' : t(`users.confirm.${asking}`, { name: m.full_name })}
        confirmLabel={asking === null ? '' : t(`users.actions.${asking}`)}
        danger={asking === 'delete' || asking === 'block'}
        busy={busy}
        onCancel={() => setAsking(null)}
        onConfirm={() => (asking === null ? undefined : void act(asking))}
      />
      <section className="cb-mc__section">
        <h2>{t('settings.title')}</h2>
        {settings.data ? (
          settings.data.map((s) => (
            <GroupsForm key={s.organization_id} parentId={id} userId={userId} settings={s} />
          ))
        ) : (
          <SkeletonLines />
        )}
      </section>
    </div>
  );
}

function GroupsForm({
  parentId,
  userId,
  settings,
}: {
  parentId: number;
  userId: number;
  settings: UserSettings;
}) {
  const { t } = useTranslation('multiclient');
  const [groups, setGroups] = useState<ReadonlySet<ScreenGroup>>(
    () => new Set(SCREEN_GROUPS.filter((g) => settings.groups[g])),
  );
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const toggle = (g: ScreenGroup) => {
    const next = new Set(groups);
    if (next.has(g)) next.delete(g);
    else next.add(g);
    setGroups(next);
    setSaved(false);
  };
  return (
    <form
      className="cb-mc__groups"
      data-testid={`mc-groups-${settings.organization_id}`}
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        void saveSettings(parentId, userId, {
          organization_id: settings.organization_id,
          groups: [...groups],
        })
          .then(() => setSaved(true))
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      <h3>{settings.name}</h3>
      <div className="cb-mc__checks">
        {SCREEN_GROUPS.map((g) => (
          <label key={g} className="cb-mc__check">
            <input
              type="checkbox"
              checked={groups.has(g)}
              onChange={() => toggle(g)}
              data-testid={`mc-group-${g}`}
            />
            {t(`groups.${g}`)}
          </label>
        ))}
      </div>
      <p className="cb-mc__sub">
        {t('settings.accounts', {
          n: settings.accounts.length,
          authorise: settings.accounts.filter((a) => a.permission === 2).length,
        })}
      </p>
      <button type="submit" className="cb-button cb-button--secondary" disabled={busy}>
        {saved ? t('settings.saved') : t('actions.save')}
      </button>
    </form>
  );
}
