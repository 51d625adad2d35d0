import { act, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../app/toast';
import { renderRoute, screen } from '../../test/render';
import { HttpResponse, apiError, mockApi, server, counted, neverAnswer } from '../../test/server';
import { MEMBER, profilePageHandlers, userProfile } from '../profile/fixtures';

// Toasts live in a module store; one left by a test's fake timers must not leak into the next.
afterEach(() => toast.clear());

const TOKEN = 'header.payload.signature';

function loginAnswer(overrides: { role?: 'member' | 'admin'; uniqueId?: number } = {}) {
  return {
    access_token: TOKEN,
    message: 'Login successful!' as const,
    role: overrides.role ?? ('member' as const),
    expiresAt: '2026-03-03T10:00:00.000Z',
    ...('uniqueId' in overrides ? { uniqueId: overrides.uniqueId } : { uniqueId: 12345 }),
  };
}

function fakeTimers() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return vi.advanceTimersByTime;
}

async function fillAndSubmit(user: ReturnType<typeof renderRoute>['user'], english = true) {
  await user.type(await screen.findByLabelText(english ? /^Email/ : /^ই-মেইল/), MEMBER.email);
  await user.type(screen.getByLabelText(english ? /^Password/ : /^পাসওয়ার্ড/), 'secret-pass');
  await user.click(screen.getByRole('button', { name: english ? 'Login' : 'লগইন' }));
}

