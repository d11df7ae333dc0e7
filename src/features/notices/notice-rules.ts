/** The notice forms' own checks, the same as the server's schema, run before sending. */
import { NOTICE_BODY_MAX, NOTICE_TITLE_MAX } from '../../../contracts/api/notices.ts';
import { maxLength, required, validate } from '../../../contracts/validation/generic.ts';
import type { ValidationMessage } from '../../../contracts/validation/messages.ts';

export const titleRules = [required, maxLength(NOTICE_TITLE_MAX)];
export const bodyRules = [required, maxLength(NOTICE_BODY_MAX)];

export function problemsOf(
  values: Readonly<Record<string, string>>,
  rules: Readonly<Record<string, typeof titleRules>>,
): Record<string, ValidationMessage> {
  const problems: Record<string, ValidationMessage> = {};
  for (const [field, fieldRules] of Object.entries(rules)) {
    const problem = validate(values[field] ?? '', fieldRules);
    if (problem) problems[field] = problem;
  }
  return problems;
}
