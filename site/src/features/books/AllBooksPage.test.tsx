import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { renderRoute, screen } from '../../test/render';
import { apiError, mockApi, server } from '../../test/server';
import { makeBook, makeBookPage } from './fixtures';

const gitanjali = makeBook({
  bookname: 'গীতাঞ্জলি',
  booknameEnglish: 'Gitanjali',
  authorname: 'রবীন্দ্রনাথ ঠাকুর',
  authornameEnglish: 'Rabindranath Tagore',
  booktype: 'কবিতা',
});
const agnibina = makeBook({
  bookname: 'অগ্নিবীণা',
  booknameEnglish: 'Agnibina',
  authorname: 'কাজী নজরুল ইসলাম',
  authornameEnglish: 'Kazi Nazrul Islam',
  booktype: 'কবিতা',
});

/** Serves GET /ext/books and records the query of every request. */
function serveBooks(answer: (query: URLSearchParams) => Response | Promise<Response>) {
  const queries: URLSearchParams[] = [];
  server.use(
    mockApi.get('/ext/books', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return answer(query);
    })
  );
  return queries;
}

const pageOf =
  (items = [gitanjali, agnibina], total = items.length) =>
  () =>
    Response.json(makeBookPage(items, { total }));

// The first render of a file also loads the route's code-split chunk, which can take over 1 s.

