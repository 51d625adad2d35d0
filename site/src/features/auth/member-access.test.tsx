import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../app/toast';
import { renderRoute, screen } from '../../test/render';
import { HttpResponse, apiError, mockApi, server } from '../../test/server';
import { MEMBER, profilePageHandlers, userProfile } from '../profile/fixtures';

afterEach(() => toast.clear());

describe('member routes', () => {
  it.each(['/profile', '/editprofile/12345', '/membership', '/history'])(
    'send a visitor from %s to /login with a way back',
    async (path) => {
      const { router } = renderRoute(path, { language: 'en' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toEqual({ redirect: path });
    }
  );

  it('end an expired session cleanly: logged out, told so, at /login (English)', async () => {
    // msw tries the handlers of one use() call in order: the 401 must come first.
    server.use(
      mockApi.get('/Singup/viewProfile', () => apiError(401, 'unauthorized', 'Token expired')),
      ...profilePageHandlers()
    );
    const { router } = renderRoute('/profile', { language: 'en', member: MEMBER });
    expect(
      await screen.findByText('Your session has expired. Please log in again.')
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // Said on the page too, and the way back to where the member was (issue 16.11).
    expect(router.state.location.search).toEqual({ redirect: '/profile', expired: true });
    expect(
      screen.getByText(
        'Your session has ended. Please log in again; you will return to the page you were on.'
      )
    ).toBeInTheDocument();
    expect({ ...localStorage }).toEqual({ language: 'English' });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('end a rejected session in Bangla too', async () => {
    server.use(
      mockApi.get('/Singup/readBooks', () => apiError(401, 'unauthorized', 'Invalid token'))
    );
    const { router } = renderRoute('/history', { member: MEMBER });
    expect(
      await screen.findByText('আপনার সেশনের মেয়াদ শেষ হয়ে গেছে। অনুগ্রহ করে আবার লগইন করুন।')
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('Token')).toBeNull();
  });

  it.each(['/login', '/signup'])(
    'send a logged-in member from %s to /profile instead of showing the form',
    async (path) => {
      server.use(...profilePageHandlers());
      const { router } = renderRoute(path, { language: 'en', member: MEMBER });
      await screen.findByText(MEMBER.email);
      expect(router.state.location.pathname).toBe('/profile');
      expect(screen.queryByRole('heading', { level: 1, name: /Login|Sign Up/ })).toBeNull();
    }
  );

  it('look the userId up when a member session has none', async () => {
    let asked: string | null = null;
    server.use(
      mockApi.get('/Singup/Profile', ({ request }) => {
        asked = new URL(request.url).searchParams.get('email');
        return HttpResponse.json([userProfile({ uniqueId: 24680 })]);
      }),
      ...profilePageHandlers({ profile: userProfile({ uniqueId: 24680 }) })
    );
    renderRoute('/profile', { language: 'en', member: { email: MEMBER.email } });
    expect(await screen.findByRole('heading', { name: 'Rahim Uddin' })).toBeInTheDocument();
    expect(asked).toBe(MEMBER.email);
    expect(localStorage.getItem('userId')).toBe('24680');
  });
});
