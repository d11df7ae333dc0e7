import { test, expect } from '@playwright/test';
import { DEMO_PASSWORD, menuPaths, openMenu, openSignedIn, signIn, signInHome } from '../support.ts';

// Every role gets home, help and FAQ; the groups of spec 1 §2.3/§2.4 show only the routes built
// so far that the role may open. The drawer's identity block differs too.
const shell = ['/', '/help', '/faq'];
// The chat with the bank is for every role (spec 3 §2.3; docs/decisions.md, Chats).
const chat = ['/chat', '/chat-archive'];
const reports = [
  '/export-turnover',
  '/export-turnover-balance',
  '/swift-format',
  '/inc-payment-list',
  '/export-okmk-turnover',
  '/account-operation',
  '/terminal-statement',
];
/** Soum and foreign currency, then loans, in the drawer's order. */
const money = [
  '/uzs-payments',
  '/payments-required',
  '/munis',
  '/currency-payments',
  '/exchange-sum',
  '/eisvo',
  '/skv-na-skv',
  '/akkreditiv',
  '/credits',
  '/overdraft',
  '/loan-issuance',
];
const cases = [
  {
    username: 'accountant',
    role: /Бухгалтер/,
    clientRole: true,
    menu: [
      ...shell,
      ...money,
      ...reports,
      '/uzs-import',
      '/currency-import',
      '/exchange-import',
      '/salary',
      '/wage',
      ...chat,
      '/application',
      '/accounts',
      '/kartoteka',
      '/shablon',
      '/credit-request',
      '/order-corporate-card',
      '/online-order/account',
      '/qr',
      '/partner-check',
      '/uz-invest',
      '/ecosystem',
      '/invoices/c',
      '/invoices/d',
      '/oko',
      '/referral',
    ],
  },
  {
    username: 'head',
    role: /Руководитель/,
    clientRole: true,
    menu: [
      ...shell,
      ...money,
      ...reports,
      '/uzs-import',
      '/currency-import',
      '/exchange-import',
      '/salary',
      '/wage',
      ...chat,
      '/application',
      '/activate',
      '/accounts',
      '/kartoteka',
      '/shablon',
      '/credit-request',
      '/order-corporate-card',
      '/online-order/account',
      '/qr',
      '/partner-check',
      '/uz-invest',
      '/ecosystem',
      '/invoices/c',
      '/invoices/d',
      '/oko',
      '/referral',
    ],
  },
  {
    username: 'admin',
    role: /Администратор/,
    clientRole: false,
    menu: [
      ...shell,
      '/stats',
      '/stats-export',
      ...chat,
      '/referral/admin-list',
      '/tickers',
      '/notify',
      '/notification',
      '/users',
      '/administrator',
      '/organization',
      '/errors',
      '/key-logs',
      '/mfo',
      '/currency-transaction-codes',
      '/reference/account-type',
      '/status',
      '/constraints',
      '/rbac',
      '/registration-account/parameters',
      '/registration-account/steps',
      '/must-be-auth-accounts',
      '/upload-loan-list',
      '/credit-overdue-notification',
      '/munis/munis-group-list',
      '/wage-card-list',
      '/invoices/report',
      '/rating',
      '/nps-rating',
      '/elk-stats',
    ],
  },
  {
    username: 'contact_center',
    role: /Контакт-центр/,
    clientRole: false,
    menu: [
      ...shell,
      '/chat-reports',
      ...chat,
      '/application',
      '/order-corporate-card',
      '/oko/applications',
      '/registration-account/list',
      '/wage-card-list',
      '/tgb-chats',
      '/tgb-metrics',
      '/chat-with-bank',
      '/chat-with-bank-archive',
      '/order-call',
      '/order-call-archive',
    ],
  },
  {
    username: 'msb_user',
    role: /МСБ/,
    clientRole: false,
    menu: [
      ...shell,
      ...chat,
      '/order-corporate-card',
      '/oko/applications',
      '/rating',
      '/nps-rating',
      '/elk-stats',
      '/tgb-chats',
      '/tgb-metrics',
      '/tgb-chat-text',
      '/tgb-chat-appeal',
      '/tgb-chat-consultation',
      '/tgb-chat-appeals',
    ],
  },
] as const;

