import { act, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../app/toast';
import { renderRoute, screen } from '../../test/render';
import { HttpResponse, apiError, mockApi, neverAnswer, server } from '../../test/server';
import { makeBook } from '../books/fixtures';
import { MEMBER, profilePageHandlers, rentRecord, userProfile } from './fixtures';
import type { RentRecord } from './queries';

afterEach(() => toast.clear());

/** 10:00 on 15 March 2026 in Dhaka. */
const NOW = new Date('2026-03-15T04:00:00.000Z');

async function rowOf(bookname: string) {
  const section = await screen.findByRole('region', { name: /^(Rented Books|ভাড়া নেওয়া বই)$/ });
  const name = await within(section).findByText(bookname);
  return name.closest('li') as HTMLElement;
}

function badgeIn(row: HTMLElement) {
  return row.querySelector('[data-color]') as HTMLElement;
}

describe('/profile', () => {
  it('shows the member card, counts, rented books and requests (English)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    server.use(
      ...profilePageHandlers({
        loans: [
          rentRecord({
            bookname: 'Himu',
            date: '2026-02-28T04:00:00.000Z',
            approvedAt: '2026-03-01T04:00:00.000Z',
            status: 'Received',
            returnDay: '2026-03-20T04:00:00.000Z',
          }),
        ],
        requests: [
          rentRecord({ bookname: 'Debdas', status: 'pending', date: '2026-03-10T04:00:00.000Z' }),
        ],
        readRecords: [
          rentRecord({ status: 'readed', date: '2026-03-02T04:00:00.000Z' }),
          rentRecord({ status: 'readed', date: '2026-02-02T04:00:00.000Z' }),
          rentRecord({ status: 'readed', date: '2025-03-02T04:00:00.000Z' }),
        ],
      })
    );
    renderRoute('/profile', { language: 'en', member: MEMBER });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Profile' })
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Rahim Uddin' })
    ).toBeInTheDocument();
    expect(screen.getByText('R')).toBeInTheDocument();
    expect(screen.getByText(MEMBER.email)).toBeInTheDocument();
    expect(screen.getByText('Zindabazar, Sylhet')).toBeInTheDocument();
    expect(screen.getByText('Ambarkhana, Sylhet')).toBeInTheDocument();
    const thisMonth = screen.getByText('Read Books (This Month)').parentElement!;
    expect(await within(thisMonth).findByText('1')).toBeInTheDocument();
    expect(
      within(screen.getByText('Total Read Books').parentElement!).getByText('3')
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/editprofile/12345'
    );

    const row = await rowOf('Himu');
    expect(within(row).getByText('Borrowed on: March 1, 2026')).toBeInTheDocument();
    expect(within(row).getByText('Return by: March 20, 2026')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Return: Himu' })).toBeInTheDocument();

    const requests = screen.getByRole('region', { name: 'Request For Books' });
    expect(within(requests).getByText('Debdas')).toBeInTheDocument();
    expect(within(requests).getByText('Requested on: March 10, 2026')).toBeInTheDocument();
    expect(within(requests).getByText('Pending')).toBeInTheDocument();
  });

  it('shows the photo when there is one', async () => {
    server.use(
      ...profilePageHandlers({
        profile: userProfile({ image: 'https://cdn.example.org/users/rahim.jpg' }),
      })
    );
    renderRoute('/profile', { language: 'en', member: MEMBER });
    await screen.findByRole('heading', { level: 2, name: 'Rahim Uddin' });
    expect(screen.getByRole('img', { name: 'Photo of Rahim Uddin' })).toHaveAttribute(
      'src',
      'https://cdn.example.org/users/rahim.jpg'
    );
  });

  it('shows the empty texts and zero counts in Bangla', async () => {
    server.use(...profilePageHandlers());
    renderRoute('/profile', { member: MEMBER });
    expect(await screen.findByText('এখনও কোনো বই নেওয়া হয়নি।')).toBeInTheDocument();
    expect(await screen.findByText('এখনও কোনো বইয়ের অনুরোধ নেই।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'আমার প্রোফাইল' })).toBeInTheDocument();
    expect(screen.getByText('পঠিত বই (এই মাসে)')).toBeInTheDocument();
    expect(screen.getByText('মোট পঠিত বই')).toBeInTheDocument();
    expect(screen.getAllByText('০')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'প্রোফাইল সম্পাদনা' })).toBeInTheDocument();
  });

  it('shows the empty texts in English', async () => {
    server.use(...profilePageHandlers());
    renderRoute('/profile', { language: 'en', member: MEMBER });
    expect(await screen.findByText('No books rented yet.')).toBeInTheDocument();
    expect(await screen.findByText('No book requests yet.')).toBeInTheDocument();
  });

  it('shows a spinner in each panel while loading', async () => {
    server.use(
      mockApi.get('/Singup/viewProfile', neverAnswer),
      mockApi.get('/SingUpAdmin/checkApprovedPendingRequest', neverAnswer),
      mockApi.get('/SingUpAdmin/checkUserSinglePendingRequest', neverAnswer),
      mockApi.get('/Singup/checkTotalReadBookUser', neverAnswer)
    );
    renderRoute('/profile', { language: 'en', member: MEMBER });
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    expect(await screen.findAllByLabelText('Loading…')).toHaveLength(3);
  });

  it('treats failed lists as empty and offers to reload a failed profile', async () => {
    let failing = true;
    server.use(
      mockApi.get('/Singup/viewProfile', () => {
        return failing ? apiError(500, 'internal', 'boom') : HttpResponse.json([userProfile()]);
      }),
      mockApi.get('/SingUpAdmin/checkApprovedPendingRequest', () => apiError(500, 'internal', 'x')),
      mockApi.get('/SingUpAdmin/checkUserSinglePendingRequest', () =>
        apiError(500, 'internal', 'x')
      ),
      mockApi.get('/Singup/checkTotalReadBookUser', () => apiError(500, 'internal', 'x'))
    );
    const { user } = renderRoute('/profile', { language: 'en', member: MEMBER });
    expect(await screen.findByText('Your profile could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('No books rented yet.')).toBeInTheDocument();
    expect(await screen.findByText('No book requests yet.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Rahim Uddin' })
    ).toBeInTheDocument();
  });

  it('colours badges: red Overdue, green Returned, blue otherwise; red border when past due and not Returned', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    const past = '2026-03-10T04:00:00.000Z';
    const future = '2026-03-25T04:00:00.000Z';
    server.use(
      ...profilePageHandlers({
        loans: [
          rentRecord({ bookname: 'Late', status: 'Received', returnDay: past, overdue: true }),
          rentRecord({ bookname: 'Back', status: 'Returned', returnDay: past }),
          rentRecord({ bookname: 'Fresh', status: 'approved', returnDay: future }),
          rentRecord({ bookname: 'Holding', status: 'Received', returnDay: future }),
        ],
      })
    );
    renderRoute('/profile', { language: 'en', member: MEMBER });

    const late = await rowOf('Late');
    expect(badgeIn(late)).toHaveAttribute('data-color', 'red');
    expect(badgeIn(late)).toHaveTextContent('Overdue');
    expect(late).toHaveAttribute('data-past-due', 'true');

    const back = await rowOf('Back');
    expect(badgeIn(back)).toHaveAttribute('data-color', 'green');
    expect(badgeIn(back)).toHaveTextContent('Returned');
    expect(back).not.toHaveAttribute('data-past-due');
    expect(within(back).getByRole('button', { name: 'Cancel Return: Back' })).toBeInTheDocument();

    const fresh = await rowOf('Fresh');
    expect(badgeIn(fresh)).toHaveAttribute('data-color', 'blue');
    expect(badgeIn(fresh)).toHaveTextContent('Approved');
    expect(fresh).not.toHaveAttribute('data-past-due');
    expect(within(fresh).getByRole('button', { name: 'Received: Fresh' })).toBeInTheDocument();

    const holding = await rowOf('Holding');
    expect(badgeIn(holding)).toHaveAttribute('data-color', 'blue');
    expect(within(holding).getByRole('button', { name: 'Return: Holding' })).toBeInTheDocument();
  });

  it('marks a red border by the due date even when the server has not flagged it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    server.use(
      ...profilePageHandlers({
        loans: [
          rentRecord({
            bookname: 'Due',
            status: 'approved',
            returnDay: '2026-03-14T04:00:00.000Z',
          }),
        ],
      })
    );
    renderRoute('/profile', { language: 'en', member: MEMBER });
    expect(await rowOf('Due')).toHaveAttribute('data-past-due', 'true');
  });
});

