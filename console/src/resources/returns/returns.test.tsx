import { act, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RentRecord } from '@pathagar/sdk';
import { SITE_URL } from '../../app/config';
import { book } from '../../test/fixtures';
import { fill, renderApp, screen } from '../../test/render';
import { apiError, HttpResponse, mockApi, server } from '../../test/server';
import { rentRecord } from '../requests/fixtures';

/** Filtering refetches the list; on two busy cores that can take more than a second. */
const poll = <T,>(read: () => T) => expect.poll(read, { timeout: 5000 });

const returned = (overrides: Partial<RentRecord> = {}) =>
  rentRecord({
    status: 'Returned',
    serialNumber: '101',
    approvedAt: '2026-11-01T04:00:00.000Z',
    returnedAt: '2026-11-20T04:00:00.000Z',
    ...overrides,
  });

const first = returned({ rentId: 'aaaaaaaa-0000-4000-8000-00000000000a' });
const second = returned({
  rentId: 'bbbbbbbb-0000-4000-8000-00000000000b',
  userId: 54321,
  username: 'karim@example.org',
  bookId: 654321,
  bookname: 'দেবদাস',
  serialNumber: '202',
  date: '2026-11-10T04:00:00.000Z',
});

function serve(records: RentRecord[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    mockApi.get('/SingUpAdmin/checkRetunedequest', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ pendingRequest: records });
    }),
    mockApi.get('/Singup/Allbooks', [
      book(),
      book({ uniqueId: 654321, bookname: 'দেবদাস', booknameEnglish: 'Devdas' }),
    ])
  );
  return queries;
}

const names = () =>
  screen
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

/** Answers after `release()`, so a test can look at the screen while the call is in flight. */
function gate() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

