import { randomUUID } from 'node:crypto';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { openSignedIn, seriousViolations } from '../support.ts';
import { api, apiToken, RECIPIENT, uniqueTag } from '../payments/support.ts';

/*
 * Heads sign on their phones with a passkey: Chromium's virtual authenticator plays the phone's
 * platform authenticator (user verification on). WebAuthn needs a domain as relying party, so the
 * app is opened at localhost rather than 127.0.0.1. Phone project only (375×812). Each test
 * activates its own signer of the main organisation (an SMS code per user per minute).
 */
const port = Number(process.env.E2E_PORT ?? 8099);
test.use({ baseURL: `http://localhost:${port}`, serviceWorkers: 'block' });
test.skip(({ viewport }) => (viewport?.width ?? 0) > 400, 'phone journeys');

interface Row {
  readonly id: number;
  readonly version: number;
  readonly status_id: number;
  readonly signatures?: readonly unknown[];
}

async function addAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function lastActivationCode(request: APIRequestContext, username: string): Promise<string> {
  const token = await apiToken(request, 'admin');
  const rows = await api<{ purpose: string; text: string }[]>(
    request,
    token,
    `sms/demo-outbox?username=${username}`,
  );
  const code = /\b(\d{6})\b/.exec(rows.find((r) => r.purpose === 'device-activation')?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`no activation SMS for ${username}`);
  return code;
}

/** A payment of the main organisation handed over for signature (Entered), with its save body. */
async function awaitingSignature(request: APIRequestContext, name: string, sum: string) {
  const token = await apiToken(request, 'accountant');
  const prepared = await api<{ number: string; date: string; accounts: { number: string; mfo: string }[] }>(
    request,
    token,
    'uzs-payment/prepare',
    {},
  );
  const payer = prepared.accounts[0];
  if (!payer) throw new Error('no payer account');
  const body = {
    client_reference: randomUUID(),
    number: prepared.number,
    date: prepared.date,
    type: 1,
    account: payer.number,
    mfo: payer.mfo,
    r_account: RECIPIENT.account,
    r_mfo: RECIPIENT.mfo,
    r_inn: RECIPIENT.inn,
    r_name: name,
    sum,
    code: RECIPIENT.code,
    description: `E2E ${name}`,
  };
  const saved = await api<Row>(request, token, 'uzs-payment/save', body);
  await api(request, token, 'uzs-payment/many-approve', { ids: [saved.id] });
  return { id: saved.id, body, token };
}

async function view(request: APIRequestContext, username: string, id: number): Promise<Row> {
  return api<Row>(request, await apiToken(request, username), `uzs-payment/view?id=${id}`);
}

/** The accountant recalls a payment awaiting signature, changes its amount and hands it over again. */
async function changeAmount(
  request: APIRequestContext,
  payment: Awaited<ReturnType<typeof awaitingSignature>>,
  sum: string,
): Promise<void> {
  const before = await view(request, 'accountant', payment.id);
  const recalled = await api<{ rows: Row[] }>(
    request,
    payment.token,
    'uzs-payment/recall-approve-status',
    { id: payment.id },
    { 'If-Match': String(before.version) },
  );
  const version = recalled.rows[0]?.version ?? 0;
  const edited = await api<Row>(
    request,
    payment.token,
    'uzs-payment/save',
    { ...payment.body, id: payment.id, sum },
    { 'If-Match': String(version) },
  );
  await api(request, payment.token, 'uzs-payment/many-approve', {
    ids: [payment.id],
    versions: [edited.version],
  });
}

/** The head returns a payment from the inbox instead of signing it; the reason is required. */
async function returnWithReason(page: Page, id: number, reason: string): Promise<void> {
  await page.getByTestId(`inbox-return-${id}`).click();
  const sheet = page.getByTestId('return-sheet');
  await expect(sheet).toContainText('Вернуть платёж №');
  await sheet.getByTestId('return-sheet-ok').click();
  await expect(sheet).toContainText('Укажите, почему возвращаете платёж.');
  expect(await seriousViolations(page)).toEqual([]);
  await sheet.getByTestId('return-sheet-text').locator('textarea').fill(reason);
  await sheet.getByTestId('return-sheet-ok').click();
  await expect(sheet).toBeHidden();
}

/** The accountant's own browser on the payment's page. */
async function accountantPage(browser: Browser, testInfo: TestInfo, id: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: `http://localhost:${port}`,
    viewport: testInfo.project.use.viewport,
    isMobile: testInfo.project.use.isMobile,
    hasTouch: testInfo.project.use.hasTouch,
    locale: 'ru-RU',
    serviceWorkers: 'block',
  });
  const accountant = await context.newPage();
  await openSignedIn(accountant, 'accountant', `/uzs-payments/detail/${id}`);
  return accountant;
}

