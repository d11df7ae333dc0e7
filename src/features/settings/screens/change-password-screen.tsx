import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useDirtyForm } from '../../../offline/dirty-forms.ts';
import { useOnline } from '../../../offline/online.ts';
import { OfflineReason } from '../../../offline/offline-reason.tsx';
import { dialogs } from '../../../ui/dialog-service.ts';
import { PasswordInput } from '../../../ui/password-input.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { usePasswordRules } from '../api/get-password-rules.ts';
import { useChangePassword } from '../api/post-change-password.ts';
import { PasswordHints } from '../components/password-hints.tsx';
import './settings-screens.css';

/**
 * /settings/change-password (spec 1 §4/§5): live hints from the server's rules, the server's
 * validation under each field; a successful change revokes every session, so the user is signed
 * out and meets the login page with a message.
 */
export function ChangePasswordScreen() {
  const { t } = useTranslation('settings');
  const { user, signOut } = useSession();
  const rules = usePasswordRules();
  const change = useChangePassword();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const online = useOnline();
  useDirtyForm(oldPassword !== '' || newPassword !== '' || confirmPassword !== '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending || !online) return;
    setError(null);
    setFieldErrors({});
    change.mutate(
      { oldPassword, newPassword, confirmPassword },
      {
        onSuccess: async (envelope) => {
          if (!envelope.data?.success) {
            setError(envelope.message ?? t('changePassword.failed'));
            return;
          }
          await signOut();
          dialogs.open({
            kind: 'message',
            tone: 'success',
            title: t('changePassword.done'),
            lines: [envelope.message ?? t('changePassword.signInAgain')],
          });
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.outcome.kind === 'response') {
            setError(failure.serverMessage ?? t('changePassword.failed'));
            setFieldErrors(failure.fieldErrors());
          }
        },
      },
    );
  };

  return (
    <div className="cb-page cb-page--narrow">
      <h1>{t('changePassword.title')}</h1>
      {user?.isPasswordChangeRequired ? (
        <p className="cb-notice" role="status">
          {t('changePassword.required')}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate>
        {error ? (
          <p className="cb-form-error" role="alert">
            {error}
          </p>
        ) : null}
        <PasswordInput
          label={t('changePassword.old')}
          value={oldPassword}
          onChange={setOldPassword}
          name="oldPassword"
          autoComplete="current-password"
          required
          maxLength={128}
          error={fieldErrors['oldPassword']}
          testId="cp-old"
        />
        <PasswordInput
          label={t('changePassword.new')}
          value={newPassword}
          onChange={setNewPassword}
          name="newPassword"
          autoComplete="new-password"
          required
          maxLength={128}
          error={fieldErrors['newPassword']}
          testId="cp-new"
          hint={
            rules.data ? (
              <PasswordHints rules={rules.data} password={newPassword} username={user?.username ?? ''} />
            ) : rules.isPending ? (
              <SkeletonLines lines={3} />
            ) : null
          }
        />
        <PasswordInput
          label={t('changePassword.confirm')}
          value={confirmPassword}
          onChange={setConfirmPassword}
          name="confirmPassword"
          autoComplete="new-password"
          required
          maxLength={128}
          error={fieldErrors['confirmPassword']}
          testId="cp-confirm"
        />
        <SubmitButton testId="cp-submit" busy={change.isPending} disabled={!online}>
          {t('changePassword.submit')}
        </SubmitButton>
        {online ? null : <OfflineReason action="changePassword" />}
      </form>
    </div>
  );
}
