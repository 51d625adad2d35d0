import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, screen } from '../../test/render';
import { HttpResponse, apiError, mockApi, neverAnswer, server } from '../../test/server';
import { MEMBER } from '../profile/fixtures';
import type { ReadBook } from './queries';

function readBook(overrides: Partial<ReadBook> = {}): ReadBook {
  return {
    id: '3f2b8c1e-0000-4000-8000-000000000901',
    uniqueId: 40101,
    bookname: 'হিমু',
    booknameEnglish: 'Himu',
    authorname: 'হুমায়ূন আহমেদ',
    authornameEnglish: 'Humayun Ahmed',
    imgUrl: 'https://cdn.example.org/books/himu.jpg',
    date: '2026-02-10T04:00:00.000Z',
    ...overrides,
  };
}

describe('/history', () => {
  it('lists the read books with cover, name and author in English', async () => {
    let asked: string | null = null;
    server.use(
      mockApi.get('/Singup/readBooks', ({ request }) => {
        asked = new URL(request.url).searchParams.get('userId');
        return HttpResponse.json({
          readBooks: [readBook(), readBook({ id: 'b2', booknameEnglish: '', bookname: 'দেবদাস' })],
        });
      })
    );
    renderRoute('/history', { language: 'en', member: MEMBER });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Read Books' })
    ).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Himu')).toBeInTheDocument();
    expect(within(items[0]!).getByText('by Humayun Ahmed')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Finished on February 10, 2026')).toBeInTheDocument();
    const cover = items[0]!.querySelector('img')!;
    expect(cover).toHaveAttribute('src', 'https://cdn.example.org/books/himu.jpg');
    expect(cover).toHaveAttribute('alt', '');
    expect(cover).toHaveAttribute('loading', 'lazy');
    // Whole, at the cover's own 3:4, not cropped into a shape (issue 16.6).
    expect(cover.getAttribute('style')).toContain('--image-object-fit: contain');
    expect(cover).toHaveStyle({ aspectRatio: '3 / 4' });
    // No English name: the Bangla one is shown rather than nothing.
    expect(within(items[1]!).getByText('দেবদাস')).toBeInTheDocument();
    expect(asked).toBe(MEMBER.userId);
  });

  it('uses the Bangla names in Bangla', async () => {
    server.use(mockApi.get('/Singup/readBooks', { readBooks: [readBook()] }));
    renderRoute('/history', { member: MEMBER });
    expect(await screen.findByRole('heading', { level: 1, name: 'পঠিত বই' })).toBeInTheDocument();
    expect(screen.getByText('হিমু')).toBeInTheDocument();
    expect(screen.getByText('লেখক: হুমায়ূন আহমেদ')).toBeInTheDocument();
    expect(screen.getByText(/^পড়া শেষ: ১০ ফেব্রু\S*, ২০২৬$/)).toBeInTheDocument();
  });

  it('says when nothing has been read yet (English and Bangla)', async () => {
    server.use(mockApi.get('/Singup/readBooks', { readBooks: [] }));
    renderRoute('/history', { language: 'en', member: MEMBER });
    expect(await screen.findByText('You have not read any books yet.')).toBeInTheDocument();
  });

  it('says when nothing has been read yet in Bangla', async () => {
    server.use(mockApi.get('/Singup/readBooks', { readBooks: [] }));
    renderRoute('/history', { member: MEMBER });
    expect(await screen.findByText('আপনি এখনও কোনো বই পড়েননি।')).toBeInTheDocument();
  });

  it('shows the spinner while loading', async () => {
    server.use(mockApi.get('/Singup/readBooks', neverAnswer));
    renderRoute('/history', { language: 'en', member: MEMBER });
    expect(await screen.findByLabelText('Loading…')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let failing = true;
    server.use(
      mockApi.get('/Singup/readBooks', () =>
        failing ? apiError(500, 'internal', 'boom') : HttpResponse.json({ readBooks: [readBook()] })
      )
    );
    const { user } = renderRoute('/history', { language: 'en', member: MEMBER });
    expect(await screen.findByText('Your read books could not be loaded.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Himu')).toBeInTheDocument();
  });
});
