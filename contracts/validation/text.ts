/**
 * Text hygiene for everything a user or a partner sends us (docs/decisions.md "Security: hostile
 * input"). Two rules, applied by the server to every string of every request before the schemas
 * run, and usable by the client for display:
 *  - a NUL character is refused: PostgreSQL cannot store it, and no legitimate field holds one;
 *  - invisible format characters (Unicode category Cf) are removed: bidirectional overrides and
 *    isolates make `invoice\u202Egnp.pdf` read as "invoicefdp.png", zero-width spaces hide text in
 *    names and purposes. Kept: ZWNJ and ZWJ (U+200C, U+200D), which join letters and emoji.
 */

/** Every Cf character except ZWNJ (U+200C) and ZWJ (U+200D). */
const FORMAT_CHARACTERS = /(?![\u200C\u200D])\p{Cf}/gu;

export function stripFormatCharacters(text: string): string {
  return text.replace(FORMAT_CHARACTERS, '');
}

export function hasNul(text: string): boolean {
  return text.includes('\u0000');
}

/** Keys whose values are secrets or proofs: never rewritten (a changed password would not match). */
const VERBATIM_KEYS = /password|assertion|signature|challenge|token|secret/i;

export interface TextProblem {
  /** Dotted path of the field (`items.2.name`), as validation entries name attributes. */
  readonly attribute: string;
}

/**
 * A copy of `value` with format characters removed from every string (keys of `VERBATIM_KEYS`
 * aside), or the first field that holds a NUL. Walks iteratively: a hostile body nested thousands
 * deep costs no stack.
 */
export function cleanRequestText(value: unknown): { value: unknown } | { nul: TextProblem } {
  const root: { value: unknown } = { value };
  const stack: { holder: Record<string | number, unknown>; key: string | number; path: string[] }[] = [
    { holder: root as unknown as Record<string, unknown>, key: 'value', path: [] },
  ];
  while (stack.length > 0) {
    const { holder, key, path } = stack.pop()!;
    const item = holder[key];
    if (typeof item === 'string') {
      if (hasNul(item)) return { nul: { attribute: path.join('.') } };
      if (!VERBATIM_KEYS.test(String(path.at(-1) ?? ''))) holder[key] = stripFormatCharacters(item);
    } else if (Array.isArray(item)) {
      const copy = [...item];
      holder[key] = copy;
      copy.forEach((_, i) =>
        stack.push({
          holder: copy as unknown as Record<number, unknown>,
          key: i,
          path: [...path, String(i)],
        }),
      );
    } else if (typeof item === 'object' && item !== null) {
      const copy: Record<string, unknown> = { ...(item as Record<string, unknown>) };
      holder[key] = copy;
      for (const name of Object.keys(copy)) stack.push({ holder: copy, key: name, path: [...path, name] });
    }
  }
  return { value: root.value };
}