describe('/login', () => {
  it('shows the form with links to forgot password and sign-up', async () => {
    renderRoute('/login', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgetpasswordpage'
    );
    expect(screen.getByRole('link', { name: 'Be a member' })).toHaveAttribute('href', '/signup');
  });

  it('requires e-mail and password (English) and sends nothing', async () => {
    const [answer, calls] = counted(() => HttpResponse.json(loginAnswer()));
    server.use(mockApi.post('/Singup/login', answer));
    const { user } = renderRoute('/login', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls.count).toBe(0);
  });

  it('checks the e-mail’s shape on the page: `abc` is not sent (issue 16.10)', async () => {
    const [answer, calls] = counted(() => HttpResponse.json(loginAnswer()));
    server.use(mockApi.post('/Singup/login', answer));
    const { user } = renderRoute('/login');
    await user.type(await screen.findByLabelText(/^ই-মেইল/), 'abc');
    await user.type(screen.getByLabelText(/^পাসওয়ার্ড/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'লগইন' }));
    expect(await screen.findByText('অনুগ্রহ করে একটি সঠিক ই-মেইল ঠিকানা দিন।')).toBeInTheDocument();
    expect(calls.count).toBe(0);
  });

  it('refuses a password longer than the contract allows, in Bangla digits', async () => {
    const { user } = renderRoute('/login');
    await user.type(await screen.findByLabelText(/^ই-মেইল/), MEMBER.email);
    await user.click(screen.getByLabelText(/^পাসওয়ার্ড/));
    await user.paste('x'.repeat(129));
    await user.click(screen.getByRole('button', { name: 'লগইন' }));
    expect(
      await screen.findByText('অনুগ্রহ করে এটি সর্বোচ্চ ১২৮ অক্ষরের মধ্যে রাখুন।')
    ).toBeInTheDocument();
  });

  it('requires e-mail and password (Bangla)', async () => {
    const { user } = renderRoute('/login');
    await user.click(await screen.findByRole('button', { name: 'লগইন' }));
    expect(await screen.findByText('ই-মেইল দেওয়া আবশ্যক')).toBeInTheDocument();
    expect(screen.getByText('পাসওয়ার্ড দেওয়া আবশ্যক')).toBeInTheDocument();
  });

  it('logs in: stores the session keys and userId, says so, then replaces /login with /profile after 1.5 s', async () => {
    const advanceTimers = fakeTimers();
    let sent: unknown;
    let profileAuth: string | null = null;
    server.use(
      mockApi.post('/Singup/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(loginAnswer());
      }),
      mockApi.get('/Singup/Profile', ({ request }) => {
        profileAuth = request.headers.get('Authorization');
        expect(new URL(request.url).searchParams.get('email')).toBe(MEMBER.email);
        return HttpResponse.json([userProfile({ uniqueId: 54321 })]);
      }),
      ...profilePageHandlers({ profile: userProfile({ uniqueId: 54321 }) })
    );
    const { user, router } = renderRoute('/login', { language: 'en', user: { advanceTimers } });
    await fillAndSubmit(user);

    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(sent).toEqual({ email: MEMBER.email, password: 'secret-pass' });
    expect(profileAuth).toBe(`Bearer ${TOKEN}`);
    expect(localStorage.getItem('username')).toBe(MEMBER.email);
    expect(localStorage.getItem('Token')).toBe(TOKEN);
    expect(localStorage.getItem('normaluser')).toBe('true');
    expect(localStorage.getItem('userId')).toBe('54321');

    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(router.state.location.pathname).toBe('/login');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.history.length).toBe(1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Profile' })
    ).toBeInTheDocument();
  });

  it('uses the userId the login answer carries when the profile cannot be fetched', async () => {
    server.use(
      mockApi.post('/Singup/login', loginAnswer({ uniqueId: 777 })),
      mockApi.get('/Singup/Profile', () => apiError(500, 'internal', 'boom')),
      ...profilePageHandlers()
    );
    const { user } = renderRoute('/login', { language: 'en' });
    await fillAndSubmit(user);
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(localStorage.getItem('userId')).toBe('777');
  });

  /** Logs in from /login?redirect=…, then lets the success toast's 1.5 s pass. */
  async function logInRedirected(redirect: string, ...handlers: Parameters<typeof server.use>) {
    const advanceTimers = fakeTimers();
    server.use(
      mockApi.post('/Singup/login', loginAnswer()),
      mockApi.get('/Singup/Profile', [userProfile()]),
      ...handlers
    );
    const { user, router } = renderRoute(`/login?redirect=${encodeURIComponent(redirect)}`, {
      language: 'en',
      user: { advanceTimers },
    });
    await fillAndSubmit(user);
    await screen.findByText('Login Successful');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    return router;
  }

  it('goes back to the member page that sent the visitor here', async () => {
    const router = await logInRedirected(
      '/history',
      mockApi.get('/Singup/readBooks', { readBooks: [] })
    );
    expect(router.state.location.pathname).toBe('/history');
    expect(router.history.length).toBe(1);
  });

  it('ignores a redirect to another site', async () => {
    const router = await logInRedirected('//evil.example', ...profilePageHandlers());
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('shows the failure message for 1 s, keeps what was typed and stores nothing', async () => {
    const advanceTimers = fakeTimers();
    server.use(
      mockApi.post('/Singup/login', () =>
        apiError(401, 'wrong_credentials', 'Wrong Username and password')
      )
    );
    const { user, router } = renderRoute('/login', { language: 'en', user: { advanceTimers } });
    await fillAndSubmit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something is wrong. Please try again.');
    expect(screen.getByLabelText(/^Email/)).toHaveValue(MEMBER.email);
    expect(screen.getByLabelText(/^Password/)).toHaveValue('secret-pass');
    expect(localStorage.getItem('Token')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('Something is wrong. Please try again.')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the failure message in Bangla on a network failure', async () => {
    server.use(mockApi.post('/Singup/login', () => HttpResponse.error()));
    const { user } = renderRoute('/login');
    await fillAndSubmit(user, false);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'কোনো সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।'
    );
  });

  it('explains a rate limit (429 too_many_attempts) instead of the generic text', async () => {
    server.use(
      mockApi.post('/Singup/login', () =>
        apiError(429, 'too_many_attempts', 'Too many failed login attempts.')
      )
    );
    const { user } = renderRoute('/login', { language: 'en' });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a while and try again.'
    );
  });

  it('disables the button while logging in', async () => {
    server.use(mockApi.post('/Singup/login', neverAnswer));
    const { user } = renderRoute('/login', { language: 'en' });
    await fillAndSubmit(user);
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('opens no member session for an administrator account and points to the admin login', async () => {
    server.use(mockApi.post('/Singup/login', loginAnswer({ role: 'admin', uniqueId: undefined })));
    const { user } = renderRoute('/login', { language: 'en' });
    await fillAndSubmit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This is an administrator account.');
    expect(within(alert).getByRole('link', { name: 'Go to the admin login' })).toHaveAttribute(
      'href',
      '/adminlogin'
    );
    expect(localStorage.getItem('Token')).toBeNull();
  });
});
