import { describe, expect, it } from 'vitest';
import { chatIdOf, queueLink, queueStatusOf, withQueueStatus } from './queue-params.ts';

const params = (search: string) => new URLSearchParams(search);

describe('the contact centre queue’s address', () => {
  it('filters by waiting or open only; any other ?status= shows every conversation', () => {
    expect(queueStatusOf(params('status=waiting'))).toBe('waiting');
    expect(queueStatusOf(params('chatId=3&status=open'))).toBe('open');
    for (const search of ['', 'status=', 'status=archived', 'status=Open', 'status=all']) {
      expect(queueStatusOf(params(search)), search).toBeUndefined();
    }
  });

  it('names a conversation by a positive whole ?chatId= only', () => {
    expect(chatIdOf(params('chatId=12&status=open'))).toBe(12);
    for (const search of ['', 'chatId=', 'chatId=0', 'chatId=-1', 'chatId=1.5', 'chatId=x']) {
      expect(chatIdOf(params(search)), search).toBeNull();
    }
  });

  it('sets the chosen filter and removes it for “all”, keeping the open conversation', () => {
    expect(withQueueStatus(params('chatId=12'), 'waiting').toString()).toBe('chatId=12&status=waiting');
    expect(withQueueStatus(params('chatId=12&status=waiting'), 'open').toString()).toBe(
      'chatId=12&status=open',
    );
    expect(withQueueStatus(params('chatId=12&status=open'), '').toString()).toBe('chatId=12');
  });

  it('does not change the address it was given', () => {
    const current = params('status=open');
    withQueueStatus(current, '');
    expect(current.toString()).toBe('status=open');
  });

  it('opens a conversation beside the queue with the filter kept, or beside the archive', () => {
    expect(queueLink(false, 7, 'waiting')).toBe('/chat-with-bank/details?chatId=7&status=waiting');
    expect(queueLink(false, 7, undefined)).toBe('/chat-with-bank/details?chatId=7');
    expect(queueLink(true, 9, undefined)).toBe('/chat-with-bank-archive/details?chatId=9');
  });
});
