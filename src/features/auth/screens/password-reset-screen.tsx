import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client.ts';
import { PhoneInput } from '../../../ui/phone-input.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useCaptcha } from '../api/get-captcha.ts';
import { useForgot } from '../api/post-forgot.ts';
import { CaptchaField } from '../components/captcha-field.tsx';
import './auth-screens.css';

/**
 * /password-reset (spec 1 §7.1 security/forgot): full name, client number, phone and captcha.
 * The server answers the same neutral text whether or not the client exists; it is shown as sent.
 */
export function PasswordResetScreen() {
  const { t } = useTranslation('auth');
  const captcha = useCaptcha();
  const forgot = useForgot();
  const [fullName, setFullName] = useState('');
  const [clientNumber, setClientNumber] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const captchaId = captcha.data?.captchaId;
    if (!captchaId || forgot.isPending) return;
    setError(null);
    setFieldErrors({});
    forgot.mutate(
      { full_name: fullName, client_number: clientNumber, phone, code, captchaId },
      {
        onSuccess: (message) => setAnswer(message ?? t('reset.sent')),
        onError: (failure) => {
          if (failure instanceof ApiError && failure.outcome.kind === 'response') {
            setError(failure.serverMessage ?? t('reset.failed'));
            setFieldErrors(failure.fieldErrors());
          }
          setCode('');
          void captcha.refetch();
        },
      },
    );
  };

  return (
    <div className="cb-page cb-page--narrow cb-auth">
      <h1>{t('reset.title')}</h1>
      {answer ? (
        <div className="cb-auth__done" role="status">
          <p>{answer}</p>
          <Link to="/login">{t('reset.backToLogin')}</Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="cb-muted">{t('reset.intro')}</p>
          {error ? (
            <p className="cb-form-error" role="alert">
              {error}
            </p>
          ) : null}
          <TextField
            label={t('reset.fullName')}
            value={fullName}
            onChange={setFullName}
            name="full_name"
            autoComplete="name"
            required
            maxLength={128}
            error={fieldErrors['full_name']}
          />
          <TextField
            label={t('reset.clientNumber')}
            value={clientNumber}
            onChange={(value) => setClientNumber(value.replace(/\D/g, ''))}
            name="client_number"
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={20}
            hint={t('reset.clientNumberHint')}
            error={fieldErrors['client_number']}
          />
          <PhoneInput
            label={t('reset.phone')}
            value={phone}
            onChange={setPhone}
            name="phone"
            required
            error={fieldErrors['phone']}
          />
          <CaptchaField
            captcha={captcha}
            value={code}
            onChange={setCode}
            error={fieldErrors['code'] ?? fieldErrors['captchaId']}
          />
          <SubmitButton busy={forgot.isPending} disabled={!captcha.data}>
            {t('reset.submit')}
          </SubmitButton>
          <div className="cb-auth__links">
            <Link to="/login">{t('reset.backToLogin')}</Link>
          </div>
        </form>
      )}
    </div>
  );
}
