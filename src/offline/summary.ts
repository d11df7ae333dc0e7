/**
 * The words an outbox row shows to say what it is about (docs/architecture.md §4): the document's
 * number, its counterparty and its amount, "№ 12 · MChJ Orzu · 1 500.00 UZS". Areas pass their
 * fields when they queue an action; the text is sealed with the row (store.ts OutboxAction.summary).
 */
import { currentLanguage } from '../lib/i18n.ts';
import { formatMoney } from '../ui/format.ts';

export interface SummaryParts {
  readonly number?: unknown;
  readonly counterparty?: unknown;
  readonly amount?: unknown;
  readonly currency?: string | null;
}

/** `{ summary }` to spread into an OutboxAction, or nothing when no part is there. */
export function outboxSummary(parts: SummaryParts): { summary?: string } {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  const number = text(parts.number);
  const amount = text(parts.amount);
  const summary = [
    number === null ? null : `№ ${number}`,
    text(parts.counterparty),
    amount === null ? null : formatMoney(amount, parts.currency ?? null, currentLanguage()),
  ]
    .filter((part): part is string => part !== null)
    .join(' · ');
  return summary === '' ? {} : { summary };
}
