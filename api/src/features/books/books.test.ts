import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { it } from '../../../test/helpers/api-test';
import { type TestApi, expectError } from '../../../test/helpers/app';
import {
  createAdmin,
  jpeg,
  NOT_AN_IMAGE,
  PNG,
  png,
  type TestAdmin,
} from '../../../test/helpers/fixtures';
import { addBook, bookForm, fetchUpload, insertLoan, SAMPLE } from './book-fixtures';

const uploadsDir = (api: TestApi) => path.join(api.config.dataDir, 'uploads');
const fileOf = (api: TestApi, url: string) =>
  path.join(uploadsDir(api), new URL(url).pathname.replace(/^\/uploads\//, ''));
const coverCount = (api: TestApi) => {
  const dir = path.join(uploadsDir(api), 'covers');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};
const bookRow = (api: TestApi, id: number) =>
  api.db.selectFrom('books').selectAll().where('unique_id', '=', id).executeTakeFirst();
const copiesOf = async (api: TestApi, id: number) =>
  (
    await api.db
      .selectFrom('book_copies')
      .select('serial_number')
      .where('book_id', '=', id)
      .orderBy('position')
      .execute()
  ).map((r) => r.serial_number);

const NOT_FOUND = { code: 'not_found', message: 'Book not found', error: 'Book not found' };
const DUPLICATE = {
  code: 'duplicate_serial',
  message: 'Each serial number must be unique across all books.',
};

describe('an empty catalogue', () => {
  it('answers [] for the whole list, for unknown ids and an empty search page', async ({ api }) => {
    const all = await api.call('GET', '/Singup/Allbooks');
    expect(all.status).toBe(200);
    expect(all.body).toEqual([]);

    const byIds = await api.call('GET', '/SingUpAdmin/mostPopularBook', {
      query: { ids: '100001,999999' },
    });
    expect(byIds.status).toBe(200);
    expect(byIds.body).toEqual([]);

    const page = await api.call('GET', '/ext/books');
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ items: [], total: 0, totalCapped: false, page: 1, limit: 20 });
  });
});

