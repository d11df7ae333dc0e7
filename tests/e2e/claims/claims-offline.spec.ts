import { expect, test } from '@playwright/test';
import { api, apiToken, uniqueTag } from '../payments/support.ts';
import { goInApp, openSignedIn, shown } from '../support.ts';

/*
 * A claim saved while the connection is down goes through the one write path (enqueueCall): the
 * outbox keeps it and sends it once when the connection returns; edited online, the claim is saved
 * at once with the version the accountant saw. Service workers are blocked; the outbox and the form
 * are loaded in-app before going offline.
 */

interface Account {
  readonly number: string;
  readonly mfo: string;
}
interface ClaimRow {
  readonly id: number;
  readonly number: string;
  readonly description: string;
}

test(
  'a claim saved offline is created once when the connection returns, then edited online',
  { tag: '@phone-only' },
  async ({ page, request }, testInfo) => {
    const number = uniqueTag(testInfo).slice(-10);
    const creditorToken = await apiToken(request, 'accountant');
    const [debtorAccount] = await api<Account[]>(
      request,
      await apiToken(request, 'accountant_org3'),
      'uzs-payment/accounts',
    );
    if (!debtorAccount) throw new Error('the third organisation has no open account');
    const claimsNumbered = async () =>
      (
        await api<{ list: ClaimRow[] }>(request, creditorToken, 'payments-required/list?page=1&pageSize=50', {
          direction: 'outgoing',
        })
      ).list.filter((claim) => claim.number === number);

    await openSignedIn(page, 'accountant', '/outbox');
    await expect(page.getByTestId('outbox-screen')).toBeVisible();
    await goInApp(page, '/payments-required/create');
    await page.getByTestId('claim-number').locator('input').fill(number);
    const account = page.getByTestId('claim-account');
    await expect(account.locator('option').nth(1)).toBeAttached();
    await account.selectOption({ index: 1 });
    await page.getByTestId('claim-debtor-account').locator('input').fill(debtorAccount.number);
    await page.getByTestId('claim-debtor-mfo').locator('input').fill(debtorAccount.mfo);
    await expect(page.getByTestId('claim-debtor-name').locator('input')).not.toHaveValue('');
    await page.getByTestId('claim-amount').locator('input').fill('250000');
    await expect(page.getByTestId('claim-code').locator('option').nth(1)).toBeAttached();
    await page.getByTestId('claim-code').selectOption({ index: 1 });
    await page.getByTestId('claim-description').locator('textarea').fill(`E2E offline claim ${number}`);

    // The connection drops before saving: the form says so, the save waits in the outbox.
    await page.context().setOffline(true);
    await expect(page.getByTestId('claim-offline-hint')).toBeVisible();
    await page.getByTestId('claim-save').click();
    await expect(page).toHaveURL(/\/outbox$/);
    await expect(shown(page, 'outbox-item').first()).toHaveAttribute('data-state', 'pending');
    await expect(page.getByTestId('outbox-badge')).toBeVisible();
    expect(await claimsNumbered()).toHaveLength(0);

    await page.context().setOffline(false);
    await expect(shown(page, 'outbox-item').first()).toHaveAttribute('data-state', 'acked', {
      timeout: 15_000,
    });
    await expect(page.getByTestId('outbox-badge')).toHaveCount(0);
    const [created, ...more] = await claimsNumbered();
    expect(more).toHaveLength(0);
    if (!created) throw new Error('the queued claim was not created');

    // Online, an edit is answered at once and opens the claim with what was saved.
    await goInApp(page, `/payments-required/edit?id=${created.id}`);
    const description = shown(page, 'claim-description').locator('textarea');
    await expect(description).toHaveValue(`E2E offline claim ${number}`);
    await description.fill(`E2E edited claim ${number}`);
    await shown(page, 'claim-save').click();
    await expect(page).toHaveURL(new RegExp(`/payments-required/outgoing/detail/${created.id}$`));
    await expect(shown(page, 'claim-field-description')).toContainText(`E2E edited claim ${number}`);
    expect((await claimsNumbered()).map((claim) => claim.description)).toEqual([
      `E2E edited claim ${number}`,
    ]);
  },
);
