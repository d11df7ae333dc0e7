import { describe, expect, it } from 'vitest';
import {
  canOpen,
  CHANGE_PASSWORD_PATH,
  guardRoute,
  HOME_PATH,
  LOGIN_PATH,
  moduleBlocked,
  type GuardUser,
} from '../../contracts/access.ts';
import { roleAllowed } from '../../contracts/roles.ts';
import type { UiRoute } from '../../contracts/ui-routes.ts';

const route = (over: Partial<UiRoute>): UiRoute => ({
  path: '/x',
  auth: 'yes',
  roles: '*',
  menu: null,
  area: 'test',
  ...over,
});

const user = (over: Partial<GuardUser> = {}): GuardUser => ({
  role: 'accountant',
  unallowedModules: [],
  isPasswordChangeRequired: false,
  ...over,
});

describe('roleAllowed (spec 1 §2: case and underscores ignored)', () => {
  it('treats * and an empty list as any signed-in role', () => {
    expect(roleAllowed('solfy_terminal', '*')).toBe(true);
    expect(roleAllowed('solfy_terminal', [])).toBe(true);
  });

  it('matches ignoring case and underscores', () => {
    expect(roleAllowed('accountantsimple', ['accountant_simple'])).toBe(true);
    expect(roleAllowed('AccountantSimple', ['accountant_simple'])).toBe(true);
    expect(roleAllowed('ACCOUNTANT_SIMPLE', ['accountant_simple'])).toBe(true);
  });

  it('refuses a role outside the list', () => {
    expect(roleAllowed('accountant', ['head', 'super_head'])).toBe(false);
    expect(roleAllowed('accountant_simple', ['accountant'])).toBe(false);
  });
});

describe('guardRoute', () => {
  it('renders public routes for everyone', () => {
    expect(guardRoute(route({ auth: 'public' }), null)).toEqual({ kind: 'render' });
    expect(guardRoute(route({ auth: 'public' }), user())).toEqual({ kind: 'render' });
  });

  it('sends a signed-in user away from guest-only routes, home', () => {
    expect(guardRoute(route({ auth: 'guest' }), null)).toEqual({ kind: 'render' });
    expect(guardRoute(route({ auth: 'guest' }), user())).toEqual({ kind: 'redirect', to: HOME_PATH });
  });

  it('sends a guest on a signed-in route to the login page', () => {
    expect(guardRoute(route({ auth: 'yes' }), null)).toEqual({ kind: 'redirect', to: LOGIN_PATH });
  });

  it('forces the password change on every signed-in route but the change page itself', () => {
    const forced = user({ isPasswordChangeRequired: true });
    expect(guardRoute(route({ path: '/' }), forced)).toEqual({ kind: 'redirect', to: CHANGE_PASSWORD_PATH });
    expect(guardRoute(route({ path: CHANGE_PASSWORD_PATH }), forced)).toEqual({ kind: 'render' });
    // Guest and public routes are not part of the forced flow.
    expect(guardRoute(route({ auth: 'public' }), forced)).toEqual({ kind: 'render' });
  });

  it('shows not-found for a role outside the list', () => {
    const r = route({ roles: ['admin', 'admin_bank'] });
    expect(guardRoute(r, user({ role: 'accountant' }))).toEqual({ kind: 'not-found' });
    expect(guardRoute(r, user({ role: 'AdminBank' }))).toEqual({ kind: 'render' });
  });

  it('shows not-found for a module in the unallowed list (whole path or first segment, any case)', () => {
    const payments = route({ path: '/uzs-payments/add' });
    expect(guardRoute(payments, user({ unallowedModules: ['uzs-payments'] }))).toEqual({ kind: 'not-found' });
    expect(guardRoute(payments, user({ unallowedModules: ['/UZS-PAYMENTS/add'] }))).toEqual({
      kind: 'not-found',
    });
    expect(guardRoute(payments, user({ unallowedModules: ['uzs'] }))).toEqual({ kind: 'render' });
    expect(moduleBlocked('/uzs-payments', ['', 'munis'])).toBe(false);
  });

  it('canOpen ignores a pending password change (the menu still lists what the role may open)', () => {
    const r = route({ roles: ['accountant'] });
    expect(canOpen(r, user({ isPasswordChangeRequired: true }))).toBe(true);
    expect(canOpen(r, user({ role: 'head' }))).toBe(false);
  });
});
