import { DEFAULT_LANGUAGE, type Language } from './languages';

/** The localStorage key both apps (and the legacy site before them) keep the choice under. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The legacy values: only `English` switches to English, anything else (or nothing) is Bangla. */
export const STORED_LANGUAGE_VALUES = { bn: 'Bangla', en: 'English' } as const satisfies Record<
  Language,
  string
>;

/** The part of the DOM `Storage` interface we use, so tests and SSR can pass their own. */
export interface StorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * `globalThis.localStorage`, or undefined where there is none (Node, SSR). Merely reading the
 * property throws a SecurityError in sandboxed iframes and when the browser blocks site data.
 */
export function browserStorage(): StorageLike | undefined {
  try {
    return (globalThis as { localStorage?: StorageLike }).localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** Bangla unless the stored value is exactly `English`; unreadable storage means Bangla. */
export function readStoredLanguage(
  storage: StorageLike | null | undefined = browserStorage()
): Language {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) === STORED_LANGUAGE_VALUES.en
      ? 'en'
      : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * Stores the legacy value (`English` or `Bangla`). A full or blocked storage only costs the
 * preference on the next visit, so the failure is swallowed rather than breaking the switch.
 */
export function storeLanguage(
  storage: StorageLike | null | undefined = browserStorage(),
  language: Language
): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, STORED_LANGUAGE_VALUES[language]);
  } catch {
    // See above: the language still changes for this visit.
  }
}

/**
 * Logout: removes every key (tokens, user id, login flags, anything a later feature adds) except
 * the language, which the spec says survives logout. Removing key by key instead of `clear()`
 * means the language is never missing, not even for another tab reading in between. Errors are
 * not swallowed here: a logout that silently kept the tokens would be worse than a loud one.
 */
export function clearSessionStorageKeepLanguage(
  storage: StorageLike | null | undefined = browserStorage()
): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && key !== LANGUAGE_STORAGE_KEY) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
