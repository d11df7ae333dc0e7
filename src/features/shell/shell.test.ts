// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Announcement } from '../../../contracts/api/shell.ts';
import { activeAnnouncements } from './api/get-announcements.ts';
import { dayPart } from './greeting.ts';

describe('home greeting', () => {
  it('picks the part of the day', () => {
    expect(dayPart(5)).toBe('morning');
    expect(dayPart(11)).toBe('morning');
    expect(dayPart(12)).toBe('day');
    expect(dayPart(17)).toBe('day');
    expect(dayPart(18)).toBe('evening');
    expect(dayPart(22)).toBe('evening');
    expect(dayPart(23)).toBe('night');
    expect(dayPart(0)).toBe('night');
  });
});

describe('active announcements', () => {
  const a = (id: number, status: number, ru: string, en = '', uz = ''): Announcement => ({
    id,
    status,
    message_ru: ru,
    message_en: en,
    message_uz: uz,
  });

  it('shows only status 1, in the current language, falling back to ru', () => {
    const list = [
      a(1, 1, 'Привет', 'Hello'),
      a(2, 0, 'Скрыто', 'Hidden'),
      a(3, 1, 'Только по-русски'),
      a(4, 1, '  '),
    ];
    expect(activeAnnouncements(list, 'en')).toEqual([
      { id: 1, text: 'Hello' },
      { id: 3, text: 'Только по-русски' },
    ]);
    expect(activeAnnouncements(list, 'ru').map((x) => x.id)).toEqual([1, 3]);
  });
});
