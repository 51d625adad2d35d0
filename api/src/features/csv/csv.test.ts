import { describe, expect } from 'vitest';
import type { CsvImportReport } from '@pathagar/sdk/schema';
import { itOnEmptyTables as it } from '../../../test/helpers/api-test';
import type { TestApi } from '../../../test/helpers/app';
import { activateMembership, createAdmin, createMember } from '../../../test/helpers/fixtures';
import { addBook, insertLoan } from '../books/book-fixtures';

const BOM = '\uFEFF';
const BOOK_HEADER =
  'uniqueId,bookname,booknameEnglish,authorname,authornameEnglish,aboutbook,aboutbookEnglish,booktype,serialNumbers';
const MEMBER_HEADER =
  'uniqueId,name,email,mobile,permanentAddress,currentAddress,membershipExpires';

async function download(api: TestApi, token: string, what: 'books' | 'members') {
  const res = await api.call('GET', `/ext/export/${what}.csv`, { token });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="${what}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`)
  );
  return res.body as unknown as string;
}

async function upload(
  api: TestApi,
  token: string,
  what: 'books' | 'members',
  csv: string,
  dryRun = false
) {
  const res = await api.call('POST', `/ext/import/${what}`, {
    token,
    query: { dryRun },
    payload: csv,
    headers: { 'content-type': 'text/csv; charset=utf-8' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as CsvImportReport;
}

const counts = (api: TestApi) =>
  Promise.all(
    (['books', 'book_copies', 'users', 'memberships'] as const).map(async (t) =>
      Number(
        (
          await api.db
            .selectFrom(t)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n
      )
    )
  );

describe('a CSV round trip', () => {
  it('moves books with their serials and members into an empty library unchanged', async ({
    api,
    admin,
  }) => {
    await addBook(api, admin.token, {
      serials: ['1001', '1002', '1003'],
      fields: { aboutbook: 'গানের "সংকলন", প্রথম খণ্ড\nদ্বিতীয় লাইন' },
    });
    await addBook(api, admin.token, {
      serials: ['2001'],
      fields: { bookname: 'পথের পাঁচালী', booknameEnglish: 'Pather Panchali', booktype: 'উপন্যাস' },
    });
    const rahim = await createMember(api, { name: 'রহিম উদ্দিন', email: 'Rahim@Example.com' });
    await activateMembership(api, rahim.userId, 30);
    await createMember(api, { name: 'Karim, "the reader"' });

    const books = await download(api, admin.token, 'books');
    const members = await download(api, admin.token, 'members');
    expect(books.startsWith(`${BOM}${BOOK_HEADER}\r\n`)).toBe(true);
    expect(books).toContain('1001;1002;1003');
    expect(books).toContain('"গানের ""সংকলন"", প্রথম খণ্ড\nদ্বিতীয় লাইন"');
    expect(members.startsWith(`${BOM}${MEMBER_HEADER}\r\n`)).toBe(true);
    expect(members).toContain('rahim@example.com');
    expect(members).not.toMatch(/password|\$argon2/i);

    await api.truncate();
    const { token } = await createAdmin(api);

    const preview = await upload(api, token, 'books', books, true);
    expect(preview).toMatchObject({
      dryRun: true,
      applied: false,
      counts: { create: 2, update: 0, unchanged: 0, error: 0 },
      errors: [],
    });
    expect(await counts(api)).toEqual([0, 0, 0, 0]);

    expect((await upload(api, token, 'books', books)).applied).toBe(true);
    expect((await upload(api, token, 'members', members)).counts.create).toBe(2);
    expect(await counts(api)).toEqual([2, 4, 2, 1]);
    expect(await download(api, token, 'books')).toBe(books);
    expect(await download(api, token, 'members')).toBe(members);

    // The same files again change nothing.
    const again = await upload(api, token, 'books', books);
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 2, error: 0 });
    expect((await upload(api, token, 'members', members)).counts.unchanged).toBe(2);

    // A new book has no cover yet (the file has none); an imported member has no password.
    const book = await api.call('GET', '/ext/books', { query: { q: 'Pather' } });
    expect(book.body.items[0].imgUrl).toMatch(/missing\/csv-import$/);
    const login = await api.call('POST', '/Singup/login', {
      json: { email: 'rahim@example.com', password: rahim.password },
    });
    expect(login.status).toBe(401);
  });

  it('updates what a row changes, keeps ids, and gives a new book its own id', async ({
    api,
    admin,
  }) => {
    const { uniqueId } = await addBook(api, admin.token, { serials: ['1001', '1002'] });
    const csv = (await download(api, admin.token, 'books'))
      .replace('Gitanjali', 'Gitanjali (Song Offerings)')
      .replace('1001;1002', '1002;1003')
      .concat(',নতুন বই,New book,লেখক,Writer,বিবরণ,About,কবিতা,3001\r\n');
    const report = await upload(api, admin.token, 'books', csv);
    expect(report.counts).toEqual({ create: 1, update: 1, unchanged: 0, error: 0 });
    expect(report.rows.map((r) => [r.row, r.uniqueId, r.action])).toEqual([
      [2, uniqueId, 'update'],
      [3, null, 'create'],
    ]);
    const after = await api.call('GET', '/ext/books', { query: { q: 'Song Offerings' } });
    expect(after.body.items[0]).toMatchObject({ uniqueId, serialNumbers: ['1002', '1003'] });
    const copies = await api.db.selectFrom('book_copies').select('serial_number').execute();
    expect(copies.map((c) => c.serial_number).sort()).toEqual(['1002', '1003', '3001']);
  });
});

describe('per-row errors', () => {
  it('names row, column and code, and writes nothing on a real run either', async ({
    api,
    admin,
  }) => {
    await addBook(api, admin.token, { serials: ['5000'] });
    const csv = [
      BOOK_HEADER,
      ',ভালো বই,Good book,লেখক,Writer,বিবরণ,About,কবিতা,1;2',
      ',বই,Book,লেখক,Writer,বিবরণ,About,Cooking,3',
      ',বই,Book,লেখক,Writer,বিবরণ,About,কবিতা,2;4',
      ',বই,Book,লেখক,Writer,বিবরণ,About,কবিতা,5000',
      ',,Untitled,লেখক,Writer,বিবরণ,About,কবিতা,',
      ',বই,Book,লেখক,Writer,বিবরণ,About,কবিতা,12a',
      '100001,বই,Book,লেখক,Writer,বিবরণ,About,কবিতা,',
      '100001,বই,Book,লেখক,Writer,বিবরণ,About,কবিতা,',
    ].join('\n');
    const before = await counts(api);
    for (const dryRun of [true, false]) {
      const report = await upload(api, admin.token, 'books', csv, dryRun);
      expect(report.applied).toBe(false);
      expect(report.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: 6 });
      expect(report.errors.map((e) => [e.row, e.column, e.code])).toEqual([
        [3, 'booktype', 'unknown_category'],
        [6, 'bookname', 'missing'],
        [7, 'serialNumbers', 'invalid'],
        [9, 'uniqueId', 'duplicate_id'],
        [4, 'serialNumbers', 'duplicate_serial'],
        [5, 'serialNumbers', 'duplicate_serial'],
      ]);
      expect(await counts(api)).toEqual(before);
    }
  });

  it('refuses to drop a copy that is out on loan', async ({ api, admin }) => {
    const { uniqueId } = await addBook(api, admin.token, { serials: ['1001', '1002'] });
    await insertLoan(api, uniqueId, '1001', 'Received');
    const csv = (await download(api, admin.token, 'books')).replace('1001;1002', '1002');
    const report = await upload(api, admin.token, 'books', csv);
    expect(report.errors).toEqual([
      expect.objectContaining({ row: 2, column: 'serialNumbers', code: 'book_on_loan' }),
    ]);
  });

  it('checks e-mails, mobiles and days of members, in the file and against the library', async ({
    api,
    admin,
  }) => {
    const taken = await createMember(api, { email: 'taken@example.com' });
    const csv = [
      MEMBER_HEADER,
      `,Ayesha,ayesha@example.com,+8801711111111,ঢাকা,ঢাকা,2027-01-31`,
      `,Bad,not-an-email,,,,`,
      `,Twice,AYESHA@example.com,,,,`,
      `10001,Thief,taken@example.com,,,,`,
      `,Phone,phone@example.com,12-34,,,31/01/2027`,
      `${taken.userId},Renamed,taken@example.com,,,,`,
    ].join('\r\n');
    const report = await upload(api, admin.token, 'members', csv);
    expect(report.applied).toBe(false);
    expect(report.counts).toEqual({ create: 1, update: 1, unchanged: 0, error: 4 });
    expect(report.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [3, 'email', 'invalid'],
      [6, 'mobile', 'invalid'],
      [6, 'membershipExpires', 'invalid'],
      [4, 'email', 'duplicate_email'],
      [5, 'email', 'duplicate_email'],
    ]);
    expect(await counts(api)).toEqual([0, 0, 1, 0]);
  });
});

describe('a file the import cannot read', () => {
  it('is refused whole with validation_failed or 415', async ({ api, admin }) => {
    const bad = async (payload: string, type = 'text/csv') =>
      api.call('POST', '/ext/import/members', {
        token: admin.token,
        payload,
        headers: { 'content-type': type },
      });
    expect((await bad('name,email\nA,a@example.com')).body).toMatchObject({
      code: 'validation_failed',
      field: 'body',
      message: 'Missing column "uniqueId".',
    });
    expect((await bad(`${MEMBER_HEADER},password\n`)).body.message).toBe(
      'Unknown column "password".'
    );
    expect((await bad(`${MEMBER_HEADER}\n,"unclosed,a@example.com,,,,`)).status).toBe(400);
    expect((await bad('')).body.message).toBe('The file is empty: it needs a header row.');
    expect((await bad('{"csv":""}', 'application/json')).status).toBe(415);
  });
});
