import { describe, expect, it } from 'vitest';
import { inAppUrl, noteFromPush, windowForClick } from './push.ts';

const ORIGIN = 'https://bank.example';

describe('inAppUrl', () => {
  it('opens in-app paths and same-origin URLs', () => {
    expect(inAppUrl('/uzs-payments/detail/42', ORIGIN)).toBe('https://bank.example/uzs-payments/detail/42');
    expect(inAppUrl('/chat/detail?chatId=3', ORIGIN)).toBe('https://bank.example/chat/detail?chatId=3');
    expect(inAppUrl('https://bank.example/activate', ORIGIN)).toBe('https://bank.example/activate');
  });

  it('never opens another site', () => {
    for (const link of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'data:text/html,hi',
      'relative/path',
      '',
      42,
      undefined,
    ]) {
      expect(inAppUrl(link, ORIGIN)).toBe('https://bank.example/');
    }
  });
});

describe('noteFromPush', () => {
  it('reads the data of an FCM v1 message', () => {
    const payload = {
      data: { title: 'Платёж ждёт вашей подписи', body: '№501', link: '/uzs-payments/detail/7', tag: 't7' },
      from: '1234',
      fcmMessageId: 'abc',
    };
    expect(noteFromPush(payload, ORIGIN)).toEqual({
      title: 'Платёж ждёт вашей подписи',
      body: '№501',
      url: 'https://bank.example/uzs-payments/detail/7',
      tag: 't7',
    });
  });

  it('falls back to the notification block and to a plain title', () => {
    expect(noteFromPush({ notification: { title: 'T', body: 'B', click_action: '/chat' } }, ORIGIN)).toEqual({
      title: 'T',
      body: 'B',
      url: 'https://bank.example/chat',
      tag: undefined,
    });
    expect(noteFromPush(null, ORIGIN)).toEqual({
      title: 'CorpBank',
      body: '',
      url: 'https://bank.example/',
      tag: undefined,
    });
  });
});

describe('windowForClick', () => {
  it('prefers the focused app window, ignores other origins, else none', () => {
    const a = { url: 'https://bank.example/home', focused: false };
    const b = { url: 'https://bank.example/chat', focused: true };
    const other = { url: 'https://evil.example/', focused: true };
    expect(windowForClick([a, b, other], ORIGIN)).toBe(b);
    expect(windowForClick([other, a], ORIGIN)).toBe(a);
    expect(windowForClick([other], ORIGIN)).toBeUndefined();
  });
});
