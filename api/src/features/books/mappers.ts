import type { Book, BookCategory } from '@pathagar/sdk/schema';
import type { Storage } from '../../storage/index';
import type { BookRecord } from './repository';

/** A book as the contract shows it: copies owned, and those on the shelf derived from loans. */
export function toBook({ row, serials, onLoan }: BookRecord, storage: Storage): Book {
  return {
    _id: String(row.unique_id),
    uniqueId: row.unique_id,
    bookname: row.bookname,
    booknameEnglish: row.bookname_en,
    authorname: row.authorname,
    authornameEnglish: row.authorname_en,
    aboutbook: row.aboutbook,
    aboutbookEnglish: row.aboutbook_en,
    booktype: row.booktype as BookCategory,
    imgUrl: storage.url(row.image_key),
    totalbooks: serials.length,
    serialNumbers: serials,
    availableCopies: Math.max(0, serials.length - onLoan),
    createdAt: row.created_at.toISOString(),
  };
}
