import type { components } from '@pathagar/sdk';

type Book = components['schemas']['Book'];
type BookPage = components['schemas']['BookPage'];
type RentRecord = components['schemas']['RentRecord'];

let nextId = 100001;

/**
 * A catalogue book for tests: a distinct uniqueId and names per call, two copies on the shelf.
 * `makeBook({ bookname: 'অগ্নিবীণা', availableCopies: 0 })` overrides any field.
 */
export function makeBook(overrides: Partial<Book> = {}): Book {
  const id = nextId++;
  return {
    _id: String(id),
    uniqueId: id,
    bookname: `বই ${id}`,
    booknameEnglish: `Book ${id}`,
    authorname: `লেখক ${id}`,
    authornameEnglish: `Author ${id}`,
    aboutbook: `বই ${id} সম্পর্কে কিছু কথা।`,
    aboutbookEnglish: `A few words about book ${id}.`,
    booktype: 'উপন্যাস',
    imgUrl: `https://api.pathagar.test/uploads/book-${id}.jpg`,
    totalbooks: 2,
    serialNumbers: [`${id}1`, `${id}2`],
    availableCopies: 2,
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

/** One page of GET /ext/books holding `items`; `total` defaults to their number. */
export function makeBookPage(items: Book[], overrides: Partial<BookPage> = {}): BookPage {
  return { items, total: items.length, totalCapped: false, page: 1, limit: 20, ...overrides };
}

/** A member's open borrow record for a book (GET /Singup/checkPendingRequest). */
export function makeRentRecord(overrides: Partial<RentRecord> = {}): RentRecord {
  return {
    _id: '64b7f0c2a1b2c3d4e5f6a7b8',
    rentId: '0b8e7c55-3d1f-4a53-9d6e-2f1c6d8e9a01',
    bookId: 100001,
    userId: 12345,
    bookname: 'বই 100001',
    username: 'rahim@pathagar.demo',
    date: '2026-02-01T08:00:00.000Z',
    status: 'pending',
    overdue: false,
    ...overrides,
  };
}