describe('addBook', () => {
  it('adds a book with its cover and copies; the cover is served with a long cache', async ({
    api,
    admin,
  }) => {
    const form = [
      ['bookname', '  গীতাঞ্জলি  '],
      ['booknameEnglish', 'Gitanjali '],
      ['authorname', 'রবীন্দ্রনাথ ঠাকুর'],
      ['authornameEnglish', ' Rabindranath Tagore'],
      ['aboutbook', 'গানের সংকলন।'],
      ['aboutbookEnglish', 'A collection of songs.'],
      ['booktype', 'কবিতা'],
      ['category', 'কবিতা'],
      ['totalbooks', '3'],
      // Out of order on purpose: copies are listed by N.
      ['serialNumber-3', '0303'],
      ['serialNumber-1', '101'],
      ['serialNumber2', '202'],
      ['File', png('cover.png')],
    ] as const;
    const res = await api.call('POST', '/SingUpAdmin/addbooks', {
      token: admin.token,
      form: form.map(([k, v]) => [k, v]) as never,
    });
    expect(res.status).toBe(201);
    expect(res.body.msg).toBe('Book added successfully');
    const { uniqueId, imageUrl, book } = res.body;
    expect(uniqueId).toBeGreaterThanOrEqual(100000);
    expect(imageUrl).toMatch(/^http:\/\/api\.test\/uploads\/covers\/[0-9a-f-]{36}\.png$/);
    expect(book).toMatchObject({
      uniqueId,
      _id: String(uniqueId),
      bookname: 'গীতাঞ্জলি',
      booknameEnglish: 'Gitanjali',
      authornameEnglish: 'Rabindranath Tagore',
      booktype: 'কবিতা',
      imgUrl: imageUrl,
      totalbooks: 3,
      serialNumbers: ['101', '202', '0303'],
      availableCopies: 3,
    });

    const row = await bookRow(api, uniqueId);
    expect(row).toMatchObject({ bookname: 'গীতাঞ্জলি', bookname_en: 'Gitanjali' });
    expect(row!.image_key).toMatch(/^covers\/.+\.png$/);
    expect(await copiesOf(api, uniqueId)).toEqual(['101', '202', '0303']);

    const served = await fetchUpload(api, imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
    // Stored re-encoded (issue 21): the same pixels, not necessarily the same bytes.
    const pixels = (data: Buffer) => sharp(data).raw().toBuffer();
    expect((await pixels(served.rawPayload)).equals(await pixels(PNG))).toBe(true);
  });

  it('stores text NFC-normalised', async ({ api, admin }) => {
    // "গোরা" typed with ো as its two parts (U+09C7 U+09BE), and য় as one code point (U+09DF);
    // NFC composes the first and decomposes the second.
    const { uniqueId } = await addBook(api, admin.token, {
      fields: { bookname: 'গ\u09C7\u09BEরা', authorname: 'লেখক \u09DF' },
      serials: ['7001'],
    });
    const row = await bookRow(api, uniqueId);
    expect(row!.bookname).toBe('গ\u09CBরা');
    expect(row!.authorname).toBe('লেখক \u09AF\u09BC');
  });

  it('accepts a JPEG cover and a book with no copies', async ({ api, admin }) => {
    const res = await api.call('POST', '/SingUpAdmin/addbooks', {
      token: admin.token,
      form: bookForm({ serials: [], file: jpeg('c.jpeg') }),
    });
    expect(res.status).toBe(201);
    expect(res.body.imageUrl).toMatch(/\.jpg$/);
    expect(res.body.book).toMatchObject({ totalbooks: 0, serialNumbers: [], availableCopies: 0 });
  });

  it('requires the cover (file_required)', async ({ api, admin }) => {
    const before = await api.db.selectFrom('books').select('unique_id').execute();
    const res = await api.call('POST', '/SingUpAdmin/addbooks', {
      token: admin.token,
      form: bookForm({ file: null, serials: ['8001'] }),
    });
    expectError(res, 400, { code: 'file_required', message: 'File is required' });
    expect(await api.db.selectFrom('books').select('unique_id').execute()).toHaveLength(
      before.length
    );
  });

  it('refuses a text file renamed .jpg (invalid_file)', async ({ api, admin }) => {
    const res = await api.call('POST', '/SingUpAdmin/addbooks', {
      token: admin.token,
      form: bookForm({
        serials: ['8002'],
        file: { filename: 'cover.jpg', data: NOT_AN_IMAGE, contentType: 'image/jpeg' },
      }),
    });
    expectError(res, 400, {
      code: 'invalid_file',
      message: 'Invalid file format. Only .jpg, .jpeg, .png allowed.',
    });
    const serial = await api.db
      .selectFrom('book_copies')
      .select('book_id')
      .where('serial_number', '=', '8002')
      .executeTakeFirst();
    expect(serial).toBeUndefined();
  });

  it('refuses totalbooks that disagrees with the serials, leaving no file behind', async ({
    api,
    admin,
  }) => {
    const files = coverCount(api);
    const res = await api.call('POST', '/SingUpAdmin/addbooks', {
      token: admin.token,
      form: bookForm({ serials: ['8101', '8102'], totalbooks: 3 }),
    });
    expectError(res, 400, {
      code: 'validation_failed',
      message: 'totalbooks must equal the number of serial numbers.',
      field: 'body.totalbooks',
    });
    expect(coverCount(api)).toBe(files);
  });

  it('refuses a serial repeated in the form (duplicate_serial)', async ({ api, admin }) => {
    const res = await api.call('POST', '/SingUpAdmin/addbooks', {
      token: admin.token,
      form: bookForm({ serials: ['8201', '8202', '8201'] }),
    });
    expect(res.status).toBe(409);
    // The field names the repeated copy, so the console can say which serial it is.
    expect(res.body).toMatchObject({ ...DUPLICATE, field: 'body.serialNumber-3' });
  });

  it('refuses a serial of another book, adds nothing and deletes the uploaded cover', async ({
    api,
    admin,
  }) => {
    const first = await addBook(api, admin.token, { serials: ['8301', '8302'] });
    const files = coverCount(api);
    const books = (await api.db.selectFrom('books').select('unique_id').execute()).length;
    const res = await api.call('POST', '/SingUpAdmin/addbooks', {
      token: admin.token,
      form: bookForm({ serials: ['8399', '8302'] }),
    });
    expectError(res, 409, { ...DUPLICATE, field: 'body.serialNumber-2' });
    expect(coverCount(api)).toBe(files);
    expect((await api.db.selectFrom('books').select('unique_id').execute()).length).toBe(books);
    expect(await copiesOf(api, first.uniqueId)).toEqual(['8301', '8302']);
    expect(
      await api.db
        .selectFrom('book_copies')
        .select('book_id')
        .where('serial_number', '=', '8399')
        .executeTakeFirst()
    ).toBeUndefined();
  });

  it('lets only one of two simultaneous adds claim a serial', async ({ api, admin }) => {
    const files = coverCount(api);
    const results = await Promise.all(
      [1, 2].map(() =>
        api.call('POST', '/SingUpAdmin/addbooks', {
          token: admin.token,
          form: bookForm({ serials: ['8601'] }),
        })
      )
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body).toMatchObject(DUPLICATE);
    expect(coverCount(api)).toBe(files + 1);
  });

  it('refuses an unknown category', async ({ api, admin }) => {
    const res = await api.call('POST', '/SingUpAdmin/addbooks', {
      token: admin.token,
      form: bookForm({ fields: { booktype: 'Novel' }, serials: ['8401'] }),
    });
    expectError(res, 400, { code: 'validation_failed', field: 'body.booktype' });
  });

  it('refuses a category that disagrees with booktype', async ({ api, admin }) => {
    const res = await api.call('POST', '/SingUpAdmin/addbooks', {
      token: admin.token,
      form: bookForm({ serials: ['8402'], extra: [['category', 'উপন্যাস']] }),
    });
    expectError(res, 400, {
      code: 'validation_failed',
      message: 'category must equal booktype.',
      field: 'body.category',
    });
  });

  it('refuses a missing field and a field of spaces only', async ({ api, admin }) => {
    const missing = bookForm({ serials: ['8501'] }).filter(([k]) => k !== 'bookname');
    const res = await api.call('POST', '/SingUpAdmin/addbooks', {
      token: admin.token,
      form: missing,
    });
    expectError(res, 400, { code: 'validation_failed', field: 'body.bookname' });

    const blank = await api.call('POST', '/SingUpAdmin/addbooks', {
      token: admin.token,
      form: bookForm({ fields: { authornameEnglish: '   ' }, serials: ['8502'] }),
    });
    expectError(blank, 400, {
      code: 'validation_failed',
      message: 'All fields are required',
      field: 'body.authornameEnglish',
    });
  });

  it('refuses a serial that is not digits', async ({ api, admin }) => {
    const res = await api.call('POST', '/SingUpAdmin/addbooks', {
      token: admin.token,
      form: bookForm({ serials: ['12a'] }),
    });
    expectError(res, 400, { code: 'validation_failed', field: 'body.serialNumber-1' });
  });
});

describe('getBook and getPublicBook', () => {
  it('answer the book (the public one as a one-element array) and 404 for an unknown id', async ({
    api,
    admin,
  }) => {
    const { uniqueId, book } = await addBook(api, admin.token, { serials: ['9001'] });
    const admin1 = await api.call('GET', '/SingUpAdmin/getBook', {
      token: admin.token,
      query: { bookId: uniqueId },
    });
    expect(admin1.status).toBe(200);
    expect(admin1.body).toEqual(book);

    const pub = await api.call('GET', '/Singup/SpecificBook', { query: { id: uniqueId } });
    expect(pub.status).toBe(200);
    expect(pub.body).toEqual([book]);

    const missing = await api.call('GET', '/Singup/SpecificBook', { query: { id: 100000 } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(NOT_FOUND);
    const missingAdmin = await api.call('GET', '/SingUpAdmin/getBook', {
      token: admin.token,
      query: { bookId: 100000 },
    });
    expect(missingAdmin.status).toBe(404);
    expect(missingAdmin.body).toEqual(NOT_FOUND);
  });
});

describe('updateBook', () => {
  const edit = (
    api: TestApi,
    admin: TestAdmin,
    bookId: number,
    form: ReturnType<typeof bookForm>
  ) => api.call('PUT', '/SingUpAdmin/editbooks', { token: admin.token, query: { bookId }, form });

  it('changes the fields and replaces the copies, keeping the cover when none is sent', async ({
    api,
    admin,
  }) => {
    const { uniqueId, imageUrl } = await addBook(api, admin.token, {
      serials: ['10001', '10002', '10003'],
    });
    const res = await edit(
      api,
      admin,
      uniqueId,
      bookForm({
        fields: {
          bookname: ' শেষের কবিতা ',
          booknameEnglish: 'Shesher Kobita',
          booktype: 'উপন্যাস',
        },
        serials: ['10003', '10004', '10001'],
        file: null,
      })
    );
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Book updated successfully');
    expect(res.body.book).toMatchObject({
      uniqueId,
      bookname: 'শেষের কবিতা',
      booknameEnglish: 'Shesher Kobita',
      booktype: 'উপন্যাস',
      imgUrl: imageUrl,
      totalbooks: 3,
      serialNumbers: ['10003', '10004', '10001'],
      availableCopies: 3,
    });
    expect(await copiesOf(api, uniqueId)).toEqual(['10003', '10004', '10001']);
    expect(await bookRow(api, uniqueId)).toMatchObject({
      bookname: 'শেষের কবিতা',
      booktype: 'উপন্যাস',
    });
    expect(existsSync(fileOf(api, imageUrl))).toBe(true);
    expect((await fetchUpload(api, imageUrl)).statusCode).toBe(200);
  });

  it('replaces the cover and deletes the old file', async ({ api, admin }) => {
    const { uniqueId, imageUrl } = await addBook(api, admin.token, { serials: ['11001'] });
    const res = await edit(
      api,
      admin,
      uniqueId,
      bookForm({ serials: ['11001'], file: jpeg('new.jpg') })
    );
    expect(res.status).toBe(200);
    const newUrl = res.body.book.imgUrl as string;
    expect(newUrl).not.toBe(imageUrl);
    expect(newUrl).toMatch(/\.jpg$/);
    expect(existsSync(fileOf(api, imageUrl))).toBe(false);
    expect((await fetchUpload(api, imageUrl)).statusCode).toBe(404);
    const served = await fetchUpload(api, newUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('answers 404 for an unknown book and keeps no uploaded file', async ({ api, admin }) => {
    const files = coverCount(api);
    const res = await edit(api, admin, 100000, bookForm({ serials: ['12001'] }));
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
    expect(coverCount(api)).toBe(files);
  });

  it('refuses totalbooks that disagrees with the serials and blank fields', async ({
    api,
    admin,
  }) => {
    const { uniqueId } = await addBook(api, admin.token, { serials: ['13001'] });
    const res = await edit(
      api,
      admin,
      uniqueId,
      bookForm({ serials: ['13001', '13002'], totalbooks: 1 })
    );
    expectError(res, 400, {
      code: 'validation_failed',
      message: 'totalbooks must equal the number of serial numbers.',
    });
    const blank = await edit(
      api,
      admin,
      uniqueId,
      bookForm({ fields: { aboutbook: ' ' }, serials: [] })
    );
    expectError(blank, 400, {
      code: 'validation_failed',
      message: 'Validation failed. Please provide all required fields correctly.',
      field: 'body.aboutbook',
    });
    const bad = await edit(
      api,
      admin,
      uniqueId,
      bookForm({ serials: ['13001'], file: png('x.gif') })
    );
    expectError(bad, 400, { code: 'invalid_file' });
    expect(await copiesOf(api, uniqueId)).toEqual(['13001']);
  });

  it("refuses another book's serial, a repeated serial, and changes nothing", async ({
    api,
    admin,
  }) => {
    await addBook(api, admin.token, { serials: ['14001'] });
    const { uniqueId, imageUrl } = await addBook(api, admin.token, { serials: ['14101'] });
    const files = coverCount(api);
    const res = await edit(
      api,
      admin,
      uniqueId,
      bookForm({ fields: { bookname: 'বদলানো' }, serials: ['14102', '14001'] })
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject(DUPLICATE);
    const repeated = await edit(api, admin, uniqueId, bookForm({ serials: ['14102', '14102'] }));
    expect(repeated.status).toBe(409);
    expect(repeated.body).toMatchObject(DUPLICATE);

    expect(await copiesOf(api, uniqueId)).toEqual(['14101']);
    expect((await bookRow(api, uniqueId))!.bookname).toBe(SAMPLE.bookname);
    expect(coverCount(api)).toBe(files);
    expect(existsSync(fileOf(api, imageUrl))).toBe(true);
  });

  it('refuses to remove a copy that is out on an open loan, and changes nothing', async ({
    api,
    admin,
  }) => {
    const { uniqueId, imageUrl } = await addBook(api, admin.token, {
      serials: ['15001', '15002'],
    });
    await insertLoan(api, uniqueId, '15001', 'Received');
    const files = coverCount(api);
    const res = await edit(
      api,
      admin,
      uniqueId,
      bookForm({ fields: { bookname: 'বদলানো' }, serials: ['15002', '15003'] })
    );
    expectError(res, 409, {
      code: 'book_on_loan',
      message: 'A copy that is out on loan cannot be removed.',
    });
    expect(await copiesOf(api, uniqueId)).toEqual(['15001', '15002']);
    expect((await bookRow(api, uniqueId))!.bookname).toBe(SAMPLE.bookname);
    expect(coverCount(api)).toBe(files);
    expect(existsSync(fileOf(api, imageUrl))).toBe(true);

    // Keeping the lent copy is fine; the figures follow at once.
    const ok = await edit(api, admin, uniqueId, bookForm({ serials: ['15001', '15003', '15004'] }));
    expect(ok.status).toBe(200);
    expect(ok.body.book).toMatchObject({ totalbooks: 3, availableCopies: 2 });
  });

  it('removes a copy whose loans are finished, keeping the records', async ({ api, admin }) => {
    const { uniqueId } = await addBook(api, admin.token, { serials: ['16001', '16002'] });
    await insertLoan(api, uniqueId, '16001', 'readed');
    const res = await edit(api, admin, uniqueId, bookForm({ serials: ['16002'] }));
    expect(res.status).toBe(200);
    expect(res.body.book).toMatchObject({ serialNumbers: ['16002'], availableCopies: 1 });
    const records = await api.db
      .selectFrom('rent_records')
      .select(['status', 'serial_number'])
      .where('book_id', '=', uniqueId)
      .execute();
    expect(records).toEqual([{ status: 'readed', serial_number: null }]);
  });
});

describe('availableCopies', () => {
  it('counts copies minus those on approved, Received or Returned loans', async ({
    api,
    admin,
  }) => {
    const { uniqueId } = await addBook(api, admin.token, {
      serials: ['20001', '20002', '20003', '20004'],
    });
    await insertLoan(api, uniqueId, '20001', 'approved');
    await insertLoan(api, uniqueId, '20002', 'Received');
    await insertLoan(api, uniqueId, '20003', 'Returned');
    // Neither a waiting request nor finished loans hold a copy.
    await insertLoan(api, uniqueId, null, 'pending');
    await insertLoan(api, uniqueId, '20004', 'readed');
    await insertLoan(api, uniqueId, null, 'rejected');

    const expected = { uniqueId, totalbooks: 4, availableCopies: 1 };
    const one = await api.call('GET', '/SingUpAdmin/getBook', {
      token: admin.token,
      query: { bookId: uniqueId },
    });
    expect(one.body).toMatchObject(expected);
    const all = await api.call('GET', '/Singup/Allbooks');
    expect(all.body.find((b: any) => b.uniqueId === uniqueId)).toMatchObject(expected);
    const pub = await api.call('GET', '/Singup/SpecificBook', { query: { id: uniqueId } });
    expect(pub.body[0]).toMatchObject(expected);
    const byIds = await api.call('GET', '/SingUpAdmin/mostPopularBook', {
      query: { ids: String(uniqueId) },
    });
    expect(byIds.body[0]).toMatchObject(expected);
  });
});

describe('acknowledgeBookLent and acknowledgeBookReturned', () => {
  it('change nothing however often they are called and answer the book', async ({ api, admin }) => {
    const { uniqueId } = await addBook(api, admin.token, { serials: ['21001', '21002'] });
    await insertLoan(api, uniqueId, '21001', 'approved');
    for (let i = 0; i < 3; i++) {
      const lent = await api.call('PUT', '/SingUpAdmin/reduceBooks', {
        token: admin.token,
        query: { id: uniqueId },
      });
      expect(lent.status).toBe(200);
      expect(lent.body).toMatchObject({
        message: 'Book count updated',
        book: { uniqueId, totalbooks: 2, availableCopies: 1 },
      });
      const back = await api.call('PUT', '/SingUpAdmin/addBooks', {
        token: admin.token,
        query: { id: uniqueId },
      });
      expect(back.status).toBe(200);
      expect(back.body).toMatchObject({ uniqueId, totalbooks: 2, availableCopies: 1 });
    }
    expect(await copiesOf(api, uniqueId)).toEqual(['21001', '21002']);
  });

  it('answer 404 for an unknown book', async ({ api, admin }) => {
    for (const url of ['/SingUpAdmin/reduceBooks', '/SingUpAdmin/addBooks']) {
      const res = await api.call('PUT', url, { token: admin.token, query: { id: 100000 } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
  });
});

describe('deleteBook', () => {
  const del = (api: TestApi, admin: TestAdmin, id: number) =>
    api.call('DELETE', '/SingUpAdmin/deleteBook', { token: admin.token, query: { id } });

  it('deletes the book, its copies and its cover file; then it is not found', async ({
    api,
    admin,
  }) => {
    const { uniqueId, imageUrl } = await addBook(api, admin.token, { serials: ['30001'] });
    await insertLoan(api, uniqueId, '30001', 'readed');
    const res = await del(api, admin, uniqueId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Book and image deleted successfully' });
    expect(await bookRow(api, uniqueId)).toBeUndefined();
    expect(await copiesOf(api, uniqueId)).toEqual([]);
    expect(existsSync(fileOf(api, imageUrl))).toBe(false);
    expect((await fetchUpload(api, imageUrl)).statusCode).toBe(404);

    const again = await api.call('GET', '/SingUpAdmin/getBook', {
      token: admin.token,
      query: { bookId: uniqueId },
    });
    expect(again.status).toBe(404);
    const twice = await del(api, admin, uniqueId);
    expect(twice.status).toBe(404);
    expect(twice.body).toEqual({ ...NOT_FOUND, success: false });
  });

  it('refuses while a copy is out or a request is pending, and keeps everything', async ({
    api,
    admin,
  }) => {
    // A copy with a reader and a request still waiting are told apart.
    for (const [serials, lent, status, code, message] of [
      [
        ['31001', '31002'],
        '31001',
        'Returned',
        'book_on_loan',
        'This book has copies out on loan.',
      ],
      [
        ['31101', '31102'],
        null,
        'pending',
        'book_has_requests',
        'This book has pending borrow requests.',
      ],
    ] as const) {
      const { uniqueId, imageUrl } = await addBook(api, admin.token, { serials: [...serials] });
      await insertLoan(api, uniqueId, lent, status);
      const res = await del(api, admin, uniqueId);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code, message, error: message, success: false });
      expect(await bookRow(api, uniqueId)).toBeDefined();
      expect(await copiesOf(api, uniqueId)).toHaveLength(2);
      expect(existsSync(fileOf(api, imageUrl))).toBe(true);
    }
  });
});

describe('listAllBooks and listBooksByIds', () => {
  it('lists every book newest first, and books by ids in the order asked', async ({ api }) => {
    await api.truncate();
    const admin = await createAdmin(api);
    const a = await addBook(api, admin.token, { serials: ['40001'] });
    api.clock.advance(60_000);
    const b = await addBook(api, admin.token, { serials: ['40002', '40003'] });
    api.clock.advance(60_000);
    const c = await addBook(api, admin.token, { serials: [] });

    const all = await api.call('GET', '/Singup/Allbooks');
    expect(all.status).toBe(200);
    expect(all.body.map((x: any) => x.uniqueId)).toEqual([c.uniqueId, b.uniqueId, a.uniqueId]);
    expect(all.body[1]).toEqual(b.book);
    expect(all.body[0]).toMatchObject({ serialNumbers: [], totalbooks: 0, availableCopies: 0 });

    const ids = [b.uniqueId, 100000, a.uniqueId, b.uniqueId, c.uniqueId].join(',');
    const byIds = await api.call('GET', '/SingUpAdmin/mostPopularBook', { query: { ids } });
    expect(byIds.status).toBe(200);
    expect(byIds.body.map((x: any) => x.uniqueId)).toEqual([b.uniqueId, a.uniqueId, c.uniqueId]);
    expect(byIds.body[0]).toEqual(b.book);
  });

  it('refuses ids that are not a comma-separated list of 6-digit ids', async ({ api }) => {
    for (const ids of ['abc', '100001, 100002', '12345']) {
      const res = await api.call('GET', '/SingUpAdmin/mostPopularBook', { query: { ids } });
      expectError(res, 400, { code: 'validation_failed', field: 'query.ids' });
    }
  });
});
