import { resources } from '@pathagar/shared-i18n';
import { describe, expect, it } from 'vitest';
import { apiError, HttpResponse, mockApi, server } from '../test/server';
import { ADMIN_TOKEN, renderApp, screen } from '../test/render';
import { book } from '../test/fixtures';

const books = (items = [book()]) =>
  mockApi.get('/ext/books', { items, total: items.length, page: 1, limit: 24 });

describe('admin login', () => {
  it('asks for the e-mail and the password before calling the server', async () => {
    const { user } = renderApp('/login', { loggedIn: false });
    await user.click(await screen.findByRole('button', { name: 'লগইন' }));
    expect(screen.getByText('অনুগ্রহ করে আপনার ইমেইল লিখুন।')).toBeInTheDocument();
    expect(screen.getByText('অনুগ্রহ করে আপনার পাসওয়ার্ড লিখুন।')).toBeInTheDocument();
  });

  it('stores the token and the AdminLogin flag and opens the panel', async () => {
    let body: unknown;
    server.use(
      mockApi.post('/SingUpAdmin/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          access_token: 'fresh-token',
          message: 'Login successful!',
          role: 'admin',
          expiresAt: '2030-01-01T00:00:00.000Z',
        });
      })
    );
    const { user } = renderApp('/login', { loggedIn: false, language: 'en' });
    await user.type(await screen.findByLabelText(/Email/), 'admin@pathagar.demo');
    await user.type(screen.getByLabelText(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(body).toEqual({ email: 'admin@pathagar.demo', password: 'secret' });
    expect(localStorage.getItem('access_token')).toBe('fresh-token');
    expect(localStorage.getItem('AdminLogin')).toBe('true');
  });

  it('shows wrong credentials in the current language and keeps the input', async () => {
    server.use(
      mockApi.post('/SingUpAdmin/login', () =>
        apiError(401, 'wrong_credentials', 'Wrong username or password.')
      )
    );
    const { user } = renderApp('/login', { loggedIn: false });
    await user.type(await screen.findByLabelText(/ইমেইল/), 'admin@pathagar.demo');
    await user.type(screen.getByLabelText(/পাসওয়ার্ড/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'লগইন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      resources.bn.errors.wrong_credentials
    );
    expect(screen.getByLabelText(/ইমেইল/)).toHaveValue('admin@pathagar.demo');
    expect(localStorage.getItem('AdminLogin')).toBeNull();
  });

  it('says so when the server cannot be reached', async () => {
    server.use(mockApi.post('/SingUpAdmin/login', () => HttpResponse.error()));
    const { user } = renderApp('/login', { loggedIn: false, language: 'en' });
    await user.type(await screen.findByLabelText(/Email/), 'a@b.org');
    await user.type(screen.getByLabelText(/Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again.'
    );
  });

  it('refuses a member account (a login that is not an admin one)', async () => {
    server.use(
      mockApi.post('/SingUpAdmin/login', () =>
        HttpResponse.json({
          access_token: 't',
          message: 'Login successful!',
          role: 'member',
          expiresAt: '2030-01-01T00:00:00.000Z',
        } as never)
      )
    );
    const { user } = renderApp('/login', { loggedIn: false, language: 'en' });
    await user.type(await screen.findByLabelText(/Email/), 'a@b.org');
    await user.type(screen.getByLabelText(/Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed.');
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});

describe('the admin session', () => {
  it('sends a visitor without the AdminLogin flag to the login page', async () => {
    renderApp('/books', { loggedIn: false });
    expect(await screen.findByRole('heading', { name: 'অ্যাডমিন লগইন' })).toBeInTheDocument();
  });

  it('sends the bearer token and ends the session on a 401, keeping only the language', async () => {
    const auth: (string | null)[] = [];
    server.use(
      mockApi.get('/SingUpAdmin/getBook', ({ request }) => {
        auth.push(request.headers.get('authorization'));
        return apiError(401, 'unauthorized', 'Token expired');
      })
    );
    localStorage.setItem('userId', '5');
    renderApp('/books/123456', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(auth[0]).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(
      await screen.findByText('Your session has expired. Please log in again.')
    ).toBeInTheDocument();
    expect(Object.keys(localStorage)).toEqual(['language']);
  });

  it('logs out from the side menu, clearing all but the language', async () => {
    server.use(books());
    const { user } = renderApp('/books', { language: 'en' });
    await screen.findByRole('heading', { name: 'All Books' });
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(Object.keys(localStorage)).toEqual(['language']);
  });
});
