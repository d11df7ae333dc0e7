import { expect, test, type Page } from '@playwright/test';
import { clickUntilAt, signInHome } from '../support.ts';

/*
 * The bot's admin screens and the call-back order, on a tablet: a consultation's three info texts
 * are saved as typed (the spec's defect fixed), the statistics export sends the chosen values and
 * returns a file, and a client's call order reaches the contact centre and its archive.
 */
test.use({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

/** In-app navigation from the drawer (always open at this width). */
async function openMenuEntry(page: Page, path: string): Promise<void> {
  const link = page.getByTestId('side-menu').locator(`[data-path="${path}"]`);
  await clickUntilAt(page, link, new RegExp(`${path}(\\?|$)`));
}

const tag = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

test(
  'a consultation topic is created and edited with its own info texts in three languages',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const name = tag();
    await signInHome(page, 'msb_user');
    await openMenuEntry(page, '/tgb-chat-consultation');
    await page.getByTestId('tgb-consultation-create').click();
    const form = page.getByTestId('tgb-consultation-form').filter({ visible: true });
    await form.getByTestId('tgb-consultation-form-save').click();
    await expect(form.getByTestId('tgb-consultation-form-info_en')).toContainText('Заполните поле');
    const fill = async (field: string, value: string, control = 'textarea') =>
      form.getByTestId(`tgb-consultation-form-${field}`).locator(control).fill(value);
    await fill('name', `${name} uz`, 'input');
    await fill('name_ru', `${name} ru`, 'input');
    await fill('name_en', `${name} en`, 'input');
    await fill('info', 'Ma’lumot');
    await fill('info_ru', 'Сведения');
    await fill('info_en', 'Details');
    await form.getByTestId('tgb-consultation-form-save').click();
    const view = page.getByTestId('tgb-consultation-view').filter({ visible: true });
    await expect(view).toContainText('Сведения');

    await view.getByTestId('tgb-consultation-edit').click();
    const edit = page.getByTestId('tgb-consultation-form').filter({ visible: true });
    await edit.getByTestId('tgb-consultation-form-info_ru').locator('textarea').fill('Новые сведения');
    await edit.getByTestId('tgb-consultation-form-info_en').locator('textarea').fill('New details');
    await edit.getByTestId('tgb-consultation-form-save').click();
    const after = page.getByTestId('tgb-consultation-view').filter({ visible: true });
    await expect(after).toContainText('Новые сведения');
    await expect(after).toContainText('New details');
    await expect(after).toContainText(`${name} ru`);
  },
);

test(
  'the statistics export sends the chosen type and dates and saves a file',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await signInHome(page, 'msb_user');
    await openMenuEntry(page, '/tgb-metrics');
    const form = page.getByTestId('tgb-metrics-form');
    await form.getByTestId('tgb-metrics-export').click();
    await expect(form.getByRole('alert')).toBeVisible();
    await form.getByTestId('tgb-metrics-type').selectOption({ label: 'Платежи' });
    const request = page.waitForRequest('**/tgb/api/chat/metric');
    const download = page.waitForEvent('download');
    await form.getByTestId('tgb-metrics-export').click();
    const body = (await request).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ appeal_type_id: expect.any(Number) });
    expect(body['start_date']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body['end_date']).toBe(body['start_date']);
    expect((await download).suggestedFilename()).toMatch(/^tgb-metric-.*\.xlsx$/);
  },
);

test(
  'a client orders a call back from the top bar and the contact centre archives it',
  { tag: '@desktop-only' },
  async ({ page, browser }) => {
    const topic = `Звонок ${tag()}`;
    await signInHome(page, 'accountant');
    await page.getByTestId('call-order').click();
    const dialog = page.getByTestId('call-order-dialog');
    await dialog.getByTestId('call-order-phone').locator('input').fill('901234567');
    await dialog.getByTestId('call-order-topic').locator('textarea').fill(topic);
    await dialog.getByTestId('call-order-send').click();
    await expect(dialog.getByTestId('call-order-done')).toBeVisible();

    const operator = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    await signInHome(operator, 'contact_center');
    await expect(
      operator.getByTestId('side-menu').locator('[data-path="/order-call"] [data-testid="menu-badge"]'),
    ).toBeVisible();
    await openMenuEntry(operator, '/order-call');
    const table = operator.getByTestId('call-orders-table').filter({ visible: true });
    const row = table.getByRole('row').filter({ hasText: topic });
    // The row's checkbox is hit through a 44 px label, not its 20 px box (issue 17 point 5).
    const target = await row.locator('label.cb-table__hit').boundingBox();
    expect(Math.min(target?.width ?? 0, target?.height ?? 0)).toBeGreaterThanOrEqual(44);
    await row.locator('label.cb-table__hit').click();
    await expect(row.getByRole('checkbox')).toBeChecked();
    await table.getByRole('button', { name: 'В архив' }).click();
    await expect(row).toHaveCount(0);
    await openMenuEntry(operator, '/order-call-archive');
    await expect(operator.getByTestId('call-orders-table').filter({ visible: true })).toContainText(topic);
    await operator.close();
  },
);
