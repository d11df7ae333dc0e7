import { describe, expect, it } from 'vitest';
import { TICKER_MESSAGE_MAX, type Ticker } from '../../../contracts/api/tickers.ts';
import { tickerProblems, tickerText } from './ticker-text.ts';

const ticker: Ticker = {
  id: 1,
  status: 1,
  message_ru: 'Банк работает до 18:00',
  message_en: 'The bank is open until 18:00',
  message_uz: 'Bank 18:00 gacha ishlaydi',
  created_at: '2026-11-21T10:00:00Z',
};

describe('tickers', () => {
  it('show the text in the reader’s language', () => {
    expect(tickerText(ticker, 'en')).toBe('The bank is open until 18:00');
    expect(tickerText(ticker, 'uz')).toBe('Bank 18:00 gacha ishlaydi');
  });

  it('accept a ticker with all three texts', () => {
    expect(tickerProblems(ticker)).toEqual({});
  });

  it('require every language and bound its length, field by field', () => {
    const problems = tickerProblems({
      status: 1,
      message_ru: '   ',
      message_en: 'x'.repeat(TICKER_MESSAGE_MAX + 1),
      message_uz: 'x'.repeat(TICKER_MESSAGE_MAX),
    });
    expect(Object.keys(problems).sort()).toEqual(['message_en', 'message_ru']);
    expect(problems.message_ru?.key).toBe('required');
    expect(problems.message_en?.key).toMatch(/length/);
  });
});
