/**
 * Route-guard decisions of spec 1 §2, shared by the client router, the menu and tests.
 * The client decision only shapes what is shown; the server refuses on its own (api/).
 */
import { roleAllowed } from './roles.ts';
import type { UiRoute } from './ui-routes.ts';

export interface GuardUser {
  readonly role: string;
  readonly unallowedModules: readonly string[];
  readonly isPasswordChangeRequired: boolean;
}

export type GuardDecision = { kind: 'render' } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';
export const CHANGE_PASSWORD_PATH = '/settings/change-password';

/**
 * A module name in the user's unallowed list blocks a route when it equals the route path
 * without its leading slash, or the route's first segment (so 'uzs-payments' blocks
 * /uzs-payments and every screen under it). Case is ignored.
 */
export function moduleBlocked(path: string, unallowedModules: readonly string[]): boolean {
  const bare = path.replace(/^\//, '').toLowerCase();
  const first = bare.split('/')[0] ?? '';
  return unallowedModules.some((m) => {
    const name = m.replace(/^\//, '').toLowerCase();
    return name !== '' && (name === bare || name === first);
  });
}

export function guardRoute(route: UiRoute, user: GuardUser | null): GuardDecision {
  if (route.auth === 'public') return { kind: 'render' };
  if (route.auth === 'guest') return user ? { kind: 'redirect', to: HOME_PATH } : { kind: 'render' };
  if (!user) return { kind: 'redirect', to: LOGIN_PATH };
  if (user.isPasswordChangeRequired && route.path !== CHANGE_PASSWORD_PATH) {
    return { kind: 'redirect', to: CHANGE_PASSWORD_PATH };
  }
  if (!roleAllowed(user.role, route.roles)) return { kind: 'not-found' };
  if (moduleBlocked(route.path, user.unallowedModules)) return { kind: 'not-found' };
  return { kind: 'render' };
}

/** Whether a route may appear in the menu for this user (the same checks as opening it). */
export function canOpen(route: UiRoute, user: GuardUser): boolean {
  return guardRoute(route, { ...user, isPasswordChangeRequired: false }).kind === 'render';
}