describe('/profile row actions', () => {
  function loanAnswer(book: RentRecord, message: string) {
    return HttpResponse.json({ message, book });
  }

  /**
   * One row action: the loan in status `from` (the book `book`), the button named `click` PUTs
   * to `path`, and the server answers the loan in status `to`. The row then shows `badge` in
   * `color` with the next action `next`, and the toast says `toast`.
   */
  interface RowAction {
    language: 'en' | 'bn';
    book: string;
    from: RentRecord['status'];
    path: '/Singup/recivedBook' | '/Singup/returnBook' | '/Singup/cancelReturn';
    to: RentRecord['status'];
    message: string;
    click: string;
    toast: string;
    badge: string;
    color: string;
    next: string;
  }
  const rowActions: Record<string, RowAction> = {
    'Received (English)': {
      language: 'en',
      book: 'Himu',
      from: 'approved',
      path: '/Singup/recivedBook',
      to: 'Received',
      message: 'Book received successfully',
      click: 'Received: Himu',
      toast: 'Marked as received.',
      badge: 'Received',
      color: 'blue',
      next: 'Return: Himu',
    },
    'Return (Bangla)': {
      language: 'bn',
      book: 'হিমু',
      from: 'Received',
      path: '/Singup/returnBook',
      to: 'Returned',
      message: 'Book returned successfully',
      click: 'ফেরত দিন: হিমু',
      toast: 'বইটি ফেরত দেওয়া হয়েছে',
      badge: 'ফেরত দেওয়া',
      color: 'green',
      next: 'ফেরত বাতিল করুন: হিমু',
    },
    'Return (English)': {
      language: 'en',
      book: 'Himu',
      from: 'Received',
      path: '/Singup/returnBook',
      to: 'Returned',
      message: 'Book returned successfully',
      click: 'Return: Himu',
      toast: 'The book has been returned.',
      badge: 'Returned',
      color: 'green',
      next: 'Cancel Return: Himu',
    },
    // The status shown is the one the server stores, not a guess from the action.
    'Cancel Return (English)': {
      language: 'en',
      book: 'Himu',
      from: 'Returned',
      path: '/Singup/cancelReturn',
      to: 'Received',
      message: 'Return canceled successfully',
      click: 'Cancel Return: Himu',
      toast: 'The return has been cancelled.',
      badge: 'Received',
      color: 'blue',
      next: 'Return: Himu',
    },
  };

  it.each(Object.entries(rowActions))(
    '%s: sends the ids, then shows the answered status',
    async (_name, a) => {
      // Received also sends the loan's length, which the server needs to set the due date.
      const loan = rentRecord({ bookname: a.book, status: a.from, returnDayNumber: 7 });
      const ids = { bookId: loan.bookId, userId: loan.userId, rentId: loan.rentId };
      let body: unknown;
      server.use(
        ...profilePageHandlers({ loans: [loan] }),
        mockApi.put(a.path, async ({ request }) => {
          body = await request.json();
          return loanAnswer({ ...loan, status: a.to }, a.message);
        })
      );
      const { user } = renderRoute('/profile', { language: a.language, member: MEMBER });
      const row = await rowOf(a.book);
      await user.click(within(row).getByRole('button', { name: a.click }));
      expect(await screen.findByText(a.toast)).toBeInTheDocument();
      expect(await within(row).findByRole('button', { name: a.next })).toBeInTheDocument();
      expect(badgeIn(row)).toHaveTextContent(a.badge);
      expect(badgeIn(row)).toHaveAttribute('data-color', a.color);
      expect(body).toEqual(a.from === 'approved' ? { ...ids, returnDayNumber: 7 } : ids);
    }
  );

  it('changes nothing until the server confirms, and nothing when it refuses (red toast)', async () => {
    const loan = rentRecord({ bookname: 'Himu', status: 'Received' });
    let release!: () => void;
    server.use(
      ...profilePageHandlers({ loans: [loan] }),
      mockApi.put('/Singup/returnBook', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return apiError(
          409,
          'invalid_transition',
          'Only a received book can be marked as returned.'
        );
      })
    );
    const { user } = renderRoute('/profile', { language: 'en', member: MEMBER });
    const row = await rowOf('Himu');
    const button = within(row).getByRole('button', { name: 'Return: Himu' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(badgeIn(row)).toHaveTextContent('Received');
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, a problem occurred. Please try again.'
    );
    const after = await rowOf('Himu');
    expect(badgeIn(after)).toHaveTextContent('Received');
    expect(within(after).getByRole('button', { name: 'Return: Himu' })).toBeEnabled();
  });

  it('shows the Bangla error toast when the server cannot be reached', async () => {
    const loan = rentRecord({ bookname: 'হিমু', status: 'approved' });
    server.use(
      ...profilePageHandlers({ loans: [loan] }),
      mockApi.put('/Singup/recivedBook', () => HttpResponse.error())
    );
    const { user } = renderRoute('/profile', { member: MEMBER });
    const row = await rowOf('হিমু');
    await user.click(within(row).getByRole('button', { name: 'বই পেয়েছি: হিমু' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'দুঃখিত কোন সমস্যা হয়েছে আবারো ট্রাই করুন'
    );
    expect(badgeIn(await rowOf('হিমু'))).toHaveTextContent('অনুমোদিত');
  });

  it('hides the toast after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const loan = rentRecord({ bookname: 'Himu', status: 'Received' });
    server.use(
      ...profilePageHandlers({ loans: [loan] }),
      mockApi.put('/Singup/returnBook', () =>
        loanAnswer({ ...loan, status: 'Returned' }, 'Book returned successfully')
      )
    );
    const { user } = renderRoute('/profile', {
      language: 'en',
      member: MEMBER,
      user: { advanceTimers: vi.advanceTimersByTime },
    });
    const row = await rowOf('Himu');
    await user.click(within(row).getByRole('button', { name: 'Return: Himu' }));
    await screen.findByText('The book has been returned.');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByText('The book has been returned.')).not.toBeInTheDocument();
  });
});

