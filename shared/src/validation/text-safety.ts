/**
 * Patterns that only make sense as an attack when the text is rendered back to another user:
 * markup that runs script, and the textbook SQL-injection snippets. Ordinary prose ("drop me a
 * line", "O'Brien") must not match, so each pattern needs the syntax around the keyword.
 */
const UNSAFE_PATTERNS: readonly RegExp[] = [
  /<\s*\/?\s*script\b/i,
  /javascript\s*:/i,
  /\bon(?:error|load)\s*=/i,
  /['"]\s*(?:or|and)\s+['"]?\w+['"]?\s*=\s*['"]?\w+/i,
  /\bunion\s+(?:all\s+)?select\b/i,
  /;\s*(?:drop|delete|truncate|alter|insert|update)\s+\w+/i,
  /\b(?:drop|truncate)\s+table\b/i,
  /['"]\s*;?\s*--/,
];

export function isSafeText(text: string): boolean {
  return !UNSAFE_PATTERNS.some((pattern) => pattern.test(text));
}
