import { describe, expect, it } from 'vitest';
import { chatIdOf } from './chat-params.ts';

const idIn = (search: string) => chatIdOf(new URLSearchParams(search));

describe('the conversation named in the address', () => {
  it('is the positive whole number of ?chatId=', () => {
    expect(idIn('chatId=42')).toBe(42);
    expect(idIn('page=2&chatId=7')).toBe(7);
  });

  it('is none when missing, empty, zero, negative, fractional or not a number', () => {
    for (const search of ['', 'chatId=', 'chatId=0', 'chatId=-3', 'chatId=2.5', 'chatId=abc', 'id=5']) {
      expect(idIn(search), search).toBeNull();
    }
  });
});
