import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LockoutData } from '../../../../contracts/api/security.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useSession } from '../../../lib/session.ts';
import { useDirtyForm } from '../../../offline/dirty-forms.ts';
import { useOnline } from '../../../offline/online.ts';
import { OfflineReason } from '../../../offline/offline-reason.tsx';
import { PasswordInput } from '../../../ui/password-input.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useCaptcha } from '../api/get-captcha.ts';
import { useLogin } from '../api/post-login.ts';
import { CaptchaField } from './captcha-field.tsx';

interface LoginFormProps {
  /** Runs after the session is stored; the screen decides where to go. */
  readonly onSignedIn: () => void;
}

/** Username, password (show/hide) and captcha; a failed attempt shows the server's message and a new captcha. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { signIn } = useSession();
  const captcha = useCaptcha();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const online = useOnline();
  useDirtyForm(username !== '' || password !== '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const captchaId = captcha.data?.captchaId;
    if (!captchaId || login.isPending || !online) return;
    setError(null);
    setFieldErrors({});
    login.mutate(
      { username, password, code, captchaId },
      {
        onSuccess: async (user) => {
          await signIn(user);
          onSignedIn();
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.outcome.kind === 'response') {
            // A lockout (429) says until when; the server's message normally says so already.
            const lockedUntil = (failure.envelope?.data as Partial<LockoutData> | undefined)?.lockedUntil;
            const fallback = lockedUntil
              ? t('login.locked', { until: formatDateTime(lockedUntil) })
              : t('login.failed');
            setError(failure.serverMessage ?? fallback);
            setFieldErrors(failure.fieldErrors());
          }
          // A captcha answers one attempt only.
          setCode('');
          void captcha.refetch();
        },
      },
    );
  };

  return (
    <form className="cb-login-form" onSubmit={submit} noValidate>
      {error ? (
        <p className="cb-form-error" role="alert" data-testid="login-error">
          {error}
        </p>
      ) : null}
      <TextField
        label={t('login.username')}
        value={username}
        onChange={setUsername}
        name="username"
        autoComplete="username"
        required
        maxLength={64}
        error={fieldErrors['username']}
        testId="login-username"
      />
      <PasswordInput
        label={t('login.password')}
        value={password}
        onChange={setPassword}
        name="password"
        autoComplete="current-password"
        required
        maxLength={128}
        error={fieldErrors['password']}
        testId="login-password"
      />
      <CaptchaField
        captcha={captcha}
        value={code}
        onChange={setCode}
        error={fieldErrors['code'] ?? fieldErrors['captchaId']}
        testIds={{
          image: 'login-captcha-image',
          refresh: 'login-captcha-refresh',
          input: 'login-captcha-input',
        }}
      />
      <SubmitButton testId="login-submit" busy={login.isPending} disabled={!captcha.data || !online}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </SubmitButton>
      {online ? null : <OfflineReason action="signIn" />}
    </form>
  );
}
