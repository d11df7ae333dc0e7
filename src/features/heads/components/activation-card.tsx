import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkSmsCode, sendSms, type SendSmsData } from '../../../../contracts/api/sms.ts';
import { ApiError, callApi, dataOf } from '../../../lib/api-client.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { registerDevice, registerOptions } from '../api/heads-api.ts';
import { rememberDeviceCredential } from '../../../lib/device-credential.ts';
import { createPasskey, passkeysSupported } from '../../../lib/passkey.ts';

type Step = 'start' | 'code' | 'passkey';

function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.validation[0]?.message ?? error.serverMessage ?? fallback;
  return fallback;
}

/**
 * Mobile activation (spec 1 §1): the phone number is confirmed with an SMS code, then this device
 * registers a passkey bound to the user. One verified code activates one device.
 */
export function ActivationCard({ userId, onActivated }: { userId: number; onActivated: () => void }) {
  const { t } = useTranslation('heads');
  const [step, setStep] = useState<Step>('start');
  const [sent, setSent] = useState<SendSmsData | null>(null);
  const [wait, setWait] = useState(0);
  const [code, setCode] = useState('');
  const [name, setName] = useState(() => t('activation.defaultName'));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  async function run(job: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await job();
    } catch (e) {
      setError(messageOf(e, t('activation.failed')));
    } finally {
      setBusy(false);
    }
  }

  const send = () =>
    run(async () => {
      const data = dataOf(await callApi(sendSms, { body: { purpose: 'device-activation' }, handle: false }));
      setSent(data);
      setWait(data.resend_in);
      setStep('code');
    });

  const check = () =>
    run(async () => {
      dataOf(await callApi(checkSmsCode, { body: { purpose: 'device-activation', code }, handle: false }));
      setStep('passkey');
    });

  const activate = () =>
    run(async () => {
      const created = await createPasskey(await registerOptions());
      const device = await registerDevice({ name: name.trim(), ...created });
      rememberDeviceCredential(userId, device.credential_id);
      onActivated();
    });

  if (!passkeysSupported()) {
    return (
      <section className="heads-card" data-testid="activation-unsupported">
        <p>{t('activation.unsupported')}</p>
      </section>
    );
  }

  return (
    <section className="heads-card" aria-labelledby="activation-title" data-testid="activation">
      <h2 id="activation-title">{t('activation.title')}</h2>
      <p className="heads-muted">{t('activation.intro')}</p>
      {step === 'start' && (
        <button
          type="button"
          className="cb-button cb-button--primary cb-button--block"
          disabled={busy}
          onClick={send}
        >
          {t('activation.sendCode')}
        </button>
      )}
      {step === 'code' && (
        <>
          <p>{t('activation.codeSent', { phone: sent?.phone ?? '' })}</p>
          <TextField
            label={t('activation.code')}
            value={code}
            onChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            testId="activation-code"
          />
          <button
            type="button"
            className="cb-button cb-button--primary cb-button--block"
            disabled={busy || code.length !== 6}
            onClick={check}
          >
            {t('activation.checkCode')}
          </button>
          <button
            type="button"
            className="cb-button cb-button--secondary cb-button--block"
            disabled={busy || wait > 0}
            onClick={send}
          >
            {wait > 0 ? t('activation.resendIn', { seconds: wait }) : t('activation.resend')}
          </button>
        </>
      )}
      {step === 'passkey' && (
        <>
          <p>{t('activation.passkeyIntro')}</p>
          <TextField
            label={t('activation.deviceName')}
            value={name}
            onChange={setName}
            maxLength={60}
            required
            testId="activation-name"
          />
          <button
            type="button"
            className="cb-button cb-button--primary cb-button--block"
            disabled={busy || name.trim() === ''}
            onClick={activate}
          >
            {t('activation.createPasskey')}
          </button>
        </>
      )}
      {error !== null && (
        <p className="heads-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
