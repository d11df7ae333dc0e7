/**
 * Uzbek Latin spelling of the apostrophes (docs/decisions.md "Uzbek apostrophes"): oʻ and gʻ take
 * U+02BB (ʻ), the tutuq belgisi (maʼlumot, eʼlon) takes U+02BC (ʼ); never the ASCII ' or the quotes
 * ‘ ’, which screen readers and search treat as punctuation.
 */
const STRAY = /[A-Za-z]['‘’`][A-Za-z]/g;
const TURNED_AFTER_OTHER = /[A-FH-NP-Za-fh-np-z]ʻ[A-Za-z]/g;
const MODIFIER_AFTER_O_G = /[oOgG]ʼ[A-Za-z]/g;
/** oʻ/gʻ ending a word or an abbreviation (mablagʻ, M.Oʻ.) written with another sign. */
const STRAY_AT_WORD_END = /[A-Za-z.][oOgG]['‘’`](?![A-Za-z])/g;

/** The fragments of `text` whose apostrophe is not the one Uzbek spelling asks for (none: []). */
export function misspelledApostrophes(text: string): string[] {
  return [TURNED_AFTER_OTHER, MODIFIER_AFTER_O_G, STRAY, STRAY_AT_WORD_END].flatMap(
    (pattern) => text.match(pattern) ?? [],
  );
}
