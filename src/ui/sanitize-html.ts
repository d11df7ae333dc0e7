/**
 * An allow-list HTML sanitiser for server-provided rich text (EISVO basis texts; architecture.md
 * §3). Guarantees: the input is parsed in an inert document (DOMParser: no scripts run, nothing
 * loads); the output holds only the elements and attributes listed here — no event handlers, no
 * style, no script-bearing elements (their content is dropped too), links only to http(s) and
 * mailto, opened in a new tab without an opener. Unknown elements are unwrapped, keeping their text.
 */
const ALLOWED = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'sub',
  'sup',
  'span',
  'div',
  'blockquote',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
]);
/** Removed with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'svg',
  'math',
  'noscript',
  'frame',
  'frameset',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'title',
]);
const CELL_ATTRIBUTES = new Set(['colspan', 'rowspan']);
const SAFE_LINK = /^(https?:|mailto:)/i;

function copyInto(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (!(child instanceof Element)) continue;
    const name = child.localName;
    if (DROPPED.has(name)) continue;
    if (!ALLOWED.has(name)) {
      copyInto(child, target, doc);
      continue;
    }
    const clean = doc.createElement(name);
    if (name === 'a') {
      const href = (child.getAttribute('href') ?? '').trim();
      if (SAFE_LINK.test(href)) {
        clean.setAttribute('href', href);
        clean.setAttribute('target', '_blank');
        clean.setAttribute('rel', 'noopener noreferrer');
      }
    } else if (name === 'td' || name === 'th') {
      for (const attribute of Array.from(child.attributes)) {
        if (CELL_ATTRIBUTES.has(attribute.name) && /^\d{1,3}$/.test(attribute.value)) {
          clean.setAttribute(attribute.name, attribute.value);
        }
      }
    }
    copyInto(child, clean, doc);
    target.appendChild(clean);
  }
}

/** The input with only allowed markup left, as an HTML string safe for innerHTML. */
export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const holder = out.createElement('div');
  copyInto(parsed.body, holder, out);
  return holder.innerHTML;
}
