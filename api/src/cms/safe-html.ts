/**
 * The one allowlist sanitiser of post HTML (decision 0016). It runs twice:
 * - on the way in: HTML an administrator sends (blog.create / blog.update) is cleaned before
 *   it is converted to Lexical rich text and stored;
 * - on the way out: the HTML rendered from Lexical (toBlogPost) is cleaned before the SPA and
 *   the server-rendered pages put it into the page with dangerouslySetInnerHTML.
 * Only the markup the CMS editor can express survives: text formats, headings, lists, quotes,
 * code, rules, breaks and links to http(s), mailto or the site itself. No script or style
 * element, no event handler, no inline style other than text alignment, no other URL scheme.
 */
import sanitizeHtml from 'sanitize-html';

const ALIGN = [/^(left|right|center|justify|start|end)$/];

/**
 * An address a post may link to: http(s) or mailto, or a path on this site. Anything with
 * another scheme (javascript:, data:, vbscript:…), obfuscated with control characters or
 * whitespace, or protocol-relative (//host) is not.
 */
export function isSafeHref(href: string): boolean {
  if (!href) return false;
  // Browsers ignore these inside a scheme ("java\tscript:"), so they must not hide one.
  for (const char of href) {
    const code = char.charCodeAt(0);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f)) return false;
  }
  if (href.startsWith('//') || href.startsWith('\\') || href.startsWith('/\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href);
  if (!scheme) return /^[/#?]/.test(href) || !href.includes(':');
  return ['http', 'https', 'mailto'].includes((scheme[1] ?? '').toLowerCase());
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    ol: ['start', 'class'],
    ul: ['class'],
    li: ['value', 'class', 'style'],
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
    h5: ['style'],
    h6: ['style'],
  },
  allowedStyles: { '*': { 'text-align': ALIGN } },
  allowedClasses: {
    ul: ['list-bullet', 'list-check'],
    ol: ['list-number'],
    li: ['list-item-checkbox', 'list-item-checkbox-checked', 'list-item-checkbox-unchecked'],
  },
  // Relative links (/blog/x, #top) stay; absolute ones only with these schemes.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // <script>, <style>, <textarea>… go with their text; other unknown tags leave their text.
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: false,
  parseStyleAttributes: true,
  transformTags: {
    // A link keeps only a safe address (else it becomes plain text: the CMS refuses a link
    // without a valid URL), and one opening a new tab never hands it a reference to this page.
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? '';
      if (!isSafeHref(href)) return { tagName: 'span', attribs: {} };
      const next: sanitizeHtml.Attributes = { href };
      if (attribs.target === '_blank') {
        next.target = '_blank';
        next.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: next };
    },
  },
};

/** Post HTML with everything outside the allowlist removed. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The text of post HTML (tags dropped): whether a post says anything at all. */
export function postHtmlText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim();
}
