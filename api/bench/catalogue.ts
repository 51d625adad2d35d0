/**
 * A generated catalogue for the benchmarks: Bangla and English titles, authors in both scripts,
 * the 48 categories and 1–4 copies per book, the same on every run (a seeded PRNG).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import fastJson, { type AnySchema } from 'fast-json-stringify';
import { sql } from 'kysely';
import type { BookCategory } from '@pathagar/sdk/schema';
import { contractOperations } from '../src/app';
import type { Database } from '../src/db/index';
import {
  entriesFormat,
  refreshEntries,
  type BookWriter,
} from '../src/features/books/catalogue-entries';
import { searchKeysOf } from '../src/features/books/search-keys';
import { createLocalStorage } from '../src/storage/index';

const BATCH = 1000;

// ------------------------------------------------------------------ generated catalogue

/** A small seeded PRNG (mulberry32): the same catalogue and queries on every run. */
export function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const random = prng(20261121);
export const int = (n: number) => Math.floor(random() * n);
export const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;

export const BN_WORDS = (
  'বই আলো ছায়া নদী আকাশ মেঘ বৃষ্টি রাত দিন ভোর সন্ধ্যা গ্রাম শহর মানুষ পাখি ফুল গান কবিতা ' +
  'গল্প স্বপ্ন পথ ঘর মা বাবা বন্ধু সময় জীবন প্রেম যুদ্ধ স্বাধীনতা ইতিহাস বিজ্ঞান সমুদ্র পাহাড় ' +
  'অরণ্য চাঁদ সূর্য তারা হৃদয় মন কথা শব্দ রং রহস্য অভিযান দেশ ভাষা শিক্ষা আগুন জল মাটি হাওয়া ' +
  'বসন্ত শীত বর্ষা শরৎ নীল লাল সবুজ সোনার রূপকথা কিশোর রাজা রানী দুপুর খেলা ছুটি চিঠি জানালা দরজা ' +
  'কলম খাতা পাতা বাগান উঠোন পুকুর নৌকা মাঝি জেলে কৃষক ধান মেলা উৎসব বাজার দোকান রাস্তা সেতু ' +
  'স্টেশন রেল জাহাজ দ্বীপ মরুভূমি বরফ ঝড় বিদ্যুৎ প্রদীপ মোমবাতি ছবি সুর বাঁশি তবলা নাটক মঞ্চ ' +
  'পর্দা দর্পণ আয়না ঘড়ি চশমা পুতুল বিড়াল কুকুর বাঘ হাতি ঘোড়া মাছ প্রজাপতি জোনাকি শিশির কুয়াশা ' +
  'দিগন্ত সীমান্ত মুক্তি সংগ্রাম বিপ্লব শপথ অশ্রু হাসি কান্না নীরবতা স্মৃতি অতীত ভবিষ্যৎ প্রশ্ন ' +
  'উত্তর রাজপুত্র রাজকন্যা দৈত্য ভূত জাদু মায়া ছায়াপথ নক্ষত্র গ্রহ পৃথিবী'
)
  .normalize('NFC')
  .split(' ');
