import { act, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RentRecord } from '@pathagar/sdk';
import { SITE_URL } from '../../app/config';
import { book } from '../../test/fixtures';
import { fill, renderApp, screen } from '../../test/render';
import { apiError, HttpResponse, mockApi, server } from '../../test/server';
import { daysFromNow, rentRecord } from '../requests/fixtures';

/** Filtering refetches the list; on two busy cores that can take more than a second. */
const poll = <T,>(read: () => T) => expect.poll(read, { timeout: 5000 });

const late = rentRecord({
  rentId: 'aaaaaaaa-0000-4000-8000-00000000000a',
  status: 'Received',
  serialNumber: '101',
  username: 'late@example.org',
  approvedAt: '2026-11-01T04:00:00.000Z',
  returnDay: daysFromNow(-2),
});
const onTime = rentRecord({
  rentId: 'bbbbbbbb-0000-4000-8000-00000000000b',
  status: 'approved',
  serialNumber: '202',
  userId: 54321,
  username: 'ontime@example.org',
  bookId: 654321,
  bookname: 'দেবদাস',
  date: '2026-11-05T04:00:00.000Z',
  approvedAt: null,
  returnDay: null,
  returnDayNumber: 36500,
});

function serve(
  loans: RentRecord[],
  books = [book(), book({ uniqueId: 654321, bookname: 'দেবদাস', booknameEnglish: 'Devdas' })]
) {
  server.use(
    mockApi.get('/SingUpAdmin/adminWithOutPaddingRequest', { pendingRequest: loans }),
    mockApi.get('/Singup/Allbooks', books)
  );
}

const users = () =>
  screen
    .queryAllByRole('link', { name: /card of/ })
    .map((link) => /card of (\S+)/.exec(link.getAttribute('aria-label')!)![1]);