async function activate(page: Page, request: APIRequestContext, username: string): Promise<void> {
  await addAuthenticator(page);
  await openSignedIn(page, username, '/activate');
  await page.getByRole('button', { name: 'Отправить код SMS' }).click();
  await expect(page.getByText(/Код отправлен на 998 90/)).toBeVisible();
  await page
    .getByTestId('activation-code')
    .locator('input')
    .fill(await lastActivationCode(request, username));
  await page.getByRole('button', { name: 'Подтвердить код' }).click();
  await page.getByTestId('activation-name').locator('input').fill(`E2E ${username}`);
  await page.getByRole('button', { name: 'Создать ключ доступа' }).click();
  await expect(page.getByTestId('inbox')).toBeVisible();
  await expect(page.getByTestId('devices')).toContainText(`E2E ${username} · этот телефон`);
}

test('a head activates the phone, signs one payment, then three at once with a result each; a changed one is refused at once; one is returned with a reason', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const one = await awaitingSignature(request, `MChJ Head ${tag} 1`, '1100.00');
  const three = [
    await awaitingSignature(request, `MChJ Head ${tag} 2`, '1200.00'),
    await awaitingSignature(request, `MChJ Head ${tag} 3`, '1300.00'),
    await awaitingSignature(request, `MChJ Head ${tag} 4`, '1400.00'),
  ];
  const stale = await awaitingSignature(request, `MChJ Head ${tag} 5`, '1500.00');
  const back = await awaitingSignature(request, `MChJ Head ${tag} 6`, '1700.00');
  await activate(page, request, 'head');
  await expect(page.getByTestId('inbox-totals')).toBeVisible();
  await expect(page.getByTestId('inbox-accounts')).toBeVisible();

  await page.getByTestId(`inbox-sign-${one.id}`).click();
  await expect(page.getByTestId(`inbox-result-${one.id}`)).toHaveText('Подписан');
  expect((await view(request, 'head', one.id)).status_id).toBe(4);

  for (const p of three) await page.getByTestId(`inbox-payment-${p.id}`).getByRole('checkbox').check();
  await page.getByTestId('inbox-sign-selected').click();
  for (const p of three) await expect(page.getByTestId(`inbox-result-${p.id}`)).toHaveText('Подписан');
  for (const p of three) expect((await view(request, 'head', p.id)).status_id).toBe(4);

  // Changed since the inbox was read: the bank refuses the signature at once (412), the result line
  // says so, nothing is signed and nothing is left waiting in the outbox.
  await changeAmount(request, stale, '1600.00');
  await page.getByTestId(`inbox-sign-${stale.id}`).click();
  const refused = page.getByTestId(`inbox-result-${stale.id}`);
  await expect(refused).toHaveClass(/heads-error/);
  // The bank's own words for the 412 (not a cancelled passkey prompt, not "queued").
  await expect(refused).toContainText('изменился');
  await expect(page.getByTestId('outbox-badge')).toHaveCount(0);
  expect((await view(request, 'head', stale.id)).signatures).toHaveLength(0);

  // Not this one: the head returns it to the accountant with a reason (→ Created, nothing signed).
  await returnWithReason(page, back.id, 'Не тот договор в назначении');
  await expect(page.getByTestId(`inbox-result-${back.id}`)).toHaveText(
    'Возвращён исполнителю с вашей причиной',
  );
  await expect(page.getByTestId(`inbox-payment-${back.id}`)).toHaveCount(0);
  // No sideways scrolling at 375 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The accountant's page: Created again, editable, and the timeline says who returned it and why.
  const accountant = await accountantPage(browser, testInfo, back.id);
  await expect(accountant.getByTestId('payment-status')).toHaveText('Создан');
  await expect(accountant.getByTestId('payment-edit')).toBeVisible();
  const returned = accountant
    .getByTestId('payment-timeline')
    .getByTestId('timeline-step')
    .filter({ hasText: 'Возвращён подписантом на доработку' });
  await expect(returned).toContainText('Не тот договор в назначении');
  await expect(returned).toContainText('Статус: Создан');
  await accountant.context().close();
});

