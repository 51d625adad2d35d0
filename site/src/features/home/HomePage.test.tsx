import { describe, expect, it, vi } from 'vitest';
import { act, waitFor, within } from '@testing-library/react';
import { renderRoute, screen } from '../../test/render';
import { apiError, mockApi, neverAnswer, server } from '../../test/server';
import { makeBook } from '../books/fixtures';
import { makeRankSettings, makeReader, topReadersBody } from '../ranking/fixtures';
import { homeHandlers, makeNotice } from './fixtures';

const notices = [
  makeNotice({ noticeTitle: 'বইমেলা', noticeTitleEnglish: 'Book fair' }),
  makeNotice({ noticeTitle: 'শুক্রবারের বুক ডে', noticeTitleEnglish: 'Friday Book Day' }),
  makeNotice({
    noticeTitle: 'পাঠ প্রতিযোগিতা',
    noticeTitleEnglish: 'Reading contest',
    imgUrl: null,
  }),
];
const readers = [
  makeReader({ userId: 10001, name: 'Rahim Uddin', rank: '1st' }),
  makeReader({ userId: 10002, name: 'Salma Begum', rank: '2nd' }),
  makeReader({ userId: 10003, name: 'Karim Ali', rank: '3rd' }),
];
const books = Array.from({ length: 8 }, (_, i) =>
  makeBook({ booknameEnglish: `Catalogue book ${i + 1}`, bookname: `সংগ্রহের বই ${i + 1}` })
);
const popular = [makeBook({ booknameEnglish: 'Most read', bookname: 'সবচেয়ে পঠিত' })];
const stats = { users: 120, books: 3456, events: 25 };

const section = (name: string) => screen.getByRole('region', { name });
const currentNotice = () => screen.getAllByRole('heading', { level: 3 })[0];

/** Home's calls answered from `data`; `overrides` (added after) win over them. */
function serveHome(
  data?: Parameters<typeof homeHandlers>[0],
  ...overrides: Parameters<typeof server.use>
) {
  server.use(...homeHandlers(data));
  if (overrides.length > 0) server.use(...overrides);
}

/** Fake timers that still let msw and React Query run (see site-common.md). */
function fakeTimers() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return { advanceTimers: vi.advanceTimersByTime };
}

// The first render of a file also loads the route's code-split chunk, which can take over 1 s.

