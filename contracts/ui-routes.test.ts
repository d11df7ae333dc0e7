import { describe, expect, it } from 'vitest';
import { UI_ROUTES } from './ui-routes.ts';
import { ROLES } from './roles.ts';

describe('route table', () => {
  it('holds the 332 routes of the spec, each path once', () => {
    expect(UI_ROUTES).toHaveLength(332);
    expect(new Set(UI_ROUTES.map((r) => r.path)).size).toBe(332);
  });

  it('names only catalogue roles', () => {
    for (const route of UI_ROUTES) {
      if (route.roles === '*') continue;
      for (const role of route.roles) expect(ROLES).toContain(role);
    }
  });

  it('keeps guest-only and public routes free of role lists', () => {
    for (const route of UI_ROUTES.filter((r) => r.auth !== 'yes')) expect(route.roles).toBe('*');
  });
});
