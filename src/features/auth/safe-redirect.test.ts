import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

const origin = 'https://corpbank.example';

describe('safeRedirect (login bridge)', () => {
  it('keeps internal paths with query and hash', () => {
    expect(safeRedirect('/settings/last-auth', origin)).toBe('/settings/last-auth');
    expect(safeRedirect('/uzs-payments?page=2#top', origin)).toBe('/uzs-payments?page=2#top');
  });

  it('goes home for anything outside this site', () => {
    for (const raw of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'settings',
    ]) {
      expect(safeRedirect(raw, origin), String(raw)).toBe('/');
    }
  });

  it('never sends a signed-in user back to a guest-only page', () => {
    expect(safeRedirect('/login', origin)).toBe('/');
    expect(safeRedirect('/login-bridge?redirect=/x', origin)).toBe('/');
    expect(safeRedirect('/password-reset', origin)).toBe('/');
  });
});
