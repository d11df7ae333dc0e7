import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startFakeBotApi, type FakeBotApi } from '../../../server/src/modules/tgb/fake-bot-api.ts';
import { DEMO_PASSWORD, clickSettled, clickUntilAt, signInHome } from '../support.ts';

/*
 * The chat journeys on a tablet (the primary design: list and conversation side by side), against
 * the real server with a fake Telegram Bot API on loopback (playwright.config.ts points
 * TGB_API_BASE at it). Service workers are blocked so the offline test sees every call.
 */
test.use({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

const PORT = Number(process.env.E2E_PORT ?? 8099);
const BOT_TOKEN = 'e2e-bot-token';
const SECRET = 'e2e-webhook-secret';
const PDF = Buffer.from('%PDF-1.4\n%e2e\n');

// Only the appeal journey talks to the bot; it starts the fake Bot API on the one port the server
// is told (playwright.config.ts), so parallel workers never both listen on it.
let bot: FakeBotApi | undefined;

test.afterEach(async () => {
  await bot?.close();
  bot = undefined;
});

function tagOf(): string {
  return `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const captcha = (await (await request.get('/api/v2/security/login')).json()) as {
    data: { captchaId: string };
  };
  const answer = await request.post('/api/v2/security/login', {
    data: { username, password: DEMO_PASSWORD, code: '00000', captchaId: captcha.data.captchaId },
  });
  return ((await answer.json()) as { data: { accessToken: string } }).data.accessToken;
}

let updateId = 1;
async function telegram(request: APIRequestContext, chatId: number, message: Record<string, unknown>) {
  const response = await request.post('/tgb/api/webhook', {
    headers: { 'X-Telegram-Bot-Api-Secret-Token': SECRET },
    data: {
      update_id: updateId++,
      message: {
        message_id: updateId,
        date: 1,
        chat: { id: chatId, type: 'private' },
        from: { id: chatId, first_name: 'E2E' },
        ...message,
      },
    },
  });
  expect(response.status()).toBe(200);
}

/** In-app navigation from the drawer (always open at this width). */
async function openMenuEntry(page: Page, path: string): Promise<void> {
  const link = page.getByTestId('side-menu').locator(`[data-path="${path}"]`);
  await clickUntilAt(page, link, new RegExp(`${path}(\\?|$)`));
}

test(
  'an appeal from the bot is started, answered with text and a file, closed and archived',
  { tag: '@desktop-only' },
  async ({ page, request }) => {
    const api = await startFakeBotApi(BOT_TOKEN, PORT + 10_002);
    bot = api;
    const tag = tagOf();
    const chatId = 900_000 + Math.floor(Math.random() * 99_999);
    await telegram(request, chatId, { text: '/start' });
    await telegram(request, chatId, { text: 'Русский' });
    await telegram(request, chatId, { text: '📝 Платежи' });
    await telegram(request, chatId, { text: `Где платёж ${tag}?` });

    await signInHome(page, 'msb_user');
    await openMenuEntry(page, '/tgb-chats');
    const item = page.getByTestId('tgb-chat-item').filter({ hasText: tag });
    await item.click();
    const chat = page.getByTestId('tgb-conversation');
    await expect(chat).toHaveAttribute('data-status', 'Ready');
    await expect(page.getByTestId('tgb-chat-title')).toContainText(tag);
    await expect(page.getByTestId('tgb-chat-client')).toHaveText('E2E');
    // Tablet: the list stays beside the conversation, which takes the rest; Send is on screen.
    await expect(page.getByTestId('tgb-chat-list').filter({ visible: true })).toBeVisible();
    const conversation = await chat.boundingBox();
    expect(conversation?.width ?? 0).toBeGreaterThan(350);

    await page.getByTestId('tgb-start').click();
    await expect(chat).toHaveAttribute('data-status', 'active');
    await expect(page.getByTestId('tgb-composer-send')).toBeInViewport();

    await page.getByTestId('tgb-composer-send').click();
    await expect(page.getByTestId('tgb-composer').getByRole('alert')).toBeVisible();
    await page.getByTestId('tgb-composer-text').fill(`  Ответ ${tag}  `);
    await page.getByTestId('tgb-composer-send').click();
    await expect(page.getByTestId('chat-bubble').filter({ hasText: `Ответ ${tag}` })).toBeVisible();
    await expect
      .poll(() =>
        api.calls.some((c) => c.method === 'sendMessage' && c.body.includes(`"text":"Ответ ${tag}"`)),
      )
      .toBe(true);

    await page
      .getByTestId('tgb-composer-file')
      .setInputFiles({ name: `справка-${tag}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByTestId('tgb-composer-chip')).toContainText(tag);
    await page.getByTestId('tgb-composer-send').click();
    await expect(page.getByTestId('chat-file').filter({ hasText: tag })).toBeVisible();
    await expect
      .poll(() => api.calls.some((c) => c.method === 'sendDocument' && c.body.includes('%PDF-1.4')))
      .toBe(true);

    await page.getByTestId('tgb-close').click();
    await page.getByTestId('tgb-close-confirm').click();
    await expect(page.getByTestId('tgb-close-reason')).toContainText('Заполните поле.');
    await page.getByTestId('tgb-close-reason').locator('textarea').fill('Вопрос решён');
    await page.getByTestId('tgb-close-confirm').click();
    await expect(page).toHaveURL(/\/tgb-chats(\?|$)/);

    await openMenuEntry(page, '/tgb-chat-appeals');
    await clickSettled(page.getByTestId('tgb-archive-link'));
    await expect(page).toHaveURL(/\/tgb-chat-appeals\/archive/);
    // The all-appeals page stays mounted (hidden) with a link to the same chat: take the archive's.
    await clickSettled(
      page.locator('[data-testid="tgb-chat-item"][href*="from=archive"]').filter({ hasText: tag }),
    );
    const history = page.getByTestId('tgb-conversation').filter({ visible: true });
    await expect(history).toHaveAttribute('data-status', 'close');
    await expect(history.getByTestId('tgb-reason')).toContainText('Вопрос решён');
  },
);

