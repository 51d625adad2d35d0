import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute, screen } from '../../test/render';
import { apiError, mockApi, neverAnswer, server } from '../../test/server';
import { galleryItem, IMG } from './fixtures';

const openName = 'Open Book Day full screen';

function mainImageSrc() {
  return screen.getByRole('button', { name: openName }).querySelector('img')?.getAttribute('src');
}

/** The image the lightbox shows now. */
function shown() {
  return within(screen.getByRole('dialog')).getByRole('img', { name: /Book Day: image/ });
}

async function openLightbox() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  server.use(mockApi.get('/SingUpAdmin/allPhotoGallery', [galleryItem()]));
  const result = renderRoute('/gallery', {
    language: 'en',
    user: { advanceTimers: vi.advanceTimersByTime },
  });
  const opener = await screen.findByRole('button', { name: openName });
  await result.user.click(opener);
  await screen.findByRole('dialog');
  return { ...result, opener };
}

describe('/gallery', () => {
  it('shows the title and each entry with title, description, date and images in English', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/allPhotoGallery', [
        galleryItem({
          _id: '665f1c2a9b1e8a0000000a02',
          titleEnglish: 'Olympiad',
          date: '2026-01-10T09:00:00.000Z',
        }),
        galleryItem(),
      ])
    );
    renderRoute('/gallery', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Gallery' })).toBeVisible();
    const entry = screen.getByRole('article', { name: 'Book Day' });
    expect(within(entry).getByRole('heading', { level: 2, name: 'Book Day' })).toBeInTheDocument();
    expect(within(entry).getByText('Friday book delivery.')).toBeInTheDocument();
    expect(within(entry).getByText('March 6, 2026')).toBeInTheDocument();
    expect(mainImageSrc()).toBe(IMG('main'));
    const thumbs = within(entry).getAllByRole('button', { name: /as the main image/ });
    expect(thumbs).toHaveLength(2);
    expect(thumbs[0]?.querySelector('img')).toHaveAttribute('loading', 'lazy');
    // Newest first, and entries alternate sides.
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Book Day',
      'Olympiad',
    ]);
    expect(entry).not.toHaveAttribute('data-flip');
    const second = screen.getByRole('article', { name: 'Olympiad' });
    expect(second).toHaveAttribute('data-flip');
    // The first picture is the page's largest element: asked for first; the others wait.
    const main = (article: HTMLElement) =>
      within(article).getByRole('button', { name: /open/i }).querySelector('img');
    expect(main(entry)).toHaveAttribute('loading', 'eager');
    expect(main(entry)).toHaveAttribute('fetchpriority', 'high');
    expect(main(second)).toHaveAttribute('loading', 'lazy');
  });

  it('shows Bangla texts in Bangla', async () => {
    server.use(mockApi.get('/SingUpAdmin/allPhotoGallery', [galleryItem()]));
    renderRoute('/gallery');
    expect(await screen.findByRole('heading', { level: 1, name: 'আমাদের গ্যালারি' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'বই দিবস' })).toBeInTheDocument();
    expect(screen.getByText('শুক্রবারের বই বিতরণ।')).toBeInTheDocument();
    expect(screen.getByText('৬ মার্চ, ২০২৬')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'বই দিবস পূর্ণ পর্দায় খুলুন' })).toBeInTheDocument();
  });

  it('swaps a clicked thumbnail with the main image', async () => {
    server.use(mockApi.get('/SingUpAdmin/allPhotoGallery', [galleryItem()]));
    const { user } = renderRoute('/gallery', { language: 'en' });
    await screen.findByRole('button', { name: openName });
    await user.click(
      screen.getByRole('button', { name: 'Show image 3 of Book Day as the main image' })
    );
    expect(mainImageSrc()).toBe(IMG('b'));
    const thumbs = screen.getAllByRole('button', { name: /as the main image/ });
    expect(thumbs.map((b) => b.querySelector('img')?.getAttribute('src'))).toEqual([
      IMG('a'),
      IMG('main'),
    ]);
  });

  it('shows "No data available" when empty, in both languages', async () => {
    server.use(mockApi.get('/SingUpAdmin/allPhotoGallery', []));
    renderRoute('/gallery', { language: 'en' });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('shows the empty text in Bangla when the fetch fails (failure only logged)', async () => {
    server.use(mockApi.get('/SingUpAdmin/allPhotoGallery', () => apiError(500, 'internal', 'x')));
    renderRoute('/gallery');
    expect(await screen.findByText('কোনো তথ্য নেই')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows its title and placeholders while loading, not a blank page (issue 16.12)', async () => {
    server.use(mockApi.get('/SingUpAdmin/allPhotoGallery', neverAnswer));
    renderRoute('/gallery', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Gallery' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading the gallery…' })).toBeInTheDocument();
  });

  it('opens the lightbox on the main image; previous, next (wrapping) and close work', async () => {
    const { user, opener } = await openLightbox();
    const dialog = screen.getByRole('dialog');
    expect(shown()).toHaveAttribute('src', IMG('main'));
    expect(shown()).toHaveAccessibleName('Book Day: image 1 of 3');
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(shown()).toHaveAttribute('src', IMG('a'));
    await user.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    await user.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    expect(shown()).toHaveAttribute('src', IMG('b'));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('navigates with the arrow keys and closes with Escape, returning focus', async () => {
    const { user, opener } = await openLightbox();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('src', IMG('a'));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shown()).toHaveAttribute('src', IMG('b'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('auto-advances every 2 s and wraps around', async () => {
    await openLightbox();
    expect(shown()).toHaveAttribute('src', IMG('main'));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(shown()).toHaveAttribute('src', IMG('a'));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(shown()).toHaveAttribute('src', IMG('b'));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(shown()).toHaveAttribute('src', IMG('main'));
  });

  it('restarts the 2 s wait after manual navigation', async () => {
    const { user } = await openLightbox();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(shown()).toHaveAttribute('src', IMG('main'));
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shown()).toHaveAttribute('src', IMG('a'));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    // 3 s since opening: without the restart the timer would have moved on twice by now.
    expect(shown()).toHaveAttribute('src', IMG('a'));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(shown()).toHaveAttribute('src', IMG('b'));
  });
});
