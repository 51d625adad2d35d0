import { describe, expect, it } from 'vitest';
import { NAMESPACES, resources } from '../src/index';

type Tree = { [key: string]: string | Tree };

/** Every leaf as [dotted key, text]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : leaves(value, `${prefix}${key}.`)
  );
}

const tree = (lang: 'bn' | 'en', ns: (typeof NAMESPACES)[number]) =>
  resources[lang][ns] as unknown as Tree;

describe.each(NAMESPACES)('namespace %s', (ns) => {
  it('has exactly the same keys in bn and en', () => {
    const bn = leaves(tree('bn', ns)).map(([key]) => key);
    const en = leaves(tree('en', ns)).map(([key]) => key);
    expect(bn.length).toBeGreaterThan(0);
    expect(bn).toEqual(en);
  });

  it.each(['bn', 'en'] as const)('has no empty %s texts, all NFC', (lang) => {
    for (const [key, text] of leaves(tree(lang, ns))) {
      expect(text.trim(), `${lang}/${ns}.json ${key}`).not.toBe('');
      expect(text, `${lang}/${ns}.json ${key} is not NFC`).toBe(text.normalize('NFC'));
    }
  });

  it('has Bangla texts in bn (only proper names may stay in Latin script)', () => {
    const latinOnly = leaves(tree('bn', ns)).filter(([, text]) => !/[\u0980-\u09FF]/.test(text));
    expect(latinOnly).toEqual(ns === 'common' ? [['language.en', 'English']] : []);
  });
});

it('no top-level key is in two namespaces, so unprefixed lookups are unambiguous', () => {
  const seen = new Map<string, string>();
  for (const ns of NAMESPACES) {
    for (const key of Object.keys(resources.en[ns])) {
      expect(seen.get(key), `"${key}" is in ${seen.get(key)} and ${ns}`).toBeUndefined();
      seen.set(key, ns);
    }
  }
});

it('names each language in that language', () => {
  for (const lang of ['bn', 'en'] as const) {
    expect(resources[lang].common.language.bn).toBe('বাংলা');
    expect(resources[lang].common.language.en).toBe('English');
  }
});
