import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { api, apiToken, uniqueTag } from '../payments/support.ts';
import { bankDaysAgo, openSignedIn, seriousViolations, sidewaysOverflow } from '../support.ts';

interface Account {
  readonly number: string;
  readonly mfo: string;
}

test('the claims list (cards on phones), a claim and the claim form have no serious accessibility violation and no sideways scrolling', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // One outgoing claim made through the API, so the list has a row to show.
  const creditor = await apiToken(request, 'accountant');
  const [own] = await api<Account[]>(request, creditor, 'uzs-payment/accounts');
  const [debtor] = await api<Account[]>(
    request,
    await apiToken(request, 'accountant_org4'),
    'uzs-payment/accounts',
  );
  if (!own || !debtor) throw new Error('demo accounts missing');
  const info = await api<{ inn: string; name: string }>(request, creditor, 'uzs-payment/get-client-info', {
    account: debtor.number,
    mfo: debtor.mfo,
  });
  const [code] = await api<{ code: string }[]>(request, creditor, 'uzs-payment/codes', { type: 1 });
  const claim = await api<{ id: number }>(request, creditor, 'payments-required/create', {
    client_reference: randomUUID(),
    number: uniqueTag(testInfo).slice(-10),
    date: bankDaysAgo(),
    account: own.number,
    mfo: own.mfo,
    debtor_account: debtor.number,
    debtor_mfo: debtor.mfo,
    debtor_inn: info.inn,
    debtor_name: info.name,
    amount: '250000.00',
    code: code?.code ?? '',
    description: 'E2E accessibility claim',
    partial: false,
  });

  await openSignedIn(page, 'accountant', '/payments-required?direction=outgoing');
  await expect(page.locator(`a[href="/payments-required/outgoing/detail/${claim.id}"]`)).toBeVisible();
  if (testInfo.project.name === 'phone') await expect(page.getByTestId('claims-table-cards')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.locator(`a[href="/payments-required/outgoing/detail/${claim.id}"]`).click();
  await expect(page.getByTestId('claim-document')).toBeVisible();
  await expect(page.getByTestId('claim-edit')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByTestId('claim-edit').click();
  await expect(page).toHaveURL(new RegExp(`/payments-required/edit\\?id=${claim.id}$`));
  await expect(page.getByTestId('claim-number').locator('input')).not.toHaveValue('');
  await expect(page.getByTestId('claim-account')).toHaveValue(own.number);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});
