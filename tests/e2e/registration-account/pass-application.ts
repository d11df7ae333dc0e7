import { expect, type Page } from '@playwright/test';

/**
 * The contact centre's part of an account opening (registration of accounts), on a page signed in
 * as contact_center: take the application, record the values the demo's steps require, complete
 * every step. Shared by the registration journey and the online order journey, whose order waits
 * for these steps before the bank's job opens the account.
 */
export async function passApplication(page: Page, id: number, check?: () => Promise<void>): Promise<void> {
  await page.goto(`/registration-account/${id}`);
  await expect(page.getByTestId('registration-status')).toHaveText('Новая');
  await page.getByTestId('registration-take').click();
  await expect(page.getByTestId('registration-note')).toHaveText('Заявка взята в работу.');
  await page.getByTestId('registration-data').click();
  await expect(page).toHaveURL(new RegExp(`/registration-account-data/${id}$`));
  const form = page.getByTestId('registration-data-form');
  await expect(form).toBeVisible();
  // A date the calendar has no such day of is refused under the field before anything is sent.
  await page.getByTestId('registration-input-director_passport').locator('input').fill('AB1234567');
  await page.getByTestId('registration-input-documents_checked').selectOption('true');
  await page.getByTestId('registration-input-call_date').locator('input').fill('20.11.2026');
  await page.getByTestId('registration-input-contact_phone').locator('input').fill('+998901112233');
  await page.getByTestId('registration-input-monthly_turnover').locator('input').fill('12,5');
  await page.getByTestId('registration-input-risk_level').selectOption('low');
  await page.getByTestId('registration-data-save').click();
  await expect(page.getByTestId('registration-input-monthly_turnover')).toContainText('Введите число');
  await page.getByTestId('registration-input-monthly_turnover').locator('input').fill('125000000');
  if (check) await check();
  await page.getByTestId('registration-data-save').click();
  await expect(page.getByTestId('registration-data-saved')).toHaveText('Данные сохранены.');
  await page.getByTestId('registration-data-back').click();
  await expect(page).toHaveURL(new RegExp(`/registration-account/${id}$`));
  await expect(page.getByTestId('registration-value-risk_level')).toHaveText('low');
  for (let step = 0; step < 3; step += 1) {
    const complete = page.getByTestId('registration-complete');
    await expect(complete).toBeVisible();
    const label = await complete.innerText();
    await complete.click();
    await expect(page.getByTestId('registration-note')).toHaveText(
      label.replace('Завершить шаг', 'Шаг').concat(' завершён.'),
    );
  }
  await expect(page.getByTestId('registration-complete')).toHaveCount(0);
}
