import { describe, expect, it } from 'vitest';
import { cellText } from './section-columns.tsx';

describe('EISVO cell text', () => {
  it('formats money exactly, dates as dd.mm.yyyy and wall times without shifting them', () => {
    expect(cellText('1845000.05', true, 'en')).toBe('1,845,000.05');
    expect(cellText('2026-02-14', false, 'ru')).toBe('14.02.2026');
    expect(cellText('2026-02-14 23:59:00', false, 'ru')).toBe('14.02.2026 23:59');
    expect(cellText('TTI-DE-2026/07', false, 'ru')).toBe('TTI-DE-2026/07');
    expect(cellText(null, true, 'ru')).toBe('');
  });
});
