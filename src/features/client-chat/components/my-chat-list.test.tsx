// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CcChatRow, CcCreateBody } from '../../../../contracts/api/newchat.ts';
import en from '../../../../locales/en/chat.json';
import type { PendingAction } from '../../../offline/pending.ts';
import { initKitI18n } from '../../../ui/kit-test-i18n.ts';
import { MyChatList } from './my-chat-list.tsx';

interface ListAnswer {
  data: { data: { list: CcChatRow[] }; asOf: number | null } | undefined;
}
const fake = vi.hoisted(() => ({
  chats: { data: undefined } as ListAnswer,
  waiting: [] as PendingAction<CcCreateBody>[],
  asked: [] as unknown[][],
}));

vi.mock('../api/my-chats.ts', () => ({
  CHAT_CREATE_KIND: 'chatCreate',
  NEW_CHATS: 'cc-new',
  useMyChats: (...args: unknown[]) => {
    fake.asked.push(args);
    return fake.chats;
  },
}));
vi.mock('../../../offline/pending.ts', () => ({ usePendingActions: () => fake.waiting }));

beforeAll(async () => {
  await initKitI18n('en');
  i18next.addResourceBundle('en', 'chat', en);
});
beforeEach(() => {
  fake.chats = { data: undefined };
  fake.waiting = [];
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
  status: 'open',
  subject: null,
  unread: 0,
  ...over,
});
const rows = (list: CcChatRow[], stale = false) => ({
  data: { data: { list }, asOf: stale ? Date.parse('2026-11-24T10:00:00') : null },
});
const pending = (id: string, body: CcCreateBody): PendingAction<CcCreateBody> => ({
  id,
  state: 'pending',
  createdAt: 0,
  body,
});

const show = (archived: boolean, currentId: number | null = null) =>
  render(
    <MemoryRouter>
      <MyChatList archived={archived} currentId={currentId} />
    </MemoryRouter>,
  );

describe('the client’s list of conversations', () => {
  it('links each conversation to its details, titled by its subject or else its last message', () => {
    fake.chats = rows([
      row({ chatId: 5, subject: 'Late payment', unread: 2 }),
      row({ chatId: 6, status: 'waiting' }),
    ]);
    show(false, 6);
    const links = screen.getAllByTestId('my-chat-item');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/chat/detail?chatId=5',
      '/chat/detail?chatId=6',
    ]);
    expect(links.map((a) => a.querySelector('.cb-chat-list__title')?.textContent)).toEqual([
      'Late payment',
      'Hello, my payment is late',
    ]);
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual([null, 'page']);
    expect(links[1]?.textContent).toContain('Waiting · 24.11.2026');
    expect(fake.asked[0]).toEqual([false, 1]);
  });

  it('counts unread answers only where there are some', () => {
    fake.chats = rows([row({ chatId: 5, unread: 3 }), row({ chatId: 6, unread: 0 })]);
    show(false);
    const badges = screen.getAllByTestId('my-chat-unread');
    expect(badges.map((b) => [b.textContent, b.getAttribute('aria-label')])).toEqual([['3', 'Unread: 3']]);
  });

  it('lists new conversations still in the outbox first, as waiting to be sent', () => {
    fake.chats = rows([row({ chatId: 5 })]);
    fake.waiting = [
      pending('a', { message: 'Typed offline' }),
      pending('b', { message: '', file: { name: 'invoice.pdf', content: 'JVBERi0=' } }),
    ];
    show(false);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-testid'))).toEqual([
      'my-chat-pending',
      'my-chat-pending',
      null,
    ]);
    expect(screen.getAllByTestId('my-chat-pending').map((li) => li.textContent)).toEqual([
      'Typed offlinewaiting to be sent',
      'invoice.pdfwaiting to be sent',
    ]);
  });

  it('shows a waiting new conversation even when the server has none yet', () => {
    fake.chats = rows([]);
    fake.waiting = [pending('a', { message: 'Typed offline' })];
    show(false);
    expect(screen.queryByText('No conversations')).toBeNull();
    expect(screen.getAllByTestId('my-chat-pending')).toHaveLength(1);
  });

  it('in the archive links to the archive and never shows the outbox', () => {
    fake.chats = rows([row({ chatId: 9, status: 'archived', subject: 'Cards' })]);
    fake.waiting = [pending('a', { message: 'Typed offline' })];
    show(true);
    expect(screen.queryByTestId('my-chat-pending')).toBeNull();
    expect(screen.getByTestId('my-chat-item').getAttribute('href')).toBe('/chat-archive?chatId=9');
    expect(fake.asked[0]).toEqual([true, 1]);
    cleanup();
    fake.chats = rows([]);
    show(true);
    expect(screen.getByText('No conversations')).not.toBeNull();
  });

  it('says when the list is the copy kept offline, and waits with placeholders before any answer', () => {
    fake.chats = rows([row({})], true);
    show(false);
    expect(screen.getByText('as of 24.11.2026 10:00')).not.toBeNull();
    cleanup();
    fake.chats = { data: undefined };
    show(false);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
