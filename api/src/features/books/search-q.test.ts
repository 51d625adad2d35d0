import { readFileSync } from 'node:fs';
import { describe, expect } from 'vitest';
import { parse } from 'yaml';
import { it } from '../../../test/helpers/api-test';
import { type TestApi, expectError } from '../../../test/helpers/app';
import { insertWithUniqueId, ITEM_ID_RANGE } from '../../db/ids';
import { normaliseText } from '../../text';
import { searchKeysOf } from './search-keys';

/**
 * `q` of GET /ext/books against the demo seed's 90 real books and a few more of the best-known
 * Bangla literature. Their English fields are replaced by neutral placeholders, so every
 * romanised query below can only have matched the Bangla title or author.
 */
interface SeedBook {
  bn: string;
  authorBn: string;
  category: string;
}
const seed = parse(readFileSync(new URL('../../../seed/books.yaml', import.meta.url), 'utf8')) as {
  books: SeedBook[];
};
const EXTRA: [title: string, author: string][] = [
  ['চোখের বালি', 'রবীন্দ্রনাথ ঠাকুর'],
  ['ঘরে বাইরে', 'রবীন্দ্রনাথ ঠাকুর'],
  ['হাজার বছর ধরে', 'জহির রায়হান'],
  ['কাঁদো নদী কাঁদো', 'সৈয়দ ওয়ালীউল্লাহ'],
  ['চাঁদের পাহাড়', 'বিভূতিভূষণ বন্দ্যোপাধ্যায়'],
  ['দুর্গেশনন্দিনী', 'বঙ্কিমচন্দ্র চট্টোপাধ্যায়'],
  ['ক্ষুধিত পাষাণ', 'রবীন্দ্রনাথ ঠাকুর'],
  ['গণদেবতা', 'তারাশঙ্কর বন্দ্যোপাধ্যায়'],
];
const BOOKS = [
  ...seed.books.map((b) => ({ title: b.bn, author: b.authorBn, category: b.category })),
  ...EXTRA.map(([title, author]) => ({ title, author, category: 'উপন্যাস' })),
];

const byTitle = new Map<string, number>();
const authorOf = new Map<number, string>();

it.beforeAll(async ({ api }) => {
  for (const [index, book] of BOOKS.entries()) {
    const row = {
      bookname: normaliseText(book.title),
      bookname_en: `Volume ${index + 1}`,
      authorname: normaliseText(book.author),
      authorname_en: `Writer ${index + 1}`,
    };
    const id = await insertWithUniqueId(api.db, 'books', ITEM_ID_RANGE, {
      ...row,
      ...searchKeysOf(row),
      aboutbook: 'বই',
      aboutbook_en: 'A book',
      booktype: book.category,
      image_key: `books/cover-${index}.png`,
      created_at: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
    });
    byTitle.set(row.bookname, id);
    authorOf.set(id, row.authorname);
  }
});

interface Page {
  items: { uniqueId: number; bookname: string; authorname: string }[];
  total: number;
  totalCapped: boolean;
}
async function search(api: TestApi, query: Record<string, string | number>): Promise<Page> {
  const res = await api.call('GET', '/ext/books', { query });
  expect(res.status).toBe(200);
  return res.body as Page;
}

