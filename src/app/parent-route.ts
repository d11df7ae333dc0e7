/**
 * Which screen a child screen belongs to (issue 17 point 5): a screen without a menu entry of its
 * own (a payment's page, a form, a print view) whose path continues a built route's path
 * (/uzs-payments/detail/5 → /uzs-payments). Phones show a back button there instead of the menu
 * button; a menu entry and the home screen are top-level and have none.
 */
import { resolveIn } from './route-store.tsx';
import { ROUTE_TABLE, uiRouteFor } from './route-table.tsx';

const resolveRoute = (pathname: string) => resolveIn(ROUTE_TABLE, pathname);

export function parentPathOf(pathname: string): string | null {
  const own = resolveRoute(pathname);
  if (own.path === '*' || own.path === '/' || uiRouteFor(own.path).menu !== null) return null;
  const segments = pathname.split('/').filter((s) => s !== '');
  for (let length = segments.length - 1; length >= 1; length -= 1) {
    const candidate = `/${segments.slice(0, length).join('/')}`;
    const row = resolveRoute(candidate);
    if (row.path !== '*' && row.path !== '/' && row !== own) return candidate;
  }
  return null;
}
