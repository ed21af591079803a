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
  // Segments may hold digits after their first letter (`questions.q1`, `art21_title`).
  const literal = new RegExp(`'(?:${namespace}:)?([a-z_][a-z0-9_]*(?:\\.[a-z_][a-z0-9_]*)+)'`, 'g');
  const used = new Set([...sourcesUnder(dir).matchAll(literal)].map((match) => match[1]));
  return Object.keys(flattenMessages(messages)).filter((key) => !used.has(key.replace(/(_exeu)?(_one|_other)?$/, '')));
}

/**
 * The keys the code under `dir` asks for by a literal (`t('a.b')`, `t(['a.b', …])`,
 * `i18nKey="a.b"`, `labelKey: 'ns:a.b'`) that no message file defines: `ns:`-prefixed ones in
 * that namespace, the others in any of `namespaces` (the ones the app reads). Plural and
 * the wording context (_exeu) suffixes count as the key. Keys built at run time are the typecheck's to check.
 */
export function undefinedMessageKeys(namespaces: Readonly<Record<string, MessageTree>>, dir: string): string[] {
  const defined = Object.fromEntries(Object.entries(namespaces).map(([name, tree]) => [name, Object.keys(flattenMessages(tree))]));
  const isIn = (keys: readonly string[] | undefined, key: string) =>
    (keys ?? []).some((candidate) => candidate === key || candidate.replace(/(_exeu)?(_zero|_one|_two|_few|_many|_other)?$/, '') === key);
  const literals = [
    /\bt\(\s*\[?\s*'([^'$]+)'/g,
    /\bt\(\s*\[\s*'[^']*'\s*,\s*'([^'$]+)'/g,
    /\bi18nKey="([^"]+)"/g,
    /\blabelKey:\s*'([^']+)'/g,
  ];
  const code = sourcesUnder(dir);
  const used = new Set(literals.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1] ?? '')));
  return [...used]
    .filter((key) => {
      const [namespace, name] = key.includes(':') ? key.split(':', 2) : [null, key];
      if (namespace !== null && name !== undefined) return !isIn(defined[namespace], name);
      return !Object.values(defined).some((keys) => isIn(keys, key));
    })
    .sort();
}
