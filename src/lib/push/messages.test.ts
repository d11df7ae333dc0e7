import { describe, expect, it } from 'vitest';
import { inAppPath } from './messages.ts';

describe('inAppPath', () => {
  it('keeps same-origin paths and drops other sites', () => {
    const origin = 'https://bank.example';
    expect(inAppPath('https://bank.example/uzs-payments/detail/9', origin)).toBe('/uzs-payments/detail/9');
    expect(inAppPath('https://bank.example/chat/detail?chatId=2', origin)).toBe('/chat/detail?chatId=2');
    expect(inAppPath('https://evil.example/x', origin)).toBeNull();
    expect(inAppPath(7, origin)).toBeNull();
  });
});
