import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyInfo, KeyStatus } from '../../../../contracts/api/signing.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import {
  SigningClientError,
  openSigningClient,
  type SignerBridge,
  type SignerCertInfo,
  type SignerVersion,
  type SigningClient,
} from '../../../lib/signing-client.ts';
import { OfflineReason } from '../../../offline/offline-reason.tsx';
import { useOnline } from '../../../offline/online.ts';
import { SigningErrorDialog } from '../../../ui/signing-error-dialog.tsx';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { checkKey, postCheckSmsCode, postSendSms, renewKey } from '../api/signature-key.ts';
import './settings-screens.css';

interface KeyCheck {
  readonly version: SignerVersion;
  readonly bridge: SignerBridge | null;
  readonly cert: SignerCertInfo;
  readonly info: KeyInfo;
}

const TONES: Record<KeyStatus, ChipTone> = {
  valid: 'success',
  expiring: 'neutral',
  expired: 'danger',
  invalid: 'danger',
};

/** Runs `work` with a client for the bridges the server names, always closing it. */
async function withSigningClient<T>(work: (client: SigningClient) => Promise<T>): Promise<T> {
  const client = await openSigningClient();
  try {
    return await work(client);
  } finally {
    client.close();
  }
}

async function readKey(client: SigningClient): Promise<KeyCheck> {
  const version = await client.getVersion();
  const cert = await client.getCertInfo();
  const info = await checkKey(client);
  return { version, bridge: client.bridge, cert, info };
}

/**
 * /settings/signature-key: checks the inserted key through the local signing client (version,
 * certificate, validity, whether the bank recognises it) and, when the bank recommends renewal,
 * renews it after an SMS code. Online only: every step needs the bank's answer at once.
 */
export function SignatureKeyScreen() {
  const { t } = useTranslation('settings');
  const online = useOnline();
  const [check, setCheck] = useState<KeyCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const [signingError, setSigningError] = useState<SigningClientError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [renewedUntil, setRenewedUntil] = useState<string | null>(null);

  /** Signing-client failures open the dialog with advice; the bank's refusals show inline. */
  function fail(error: unknown): void {
    if (error instanceof SigningClientError) setSigningError(error);
    else
      setFailure(
        error instanceof ApiError
          ? (error.serverMessage ?? t('signatureKey.failed'))
          : t('signatureKey.failed'),
      );
  }

  async function runCheck(): Promise<void> {
    setChecking(true);
    setFailure(null);
    setRenewedUntil(null);
    try {
      setCheck(await withSigningClient(readKey));
    } catch (error) {
      fail(error);
    } finally {
      setChecking(false);
    }
  }

  return (
    <div className="cb-page cb-page--narrow">
      <h1>{t('signatureKey.title')}</h1>
      <p className="cb-muted">{t('signatureKey.intro')}</p>
      <div className="cb-key__actions">
        <button
          type="button"
          className="cb-button cb-button--primary"
          disabled={checking || !online}
          aria-busy={checking || undefined}
          data-testid="key-check"
          onClick={() => void runCheck()}
        >
          {checking ? <span className="cb-button__spinner" aria-hidden="true" /> : null}
          {checking
            ? t('signatureKey.checking')
            : check === null
              ? t('signatureKey.check')
              : t('signatureKey.checkAgain')}
        </button>
      </div>
      {online ? null : <OfflineReason action="signatureKey" />}
      {failure !== null ? (
        <p className="cb-key__error" role="alert" data-testid="key-failure">
          {failure}
        </p>
      ) : null}
      {renewedUntil !== null ? (
        <p className="cb-notice" role="status" data-testid="key-renewed">
          {t('signatureKey.renewed', { date: formatDate(renewedUntil) })}
        </p>
      ) : null}
      {check !== null ? <KeyCard check={check} /> : null}
      {check?.info.key_data?.renewable ? (
        <RenewSection
          until={check.info.recommended_key_version}
          disabled={!online}
          onFailure={fail}
          onRenewed={(next) => {
            setCheck(next);
            setRenewedUntil(next.info.key_data?.valid_to ?? null);
          }}
        />
      ) : null}
      <SigningErrorDialog
        error={signingError}
        onClose={() => setSigningError(null)}
        onRetry={() => void runCheck()}
      />
    </div>
  );
}

