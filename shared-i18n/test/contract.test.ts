import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BOOK_CATEGORIES,
  BOOK_CATEGORY_SLUGS,
  ERROR_CODES,
  MOBILE_WALLETS,
  NOTICE_CATEGORIES,
  PAYMENT_METHODS,
  RANK_UNITS,
  RENT_STATUSES,
  TEAM_ROLES,
  resources,
} from '../src/index';
import { contractEnum } from './contract';

describe('closed sets equal the contract enums, in order', () => {
  it.each([
    ['NoticeCategory', NOTICE_CATEGORIES],
    ['TeamRole', TEAM_ROLES],
    ['MobileWallet', MOBILE_WALLETS],
    ['PaymentMethod', PAYMENT_METHODS],
    ['RankUnit', RANK_UNITS],
    ['RentStatus', RENT_STATUSES],
    ['ErrorCode', ERROR_CODES],
  ])('%s', (name, values) => {
    expect([...values]).toEqual(contractEnum(name));
  });

  it('BookCategory: the 48 Bangla values, byte for byte and NFC', () => {
    const contract = contractEnum('BookCategory');
    expect(contract).toHaveLength(48);
    expect([...BOOK_CATEGORIES]).toEqual(contract);
    for (const value of BOOK_CATEGORIES) expect(value).toBe(value.normalize('NFC'));
    expect(new Set(BOOK_CATEGORIES).size).toBe(48);
  });
});

describe('errors namespace', () => {
  it.each(['bn', 'en'] as const)('%s has a text for every ErrorCode and nothing else', (lang) => {
    const texts = resources[lang].errors as Record<string, string>;
    expect(Object.keys(texts).sort()).toEqual([...(contractEnum('ErrorCode') as string[])].sort());
    for (const code of ERROR_CODES) expect(texts[code]?.trim()).toBeTruthy();
  });

  it('the Bangla and English texts differ (nothing left untranslated)', () => {
    for (const code of ERROR_CODES) {
      expect(resources.bn.errors[code]).not.toBe(resources.en.errors[code]);
    }
  });
});

describe('book category labels', () => {
  it('have one slug each, and the Bangla label is the stored value', () => {
    const slugs = BOOK_CATEGORIES.map((value) => BOOK_CATEGORY_SLUGS[value]);
    expect(new Set(slugs).size).toBe(48);
    expect(Object.keys(resources.bn.labels.bookCategory)).toEqual(slugs);
    expect(Object.values(resources.bn.labels.bookCategory)).toEqual([...BOOK_CATEGORIES]);
  });

  it("the English labels are the spec's names, in the enum's order", () => {
    // member-site.md (beside the repository, as for the openapi tests) lists them on the line
    // after its "### Book categories" heading, ending with a sentence about the filter.
    const specFile = new URL('../../../shared/spec/member-site.md', import.meta.url);
    const english = Object.values(resources.en.labels.bookCategory);
    expect(english).toHaveLength(48);
    if (!existsSync(specFile)) {
      console.warn(`\n!!! ${specFile.pathname} not found: English labels not compared.\n`);
      return;
    }
    const spec = readFileSync(specFile, 'utf8');
    const list = /### Book categories[^\n]*\n([^\n]*?)\. The list filter/.exec(spec)?.[1];
    expect(english).toEqual(list?.split(', '));
  });
});
