import { createContext, useContext } from 'react';
import { matchRoutes } from 'react-router-dom';
import { ROUTE_TABLE, type BuiltRoute } from './route-table.tsx';

const routeObjects = ROUTE_TABLE.map((row) => ({ path: row.path, row }));
const catchAll = ROUTE_TABLE.find((row) => row.path === '*');

/** The built route the location resolves to, ranked the way react-router ranks (static before :param before *). */
export function resolveRoute(pathname: string): BuiltRoute {
  const match = matchRoutes(routeObjects, pathname)?.[0];
  const row = match ? routeObjects.find((r) => r.path === match.route.path)?.row : undefined;
  if (row) return row;
  if (!catchAll) throw new Error('the route table needs a * row');
  return catchAll;
}

/**
 * The route on screen now. Ionic keeps earlier pages mounted (hidden) in its stack; only the
 * page on screen may act on guard decisions.
 */
export const ActiveRouteContext = createContext<BuiltRoute | null>(null);

export function useActiveRoute(): BuiltRoute | null {
  return useContext(ActiveRouteContext);
}
