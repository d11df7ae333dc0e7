import type { PasswordRulesData } from '../../../contracts/api/security.ts';
import { brokenPasswordRules, type PasswordRule } from '../../../contracts/password-rules.ts';

export interface PasswordHint {
  readonly rule: PasswordRule;
  readonly met: boolean;
}

/** The server's rules (in its order), each marked met or not for the typed password (spec 1 §5). */
export function passwordHints(rules: PasswordRulesData, password: string, username: string): PasswordHint[] {
  const broken = new Set(brokenPasswordRules(password, username));
  return rules.rules.map((rule) => ({ rule, met: password !== '' && !broken.has(rule) }));
}
