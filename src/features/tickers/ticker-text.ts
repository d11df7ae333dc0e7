import type { Ticker } from '../../../contracts/api/tickers.ts';
import type { Language } from '../../../contracts/envelope.ts';

export const TICKER_LANGUAGES: readonly Language[] = ['ru', 'en', 'uz'];

/** The ticker's text in the reader's language (all three are required, so none is blank). */
export function tickerText(ticker: Ticker, language: Language): string {
  return ticker[`message_${language}`];
}
