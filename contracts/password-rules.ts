/**
 * Password rules of spec 1 §5, checked by the server on change and shown as hints by the client.
 * The server sends the rule ids (security/password-rules); texts live in the locales.
 */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_RULES = [
  'minLength',
  'notDigitsOnly',
  'notSimple',
  'threeKinds',
  'notDigitsThenLetters',
] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

function kindsOf(password: string): number {
  const kinds = [/[a-zа-яёўқғҳ]/u, /[A-ZА-ЯЁЎҚҒҲ]/u, /\d/, /[^\p{L}\d]/u];
  return kinds.filter((k) => k.test(password)).length;
}

/** Returns the rules the password breaks; empty when it is acceptable. */
export function brokenPasswordRules(password: string, username: string): PasswordRule[] {
  const broken: PasswordRule[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) broken.push('minLength');
  if (/^\d+$/.test(password)) broken.push('notDigitsOnly');
  const lower = password.toLowerCase();
  const login = username.toLowerCase();
  const simple = /^(.)\1+$/.test(password) || /^(?:0?123456789?|qwerty|password|парол)/i.test(lower);
  if (simple || (login.length > 0 && lower.includes(login))) broken.push('notSimple');
  if (kindsOf(password) < 3) broken.push('threeKinds');
  if (/^\d+.*\p{L}$/u.test(password)) broken.push('notDigitsThenLetters');
  return broken;
}
