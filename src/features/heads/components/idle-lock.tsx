import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceUnlock, deviceUnlockOptions } from '../../../../contracts/api/devices.ts';
import { logout } from '../../../../contracts/api/security.ts';
import { ApiError, callApi, dataOf } from '../../../lib/api-client.ts';
import { session, useSession } from '../../../lib/session.ts';
import { deviceCredential } from '../../../lib/device-credential.ts';
import { assert, fromBase64url } from '../../../lib/passkey.ts';
import './idle-lock.css';

/** Below the server's 15 idle minutes, so the phone locks before the server ends the session. */
export const LOCK_AFTER_MS = 10 * 60 * 1000;
const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Quick unlock (issue 6): on a phone activated for the signed-in user, the app locks after
 * LOCK_AFTER_MS without input (or on return after that long away) and is resumed with the passkey
 * (devices/unlock) instead of the password and captcha; the server still applies its session rules,
 * and any refusal of the session itself (401) ends in the ordinary sign-in. Phones without a passkey
 * for this user never lock here.
 */
export function IdleLock() {
  const { t } = useTranslation('heads');
  const { user, signIn } = useSession();
  const userId = user?.id ?? null;
  const [locked, setLocked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Set when the effect arms the timer (render must stay pure).
  const lastActivity = useRef(0);

  useEffect(() => {
    if (userId === null || locked) return;
    // Read when it is time to lock: a phone activated during this visit locks too.
    const lock = () => {
      if (deviceCredential(userId) !== null) setLocked(true);
    };
    let timer = 0;
    const arm = () => {
      lastActivity.current = Date.now();
      window.clearTimeout(timer);
      timer = window.setTimeout(lock, LOCK_AFTER_MS);
    };
    // A phone asleep runs no timers: on return the time away decides.
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastActivity.current >= LOCK_AFTER_MS)
        lock();
    };
    arm();
    for (const name of ACTIVITY) window.addEventListener(name, arm, { passive: true });
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY) window.removeEventListener(name, arm);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [userId, locked]);

  const credentialId = userId === null ? null : deviceCredential(userId);
  if (!locked || credentialId === null || user === null) return null;

  /** The password way back: the server session ends (as on logout), then the sign-in screen. */
  async function signInAgain() {
    try {
      await callApi(logout, { body: {}, handle: false });
    } finally {
      await session.signOut();
    }
  }

  async function unlock(credential: string) {
    setBusy(true);
    setError(null);
    try {
      const options = dataOf(await callApi(deviceUnlockOptions, { body: {} }));
      let assertion;
      try {
        assertion = await assert(credential, fromBase64url(options.challenge));
      } catch {
        setError(t('lock.cancelled'));
        return;
      }
      const data = dataOf(await callApi(deviceUnlock, { body: { assertion } }));
      await signIn(data);
      setLocked(false);
    } catch (failure) {
      // A refused session (401) has already signed out through the response handler.
      if (session.current() !== null)
        setError(
          failure instanceof ApiError ? (failure.serverMessage ?? t('lock.failed')) : t('lock.failed'),
        );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      className="heads-lock"
      role="dialog"
      aria-modal="true"
      aria-labelledby="idle-lock-title"
      data-testid="idle-lock"
    >
      <div className="heads-lock__card">
        <h1 id="idle-lock-title">{t('lock.title')}</h1>
        <p>{t('lock.text', { name: user.fullName })}</p>
        <button
          type="button"
          className="cb-button cb-button--primary cb-button--block"
          disabled={busy}
          onClick={() => void unlock(credentialId)}
          data-testid="idle-lock-unlock"
        >
          {t('lock.unlock')}
        </button>
        <button
          type="button"
          className="cb-button cb-button--secondary cb-button--block"
          disabled={busy}
          onClick={() => void signInAgain()}
          data-testid="idle-lock-password"
        >
          {t('lock.password')}
        </button>
        {error !== null && (
          <p className="heads-lock__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
