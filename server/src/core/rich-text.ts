/**
 * Rich text of notices (/notify, /notification), sanitised on the server before it is stored. The
 * server has no DOM (DOMPurify needs one; jsdom is only a test dependency), so this is a strict
 * allow-list rewriter rather than a general HTML parser: it keeps only a small fixed set of tags,
 * written out anew without any attribute except an http(s)/mailto `href` on links; elements that
 * carry code or load things (script, style, iframe, object, svg…) are removed with their content;
 * comments, processing instructions and any other `<` are dropped or escaped as text. The output
 * can therefore hold no attribute, event handler or URL scheme the list does not name. Where it is
 * shown, the app sanitises it again with DOMPurify (src/ui/sanitize-html.ts), which also balances
 * unclosed tags (docs/decisions.md, "Notices").
 */

const KEPT = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'a']);
const VOID = new Set(['br']);
/** Removed together with everything inside them. */
const DROPPED = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'svg',
  'math',
  'noscript',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'select',
  'frameset',
];
const DROPPED_BLOCK = new RegExp(`<(${DROPPED.join('|')})\\b[^>]*>[\\s\\S]*?(?:</\\1\\s*>|$)`, 'gi');
const COMMENT = /<!--[\s\S]*?(?:-->|$)|<![^>]*>|<\?[^>]*>/g;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ENTITY = /^&(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const SAFE_URL = /^(?:https?:\/\/|mailto:)[^\s<>"'`]*$/i;

/** Text with `<`, `>` and quotes escaped; an `&` is kept only when it starts a character reference. */
function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] as string;
    if (c === '<') out += '&lt;';
    else if (c === '>') out += '&gt;';
    else if (c === '"') out += '&quot;';
    else if (c === "'") out += '&#39;';
    else if (c === '&') out += ENTITY.test(text.slice(i, i + 40)) ? '&' : '&amp;';
    else out += c;
  }
  return out;
}

function linkOpening(attributes: string): string {
  const match = HREF.exec(attributes);
  const raw = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
  // Entities inside the URL could hide a scheme (&#106;avascript:): such a URL is simply not kept.
  if (raw === '' || raw.includes('&') || !SAFE_URL.test(raw)) return '<a>';
  return `<a href="${raw}" target="_blank" rel="noopener noreferrer">`;
}

/** The input with only the allowed markup left; plain text passes unchanged except for escaping. */
export function sanitizeRichText(input: string): string {
  let text = input;
  // Repeat until stable, so a dropped block cannot rebuild another from its pieces.
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(COMMENT, '').replace(DROPPED_BLOCK, '');
  }
  let out = '';
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    out += escapeText(text.slice(last, match.index));
    last = match.index + match[0].length;
    const closing = match[1] === '/';
    const name = (match[2] as string).toLowerCase();
    if (!KEPT.has(name)) continue;
    if (closing) out += VOID.has(name) ? '' : `</${name}>`;
    else out += name === 'a' ? linkOpening(match[3] ?? '') : VOID.has(name) ? '<br>' : `<${name}>`;
  }
  return (out + escapeText(text.slice(last))).trim();
}

/** The text a reader sees (for required-field checks): tags removed, whitespace collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