describe('/allbooks', () => {
  it('shows a spinner while the first page loads', async () => {
    serveBooks(async () => {
      await delay('infinite');
      return Response.json(makeBookPage([]));
    });
    renderRoute('/allbooks');
    expect(await screen.findByLabelText('লোড হচ্ছে…')).toBeInTheDocument();
  });

  it('lists the books in English, searching the English fields', async () => {
    const queries = serveBooks(pageOf());
    renderRoute('/allbooks', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'All Books' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Gitanjali' })).toBeVisible();
    expect(screen.getByText('Rabindranath Tagore')).toBeVisible();
    expect(screen.getAllByText('Poetry', { ignore: 'option' })).toHaveLength(2);
    expect(screen.getByText('2 books found')).toBeVisible();
    const link = screen.getByRole('link', { name: 'See more: Gitanjali' });
    expect(link).toHaveAttribute('href', `/specificbooks/${gitanjali.uniqueId}`);
    expect(document.getElementById('allbook')).not.toBeNull();
    expect(Object.fromEntries(queries[0]!)).toEqual({
      lang: 'en',
      page: '1',
      limit: '20',
      sort: 'newest',
    });
  });

  it('lists the books in Bangla, with Bangla digits, searching the Bangla fields', async () => {
    const queries = serveBooks(pageOf([gitanjali], 1));
    renderRoute('/allbooks');
    expect(await screen.findByRole('heading', { name: 'গীতাঞ্জলি' })).toBeVisible();
    expect(screen.getByText('রবীন্দ্রনাথ ঠাকুর')).toBeVisible();
    expect(screen.getByText('কবিতা', { ignore: 'option' })).toBeVisible();
    expect(screen.getByText('১টি বই পাওয়া গেছে')).toBeVisible();
    expect(screen.getByRole('link', { name: 'আরও দেখুন: গীতাঞ্জলি' })).toBeVisible();
    expect(queries[0]!.get('lang')).toBe('bn');
  });

  it('takes its filters from the address and sends them all', async () => {
    const queries = serveBooks(pageOf([agnibina], 41));
    const search = new URLSearchParams({
      name: 'অগ্নি',
      author: 'নজরুল',
      category: 'কবিতা',
      page: '2',
    });
    renderRoute(`/allbooks?${search}`);
    expect(await screen.findByRole('heading', { name: 'অগ্নিবীণা' })).toBeVisible();
    expect(Object.fromEntries(queries[0]!)).toEqual({
      name: 'অগ্নি',
      author: 'নজরুল',
      category: 'কবিতা',
      lang: 'bn',
      page: '2',
      limit: '20',
      sort: 'newest',
    });
    expect(screen.getByLabelText('বইয়ের নাম')).toHaveValue('অগ্নি');
    expect(screen.getByLabelText('লেখকের নাম')).toHaveValue('নজরুল');
    expect(screen.getByLabelText('ক্যাটাগরি')).toHaveValue('কবিতা');
    // 41 books are three pages; page 2 is the current one, in Bangla digits.
    const pages = screen.getByRole('navigation', { name: 'ফলাফলের পাতা' });
    expect(within(pages).getByRole('button', { name: 'পাতা ২' })).toHaveAttribute(
      'aria-current',
      'page'
    );
    expect(within(pages).getByRole('button', { name: 'পাতা ৩' })).toHaveTextContent('৩');
  });

  it('searches once typing pauses, from page 1, replacing the history entry', async () => {
    const queries = serveBooks((query) =>
      Response.json(makeBookPage(query.get('name') ? [gitanjali] : [gitanjali, agnibina]))
    );
    const { user, router, history } = renderRoute('/allbooks?page=2', { language: 'en' });
    await screen.findByRole('heading', { name: 'Agnibina' });
    const entries = history.length;
    await user.type(screen.getByLabelText('Book name'), 'Gitan');
    await waitFor(() => expect(router.state.location.search).toEqual({ name: 'Gitan' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Agnibina' })).toBeNull());
    const named = queries.filter((query) => query.has('name'));
    expect(named.map((query) => query.get('name'))).toEqual(['Gitan']);
    expect(named[0]!.get('page')).toBe('1');
    expect(named[0]!.get('lang')).toBe('en');
    expect(history.length).toBe(entries);
    expect(screen.getByLabelText('Book name')).toHaveValue('Gitan');
  });

  it('filters by author and category', async () => {
    const queries = serveBooks(pageOf());
    const { user, router } = renderRoute('/allbooks', { language: 'en' });
    await screen.findByRole('heading', { name: 'Gitanjali' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Poetry');
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'কবিতা' }));
    await user.type(screen.getByLabelText('Author name'), 'Tagore');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ category: 'কবিতা', author: 'Tagore' })
    );
    await waitFor(() => expect(queries.at(-1)!.get('author')).toBe('Tagore'));
    expect(queries.at(-1)!.get('category')).toBe('কবিতা');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.getByLabelText('Author name')).toHaveValue('');
    expect(screen.getByLabelText('Category')).toHaveValue('');
  });

  it('pages through the results with the total from the server', async () => {
    const queries = serveBooks(pageOf([gitanjali], 45));
    const { user, router } = renderRoute('/allbooks', { language: 'en' });
    const pages = await screen.findByRole('navigation', { name: 'Pages of results' });
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeVisible();
    expect(within(pages).queryByRole('button', { name: 'Page 4' })).toBeNull();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    await waitFor(() => expect(queries.at(-1)!.get('page')).toBe('2'));
    expect(screen.getByRole('heading', { name: 'Gitanjali' })).toBeVisible();
  });

  it('says so when no book matches', async () => {
    serveBooks(pageOf([], 0));
    renderRoute('/allbooks?name=zzz', { language: 'en' });
    expect(await screen.findByText('No books match your search.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Pages of results' })).toBeNull();
  });

  it('shows an error with a retry that loads the books', async () => {
    let fail = true;
    serveBooks(() => (fail ? apiError(500, 'internal', 'boom') : pageOf()()));
    const { user } = renderRoute('/allbooks', { language: 'en' });
    expect(await screen.findByText('The books could not be loaded.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Gitanjali' })).toBeVisible();
  });

  it('shows the error in Bangla too', async () => {
    serveBooks(() => apiError(500, 'internal', 'boom'));
    renderRoute('/allbooks');
    expect(await screen.findByText('বইগুলো লোড করা যায়নি।')).toBeVisible();
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeVisible();
  });

  it('ignores filters in the address it cannot use instead of crashing', async () => {
    const queries = serveBooks(pageOf());
    const { router } = renderRoute('/allbooks?page=abc&category=nope&name=&author=%20', {
      language: 'en',
    });
    expect(await screen.findByRole('heading', { name: 'Gitanjali' })).toBeVisible();
    expect(Object.fromEntries(queries[0]!)).toEqual({
      lang: 'en',
      page: '1',
      limit: '20',
      sort: 'newest',
    });
    expect(router.state.location.search).toEqual({});
    expect(screen.getByLabelText('Category')).toHaveValue('');
  });
});
