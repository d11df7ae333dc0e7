/**
 * The service worker (architecture.md §4). What it guarantees:
 *  - every file of the build (shell, each lazy route chunk, locale chunks, icons) is precached,
 *    keyed by content hash, so an offline reload renders the app and an old tab keeps finding the
 *    chunks of its own version until it updates;
 *  - navigations get the precached index.html, except under the API bases (/api, /newchat, /tgb),
 *    which, like every API call, are never answered from or written to Cache Storage (no route
 *    matches them, so the browser goes to the network);
 *  - a new version waits (prompt mode) until the page sends SKIP_WAITING — the page does so only
 *    when no form is dirty (src/offline/update-flow.ts); then it takes over the open tabs.
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

// The first install controls the page that registered it, so it works offline without a reload.
clientsClaim();
