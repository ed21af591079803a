/** `%text%` for ILIKE: `%`, `_` and `\` typed in a search box are letters, not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