export const EN_WORDS = (
  'light shadow river sky cloud rain night day dawn evening village city people bird flower ' +
  'song poem story dream road home mother father friend time life love war freedom history ' +
  'science sea mountain forest moon sun star heart mind word colour mystery adventure country ' +
  'language learning fire water earth wind spring winter monsoon autumn blue red green golden ' +
  'fairy tale king queen noon game holiday letter window door journey secret garden ocean ' +
  'island silence memory promise echo pen paper leaf pond boat fisherman farmer harvest fair ' +
  'festival market shop street bridge station railway train ship plane desert snow storm ' +
  'lightning lamp candle picture melody flute drum drama stage curtain mirror clock glasses doll ' +
  'cat dog tiger elephant horse fish butterfly firefly dew fog horizon border liberation ' +
  'struggle revolution oath tears laughter past future present question answer prince princess ' +
  'giant ghost magic illusion galaxy planet world kingdom empire shore harbour lantern valley ' +
  'meadow orchard thunder crow ink compass'
).split(' ');
export const FIRST = [
  ['রবীন্দ্রনাথ', 'Rabindranath'],
  ['কাজী', 'Kazi'],
  ['হুমায়ূন', 'Humayun'],
  ['সুনীল', 'Sunil'],
  ['শরৎচন্দ্র', 'Saratchandra'],
  ['বিভূতিভূষণ', 'Bibhutibhushan'],
  ['জীবনানন্দ', 'Jibanananda'],
  ['সৈয়দ', 'Syed'],
  ['মানিক', 'Manik'],
  ['তারাশঙ্কর', 'Tarashankar'],
  ['বুদ্ধদেব', 'Buddhadeb'],
  ['সেলিনা', 'Selina'],
  ['আনিসুল', 'Anisul'],
  ['জাফর', 'Zafar'],
  ['মুহম্মদ', 'Muhammad'],
  ['সত্যজিৎ', 'Satyajit'],
  ['লীলা', 'Leela'],
  ['আশাপূর্ণা', 'Ashapurna'],
  ['মহাশ্বেতা', 'Mahasweta'],
  ['শীর্ষেন্দু', 'Shirshendu'],
  ['সমরেশ', 'Samaresh'],
  ['বঙ্কিমচন্দ্র', 'Bankimchandra'],
  ['জসীম', 'Jasim'],
  ['শামসুর', 'Shamsur'],
  ['আখতারুজ্জামান', 'Akhtaruzzaman'],
  ['রোকেয়া', 'Rokeya'],
  ['সুকুমার', 'Sukumar'],
  ['উপেন্দ্রকিশোর', 'Upendrakishore'],
  ['নারায়ণ', 'Narayan'],
  ['প্রেমেন্দ্র', 'Premendra'],
  ['শক্তি', 'Shakti'],
  ['নির্মলেন্দু', 'Nirmalendu'],
  ['হেলাল', 'Helal'],
  ['আহসান', 'Ahsan'],
  ['তসলিমা', 'Taslima'],
  ['ইমদাদুল', 'Imdadul'],
  ['মোস্তফা', 'Mostafa'],
  ['শাহাদুজ্জামান', 'Shahaduzzaman'],
  ['নাসরীন', 'Nasreen'],
  ['তাহমিনা', 'Tahmina'],
] as const;
export const LAST = [
  ['ঠাকুর', 'Tagore'],
  ['ইসলাম', 'Islam'],
  ['আহমেদ', 'Ahmed'],
  ['গঙ্গোপাধ্যায়', 'Gangopadhyay'],
  ['চট্টোপাধ্যায়', 'Chattopadhyay'],
  ['বন্দ্যোপাধ্যায়', 'Bandyopadhyay'],
  ['দাশ', 'Das'],
  ['হক', 'Haque'],
  ['রায়', 'Ray'],
  ['বসু', 'Basu'],
  ['হোসেন', 'Hossain'],
  ['মজুমদার', 'Majumdar'],
  ['দেবী', 'Devi'],
  ['মুখোপাধ্যায়', 'Mukhopadhyay'],
  ['চৌধুরী', 'Chowdhury'],
  ['খান', 'Khan'],
  ['সেন', 'Sen'],
  ['ইকবাল', 'Iqbal'],
  ['মিত্র', 'Mitra'],
  ['ঘোষ', 'Ghosh'],
  ['গুপ্ত', 'Gupta'],
  ['সরকার', 'Sarkar'],
  ['রহমান', 'Rahman'],
  ['আলী', 'Ali'],
  ['কবির', 'Kabir'],
  ['উদ্দিন', 'Uddin'],
  ['পাল', 'Pal'],
  ['দত্ত', 'Dutta'],
  ['বিশ্বাস', 'Biswas'],
  ['ভট্টাচার্য', 'Bhattacharya'],
] as const;
export const CATEGORIES = (
  'উপন্যাস|কবিতা|ইসলামিক|সাহিত্য|ইতিহাস|বিজ্ঞান|প্রযুক্তি|শিক্ষা|গল্প|পাঠ্যবই|শিশুসাহিত্য|ধর্মীয়|' +
  'প্রবন্ধ|জীবনী|গবেষণা|মনোবিজ্ঞান|ফ্যাশন|খেলাধুলা|ভ্রমণ|আত্মউন্নয়ন|রান্নার বই|মুক্তিযুদ্ধ|' +
  'বাংলাদেশ বিষয়ক|অর্থনীতি|ব্যবসা ও উদ্যোক্তা|আইন ও বিধি|রাজনীতি|সমাজবিজ্ঞান|পরিবেশ ও প্রকৃতি|' +
  'স্বাস্থ্য ও চিকিৎসা|যোগ ও ধ্যান|কৃষি ও কৃষিপ্রযুক্তি|পশুপালন ও মৎস্য|সংগীত ও নৃত্য|' +
  'চিত্রকলা ও ভাস্কর্য|আলোকচিত্র ও চলচ্চিত্র|ধাঁধা ও বুদ্ধির খেলা|কম্পিউটার ও সফটওয়্যার|' +
  'গ্রাফিক ডিজাইন ও অ্যানিমেশন|ওয়েব ডেভেলপমেন্ট|প্রোগ্রামিং|ই-কমার্স ও ডিজিটাল মার্কেটিং|' +
  'বিদেশি ভাষা শিক্ষা|অনুবাদ সাহিত্য|সাইবার নিরাপত্তা ও হ্যাকিং|অভিনয় ও নাট্যকলা|উপদেশ ও অনুপ্রেরণা|অন্যান্য'
)
  .normalize('NFC')
  .split('|') as BookCategory[];

