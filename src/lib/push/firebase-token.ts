/**
 * The only module that imports firebase (loaded with `import()` by push.ts, so firebase stays out of
 * the entry chunk and is never fetched when push is not configured). Gets this browser's FCM token
 * for OUR service worker registration (sw/sw.ts shows the pushes itself; no firebase worker).
 */
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { getMessaging, getToken, isSupported } from 'firebase/messaging';
import type { FirebaseWebConfigData } from '../../../contracts/api/push.ts';

type Enabled = Extract<FirebaseWebConfigData, { enabled: true }>;

const APP_NAME = 'corpbank-push';

function appFor(config: Enabled): FirebaseApp {
  if (getApps().some((a) => a.name === APP_NAME)) return getApp(APP_NAME);
  return initializeApp(
    {
      apiKey: config.apiKey,
      projectId: config.projectId,
      messagingSenderId: config.messagingSenderId,
      appId: config.appId,
    },
    APP_NAME,
  );
}

/** The FCM token, or null when this browser cannot receive web push. Throws on network failures. */
export async function firebaseToken(
  config: Enabled,
  registration: ServiceWorkerRegistration,
): Promise<string | null> {
  if (!(await isSupported())) return null;
  const messaging = getMessaging(appFor(config));
  const token = await getToken(messaging, {
    vapidKey: config.vapidKey,
    serviceWorkerRegistration: registration,
  });
  return token === '' ? null : token;
}
