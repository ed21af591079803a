import en from './en/entrepreneur.json';
import es from './es/entrepreneur.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)))),
  );
}

const placeholdersOf = (message: string) => [...message.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

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

  it('leaves no message empty', () => {
    const empty = [...Object.entries(english), ...Object.entries(spanish)].filter(([, message]) => message.trim() === '');
    expect(empty).toEqual([]);
  });
});
