import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { DEMO_PASSWORD, goInApp, openMenu, openSignedIn, shown } from '../support.ts';

// Offline behaviour does not depend on the layout: these journeys run once, in the phone project.
test.skip(({ isMobile }) => !isMobile, 'runs in the phone project only');

/*
 * The outbox against the real server, with the real ticker create (an idempotent admin action).
 * Service workers are blocked so page.route sees every API call; screens are reached by in-app
 * navigation before going offline, so their chunks are already loaded.
 */

const CREATE = '**/api/v2/top-messages/create';

function uniqueTag(testInfo: TestInfo): string {
  const random = Math.random().toString(36).slice(2, 7);
  return `ob-${testInfo.project.name}-${testInfo.workerIndex}-${Date.now().toString(36)}-${random}`;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const captcha = (await (await request.get('/api/v2/security/login')).json()) as {
    data: { captchaId: string };
  };
  const answer = await request.post('/api/v2/security/login', {
    data: { username: 'admin', password: DEMO_PASSWORD, code: '00000', captchaId: captcha.data.captchaId },
  });
  return ((await answer.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** How many tickers carry the tag, from the server's own list. */
async function tickersTagged(request: APIRequestContext, token: string, tag: string): Promise<number> {
  const answer = await request.post('/api/v2/top-messages/list?page=1&pageSize=50', {
    headers: { Authorization: `Bearer ${token}` },
    data: { text: tag },
  });
  return ((await answer.json()) as { data: { _meta: { totalCount: number } } }).data._meta.totalCount;
}

/** Signed in as admin on the create form, reached in-app so /outbox and the form are loaded. */
async function openCreateForm(page: Page): Promise<void> {
  await openSignedIn(page, 'admin', '/outbox');
  await expect(page.getByTestId('outbox-screen')).toBeVisible();
  await openMenu(page);
  await page.getByTestId('side-menu').locator('[data-path="/tickers"]').click();
  await page.getByTestId('ticker-create').click();
  await expect(page.getByTestId('ticker-form')).toBeVisible();
}

/** Offline: the form says the ticker will be sent later; saving queues it and shows it pending. */
async function queueOffline(page: Page, tag: string): Promise<void> {
  await page.context().setOffline(true);
  await expect(page.getByTestId('ticker-offline-hint')).toBeVisible();
  await page.getByTestId('ticker-message_ru').locator('textarea').fill(`Офлайн ${tag}`);
  await page.getByTestId('ticker-message_en').locator('textarea').fill(`Offline ${tag}`);
  await page.getByTestId('ticker-message_uz').locator('textarea').fill(`Oflayn ${tag}`);
  await page.getByTestId('ticker-save').click();
  await expect(page).toHaveURL(/\/outbox$/);
  await expect(page.getByTestId('outbox-item').first()).toHaveAttribute('data-state', 'pending');
  await expect(page.getByTestId('outbox-badge')).toBeVisible();
}

test(
  'a ticker created offline is sent once when the connection returns',
  { tag: '@phone-only' },
  async ({ page, request }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const token = await adminToken(request);
    // As openCreateForm, through the list searched for the tag: read (empty) and kept in the query
    // cache before going offline.
    await openSignedIn(page, 'admin', '/outbox');
    await expect(page.getByTestId('outbox-screen')).toBeVisible();
    const listed = `/tickers?text=${encodeURIComponent(tag)}`;
    await Promise.all([page.waitForResponse('**/api/v2/top-messages/list**'), goInApp(page, listed)]);
    await expect(shown(page, 'tickers-table')).toBeVisible();
    await expect(shown(page, 'table-row')).toHaveCount(0);
    await shown(page, 'ticker-create').click();
    await expect(page.getByTestId('ticker-form')).toBeVisible();
    await queueOffline(page, tag);
    expect(await tickersTagged(request, token, tag)).toBe(0);

    await page.context().setOffline(false);
    await expect(page.getByTestId('outbox-item').first()).toHaveAttribute('data-state', 'acked');
    await expect(page.getByTestId('outbox-badge')).toHaveCount(0);
    expect(await tickersTagged(request, token, tag)).toBe(1);
    // The replay refreshed the tickers' reads (replay-refresh.ts): the list kept a moment ago, well
    // within its 30 s of freshness, now shows the ticker.
    await goInApp(page, listed);
    await expect(shown(page, 'table-row')).toHaveCount(1);
    await expect(shown(page, 'table-row')).toContainText(`Офлайн ${tag}`);
  },
);

test(
  'the server commits but the answer is lost: the retry with the same key makes no second ticker',
  { tag: '@phone-only' },
  async ({ page, request }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const token = await adminToken(request);
    await openCreateForm(page);
    await queueOffline(page, tag);

    const keys: string[] = [];
    await page.route(CREATE, async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length === 1) {
        await route.fetch();
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });
    await page.context().setOffline(false);
    await expect(page.getByTestId('outbox-item').first()).toHaveAttribute('data-state', 'acked', {
      timeout: 15_000,
    });
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect(await tickersTagged(request, token, tag)).toBe(1);
  },
);

test(
  'a reload while the create is being sent still leaves one ticker',
  { tag: '@phone-only' },
  async ({ page, request }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const token = await adminToken(request);
    await openCreateForm(page);
    await queueOffline(page, tag);

    let reachedServer: () => void = () => undefined;
    const committed = new Promise<void>((resolve) => (reachedServer = resolve));
    let calls = 0;
    await page.route(CREATE, async (route) => {
      calls += 1;
      if (calls > 1) return route.continue();
      // The server commits; the page is reloaded before the answer arrives.
      await route.fetch();
      reachedServer();
    });
    await page.context().setOffline(false);
    await committed;
    await page.reload();
    await expect(page.getByTestId('outbox-item').first()).toHaveAttribute('data-state', 'acked', {
      timeout: 15_000,
    });
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(await tickersTagged(request, token, tag)).toBe(1);
  },
);

test(
  'two tabs: one runner sends the queued create once',
  { tag: '@phone-only' },
  async ({ page, context, request }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const token = await adminToken(request);
    await openCreateForm(page);
    const second = await context.newPage();
    await second.goto('/outbox');
    await expect(second.getByTestId('outbox-screen')).toBeVisible();
    await queueOffline(page, tag);
    await expect(second.getByTestId('outbox-item').first()).toHaveAttribute('data-state', 'pending');

    let sends = 0;
    context.on('request', (sent) => {
      if (sent.url().endsWith('/api/v2/top-messages/create')) sends += 1;
    });
    await context.setOffline(false);
    for (const tab of [page, second]) {
      await expect(tab.getByTestId('outbox-item').first()).toHaveAttribute('data-state', 'acked');
    }
    expect(sends).toBe(1);
    expect(await tickersTagged(request, token, tag)).toBe(1);
  },
);

test(
  'logout is refused while an action is unsent; discarding it (confirmed) logs out and wipes the store',
  { tag: '@phone-only' },
  async ({ page, request }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const token = await adminToken(request);
    await openCreateForm(page);
    await queueOffline(page, tag);

    await page.getByTestId('settings-menu').click();
    await page.getByTestId('logout-button').click();
    await expect(page.getByTestId('unsent-dialog')).toBeVisible();
    await expect(page.getByTestId('unsent-item')).toHaveCount(1);
    await page.getByTestId('unsent-keep').click();
    await expect(page.getByTestId('unsent-dialog')).toHaveCount(0);
    await expect(page.getByTestId('outbox-item')).toHaveCount(1);

    await page.getByTestId('settings-menu').click();
    await page.getByTestId('logout-button').click();
    await page.getByTestId('unsent-discard').click();
    await page.getByTestId('unsent-discard-confirm').click();
    await expect(page).toHaveURL(/\/login/);
    const databases = await page.evaluate(async () =>
      (await indexedDB.databases()).map((db) => db.name ?? ''),
    );
    expect(databases.filter((name) => name.startsWith('corpbank-user-'))).toEqual([]);

    await page.context().setOffline(false);
    expect(await tickersTagged(request, token, tag)).toBe(0);
  },
);
