import { describe, expect, it } from 'vitest';
import { isStatus, linkTo } from './chat-list-params.ts';

describe('the bot console’s list links', () => {
  it('keep the list’s status and page on the row’s address', () => {
    expect(linkTo('/tgb-chats/7', new URLSearchParams('status=active&page=3'))).toBe(
      '/tgb-chats/7?status=active&page=3',
    );
  });

  it('let the row’s own parameters win and add nothing when there is nothing to keep', () => {
    expect(linkTo('/tgb-chat-appeals/details?id=5&page=1', new URLSearchParams('page=4'))).toBe(
      '/tgb-chat-appeals/details?page=1&id=5',
    );
    expect(linkTo('/tgb-chats/7', new URLSearchParams())).toBe('/tgb-chats/7');
  });

  it('know the appeal statuses only', () => {
    expect(isStatus('Ready')).toBe(true);
    expect(isStatus('close')).toBe(true);
    expect(isStatus('ready')).toBe(false);
    expect(isStatus(null)).toBe(false);
  });
});
