// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { GUEST_ACCESS, GUEST_ROUTES } from './guest-routes.tsx';
import {
  CATCH_ALL_ROW,
  currentRoutes,
  followSession,
  isGuestAddress,
  loadAllRoutes,
  resolveRoute,
  uiRouteFor,
} from './route-store.tsx';

describe('route store: the guest table first, the whole table after (issue 18)', () => {
  it('starts with the guest rows only, static paths, and routes the rest to the catch-all', () => {
    expect(currentRoutes().whole).toBe(false);
    for (const row of GUEST_ROUTES) expect(row.path, row.path).toMatch(/^\/[a-z-]*$/);
    expect(resolveRoute('/login').path).toBe('/login');
    expect(resolveRoute('/').path).toBe('/');
    expect(resolveRoute('/uzs-payments/add')).toBe(CATCH_ALL_ROW);
    expect(isGuestAddress('/password-reset')).toBe(true);
    expect(isGuestAddress('/uzs-payments/add')).toBe(false);
    expect(isGuestAddress('/referral/ABC123')).toBe(false);
    expect(uiRouteFor('/login').auth).toBe('guest');
    expect(() => uiRouteFor('/uzs-payments/add')).toThrow();
  });

  it('gives every guest row an access row, the same as the whole table has', async () => {
    const whole = await import('./route-table.tsx');
    const guestPaths = [...GUEST_ROUTES, CATCH_ALL_ROW].map((row) => row.path);
    expect(GUEST_ACCESS.map((route) => route.path).sort()).toEqual([...guestPaths].sort());
    for (const route of GUEST_ACCESS) expect(route).toEqual(whole.uiRouteFor(route.path));
  });

  it('holds the guest rows themselves in the whole table, so a mounted page keeps its row', async () => {
    const whole = await import('./route-table.tsx');
    for (const row of [...GUEST_ROUTES, CATCH_ALL_ROW]) expect(whole.ROUTE_TABLE).toContain(row);
  });

  it('loads the whole table as a sign-in step: deep links resolve to their screens', async () => {
    const steps: (() => Promise<unknown>)[] = [];
    followSession({
      beforeSignIn: (step) => void steps.push(step),
      subscribe: () => () => true,
      current: () => null,
    });
    expect(steps).toHaveLength(1);
    expect(currentRoutes().whole).toBe(false);
    await steps[0]?.();
    expect(currentRoutes().whole).toBe(true);
    await loadAllRoutes();
    expect(resolveRoute('/uzs-payments/add').path).toBe('/uzs-payments/add');
    expect(resolveRoute('/referral/ABC123').path).toBe('/referral/:promocode');
    expect(resolveRoute('/no/such/page')).toBe(CATCH_ALL_ROW);
    expect(uiRouteFor('/outbox')).toMatchObject({ auth: 'yes', roles: '*' });
    expect(isGuestAddress('/uzs-payments/add')).toBe(false);
  });
});
