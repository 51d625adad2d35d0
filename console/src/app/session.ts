import { browserStorage, clearSessionStorageKeepLanguage } from '@pathagar/shared-i18n';

/**
 * The admin session under the legacy keys (admin-operations.md §6, §9): the access token as
 * `access_token` and the `AdminLogin` flag that unlocks the panel.
 */
export const ADMIN_SESSION_KEYS = {
  token: 'access_token',
  admin: 'AdminLogin',
  /** Set while the server requires two-factor login and this admin has not set it up yet. */
  twoFactorSetup: 'TwoFactorSetup',
} as const;

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

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
    changed();
  },
  /**
   * Whether the console must stay on the two-factor set-up screen: the server answers every other
   * admin call 403 until it is done, so the screens are closed instead of failing one by one.
   */
  mustSetUpTwoFactor: (): boolean => get(ADMIN_SESSION_KEYS.twoFactorSetup) === 'required',
  setMustSetUpTwoFactor(required: boolean) {
    if (required === adminSession.mustSetUpTwoFactor()) return;
    const storage = browserStorage();
    if (required) storage?.setItem(ADMIN_SESSION_KEYS.twoFactorSetup, 'required');
    else storage?.removeItem(ADMIN_SESSION_KEYS.twoFactorSetup);
    changed();
  },
  /** For useSyncExternalStore: screens follow the set-up flag as it changes. */
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
