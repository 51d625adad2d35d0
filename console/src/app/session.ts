import { browserStorage, clearSessionStorageKeepLanguage } from '@pathagar/shared-i18n';

/**
 * The admin session under the legacy keys (admin-operations.md §6, §9): the access token as
 * `access_token` and the `AdminLogin` flag that unlocks the panel.
 */
export const ADMIN_SESSION_KEYS = {
  token: 'access_token',
  admin: 'AdminLogin',
} as const;

function get(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export const adminSession = {
  token: (): string | null => get(ADMIN_SESSION_KEYS.token),
  isLoggedIn: (): boolean =>
    get(ADMIN_SESSION_KEYS.admin) === 'true' && Boolean(get(ADMIN_SESSION_KEYS.token)),
  start(token: string) {
    const storage = browserStorage();
    storage?.setItem(ADMIN_SESSION_KEYS.token, token);
    storage?.setItem(ADMIN_SESSION_KEYS.admin, 'true');
  },
  /** Logout: every key goes but the language, which survives logout (spec, shared rules). */
  end() {
    clearSessionStorageKeepLanguage(browserStorage());
  },
};
