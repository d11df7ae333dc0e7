import { onlineManager, QueryClient } from '@tanstack/react-query';

/**
 * Failed calls already passed the one response handler (spec 1 §8), which offers the retry;
 * automatic retries would only repeat its dialog, so they are off. lib/session.ts adds the rule
 * that reads wait for a session.
 *
 * Offline (docs/architecture.md §4): reads use networkMode 'online' — while the browser is offline
 * they pause instead of failing, so a screen keeps its cached answer and no background refetch
 * raises the "no connection" dialog; they run when the connection returns. Writes use 'always':
 * a write either reaches the server or fails visibly, never waits as a paused mutation in memory
 * (an action that must survive offline goes through the outbox).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'online' },
    mutations: { retry: false, networkMode: 'always' },
  },
});

// TanStack Query starts "online" whatever the browser says and only follows the online/offline
// events; an app reloaded offline from the service worker would run its reads and raise the
// "no connection" dialog. Start from the browser's state; the events still move it on.
if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);

/** Query meta for small, non-sensitive reference lists kept across reloads, per user (offline/query-persistence.ts). */
export const REFERENCE_LIST = { referenceList: true } as const;
