// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CcChatRow } from '../../../../contracts/api/newchat.ts';
import en from '../../../../locales/en/centre.json';
import { initKitI18n } from '../../../ui/kit-test-i18n.ts';
import type { QueueStatus } from '../api/operator-chats.ts';
import { QueueList } from './queue-list.tsx';

const fake = vi.hoisted(() => ({
  list: undefined as CcChatRow[] | undefined,
  asked: [] as unknown[][],
}));
vi.mock('../api/operator-chats.ts', () => ({
  useOperatorChats: (...args: unknown[]) => {
    fake.asked.push(args);
    return { data: fake.list === undefined ? undefined : { data: { list: fake.list } } };
  },
}));

beforeAll(async () => {
  await initKitI18n('en');
  i18next.addResourceBundle('en', 'centre', en);
});
beforeEach(() => {
  fake.list = undefined;
  fake.asked = [];
});
afterEach(cleanup);

const row = (over: Partial<CcChatRow>): CcChatRow => ({
  chatId: 1,
  datetime: '2026-11-24T09:30:00',
  authorName: 'Ann Client',
  role: 'client',
  organizationName: 'Acme LLC',
  inn: '301234567',
  msg: 'Hello, my payment is late',
  clientFile: false,
  status: 'waiting',
  subject: null,
  unread: 0,
  ...over,
});

const show = (archived: boolean, status: QueueStatus | undefined, currentId: number | null = null) =>
  render(
    <MemoryRouter>
      <QueueList archived={archived} status={status} currentId={currentId} />
    </MemoryRouter>,
  );

describe('the contact centre’s queue', () => {
  it('asks for the queue or the archive with the chosen filter', () => {
    fake.list = [];
    show(false, 'open');
    show(true, undefined);
    expect(fake.asked).toEqual([
      [false, 'open', 1],
      [true, undefined, 1],
    ]);
  });

  it('tints each conversation by its status and links it with the filter kept', () => {
    fake.list = [row({ chatId: 4, status: 'open' }), row({ chatId: 5, status: 'waiting' })];
    show(false, 'open', 5);
    const links = screen.getAllByTestId('cc-queue-item');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/chat-with-bank/details?chatId=4&status=open',
      '/chat-with-bank/details?chatId=5&status=open',
    ]);
    expect(links.map((a) => a.className)).toEqual([
      'cb-chat-list__item cb-chat-list__item--open',
      'cb-chat-list__item cb-chat-list__item--waiting',
    ]);
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual([null, 'page']);
  });

  it('shows who wrote, the organisation’s TIN, the subject or last message, a file and unread answers', () => {
    fake.list = [
      row({ chatId: 4, unread: 2, clientFile: true, subject: 'Cards' }),
      row({ chatId: 5, organizationName: 'Beta JSC' }),
    ];
    show(false, undefined);
    const [first, second] = screen.getAllByTestId('cc-queue-item');
    const lines = (a: Element | undefined) =>
      [...(a?.querySelectorAll('.cb-chat-list__sub') ?? [])].map((s) => s.textContent);
    expect(lines(first)).toEqual([
      'Waiting · Ann Client · TIN 301234567',
      'Cards · with a file · 24.11.2026 09:30',
    ]);
    expect(lines(second)).toEqual([
      'Waiting · Ann Client · TIN 301234567',
      'Hello, my payment is late · 24.11.2026 09:30',
    ]);
    expect(first?.querySelector('.cb-badge')?.getAttribute('aria-label')).toBe('Unread: 2');
    expect(second?.querySelector('.cb-badge')).toBeNull();
    expect(second?.querySelector('.cb-chat-list__title')?.textContent).toBe('Beta JSC');
  });

  it('shows a bank staff user’s own chat by the author’s name and role, having no organisation', () => {
    fake.list = [
      row({ chatId: 6, authorName: 'Olim Admin', role: 'admin', organizationName: null, inn: null }),
    ];
    show(false, undefined);
    const item = screen.getByTestId('cc-queue-item');
    expect(item.querySelector('.cb-chat-list__title')?.textContent).toBe('Olim Admin');
    expect(item.querySelector('.cb-chat-list__sub')?.textContent).toBe(
      'Waiting · Bank staff · Internet banking administrator',
    );
  });

  it('links the archive’s conversations to the archive', () => {
    fake.list = [row({ chatId: 9, status: 'archived' })];
    show(true, undefined);
    expect(screen.getByTestId('cc-queue-item').getAttribute('href')).toBe(
      '/chat-with-bank-archive/details?chatId=9',
    );
  });

  it('says there are no chats, and shows placeholders before the first answer', () => {
    fake.list = [];
    show(false, 'waiting');
    expect(screen.getByText('No chats')).not.toBeNull();
    expect(screen.queryByTestId('cc-queue')).toBeNull();
    cleanup();
    fake.list = undefined;
    show(false, 'waiting');
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
  });
});
