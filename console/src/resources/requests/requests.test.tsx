import { act, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RentRecord } from '@pathagar/sdk';
import { SITE_URL } from '../../app/config';
import { book } from '../../test/fixtures';
import { fill, renderApp, screen } from '../../test/render';
import { apiError, HttpResponse, mockApi, server } from '../../test/server';
import { rentRecord } from './fixtures';

/** Filtering refetches the list; on two busy cores that can take more than a second. */
const poll = <T,>(read: () => T) => expect.poll(read, { timeout: 5000 });

const wrap = (...records: RentRecord[]) => ({ pendingRequest: records });

/** The four calls of the screen: pending requests, books, and the copies out on loan. */
function serve(
  pending: RentRecord[],
  { books = [book()], out = [] as RentRecord[], returned = [] as RentRecord[] } = {}
) {
  server.use(
    mockApi.get('/SingUpAdmin/checkPendingRequest', wrap(...pending)),
    mockApi.get('/Singup/Allbooks', books),
    mockApi.get('/SingUpAdmin/adminWithOutPaddingRequest', wrap(...out)),
    mockApi.get('/SingUpAdmin/checkRetunedequest', wrap(...returned))
  );
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
const names = () =>
  screen
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('Book Request', () => {
  it('lists the pending requests with the joined book, the user card link and the date (en)', async () => {
    serve([
      rentRecord({ username: 'rahim@example.org' }),
      rentRecord({ userId: 54321, username: 'karim@example.org', bookId: 999999, bookname: '' }),
    ]);
    renderApp('/requests', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Book Rent Requests' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Book Rent Requests' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Book image',
      'Book name',
      'User',
      'Request date',
      'Serial number',
      'Return days',
      'Approve',
      'Reject',
    ]);
    expect(names()).toEqual(['Pather Panchali', 'Unknown']);
    expect(screen.getByRole('img', { name: 'Pather Panchali' })).toHaveAttribute(
      'src',
      book().imgUrl
    );
    const link = screen.getByRole('link', {
      name: 'View user: card of rahim@example.org (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', `${SITE_URL}/userprofile/12345`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveTextContent('View user');
    expect(within(rowOf(link.getAttribute('aria-label')!)).getByText('November 21, 2026'));
  });

  it('shows Bangla names, dates, digits and texts in bn', async () => {
    serve([rentRecord(), rentRecord({ bookId: 999999, bookname: '' })], {
      books: [book({ serialNumbers: ['101'] })],
    });
    renderApp('/requests');
    expect(await screen.findByRole('heading', { name: 'বই ধারের অনুরোধ' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(names()).toEqual(['পথের পাঁচালী', 'অজানা']);
    expect(screen.getAllByText('২১ নভেম্বর, ২০২৬')).toHaveLength(2);
    const select = screen.getByRole('combobox', {
      name: 'পথের পাঁচালী বইয়ের সিরিয়াল নম্বর (rahim@example.org)',
    });
    expect(options(select)).toEqual(['সিরিয়াল বাছাই করুন', '১০১']);
    expect(screen.getByText('এই বইয়ের কোনো কপি এখন খালি নেই।')).toBeInTheDocument();
  });

  it('filters by either name (partial, any case) and by the request day in Dhaka', async () => {
    serve(
      [
        rentRecord({ date: '2026-11-20T19:30:00.000Z' }),
        rentRecord({
          bookId: 654321,
          bookname: 'দেবদাস',
          date: '2026-11-22T04:00:00.000Z',
          username: 'karim@example.org',
        }),
      ],
      {
        books: [book(), book({ uniqueId: 654321, bookname: 'দেবদাস', booknameEnglish: 'Devdas' })],
      }
    );
    const { user } = renderApp('/requests', { language: 'en' });
    await screen.findByRole('table');
    expect(names()).toEqual(['Pather Panchali', 'Devdas']);
    // 19:30 UTC on the 20th is already the 21st at the club.
    await fill(user, screen.getByLabelText('Request date'), '2026-11-21');
    await poll(names).toEqual(['Pather Panchali']);
    await fill(user, screen.getByLabelText('Request date'), '2026-11-23');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Request date'), '');
    await poll(names).toEqual(['Pather Panchali', 'Devdas']);
    await fill(user, screen.getByLabelText('Search by book name'), 'দেব');
    await poll(names).toEqual(['Devdas']);
    await fill(user, screen.getByLabelText('Search by book name'), 'PANCH');
    await poll(names).toEqual(['Pather Panchali']);
  });

  it('offers only free copies, and not those chosen in another row of the same book', async () => {
    serve(
      [
        rentRecord({ username: 'a@example.org' }),
        rentRecord({ username: 'b@example.org' }),
        rentRecord({ username: 'c@example.org', bookId: 654321 }),
      ],
      {
        books: [
          book({ serialNumbers: ['101', '102', '103', '104'] }),
          book({ uniqueId: 654321, serialNumbers: ['102', '900'] }),
        ],
        out: [rentRecord({ status: 'Received', serialNumber: '101' })],
        returned: [rentRecord({ status: 'Returned', serialNumber: '104' })],
      }
    );
    const { user } = renderApp('/requests', { language: 'en' });
    const a = await screen.findByRole('combobox', { name: /\(a@example\.org\)/ });
    const b = screen.getByRole('combobox', { name: /\(b@example\.org\)/ });
    const c = screen.getByRole('combobox', { name: /\(c@example\.org\)/ });
    expect(options(a)).toEqual(['Choose a serial', '102', '103']);
    await user.selectOptions(a, '102');
    expect(options(a)).toEqual(['Choose a serial', '102', '103']);
    expect(options(b)).toEqual(['Choose a serial', '103']);
    // Another book's rows are not touched.
    expect(options(c)).toEqual(['Choose a serial', '102', '900']);
    await user.selectOptions(b, '103');
    expect(options(a)).toEqual(['Choose a serial', '102']);
    await user.selectOptions(a, '');
    expect(options(b)).toEqual(['Choose a serial', '102', '103']);
  });

  it('asks for a serial and a return-day number before approving, and sends nothing', async () => {
    serve([rentRecord()]);
    let sent = false;
    server.use(
      mockApi.put('/SingUpAdmin/updateRequestStatus', () => {
        sent = true;
        return apiError(500, 'internal', 'not expected');
      })
    );
    const { user } = renderApp('/requests');
    await user.click(
      await screen.findByRole('button', {
        name: 'পথের পাঁচালী বইয়ের জন্য rahim@example.org-এর অনুরোধ অনুমোদন করুন',
      })
    );
    const serial = screen.getByRole('combobox', { name: /সিরিয়াল নম্বর/ });
    const days = screen.getByRole('textbox', { name: /ফেরতের দিন/ });
    expect(screen.getByText('অনুগ্রহ করে একটি সিরিয়াল নম্বর নির্বাচন করুন।')).toBeInTheDocument();
    expect(screen.getByText('অনুগ্রহ করে ফেরতের দিনের সংখ্যা লিখুন।')).toBeInTheDocument();
    expect(serial).toHaveAttribute('aria-invalid', 'true');
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(serial).toHaveAccessibleDescription('অনুগ্রহ করে একটি সিরিয়াল নম্বর নির্বাচন করুন।');

    // A serial but a length outside 1–365: still nothing sent.
    await user.selectOptions(serial, '101');
    expect(serial).toHaveAttribute('aria-invalid', 'false');
    await fill(user, days, '৩৬৬');
    await user.click(screen.getByRole('button', { name: /অনুমোদন করুন/ }));
    expect(screen.getByText('১ থেকে ৩৬৫-এর মধ্যে পূর্ণ সংখ্যায় দিন লিখুন।')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(sent).toBe(false);
  });

  it('approves (Bangla digits accepted): the row leaves at once, then a green pop-up for 1.5 s', async () => {
    const record = rentRecord({ rentId: 'aaaaaaaa-0000-4000-8000-000000000001' });
    serve([record, rentRecord({ username: 'karim@example.org' })]);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const bodies: unknown[] = [];
    server.use(
      mockApi.put('/SingUpAdmin/updateRequestStatus', async ({ request }) => {
        bodies.push(await request.json());
        await gate;
        return HttpResponse.json({
          message: 'Request approved successfully',
          rentBook: { ...record, status: 'approved' },
        });
      })
    );
    const { user } = renderApp('/requests', { language: 'en' });
    const row = rowOf(
      (await screen.findByRole('link', { name: /card of rahim/ })).getAttribute('aria-label')!
    );
    await user.selectOptions(within(row).getByRole('combobox'), '102');
    await fill(user, within(row).getByRole('textbox'), '১৪');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(row).getByRole('button', { name: /^Approve/ }));
    expect(screen.queryByRole('link', { name: /card of rahim/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    // The approved copy is not offered to the book's other request.
    expect(options(screen.getByRole('combobox'))).toEqual(['Choose a serial', '101']);
    release();
    expect(await screen.findByText('Approved successfully.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        userId: 12345,
        bookId: 123456,
        rentId: record.rentId,
        username: 'rahim@example.org',
        bookname: 'পথের পাঁচালী',
        status: 'approved',
        serialNumber: '102',
        returnDayNumber: 14,
      },
    ]);
    act(() => vi.advanceTimersByTime(1400));
    expect(screen.getByText('Approved successfully.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    await poll(() => screen.queryByText('Approved successfully.')).toBeNull();
    expect(screen.queryByRole('link', { name: /card of rahim/ })).not.toBeInTheDocument();
  });

  it('puts the row back in its place with the reason when the approval fails', async () => {
    serve([
      rentRecord({ username: 'a@example.org' }),
      rentRecord({ username: 'b@example.org' }),
      rentRecord({ username: 'c@example.org' }),
    ]);
    let answer = apiError(409, 'serial_on_loan', 'This copy is already out on another loan.');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mockApi.put('/SingUpAdmin/updateRequestStatus', async () => {
        await gate;
        return answer;
      })
    );
    const { user } = renderApp('/requests', { language: 'en' });
    const users = () =>
      screen.getAllByRole('link', { name: /card of/ }).map((l) => l.getAttribute('aria-label'));
    await screen.findByRole('table');
    const approveB = async () => {
      const row = rowOf(
        screen.getByRole('link', { name: /card of b@/ }).getAttribute('aria-label')!
      );
      await user.selectOptions(within(row).getByRole('combobox'), '101');
      await fill(user, within(row).getByRole('textbox'), '7');
      await user.click(within(row).getByRole('button', { name: /^Approve/ }));
    };
    await approveB();
    // Gone while the call is in flight…
    expect(users()).toEqual([expect.stringContaining('a@'), expect.stringContaining('c@')]);
    release();
    // …and back in its place with the reason when it fails.
    expect(
      await screen.findByText(
        'This copy is already lent to someone else. Please choose another serial number.'
      )
    ).toBeInTheDocument();
    expect(users()).toEqual([
      expect.stringContaining('a@'),
      expect.stringContaining('b@'),
      expect.stringContaining('c@'),
    ]);
    // The copy that could not be lent is no longer chosen.
    expect(screen.getByRole('combobox', { name: /\(b@/ })).toHaveValue('');

    answer = apiError(404, 'not_found', 'Request not found');
    await approveB();
    expect(
      await screen.findByText(
        'This request no longer exists. It may have been withdrawn or decided by another admin.'
      )
    ).toBeInTheDocument();
    expect(users()).toHaveLength(3);
  });

  it('rejects without serial or days; a failure puts the row back', async () => {
    const record = rentRecord({ rentId: 'bbbbbbbb-0000-4000-8000-000000000002' });
    serve([record]);
    const bodies: unknown[] = [];
    let fail = true;
    server.use(
      mockApi.put('/SingUpAdmin/updateRequestStatus', async ({ request }) => {
        bodies.push(await request.json());
        if (fail) return apiError(500, 'internal', 'boom');
        return HttpResponse.json({
          message: 'Request rejected successfully',
          rentBook: { ...record, status: 'rejected' },
        });
      })
    );
    const { user } = renderApp('/requests');
    const reject = () =>
      user.click(
        screen.getByRole('button', {
          name: 'পথের পাঁচালী বইয়ের জন্য rahim@example.org-এর অনুরোধ বাতিল করুন',
        })
      );
    await screen.findByRole('table');
    await reject();
    expect(await screen.findByText('দুঃখিত, কোনো সমস্যা হয়েছে। আবার চেষ্টা করুন।')).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    fail = false;
    await reject();
    expect(await screen.findByText('সফলভাবে রিজেক্ট করা হয়েছে')).toBeInTheDocument();
    expect(screen.getByText('কোনো তথ্য পাওয়া যায়নি')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({
      userId: 12345,
      bookId: 123456,
      rentId: record.rentId,
      username: 'rahim@example.org',
      bookname: 'পথের পাঁচালী',
      status: 'rejected',
    });
  });

  it('says when there is no request', async () => {
    serve([]);
    renderApp('/requests', { language: 'en' });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('shows empty with a red pop-up when the requests cannot be loaded', async () => {
    serve([]);
    server.use(
      mockApi.get('/SingUpAdmin/checkPendingRequest', () => apiError(500, 'internal', 'boom'))
    );
    renderApp('/requests');
    expect(await screen.findByText('তথ্য লোড করা যায়নি। পরে আবার চেষ্টা করুন।')).toBeInTheDocument();
    expect(screen.getByText('কোনো তথ্য পাওয়া যায়নি')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });
});
