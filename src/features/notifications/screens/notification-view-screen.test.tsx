// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationItem } from '../../../../contracts/api/shell.ts';
import en from '../../../../locales/en/notifications.json';
import { formatDateTime } from '../../../lib/dates.ts';
import { initKitI18n } from '../../../ui/kit-test-i18n.ts';
import { NotificationViewScreen } from './notification-view-screen.tsx';

interface Answer {
  data?: NotificationItem;
  isPending: boolean;
  isError: boolean;
}
const fake = vi.hoisted(() => ({
  answer: { isPending: true, isError: false } as Answer,
  asked: [] as string[],
}));
vi.mock('../api/get-notification.ts', () => ({
  useNotification: (id: string) => {
    fake.asked.push(id);
    return fake.answer;
  },
}));

beforeAll(async () => {
  await initKitI18n('en');
  i18next.addResourceBundle('en', 'notifications', en);
});
beforeEach(() => {
  fake.answer = { isPending: true, isError: false };
  fake.asked = [];
});
afterEach(cleanup);

const notice: NotificationItem = {
  id: 42,
  title: 'New tariffs from December',
  body: 'Dear client,\n<b>the tariffs</b> change. <img src=x onerror="alert(1)">',
  format: 'text',
  createdAt: '2026-11-24T09:05:00',
  isRead: false,
};

const open = (path = '/notifications/view/42') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/notifications/view/:id" element={<NotificationViewScreen />} />
      </Routes>
    </MemoryRouter>,
  );

describe('a notification’s page', () => {
  it('asks for the notification named in the address', () => {
    open('/notifications/view/42');
    expect(fake.asked).toContain('42');
  });

  it('shows its title, when it was sent and its text', () => {
    fake.answer = { data: notice, isPending: false, isError: false };
    const { container } = open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('New tariffs from December');
    const time = container.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2026-11-24T09:05:00');
    expect(time?.textContent).toBe(formatDateTime('2026-11-24T09:05:00'));
    expect(container.querySelector('.cb-notice-body')?.textContent).toBe(notice.body);
  });

  it('shows markup in the text as text, never as HTML', () => {
    fake.answer = { data: notice, isPending: false, isError: false };
    const { container } = open();
    const body = container.querySelector('.cb-notice-body');
    expect(body?.querySelector('b')).toBeNull();
    expect(body?.querySelector('img')).toBeNull();
    expect(body?.textContent).toContain('<b>the tariffs</b>');
  });

  it('shows an admin’s rich text as sanitised HTML: markup kept, scripts and handlers gone', () => {
    fake.answer = {
      data: { ...notice, format: 'html', body: '<p>New <b>tariffs</b><img src=x onerror="alert(1)"></p>' },
      isPending: false,
      isError: false,
    };
    const { container } = open();
    const body = container.querySelector('.cb-notice-body');
    expect(body?.querySelector('b')?.textContent).toBe('tariffs');
    expect(body?.querySelector('img')).toBeNull();
    expect(body?.innerHTML).not.toContain('onerror');
  });

  it('says it was not found when it cannot be read', () => {
    fake.answer = { isPending: false, isError: true };
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Notification');
    expect(screen.getByRole('status').textContent).toBe('Notification not found.');
  });

  it('shows placeholders while it loads, and always the way home', () => {
    open();
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
  });
});