function KeyCard({ check }: { check: KeyCheck }) {
  const { t } = useTranslation('settings');
  const { info, cert } = check;
  const key = info.key_data;
  const rows: [string, string, string][] = [
    [
      t('signatureKey.clientVersion'),
      check.bridge === null
        ? check.version
        : `${check.version} (${t(`signatureKey.bridge.${check.bridge}`)})`,
      'key-version',
    ],
    [t('signatureKey.owner'), key?.owner ?? cert.owner, 'key-owner'],
    ...(cert.organization
      ? [[t('signatureKey.organization'), cert.organization, 'key-organization'] as [string, string, string]]
      : []),
    [t('signatureKey.serial'), key?.serial_number ?? cert.serialNumber, 'key-serial'],
    [t('signatureKey.validFrom'), formatDate(key?.valid_from ?? cert.validFrom), 'key-valid-from'],
    [t('signatureKey.validTo'), formatDate(key?.valid_to ?? cert.validTo), 'key-valid-to'],
    ...(key
      ? [
          [t('signatureKey.daysLeft'), String(Math.max(0, key.days_left)), 'key-days-left'] as [
            string,
            string,
            string,
          ],
        ]
      : []),
  ];
  return (
    <section className="cb-key__card" aria-labelledby="key-status-label" data-testid="key-card">
      <div className="cb-key__status">
        <span id="key-status-label">{t('signatureKey.status')}</span>
        <StatusChip
          label={t(`signatureKey.statuses.${info.status}`)}
          tone={TONES[info.status]}
          testId="key-status"
        />
      </div>
      {info.error_message ? (
        <p className="cb-key__message" data-testid="key-message">
          {info.error_message}
        </p>
      ) : null}
      {info.recommended_browser_version ? (
        <p className="cb-key__message" data-testid="key-update-client">
          {t('signatureKey.updateClient', { version: info.recommended_browser_version })}
        </p>
      ) : null}
      <dl className="cb-key__facts">
        {rows.map(([label, value, testId]) => (
          <div key={testId} className="cb-key__fact">
            <dt>{label}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

function RenewSection({
  until,
  disabled,
  onFailure,
  onRenewed,
}: {
  until: string | null;
  disabled: boolean;
  onFailure: (error: unknown) => void;
  onRenewed: (check: KeyCheck) => void;
}) {
  const { t } = useTranslation('settings');
  const [phone, setPhone] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'renew' | null>(null);
  const secondsLeft = useSecondsLeft(resendAt);

  async function send(): Promise<void> {
    setBusy('send');
    setCodeError(null);
    try {
      const sent = await postSendSms('key-renewal');
      setPhone(sent.phone);
      setResendAt(Date.now() + sent.resend_in * 1000);
    } catch (error) {
      const wait =
        error instanceof ApiError ? (error.envelope?.data as { resend_in?: number } | undefined) : undefined;
      if (wait?.resend_in !== undefined) setResendAt(Date.now() + wait.resend_in * 1000);
      if (error instanceof ApiError) setCodeError(error.serverMessage ?? t('signatureKey.failed'));
      else onFailure(error);
    } finally {
      setBusy(null);
    }
  }

  async function renew(event: FormEvent): Promise<void> {
    event.preventDefault();
    setBusy('renew');
    setCodeError(null);
    try {
      await postCheckSmsCode('key-renewal', code);
    } catch (error) {
      setBusy(null);
      if (error instanceof ApiError)
        setCodeError(error.fieldErrors().code ?? error.serverMessage ?? t('signatureKey.failed'));
      else onFailure(error);
      return;
    }
    try {
      const renewed = await withSigningClient(async (client) => {
        const info = await renewKey(client);
        // The certificate is read again so the card shows what the client now holds.
        return {
          version: await client.getVersion(),
          bridge: client.bridge,
          cert: await client.getCertInfo(),
          info,
        };
      });
      onRenewed(renewed);
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="cb-key__renew" aria-labelledby="key-renew-title">
      <h2 id="key-renew-title">{t('signatureKey.renewTitle')}</h2>
      {until ? <p>{t('signatureKey.renewIntro', { date: formatDate(until) })}</p> : null}
      {phone === null ? (
        <button
          type="button"
          className="cb-button cb-button--primary"
          disabled={disabled || busy !== null}
          aria-busy={busy === 'send' || undefined}
          data-testid="renew-send-code"
          onClick={() => void send()}
        >
          {t('signatureKey.sendCode')}
        </button>
      ) : (
        <form className="cb-key__form" onSubmit={(event) => void renew(event)} noValidate>
          <p role="status" data-testid="renew-code-sent">
            {t('signatureKey.codeSent', { phone })}
          </p>
          <TextField
            label={t('signatureKey.code')}
            value={code}
            onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            error={codeError}
            testId="renew-code"
          />
          <SubmitButton
            busy={busy === 'renew'}
            disabled={disabled || code.length !== 6}
            testId="renew-submit"
          >
            {busy === 'renew' ? t('signatureKey.renewing') : t('signatureKey.renew')}
          </SubmitButton>
          {secondsLeft > 0 ? (
            <p className="cb-muted" data-testid="renew-resend-in">
              {t('signatureKey.resendIn', { seconds: secondsLeft })}
            </p>
          ) : (
            <button
              type="button"
              className="cb-button cb-button--secondary"
              disabled={disabled || busy !== null}
              data-testid="renew-resend"
              onClick={() => void send()}
            >
              {t('signatureKey.resend')}
            </button>
          )}
        </form>
      )}
      {phone === null && codeError !== null ? (
        <p className="cb-key__error" role="alert">
          {codeError}
        </p>
      ) : null}
    </section>
  );
}
