import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderRoute, screen } from '../../test/render';
import { apiError, mockApi, server } from '../../test/server';
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
      mockApi.get('/Singup/SpecificBook', async () => {
        await delay('infinite');
        return Response.json([book]);
      }),
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
    it('is disabled "out of stock" when no copy is on the shelf, before anything else', async () => {
      serveBook(makeBook({ ...book, availableCopies: 0, totalbooks: 3 }));
      serveStatus(() => 'pending');
      renderRoute(path, { language: 'en', member });
      expect(await takeButton('This book is out of stock.')).toBeDisabled();
    });

    it('falls back to totalbooks for a record without availableCopies', async () => {
      const legacy: Partial<Book> = { ...book, totalbooks: 0 };
      delete legacy.availableCopies;
      serveBook(legacy as Book);
      renderRoute(path);
      expect(await takeButton('বইটির কোনো কপি এখন নেই।')).toBeDisabled();
    });

    it('sends a visitor who is not logged in to /login', async () => {
      serveBook();
      const { user, router } = renderRoute(path, { language: 'en' });
      const button = await takeButton();
      expect(button).toBeEnabled();
      await user.click(button);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    });

    it.each([
      ['pending', 'Your request is being processed.'],
      ['approved', 'You have been granted permission to take the book.'],
      ['Returned', 'You have returned the book.'],
      ['Received', 'You have received the book.'],
    ] as const)('is disabled for a member whose request is %s', async (status, label) => {
      serveBook();
      const calls = serveStatus(() => status);
      renderRoute(path, { language: 'en', member });
      expect(await takeButton(label)).toBeDisabled();
      expect(calls[0]!.searchParams.get('UserId')).toBe('12345');
      expect(calls[0]!.searchParams.get('bookId')).toBe(String(book.uniqueId));
    });

    it('shows the member states in Bangla', async () => {
      serveBook();
      serveStatus(() => 'approved');
      renderRoute(path, { member });
      expect(await takeButton('আপনাকে বইটি নেওয়ার অনুমতি দেওয়া হয়েছে।')).toBeDisabled();
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
    });

    it('asks for the book, is disabled meanwhile, then shows the re-checked status', async () => {
      serveBook();
      let status: Status = 'readed';
      const checks = serveStatus(() => status);
      let body: Record<string, unknown> | undefined;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      server.use(
        mockApi.get('/Singup/requestmemberactiveSignle', [
          {
            userId: 12345,
            Status: 'active',
            date: '2026-01-01T00:00:00.000Z',
            expDate: '2027-01-01T00:00:00.000Z',
          },
        ]),
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
      expect(await takeButton('Your request is being processed.')).toBeDisabled();
      expect(checks.length).toBeGreaterThanOrEqual(2);
    });

    it('re-enables the button and says why when the request fails', async () => {
      serveBook();
      serveStatus(() => null);
      server.use(
        mockApi.get('/Singup/requestmemberactiveSignle', [
          {
            userId: 12345,
            Status: 'active',
            date: '2026-01-01T00:00:00.000Z',
            expDate: '2027-01-01T00:00:00.000Z',
          },
        ]),
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
