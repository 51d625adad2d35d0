import { isApiError, type ApiClient } from '@pathagar/sdk';
import type { AuthProvider } from 'react-admin';
import { adminSession } from '../app/session';

/** What the login form shows on failure: an i18n key (console:app.login.*) or an errors: key. */
export class LoginError extends Error {
  constructor(
    readonly key: string,
    /**
     * `secondFactor`: the password was right and the account needs a code (the form asks for
     * it); `code`: the code or recovery code sent was refused (its field shows the message).
     */
    readonly kind: 'form' | 'secondFactor' | 'code' = 'form'
  ) {
    super(key);
  }
}

export interface LoginParams {
  email: string;
  password: string;
  /** The authenticator app's current code, once the server has asked for one. */
  totpCode?: string;
  recoveryCode?: string;
}

/** What the login answers to and from the set-up screen of two-factor login. */
export const TWO_FACTOR_PATH = '/two-factor';

/**
 * With ADMIN_TWO_FACTOR=required the server gives an admin without two-factor login a token that
 * serves only the set-up operations; only the status call tells, so it is asked once per login.
 * A failure here is left to the screens' own calls, which show it.
 */
async function mustSetUpTwoFactor(api: ApiClient): Promise<boolean> {
  try {
    const { data } = await api.GET('/ext/admin/two-factor');
    return Boolean(data && data.required && !data.enabled);
  } catch {
    return false;
  }
}

/**
 * Admin login and the session rules of admin-operations.md §2, §5, §6, §8: success only when the
 * answer is "Login successful!" for an admin; the token and the AdminLogin flag are stored;
 * logout clears all storage but the language; a 401 or 403 from any call ends the session and
 * sends the admin back to the login page with a message.
 */
export function createAuthProvider(api: ApiClient): AuthProvider {
  return {
    async login({ email, password, totpCode, recoveryCode }: LoginParams) {
      let data;
      try {
        ({ data } = await api.POST('/SingUpAdmin/login', {
          body: {
            email,
            password,
            ...(totpCode ? { totpCode } : {}),
            ...(recoveryCode ? { recoveryCode } : {}),
          },
        }));
      } catch (error) {
        if (isApiError(error) && error.code === 'two_factor_required') {
          throw new LoginError('errors:two_factor_required', 'secondFactor');
        }
        if (isApiError(error) && error.code === 'two_factor_invalid') {
          throw new LoginError('errors:two_factor_invalid', 'code');
        }
        if (isApiError(error) && error.code === 'network_error') {
          throw new LoginError('console:app.login.networkError');
        }
        if (isApiError(error) && error.code === 'wrong_credentials') {
          throw new LoginError('errors:wrong_credentials');
        }
        if (isApiError(error) && error.code === 'rate_limited') {
          throw new LoginError('errors:rate_limited');
        }
        throw new LoginError('console:app.login.failed');
      }
      if (data?.message !== 'Login successful!' || data.role !== 'admin') {
        throw new LoginError('console:app.login.failed');
      }
      adminSession.start(data.access_token);
      const setUp = await mustSetUpTwoFactor(api);
      adminSession.setMustSetUpTwoFactor(setUp);
      if (setUp) return { redirectTo: TWO_FACTOR_PATH };
    },
    async logout() {
      adminSession.end();
      return '/login';
    },
    async checkAuth() {
      if (!adminSession.isLoggedIn()) {
        throw { redirectTo: '/login', message: false };
      }
    },
    async checkError(error: unknown) {
      const status = (error as { status?: number } | null)?.status;
      if (isApiError(error) && error.code === 'two_factor_enrolment_required') {
        // The server started requiring two-factor login during this session: the session stays,
        // and the admin is taken to the set-up screen, which explains why.
        adminSession.setMustSetUpTwoFactor(true);
        throw { redirectTo: TWO_FACTOR_PATH, logoutUser: false, message: false };
      }
      if ((status === 401 || status === 403) && !adminSession.isLoggedIn()) {
        // Already logged out (a screen refetched after logout): only go to the login page.
        // Logging out again would clear react-admin's cache, which refetches, fails again,
        // and never lets the navigation to /login finish.
        throw { redirectTo: '/login', logoutUser: false, message: false };
      }
      if (status === 401 || status === 403) {
        // react-admin then calls logout(), which clears the session; clearing here already
        // would stop it from showing the message (it only notifies a still logged-in admin).
        throw {
          redirectTo: '/login',
          message: status === 401 ? 'common:sessionExpired' : 'errors:forbidden',
        };
      }
    },
    async getIdentity() {
      return { id: 'admin' };
    },
  };
}
