import { TICKER_MESSAGE_MAX, type Ticker, type TickerBody } from '../../../contracts/api/tickers.ts';
import type { Language } from '../../../contracts/envelope.ts';
import { maxLength, required, validate } from '../../../contracts/validation/generic.ts';
import type { ValidationMessage } from '../../../contracts/validation/messages.ts';

export const TICKER_LANGUAGES: readonly Language[] = ['ru', 'en', 'uz'];

/** The ticker's text in the reader's language (all three are required, so none is blank). */
export function tickerText(ticker: Ticker, language: Language): string {
  return ticker[`message_${language}`];
}

export type MessageField = `message_${(typeof TICKER_LANGUAGES)[number]}`;
export const MESSAGE_FIELDS = TICKER_LANGUAGES.map((l) => `message_${l}` as MessageField);
const messageRules = [required, maxLength(TICKER_MESSAGE_MAX)];

/** The form's problems per text field: each language is required and at most TICKER_MESSAGE_MAX long (the server's rules). */
export function tickerProblems(body: TickerBody): Partial<Record<MessageField, ValidationMessage>> {
  const problems: Partial<Record<MessageField, ValidationMessage>> = {};
  for (const field of MESSAGE_FIELDS) {
    const problem = validate(body[field], messageRules);
    if (problem) problems[field] = problem;
  }
  return problems;
}
