import { describe, expect, it } from 'vitest';
import { api } from '../app/api';
import { apiError, HttpResponse, mockApi, server } from '../test/server';
import { createAuthProvider, LoginError } from './authProvider';

const auth = createAuthProvider(api);

describe('authProvider', () => {
  it('logs in only on "Login successful!" for an admin and stores the legacy keys', async () => {
    server.use(
      mockApi.post('/SingUpAdmin/login', {
        access_token: 'tok',
        message: 'Login successful!',
        role: 'admin',
        expiresAt: '2030-01-01T00:00:00.000Z',
      })
    );
    await auth.login({ email: 'a@b.org', password: 'x' });
    expect(localStorage.getItem('access_token')).toBe('tok');
    expect(localStorage.getItem('AdminLogin')).toBe('true');
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it.each([
    [apiError(401, 'wrong_credentials', 'Wrong username or password.'), 'errors:wrong_credentials'],
    [apiError(500, 'internal', 'boom'), 'console:app.login.failed'],
    [HttpResponse.error(), 'console:app.login.networkError'],
  ])('turns a failed login into the text to show (%#)', async (response, key) => {
    server.use(mockApi.post('/SingUpAdmin/login', () => response));
    const failure = await auth.login({ email: 'a@b.org', password: 'x' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(LoginError);
    expect((failure as LoginError).key).toBe(key);
  });

  it('rejects checkAuth without the AdminLogin flag', async () => {
    localStorage.setItem('access_token', 'tok');
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('ends the session on 401 and 403 only', async () => {
    localStorage.setItem('access_token', 'tok');
    localStorage.setItem('AdminLogin', 'true');
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({
      redirectTo: '/login',
      message: 'common:sessionExpired',
    });
    await expect(auth.checkError({ status: 403 })).rejects.toMatchObject({
      message: 'errors:forbidden',
    });
  });

  it('logout clears every key but the language', async () => {
    localStorage.setItem('access_token', 'tok');
    localStorage.setItem('AdminLogin', 'true');
    localStorage.setItem('language', 'English');
    await expect(auth.logout({})).resolves.toBe('/login');
    expect(Object.keys(localStorage)).toEqual(['language']);
  });
});
