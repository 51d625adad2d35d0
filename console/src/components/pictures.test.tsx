import { describe, expect, it } from 'vitest';
import { book } from '../test/fixtures';
import { renderApp, screen } from '../test/render';
import { mockApi, server } from '../test/server';

const uuid = '0b4e1a52-7a6f-4f0e-9d38-2c1f5e8a9b10';

describe('pictures in the console', () => {
  it('offer the smaller copies the API makes of an upload, so a phone does not fetch the photo', async () => {
    const cover = `http://localhost:5000/uploads/covers/${uuid}.jpg`;
    server.use(
      mockApi.get('/ext/books', {
        items: [
          book({ imgUrl: cover }),
          book({ uniqueId: 7, booknameEnglish: 'Legacy', imgUrl: 'http://old.example/a.jpg' }),
        ],
        total: 2,
        page: 1,
        limit: 24,
      })
    );
    renderApp('/books', { language: 'en' });
    const picture = await screen.findByRole('img', { name: 'Pather Panchali' });
    expect(picture).toHaveAttribute('src', cover);
    expect(picture.getAttribute('srcset')).toContain(
      `http://localhost:5000/uploads/covers/${uuid}.w640.webp 640w`
    );
    expect(picture).toHaveAttribute('sizes', '(min-width: 600px) 400px, 100vw');
    // A picture the API does not serve keeps its one address.
    const legacy = screen.getByRole('img', { name: 'Legacy' });
    expect(legacy).toHaveAttribute('src', 'http://old.example/a.jpg');
    expect(legacy).not.toHaveAttribute('srcset');
  });
});
