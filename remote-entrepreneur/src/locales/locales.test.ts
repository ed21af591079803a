import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from './en/entrepreneur.json';
import es from './es/entrepreneur.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)))),
  );
}

const placeholdersOf = (message: string) => [...message.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

/** The code of the remote, tests and messages aside. */
function sources(dir: string): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'locales' || entry.name === 'test' ? '' : sources(path);
      return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? readFileSync(path, 'utf8') : '';
    })
    .join('\n');
}

const english = flatten(en);
const spanish = flatten(es);

describe('entrepreneur messages', () => {
  it('has the same keys in Spanish and English', () => {
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
  });

  it('uses the same placeholders in both languages', () => {
    const differing = Object.keys(english).filter((key) => placeholdersOf(english[key] ?? '').join() !== placeholdersOf(spanish[key] ?? '').join());
    expect(differing).toEqual([]);
  });

  it('uses every message it defines', () => {
    // Keys appear whole in the code; the wording context (_exeu) and plural (_one, _other)
    // suffixes are added by i18next.
    const code = sources(join(__dirname, '..'));
    const literals = new Set([...code.matchAll(/'(?:entrepreneur:)?([a-z_]+(?:\.[a-z_]+)+)'/g)].map((match) => match[1]));
    const unused = Object.keys(english).filter((key) => !literals.has(key.replace(/(_exeu)?(_one|_other)?$/, '')));
    expect(unused).toEqual([]);
  });

  it('leaves no message empty', () => {
    const empty = [...Object.entries(english), ...Object.entries(spanish)].filter(([, message]) => message.trim() === '');
    expect(empty).toEqual([]);
  });
});
