import { describe, expect, it } from 'vitest';
import { DEFAULT_NAMESPACE, FALLBACK_NAMESPACES, NAMESPACES, resources } from '../src/index';

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

  it('has Bangla texts in bn (only names, the same in both languages, stay in Latin script)', () => {
    const english = new Map(leaves(tree('en', ns)));
    const latinOnly = leaves(tree('bn', ns)).filter(
      ([key, text]) => !/[\u0980-\u09FF]/.test(text) && english.get(key) !== text
    );
    expect(latinOnly).toEqual([]);
  });
});

it('no top-level key is in two of the unprefixed namespaces, so their lookups are unambiguous', () => {
  const seen = new Map<string, string>();
  for (const ns of [DEFAULT_NAMESPACE, ...FALLBACK_NAMESPACES] as const) {
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