describe('/profile book titles', () => {
  const himu = makeBook({ uniqueId: 400501, bookname: 'হিমু', booknameEnglish: 'Himu' });
  const devdas = makeBook({ uniqueId: 400502, bookname: 'দেবদাস', booknameEnglish: 'Devdas' });
  // The first handler for a path wins: this one before the fixtures' "no such book".
  const handlers = () => [
    mockApi.get('/Singup/SpecificBook', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      return HttpResponse.json([himu, devdas].filter((b) => b.uniqueId === id));
    }),
    ...profilePageHandlers({
      loans: [rentRecord({ bookId: 400501, bookname: 'হিমু', status: 'approved' })],
      requests: [rentRecord({ bookId: 400502, bookname: 'দেবদাস', status: 'pending' })],
    }),
  ];

  it('shows the English titles of rented and requested books in English', async () => {
    server.use(...handlers());
    renderRoute('/profile', { language: 'en', member: MEMBER });
    const row = await rowOf('Himu');
    expect(within(row).getByRole('button', { name: /: Himu$/ })).toBeInTheDocument();
    const requests = screen.getByRole('region', { name: 'Request For Books' });
    expect(await within(requests).findByText('Devdas')).toBeInTheDocument();
  });

  it('keeps the saved Bangla titles in Bangla', async () => {
    server.use(...handlers());
    renderRoute('/profile', { language: 'bn', member: MEMBER });
    expect(await rowOf('হিমু')).toBeInTheDocument();
    expect(screen.queryByText('Himu')).not.toBeInTheDocument();
  });
});
