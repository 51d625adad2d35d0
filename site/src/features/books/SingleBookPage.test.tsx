import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderRoute, screen } from '../../test/render';
import { apiError, mockApi, neverAnswer, server } from '../../test/server';
import type { Book } from './book-text';
import { makeBook, makeRentRecord } from './fixtures';

const member = { email: 'rahim@pathagar.demo', userId: '12345' };

const book = makeBook({
  bookname: 'পথের পাঁচালী',
  booknameEnglish: 'Pather Panchali',
  authorname: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়',
  authornameEnglish: 'Bibhutibhushan Bandyopadhyay',
  aboutbook: 'অপু ও দুর্গার শৈশবের গল্প।',
  aboutbookEnglish: 'The childhood of Apu and Durga.',
  booktype: 'উপন্যাস',
});
const path = `/specificbooks/${book.uniqueId}`;

function serveBook(value: Book = book, reads = 12) {
  server.use(
    mockApi.get('/Singup/SpecificBook', [value]),
    mockApi.get('/Singup/readedSingleBook', { total: reads })
  );
}

/** The member's membership is active (GET /Singup/requestmemberactiveSignle). */
const activeMembership = () =>
  mockApi.get('/Singup/requestmemberactiveSignle', [
    {
      userId: 12345,
      Status: 'active',
      date: '2026-01-01T00:00:00.000Z',
      expDate: '2027-01-01T00:00:00.000Z',
    },
  ]);

type Status = 'pending' | 'approved' | 'Returned' | 'Received' | 'readed' | null;

/** Answers the status check from `current()`, so a test can change it between calls. */
function serveStatus(current: () => Status) {
  const calls: URL[] = [];
  server.use(
    mockApi.get('/Singup/checkPendingRequest', ({ request }) => {
      calls.push(new URL(request.url));
      const status = current();
      return Response.json(
        status
          ? { pendingRequest: makeRentRecord({ bookId: book.uniqueId, status }) }
          : { exists: false }
      );
    })
  );
  return calls;
}

/** The member's own state note (the page's other live regions are empty). */
const statusNote = () =>
  waitFor(() => {
    const note = screen.getAllByRole('status').find((element) => element.textContent?.trim());
    expect(note).toBeDefined();
    return note!;
  });

const takeButton = (name = 'Take the book to read.') => screen.findByRole('button', { name });