test(
  'the contact centre answers a client and ends the chat with a subject',
  { tag: '@desktop-only' },
  async ({ page, request }) => {
    const tag = tagOf();
    const client = await tokenOf(request, 'accountant');
    const created = await request.post('/newchat/chat/create', {
      headers: { Authorization: `Bearer ${client}`, 'Idempotency-Key': crypto.randomUUID() },
      data: { message: `Вопрос ${tag}` },
    });
    const chatId = ((await created.json()) as { data: { chatId: number } }).data.chatId;

    await signInHome(page, 'contact_center');
    await openMenuEntry(page, '/chat-with-bank');
    // Ionic keeps the list page in the DOM under the details page: only the shown one counts.
    const row = page.locator(`[data-testid="cc-queue-item"][data-id="${chatId}"]`).filter({ visible: true });
    await expect(row).toHaveAttribute('data-status', 'waiting');
    await row.click();
    await expect(page.getByTestId('chat-bubble').filter({ hasText: `Вопрос ${tag}` })).toBeVisible();
    await page.getByTestId('cc-composer-text').fill(`Ответ ${tag}`);
    await page.getByTestId('cc-composer-send').click();
    await expect(page.getByTestId('chat-bubble').filter({ hasText: `Ответ ${tag}` })).toBeVisible();
    await expect(row).toHaveAttribute('data-status', 'open');

    await page.getByTestId('cc-end').click();
    await page.getByTestId('cc-end-confirm').click();
    await expect(page.getByTestId('cc-end-subject')).toContainText('Заполните поле.');
    await page.getByTestId('cc-end-subject').locator('input').fill(`Тема ${tag}`);
    await page.getByTestId('cc-end-confirm').click();
    await expect(page).toHaveURL(/\/chat-with-bank$/);
    await expect(row).toHaveCount(0);

    await openMenuEntry(page, '/chat-with-bank-archive');
    await row.click();
    await expect(page.getByTestId('cc-conversation')).toHaveAttribute('data-status', 'archived');
    await expect(page.getByTestId('cc-composer')).toHaveCount(0);

    // The chat report counts the ended conversation under its subject.
    await openMenuEntry(page, '/chat-reports');
    await expect(page.getByTestId('chat-report')).toContainText(`Тема ${tag}`);
  },
);

test(
  'a client message typed offline is shown pending and arrives once after reconnecting',
  { tag: '@desktop-only' },
  async ({ page, request }) => {
    const tag = tagOf();
    const client = await tokenOf(request, 'accountant');
    const created = await request.post('/newchat/chat/create', {
      headers: { Authorization: `Bearer ${client}`, 'Idempotency-Key': crypto.randomUUID() },
      data: { message: `Начало ${tag}` },
    });
    const chatId = ((await created.json()) as { data: { chatId: number } }).data.chatId;
    const messagesWith = async (text: string) => {
      const answer = await request.get(`/newchat/chat/messages/${chatId}`, {
        headers: { Authorization: `Bearer ${client}` },
      });
      const body = (await answer.json()) as { data: { messages: { msg: string }[] } };
      return body.data.messages.filter((m) => m.msg === text).length;
    };

    await signInHome(page, 'accountant');
    await openMenuEntry(page, '/chat');
    await page
      .getByTestId('my-chat-item')
      .filter({ hasText: `Начало ${tag}` })
      .click();
    await expect(page.getByTestId('chat-bubble').filter({ hasText: `Начало ${tag}` })).toBeVisible();

    await page.context().setOffline(true);
    const text = `Офлайн ${tag}`;
    await page.getByTestId('cc-composer-text').fill(text);
    await page.getByTestId('cc-composer-send').click();
    const pending = page
      .locator('[data-testid="chat-bubble"][data-pending="true"]')
      .filter({ hasText: text });
    await expect(pending).toBeVisible();
    // The conversation stays readable offline.
    await expect(page.getByTestId('chat-bubble').filter({ hasText: `Начало ${tag}` })).toBeVisible();
    expect(await messagesWith(text)).toBe(0);

    await page.context().setOffline(false);
    await expect(pending).toHaveCount(0);
    await expect(page.getByTestId('chat-bubble').filter({ hasText: text })).toHaveCount(1);
    expect(await messagesWith(text)).toBe(1);
  },
);
