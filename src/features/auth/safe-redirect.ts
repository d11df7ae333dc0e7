import { matchPath } from 'react-router-dom';
import { HOME_PATH } from '../../../contracts/access.ts';
import { UI_ROUTES } from '../../../contracts/ui-routes.ts';

const guestPaths = UI_ROUTES.filter((route) => route.auth === 'guest').map((route) => route.path);

/**
 * Where the bridge login may send the user: a path of this site only (no other origin, no
 * protocol-relative or backslash tricks) and never back to a guest-only page. Anything else is home.
 */
export function safeRedirect(raw: string | null, origin: string): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== origin) return HOME_PATH;
  if (guestPaths.some((path) => matchPath({ path, end: true }, url.pathname))) return HOME_PATH;
  return url.pathname + url.search + url.hash;
}
