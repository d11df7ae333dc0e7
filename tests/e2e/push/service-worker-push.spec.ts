import { expect, test } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../chromium.ts';
import { signInHome } from '../support.ts';

// About the service worker (or a reload it serves): the config blocks it elsewhere.
// Notifications exist only in the full browser, not in the journeys' headless shell (tests/chromium.ts).
test.use({ serviceWorkers: 'allow', launchOptions: CHROMIUM_LAUNCH });

/*
 * Our service worker (sw/sw.ts) shows a pushed message: Chromium's DevTools protocol delivers a
 * push to the registration as the push service would, with an FCM v1 payload. Phone project only.
 */
test.skip(({ isMobile }) => !isMobile, 'runs in the phone project only');

test(
  'a push shows a notification whose tap target is the in-app link',
  { tag: '@phone-only' },
  async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await page.goto('/login');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => registrations.some((r) => !r.isDeleted)).toBe(true);
    const registration = registrations.find((r) => !r.isDeleted);
    if (registration === undefined) throw new Error('no registration');
    // The open window hears of it too (it refetches what it shows).
    await page.evaluate(() => {
      (window as unknown as { heard: unknown[] }).heard = [];
      navigator.serviceWorker.addEventListener('message', (e) =>
        (window as unknown as { heard: unknown[] }).heard.push(e.data),
      );
    });

    const origin = new URL(page.url()).origin;
    const deliver = () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId: registration.registrationId,
        data: JSON.stringify({
          data: {
            title: 'Платёж ждёт вашей подписи',
            body: '№501 на 1 250 000.00 UZS',
            link: '/uzs-payments/detail/7',
            tag: 'uzs-payment-7',
          },
          from: '123456789012',
          fcmMessageId: 'e2e-1',
        }),
      });
    const shown = async () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
        })),
      );
    // A push delivered while the worker was still starting was lost once on a loaded machine (three
    // workers on two cores): it is delivered again until it shows. The tag keeps one notification.
    await expect(async () => {
      await deliver();
      await expect.poll(shown, { timeout: 5_000 }).toEqual([
        {
          title: 'Платёж ждёт вашей подписи',
          body: '№501 на 1 250 000.00 UZS',
          tag: 'uzs-payment-7',
          data: { url: `${origin}/uzs-payments/detail/7` },
        },
      ]);
    }).toPass({ timeout: 30_000 });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard))
      .toContainEqual({ type: 'PUSH_RECEIVED', url: `${origin}/uzs-payments/detail/7` });

    // A link to another site never leaves the app: the notification opens the home page.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registration.registrationId,
      data: JSON.stringify({ data: { title: 'x', body: 'y', link: 'https://evil.example/', tag: 'other' } }),
    });
    await expect
      .poll(async () => (await shown()).find((n) => n.tag === 'other')?.data)
      .toEqual({ url: `${origin}/` });
  },
);

test(
  'a tapped notification opens its link in the open app window, in-app',
  { tag: '@phone-only' },
  async ({ page, context }) => {
    await signInHome(page, 'head');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    // What notificationclick sends to the window it focuses (sw/sw.ts), sent from the worker itself.
    await worker.evaluate(async () => {
      // The worker's scope (tools typecheck with the DOM library, not WebWorker's).
      const self = globalThis as unknown as {
        location: Location;
        clients: { matchAll(o: object): Promise<{ postMessage(m: unknown): void }[]> };
      };
      for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true }))
        client.postMessage({ type: 'PUSH_OPEN', url: `${self.location.origin}/uzs-payments/detail/1` });
    });
    await expect(page).toHaveURL(/\/uzs-payments\/detail\/1$/);
  },
);
