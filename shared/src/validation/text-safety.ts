/**
 * Patterns that only make sense as an attack when the text is rendered back to another user:
 * markup, and the textbook SQL-injection snippets. Ordinary prose ("drop me a line", "O'Brien",
 * "I <3 solar", "a < b") must not match, so each pattern needs the syntax around the keyword: a
 * tag is `<` followed at once by a name, `/`, `!` or `?`, as an HTML parser reads one.
 */
const UNSAFE_PATTERNS: readonly RegExp[] = [
  /<\s*\/?\s*script\b/i,
  /<[a-z/!?]/i,
  /javascript\s*:/i,
  /\bon(?:error|load)\s*=/i,
  /['"]\s*(?:or|and)\s+['"]?\w+['"]?\s*=\s*['"]?\w+/i,
  /\bunion\s+(?:all\s+)?select\b/i,
  /;\s*(?:drop|delete|truncate|alter|insert|update)\s+\w+/i,
  /\b(?:drop|truncate)\s+table\b/i,
  /['"]\s*;?\s*--/,
];

/**
 * The controls that reorder how text is displayed: the embeddings and overrides (U+202A-U+202E),
 * the isolates (U+2066-U+2069) and the marks (U+200E, U+200F, U+061C). In a public name, U+202E
 * before "gpj.exe" shows it as "exe.jpg": no name or public text needs them.
 */
const BIDI_CONTROL = '\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069';
const HAS_BIDI_CONTROL = new RegExp(`[${BIDI_CONTROL}]`);
const BIDI_CONTROLS = new RegExp(`[${BIDI_CONTROL}]`, 'g');

/** The text without its direction controls, for text stored before they were refused or from elsewhere. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/**
 * Whether a text may be shown to other people. It is read in NFKC form, as compatibility forms
 * fold when copied or rendered: full-width `＜script＞` is `<script>`.
 */
export function isSafeText(text: string): boolean {
  const folded = text.normalize('NFKC');
  return !HAS_BIDI_CONTROL.test(folded) && !UNSAFE_PATTERNS.some((pattern) => pattern.test(folded));
}
