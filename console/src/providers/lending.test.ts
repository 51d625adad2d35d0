import { describe, expect, it } from 'vitest';
import { api } from '../app/api';
import { book } from '../test/fixtures';
import { apiError, HttpResponse, mockApi, server } from '../test/server';
import { daysFromNow, rentRecord } from '../resources/requests/fixtures';
import {
  bookName,
  createLendingDesk,
  dueDate,
  freeSerials,
  isOverdue,
  serialOptions,
  type RequestRecord,
} from './lending';

const desk = createLendingDesk(api);
const list = (filter: Record<string, unknown> = {}) => ({
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'id', order: 'DESC' as const },
  filter,
});
const wrap = (...records: ReturnType<typeof rentRecord>[]) => ({ pendingRequest: records });

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

describe('serial choices', () => {
  it('leaves out the copies on an open loan', () => {
    const b = book({ serialNumbers: ['101', '102', '103'] });
    expect(
      freeSerials(b, [rentRecord({ serialNumber: '102' }), rentRecord({ serialNumber: null })])
    ).toEqual(['101', '103']);
    expect(freeSerials(null, [])).toEqual([]);
  });

  it("leaves out serials chosen in other rows of the same book, keeping the row's own", () => {
    const row = { id: 'a', bookId: 1, serialChoices: ['101', '102', '103'] } as RequestRecord;
    expect(
      serialOptions(row, {
        a: { bookId: 1, serialNumber: '101' },
        b: { bookId: 1, serialNumber: '102' },
        c: { bookId: 2, serialNumber: '103' },
      })
    ).toEqual(['101', '103']);
  });
});

describe('requests', () => {
  it('joins the book, offers its free copies (approved, Received and Returned loans are out) and filters', async () => {
    const returnedQuery: (string | null)[] = [];
    server.use(
      mockApi.get(
        '/SingUpAdmin/checkPendingRequest',
        wrap(
          rentRecord({ rentId: 'r1', date: '2026-11-20T19:30:00.000Z' }),
          rentRecord({ rentId: 'r2', bookId: 999999, bookname: 'Gone' })
        )
      ),
      mockApi.get('/Singup/Allbooks', [book({ serialNumbers: ['101', '102', '103'] })]),
      mockApi.get(
        '/SingUpAdmin/adminWithOutPaddingRequest',
        wrap(rentRecord({ status: 'approved', serialNumber: '101' }))
      ),
      mockApi.get('/SingUpAdmin/checkRetunedequest', ({ request }) => {
        returnedQuery.push(new URL(request.url).searchParams.get('status'));
        return HttpResponse.json(wrap(rentRecord({ status: 'Returned', serialNumber: '103' })));
      })
    );
    const all = await desk.resources.requests.getList(list());
    expect(all.data.map((r) => [r.id, r.book?.booknameEnglish ?? null, r.serialChoices])).toEqual([
      ['r1', 'Pather Panchali', ['102']],
      ['r2', null, []],
    ]);
    expect(returnedQuery).toEqual(['Returned']);
    // Either language's name, or the recorded one, partially and in any case.
    expect((await desk.resources.requests.getList(list({ name: 'panch' }))).total).toBe(1);
    expect((await desk.resources.requests.getList(list({ name: 'পাঁচালী' }))).total).toBe(1);
    expect((await desk.resources.requests.getList(list({ name: 'GONE' }))).total).toBe(1);
    // 19:30 UTC on the 20th is the 21st in Dhaka.
    const day = await desk.resources.requests.getList(list({ date: '2026-11-21' }));
    expect(day.data.map((r) => r.id)).toEqual(['r1', 'r2']);
    expect((await desk.resources.requests.getList(list({ date: '2026-11-20' }))).total).toBe(0);
  });

  it('fails when the on-loan copies cannot be known (no unsafe choices)', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/checkPendingRequest', wrap(rentRecord())),
      mockApi.get('/Singup/Allbooks', [book()]),
      mockApi.get('/SingUpAdmin/adminWithOutPaddingRequest', () => apiError(500, 'internal', 'x')),
      mockApi.get('/SingUpAdmin/checkRetunedequest', wrap())
    );
    await expect(desk.resources.requests.getList(list())).rejects.toMatchObject({ status: 500 });
  });
});

