/**
 * The content a signature covers, taken from the row the user sees (contracts/payments/digest.ts),
 * and the difference between what was signed and what the server holds now (412 review).
 */
import type { UzsPaymentRow } from '../../../contracts/api/uzs-payment.ts';
import { SIGNED_FIELDS, type SignableContent, type SignedField } from '../../../contracts/payments/digest.ts';

export function signableOf(row: SignableContent): SignableContent {
  return Object.fromEntries(SIGNED_FIELDS.map((f) => [f, row[f]])) as unknown as SignableContent;
}

export interface FieldChange {
  readonly field: SignedField;
  readonly signed: string;
  readonly current: string;
}

const shown = (value: string | number | boolean | null): string => (value === null ? '' : String(value));

/** The signed fields that differ between the signed content and the current row. */
export function changesOf(signed: SignableContent, current: SignableContent): FieldChange[] {
  return SIGNED_FIELDS.filter((f) => shown(signed[f]) !== shown(current[f])).map((field) => ({
    field,
    signed: shown(signed[field]),
    current: shown(current[field]),
  }));
}

export function sortedIds(rows: readonly Pick<UzsPaymentRow, 'id'>[]): number[] {
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
