import { QueryClient } from '@tanstack/react-query';

/**
 * Failed calls already passed the one response handler (spec 1 §8), which offers the retry;
 * automatic retries would only repeat its dialog, so they are off. lib/session.ts adds the rule
 * that reads wait for a session.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
