import { clearSessionStorageKeepLanguage, browserStorage } from '@pathagar/shared-i18n';
import { useSyncExternalStore } from 'react';

/**
 * The member's session, kept in localStorage under the legacy keys (spec §3) so an open tab of
 * the old site and ours agree: `username` (the login e-mail), `Token` (the access token),
 * `normaluser` ('true' for a member), `userId` (the profile's uniqueId, stored after login).
 */
export const SESSION_KEYS = {
  username: 'username',
  token: 'Token',
  member: 'normaluser',
  userId: 'userId',
  admin: 'AdminLogin',
} as const;

export interface Session {
  /** The login e-mail; a user counts as logged in when it is set (spec §2 Navigation). */
  username: string | null;
  token: string | null;
  userId: string | null;
  /** Logged in as a normal user (member), which unlocks the member routes. */
  isMember: boolean;
}

/** Why the last session ended without the member asking: shown once on the next page. */
export type SessionEndReason = 'expired';

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: Session | undefined;
let endReason: SessionEndReason | null = null;

function storage() {
  return browserStorage();
}

function read(): Session {
  const store = storage();
  const get = (key: string) => {
    try {
      return store?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const username = get(SESSION_KEYS.username);
  return {
    username,
    token: get(SESSION_KEYS.token),
    userId: get(SESSION_KEYS.userId),
    isMember: Boolean(username) && get(SESSION_KEYS.member) === 'true',
  };
}

function changed() {
  snapshot = read();
  for (const listener of listeners) listener();
}

function write(values: Partial<Record<keyof typeof SESSION_KEYS, string>>) {
  const store = storage();
  try {
    for (const [name, value] of Object.entries(values)) {
      store?.setItem(SESSION_KEYS[name as keyof typeof SESSION_KEYS], value);
    }
  } catch {
    // Blocked storage: the session lasts for this page only, which is all we can do.
  }
}

export const session = {
  get(): Session {
    snapshot ??= read();
    return snapshot;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** After a successful member login. */
  start(email: string, token: string) {
    endReason = null;
    write({ username: email, token, member: 'true' });
    changed();
  },
  /** After the profile was fetched: its uniqueId is the member's userId. */
  setUserId(userId: string) {
    write({ userId });
    changed();
  },
  /** Logout: clears every stored key but the language (spec §4). */
  end(reason: SessionEndReason | null = null) {
    const store = storage();
    if (store) clearSessionStorageKeepLanguage(store);
    endReason = reason;
    changed();
  },
  /** The reason the session ended by itself, once; null afterwards or after a normal logout. */
  takeEndReason(): SessionEndReason | null {
    const reason = endReason;
    endReason = null;
    return reason;
  },
  /** Re-reads storage (another tab logged in or out, or a test prepared it). */
  refresh: changed,
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values(SESSION_KEYS).includes(event.key as never)) changed();
  });
}

export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
