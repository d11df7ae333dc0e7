/**
 * Which route table the app routes by (issue 18, "lean first screen"). The entry chunk holds only
 * the guest table (src/app/guest-routes.tsx and the catch-all below); the whole table
 * (src/app/route-table.tsx, every area's rows) is a chunk of its own, loaded
 * - before the first render when a session is kept or the opened address is not a guest row
 *   (src/main.tsx), so a reload or a deep link lands on its screen, online or from the service
 *   worker's precache;
 * - while signing in, before the session says signed in, and whenever it turns signed in some
 *   other way (followSession).
 * Once in, it stays for the life of the page. The whole table holds the guest rows themselves, so a
 * page Ionic keeps mounted keeps its row when the table grows.
 */
import { use, useSyncExternalStore } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { UiRoute } from '../../contracts/ui-routes.ts';
import { loadChunk } from '../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../lib/route-row.ts';
import type { Session } from '../lib/session.ts';
import { NotFound } from '../ui/not-found.tsx';
import { GUEST_ACCESS, GUEST_ROUTES } from './guest-routes.tsx';

export interface RouteTable {
  readonly rows: readonly BuiltRoute[];
  /** True once every area's rows are in; false for the first screen's guest table. */
  readonly whole: boolean;
  /** The access row (contracts UI_ROUTES or the app's added rows) of one of `rows`' paths. */
  readonly access: (path: string) => UiRoute;
}

const routeObjects = new WeakMap<readonly BuiltRoute[], { path: string; row: BuiltRoute }[]>();

/** The row of `rows` a location resolves to, ranked the way react-router ranks (static before :param before *). */
export function resolveIn(rows: readonly BuiltRoute[], pathname: string): BuiltRoute {
  let objects = routeObjects.get(rows);
  if (!objects) {
    objects = rows.map((row) => ({ path: row.path, row }));
    routeObjects.set(rows, objects);
  }
  const match = matchRoutes(objects, pathname)?.[0];
  const row = match ? objects.find((r) => r.path === match.route.path)?.row : undefined;
  if (row) return row;
  const catchAll = rows.find((r) => r.path === '*');
  if (!catchAll) throw new Error('the route table needs a * row');
  return catchAll;
}

let current: RouteTable;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** The route table now. */
export function currentRoutes(): RouteTable {
  return current;
}

/** The built route the location resolves to in the table now. */
export function resolveRoute(pathname: string): BuiltRoute {
  return resolveIn(current.rows, pathname);
}

/** The access row of a path of the table now; a path missing from it is a programming error. */
export function uiRouteFor(path: string): UiRoute {
  return current.access(path);
}

/** The route table now; re-renders when the whole table arrives. */
export function useRouteTable(): RouteTable {
  return useSyncExternalStore(subscribe, currentRoutes);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Set once the app renders (src/main.tsx): from then on, Ionic may have drawn a page by the guest table. */
let drawn = false;

export function routesDrawn(): void {
  drawn = true;
}

function install(rows: readonly BuiltRoute[], access: (path: string) => UiRoute): Promise<void> {
  if (current.whole) return Promise.resolve();
  const { pathname } = window.location;
  if (drawn && !isGuestAddress(pathname) && resolveIn(rows, pathname).path !== '*') {
    // The page on screen is the guest table's catch-all, waiting; Ionic draws a location again
    // only on a navigation: a page load opens it with the whole table (rare: the table is loaded
    // before any screen can navigate to such an address).
    window.location.reload();
    return new Promise<never>(() => undefined);
  }
  current = { rows, whole: true, access };
  for (const listener of listeners) listener();
  return Promise.resolve();
}

/**
 * Loads and installs the whole table (once; a failed load is forgotten, so the next call tries
 * again). Rejects with a ChunkLoadError like any lazy chunk.
 */
export function loadAllRoutes(): Promise<void> {
  loading ??= loadChunk(() => import('./route-table.tsx')).then(
    (module) => install(module.ROUTE_TABLE, module.uiRouteFor),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Whether an address is one of the guest table's own rows (not its catch-all). */
export function isGuestAddress(pathname: string): boolean {
  return resolveIn(GUEST_TABLE_ROWS, pathname).path !== '*';
}

/**
 * The catch-all's screen: an unknown address. Before the whole table is in, an address that is
 * not a guest row may be any area's route: it waits for the table (the route gate's skeleton).
 */
function CatchAllScreen() {
  if (!current.whole) use(loadAllRoutes());
  return <NotFound />;
}

export const CATCH_ALL_ROW: BuiltRoute = { path: '*', screen: CatchAllScreen, titleKey: 'notFound' };

const GUEST_TABLE_ROWS: readonly BuiltRoute[] = [...GUEST_ROUTES, CATCH_ALL_ROW];
const guestAccess = new Map(GUEST_ACCESS.map((route) => [route.path, route]));

current = {
  rows: GUEST_TABLE_ROWS,
  whole: false,
  access(path) {
    const route = guestAccess.get(path);
    if (!route) throw new Error(`route ${path} is not in the guest table's access rows`);
    return route;
  },
};

/**
 * Loads the whole table with the session (called once at start, src/main.tsx): before a sign-in
 * says signed in — the sign-in screens navigate right after — and whenever the session turns
 * signed in some other way (another tab signed in).
 */
export function followSession(session: Pick<Session, 'beforeSignIn' | 'subscribe' | 'current'>): void {
  session.beforeSignIn(() => loadAllRoutes());
  session.subscribe(() => {
    if (session.current() !== null) loadAllRoutes().catch(() => undefined);
  });
}
