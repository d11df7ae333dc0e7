import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../chromium.ts';
import { openSignedIn, signInHome } from '../support.ts';

// Notifications' permission prompt exists only in the full browser, not in the headless shell the
// other journeys run in (tests/chromium.ts).
test.use({ launchOptions: CHROMIUM_LAUNCH });

/*
 * Push notifications, browser side (docs/decisions.md "Push notifications"). The e2e server has no
 * firebase settings, so these journeys answer firebase/web-config themselves with a test project,
 * and answer the two Google endpoints the firebase SDK calls with fakes: nothing leaves the
 * machine. Service workers are blocked so page.route sees every call; the token journey stands in
 * a registration whose push subscription is a fake (headless Chromium has no push service).
 */
test.skip(({ viewport }) => (viewport?.width ?? 0) > 400, 'phone journeys');

const WEB_CONFIG = {
  enabled: true,
  apiKey: 'AIzaFakeKeyForE2eOnly000000000000000000',
  projectId: 'corpbank-e2e',
  messagingSenderId: '123456789012',
  appId: '1:123456789012:web:0123456789abcdef',
  // A P-256 public key (65 bytes, base64url), as the VAPID key of a real project looks.
  vapidKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
};
const SPEC_WARNING = 'Включите уведомление в браузере, чтобы воспользоваться чатом с оператором.';

async function pushConfigured(page: Page): Promise<void> {
  await page.route('**/api/v2/firebase/web-config', (route) =>
    route.fulfill({ json: { status: 'success', data: WEB_CONFIG } }),
  );
}

// A context granted nothing: the permission reads "default" and a request answers "denied".
test('the client chat asks when it appears and shows the spec warning when refused', async ({ page }) => {
  await pushConfigured(page);
  let saved = 0;
  await page.route('**/api/v2/firebase/save-firebase-token', (route) => {
    saved++;
    return route.continue();
  });
  await openSignedIn(page, 'accountant', '/chat');
  await expect(page.getByTestId('client-chat')).toBeVisible();
  await expect(page.getByTestId('chat-push-warning')).toHaveText(SPEC_WARNING);
  expect(saved).toBe(0);
});

test('the heads inbox asks on a button, not on load, and warns when refused', async ({ page }) => {
  await pushConfigured(page);
  await openSignedIn(page, 'head', '/activate');
  await expect(page.getByTestId('heads-push-warning-ask')).toContainText('ждёт вашей подписи');
  await page.getByTestId('heads-push-warning-enable').click();
  await expect(page.getByTestId('heads-push-warning-ask')).toHaveCount(0);
  await expect(page.getByTestId('heads-push-warning')).toContainText('Уведомления в браузере выключены');
});

test('without push configured nothing is asked, warned or loaded', async ({ page }) => {
  const firebase: string[] = [];
  page.on('request', (r) => {
    if (/firebase-token|googleapis/.test(r.url())) firebase.push(r.url());
  });
  await signInHome(page, 'head');
  const answer = page.waitForResponse((r) => r.url().includes('/api/v2/firebase/web-config'));
  await page.goto('/activate');
  expect(await (await answer).json()).toMatchObject({ data: { enabled: false } });
  await expect(page.getByTestId('activation').or(page.getByTestId('activation-unsupported'))).toBeVisible();
  await expect(page.getByTestId('heads-push-warning')).toHaveCount(0);
  await expect(page.getByTestId('heads-push-warning-ask')).toHaveCount(0);
  expect(firebase).toEqual([]);
});

test.describe('granting', () => {
  test.use({ bypassCSP: true });

  test('a signer who allows notifications gets a token saved for this browser', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await pushConfigured(page);
    // Our service worker's registration, with a push subscription standing in for the push service.
    await page.addInitScript(() => {
      let permission: NotificationPermission = 'default';
      Object.defineProperty(Notification, 'permission', { get: () => permission });
      Notification.requestPermission = () => {
        permission = 'granted';
        return Promise.resolve(permission);
      };
      const key = (n: number) => new Uint8Array(n).fill(7).buffer;
      const subscription = Object.create(PushSubscription.prototype) as PushSubscription;
      Object.defineProperties(subscription, {
        endpoint: { value: 'https://push.invalid/fake-endpoint' },
        expirationTime: { value: null },
        getKey: { value: (name: string) => key(name === 'auth' ? 16 : 65) },
        toJSON: { value: () => ({ endpoint: 'https://push.invalid/fake-endpoint', keys: {} }) },
      });
      const registration = Object.create(ServiceWorkerRegistration.prototype) as ServiceWorkerRegistration;
      Object.defineProperties(registration, {
        scope: { value: `${location.origin}/` },
        active: { value: null },
        installing: { value: null },
        waiting: { value: null },
        pushManager: {
          value: {
            getSubscription: () => Promise.resolve(null),
            subscribe: () => Promise.resolve(subscription),
            permissionState: () => Promise.resolve('granted'),
          },
        },
      });
      Object.defineProperty(navigator.serviceWorker, 'ready', { get: () => Promise.resolve(registration) });
    });
    const google: string[] = [];
    await page.route('https://firebaseinstallations.googleapis.com/**', (route) => {
      google.push(route.request().url());
      return route.fulfill({
        json: {
          name: 'projects/123456789012/installations/fake-fid',
          fid: 'fAkEfIdFoRe2eTeSt0001',
          refreshToken: 'fake-refresh-token',
          authToken: { token: 'fake-installation-auth', expiresIn: '604800s' },
        },
      });
    });
    await page.route('https://fcmregistrations.googleapis.com/**', (route) => {
      google.push(route.request().url());
      return route.fulfill({ json: { token: 'fake-fcm-token-for-e2e-0123456789' } });
    });
    const saved: unknown[] = [];
    await page.route('**/api/v2/firebase/save-firebase-token', (route) => {
      saved.push(route.request().postDataJSON());
      return route.continue();
    });

    await openSignedIn(page, 'head', '/activate');
    await page.getByTestId('heads-push-warning-enable').click();
    await expect.poll(() => saved).toEqual([{ token: 'fake-fcm-token-for-e2e-0123456789' }]);
    expect(google.some((u) => u.includes('/v1/projects/corpbank-e2e/installations'))).toBe(true);
    expect(google.some((u) => u.includes('/v1/projects/corpbank-e2e/registrations'))).toBe(true);
    // Allowed: neither the offer nor the warning stays.
    await expect(page.getByTestId('heads-push-warning-ask')).toHaveCount(0);
    await expect(page.getByTestId('heads-push-warning')).toHaveCount(0);
  });
});
