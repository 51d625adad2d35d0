import { describe, expect, it } from 'vitest';
import { api } from '../../app/api';
import { book } from '../../test/fixtures';
import { HttpResponse, mockApi, server } from '../../test/server';
import { rentRecord } from '../requests/fixtures';
import { BOOKS_PER_CALL, bookName, dueDate, isOverdue, lendingCalls } from './records';

describe('the books joined into the records', () => {
  it("asks for the records' own books, at most 20 ids a call, never the whole catalogue", async () => {
    const asked: string[][] = [];
    server.use(
      mockApi.get('/SingUpAdmin/mostPopularBook', ({ request }) => {
        const ids = new URL(request.url).searchParams.get('ids')!.split(',');
        asked.push(ids);
        return HttpResponse.json(ids.map((id) => book({ uniqueId: Number(id), bookname: id })));
      })
    );
    const ids = Array.from({ length: 45 }, (_, i) => 200000 + i);
    // Repeated ids, a deleted book (null) and a value no book can have are not asked for.
    const records = [...ids, ...ids.slice(0, 5), null, 42].map((bookId) =>
      rentRecord({ bookId: bookId as number })
    );
    const books = await lendingCalls(api).books(records);
    expect(asked.map((call) => call.length)).toEqual([BOOKS_PER_CALL, BOOKS_PER_CALL, 5]);
    expect(asked.flat().map(Number)).toEqual(ids);
    expect(books.size).toBe(45);
    expect(books.get(200044)).toMatchObject({ bookname: '200044' });

    asked.length = 0;
    expect((await lendingCalls(api).books([])).size).toBe(0);
    expect(asked).toEqual([]);
  });
});

describe('book names', () => {
  const joined = {
    bookname: 'পথের পাঁচালী',
    booknameEnglish: 'Pather Panchali',
    imgUrl: '',
    serialNumbers: [],
  };
  it('uses the English name in en, the Bangla one in bn', () => {
    expect(bookName({ book: joined, bookname: 'x' }, 'en')).toBe('Pather Panchali');
    expect(bookName({ book: joined, bookname: 'x' }, 'bn')).toBe('পথের পাঁচালী');
  });
  it('falls back to the Bangla name, then the recorded one, then null (Unknown)', () => {
    expect(bookName({ book: { ...joined, booknameEnglish: '' }, bookname: 'x' }, 'en')).toBe(
      'পথের পাঁচালী'
    );
    expect(bookName({ book: null, bookname: 'Recorded' }, 'en')).toBe('Recorded');
    expect(bookName({ book: null, bookname: '  ' }, 'bn')).toBeNull();
  });
});

describe('dates', () => {
  it('takes returnDay as the due date, else the borrow date plus returnDayNumber days', () => {
    expect(
      dueDate(rentRecord({ returnDay: '2026-12-01T00:00:00.000Z', returnDayNumber: 3 }))
    ).toEqual(new Date('2026-12-01T00:00:00.000Z'));
    expect(
      dueDate(rentRecord({ approvedAt: '2026-11-21T00:00:00.000Z', returnDayNumber: 7 }))
    ).toEqual(new Date('2026-11-28T00:00:00.000Z'));
    expect(dueDate(rentRecord({ date: '2026-11-01T00:00:00.000Z', returnDayNumber: 1 }))).toEqual(
      new Date('2026-11-02T00:00:00.000Z')
    );
    expect(dueDate(rentRecord())).toBeNull();
  });

  it('is overdue when the due date is before now; without one the server flag decides', () => {
    const now = Date.parse('2026-11-21T00:00:00.000Z');
    expect(isOverdue(rentRecord({ returnDay: '2026-11-20T23:59:00.000Z' }), now)).toBe(true);
    expect(isOverdue(rentRecord({ returnDay: '2026-11-21T00:01:00.000Z' }), now)).toBe(false);
    expect(isOverdue(rentRecord({ overdue: true }), now)).toBe(true);
  });
});
