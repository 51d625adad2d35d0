import { describe, expect, it } from 'vitest';
import { added, book } from '../../test/fixtures';
import { apiError, mockApi, server } from '../../test/server';
import { png } from '../../test/render';
import { capture, dp, serve } from '../../test/providerCalls';
import { BOOK_TEXT_FIELDS } from './dataProvider';

describe('books', () => {
  it('lists through /ext/books with the search, category, language and page on the server', async () => {
    const seen = serve('get', '/ext/books', { items: [book()], total: 41, page: 2, limit: 20 });
    const result = await dp.getList('books', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'id', order: 'DESC' },
      filter: { name: ' পথের ', author: 'বিভূতি', booktype: 'উপন্যাস', lang: 'bn' },
    });
    expect(Object.fromEntries(seen.url!.searchParams)).toEqual({
      lang: 'bn',
      name: 'পথের',
      author: 'বিভূতি',
      category: 'উপন্যাস',
      page: '2',
      limit: '20',
      sort: 'newest',
    });
    expect(result.total).toBe(41);
    expect(result.data[0]).toMatchObject({ id: 123456, bookname: 'পথের পাঁচালী' });
  });

  it('sends the one search box as q, ranked by relevance', async () => {
    const seen = serve('get', '/ext/books', {
      items: [book()],
      total: 1000,
      totalCapped: true,
      page: 1,
      limit: 20,
    });
    const result = await dp.getList('books', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: ' pother ', booktype: 'উপন্যাস', lang: 'bn' },
    });
    expect(Object.fromEntries(seen.url!.searchParams)).toEqual({
      lang: 'bn',
      q: 'pother',
      category: 'উপন্যাস',
      page: '1',
      limit: '20',
      sort: 'relevance',
    });
    expect(result.total).toBe(1000);
  });

  it('gets one book by its uniqueId', async () => {
    const seen = serve('get', '/SingUpAdmin/getBook', book());
    const { data } = await dp.getOne('books', { id: 123456 });
    expect(seen.url!.searchParams.get('bookId')).toBe('123456');
    expect(data.id).toBe(123456);
  });

  it('adds a book as multipart with File, totalbooks and serialNumber-N', async () => {
    const seen = serve('post', '/SingUpAdmin/addbooks', added.book(), 201);
    const texts = Object.fromEntries(BOOK_TEXT_FIELDS.map((field) => [field, book()[field]]));
    await dp.create('books', {
      data: {
        ...texts,
        booktype: 'উপন্যাস',
        serialNumbers: ['101', ' 102 '],
        File: png(),
      },
    });
    expect(seen.form).toEqual({
      // Each text goes as it is, one value a field.
      ...Object.fromEntries(BOOK_TEXT_FIELDS.map((field) => [field, [texts[field]]])),
      booktype: ['উপন্যাস'],
      totalbooks: ['2'],
      'serialNumber-1': ['101'],
      'serialNumber-2': ['102'],
      File: ['FILE'],
    });
  });

  it('edits with bookId in the query, every serial, and no File when the cover is kept', async () => {
    const seen = serve('put', '/SingUpAdmin/editbooks', {
      msg: 'Book updated successfully',
      book: book(),
    });
    await dp.update('books', {
      id: 123456,
      previousData: { id: 123456 },
      data: { ...book(), serialNumbers: ['7'], File: null },
    });
    expect(seen.url!.searchParams.get('bookId')).toBe('123456');
    expect(seen.form!.totalbooks).toEqual(['1']);
    expect(seen.form!['serialNumber-1']).toEqual(['7']);
    expect(seen.form!.File).toBeUndefined();
  });

  it('deletes by ?id= and rejects with the ApiError (status for checkError)', async () => {
    const c = capture();
    server.use(
      mockApi.delete('/SingUpAdmin/deleteBook', async ({ request }) => {
        await c.take(request);
        return apiError(409, 'book_on_loan', 'This book has copies out on loan.');
      })
    );
    await expect(dp.delete('books', { id: 123456 })).rejects.toMatchObject({
      status: 409,
      code: 'book_on_loan',
    });
    expect(c.seen.url!.searchParams.get('id')).toBe('123456');
  });
});