describe('home (/)', () => {
  it('shows the hero at once and a spinner in each section while data loads', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/allNotice', neverAnswer),
      mockApi.get('/ext/stats', neverAnswer),
      mockApi.get('/SingUpAdmin/rank-settings', neverAnswer),
      mockApi.get('/SingUpAdmin/checkMostReadBook', neverAnswer),
      mockApi.get('/ext/books', neverAnswer)
    );
    renderRoute('/', { language: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Pathagar' })
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explore all books' })).toHaveAttribute(
      'href',
      '/allbooks'
    );
    for (const name of [
      'Notice Board',
      'Pathagar in numbers',
      "Reader's Rank",
      'Popular Books',
      'Our Books',
    ]) {
      expect(within(section(name)).getByLabelText('Loading…')).toBeInTheDocument();
    }
    expect(document.getElementById('home')).not.toBeNull();
  });

  it('shows every section in English', async () => {
    const requests: URL[] = [];
    serveHome(
      { notices, stats, readers, popular, books },
      mockApi.get('/ext/books', ({ request }) => {
        requests.push(new URL(request.url));
        return Response.json({ items: books, total: 40, page: 1, limit: 8 });
      })
    );
    renderRoute('/', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Book fair' })).toBeVisible();
    expect(screen.getByText('Details of notice ' + notices[0]!.uniqueId + '.')).toBeVisible();
    expect(screen.getByText('No one has ever gone bankrupt by buying books.')).toBeVisible();
    expect(screen.getByText('— Syed Mujtaba Ali')).toBeVisible();

    const rank = await screen.findByRole('region', { name: "Reader's Rank" });
    expect(within(rank).getAllByRole('listitem')).toHaveLength(3);
    expect(within(rank).getByText('Rahim Uddin')).toBeVisible();
    expect(within(rank).getByRole('link', { name: 'View More' })).toHaveAttribute(
      'href',
      '/ranking'
    );

    const popularSection = await screen.findByRole('region', { name: 'Popular Books' });
    expect(
      within(popularSection).getByRole('link', { name: 'See Details: Most read' })
    ).toHaveAttribute('href', `/specificbooks/${popular[0]!.uniqueId}`);

    const ours = section('Our Books');
    await within(ours).findByRole('heading', { name: 'Catalogue book 1' });
    const details = within(ours).getAllByRole('link', { name: /^See Details:/ });
    expect(details).toHaveLength(8);
    expect(details[7]).toHaveAttribute('href', `/specificbooks/${books[7]!.uniqueId}`);
    expect(within(ours).getByRole('link', { name: 'See More Books' })).toHaveAttribute(
      'href',
      '/allbooks'
    );
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({
      page: '1',
      limit: '8',
      sort: 'newest',
    });
  });

  it('shows the texts by language in Bangla', async () => {
    serveHome({ notices, stats, readers, popular, books });
    renderRoute('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'পাঠাগারে আপনাকে স্বাগতম' })
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'বইমেলা' })).toBeVisible();
    expect(screen.getByText('বই কিনে কেউ কোনোদিন দেউলিয়া হয় না।')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'আরও দেখুন' })).toHaveAttribute(
      'href',
      '/ranking'
    );
    expect(await screen.findByRole('heading', { name: 'সবচেয়ে পঠিত' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'সংগ্রহের বই 8' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'আরও বই দেখুন' })).toHaveAttribute('href', '/allbooks');
  });

  describe('the notice board', () => {
    it('advances every 2000 ms and wraps around', async () => {
      serveHome({ notices });
      renderRoute('/', { language: 'en', user: fakeTimers() });
      expect(await screen.findByRole('heading', { name: 'Book fair' })).toBeVisible();
      await act(() => vi.advanceTimersByTimeAsync(1500));
      expect(currentNotice()).toHaveTextContent('Book fair');
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(currentNotice()).toHaveTextContent('Friday Book Day');
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(currentNotice()).toHaveTextContent('Reading contest');
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(currentNotice()).toHaveTextContent('Book fair');
      expect(screen.getByRole('group', { name: 'Notice 1 of 3' })).toBeVisible();
    });

    it('keeps playing after next, previous and a dot are used', async () => {
      serveHome({ notices });
      const { user } = renderRoute('/', { language: 'en', user: fakeTimers() });
      await screen.findByRole('heading', { name: 'Book fair' });

      await user.click(screen.getByRole('button', { name: 'Next notice' }));
      expect(currentNotice()).toHaveTextContent('Friday Book Day');
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(currentNotice()).toHaveTextContent('Reading contest');

      await user.click(screen.getByRole('button', { name: 'Previous notice' }));
      expect(currentNotice()).toHaveTextContent('Friday Book Day');
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(currentNotice()).toHaveTextContent('Reading contest');

      const dot = screen.getByRole('button', { name: 'Show notice 1' });
      await user.click(dot);
      expect(currentNotice()).toHaveTextContent('Book fair');
      expect(dot).toHaveAttribute('aria-current', 'true');
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(currentNotice()).toHaveTextContent('Friday Book Day');
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(currentNotice()).toHaveTextContent('Reading contest');
    });

    it('says there are no notices when there are none, or they cannot be fetched', async () => {
      serveHome(
        undefined,
        mockApi.get('/SingUpAdmin/allNotice', () => apiError(500, 'internal', 'boom'))
      );
      renderRoute('/');
      expect(await screen.findByText('এই মুহূর্তে কোনো নোটিশ নেই।')).toBeVisible();
    });
  });

  describe('the counters', () => {
    it('count up to their figures in 2 s, not before', async () => {
      serveHome({ stats });
      renderRoute('/', { language: 'en', user: fakeTimers() });
      const counters = await screen.findByRole('region', { name: 'Pathagar in numbers' });
      await within(counters).findByText('Registered readers');
      await act(() => vi.advanceTimersByTimeAsync(1500));
      expect(within(counters).queryByText('3,456')).toBeNull();
      expect(within(counters).queryByText('120')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(within(counters).getByText('3,456')).toBeVisible();
      expect(within(counters).getByText('120')).toBeVisible();
      expect(within(counters).getByText('25')).toBeVisible();
    });

    it('count in Bangla digits in Bangla', async () => {
      serveHome({ stats });
      renderRoute('/', { user: fakeTimers() });
      const counters = await screen.findByRole('region', { name: 'সংখ্যায় পাঠাগার' });
      await within(counters).findByText('নিবন্ধিত পাঠক');
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(within(counters).getByText('৩,৪৫৬')).toBeVisible();
      expect(within(counters).getByText('১২০')).toBeVisible();
      expect(within(counters).getByText('২৫')).toBeVisible();
    });

    it('stay at 0 when the figures cannot be fetched', async () => {
      serveHome(
        undefined,
        mockApi.get('/ext/stats', () => apiError(500, 'internal', 'x'))
      );
      renderRoute('/', { language: 'en' });
      const counters = await screen.findByRole('region', { name: 'Pathagar in numbers' });
      await within(counters).findByText('Registered readers');
      expect(within(counters).getAllByText('0')).toHaveLength(3);
    });
  });

  describe("Reader's Rank and Popular Books", () => {
    it('are left out when nobody is ranked and nothing has been read', async () => {
      serveHome({ books });
      renderRoute('/', { language: 'en' });
      await screen.findByRole('heading', { name: 'Catalogue book 1' });
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: "Reader's Rank" })).toBeNull()
      );
      expect(screen.queryByRole('region', { name: 'Popular Books' })).toBeNull();
    });

    it('leaves the ranking out when the list is hidden, without asking for readers', async () => {
      let asked = false;
      serveHome(
        { books },
        mockApi.get('/SingUpAdmin/rank-settings', makeRankSettings({ hideRankList: true })),
        mockApi.get('/SingUpAdmin/top-readers', () => {
          asked = true;
          return Response.json(topReadersBody(readers));
        })
      );
      renderRoute('/', { language: 'en' });
      await screen.findByRole('heading', { name: 'Catalogue book 1' });
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: "Reader's Rank" })).toBeNull()
      );
      expect(asked).toBe(false);
    });

    it('asks for the top 3 with the ids of the most-read books', async () => {
      let readersUrl: URL | undefined;
      let idsUrl: URL | undefined;
      const two = [makeBook(), makeBook()];
      serveHome(
        { books },
        mockApi.get('/SingUpAdmin/top-readers', ({ request }) => {
          readersUrl = new URL(request.url);
          return Response.json(topReadersBody(readers));
        }),
        mockApi.get('/SingUpAdmin/checkMostReadBook', {
          sortedBooks: two.map((b) => ({ bookId: b.uniqueId, count: 3 })),
        }),
        mockApi.get('/SingUpAdmin/mostPopularBook', ({ request }) => {
          idsUrl = new URL(request.url);
          return Response.json(two);
        })
      );
      renderRoute('/', { language: 'en' });
      const popularSection = await screen.findByRole('region', { name: 'Popular Books' });
      expect(
        await within(popularSection).findAllByRole('link', { name: /^See Details:/ })
      ).toHaveLength(2);
      expect(idsUrl!.searchParams.get('ids')).toBe(`${two[0]!.uniqueId},${two[1]!.uniqueId}`);
      await screen.findByRole('region', { name: "Reader's Rank" });
      expect(readersUrl!.searchParams.get('limit')).toBe('3');
      expect(readersUrl!.searchParams.has('startDate')).toBe(false);
    });

    it('leave out Popular Books silently when the fetch fails', async () => {
      serveHome(
        { books },
        mockApi.get('/SingUpAdmin/checkMostReadBook', () => apiError(500, 'internal', 'x'))
      );
      renderRoute('/', { language: 'en' });
      await screen.findByRole('heading', { name: 'Catalogue book 1' });
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Popular Books' })).toBeNull()
      );
    });
  });

  describe('the books', () => {
    it('say the catalogue is empty when there are no books or they cannot be fetched', async () => {
      serveHome(
        undefined,
        mockApi.get('/ext/books', () => apiError(500, 'internal', 'x'))
      );
      renderRoute('/', { language: 'en' });
      expect(await screen.findByText('There are no books in the catalogue yet.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'See More Books' })).toBeVisible();
    });
  });

  describe('the book search', () => {
    it('goes to All Books with the name and category filled in', async () => {
      serveHome({ books });
      const { user, router } = renderRoute('/', { language: 'en' });
      const search = await screen.findByRole('search', { name: 'Find a book' });
      expect(within(search).getByLabelText('Category')).toHaveValue('');
      expect(within(search).getByRole('option', { name: 'All Categories' })).toBeInTheDocument();
      await user.type(
        await within(search).findByRole('combobox', { name: 'Book or author' }),
        'Gitanjali'
      );
      await user.selectOptions(within(search).getByLabelText('Category'), 'Poetry');
      await user.click(within(search).getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/allbooks'));
      expect(router.state.location.search).toEqual({ q: 'Gitanjali', category: 'কবিতা' });
      const filters = await screen.findByRole('search', { name: 'Search the catalogue' });
      expect(within(filters).getByLabelText('Category')).toHaveValue('কবিতা');
      expect(within(filters).getByRole('combobox', { name: 'Book or author' })).toHaveValue(
        'Gitanjali'
      );
    });

    it('goes to All Books unfiltered with nothing chosen, in Bangla', async () => {
      serveHome({ books });
      const { user, router } = renderRoute('/');
      const search = await screen.findByRole('search', { name: 'বই খুঁজুন' });
      expect(within(search).getByRole('option', { name: 'সকল ক্যাটাগরি' })).toBeInTheDocument();
      await user.click(within(search).getByRole('button', { name: 'খুঁজুন' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/allbooks'));
      expect(router.state.location.search).toEqual({});
    });
  });
});
