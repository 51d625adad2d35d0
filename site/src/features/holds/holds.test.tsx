import { describe, expect, it } from 'vitest';
import { renderRoute, screen } from '../../test/render';
import { mockApi, server } from '../../test/server';
import { makeBook } from '../books/fixtures';

const member = { email: 'rahim@pathagar.demo', userId: '12345' };
const book = makeBook({
  bookname: 'পথের পাঁচালী',
  booknameEnglish: 'Pather Panchali',
  totalbooks: 0,
});
const hold = {
  holdId: '0b7c1d3e-0000-4000-8000-000000000001',
  bookId: book.uniqueId,
  bookname: 'পথের পাঁচালী',
  booknameEn: 'Pather Panchali',
  status: 'waiting' as const,
  position: 2,
  expectedDate: '2026-12-10T06:00:00.000Z',
  readyUntil: null,
  createdAt: '2026-11-20T06:00:00.000Z',
};

function serveBook() {
  server.use(
    mockApi.get('/Singup/SpecificBook', [{ ...book, availableCopies: 0 }]),
    mockApi.get('/Singup/readedSingleBook', { total: 0 }),
    mockApi.get('/Singup/checkPendingRequest', { exists: false })
  );
}

describe('the waitlist on a book page', () => {
  it('lets a member join the waitlist of a book that is out, once, and shows the place and expected date', async () => {
    serveBook();
    let holds: (typeof hold)[] = [];
    let posts = 0;
    server.use(
      mockApi.get('/ext/holds', () => Response.json({ holds })),
      mockApi.post('/ext/holds', () => {
        posts++;
        holds = [hold];
        return Response.json(hold, { status: 201 });
      })
    );
    const { user } = renderRoute(`/specificbooks/${book.uniqueId}`, { language: 'en', member });
    const join = await screen.findByRole('button', { name: 'Join the waitlist' });
    await user.dblClick(join);
    expect(await screen.findByText('You are number 2 on the waitlist')).toBeInTheDocument();
    expect(screen.getByText('Expected around December 10, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave the waitlist' })).toBeInTheDocument();
    expect(posts).toBe(1);
  });

  it('shows the place in Bangla digits in Bangla', async () => {
    serveBook();
    server.use(mockApi.get('/ext/holds', { holds: [hold] }));
    renderRoute(`/specificbooks/${book.uniqueId}`, { member });
    expect(await screen.findByText('অপেক্ষার তালিকায় আপনি ২ নম্বরে')).toBeInTheDocument();
  });
});
