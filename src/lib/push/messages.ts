/**
 * Messages from the service worker about pushes (sw/sw.ts): PUSH_OPEN — a notification was tapped
 * while the app was open: go there in-app (no reload, so an unsaved form is not lost to it);
 * PUSH_RECEIVED — something changed on the server: refresh what the screens show.
 * Mounted by the signed-in top bar.
 */
import { useEffect } from 'react';
import { useIonNavigate } from '../navigation.ts';
import { queryClient } from '../query-client.ts';

/** The in-app path of a same-origin URL the worker sent, or null for anything else. */
export function inAppPath(url: unknown, origin: string): string | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}

export function usePushMessages(): void {
  const navigate = useIonNavigate();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const message = event.data as { type?: unknown; url?: unknown } | null;
      if (message?.type === 'PUSH_RECEIVED') void queryClient.invalidateQueries();
      if (message?.type !== 'PUSH_OPEN') return;
      const path = inAppPath(message.url, location.origin);
      if (path !== null) navigate(path);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);
}
