import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DOT_LIFETIME, NO_DOT, observeCount, usePendingDot } from './pendingDots';

/**
 * The dot of an entry whose first poll answered `count`: `shown` says whether it shows now, and
 * `poll(count, opened)` answers the next poll and says whether it shows after it.
 */
function dot(count: number | undefined, opened = false) {
  const hook = renderHook(({ count: c, opened: o }) => usePendingDot(c, o), {
    initialProps: { count, opened },
  });
  return {
    get shown() {
      return hook.result.current;
    },
    poll(next: number, nowOpened = false) {
      hook.rerender({ count: next, opened: nowOpened });
      return hook.result.current;
    },
  };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the pending dot of a menu entry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('shows at once while items wait, still at 299 999 ms and gone at 300 000 ms', () => {
    expect(DOT_LIFETIME).toBe(300_000);
    const d = dot(3);
    expect(d.shown).toBe(true);
    wait(299_999);
    expect(d.shown).toBe(true);
    wait(1);
    expect(d.shown).toBe(false);
  });

  it('shows nothing before the first count and when the count is 0', () => {
    const d = dot(undefined);
    expect(d.shown).toBe(false);
    expect(d.poll(0)).toBe(false);
    expect(d.poll(2)).toBe(true);
    expect(d.poll(0)).toBe(false);
  });

  it('goes when the item is opened and stays away while the count is what the admin saw', () => {
    const d = dot(3);
    wait(10_000);
    expect(d.poll(3, true)).toBe(false);
    expect(d.poll(3)).toBe(false);
    wait(DOT_LIFETIME);
    expect(d.shown).toBe(false);
  });

  it('comes back when the count grows beyond what the admin last saw', () => {
    const d = dot(3);
    wait(DOT_LIFETIME);
    expect(d.shown).toBe(false);
    // The same count polled again is nothing new.
    expect(d.poll(3)).toBe(false);
    expect(d.poll(4)).toBe(true);
    // A full lifetime again from the new item.
    wait(DOT_LIFETIME - 1);
    expect(d.shown).toBe(true);
    wait(1);
    expect(d.shown).toBe(false);
  });

  it('comes back after opening too, once something new arrives', () => {
    const d = dot(2, true);
    expect(d.shown).toBe(false);
    expect(d.poll(2)).toBe(false);
    expect(d.poll(5)).toBe(true);
  });

  it('gives a fresh 5 minutes when the count grows while the dot shows', () => {
    const d = dot(1);
    wait(200_000);
    d.poll(2);
    wait(200_000);
    expect(d.shown).toBe(true);
    wait(100_000);
    expect(d.shown).toBe(false);
  });

  it('still shows a new arrival after items were dealt with elsewhere', () => {
    let state = observeCount(NO_DOT, 5, true, 0);
    expect(state).toEqual({ seen: 5, count: 5, since: null });
    state = observeCount(state, 2, false, 1000);
    expect(state.since).toBeNull();
    state = observeCount(state, 3, false, 2000);
    expect(state).toEqual({ seen: 2, count: 3, since: 2000 });
  });
});
