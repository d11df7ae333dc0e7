import { test, expect } from '@playwright/test';

test(
  'the page paints the splash before any script has run, and the sign-in form replaces it',
  { tag: '@phone-only' },
  async ({ page }) => {
    // Every script waits until released: what shows meanwhile is the HTML alone.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    const splash = page.getByTestId('splash');
    await expect(splash).toBeVisible();
    await expect(splash).toContainText('CorpBank');
    await expect(page.getByTestId('login-submit')).toHaveCount(0);

    release();
    await expect(page.getByTestId('login-submit')).toBeVisible();
    await expect(splash).toHaveCount(0);
  },
);

test(
  'a guest opening the bank’s address downloads the sign-in screen, not the signed-in home',
  { tag: '@phone-only' },
  async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByTestId('login-submit')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    // The sign-in form's own chunk (the app composes /login from it and the notices before sign-in).
    expect(scripts.filter((path) => /^\/assets\/login-form-/.test(path))).toHaveLength(1);
    expect(scripts.filter((path) => /^\/assets\/home-/.test(path))).toEqual([]);
  },
);
