import { resources } from '@pathagar/shared-i18n';
import { createReactI18n } from '@pathagar/shared-i18n/react';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { convertText } from '../../scripts/convert-ra-messages.mjs';
import { createI18nProvider, i18nKey } from './i18nProvider';

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : leaves(value, `${prefix}${key}.`)
  );

const setup = (language: 'bn' | 'en' = 'en') => {
  const i18n = createReactI18n({ bundled: resources, language, storage: null });
  return { i18n, provider: createI18nProvider(i18n) };
};

describe('react-admin messages in ra.json', () => {
  it.each(['bn', 'en'] as const)('%s has a text for every ra-language-english key', (lang) => {
    const ra = resources[lang].console.ra as unknown as Tree;
    const keys = new Set(leaves(ra).map(([key]) => key));
    for (const [key, text] of leaves(englishMessages.ra as unknown as Tree)) {
      const wanted = text.includes('||||') ? [`${key}_one`, `${key}_other`] : [key];
      for (const k of wanted) expect(keys.has(k), `${lang} console:ra.${k}`).toBe(true);
    }
  });

  it('en ra.json is the conversion of ra-language-english (rerun the script after upgrades)', () => {
    const en = new Map(leaves(resources.en.console.ra as unknown as Tree));
    for (const [key, text] of leaves(englishMessages.ra as unknown as Tree)) {
      if (text.includes('||||') || !text.trim()) continue;
      expect(en.get(key)).toBe(convertText(text));
    }
  });
});

describe('i18nProvider', () => {
  it('maps react-admin keys into the console namespace', () => {
    expect(i18nKey('ra.action.delete')).toBe('console:ra.action.delete');
    expect(i18nKey('resources.books.name')).toBe('console:books.name');
    expect(i18nKey('console:app.title')).toBe('console:app.title');
  });

  it("translates react-admin's own texts in both languages", async () => {
    const { i18n, provider } = setup('bn');
    expect(provider.translate('ra.action.delete')).toBe('মুছে ফেলুন');
    await i18n.changeLanguage('en');
    expect(provider.translate('ra.action.delete')).toBe('Delete');
  });

  it('maps smart_count to plurals and interpolates', () => {
    const { provider } = setup('en');
    expect(provider.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe(
      '1 item selected'
    );
    expect(provider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe(
      '3 items selected'
    );
    expect(
      provider.translate('ra.navigation.page_range_info', {
        offsetBegin: 1,
        offsetEnd: 10,
        total: 42,
      })
    ).toBe('1-10 of 42');
    expect(provider.translate('resources.books.name', { smart_count: 2 })).toBe('Books');
  });

  it('honours the `_` default and returns unknown keys (already translated texts) unchanged', () => {
    const { provider } = setup('en');
    expect(provider.translate('resources.nothing.name', { _: 'Things %{n}', n: 2 })).toBe(
      'Things 2'
    );
    expect(provider.translate('বইটি মুছে ফেলা হয়েছে।')).toBe('বইটি মুছে ফেলা হয়েছে।');
    expect(provider.translate('console:app.title')).toBe('Pathagar console');
  });

  it('switches and reports the locale, and names both languages', async () => {
    const { i18n, provider } = setup('bn');
    expect(provider.getLocale()).toBe('bn');
    await provider.changeLocale('en');
    expect(i18n.language).toBe('en');
    expect(provider.getLocale()).toBe('en');
    expect(provider.getLocales?.()).toEqual([
      { locale: 'bn', name: 'বাংলা' },
      { locale: 'en', name: 'English' },
    ]);
  });
});
