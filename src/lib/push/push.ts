/**
 * Push notifications in the browser (docs/decisions.md "Push notifications"). Small and firebase-free:
 * it asks the server whether push is configured (firebase/web-config) and only then, and only when
 * permission is granted, loads firebase-token.ts lazily to get the token, which it saves with
 * firebase/save-firebase-token (spec 1 §4). Without configuration nothing is asked or loaded and the
 * screens keep polling. Permission is asked by the screen (usePushPermission): the chat asks when
 * it appears (spec 1 §4), the heads' inbox on a button.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { firebaseWebConfig, type FirebaseWebConfigData } from '../../../contracts/api/push.ts';
import { saveFirebaseToken } from '../../../contracts/api/shell.ts';
import { callApi, dataOf, endpointKey } from '../api-client.ts';
import { useSession } from '../session.ts';

export type PushPermission = 'unsupported' | 'default' | 'granted' | 'denied';

export function notificationPermission(): PushPermission {
  if (typeof window === 'undefined' || !('Notification' in window) || !('serviceWorker' in navigator)) {
    return 'unsupported';
  }
  return Notification.permission;
}

export function usePushConfig() {
  return useQuery({
    queryKey: endpointKey(firebaseWebConfig),
    queryFn: async ({ signal }) => dataOf(await callApi(firebaseWebConfig, { signal, handle: false })),
    staleTime: Infinity,
    retry: false,
  });
}

const REGISTRATION_WAIT_MS = 10_000;

async function ourRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), REGISTRATION_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** Users whose token this page has saved (the token moves to whoever signs in on this browser). */
const saved = new Map<number, Promise<boolean>>();

/**
 * Gets the token (lazily loading firebase) and saves it for `userId`; once per page and user.
 * Answers whether a token was saved. Never throws.
 */
export function registerPushToken(
  userId: number,
  config: Extract<FirebaseWebConfigData, { enabled: true }>,
): Promise<boolean> {
  const known = saved.get(userId);
  if (known !== undefined) return known;
  const run = (async () => {
    try {
      const registration = await ourRegistration();
      if (registration === null) return false;
      const { firebaseToken } = await import('./firebase-token.ts');
      const token = await firebaseToken(config, registration);
      if (token === null) return false;
      const outcome = await callApi(saveFirebaseToken, { body: { token }, handle: false });
      return outcome.kind === 'response' && outcome.envelope?.status === 'success';
    } catch (error) {
      console.warn('push token not saved', error);
      return false;
    }
  })();
  saved.set(userId, run);
  // A failure may be passing (offline): a later screen may try again.
  void run.then((ok) => {
    if (!ok) saved.delete(userId);
  });
  return run;
}

/** Asks the browser for the permission, then saves the token when allowed. */
async function askAndRegister(
  userId: number,
  config: Extract<FirebaseWebConfigData, { enabled: true }>,
): Promise<void> {
  if (notificationPermission() === 'unsupported') return;
  const answer = await Notification.requestPermission();
  if (answer === 'granted') await registerPushToken(userId, config);
}

export interface PushPermissionState {
  /** false: push not configured (or still loading) — show nothing, the screen polls. */
  readonly configured: boolean;
  readonly permission: PushPermission;
  readonly busy: boolean;
  /** Asks the browser (call from a tap where the browser wants a gesture). */
  readonly ask: () => Promise<void>;
}

/**
 * For a screen that wants push: when configured and granted, saves the token; `askOnAppear` asks
 * the browser as soon as the screen shows (spec 1 §4 chat button), otherwise the screen offers
 * `ask` on a button. The signed-in user only ("saves the token if the user has a name").
 */
export function usePushPermission({ askOnAppear }: { askOnAppear: boolean }): PushPermissionState {
  const { user } = useSession();
  const config = usePushConfig().data;
  const enabled = config?.enabled === true ? config : null;
  // Read on every render (a plain global); `changed` re-renders when it may have moved.
  const [, setChanged] = useState(0);
  const changed = useCallback(() => setChanged((n) => n + 1), []);
  const permission = notificationPermission();
  const [busy, setBusy] = useState(false);
  const userId = user !== null && user.username !== '' ? user.id : null;

  const ask = useCallback(async () => {
    if (enabled === null || userId === null) return;
    setBusy(true);
    try {
      await askAndRegister(userId, enabled);
      changed();
    } finally {
      setBusy(false);
    }
  }, [enabled, userId, changed]);

  useEffect(() => {
    if (enabled === null || userId === null) return;
    const now = notificationPermission();
    if (now === 'granted') void registerPushToken(userId, enabled);
    else if (now === 'default' && askOnAppear) void askAndRegister(userId, enabled).then(changed);
  }, [enabled, userId, askOnAppear, changed]);

  // The user may change the permission in the browser's settings while the screen is open.
  useEffect(() => {
    if (enabled === null || !('permissions' in navigator)) return;
    let status: PermissionStatus | null = null;
    let gone = false;
    navigator.permissions
      .query({ name: 'notifications' })
      .then((s) => {
        if (gone) return;
        status = s;
        s.addEventListener('change', changed);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      status?.removeEventListener('change', changed);
    };
  }, [enabled, changed]);

  return { configured: enabled !== null && userId !== null, permission, busy, ask };
}
