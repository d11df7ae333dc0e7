import { expect, test } from '@playwright/test';
import { clickSettled, openMenu, shown, signInHome } from '../support.ts';

/*
 * The chat with the bank for a bank staff user (spec 3 §2.3: any role; docs/decisions.md, Chats):
 * `admin` opens /chat from the menu's messages group, starts a chat and sees it listed; the contact
 * centre sees it by the author's name and role (it has no organisation) and answers it. Server
 * rules, so once, on the phone.
 */
test(
  'a staff user starts a chat with the bank and the contact centre sees it with the author',
  { tag: '@phone-only' },
  async ({ page, browser }, testInfo) => {
    const tag = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

    await signInHome(page, 'admin');
    // The top bar's call-order button stays with client roles (spec 1 §2.5): the menu opens the chat.
    await expect(page.getByTestId('call-order')).toHaveCount(0);
    await openMenu(page);
    await clickSettled(page.getByTestId('side-menu').locator('[data-path="/chat"]'));
    await expect(page).toHaveURL(/\/chat$/);
    await clickSettled(page.getByTestId('chat-new'));
    await expect(page).toHaveURL(/\/chat\/create$/);
    await shown(page, 'chat-create-text').fill(`Вопрос сотрудника ${tag}`);
    await shown(page, 'chat-create-send').click();
    await expect(page).toHaveURL(/\/chat$/);
    const mine = shown(page, 'my-chat-item').filter({ hasText: tag });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('В ожидании');

    // The contact centre, on its own phone: the row names the staff user instead of an organisation.
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: testInfo.project.use.viewport,
      isMobile: testInfo.project.use.isMobile,
      hasTouch: testInfo.project.use.hasTouch,
      locale: 'ru-RU',
      serviceWorkers: 'block',
    });
    try {
      const cc = await context.newPage();
      await signInHome(cc, 'contact_center');
      await openMenu(cc);
      await clickSettled(cc.getByTestId('side-menu').locator('[data-path="/chat-with-bank"]'));
      const row = shown(cc, 'cc-queue-item').filter({ hasText: tag });
      await expect(row).toHaveAttribute('data-status', 'waiting');
      await expect(row.locator('.cb-chat-list__title')).toHaveText('Xolmatov Rustam Erkinovich');
      await expect(row).toContainText('Сотрудник банка · Администратор ДБО');
      await row.click();
      await expect(shown(cc, 'chat-bubble').filter({ hasText: tag })).toBeVisible();
      await shown(cc, 'cc-composer-text').fill(`Ответ ${tag}`);
      await shown(cc, 'cc-composer-send').click();
      // The delivered answer (its "waiting to send" copy leaves with the outbox's next update).
      await expect(
        cc.locator('[data-testid="chat-bubble"]:not([data-pending])').filter({ hasText: `Ответ ${tag}` }),
      ).toBeVisible();
    } finally {
      await context.close();
    }

    // The staff user reads the answer in their chat.
    await clickSettled(mine);
    await expect(shown(page, 'chat-bubble').filter({ hasText: `Ответ ${tag}` })).toBeVisible();
  },
);
