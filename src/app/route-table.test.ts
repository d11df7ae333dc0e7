import { describe, expect, it } from 'vitest';
import { CLIENT_ROLES } from '../../contracts/roles.ts';
import { UI_ROUTES } from '../../contracts/ui-routes.ts';
import { MENU_ORDER } from './menu.ts';
import { resolveIn } from './route-store.tsx';
import { ADDED_ROUTES, AREA_ROUTES, ROUTE_TABLE, uiRouteFor } from './route-table.tsx';

const resolveRoute = (pathname: string) => resolveIn(ROUTE_TABLE, pathname);

describe('route table', () => {
  it('builds only paths that exist in contracts UI_ROUTES or the recorded added routes', () => {
    const known = new Set([...UI_ROUTES, ...ADDED_ROUTES].map((r) => r.path));
    for (const row of ROUTE_TABLE) expect(known, row.path).toContain(row.path);
  });

  it('has one row per path', () => {
    const paths = ROUTE_TABLE.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('builds every route of the shell (spec 1 §2.1/§2.2 scope of this area)', () => {
    const paths = ROUTE_TABLE.map((r) => r.path);
    for (const path of [
      '/login',
      '/password-reset',
      '/login-bridge',
      '/help-guest',
      '/',
      '/settings',
      '/settings/change-password',
      '/settings/last-auth',
      '/help',
      '/faq',
      '/notifications/view/:id',
      '/page-not-found',
      '*',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('takes access from the contracts by path', () => {
    expect(uiRouteFor('/login').auth).toBe('guest');
    expect(uiRouteFor('/').auth).toBe('yes');
    expect(() => uiRouteFor('/nowhere')).toThrow();
    expect(uiRouteFor('/outbox')).toMatchObject({ auth: 'yes', roles: '*' });
    expect(UI_ROUTES.some((r) => r.path === '/outbox')).toBe(false);
    expect(uiRouteFor('/settings/signature-key')).toMatchObject({ auth: 'yes', roles: CLIENT_ROLES });
  });

  it('resolves a location the way the router ranks routes', () => {
    expect(resolveRoute('/').path).toBe('/');
    expect(resolveRoute('/settings/last-auth').path).toBe('/settings/last-auth');
    expect(resolveRoute('/notifications/view/12').path).toBe('/notifications/view/:id');
    expect(resolveRoute('/no/such/page').path).toBe('*');
    expect(resolveRoute('/page-not-found').path).toBe('/page-not-found');
  });
});

describe('route table composed from the areas', () => {
  it('has no path twice across the areas, and loses none in composing', () => {
    const paths = AREA_ROUTES.flat().map((r) => r.path);
    const twice = paths.filter((path, index) => paths.indexOf(path) !== index);
    expect(twice).toEqual([]);
    expect(ROUTE_TABLE).toHaveLength(paths.length);
  });

  it('orders the menu by built paths only, each once, the top entries first', () => {
    const built = new Set(ROUTE_TABLE.map((r) => r.path));
    for (const path of MENU_ORDER) expect(built, path).toContain(path);
    expect(new Set(MENU_ORDER).size).toBe(MENU_ORDER.length);
    expect(MENU_ORDER.slice(0, 3)).toEqual(['/', '/help', '/faq']);
  });
});

describe('route table: EISVO', () => {
  it('builds every sub-screen of contracts SECTIONS (the list is repeated to keep zod out of the entry)', async () => {
    const { SECTION_NAMES } = await import('../../contracts/api/eisvo.ts');
    const paths = new Set(ROUTE_TABLE.map((r) => r.path));
    for (const name of SECTION_NAMES) expect(paths, name).toContain(`/eisvo/:idn/${name}`);
    expect(ROUTE_TABLE.filter((r) => r.path.startsWith('/eisvo/:idn/contract-'))).toHaveLength(
      SECTION_NAMES.length + 1,
    );
  });
});
