// Only this test helper runs under Node and reads files; the rest of shared is browser code.
/// <reference types="node" />
/**
 * Checks every app runs on its own message files: the same keys and placeholders in both
 * languages, nothing blank, nothing defined that the code never asks for.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type MessageTree = { readonly [key: string]: string | MessageTree };

/** `{ detail: { back: 'Back' } }` as `{ 'detail.back': 'Back' }`. */
export function flattenMessages(tree: MessageTree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...flat, [path]: value } : { ...flat, ...flattenMessages(value, path) };
  }, {});
}

function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort();
}

export function expectSameMessageKeys(en: MessageTree, es: MessageTree): void {
  expect(Object.keys(flattenMessages(es)).sort()).toEqual(Object.keys(flattenMessages(en)).sort());
}

/** Keys whose English and Spanish messages interpolate different parameters. */
export function placeholderMismatches(en: MessageTree, es: MessageTree): string[] {
  const english = flattenMessages(en);
  const spanish = flattenMessages(es);
  return Object.keys(english).filter((key) => placeholdersOf(english[key] ?? '').join() !== placeholdersOf(spanish[key] ?? '').join());
}

export function blankMessages(messages: MessageTree): string[] {
  return Object.entries(flattenMessages(messages))
    .filter(([, message]) => message.trim() === '')
    .map(([key]) => key);
}

/** The app's code under `dir`, tests, test helpers and messages aside. */
function sourcesUnder(dir: string): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'locales' || entry.name === 'test' ? '' : sourcesUnder(path);
      return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? readFileSync(path, 'utf8') : '';
    })
    .join('\n');
}

/**
 * Keys of `namespace` that no code under `dir` names. Keys appear whole in the code; the
 * wording context (_exeu) and plural (_one, _other) suffixes are added by i18next.
 */
export function unusedMessageKeys(messages: MessageTree, namespace: string, dir: string): string[] {
  const literal = new RegExp(`'(?:${namespace}:)?([a-z_]+(?:\\.[a-z_]+)+)'`, 'g');
  const used = new Set([...sourcesUnder(dir).matchAll(literal)].map((match) => match[1]));
  return Object.keys(flattenMessages(messages)).filter((key) => !used.has(key.replace(/(_exeu)?(_one|_other)?$/, '')));
}
