import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { DEMO_PASSWORD } from '../support.ts';

/** A counterparty of the demo seed at another bank (server/src/db/seed/payments-data.ts). */
export const RECIPIENT = {
  account: '2020800030567123400100450',
  mfo: '00450',
  inn: '305671234',
  code: '00106',
} as const;

/** A tag that makes this run's payments findable (recipient name) on the shared e2e server. */
export function uniqueTag(testInfo: TestInfo): string {
  const random = Math.random().toString(36).slice(2, 6);
  return `${testInfo.project.name[0]}${Date.now().toString(36)}${random}`.toUpperCase();
}

export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const login = await request.post('/api/v2/security/login', {
    data: { username, password: DEMO_PASSWORD, code: '00000', captchaId: randomUUID() },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
}

export interface ApiPayment {
  readonly id: number;
  readonly version: number;
  readonly status_id: number;
  readonly r_name: string;
  readonly sum: string;
  readonly isSign: boolean;
}

export async function api<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const answer = await request.fetch(`/api/v2/${path}`, {
    method: data === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID(), ...headers },
    data,
  });
  const body = (await answer.json()) as { data: T; message?: string };
  expect(answer.ok(), `${path}: ${answer.status()} ${body.message ?? ''}`).toBe(true);
  return body.data;
}

/** The organisation's payments to this recipient name, as the server lists them. */
export async function paymentsTo(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<ApiPayment[]> {
  const data = await api<{ list: ApiPayment[] }>(request, token, 'uzs-payment/list?page=1&pageSize=50', {
    recipient: name,
  });
  return data.list;
}

/** A payment made through the API (the bulk test needs several in known states). */
export async function createPayment(
  request: APIRequestContext,
  token: string,
  name: string,
  sum: string,
): Promise<ApiPayment> {
  const prepared = await api<{ number: string; date: string; accounts: { number: string; mfo: string }[] }>(
    request,
    token,
    'uzs-payment/prepare',
    {},
  );
  const payer = prepared.accounts[0];
  if (!payer) throw new Error('no payer account');
  return api<ApiPayment>(request, token, 'uzs-payment/save', {
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
  });
}

/** Fills the payment form (on the add screen) for an ordinary payment to RECIPIENT. */
export async function fillPaymentForm(page: Page, name: string, sum: string, number?: string): Promise<void> {
  const form = page.getByTestId('payment-form');
  await expect(form).toBeVisible();
  if (number) await page.getByTestId('pay-number').locator('input').fill(number);
  const account = page.getByTestId('pay-account');
  await expect(account.locator('option').nth(1)).toBeAttached();
  await account.selectOption({ index: 1 });
  await page.getByTestId('pay-r-account').locator('input').fill(RECIPIENT.account);
  await page.getByTestId('pay-r-mfo').locator('input').fill(RECIPIENT.mfo);
  await page.getByTestId('pay-r-inn').locator('input').fill(RECIPIENT.inn);
  await page.getByTestId('pay-r-name').locator('input').fill(name);
  await page.getByTestId('pay-sum').locator('input').fill(sum);
  await expect(page.getByTestId('pay-code').locator(`option[value="${RECIPIENT.code}"]`)).toBeAttached();
  await page.getByTestId('pay-code').selectOption(RECIPIENT.code);
  await page.getByTestId('pay-description').locator('textarea').fill(`E2E payment ${name}`);
}
