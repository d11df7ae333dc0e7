import { describe, expect, it } from 'vitest';
import type { GuardUser } from '../../contracts/access.ts';
import { UI_ROUTES, type UiRoute } from '../../contracts/ui-routes.ts';
import { buildMenu } from './menu.ts';
import { ADDED_ROUTES, ROUTE_TABLE, uiRouteFor, type BuiltRoute } from './route-table.tsx';

const Screen = () => null;
const user = (role: string, unallowedModules: string[] = []): GuardUser => ({
  role,
  unallowedModules,
  isPasswordChangeRequired: false,
});
const byPath = new Map([...UI_ROUTES, ...ADDED_ROUTES].map((r) => [r.path, r]));
const accessOf = (path: string): UiRoute => {
  const access = byPath.get(path);
  if (!access) throw new Error(path);
  return access;
};

/** Rows as later areas will add them, to check grouping against the real UI_ROUTES table. */
const laterRows: BuiltRoute[] = [
  { path: '/uzs-payments', screen: Screen, titleKey: 'home' },
  { path: '/uzs-payments/add', screen: Screen, titleKey: 'home' },
  { path: '/munis', screen: Screen, titleKey: 'home' },
  { path: '/payments', screen: Screen, titleKey: 'home' },
  { path: '/referral/admin-list', screen: Screen, titleKey: 'home' },
  { path: '/referral/admin-list/agent/:agentPromoCode', screen: Screen, titleKey: 'home' },
  { path: '/chat', screen: Screen, titleKey: 'home' },
  { path: '/currency-payments', screen: Screen, titleKey: 'home' },
];
const rows = [...ROUTE_TABLE, ...laterRows];

describe('buildMenu', () => {
  it('puts home, help and faq on top for every role; of the built groups, administration is the admin’s', () => {
    for (const role of ['client', 'admin', 'contact_center', 'solfy_terminal']) {
      const menu = buildMenu(ROUTE_TABLE, user(role), uiRouteFor);
      expect(menu.top.map((e) => e.path)).toEqual(['/', '/help', '/faq']);
      expect(menu.groups.map((g) => [g.group, g.entries.map((e) => e.path)])).toEqual(
        role === 'admin' ? [['administration', ['/tickers']]] : [],
      );
    }
  });

  it('lists only built routes the role may open, in spec group order', () => {
    const menu = buildMenu(rows, user('accountant'), accessOf);
    expect(menu.groups.map((g) => g.group)).toEqual(['national-currency', 'foreign-currency', 'messages']);
    const national = menu.groups.find((g) => g.group === 'national-currency');
    expect(national?.entries.map((e) => e.path)).toEqual(['/uzs-payments', '/munis']);
  });

  it('never links a route with parameters or one without a menu group', () => {
    const menu = buildMenu(rows, user('admin'), accessOf);
    const paths = menu.groups.flatMap((g) => g.entries.map((e) => e.path));
    expect(paths).toContain('/referral/admin-list');
    expect(paths).not.toContain('/referral/admin-list/agent/:agentPromoCode');
    expect(paths).not.toContain('/uzs-payments/add');
  });

  it('shows staff groups to staff roles only', () => {
    const admin = buildMenu(rows, user('admin_branch'), accessOf);
    expect(admin.groups.map((g) => g.group)).toEqual(['messages', 'administration']);
    const client = buildMenu(rows, user('client'), accessOf);
    expect(client.groups.map((g) => g.group)).not.toContain('administration');
  });

  it('hides entries of unallowed modules and drops groups left empty', () => {
    const menu = buildMenu(rows, user('accountant', ['uzs-payments', 'munis']), accessOf);
    expect(menu.groups.map((g) => g.group)).not.toContain('national-currency');
    const hidden = buildMenu(rows, user('accountant', ['faq']), accessOf);
    expect(hidden.top.map((e) => e.path)).toEqual(['/', '/help']);
  });

  it('matches roles ignoring case and underscores', () => {
    const menu = buildMenu(rows, user('AccountantSimple'), accessOf);
    expect(menu.groups.find((g) => g.group === 'national-currency')?.entries.length).toBe(2);
  });
});