// Romanised Bangla as members type it (Avro-style, with the usual variants), then Bangla
// spelling variants, then small typos. Each names the title expected in the first 5 results.
const TITLES: [query: string, title: string][] = [
  ['pother pachali', 'পথের পাঁচালী'],
  ['pather panchali', 'পথের পাঁচালী'],
  ['chokher bali', 'চোখের বালি'],
  ['nondito noroke', 'নন্দিত নরকে'],
  ['gitanjali', 'গীতাঞ্জলি'],
  ['geetanjali', 'গীতাঞ্জলি'],
  ['hajar bochor dhore', 'হাজার বছর ধরে'],
  ['padma nodir majhi', 'পদ্মানদীর মাঝি'],
  ['putul nacher itikotha', 'পুতুলনাচের ইতিকথা'],
  ['chilekothar sepai', 'চিলেকোঠার সেপাই'],
  ['shonkhonil karagar', 'শঙ্খনীল কারাগার'],
  ['mayurakkhi', 'ময়ূরাক্ষী'],
  ['jochona o jononir golpo', 'জোছনা ও জননীর গল্প'],
  ['purbo poschim', 'পূর্ব-পশ্চিম'],
  ['sei somoy', 'সেই সময়'],
  ['prothom alo', 'প্রথম আলো'],
  ['titas ekti nodir nam', 'তিতাস একটি নদীর নাম'],
  ['kritodasher hasi', 'ক্রীতদাসের হাসি'],
  ['sonchita', 'সঞ্চিতা'],
  ['agniveena', 'অগ্নিবীণা'],
  ['ruposhi bangla', 'রূপসী বাংলা'],
  ['bonolota sen', 'বনলতা সেন'],
  ['nokshi kathar math', 'নকশী কাঁথার মাঠ'],
  ['charpotro', 'ছাড়পত্র'],
  ['golpoguccho', 'গল্পগুচ্ছ'],
  ['byomkesh', 'ব্যোমকেশ সমগ্র'],
  ['sultanar shopno', 'সুলতানার স্বপ্ন'],
  ['obrodhbashini', 'অবরোধবাসিনী'],
  ['deshe bideshe', 'দেশে বিদেশে'],
  ['ekattorer dinguli', 'একাত্তরের দিনগুলি'],
  ['thakurmar jhuli', 'ঠাকুরমার ঝুলি'],
  ['hojoborolo', 'হযবরল'],
  ['bishwoporichoy', 'বিশ্বপরিচয়'],
  ['ektukhani biggan', 'একটুখানি বিজ্ঞান'],
  ['bishad sindhu', 'বিষাদ-সিন্ধু'],
  ['roktokorobi', 'রক্তকরবী'],
  ['kobor', 'কবর'],
  ['kopalkundola', 'কপালকুণ্ডলা'],
  ['lalshalu', 'লালসালু'],
  ['shesher kobita', 'শেষের কবিতা'],
  ['amar bondhu rashed', 'আমার বন্ধু রাশেদ'],
  ['devdas', 'দেবদাস'],
  ['shreekanta', 'শ্রীকান্ত'],
  ['anondomoth', 'আনন্দমঠ'],
  ['kando nodi kando', 'কাঁদো নদী কাঁদো'],
  ['chander pahar', 'চাঁদের পাহাড়'],
  ['durgeshnondini', 'দুর্গেশনন্দিনী'],
  ['khudito pashan', 'ক্ষুধিত পাষাণ'],
  ['ghore baire', 'ঘরে বাইরে'],
  ['gonodebota', 'গণদেবতা'],
  // Bangla spelling variants.
  ['গিতাঞ্জলী', 'গীতাঞ্জলি'],
  ['ময়ুরাক্ষি', 'ময়ূরাক্ষী'],
  ['\u09AE\u09DF\u09C2\u09B0\u09BE\u0995\u09CD\u09B7\u09C0', 'ময়ূরাক্ষী'], // য় as U+09DF
  ['পথের পাঁচালী'.normalize('NFD'), 'পথের পাঁচালী'],
  ['রক্\u200Cতকরবী', 'রক্তকরবী'],
  ['শংখনীল কারাগার', 'শঙ্খনীল কারাগার'],
  ['রুপসি বাঙলা', 'রূপসী বাংলা'],
  // Small typos.
  ['gitanjoli', 'গীতাঞ্জলি'],
  ['durgeshnondni', 'দুর্গেশনন্দিনী'],
  ['bishwaporchoy', 'বিশ্বপরিচয়'],
  ['obrodhbasni', 'অবরোধবাসিনী'],
];
// Authors: the first result is one of theirs.
const AUTHORS: [query: string, author: string][] = [
  ['rabindranath', 'রবীন্দ্রনাথ ঠাকুর'],
  ['robindronath thakur', 'রবীন্দ্রনাথ ঠাকুর'],
  ['humayun ahmed', 'হুমায়ূন আহমেদ'],
  ['humayun azad', 'হুমায়ুন আজাদ'],
  ['jafor ikbal', 'মুহম্মদ জাফর ইকবাল'],
  ['muhammad zafar iqbal', 'মুহম্মদ জাফর ইকবাল'],
  ['kazi nozrul', 'কাজী নজরুল ইসলাম'],
  ['jibonanondo', 'জীবনানন্দ দাশ'],
  ['bibhutibhushon', 'বিভূতিভূষণ বন্দ্যোপাধ্যায়'],
  ['shorotchondro', 'শরৎচন্দ্র চট্টোপাধ্যায়'],
  ['sunil gongopaddhay', 'সুনীল গঙ্গোপাধ্যায়'],
  ['selina hosen', 'সেলিনা হোসেন'],
  ['begum rokeya', 'বেগম রোকেয়া'],
  ['sukumar roy', 'সুকুমার রায়'],
  ['jasimuddin', 'জসীমউদ্দীন'],
  ['akhtaruzzaman elias', 'আখতারুজ্জামান ইলিয়াস'],
  ['shawkat osman', 'শওকত ওসমান'],
  ['jahanara imam', 'জাহানারা ইমাম'],
  ['syed mujtoba ali', 'সৈয়দ মুজতবা আলী'],
  ['হুমায়ুন আহমেদ', 'হুমায়ূন আহমেদ'],
  ['শরত', 'শরৎচন্দ্র চট্টোপাধ্যায়'],
];

describe('q: romanised Bangla and spelling variants', () => {
  it.for(TITLES)('"%s" finds %s in the first 5', async ([query, title], { api }) => {
    const id = byTitle.get(title.normalize('NFC'));
    expect(id).toBeDefined();
    const page = await search(api, { q: query, limit: 5 });
    expect(page.items.map((b) => b.uniqueId)).toContain(id);
  });

  it.for(AUTHORS)('"%s" finds a book by %s first', async ([query, author], { api }) => {
    const page = await search(api, { q: query, limit: 5 });
    expect(page.items[0]?.authorname).toBe(author.normalize('NFC'));
  });
});

