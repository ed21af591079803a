import type { ValidationKey } from '../validation/keys';

/** The tenant's advanced CSS is served to every visitor: at most this many characters. */
export const CUSTOM_CSS_MAX_LENGTH = 20_000;

/**
 * Where the API serves the tenant's uploaded images (`GET /api/v2/pfp/files/:id`, answering only
 * the tenant's own files): besides data: addresses, the only files the CSS may load.
 */
const UPLOADED_FILE = /^\/api\/v2\/pfp\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** CSS escapes (`\6a`, `\j`) decoded, so `\6a avascript:` is read as `javascript:`. */
function unescapeCss(css: string): string {
  return css.replace(/\\([0-9a-f]{1,6})\s?|\\(.)/gi, (_match, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff)) : (char ?? ''),
  );
}

/** Comments can split a keyword (`expr/**\/ession(`); they are dropped before reading. */
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '');

/** `@import url(x)`, `@import "x"`: the address it loads. */
const IMPORT = /@import\s*(?:url\(\s*)?(?:"([^"]*)"|'([^']*)'|([^"')\s;]*))/gi;
/** `url(x)`, `url("x")` and `src("x")` (a `@font-face` source is one of them): the address. */
const URL_FUNCTION = /\b(?:url|src)\(\s*(?:"([^"]*)"|'([^']*)'|([^"')\s]*))/gi;
/** Functions whose strings are addresses too: `image-set("a.png" 1x)`, `image("a.png")`, `cross-fade("a.png", …)`, prefixed or not. */
const STRING_ADDRESS_FUNCTION = /\b(?:image-set|image|cross-fade)\(/gi;
const STRING = /"([^"]*)"|'([^']*)'/g;

/** The address a match captured in whichever of its quoted or bare forms. */
const addressOf = (match: RegExpMatchArray) => (match[1] ?? match[2] ?? match[3] ?? '').trim();

/** The text from `start` to the parenthesis that closes the one just before it. */
function argumentsFrom(css: string, start: number): string {
  let depth = 1;
  for (let index = start; index < css.length; index += 1) {
    if (css[index] === '(') depth += 1;
    if (css[index] === ')' && --depth === 0) return css.slice(start, index);
  }
  return css.slice(start);
}

/** Every address the CSS loads outside `@import`: url() and src() targets, and the strings of image-set(), image() and cross-fade(). */
function loadedAddresses(css: string): string[] {
  const inFunctions = [...css.matchAll(STRING_ADDRESS_FUNCTION)].flatMap((match) =>
    [...argumentsFrom(css, (match.index ?? 0) + match[0].length).matchAll(STRING)].map(addressOf),
  );
  return [...[...css.matchAll(URL_FUNCTION)].map(addressOf), ...inFunctions];
}

/** A data: address, or one of the tenant's uploaded files on the API. */
const isOwnAddress = (address: string) => /^data:/i.test(address) || UPLOADED_FILE.test(address);

/**
 * Why a tenant's custom CSS is refused, or null when it may be served. It runs in every
 * visitor's page, so what could load code or content from elsewhere (an attribute selector can
 * send what a visitor types to any address it names), or end the style element it is written
 * into, is refused rather than silently rewritten (the manager sees what to fix). Escapes,
 * comments and case are read as the browser reads them.
 */
export function customCssProblem(css: string): ValidationKey | null {
  if (css.length > CUSTOM_CSS_MAX_LENGTH) return 'validator.error_css_too_large';
  if (/<\/style/i.test(css)) return 'validator.error_css_style_close';
  const readable = unescapeCss(withoutComments(css));
  const compact = readable.replace(/\s+/g, '').toLowerCase();
  if (compact.includes('</style')) return 'validator.error_css_style_close';
  if (/url\(["']?(?:javascript|vbscript|data:text\/html)/.test(compact)) return 'validator.error_css_javascript_url';
  if (/expression\(|-moz-binding|behavior:/.test(compact)) return 'validator.error_css_expression';
  if ([...readable.matchAll(IMPORT)].some((match) => !isOwnAddress(addressOf(match)))) return 'validator.error_css_import';
  if (!loadedAddresses(readable).every(isOwnAddress)) return 'validator.error_css_url';
  return null;
}
