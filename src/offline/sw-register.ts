/**
 * Registers the service worker (sw/sw.ts) and feeds the update flow. Loaded lazily after the first
 * render, so workbox-window is not part of the first screen. A new version found by a check (on
 * start, every 30 minutes while online, on reconnect, when the tab becomes visible) waits until
 * the update flow applies it; then the page reloads once, under the new version.
 */
import { Workbox } from 'workbox-window';
import { isOnline } from './online.ts';
import { updateFlow } from './update-flow.ts';

const CHECK_EVERY_MS = 30 * 60_000;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  let applying = false;

  workbox.addEventListener('waiting', () => {
    updateFlow.offer(() => {
      applying = true;
      workbox.messageSkipWaiting();
    });
  });
  workbox.addEventListener('controlling', () => {
    if (applying) location.reload();
  });

  const check = () => {
    if (isOnline()) void workbox.update().catch(() => undefined);
  };
  void workbox.register().then(() => {
    setInterval(check, CHECK_EVERY_MS);
    window.addEventListener('online', check);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
  });
}
