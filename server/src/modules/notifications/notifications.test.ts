import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationItem, NotificationsData } from '../../../../contracts/api/shell.ts';
import { createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let accountant: string;
let headOrg2: string;
beforeAll(async () => {
  h = await createHarness();
  accountant = await h.login('accountant');
  headOrg2 = await h.login('head_org2');
});
afterAll(() => h.close());

const list = async (token: string, lang: 'ru' | 'en' | 'uz' = 'ru') =>
  (await h.call<NotificationsData>('GET', 'notification/all', { token, lang })).body.data?.items ?? [];

describe('notifications', () => {
  it('lists what is for every organisation, the session’s organisation and the user, newest first', async () => {
    const items = await list(accountant);
    expect(items.map((i) => i.title)).toEqual([
      'Платёж отклонён банком',
      'Новые тарифы с 1 декабря',
      'Новый раздел «Уведомления»',
      'Выписка за октябрь готова',
      'Мобильное приложение для бизнеса',
    ]);
    expect(items.every((i) => !i.isRead)).toBe(true);
    // The system's notices are plain text; an admin's (seeded from /notification) rich text.
    expect(items.map((i) => i.format)).toEqual(['text', 'text', 'html', 'text', 'text']);
    expect((await list(accountant, 'uz'))[1]?.title).toBe('1-dekabrdan yangi tariflar');
  });

  it('shows another organisation its own notifications and not the first one’s', async () => {
    const titles = (await list(headOrg2, 'en')).map((i) => i.title);
    expect(titles).toContain('Your EDS key is about to expire');
    expect(titles).not.toContain('October statement is ready');
    expect(titles).not.toContain('Payment rejected by the bank');
  });

  it('answers 404 for a notification of another organisation, like a missing one', async () => {
    const org1Only = (await list(accountant)).find(
      (i) => i.title === 'Выписка за октябрь готова',
    ) as NotificationItem;
    const foreign = await h.call('GET', `notification/view/${org1Only.id}`, { token: headOrg2 });
    const missing = await h.call('GET', 'notification/view/999999', { token: headOrg2 });
    expect(foreign.http).toBe(404);
    expect(foreign.body).toEqual({ status: 'error', message: 'Не найдено.' });
    expect(missing.body).toEqual(foreign.body);
  });

  it('opens a notification and marks it read for that user only', async () => {
    const first = (await list(accountant))[1] as NotificationItem;
    const opened = await h.call<NotificationItem>('GET', `notification/view/${first.id}`, {
      token: accountant,
    });
    expect(opened.http).toBe(200);
    expect(opened.body.data).toMatchObject({ id: first.id, title: first.title, isRead: true });
    expect((await list(accountant)).find((i) => i.id === first.id)?.isRead).toBe(true);
    expect((await list(headOrg2)).find((i) => i.id === first.id)?.isRead).toBe(false);
    const again = await h.call('GET', `notification/view/${first.id}`, { token: accountant });
    expect(again.http).toBe(200);
  });

  it('refuses an id that is not a number', async () => {
    expect((await h.call('GET', 'notification/view/abc', { token: accountant })).http).toBe(400);
  });
});