test('an approval made offline is signed exactly once when the connection returns', async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const payment = await awaitingSignature(request, `MChJ Offline head ${tag}`, '2100.00');
  const back = await awaitingSignature(request, `MChJ Offline return ${tag}`, '2200.00');
  await activate(page, request, 'super_head');
  await expect(page.getByTestId(`inbox-payment-${payment.id}`)).toBeVisible();

  await page.context().setOffline(true);
  await page.getByTestId(`inbox-sign-${payment.id}`).click();
  await expect(page.getByTestId(`inbox-result-${payment.id}`)).toContainText(
    'Одобрено, ждёт в очереди отправки',
  );
  expect((await view(request, 'super_head', payment.id)).status_id).toBe(2);
  // A return made offline waits in the outbox too, and the payment is no longer offered for signing.
  await returnWithReason(page, back.id, 'Сумма по счёту другая');
  await expect(page.getByTestId(`inbox-result-${back.id}`)).toContainText('Возврат ждёт в очереди отправки');
  await expect(page.getByTestId(`inbox-sign-${back.id}`)).toBeDisabled();
  expect((await view(request, 'super_head', back.id)).status_id).toBe(2);

  await page.context().setOffline(false);
  await expect.poll(async () => (await view(request, 'super_head', payment.id)).status_id).toBe(4);
  const signed = await view(request, 'super_head', payment.id);
  expect(signed.signatures).toHaveLength(1);
  await expect.poll(async () => (await view(request, 'super_head', back.id)).status_id).toBe(1);
});

test('a payment edited while the approval waited offline shows the conflict and nothing is signed', async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const payment = await awaitingSignature(request, `MChJ Conflict ${tag}`, '3100.00');
  await activate(page, request, 'client');
  await expect(page.getByTestId(`inbox-payment-${payment.id}`)).toBeVisible();

  await page.context().setOffline(true);
  await page.getByTestId(`inbox-sign-${payment.id}`).click();
  await expect(page.getByTestId(`inbox-result-${payment.id}`)).toContainText(
    'Одобрено, ждёт в очереди отправки',
  );

  // Meanwhile the accountant recalls it, changes the amount and hands it over again.
  await changeAmount(request, payment, '3900.00');

  await page.context().setOffline(false);
  const conflict = page.getByTestId('inbox-conflict');
  await expect(conflict).toBeVisible({ timeout: 15_000 });
  await expect(conflict.getByTestId('conflict-field-sum')).toContainText('3100.00 → 3900.00');
  const now = await view(request, 'client', payment.id);
  expect(now.status_id).toBe(2);
  expect(now.signatures).toHaveLength(0);
});

test('a head of two companies sees and signs what awaits them in both, each row naming its company', async ({
  page,
  request,
}) => {
  await activate(page, request, 'head_org3');
  // Home shows first what waits on this phone, across both companies, one tap from the inbox.
  await page.goto('/');
  const waiting = page.getByTestId('home-phone-inbox');
  await expect(waiting).toContainText('организаций: 2');
  await waiting.getByTestId('home-phone-inbox-open').click();
  await expect(page).toHaveURL(/\/activate$/);
  await expect(page.getByTestId('inbox-organizations')).toHaveText('Организаций: 2');
  const names = page.locator('[data-testid^="inbox-organization-"]');
  await expect(names.filter({ hasText: 'Farg‘ona Agro Servis' }).first()).toBeVisible();
  await expect(names.filter({ hasText: 'Buxoro Qurilish Materiallari' }).first()).toBeVisible();

  // Sign one payment of the second company from the same inbox.
  const second = page.locator('[data-testid^="inbox-payment-"]', { hasText: 'Buxoro Qurilish Materiallari' });
  const testId = (await second.first().getAttribute('data-testid')) ?? '';
  const id = Number(testId.replace('inbox-payment-', ''));
  await page.getByTestId(`inbox-sign-${id}`).click();
  await expect(page.getByTestId(`inbox-result-${id}`)).toHaveText('Подписан');
  expect((await view(request, 'head_org3', id)).status_id).toBe(4);
  // Another company's head does not reach it.
  const other = await request.get(`/api/v2/uzs-payment/view?id=${id}`, {
    headers: { Authorization: `Bearer ${await apiToken(request, 'head')}` },
  });
  expect(other.status()).toBe(404);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('after ten idle minutes the phone locks and the passkey unlocks it; the password way leads to sign-in', async ({
  page,
  request,
}) => {
  // The page's clock can jump ahead; the server's clock runs as usual (its session stays live).
  await page.clock.install();
  await activate(page, request, 'accountant_sign');
  await expect(page.getByTestId('idle-lock')).toHaveCount(0);

  await page.clock.fastForward('10:01');
  const lock = page.getByTestId('idle-lock');
  await expect(lock).toBeVisible();
  await expect(lock).toContainText('Приложение заблокировано');
  await page.getByTestId('idle-lock-unlock').click();
  await expect(lock).toHaveCount(0);
  await expect(page.getByTestId('inbox')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.clock.fastForward('10:01');
  await expect(lock).toBeVisible();
  await page.getByTestId('idle-lock-password').click();
  await expect(page).toHaveURL(/\/login/);
});
