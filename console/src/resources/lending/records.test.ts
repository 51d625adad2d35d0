import { describe, expect, it } from 'vitest';
import { rentRecord } from '../requests/fixtures';
import { bookName, dueDate, isOverdue } from './records';

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
