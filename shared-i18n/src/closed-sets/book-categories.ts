import type { TFunction } from 'i18next';

import { bookCategoryValues, type BookCategory } from '@pathagar/sdk/schema';

export type { BookCategory };

/**
 * The 48 book categories in the contract's order, from the SDK generated from openapi/. The stored
 * value is the Bangla name itself (NFC), so it doubles as the Bangla label.
 */
export const BOOK_CATEGORIES: readonly BookCategory[] = bookCategoryValues;

/**
 * Translation keys cannot be the Bangla values (they hold spaces and combining marks), so each
 * category has an English slug: `labels:bookCategory.<slug>`.
 */
export const BOOK_CATEGORY_SLUGS = {
  উপন্যাস: 'novel',
  কবিতা: 'poetry',
  ইসলামিক: 'islamic',
  সাহিত্য: 'literature',
  ইতিহাস: 'history',
  বিজ্ঞান: 'science',
  প্রযুক্তি: 'technology',
  শিক্ষা: 'education',
  গল্প: 'story',
  পাঠ্যবই: 'readBooks',
  শিশুসাহিত্য: 'childrensLiterature',
  ধর্মীয়: 'religious',
  প্রবন্ধ: 'essay',
  জীবনী: 'biography',
  গবেষণা: 'research',
  মনোবিজ্ঞান: 'psychology',
  ফ্যাশন: 'fashion',
  খেলাধুলা: 'sports',
  ভ্রমণ: 'travel',
  আত্মউন্নয়ন: 'selfDevelopment',
  'রান্নার বই': 'cookbook',
  মুক্তিযুদ্ধ: 'liberationWar',
  'বাংলাদেশ বিষয়ক': 'aboutBangladesh',
  অর্থনীতি: 'economy',
  'ব্যবসা ও উদ্যোক্তা': 'businessEntrepreneurship',
  'আইন ও বিধি': 'lawRegulation',
  রাজনীতি: 'politics',
  সমাজবিজ্ঞান: 'sociology',
  'পরিবেশ ও প্রকৃতি': 'environmentNature',
  'স্বাস্থ্য ও চিকিৎসা': 'healthMedicine',
  'যোগ ও ধ্যান': 'yogaMeditation',
  'কৃষি ও কৃষিপ্রযুক্তি': 'agricultureAgriTech',
  'পশুপালন ও মৎস্য': 'livestockFisheries',
  'সংগীত ও নৃত্য': 'musicDance',
  'চিত্রকলা ও ভাস্কর্য': 'paintingSculpture',
  'আলোকচিত্র ও চলচ্চিত্র': 'photographyCinema',
  'ধাঁধা ও বুদ্ধির খেলা': 'puzzlesBrainGames',
  'কম্পিউটার ও সফটওয়্যার': 'computerSoftware',
  'গ্রাফিক ডিজাইন ও অ্যানিমেশন': 'graphicDesignAnimation',
  'ওয়েব ডেভেলপমেন্ট': 'webDevelopment',
  প্রোগ্রামিং: 'programming',
  'ই-কমার্স ও ডিজিটাল মার্কেটিং': 'ecommerceDigitalMarketing',
  'বিদেশি ভাষা শিক্ষা': 'foreignLanguageLearning',
  'অনুবাদ সাহিত্য': 'translatedLiterature',
  'সাইবার নিরাপত্তা ও হ্যাকিং': 'cybersecurityHacking',
  'অভিনয় ও নাট্যকলা': 'actingTheatre',
  'উপদেশ ও অনুপ্রেরণা': 'adviceMotivation',
  অন্যান্য: 'others',
} as const satisfies Record<BookCategory, string>;
export type BookCategorySlug = (typeof BOOK_CATEGORY_SLUGS)[BookCategory];

const CATEGORY_SET: ReadonlySet<string> = new Set(BOOK_CATEGORIES);

export function isBookCategory(value: unknown): value is BookCategory {
  return typeof value === 'string' && CATEGORY_SET.has(value.normalize('NFC'));
}

export function bookCategoryKey(value: BookCategory) {
  return `labels:bookCategory.${BOOK_CATEGORY_SLUGS[value]}` as const;
}

/**
 * The category in the current language. A value outside the list (an imported legacy record) is
 * shown as stored rather than hidden: it is Bangla text a reader can still understand.
 */
export function bookCategoryLabel(t: TFunction, value: string): string {
  const normalised = value.normalize('NFC');
  return isBookCategory(normalised) ? t(bookCategoryKey(normalised)) : value;
}

/** The list filter's first option, which means "no category filter". */
export const ALL_BOOK_CATEGORIES_KEY = 'labels:allBookCategories';
