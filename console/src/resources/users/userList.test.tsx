import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, renderApp, screen } from '../../test/render';
import { HttpResponse, mockApi, server } from '../../test/server';
import { held } from '../../test/popups';
import { userProfile } from './fixtures';

const karima = userProfile({
  uniqueId: 23456,
  name: 'করিমা বেগম',
  email: 'karima@example.org',
  currentAddress: 'Sylhet',
  image: 'http://localhost:5000/uploads/profiles/k.png',
});

const cardNames = () =>
  screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('Users', () => {
  it('shows a card per user: avatar, name, e-mail, current address and a View Profile link to a new tab', async () => {
    const answer = held();
    server.use(
      mockApi.get('/Singup/Alluserprofile', async () => {
        await answer.wait();
        return HttpResponse.json([userProfile(), karima]);
      })
    );
    renderApp('/users', { language: 'en' });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    answer.release();
    const rahim = await screen.findByRole('article', { name: 'Rahim Uddin' });
    expect(within(rahim).getByRole('heading', { name: 'Rahim Uddin' })).toBeInTheDocument();
    expect(rahim).toHaveTextContent('rahim@example.org');
    expect(rahim).toHaveTextContent('Mirpur, Dhaka');
    // No photo: the first letter of the name.
    expect(rahim).toHaveTextContent(/^RRahim Uddin/);
    const link = within(rahim).getByRole('link', {
      name: 'View Profile: Rahim Uddin (opens in a new tab)',
    });
    expect(link).toHaveTextContent('View Profile');
    expect(link).toHaveAttribute('href', '/viewadminprofile/12345');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    const card = screen.getByRole('article', { name: 'করিমা বেগম' });
    expect(within(card).getByRole('img', { name: 'Photo of করিমা বেগম' })).toHaveAttribute(
      'src',
      'http://localhost:5000/uploads/profiles/k.png'
    );
  });

  it('searches name, e-mail and current address with one box', async () => {
    server.use(mockApi.get('/Singup/Alluserprofile', [userProfile(), karima]));
    const { user } = renderApp('/users', { language: 'en' });
    await screen.findAllByRole('article');
    const search = screen.getByLabelText('Search by name, e-mail or current address');
    await fill(user, search, 'করিমা');
    await expect.poll(cardNames).toEqual(['করিমা বেগম']);
    await fill(user, search, 'RAHIM@');
    await expect.poll(cardNames).toEqual(['Rahim Uddin']);
    await fill(user, search, 'sylhet');
    await expect.poll(cardNames).toEqual(['করিমা বেগম']);
    await fill(user, search, 'nobody');
    expect(
      await screen.findByText('No users found matching the search criteria.')
    ).toBeInTheDocument();
  });

  it('says so in Bangla when no user matches', async () => {
    server.use(mockApi.get('/Singup/Alluserprofile', []));
    renderApp('/users');
    expect(await screen.findByRole('heading', { name: 'ব্যবহারকারী' })).toBeInTheDocument();
    expect(
      await screen.findByText('অনুসন্ধানের সাথে মেলে এমন কোনো ব্যবহারকারী পাওয়া যায়নি।')
    ).toBeInTheDocument();
  });

  it('pages a long list', async () => {
    server.use(
      mockApi.get(
        '/Singup/Alluserprofile',
        Array.from({ length: 30 }, (_, i) =>
          userProfile({ uniqueId: 10000 + i, name: `Member ${i + 1}`, email: `m${i}@x.org` })
        )
      )
    );
    const { user } = renderApp('/users', { language: 'en' });
    await expect.poll(() => cardNames().length).toBe(24);
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    await expect
      .poll(cardNames)
      .toEqual(['Member 25', 'Member 26', 'Member 27', 'Member 28', 'Member 29', 'Member 30']);
  });
});