/** The enabled button, once the member's status check is done. */
async function enabledTakeButton(name = 'Take the book to read.') {
  const button = await takeButton(name);
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

// The first render of a file also loads the route's code-split chunk, which can take over 1 s.

describe('/specificbooks/{id}', () => {
  it('shows a spinner while the book loads', async () => {
    server.use(
      mockApi.get('/Singup/SpecificBook', neverAnswer),
      mockApi.get('/Singup/readedSingleBook', { total: 0 })
    );
    renderRoute(path, { language: 'en' });
    expect(await screen.findByLabelText('Loading…')).toBeInTheDocument();
  });

  it('shows the English texts, cover, category and read count in English', async () => {
    serveBook();
    renderRoute(path, { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pather Panchali' })).toBeVisible();
    expect(screen.getByText('Author: Bibhutibhushan Bandyopadhyay')).toBeVisible();
    expect(screen.getByText('The childhood of Apu and Durga.')).toBeVisible();
    expect(screen.getByText('Category: Novel')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Cover of Pather Panchali' })).toHaveAttribute(
      'src',
      book.imgUrl
    );
    expect(await screen.findByText('This book has been read 12 times.')).toBeVisible();
  });

  it('shows the Bangla texts and the read count in Bangla digits', async () => {
    serveBook(book, 1);
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'পথের পাঁচালী' })).toBeVisible();
    expect(screen.getByText('লেখক: বিভূতিভূষণ বন্দ্যোপাধ্যায়')).toBeVisible();
    expect(screen.getByText('অপু ও দুর্গার শৈশবের গল্প।')).toBeVisible();
    expect(screen.getByText('ক্যাটাগরি: উপন্যাস')).toBeVisible();
    expect(await screen.findByText('এই বইটি ১ বার পড়া হয়েছে।')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'বইটি পড়তে নিন।' })).toBeEnabled();
  });

  it('says "read 1 time" in the singular in English', async () => {
    serveBook(book, 1);
    renderRoute(path, { language: 'en' });
    expect(await screen.findByText('This book has been read 1 time.')).toBeVisible();
  });

  it('shows a not-found page for an unknown book', async () => {
    server.use(
      mockApi.get('/Singup/SpecificBook', () => apiError(404, 'not_found', 'Book not found')),
      mockApi.get('/Singup/readedSingleBook', { total: 0 })
    );
    renderRoute('/specificbooks/999999', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Book not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse all books' })).toHaveAttribute(
      'href',
      '/allbooks'
    );
  });

  it('shows the not-found page in Bangla for an address that cannot be a book, without asking', async () => {
    renderRoute('/specificbooks/not-a-book');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'বইটি পাওয়া যায়নি' })
    ).toBeVisible();
  });

  it('shows the not-found page when the answer holds no book', async () => {
    server.use(
      mockApi.get('/Singup/SpecificBook', [] as unknown as [Book]),
      mockApi.get('/Singup/readedSingleBook', { total: 0 })
    );
    renderRoute(path, { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Book not found' })).toBeVisible();
  });

  it('shows an error with a retry when the book cannot be loaded', async () => {
    let fail = true;
    server.use(
      mockApi.get('/Singup/SpecificBook', () =>
        fail ? apiError(500, 'internal', 'boom') : Response.json([book])
      ),
      mockApi.get('/Singup/readedSingleBook', { total: 0 })
    );
    const { user } = renderRoute(path, { language: 'en' });
    expect(await screen.findByText('This book could not be loaded.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pather Panchali' })).toBeVisible();
  });

  describe('the button', () => {
    it('says "out of stock" as a status, with no button, when no copy is on the shelf', async () => {
      serveBook(makeBook({ ...book, availableCopies: 0, totalbooks: 3 }));
      serveStatus(() => null);
      renderRoute(path, { language: 'en', member });
      expect(await screen.findByText('This book is out of stock.')).toBeVisible();
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: /Take the book/ })).toBeNull()
      );
      expect(screen.queryByRole('button', { name: 'This book is out of stock.' })).toBeNull();
    });

    it("shows the member's own approved request first, not out of stock (their copy is off the shelf)", async () => {
      serveBook(makeBook({ ...book, availableCopies: 0, totalbooks: 1 }));
      server.use(
        mockApi.get('/Singup/checkPendingRequest', {
          pendingRequest: makeRentRecord({
            bookId: book.uniqueId,
            status: 'approved',
            approvedAt: '2026-07-03T08:00:00.000Z',
          }),
        })
      );
      renderRoute(path, { language: 'en', member });
      const note = await statusNote();
      expect(note).toHaveTextContent('You have been granted permission to take the book.');
      expect(note).toHaveTextContent('Approved on July 3, 2026');
      expect(screen.queryByText('This book is out of stock.')).toBeNull();
      expect(screen.queryByRole('button', { name: /Take the book/ })).toBeNull();
    });

    it('says how many copies are on the shelf, in Bangla digits in Bangla', async () => {
      serveBook(makeBook({ ...book, availableCopies: 3, totalbooks: 4 }));
      renderRoute(path);
      expect(await screen.findByText('তাকে ৩টি কপি আছে')).toBeVisible();
    });

    it('says "1 copy" in the singular in English', async () => {
      serveBook(makeBook({ ...book, availableCopies: 1, totalbooks: 4 }));
      renderRoute(path, { language: 'en' });
      expect(await screen.findByText('1 copy on the shelf')).toBeVisible();
    });

    it('falls back to totalbooks for a record without availableCopies', async () => {
      const legacy: Partial<Book> = { ...book, totalbooks: 0 };
      delete legacy.availableCopies;
      serveBook(legacy as Book);
      renderRoute(path);
      expect(await screen.findByText('বইটির কোনো কপি এখন নেই।')).toBeVisible();
    });

    it('sends a visitor who is not logged in to /login', async () => {
      serveBook();
      const { user, router } = renderRoute(path, { language: 'en' });
      const button = await takeButton();
      expect(button).toBeEnabled();
      await user.click(button);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      // Back to this book after logging in.
      expect(router.state.location.search).toEqual({ redirect: path });
    });

    it.each([
      ['pending', 'Your request is being processed.', 'Requested on February 1, 2026'],
      ['approved', 'You have been granted permission to take the book.', 'Approved on'],
      ['Returned', 'You have returned the book.', 'Returned on'],
      ['Received', 'You have received the book.', 'Received on'],
    ] as const)(
      'shows a status, not a button, for a member whose request is %s',
      async (status, label, since) => {
        serveBook();
        const calls = serveStatus(() => status);
        renderRoute(path, { language: 'en', member });
        const note = await statusNote();
        expect(note).toHaveTextContent(label);
        expect(note).toHaveTextContent(since);
        expect(screen.queryByRole('button', { name: label })).toBeNull();
        expect(screen.queryByRole('button', { name: /Take the book/ })).toBeNull();
        expect(calls[0]!.searchParams.get('UserId')).toBe('12345');
        expect(calls[0]!.searchParams.get('bookId')).toBe(String(book.uniqueId));
      }
    );

    it('shows the member states in Bangla, the date in Bangla digits', async () => {
      serveBook();
      serveStatus(() => 'pending');
      renderRoute(path, { member });
      const note = await statusNote();
      expect(note).toHaveTextContent('আপনার অনুরোধটি প্রক্রিয়াধীন আছে।');
      expect(note).toHaveTextContent('২০২৬');
    });

    it('sends a member without an active membership to /membership', async () => {
      serveBook();
      serveStatus(() => null);
      server.use(
        mockApi.get('/Singup/requestmemberactiveSignle', []),
        // What the membership page asks once it opens.
        mockApi.get('/Singup/requestmembershipSignle', [])
      );
      const { user, router } = renderRoute(path, { language: 'en', member });
      await user.click(await enabledTakeButton());
      await waitFor(() => expect(router.state.location.pathname).toBe('/membership'));
      // It says why there and leads back here (issue 16.4).
      expect(router.state.location.search).toEqual({ book: book.uniqueId });
    });

    it('asks for the book, is disabled meanwhile, then shows the re-checked status', async () => {
      serveBook();
      let status: Status = 'readed';
      const checks = serveStatus(() => status);
      let body: Record<string, unknown> | undefined;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      server.use(
        activeMembership(),
        mockApi.post('/Singup/rentBooks', async ({ request }) => {
          body = (await request.json()) as Record<string, unknown>;
          await released;
          status = 'pending';
          return Response.json({
            message: 'Book rented successfully!',
            rentBook: makeRentRecord({ bookId: book.uniqueId }),
          });
        })
      );
      const { user } = renderRoute(path, { language: 'en', member });
      await user.click(await enabledTakeButton());
      await waitFor(() => expect(body).toBeDefined());
      expect(screen.getByRole('button', { name: 'Take the book to read.' })).toBeDisabled();
      expect(body).toMatchObject({
        UserId: 12345,
        bookId: book.uniqueId,
        status: 'pending',
        username: 'rahim@pathagar.demo',
        bookname: 'পথের পাঁচালী',
      });
      expect(new Date(String(body!.date)).toISOString()).toBe(body!.date);
      release();
      expect(await screen.findByText('Your request is being processed.')).toBeVisible();
      expect(checks.length).toBeGreaterThanOrEqual(2);
    });

    it('sends one request for a double-click (issue 16.3)', async () => {
      serveBook();
      let status: Status = null;
      serveStatus(() => status);
      let posts = 0;
      server.use(
        activeMembership(),
        mockApi.post('/Singup/rentBooks', () => {
          posts += 1;
          status = 'pending';
          return Response.json({
            message: 'Book rented successfully!',
            rentBook: makeRentRecord({ bookId: book.uniqueId }),
          });
        })
      );
      const { user } = renderRoute(path, { language: 'en', member });
      await user.dblClick(await enabledTakeButton());
      expect(await screen.findByText('Your request is being processed.')).toBeVisible();
      expect(posts).toBe(1);
      expect(screen.queryByText('You have already requested this book')).toBeNull();
    });

    it('re-enables the button and says why when the request fails', async () => {
      serveBook();
      serveStatus(() => null);
      server.use(
        activeMembership(),
        mockApi.post('/Singup/rentBooks', () =>
          apiError(409, 'out_of_stock', 'This book is out of stock.')
        )
      );
      const { user } = renderRoute(path, { member });
      await user.click(await enabledTakeButton('বইটি পড়তে নিন।'));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'দুঃখিত, এই মুহূর্তে বইটির কোনো কপি নেই।'
      );
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'বইটি পড়তে নিন।' })).toBeEnabled()
      );
    });
  });
});
