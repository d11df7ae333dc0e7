import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { clickUntilAt, DEMO_PASSWORD, openSignedIn, sidewaysOverflow } from '../support.ts';

/**
 * The key page against the real server and the signing-client simulator the e2e server runs
 * (playwright.config.ts: SIGNER_*_PORT). Each project renews a different demo key that the seed
 * leaves 12 days from its end, since both projects share one server and a key renews once.
 */
const RENEWING_USER = { phone: 'head_org2', desktop: 'accountant_sign' } as const;

/** The code the demo SMS sender "sent", read as the bank's admin reads the demo outbox. */
async function lastSmsCode(request: APIRequestContext, username: string): Promise<string> {
  const login = await request.post('/api/v2/security/login', {
    data: { username: 'admin', password: DEMO_PASSWORD, code: '00000', captchaId: randomUUID() },
  });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const outbox = await request.get(`/api/v2/sms/demo-outbox?username=${username}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = ((await outbox.json()) as { data: { purpose: string; text: string }[] }).data;
  const text = rows.find((row) => row.purpose === 'key-renewal')?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (code === undefined) throw new Error(`no key-renewal SMS for ${username}`);
  return code;
}

test('a signer checks the key through the signing client and renews it with the SMS code @phone-only', async ({
  page,
  request,
}, testInfo) => {
  const username = RENEWING_USER[testInfo.project.name as keyof typeof RENEWING_USER];
  await openSignedIn(page, username, '/settings');
  await clickUntilAt(page, page.getByRole('link', { name: 'Ключ ЭЦП' }), /\/settings\/signature-key$/);
  await expect(page.getByRole('heading', { name: 'Ключ ЭЦП', level: 1 })).toBeVisible();

  await page.getByTestId('key-check').click();
  await expect(page.getByTestId('key-status')).toHaveText('Скоро истекает');
  await expect(page.getByTestId('key-version')).toContainText('3.4.3');
  await expect(page.getByTestId('key-message')).toContainText('истекает через');
  const validToBefore = await page.getByTestId('key-valid-to').textContent();

  await page.getByTestId('renew-send-code').click();
  await expect(page.getByTestId('renew-code-sent')).toContainText('998');
  await expect(page.getByTestId('renew-resend-in')).toBeVisible();

  // A wrong code is refused with the tries left, and nothing is renewed.
  const code = await lastSmsCode(request, username);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByTestId('renew-code').locator('input').fill(wrong);
  await page.getByTestId('renew-submit').click();
  await expect(page.getByTestId('renew-code')).toContainText('Осталось попыток: 4');

  await page.getByTestId('renew-code').locator('input').fill(code);
  await page.getByTestId('renew-submit').click();
  await expect(page.getByTestId('key-renewed')).toContainText('Ключ продлён до');
  await expect(page.getByTestId('key-status')).toHaveText('Действует');
  await expect(page.getByTestId('key-valid-to')).not.toHaveText(validToBefore ?? '');
  await expect(page.getByTestId('key-days-left')).toHaveText('365');

  // Works at phone width without sideways scrolling.
  const overflow = await sidewaysOverflow(page);
  expect(overflow).toBeLessThanOrEqual(0);
});

test(
  'a key far from its end is valid and renewal is not offered',
  { tag: '@phone-only' },
  async ({ page }) => {
    await openSignedIn(page, 'head', '/settings/signature-key');
    await page.getByTestId('key-check').click();
    await expect(page.getByTestId('key-status')).toHaveText('Действует');
    await expect(page.getByTestId('key-owner')).toHaveText('Abdullayev Bahrom Raximovich');
    await expect(page.getByTestId('renew-send-code')).toHaveCount(0);
  },
);

test('a bank user has no key page', { tag: '@phone-only' }, async ({ page }) => {
  await openSignedIn(page, 'admin', '/settings');
  await expect(page.getByRole('link', { name: 'Ключ ЭЦП' })).toHaveCount(0);
  await page.goto('/settings/signature-key');
  await expect(page.getByTestId('key-check')).toHaveCount(0);
});
