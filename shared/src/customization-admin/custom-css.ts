import type { ValidationKey } from '../validation/keys';

/** The tenant's advanced CSS is served to every visitor: at most this many characters. */
export const CUSTOM_CSS_MAX_LENGTH = 20_000;

/** CSS escapes (`\6a`, `\j`) decoded, so `\6a avascript:` is read as `javascript:`. */
function unescapeCss(css: string): string {
  return css.replace(/\\([0-9a-f]{1,6})\s?|\\(.)/gi, (_match, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff)) : (char ?? ''),
  );
}

/** Comments can split a keyword (`expr/**\/ession(`); they are dropped before reading. */
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '');

/** `@import url(x)` or `@import "x"`: the address it loads. */
const IMPORT = /@import\s+(?:url\(\s*)?["']?([^"')\s;]*)/gi;
/** A scheme (`https:`) or a protocol-relative `//host`: another origin. */
const FOREIGN = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Why a tenant's custom CSS is refused, or null when it may be served. It runs in every
 * visitor's page, so what could load code or content from elsewhere, or end the style element
 * it is written into, is refused rather than silently rewritten (the manager sees what to fix).
 */
export function customCssProblem(css: string): ValidationKey | null {
  if (css.length > CUSTOM_CSS_MAX_LENGTH) return 'validator.error_css_too_large';
  if (/<\/style/i.test(css)) return 'validator.error_css_style_close';
  const readable = unescapeCss(withoutComments(css));
  const compact = readable.replace(/\s+/g, '').toLowerCase();
  if (compact.includes('</style')) return 'validator.error_css_style_close';
  if (/url\(["']?(?:javascript|vbscript|data:text\/html)/.test(compact)) return 'validator.error_css_javascript_url';
  if (/expression\(|-moz-binding|behavior:/.test(compact)) return 'validator.error_css_expression';
  for (const [, target = ''] of readable.matchAll(IMPORT)) {
    if (target === '' || FOREIGN.test(target)) return 'validator.error_css_import';
  }
  return null;
}