describe('Received Books', () => {
  it('lists the whole table of Returned records with book, number, user link and request date', async () => {
    const queries = serve([
      first,
      returned({ username: 'x@example.org', bookId: 999999, bookname: '' }),
    ]);
    renderApp('/returns', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'Received Books' });
    expect(Object.fromEntries(queries[0]!)).toEqual({ status: 'Returned' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
    ).toEqual(['Book image', 'Book name', 'Book number', 'User', 'Request date', 'Actions']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('img', { name: 'Pather Panchali' })).toBeInTheDocument();
    expect(within(row).getByText('101')).toBeInTheDocument();
    expect(within(row).getByText('November 21, 2026')).toBeInTheDocument();
    const link = within(row).getByRole('link', {
      name: 'View User: card of rahim@example.org (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', `${SITE_URL}/userprofile/12345`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(names()).toEqual(['Pather Panchali', 'Unknown']);
  });

  it('shows Bangla texts, dates and digits in bn', async () => {
    serve([first, returned({ bookId: 999999, bookname: '' })]);
    renderApp('/returns');
    expect(await screen.findByRole('heading', { name: 'ফেরত পাওয়া বই' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(names()).toEqual(['পথের পাঁচালী', 'অজানা']);
    expect(screen.getAllByText('১০১')).toHaveLength(2);
    expect(screen.getAllByText('২১ নভেম্বর, ২০২৬')).toHaveLength(2);
  });

  it('searches by book name and filters by request date', async () => {
    serve([first, second]);
    const { user } = renderApp('/returns', { language: 'en' });
    await screen.findByRole('table');
    expect(names()).toEqual(['Pather Panchali', 'Devdas']);
    await fill(user, screen.getByLabelText('Request date'), '2026-11-21');
    await poll(names).toEqual(['Pather Panchali']);
    await fill(user, screen.getByLabelText('Request date'), '2026-11-01');
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Request date'), '');
    await poll(names).toEqual(['Pather Panchali', 'Devdas']);
    await fill(user, screen.getByLabelText('Search by book name'), 'DEV');
    await poll(names).toEqual(['Devdas']);
  });

  it('confirms: "Processing..." with every button disabled, then the row leaves and the message stays 2 s', async () => {
    serve([first, second]);
    const wait = gate();
    const bodies: unknown[] = [];
    server.use(
      mockApi.put('/SingUpAdmin/returnData', async ({ request }) => {
        bodies.push(await request.json());
        await wait.promise;
        return HttpResponse.json({
          message: 'Return confirmed successfully',
          rentBook: { ...first, status: 'readed' },
        });
      })
    );
    const { user } = renderApp('/returns');
    const confirm = await screen.findByRole('button', {
      name: 'rahim@example.org-এর কাছ থেকে পথের পাঁচালী বইটি ফেরত পাওয়া নিশ্চিত করুন',
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent('প্রক্রিয়া চলছে...');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    for (const button of within(screen.getByRole('table')).getAllByRole('button')) {
      expect(button).toBeDisabled();
    }
    wait.release();
    expect(await screen.findByText('বইটি গ্রহন করা হয়েছে।')).toBeInTheDocument();
    expect(names()).toEqual(['দেবদাস']);
    expect(screen.queryByText('প্রক্রিয়া চলছে...')).not.toBeInTheDocument();
    expect(bodies).toEqual([
      {
        userId: 12345,
        bookId: 123456,
        rentId: first.rentId,
        username: 'rahim@example.org',
        bookname: 'পথের পাঁচালী',
        serialNumber: '101',
      },
    ]);
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByText('বইটি গ্রহন করা হয়েছে।')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    await poll(() => screen.queryByText('বইটি গ্রহন করা হয়েছে।')).toBeNull();
  });

  it('answers Not Received: status Received is sent, the row leaves, the message stays 1.5 s', async () => {
    serve([first, second]);
    const bodies: unknown[] = [];
    server.use(
      mockApi.put('/SingUpAdmin/updateStatus', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          message: 'Request Received successfully, and an email notification has been sent.',
        });
      })
    );
    const { user } = renderApp('/returns', { language: 'en' });
    const button = await screen.findByRole('button', {
      name: 'Not Received: Devdas from karim@example.org',
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(button);
    expect(
      await screen.findByText('A request has been made to return the book.')
    ).toBeInTheDocument();
    expect(names()).toEqual(['Pather Panchali']);
    expect(bodies).toEqual([
      {
        userId: 54321,
        bookId: 654321,
        rentId: second.rentId,
        username: 'karim@example.org',
        bookname: 'দেবদাস',
        status: 'Received',
      },
    ]);
    act(() => vi.advanceTimersByTime(1400));
    expect(screen.getByText('A request has been made to return the book.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    await poll(() => screen.queryByText('A request has been made to return the book.')).toBeNull();
  });

  it('keeps the row and shows a red pop-up when an action fails', async () => {
    serve([first]);
    server.use(
      mockApi.put('/SingUpAdmin/returnData', () =>
        apiError(409, 'invalid_transition', 'Only a returned book can be confirmed.')
      ),
      mockApi.put('/SingUpAdmin/updateStatus', () => apiError(500, 'internal', 'boom'))
    );
    const { user } = renderApp('/returns', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: /^Confirm that/ }));
    expect(
      await screen.findByText(
        'This action is no longer possible for this loan. Please refresh the page to see its current status.'
      )
    ).toBeInTheDocument();
    expect(names()).toEqual(['Pather Panchali']);
    const notReceived = screen.getByRole('button', { name: /^Not Received/ });
    await poll(() => notReceived.hasAttribute('disabled')).toBe(false);
    await user.click(notReceived);
    expect(
      await screen.findByText('Sorry, something went wrong. Please try again.')
    ).toBeInTheDocument();
    expect(names()).toEqual(['Pather Panchali']);
  });

  it('says "No records found." when empty, also after a failed load with a red pop-up', async () => {
    serve([]);
    const view = renderApp('/returns', { language: 'en' });
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    view.unmount();
    server.use(
      mockApi.get('/SingUpAdmin/checkRetunedequest', () => apiError(500, 'internal', 'boom'))
    );
    renderApp('/returns');
    expect(await screen.findByText('তথ্য লোড করা যায়নি। পরে আবার চেষ্টা করুন।')).toBeInTheDocument();
    expect(screen.getByText('কোনো রেকর্ড পাওয়া যায়নি।')).toBeInTheDocument();
  });
});
