import { normaliseText } from '../../text';
import type { BookCategory } from '@pathagar/sdk/schema';
import { badRequest, conflict } from '../../http/errors';

export const DUPLICATE_SERIAL = 'Each serial number must be unique across all books.';
export const ADD_MISSING_FIELDS = 'All fields are required';
export const EDIT_MISSING_FIELDS =
  'Validation failed. Please provide all required fields correctly.';

/** The BookForm once cleaned: text NFC-normalised and trimmed, serials in field order. */
export interface BookInput {
  bookname: string;
  bookname_en: string;
  authorname: string;
  authorname_en: string;
  aboutbook: string;
  aboutbook_en: string;
  booktype: BookCategory;
  serials: string[];
}

const TEXT_FIELDS = [
  ['bookname', 'bookname'],
  ['booknameEnglish', 'bookname_en'],
  ['authorname', 'authorname'],
  ['authornameEnglish', 'authorname_en'],
  ['aboutbook', 'aboutbook'],
  ['aboutbookEnglish', 'aboutbook_en'],
] as const;

// Legacy consoles send `serialNumber-1`, older ones `serialNumber1`; both name one copy each.
const SERIAL_FIELD = /^serialNumber-?([0-9]+)$/;

export const cleanText = (value: unknown): string => normaliseText(String(value ?? ''));

/**
 * Reads a BookForm that the contract's schema already accepted (types, lengths, category enum,
 * serial pattern). What the schema cannot say is checked here: a field made only of spaces is
 * missing, `category` (when sent) must agree with `booktype`, `totalbooks` must count the
 * serial fields, and a serial may not be repeated.
 */
export function readBookForm(body: Record<string, unknown>, missingMessage: string): BookInput {
  const text = {} as Record<(typeof TEXT_FIELDS)[number][1], string>;
  for (const [field, column] of TEXT_FIELDS) {
    const value = cleanText(body[field]);
    if (!value) throw badRequest(missingMessage, `body.${field}`);
    text[column] = value;
  }
  const booktype = cleanText(body.booktype) as BookCategory;
  if (body.category !== undefined && cleanText(body.category) !== booktype) {
    throw badRequest('category must equal booktype.', 'body.category');
  }

  const serialFields = Object.keys(body)
    .map((name, order) => ({ name, order, match: SERIAL_FIELD.exec(name) }))
    .filter((f) => f.match)
    .sort((a, b) => Number(a.match![1]) - Number(b.match![1]) || a.order - b.order);
  const serials = serialFields.map((f) => cleanText(body[f.name]));

  if (Number(body.totalbooks) !== serials.length) {
    throw badRequest('totalbooks must equal the number of serial numbers.', 'body.totalbooks');
  }
  const seen = new Set<string>();
  for (const [index, serial] of serials.entries()) {
    if (seen.has(serial)) {
      throw conflict('duplicate_serial', DUPLICATE_SERIAL, `body.${serialFields[index]!.name}`);
    }
    seen.add(serial);
  }
  return { ...text, booktype, serials };
}