for (const c of cases) {
  // A role's menu is the same at every width: each role runs on the phone, and the desktop's side
  // menu is checked once, with the first (client) role.
  const tag = c === cases[0] ? [] : ['@phone-only'];
  test(`${c.username} signs in and sees exactly their menu`, { tag }, async ({ page }) => {
    // Through the login form: the other journeys open their screen signed in (support.ts).
    await signIn(page, c.username);
    await expect(page.getByTestId('home-greeting')).toBeVisible({ timeout: 20_000 });
    await openMenu(page);
    expect(await menuPaths(page)).toEqual(c.menu);
    await expect(page.getByTestId('drawer-role')).toHaveText(c.role);
    if (c.clientRole) {
      await expect(page.getByTestId('drawer-org')).toContainText(/\d{9}/);
    } else {
      await expect(page.getByTestId('drawer-org')).toHaveCount(0);
    }
  });
}

test('accountant_simple is labelled as accountant', { tag: '@phone-only' }, async ({ page }) => {
  await signInHome(page, 'accountant_simple');
  await openMenu(page);
  await expect(page.getByTestId('drawer-role')).toHaveText(/Бухгалтер/);
});

test(
  'a wrong password shows one error and stays on the sign-in form',
  { tag: '@phone-only' },
  async ({ page }) => {
    await signIn(page, 'accountant', 'Wrong#Pass1');
    await expect(page.getByTestId('login-error')).toBeVisible();
    const wrongPassword = await page.getByTestId('login-error').innerText();
    await signIn(page, 'nobody_here', 'Wrong#Pass1');
    await expect(page.getByTestId('login-error')).toHaveText(wrongPassword);
    await expect(page).toHaveURL(/\/login$/);
  },
);

test(
  'guest routes send a signed-in user home, and signed-in routes send a guest to login',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
    await openSignedIn(page, 'head', '/login');
    await expect(page.getByTestId('home-greeting')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  },
);

test(
  "the sign-in bridge continues to another area's screen (its routes come with the sign-in); a reload lands there",
  { tag: '@phone-only' },
  async ({ page }) => {
    // The first screen routes by the guest table; every other area's rows arrive while signing in.
    await page.goto('/login-bridge?redirect=%2Fsettings%2Flast-auth');
    await page.getByTestId('login-username').locator('input').fill('accountant');
    await page.getByTestId('login-password').locator('input').fill(DEMO_PASSWORD);
    await page.getByTestId('login-captcha-input').locator('input').fill('00000');
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/settings\/last-auth$/);
    await expect(page.getByTestId('last-auth-row').first()).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('last-auth-row').first()).toBeVisible();
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  },
);

test(
  'a path outside the role, an unknown path and /page-not-found show not-found',
  { tag: '@phone-only' },
  async ({ page }) => {
    await signInHome(page, 'accountant');
    for (const path of ['/admin-bank', '/no-such-screen', '/page-not-found']) {
      await page.goto(path);
      await expect(page.getByTestId('not-found')).toBeVisible();
    }
  },
);

test('logout asks first, then the old token is dead', { tag: '@phone-only' }, async ({ page }) => {
  let authorization = '';
  page.on('request', (request) => {
    const header = request.headers()['authorization'];
    if (header) authorization = header;
  });
  await signInHome(page, 'head');
  await expect.poll(() => authorization).not.toBe('');
  await page.getByTestId('settings-menu').click();
  await page.getByTestId('logout-button').click();
  await page.getByTestId('logout-cancel').click();
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  await page.getByTestId('settings-menu').click();
  await page.getByTestId('logout-button').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page).toHaveURL(/\/login$/);
  const after = await page.request.get('/api/v2/page/get-info', {
    headers: { Authorization: authorization },
  });
  expect(after.status()).toBe(401);
  expect((await after.json()).status).toBe('unauth');
});