export const capital = (w: string) => w[0]!.toUpperCase() + w.slice(1);
export const words = (list: readonly string[], min: number, max: number) =>
  Array.from({ length: min + int(max - min + 1) }, () => pick(list));

export function distinctIds(count: number): number[] {
  const ids = new Set<number>();
  while (ids.size < count) ids.add(100000 + int(900000));
  return [...ids];
}

/** Inserts the catalogue in batches, as the admin form would have stored it (NFC, trimmed). */
export async function loadCatalogue(
  db: Database,
  count: number
): Promise<{ books: number; copies: number }> {
  const ids = distinctIds(count);
  const start = Date.now() - 5 * 365 * 86_400_000;
  let serial = 1;
  let copies = 0;
  for (let offset = 0; offset < count; offset += BATCH) {
    const books = [];
    const bookCopies = [];
    for (const id of ids.slice(offset, offset + BATCH)) {
      const englishTitle = words(EN_WORDS, 1, 4).map(capital).join(' ');
      // One book in five keeps its English title in the Bangla field too (imported books).
      const banglaTitle = random() < 0.2 ? englishTitle : words(BN_WORDS, 1, 4).join(' ');
      const first = int(FIRST.length);
      const last = int(LAST.length);
      const at = new Date(start + random() * 5 * 365 * 86_400_000);
      const names = {
        bookname: banglaTitle,
        bookname_en: englishTitle,
        authorname: `${FIRST[first]![0]} ${LAST[last]![0]}`.normalize('NFC'),
        authorname_en: `${FIRST[first]![1]} ${LAST[last]![1]}`,
      };
      books.push({
        unique_id: id,
        ...names,
        ...searchKeysOf(names),
        aboutbook: words(BN_WORDS, 8, 20).join(' '),
        aboutbook_en: words(EN_WORDS, 8, 20).join(' '),
        booktype: pick(CATEGORIES),
        image_key: `covers/${randomBytes(16).toString('hex')}.png`,
        created_at: at,
        updated_at: at,
      });
      const owned = 1 + int(4);
      for (let position = 0; position < owned; position++) {
        bookCopies.push({ serial_number: String(serial++), book_id: id, position });
      }
    }
    await db.insertInto('books').values(books).execute();
    await db.insertInto('book_copies').values(bookCopies).execute();
    copies += bookCopies.length;
  }
  // What autovacuum does after a bulk load on a server (PGlite has none; see 0009_search_words).
  await sql`vacuum analyze`.execute(db);
  return { books: count, copies };
}

/**
 * Writes every book's text in the whole catalogue (migration 0016), as the first API process to
 * start after a load does, with the contract's writer; uploads as served from `publicUrl`.
 * Returns how many were written.
 */
export async function writeCatalogueTexts(db: Database, publicUrl: string): Promise<number> {
  const op = (await contractOperations()).find((o) => o.operationId === 'listAllBooks')!;
  const schema = (op.responses['200'] as { items: object }).items;
  const write = fastJson(schema as AnySchema, { ajv: { strict: false } }) as BookWriter;
  const storage = createLocalStorage(os.tmpdir(), publicUrl);
  return refreshEntries(db, storage, write, entriesFormat(schema, storage));
}
