import { expect, test } from '@playwright/test';
import { openSignedIn, seriousViolations, shown, sidewaysOverflow, fillField } from '../support.ts';

/**
 * The admin's steps and parameters of the registration of accounts, at 1280 px: a new step and a
 * list parameter on it, both switched off — the contact centre's journeys run on the same server,
 * and an active step or required field would hold their applications. The server refuses a code
 * another parameter has, under the field; the parameter opens from the list and is renamed; a new
 * step counts no parameter (it showed one). Roles, versions and what editing keeps are held by the
 * server tests.
 */
test(
  'the admin adds a step and a list parameter, is refused a taken code, and renames it',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const tag = Date.now().toString(36);
    const stepName = `Сверка ${tag}`;
    await openSignedIn(page, 'admin', '/registration-account/steps');
    await expect(shown(page, 'registration-steps-table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByTestId('registration-step-create').click();
    const stepForm = shown(page, 'registration-step-form');
    await fillField(page, 'registration-step-name_ru', stepName);
    await fillField(page, 'registration-step-name_en', `Check ${tag}`);
    await fillField(page, 'registration-step-name_uz', `Tekshiruv ${tag}`);
    await fillField(page, 'registration-step-position', '900');
    await stepForm.getByTestId('registration-step-active').uncheck();
    await shown(page, 'registration-step-save').click();
    await expect(page).toHaveURL(/\/registration-account\/steps$/);
    // One list on show: while it slides in, the form's page is still visible.
    await expect(shown(page, 'registration-steps-table')).toHaveCount(1);
    const stepRow = shown(page, 'registration-steps-table').getByRole('row', { name: new RegExp(stepName) });
    await expect(stepRow).toContainText('Отключён');
    // Columns: name, order, parameters, state, updated.
    await expect(stepRow.getByRole('cell').nth(2)).toHaveText('0');

    await page.goto('/registration-account/parameters/create');
    const form = shown(page, 'registration-parameter-form');
    await expect(
      form.getByTestId('registration-parameter-step').locator('option', { hasText: stepName }),
    ).toBeAttached();
    // A seeded parameter's code: refused by the server under the field, nothing stored.
    await fillField(page, 'registration-parameter-code', 'director_passport');
    await fillField(page, 'registration-parameter-label_ru', `Итог сверки ${tag}`);
    await fillField(page, 'registration-parameter-label_en', `Check result ${tag}`);
    await fillField(page, 'registration-parameter-label_uz', `Tekshiruv natijasi ${tag}`);
    await form.getByTestId('registration-parameter-type').selectOption('select');
    await form
      .getByTestId('registration-parameter-options')
      .locator('textarea')
      .fill('Совпадает\nРасхождение');
    await form.getByTestId('registration-parameter-step').selectOption({ label: `${stepName} (Отключён)` });
    await form.getByTestId('registration-parameter-active').uncheck();
    await shown(page, 'registration-parameter-save').click();
    await expect(form.getByTestId('registration-parameter-code')).toContainText('уже');
    await expect(page).toHaveURL(/\/parameters\/create$/);
    expect(await seriousViolations(page)).toEqual([]);

    const code = `check_${tag}`;
    await fillField(page, 'registration-parameter-code', code);
    await shown(page, 'registration-parameter-save').click();
    await expect(page).toHaveURL(/\/registration-account\/parameters$/);
    await expect(shown(page, 'registration-parameters-table')).toHaveCount(1);
    const row = shown(page, 'registration-parameters-table').getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText('Список');
    await row.getByTestId('registration-parameter-open').click();
    await expect(page).toHaveURL(/\/parameters\/update\?id=\d+$/);
    // The update screen's own heading: while the page slides in, the list's is on show too.
    await expect(
      page.getByTestId('registration-parameter-update-screen').getByRole('heading', { level: 1 }),
    ).toContainText(`Итог сверки ${tag}`);
    await fillField(page, 'registration-parameter-label_ru', `Результат сверки ${tag}`);
    await shown(page, 'registration-parameter-save').click();
    await expect(page).toHaveURL(/\/registration-account\/parameters$/);
    await expect(shown(page, 'registration-parameters-table')).toHaveCount(1);
    await expect(row).toContainText(`Результат сверки ${tag}`);

    // A step counts its active parameters: this one is switched off.
    await page.goto('/registration-account/steps');
    await expect(stepRow).toContainText('Отключён');
    await expect(stepRow.getByRole('cell').nth(2)).toHaveText('0');
  },
);
