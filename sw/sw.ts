/**
 * The service worker (docs/architecture.md §4). What it guarantees:
 *  - every file of the build (shell, each lazy route chunk, locale chunks, icons) is precached,
 *    keyed by content hash, so an offline reload renders the app and an old tab keeps finding the
 *    chunks of its own version until it updates;
 *  - navigations get the precached index.html, except under the API bases (/api, /newchat, /tgb),
 *    which, like every API call, are never answered from or written to Cache Storage (no route
 *    matches them, so the browser goes to the network);
 *  - a new version waits (prompt mode) until the page sends SKIP_WAITING — the page does so only
 *    when no form is dirty (src/offline/update-flow.ts); then it takes over the open tabs;
 *  - a push (FCM v1 to the token src/lib/push/ got with this registration) shows a notification;
 *    a tap focuses an open app window and asks it to open the link in-app (message PUSH_OPEN, so a
 *    dirty form is not reloaded away), or opens a new window there. Only same-origin links (push.ts).
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { inAppUrl, noteFromPush, windowForClick } from './push.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/newchat(\/|$)/, /^\/tgb(\/|$)/],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event: PushEvent) => {
  let payload: unknown;
  try {
    payload = event.data?.json() ?? null;
  } catch {
    payload = { data: { body: event.data?.text() ?? '' } };
  }
  const note = noteFromPush(payload, self.location.origin);
  event.waitUntil(
    (async () => {
      await self.registration.showNotification(note.title, {
        body: note.body,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: note.url },
        ...(note.tag === undefined ? {} : { tag: note.tag }),
      });
      // Open app windows refresh what they show (the inbox lists the new payment at once).
      for (const client of await self.clients.matchAll({ type: 'window' }))
        client.postMessage({ type: 'PUSH_RECEIVED', url: note.url });
    })(),
  );
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const url = inAppUrl((event.notification.data as { url?: unknown } | null)?.url, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const target = windowForClick(windows, self.location.origin);
      if (target === undefined) {
        await self.clients.openWindow(url);
        return;
      }
      try {
        const focused = await target.focus();
        focused.postMessage({ type: 'PUSH_OPEN', url });
      } catch {
        await self.clients.openWindow(url);
      }
    })(),
  );
});

// The first install controls the page that registered it, so it works offline without a reload.
clientsClaim();
