/**
 * The HTML sanitiser for server-provided rich text (EISVO basis texts; docs/architecture.md §3):
 * DOMPurify, configured to our allow-list. Guarantees: the input is parsed in an inert document (no
 * scripts run, nothing loads); the output holds only the elements and attributes listed here — no
 * event handlers, no style, no script-bearing elements (their content is dropped too), links only to
 * http(s) and mailto, opened in a new tab without an opener. Unknown elements are unwrapped, keeping
 * their text. A well-kept library instead of our own tree walk: parser quirks (mutation XSS,
 * namespace confusion) are its maintainers' daily work.
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

const ALLOWED_TAGS = [
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
];
/** Removed with everything inside them (DOMPurify's own list plus form and document elements). */
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
];
const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: ['href', 'colspan', 'rowspan'],
  // Every kept attribute value must match this, except the URI-safe ones below: links only.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  // Cell spans are numbers, checked by the hook, not URIs.
  ADD_URI_SAFE_ATTR: ['colspan', 'rowspan'],
  ADD_FORBID_CONTENTS: DROPPED,
  KEEP_CONTENT: true,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};
const CELL_SPAN = /^\d{1,3}$/;

let purifier: DOMPurify | null = null;

function instance(): DOMPurify {
  if (purifier) return purifier;
  const created = createDOMPurify(window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.localName === 'a') {
      // Only links DOMPurify kept (http(s), mailto) open in a new tab, without an opener.
      if (node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
      return;
    }
    for (const name of ['colspan', 'rowspan']) {
      const value = node.getAttribute(name);
      const cell = node.localName === 'td' || node.localName === 'th';
      if (value !== null && (!cell || !CELL_SPAN.test(value))) node.removeAttribute(name);
    }
  });
  // Set once: a configuration passed to each sanitize() call is parsed again on every call (a
  // quarter of a notice's sanitising on the first screen, issue 18).
  created.setConfig({ ...CONFIG, RETURN_TRUSTED_TYPE: false });
  purifier = created;
  return created;
}

/** The input with only allowed markup left, as an HTML string safe for innerHTML. */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html);
}
