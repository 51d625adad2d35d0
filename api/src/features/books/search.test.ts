import { describe, expect } from 'vitest';
import { it } from '../../../test/helpers/api-test';
import { type TestApi, expectError } from '../../../test/helpers/app';
import { createAdmin } from '../../../test/helpers/fixtures';
import { addBook, type BookFields } from './book-fixtures';
import { escapeLike } from './search';
const ids: Record<string, number> = {};

const TAGORE = { authorname: 'রবীন্দ্রনাথ ঠাকুর', authornameEnglish: 'Rabindranath Tagore' };
const OTHER = { authorname: 'অজ্ঞাত', authornameEnglish: 'Anonymous', booktype: 'অন্যান্য' };
// Added in this order, one minute apart, so "newest first" is the reverse.
const BOOKS: [string, Partial<BookFields>][] = [
  ['gitanjali', { bookname: 'গীতাঞ্জলি', booknameEnglish: 'Gitanjali', ...TAGORE }],
  [
    'shesher',
    {
      bookname: 'শেষের কবিতা',
      booknameEnglish: 'Shesher Kobita',
      booktype: 'উপন্যাস',
      ...TAGORE,
    },
  ],
  [
    'agnibeena',
    {
      bookname: 'অগ্নিবীণা',
      booknameEnglish: 'agnibeena',
      authorname: 'কাজী নজরুল ইসলাম',
      authornameEnglish: 'Kazi Nazrul Islam',
    },
  ],
  [
    'pather',
    {
      bookname: 'পথের পাঁচালী',
      booknameEnglish: 'Pather Panchali',
      authorname: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়',
      authornameEnglish: 'Bibhutibhushan Bandyopadhyay',
      booktype: 'উপন্যাস',
    },
  ],
  // য় typed as the single code point U+09DF, ো as the single code point U+09CB.
  [
    'mayar',
    {
      bookname: 'মা\u09DFার খেলা',
      booknameEnglish: 'Mayar Khela',
      booktype: 'সংগীত ও নৃত্য',
      ...TAGORE,
    },
  ],
  [
    'gora',
    {
      bookname: 'গ\u09CBরা',
      booknameEnglish: 'Gora',
      authorname: 'লেখক',
      authornameEnglish: 'Writer',
      booktype: 'উপন্যাস',
    },
  ],
  ['percent', { bookname: 'শতকরা', booknameEnglish: 'Percent 100% Pure', ...OTHER }],
  ['underscore', { bookname: 'আন্ডার', booknameEnglish: 'Under_score', ...OTHER }],
  ['backslash', { bookname: 'ব্যাক', booknameEnglish: 'Back\\slash', ...OTHER }],
];

it.beforeAll(async ({ api }) => {
  const admin = await createAdmin(api);
  let serial = 5000;
  for (const [key, fields] of BOOKS) {
    ids[key] = (await addBook(api, admin.token, { fields, serials: [String(serial++)] })).uniqueId;
    api.clock.advance(60_000);
  }
});

async function search(api: TestApi, query: Record<string, string | number>) {
  const res = await api.call('GET', '/ext/books', { query });
  expect(res.status).toBe(200);
  return res.body as { items: { uniqueId: number }[]; total: number; page: number; limit: number };
}
const found = async (api: TestApi, query: Record<string, string | number>) =>
  (await search(api, query)).items.map((b) => b.uniqueId);

