/**
 * SWIFT FIN text (MT940 customer statements, MT103 customer transfers). Fields use the SWIFT X
 * character set only (a–z A–Z 0–9 / - ? : ( ) . , ' + space), so Cyrillic is transliterated and
 * any other letter (‘ « » №) becomes its nearest X character; lines are at most 65 characters and
 * end in CRLF; amounts are digits with a decimal comma ("1250000,00").
 */
import { fromMinor } from '../../../../contracts/money.ts';

const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ў: "o'",
  қ: 'q',
  ғ: "g'",
  ҳ: 'h',
};

export const CRLF = '\r\n';
const X_CHARS = /[^a-zA-Z0-9/\-?:().,'+ ]/g;

/** Text in the SWIFT X character set. */
export function swiftText(text: string): string {
  const latin = [...text]
    .map((ch) => {
      const lower = ch.toLowerCase();
      const mapped = CYRILLIC[lower];
      if (mapped === undefined) return ch;
      return ch === lower ? mapped : mapped.charAt(0).toUpperCase() + mapped.slice(1);
    })
    .join('');
  return latin
    .replace(/[‘’ʼ`´]/g, "'")
    .replace(/[«»"“”]/g, '')
    .replace(/№/g, 'N')
    .replace(/[\r\n\t]+/g, ' ')
    .replace(X_CHARS, '.')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * Up to `lines` lines of `width` characters. No line starts with ':' or '-': in a FIN message a
 * line that does is read as a new field tag (`:61:` — a forged credit in the recipient's
 * accounting import) or the end of the text block (`-}`), so such a line is led by a space
 * (SWIFT's rule for X-set continuation lines); the user's text is otherwise kept as it is.
 */
export function swiftLines(text: string, lines: number, width = 65): string[] {
  const clean = swiftText(text);
  const out: string[] = [];
  let at = 0;
  while (at < clean.length && out.length < lines) {
    const guarded = clean[at] === ':' || clean[at] === '-';
    const take = guarded ? width - 1 : width;
    out.push((guarded ? ' ' : '') + clean.slice(at, at + take));
    at += take;
  }
  return out.length === 0 ? ['NONE'] : out;
}

/** Minor units → "1250000,00" (always positive; the side is a separate mark). */
export function swiftAmount(minor: bigint): string {
  return fromMinor(minor < 0n ? -minor : minor).replace('.', ',');
}

/** yyyy-mm-dd → YYMMDD. */
export function swiftDate(iso: string): string {
  return iso.slice(2).replace(/-/g, '');
}

/** A reference field (:20:, the :61: reference): up to 16 X characters, never starting or ending with '/'. */
export function swiftReference(value: string): string {
  const clean = swiftText(value)
    .replace(/[^A-Za-z0-9/\-?:().,'+]/g, '')
    .replace(/^\/+|\/+$/g, '')
    .replace(/\/\//g, '/');
  return clean.slice(0, 16) || 'NONREF';
}
