/** The currency transaction code form's own checks, the same rules as the server's schema. */
import {
  CTC_NAME_MAX,
  CTC_PATTERN,
  type CtcBody,
} from '../../../contracts/api/currency-transaction-codes.ts';

export const CTC_NAME_FIELDS = ['name_ru', 'name_en', 'name_uz'] as const;
export type CtcField = 'code' | (typeof CTC_NAME_FIELDS)[number];

export function ctcProblems(body: CtcBody): Partial<Record<CtcField, true>> {
  const problems: Partial<Record<CtcField, true>> = {};
  if (!CTC_PATTERN.test(body.code.trim())) problems.code = true;
  for (const field of CTC_NAME_FIELDS) {
    const text = body[field].trim();
    if (text.length === 0 || text.length > CTC_NAME_MAX) problems[field] = true;
  }
  return problems;
}
