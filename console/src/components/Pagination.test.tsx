import { describe, expect, it } from 'vitest';
import { book } from '../test/fixtures';
import { renderApp, screen } from '../test/render';
import { mockApi, server } from '../test/server';

describe('Pagination', () => {
  it('shows page numbers in the digits their accessible names use', async () => {
    server.use(mockApi.get('/ext/books', { items: [book()], total: 90, page: 1, limit: 24 }));
    renderApp('/books', { language: 'bn' });
    // The visible number is part of the name (WCAG 2.5.3): "২", not "2", in "২ নম্বর পাতায় যান".
    const second = await screen.findByRole('button', { name: '২ নম্বর পাতায় যান' });
    expect(second).toHaveTextContent(/^২$/);
    expect(screen.getByRole('button', { name: 'পাতা ১' })).toHaveTextContent(/^১$/);
  });

  it('keeps Latin digits in English', async () => {
    server.use(mockApi.get('/ext/books', { items: [book()], total: 90, page: 1, limit: 24 }));
    renderApp('/books', { language: 'en' });
    expect(await screen.findByRole('button', { name: /page 4$/i })).toHaveTextContent(/^4$/);
  });
});
