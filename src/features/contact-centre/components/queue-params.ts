import type { QueueStatus } from '../api/operator-chats.ts';

/** The queue's filter held in ?status=: waiting or open; anything else shows every conversation. */
export function queueStatusOf(params: URLSearchParams): QueueStatus | undefined {
  const value = params.get('status');
  return value === 'waiting' || value === 'open' ? value : undefined;
}

/** The conversation named by ?chatId=: a positive whole number, otherwise none. */
export function chatIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('chatId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The address after choosing a filter: ?status= set (or removed for "all"), the rest kept. */
export function withQueueStatus(params: URLSearchParams, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set('status', value);
  else next.delete('status');
  return next;
}

/** A conversation's details beside the list; the queue's filter goes along. */
export function queueLink(archived: boolean, chatId: number, status: QueueStatus | undefined): string {
  const base = archived ? '/chat-with-bank-archive/details' : '/chat-with-bank/details';
  return `${base}?chatId=${chatId}${status ? `&status=${status}` : ''}`;
}
