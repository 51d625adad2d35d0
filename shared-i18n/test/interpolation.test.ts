import { describe, expect, it } from 'vitest';
import { createI18n, resources, type Language } from '../src/index';

function i18nIn(language: Language, bundled = resources) {
  return createI18n({ storage: null, language, bundled });
}

/** Interpolates `text` the way `t()` does, in the instance's language. */
function interpolate(language: Language, text: string, data: object) {
  return i18nIn(language).services.interpolator.interpolate(text, data, language, {});
}

describe('numbers interpolated into a text', () => {
  it('are written in Bangla digits in Bangla', () => {
    expect(interpolate('bn', 'সিরিয়াল নম্বর {{n}}', { n: 1 })).toBe('সিরিয়াল নম্বর ১');
    expect(
      interpolate('bn', '{{title}}: {{total}}টির মধ্যে {{n}}', { title: 'X', total: 120, n: 7 })
    ).toBe('X: ১২০টির মধ্যে ৭');
    expect(i18nIn('bn').t('site:books.all.page', { number: 12 })).toBe('পাতা ১২');
    expect(i18nIn('bn').t('site:shell.footer.copyright', { year: 2026 })).toBe(
      '© ২০২৬ পাঠাগার। সর্বস্বত্ব সংরক্ষিত।'
    );
  });

  it('keep their Latin digits in English', () => {
    expect(interpolate('en', 'Serial number {{n}}', { n: 1 })).toBe('Serial number 1');
    expect(i18nIn('en').t('site:books.all.page', { number: 12 })).toBe('Page 12');
  });

  it('are not regrouped or otherwise reformatted, only their digits change', () => {
    expect(interpolate('bn', '{{year}} {{n}} {{x}}', { year: 2026, n: 12345, x: 1.5 })).toBe(
      '২০২৬ ১২৩৪৫ ১.৫'
    );
    expect(interpolate('en', '{{year}} {{n}} {{x}}', { year: 2026, n: 12345, x: 1.5 })).toBe(
      '2026 12345 1.5'
    );
  });

  it('leave strings untouched: codes and texts formatted elsewhere keep their digits', () => {
    expect(interpolate('bn', 'নম্বর {{number}}', { number: '01711-000000' })).toBe(
      'নম্বর 01711-000000'
    );
    expect(interpolate('bn', 'কোড {{code}}', { code: 'BK-2026' })).toBe('কোড BK-2026');
    expect(interpolate('bn', 'ফি {{fee}}', { fee: '৳৫০০' })).toBe('ফি ৳৫০০');
  });

  it('keep the built-in named formats working', () => {
    expect(interpolate('en', '{{n, number}}', { n: 1234.5 })).toBe('1,234.5');
    expect(interpolate('bn', '{{n, number}}', { n: 1234.5 })).toBe('১,২৩৪.৫');
  });

  it('leave a missing value to i18next, which keeps the placeholder', () => {
    expect(interpolate('bn', 'পাতা {{number}}', {})).toBe('পাতা {{number}}');
  });
});

describe('plural count', () => {
  it('still picks the right form in English, with Latin digits', () => {
    const en = i18nIn('en');
    expect(en.t('site:books.all.results', { count: 1, total: 1 })).toBe('1 book found');
    expect(en.t('site:books.all.results', { count: 3, total: 3 })).toBe('3 books found');
  });

  it('still picks the right form in Bangla, with Bangla digits', () => {
    // Bangla's one/other texts are the same in the app; these differ to show which was chosen.
    const common = {
      ...resources.bn.common,
      testCopies_one: '{{count}} (one)',
      testCopies_other: '{{count}} (other)',
    };
    const bn = i18nIn('bn', { ...resources, bn: { ...resources.bn, common } });
    const t = bn.t as (key: string, options: object) => string;
    // Intl.PluralRules('bn'): 0 and 1 are "one", the rest "other".
    expect(t('testCopies', { count: 1 })).toBe('১ (one)');
    expect(t('testCopies', { count: 0 })).toBe('০ (one)');
    expect(t('testCopies', { count: 2 })).toBe('২ (other)');
    expect(t('testCopies', { count: 25 })).toBe('২৫ (other)');
    expect(bn.t('site:books.all.results', { count: 4, total: 4 })).toBe('৪টি বই পাওয়া গেছে');
  });
});
