import { createContext, useContext } from 'react';
import type { BuiltRoute } from '../lib/route-row.ts';

/** The built route a location resolves to in the route table now (src/app/route-store.tsx). */
export { resolveRoute } from './route-store.tsx';

/**
 * The route on screen now. Ionic keeps earlier pages mounted (hidden) in its stack; only the
 * page on screen may act on guard decisions.
 */
export const ActiveRouteContext = createContext<BuiltRoute | null>(null);

export function useActiveRoute(): BuiltRoute | null {
  return useContext(ActiveRouteContext);
}
