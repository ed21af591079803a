import en from './en/invest.json';
import es from './es/invest.json';

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...flat, [path]: value } : { ...flat, ...flatten(value, path) };
  }, {});
}

const placeholders = (message: string) => [...message.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('the invest messages', () => {
  const english = flatten(en);
  const spanish = flatten(es);

  it('have the same keys in English and Spanish', () => {
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
  });

  it('are never blank and interpolate the same parameters in both languages', () => {
    expect(Object.entries(spanish).filter(([, message]) => message.trim() === '')).toEqual([]);
    expect(Object.keys(english).filter((key) => placeholders(english[key] ?? '').join() !== placeholders(spanish[key] ?? '').join())).toEqual([]);
  });
});
