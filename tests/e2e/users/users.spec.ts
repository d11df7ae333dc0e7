import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SoftAuthenticator } from '../../../server/src/modules/devices/soft-authenticator.ts';
import { api, apiToken } from '../payments/support.ts';
import { isPhone, openMenu, openSignedIn, seriousViolations, signIn, signInHome } from '../support.ts';

/*
 * The admin's user screens (/users, /users/details/:id). Each project blocks its own deputy head
 * of the Buxoro organisation (seed demo-staff-users-v1), used by no other journey. The deputy's
 * passkey phone is activated through the API with the server tests' software authenticator (an
 * SMS code from the demo outbox, then the WebAuthn registration) — no browser authenticator needed.
 * WebAuthn needs a domain as relying party, so the calls go to localhost rather than 127.0.0.1.
 */
const port = Number(process.env.E2E_PORT ?? 8099);
test.use({ baseURL: `http://localhost:${port}`, serviceWorkers: 'block' });

interface UserRow {
  readonly id: number;
  readonly username: string;
  readonly state: 'active' | 'blocked';
}
interface DeviceRow {
  readonly id: number;
  readonly name: string;
  readonly credential_id: string;
  readonly revoked_at: string | null;
}

async function userByName(request: APIRequestContext, admin: string, username: string): Promise<UserRow> {
  const page = await api<{ list: UserRow[] }>(request, admin, 'users/list', { text: username });
  const user = page.list.find((u) => u.username === username);
  if (user === undefined) throw new Error(`no user ${username}`);
  return user;
}

/** A retried journey may ask within 60 s of the first code: the server then says how long to wait. */
async function sendActivationSms(request: APIRequestContext, token: string): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const answer = await request.post('/api/v2/page/send-sms', {
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
      data: { purpose: 'device-activation' },
    });
    if (answer.ok()) return;
    const body = (await answer.json()) as { data?: { resend_in?: number } };
    const wait = body.data?.resend_in;
    if (answer.status() !== 429 || wait === undefined) break;
    await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
  }
  throw new Error('no activation SMS could be sent');
}

/** The deputy active again (a retried journey may find them blocked) with one active passkey phone. */
async function deputyWithPhone(
  request: APIRequestContext,
  username: string,
  deviceName: string,
): Promise<number> {
  const admin = await apiToken(request, 'admin');
  const user = await userByName(request, admin, username);
  if (user.state === 'blocked') await api(request, admin, `users/unblock/${user.id}`, {});
  const devices = await api<DeviceRow[]>(request, admin, `devices/admin-list?username=${username}`);
  const active = devices.find((d) => d.revoked_at === null && d.name === deviceName);
  if (active !== undefined) return active.id;

  const token = await apiToken(request, username);
  await sendActivationSms(request, token);
  const outbox = await api<{ purpose: string; text: string }[]>(
    request,
    admin,
    `sms/demo-outbox?username=${username}`,
  );
  const code = /\b(\d{6})\b/.exec(outbox.find((r) => r.purpose === 'device-activation')?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`no activation SMS for ${username}`);
  await api(request, token, 'page/check-sms-code', { purpose: 'device-activation', code });
  const auth = new SoftAuthenticator({ rpId: 'localhost', origin: `http://localhost:${port}` });
  const options = await api<{ challenge: string }>(request, token, 'devices/register-options', {});
  const device = await api<DeviceRow>(request, token, 'devices/register', {
    name: deviceName,
    ...auth.create(options.challenge),
  });
  return device.id;
}

test('the admin finds a user, revokes their phone and blocks them; they can no longer sign in @desktop-only', async ({
  page,
  request,
  browser,
}) => {
  // A retry may wait up to a minute for the next activation SMS.
  if (test.info().retry > 0) test.setTimeout(180_000);
  const username = isPhone(page) ? 'deputy_org4' : 'deputy2_org4';
  const deviceName = `Phone of ${username}`;
  const deviceId = await deputyWithPhone(request, username, deviceName);

  await signInHome(page, 'admin');
  await openMenu(page);
  await page.getByTestId('side-menu').locator('[data-path="/users"]').click();
  await expect(page).toHaveURL(/\/users$/);
  await page.getByTestId('users-search').locator('input').fill(username);
  await page.getByTestId('users-search').locator('input').press('Enter');
  await expect(page).toHaveURL(new RegExp(`text=${username}`));
  await page.getByTestId(`user-link-${username}`).click();

  // Ionic keeps the list page in the DOM under the details: look inside the details only.
  const details = page.getByTestId('user-details');
  await expect(details.getByTestId('user-username')).toHaveText(username);
  await expect(details.getByTestId('user-organizations')).toContainText('Buxoro');
  await expect(details.getByTestId('user-state')).toHaveText('Активен');

  // Revoke the phone (a confirmation first).
  const device = details.getByTestId(`user-device-${deviceId}`);
  await device.getByRole('button', { name: 'Отозвать' }).click();
  await expect(page.getByTestId('confirm-sheet')).toBeVisible();
  await page.getByTestId('confirm-ok').click();
  await expect(details.getByTestId('user-device-result')).toContainText(deviceName);
  await expect(device).toContainText('Отозван');
  await expect(device.getByRole('button', { name: 'Отозвать' })).toHaveCount(0);

  // Block, with a reason.
  await details.getByTestId('user-action-block').click();
  await details.getByTestId('user-block-reason').locator('textarea').fill('E2E: left the company');
  await page.getByTestId('user-action-confirm').click();
  await expect(details.getByTestId('user-result')).toHaveText(/заблокирован/);
  await expect(details.getByTestId('user-state')).toHaveText('Заблокирован');
  await expect(details.getByTestId('user-blocked-reason')).toHaveText('E2E: left the company');
  await expect(details.getByTestId('user-action-block')).toHaveCount(0);
  await expect(details.getByTestId('user-action-unblock')).toBeVisible();
  // No sideways scrolling at 375 px.
  if (isPhone(page)) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }

  // The blocked user is refused at sign-in, in another browser.
  const other = await browser.newContext({ baseURL: `http://localhost:${port}`, serviceWorkers: 'block' });
  const theirs = await other.newPage();
  await signIn(theirs, username);
  await expect(theirs.getByTestId('login-error')).toContainText('заблокирован');
  await expect(theirs).toHaveURL(/\/login/);
  await other.close();
});

test('the users list keeps its filter in the address: cards without sideways scroll on a phone, a table on desktop', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/users?state=blocked');
  await expect(page.getByTestId('users-state')).toHaveValue('blocked');
  await expect(page.getByTestId('user-link-accountant_left')).toBeVisible();
  await expect(page.getByTestId('user-link-admin')).toHaveCount(0);
  await page.getByTestId('users-state').selectOption('');
  await page.getByTestId('users-role').selectOption('admin');
  await expect(page).toHaveURL(/role=admin/);
  await expect(page.getByTestId('user-link-admin')).toBeVisible();
  await page.getByTestId('user-link-admin').click();
  await expect(page.getByTestId('user-details').getByTestId('user-username')).toHaveText('admin');
  await expect(page.getByText('Это вы: свою учётную запись заблокировать нельзя.')).toBeVisible();
  await expect(page.getByTestId('user-details').getByTestId('user-action-block')).toHaveCount(0);
  if (!isPhone(page)) expect(await seriousViolations(page)).toEqual([]);
  if (isPhone(page)) {
    await page.goto('/users');
    await expect(page.getByTestId('users-table-cards')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  } else {
    await page.goto('/users');
    await expect(page.getByTestId('users-table').locator('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
});