describe('Borrowed Books', () => {
  it('lists the loans with book, number, borrowed and due dates, user link; overdue rows are labelled', async () => {
    serve([
      late,
      onTime,
      rentRecord({
        rentId: 'c',
        username: 'gone@example.org',
        bookId: 999999,
        bookname: '',
        serialNumber: '7',
        approvedAt: '2026-11-01T04:00:00.000Z',
        returnDayNumber: 36500,
      }),
    ]);
    renderApp('/loans', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'Borrowed Books' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
    ).toEqual([
      'Book image',
      'Book name',
      'Book number',
      'Borrowed on',
      'Return by (due date)',
      'User details',
      'Action',
    ]);
    const [, first, second, third] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .slice(1, 4)
        .map((c) => c.textContent);
    expect(cells(first!)).toEqual(['Pather Panchali', '101', 'November 1, 2026']);
    expect(within(first!).getByText('Overdue')).toBeInTheDocument();
    expect(within(first!).getByRole('img', { name: 'Pather Panchali' })).toBeInTheDocument();
    expect(cells(second!)).toEqual(['Devdas', '202', 'November 5, 2026']);
    expect(within(second!).queryByText('Overdue')).not.toBeInTheDocument();
    // No returnDay: the due date is the borrow date plus returnDayNumber days.
    const due = new Date(Date.parse('2026-11-05T04:00:00.000Z') + 36500 * 86_400_000);
    expect(within(second!).getAllByRole('cell')[4]).toHaveTextContent(String(due.getUTCFullYear()));
    expect(cells(third!)[0]).toBe('Unknown');
    const link = within(first!).getByRole('link', {
      name: 'User details: card of late@example.org (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', `${SITE_URL}/userprofile/12345`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('shows Bangla texts, dates and digits in bn', async () => {
    serve([late]);
    renderApp('/loans');
    expect(await screen.findByRole('heading', { name: 'ধার দেওয়া বই' })).toBeInTheDocument();
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getByText('পথের পাঁচালী')).toBeInTheDocument();
    expect(within(row).getByText('১০১')).toBeInTheDocument();
    expect(within(row).getByText('১ নভেম্বর, ২০২৬')).toBeInTheDocument();
    expect(within(row).getByText('মেয়াদোত্তীর্ণ')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', {
        name: 'late@example.org-এর কাছে পথের পাঁচালী বইটির ফেরতের অনুরোধ করুন',
      })
    ).toHaveTextContent('ফেরতের অনুরোধ করুন');
  });

  it('filters by Overdue, Due Today (everything not overdue) and All', async () => {
    serve([late, onTime]);
    const { user } = renderApp('/loans', { language: 'en' });
    await screen.findByRole('table');
    const all = screen.getByRole('button', { name: 'All' });
    const overdue = screen.getByRole('button', { name: 'Overdue' });
    const dueToday = screen.getByRole('button', { name: 'Due Today' });
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(overdue).toHaveAttribute('aria-pressed', 'false');
    expect(users()).toEqual(['late@example.org', 'ontime@example.org']);
    await user.click(overdue);
    await poll(users).toEqual(['late@example.org']);
    expect(overdue).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');
    await user.click(dueToday);
    await poll(users).toEqual(['ontime@example.org']);
    expect(dueToday).toHaveAttribute('aria-pressed', 'true');
    await user.click(all);
    await poll(users).toEqual(['late@example.org', 'ontime@example.org']);
  });

  it('filters by book name, book number and borrowed date', async () => {
    serve([late, onTime]);
    const { user } = renderApp('/loans', { language: 'en' });
    await screen.findByRole('table');
    // Text searches come last: once typed into, TextFilters re-sends its values 300 ms after
    // every list change, which undoes a date picked within that window.
    await fill(user, screen.getByLabelText('Borrowed on'), '2026-11-05');
    await poll(users).toEqual(['ontime@example.org']);
    await fill(user, screen.getByLabelText('Borrowed on'), '2026-11-06');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Borrowed on'), '');
    await poll(users).toHaveLength(2);
    await fill(user, screen.getByLabelText('Search by book name'), 'devd');
    await poll(users).toEqual(['ontime@example.org']);
    await fill(user, screen.getByLabelText('Search by book name'), '');
    await fill(user, screen.getByLabelText('Search by book number'), '10');
    await poll(users).toEqual(['late@example.org']);
  });

  it('requests a return: the row stays and the banner shows for 1.5 s', async () => {
    serve([late]);
    const bodies: unknown[] = [];
    server.use(
      mockApi.post('/SingUpAdmin/deleteRequest', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Return request sent successfully' });
      })
    );
    const { user } = renderApp('/loans', { language: 'en' });
    const button = await screen.findByRole('button', {
      name: 'Request a return of Pather Panchali from late@example.org',
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(button);
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('The return of the book has been requested.');
    expect(bodies).toEqual([
      {
        userId: 12345,
        bookId: 123456,
        rentId: late.rentId,
        username: 'late@example.org',
        bookname: 'পথের পাঁচালী',
        serialNumber: '101',
      },
    ]);
    expect(users()).toEqual(['late@example.org']);
    act(() => vi.advanceTimersByTime(1400));
    expect(screen.getByText('The return of the book has been requested.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('The return of the book has been requested.')).toBeNull();
    expect(users()).toEqual(['late@example.org']);
  });

  it('shows the Bangla banner in bn, and a red pop-up with no banner when the call fails', async () => {
    serve([late]);
    let fail = true;
    server.use(
      mockApi.post('/SingUpAdmin/deleteRequest', () =>
        fail
          ? apiError(500, 'internal', 'boom')
          : HttpResponse.json({ message: 'Return request sent successfully' })
      )
    );
    const { user } = renderApp('/loans');
    const button = await screen.findByRole('button', { name: /ফেরতের অনুরোধ করুন/ });
    await user.click(button);
    expect(
      await screen.findByText('ফেরতের অনুরোধ পাঠানো যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।')
    ).toBeInTheDocument();
    expect(screen.queryByText('বইটি ফেরত দেওয়ার অনুরোধ করা হয়েছে।')).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    fail = false;
    await poll(() => button.hasAttribute('disabled')).toBe(false);
    await user.click(button);
    expect(await screen.findByText('বইটি ফেরত দেওয়ার অনুরোধ করা হয়েছে।')).toBeInTheDocument();
  });

  it('says when nothing is on loan, and shows empty with a red pop-up when the load fails', async () => {
    serve([]);
    const first = renderApp('/loans', { language: 'en' });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    first.unmount();
    server.use(
      mockApi.get('/SingUpAdmin/adminWithOutPaddingRequest', () =>
        apiError(500, 'internal', 'boom')
      )
    );
    renderApp('/loans', { language: 'en' });
    expect(
      await screen.findByText('Could not load the data. Please try again later.')
    ).toBeInTheDocument();
    expect(screen.getByText('No data available')).toBeInTheDocument();
  });
});
