import { useEffect, useState } from 'react';

/** How long a menu dot shows at most (admin-operations.md §2, §9). */
export const DOT_LIFETIME = 300_000;

/** How often the menu asks the server for the pending counts. */
export const PENDING_POLL_INTERVAL = 60_000;

/**
 * One menu entry's dot. `seen` is the count the admin is taken to know about (they opened the
 * screen, or the dot had its 5 minutes); `count` the latest count; `since` when the dot appeared,
 * null while it is off.
 */
export interface DotState {
  seen: number;
  count: number;
  since: number | null;
}

export const NO_DOT: DotState = { seen: 0, count: 0, since: null };

export const isDotVisible = (state: DotState, now: number): boolean =>
  state.since !== null && state.count > 0 && now - state.since < DOT_LIFETIME;

/** After its lifetime the dot goes, and what it announced counts as seen. */
export function expireDot(state: DotState, now: number): DotState {
  if (state.since === null || now - state.since < DOT_LIFETIME) return state;
  return { seen: state.count, count: state.count, since: null };
}

/**
 * A new count from the server (or the same count while the admin opens or leaves the screen).
 * Opening the screen acknowledges everything; a count that grows beyond what was seen starts the
 * dot, and growing again while it shows gives it a fresh 5 minutes. When items are dealt with
 * elsewhere the seen level drops with the count, so the next arrival still shows.
 */
export function observeCount(
  previous: DotState,
  count: number,
  opened: boolean,
  now: number
): DotState {
  const state = expireDot(previous, now);
  if (count <= 0) return NO_DOT;
  if (opened) return { seen: count, count, since: null };
  const seen = Math.min(state.seen, count);
  if (count <= seen) return { seen, count, since: state.since };
  const grew = state.since === null || count > state.count;
  return { seen, count, since: grew ? now : state.since };
}

/**
 * Whether the dot of one menu entry shows, given the entry's pending count (undefined until the
 * first answer) and whether its screen is the one open now. Re-renders when the dot expires.
 */
export function usePendingDot(count: number | undefined, opened: boolean): boolean {
  const [state, setState] = useState<DotState>(NO_DOT);

  useEffect(() => {
    if (count === undefined) return;
    setState((previous) => observeCount(previous, count, opened, Date.now()));
  }, [count, opened]);

  const { since } = state;
  useEffect(() => {
    if (since === null) return undefined;
    const timer = setTimeout(
      () => setState((previous) => expireDot(previous, Date.now())),
      Math.max(0, since + DOT_LIFETIME - Date.now())
    );
    return () => clearTimeout(timer);
  }, [since]);

  return isDotVisible(state, Date.now());
}
