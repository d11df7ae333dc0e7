import { useSyncExternalStore } from 'react';

/** The mobile breakpoint of spec 1 §9: below 960 px is the phone layout. */
export const WIDE_QUERY = '(min-width: 960px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => matchMedia(query).matches,
  );
}