describe('loans', () => {
  it('derives borrowed and due dates and filters by name, serial (Bangla digits too), day and due state', async () => {
    const late = rentRecord({
      rentId: 'late',
      status: 'Received',
      serialNumber: '101',
      approvedAt: '2026-11-01T04:00:00.000Z',
      returnDay: daysFromNow(-1),
    });
    const onTime = rentRecord({
      rentId: 'ok',
      status: 'approved',
      serialNumber: '202',
      date: '2026-11-05T04:00:00.000Z',
      returnDayNumber: 100000,
    });
    server.use(
      mockApi.get('/SingUpAdmin/adminWithOutPaddingRequest', wrap(late, onTime)),
      mockApi.get('/Singup/Allbooks', [book()])
    );
    const all = await desk.resources.loans.getList(list());
    expect(all.data.map((r) => [r.id, r.borrowedOn, r.overdue])).toEqual([
      ['late', '2026-11-01T04:00:00.000Z', true],
      ['ok', '2026-11-05T04:00:00.000Z', false],
    ]);
    expect(all.data[1]!.dueOn).toBe(
      new Date(Date.parse('2026-11-05T04:00:00.000Z') + 100000 * 86_400_000).toISOString()
    );
    const ids = async (filter: Record<string, unknown>) =>
      (await desk.resources.loans.getList(list(filter))).data.map((r) => r.id);
    expect(await ids({ due: 'overdue' })).toEqual(['late']);
    expect(await ids({ due: 'due' })).toEqual(['ok']);
    expect(await ids({ due: 'all' })).toEqual(['late', 'ok']);
    expect(await ids({ serial: '20' })).toEqual(['ok']);
    expect(await ids({ serial: '১০১' })).toEqual(['late']);
    expect(await ids({ borrowed: '2026-11-05' })).toEqual(['ok']);
    expect(await ids({ name: 'pather' })).toEqual(['late', 'ok']);
    expect(await ids({ name: 'other' })).toEqual([]);
  });

  it('still lists the loans when the book list cannot be loaded (names as recorded)', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/adminWithOutPaddingRequest', wrap(rentRecord({ rentId: 'x' }))),
      mockApi.get('/Singup/Allbooks', () => apiError(500, 'internal', 'x'))
    );
    const { data } = await desk.resources.loans.getList(list());
    expect(data.map((r) => [r.id, r.book])).toEqual([['x', null]]);
  });
});

describe('returns', () => {
  it('lists the Returned records of the whole table, filtered by name and day', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      mockApi.get('/SingUpAdmin/checkRetunedequest', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json(wrap(rentRecord({ rentId: 'r', status: 'Returned' })));
      }),
      mockApi.get('/Singup/Allbooks', [book()])
    );
    expect((await desk.resources.returns.getList(list())).data[0]).toMatchObject({
      id: 'r',
      book: { booknameEnglish: 'Pather Panchali' },
    });
    expect(Object.fromEntries(queries[0]!)).toEqual({ status: 'Returned' });
    expect((await desk.resources.returns.getList(list({ date: '2026-11-21' }))).total).toBe(1);
    expect((await desk.resources.returns.getList(list({ date: '2026-11-22' }))).total).toBe(0);
    expect((await desk.resources.returns.getList(list({ name: 'nothing' }))).total).toBe(0);
  });
});

describe('actions', () => {
  const record = rentRecord({ rentId: 'r', serialNumber: '101' });
  const key = {
    userId: 12345,
    bookId: 123456,
    rentId: 'r',
    username: 'rahim@example.org',
    bookname: 'পথের পাঁচালী',
  };

  it('approves with the serial and the length as returnDayNumber, rejects without them', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockApi.put('/SingUpAdmin/updateRequestStatus', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Request approved successfully', rentBook: record });
      })
    );
    await desk.methods.approveRequest(record, { serialNumber: '102', loanDays: 14 });
    await desk.methods.rejectRequest(record);
    expect(bodies).toEqual([
      { ...key, status: 'approved', serialNumber: '102', returnDayNumber: 14 },
      { ...key, status: 'rejected' },
    ]);
  });

  it('requests a return, confirms it and answers Not Received with the record keys', async () => {
    const bodies: Record<string, unknown> = {};
    server.use(
      mockApi.post('/SingUpAdmin/deleteRequest', async ({ request }) => {
        bodies.requestReturn = await request.json();
        return HttpResponse.json({ message: 'Return request sent successfully' });
      }),
      mockApi.put('/SingUpAdmin/returnData', async ({ request }) => {
        bodies.confirm = await request.json();
        return HttpResponse.json({ message: 'Return confirmed successfully', rentBook: record });
      }),
      mockApi.put('/SingUpAdmin/updateStatus', async ({ request }) => {
        bodies.notReceived = await request.json();
        return HttpResponse.json({
          success: true,
          message: 'Request Received successfully, and an email notification has been sent.',
        });
      })
    );
    await desk.methods.requestReturn(record);
    await desk.methods.confirmReturn(record);
    await desk.methods.markNotReceived(record);
    expect(bodies).toEqual({
      requestReturn: { ...key, serialNumber: '101' },
      confirm: { ...key, serialNumber: '101' },
      notReceived: { ...key, status: 'Received' },
    });
  });

  it('rejects with the API error (status and code) for the screens to word', async () => {
    server.use(
      mockApi.put('/SingUpAdmin/updateRequestStatus', () =>
        apiError(409, 'serial_on_loan', 'This copy is already out on another loan.')
      )
    );
    await expect(
      desk.methods.approveRequest(record, { serialNumber: '101', loanDays: 1 })
    ).rejects.toMatchObject({ status: 409, code: 'serial_on_loan' });
  });
});
