// Test fixtures of the catalogue (imported by this folder's *.test.ts only).
import type { Book } from '@pathagar/sdk/schema';
import type { RentStatusValue } from '../../db/schema';
import type { TestApi } from '../../../test/helpers/app';
import { createMember, png } from '../../../test/helpers/fixtures';
import type { MultipartField } from '../../../test/helpers/multipart';

export interface BookFields {
  bookname: string;
  booknameEnglish: string;
  authorname: string;
  authornameEnglish: string;
  aboutbook: string;
  aboutbookEnglish: string;
  booktype: string;
}

export const SAMPLE: BookFields = {
  bookname: 'গীতাঞ্জলি',
  booknameEnglish: 'Gitanjali',
  authorname: 'রবীন্দ্রনাথ ঠাকুর',
  authornameEnglish: 'Rabindranath Tagore',
  aboutbook: 'গানের সংকলন।',
  aboutbookEnglish: 'A collection of songs.',
  booktype: 'কবিতা',
};

/** A BookForm as the admin console sends it: text fields, totalbooks, serialNumber-N, File. */
export function bookForm(
  options: {
    fields?: Partial<BookFields>;
    serials?: string[];
    totalbooks?: number;
    file?: MultipartField[1] | null;
    extra?: MultipartField[];
  } = {}
): MultipartField[] {
  const serials = options.serials ?? ['1001', '1002'];
  const fields = { ...SAMPLE, ...options.fields };
  return [
    ...Object.entries(fields).map(([k, v]): MultipartField => [k, v]),
    ['totalbooks', options.totalbooks ?? serials.length],
    ...serials.map((s, i): MultipartField => [`serialNumber-${i + 1}`, s]),
    ...(options.extra ?? []),
    ...(options.file === null
      ? []
      : [['File', options.file ?? png('cover.png')] as MultipartField]),
  ];
}

export async function addBook(
  api: TestApi,
  token: string,
  options: Parameters<typeof bookForm>[0] = {}
) {
  const res = await api.call('POST', '/SingUpAdmin/addbooks', { token, form: bookForm(options) });
  if (res.status !== 201) throw new Error(`addBook failed: ${JSON.stringify(res.body)}`);
  return res.body as { uniqueId: number; imageUrl: string; book: Book };
}

/** A lending record written straight into rent_records, for one new member. */
export async function insertLoan(
  api: TestApi,
  bookId: number,
  serial: string | null,
  status: RentStatusValue
): Promise<void> {
  const member = await createMember(api);
  const open = ['approved', 'Received', 'Returned'].includes(status);
  await api.db
    .insertInto('rent_records')
    .values({
      book_id: bookId,
      user_id: member.userId,
      bookname: 'x',
      username: member.email,
      status,
      serial_number: serial,
      return_day: open || serial ? new Date(Date.now() + 7 * 86_400_000) : null,
    })
    .execute();
}

/** GETs an upload URL through the app (the path part of the public URL). */
export function fetchUpload(api: TestApi, url: string) {
  return api.app.inject({ method: 'GET', url: new URL(url).pathname });
}