describe('searchBooks', () => {
  it('matches part of the Bangla name by default', async ({ api }) => {
    expect(await found(api, { name: 'কবিতা' })).toEqual([ids.shesher]);
    expect(await found(api, { name: 'ঞ্জ' })).toEqual([ids.gitanjali]);
    // lang=bn searches only the Bangla fields.
    expect(await found(api, { name: 'Gitanjali' })).toEqual([]);
  });

  it('matches part of the English name case-insensitively with lang=en', async ({ api }) => {
    expect(await found(api, { name: 'KOBI', lang: 'en' })).toEqual([ids.shesher]);
    expect(await found(api, { name: 'pAnChAl', lang: 'en' })).toEqual([ids.pather]);
    expect(await found(api, { name: '  kobita ', lang: 'en' })).toEqual([ids.shesher]);
    expect(await found(api, { name: 'শেষের', lang: 'en' })).toEqual([]);
  });

  it('matches part of the author, in either language, newest first', async ({ api }) => {
    const tagore = [ids.mayar, ids.shesher, ids.gitanjali];
    expect(await found(api, { author: 'tagore', lang: 'en' })).toEqual(tagore);
    expect(await found(api, { author: 'রবীন্দ্র' })).toEqual(tagore);
    expect(await found(api, { author: 'নজরুল', name: 'বীণা' })).toEqual([ids.agnibeena]);
    expect(await found(api, { author: 'নজরুল', name: 'গীতা' })).toEqual([]);
  });

  it('filters by exact category, combined with the other filters', async ({ api }) => {
    expect(await found(api, { category: 'উপন্যাস' })).toEqual([ids.gora, ids.pather, ids.shesher]);
    expect(await found(api, { category: 'উপন্যাস', author: 'tagore', lang: 'en' })).toEqual([
      ids.shesher,
    ]);
    const none = await api.call('GET', '/ext/books', { query: { category: 'Novel' } });
    expectError(none, 400, { code: 'validation_failed', field: 'query.category' });
  });

  it('pages with the total across pages', async ({ api }) => {
    const query = { author: 'Tagore', lang: 'en', limit: 2 };
    expect(await search(api, { ...query, page: 1 })).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(await found(api, { ...query, page: 1 })).toEqual([ids.mayar, ids.shesher]);
    expect(await search(api, { ...query, page: 2 })).toMatchObject({
      items: [{ uniqueId: ids.gitanjali }],
      total: 3,
    });
    expect(await search(api, { ...query, page: 3 })).toEqual({
      items: [],
      total: 3,
      totalCapped: false,
      page: 3,
      limit: 2,
    });

    const all = await search(api, {});
    expect(all).toMatchObject({ total: BOOKS.length, page: 1, limit: 20 });
    expect(all.items.map((b) => b.uniqueId)).toEqual(BOOKS.map(([k]) => ids[k]).reverse());
  });

  it('refuses a limit above 100 and a page below 1', async ({ api }) => {
    for (const query of [{ limit: 101 }, { page: 0 }, { limit: 0 }]) {
      const res = await api.call('GET', '/ext/books', { query });
      expectError(res, 400, { code: 'validation_failed' });
    }
    expect((await search(api, { limit: 100 })).limit).toBe(100);
  });

  it('sorts by name in the language asked, then newest first', async ({ api }) => {
    // agnibeena is lower-case: a byte-order sort would put it after every capital.
    expect(await found(api, { category: 'কবিতা', sort: 'name', lang: 'en' })).toEqual([
      ids.agnibeena,
      ids.gitanjali,
    ]);
    // Newest first these are backslash, underscore, percent.
    expect(await found(api, { category: 'অন্যান্য', sort: 'name', lang: 'en' })).toEqual([
      ids.backslash,
      ids.percent,
      ids.underscore,
    ]);
    // আন্ডার, ব্যাক, শতকরা in Bangla alphabetical order.
    expect(await found(api, { category: 'অন্যান্য', sort: 'name' })).toEqual([
      ids.underscore,
      ids.backslash,
      ids.percent,
    ]);
  });

  it('compares in NFC: a query typed in another composition finds the title', async ({ api }) => {
    // The title was typed with য় as U+09DF; NFC spells it U+09AF U+09BC.
    expect(await found(api, { name: 'মা\u09AF\u09BCার' })).toEqual([ids.mayar]);
    expect(await found(api, { name: 'মা\u09DFার' })).toEqual([ids.mayar]);
    // The title was typed with ো as U+09CB; the query with its two parts.
    expect(await found(api, { name: 'গ\u09C7\u09BEরা' })).toEqual([ids.gora]);
  });

  it('takes %, _ and \\ in the query literally', async ({ api }) => {
    expect(await found(api, { name: '%', lang: 'en' })).toEqual([ids.percent]);
    expect(await found(api, { name: '0% P', lang: 'en' })).toEqual([ids.percent]);
    expect(await found(api, { name: '_', lang: 'en' })).toEqual([ids.underscore]);
    expect(await found(api, { name: '\\', lang: 'en' })).toEqual([ids.backslash]);
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
  });

  it('answers an empty page when nothing matches', async ({ api }) => {
    expect(await search(api, { name: 'zzzz', lang: 'en' })).toEqual({
      items: [],
      total: 0,
      totalCapped: false,
      page: 1,
      limit: 20,
    });
  });

  it('answers full books with their figures', async ({ api }) => {
    const [book] = (await search(api, { name: 'Gitanjali', lang: 'en' })).items;
    const one = await api.call('GET', '/Singup/SpecificBook', { query: { id: ids.gitanjali! } });
    expect(book).toEqual(one.body[0]);
  });
});