describe('q: ranking, filters and counting', () => {
  it('puts the exact title first, then the other matches', async ({ api }) => {
    // মা (Gorky's Mother) is the exact title; many more have a word starting "m".
    const page = await search(api, { q: 'ma' });
    expect(page.items[0]!.bookname).toBe('মা');
    expect((await search(api, { q: 'kobor' })).items[0]!.bookname).toBe('কবর');
    // A title starting with the words comes before books that only have them elsewhere.
    const padma = await search(api, { q: 'padma' });
    expect(padma.items[0]!.bookname).toBe('পদ্মানদীর মাঝি');
  });

  it('combines q with the category, and orders by newest when asked', async ({ api }) => {
    const poetry = await search(api, { q: 'rabindranath', category: 'কবিতা' });
    expect(poetry.items.map((b) => b.bookname)).toContain('গীতাঞ্জলি');
    const tagore = await search(api, { q: 'rabindranath', sort: 'newest', limit: 100 });
    const ids = tagore.items.map((b) => b.uniqueId);
    expect(tagore.items.every((b) => b.authorname === 'রবীন্দ্রনাথ ঠাকুর')).toBe(true);
    // Added in file order, one minute apart: newest first is the reverse of BOOKS' order.
    const expected = BOOKS.filter((b) => b.author === 'রবীন্দ্রনাথ ঠাকুর')
      .map((b) => byTitle.get(b.title.normalize('NFC'))!)
      .reverse();
    expect(ids).toEqual(expected);
    expect(tagore).toMatchObject({ total: expected.length, totalCapped: false });
  });

  it('finds nothing for a query with no letter or digit', async ({ api }) => {
    expect(await search(api, { q: '!!! …' })).toMatchObject({ items: [], total: 0 });
  });

  it('suggests the best few books as the user types', async ({ api }) => {
    const res = await api.call('GET', '/ext/books/suggestions', { query: { q: 'gitan' } });
    expect(res.status).toBe(200);
    const { items } = res.body as { items: { uniqueId: number; bookname: string }[] };
    expect(items[0]).toMatchObject({ uniqueId: byTitle.get('গীতাঞ্জলি'), bookname: 'গীতাঞ্জলি' });
    const three = await api.call('GET', '/ext/books/suggestions', { query: { q: 'ra', limit: 3 } });
    expect((three.body as { items: unknown[] }).items.length).toBeLessThanOrEqual(3);
    const short = await api.call('GET', '/ext/books/suggestions', { query: { q: ' a ' } });
    expectError(short, 400, { code: 'validation_failed', field: 'query.q' });
  });

  it('tolerates a typo of a word that only an edited title has', async ({ api }) => {
    // Typos are matched through the vocabulary of the catalogue's words, which triggers keep
    // up to date: the word must be there as soon as the title is changed.
    const before = {
      bookname: 'অজানা',
      bookname_en: 'Unknown',
      authorname: 'কাজী নজরুল ইসলাম',
      authorname_en: 'Writer',
    };
    const id = await insertWithUniqueId(api.db, 'books', ITEM_ID_RANGE, {
      ...before,
      ...searchKeysOf(before),
      aboutbook: 'বই',
      aboutbook_en: 'A book',
      booktype: 'কবিতা',
      image_key: 'books/edited.png',
    });
    // "jhngephul" has lost a letter of ঝিঙেফুল: no word of the catalogue contains it.
    expect((await search(api, { q: 'jhngephul' })).items).toEqual([]);
    const after = { ...before, bookname: 'ঝিঙেফুল' };
    await api.db
      .updateTable('books')
      .set({ bookname: after.bookname, ...searchKeysOf(after) })
      .where('unique_id', '=', id)
      .execute();
    const page = await search(api, { q: 'jhngephul', limit: 5 });
    expect(page.items.map((b) => b.uniqueId)).toEqual([id]);
  });

  it('counts exactly up to 1,000, then says "more"', async ({ api }) => {
    // The books above took random ids; this block must not land on one of them.
    const taken = new Set(
      (await api.db.selectFrom('books').select('unique_id').execute()).map((r) => r.unique_id)
    );
    const freeIds: number[] = [];
    for (let id = 800000; freeIds.length < 1001; id++) if (!taken.has(id)) freeIds.push(id);
    const rows = Array.from({ length: 1001 }, (_, i) => {
      const names = {
        bookname: `নদীর গান ${i}`,
        bookname_en: `River song ${i}`,
        authorname: 'অজ্ঞাত',
        authorname_en: 'Anonymous',
      };
      return {
        unique_id: freeIds[i]!,
        ...names,
        ...searchKeysOf(names),
        aboutbook: 'বই',
        aboutbook_en: 'A book',
        booktype: 'অন্যান্য',
        image_key: `books/river-${i}.png`,
      };
    });
    await api.db.insertInto('books').values(rows).execute();
    const many = await search(api, { q: 'nodir gan' });
    expect(many).toMatchObject({ total: 1000, totalCapped: true });
    expect(many.items).toHaveLength(20);
    const few = await search(api, { q: 'nodir gan 999' });
    expect(few).toMatchObject({ total: 1, totalCapped: false });
  });
});
