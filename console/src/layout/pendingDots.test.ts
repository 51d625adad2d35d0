import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DOT_LIFETIME, NO_DOT, observeCount, usePendingDot } from './pendingDots';

function dot(count: number | undefined, opened = false) {
  return renderHook(({ count: c, opened: o }) => usePendingDot(c, o), {
    initialProps: { count, opened },
  });
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the pending dot of a menu entry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('shows at once while items wait, still at 299 999 ms and gone at 300 000 ms', () => {
    expect(DOT_LIFETIME).toBe(300_000);
    const { result } = dot(3);
    expect(result.current).toBe(true);
    wait(299_999);
    expect(result.current).toBe(true);
    wait(1);
    expect(result.current).toBe(false);
  });

  it('shows nothing before the first count and when the count is 0', () => {
    const { result, rerender } = dot(undefined);
    expect(result.current).toBe(false);
    rerender({ count: 0, opened: false });
    expect(result.current).toBe(false);
    rerender({ count: 2, opened: false });
    expect(result.current).toBe(true);
    rerender({ count: 0, opened: false });
    expect(result.current).toBe(false);
  });

  it('goes when the item is opened and stays away while the count is what the admin saw', () => {
    const { result, rerender } = dot(3);
    wait(10_000);
    rerender({ count: 3, opened: true });
    expect(result.current).toBe(false);
    rerender({ count: 3, opened: false });
    expect(result.current).toBe(false);
    wait(DOT_LIFETIME);
    expect(result.current).toBe(false);
  });

  it('comes back when the count grows beyond what the admin last saw', () => {
    const { result, rerender } = dot(3);
    wait(DOT_LIFETIME);
    expect(result.current).toBe(false);
    // The same count polled again is nothing new.
    rerender({ count: 3, opened: false });
    expect(result.current).toBe(false);
    rerender({ count: 4, opened: false });
    expect(result.current).toBe(true);
    // A full lifetime again from the new item.
    wait(DOT_LIFETIME - 1);
    expect(result.current).toBe(true);
    wait(1);
    expect(result.current).toBe(false);
  });

  it('comes back after opening too, once something new arrives', () => {
    const { result, rerender } = dot(2, true);
    expect(result.current).toBe(false);
    rerender({ count: 2, opened: false });
    expect(result.current).toBe(false);
    rerender({ count: 5, opened: false });
    expect(result.current).toBe(true);
  });

  it('gives a fresh 5 minutes when the count grows while the dot shows', () => {
    const { result, rerender } = dot(1);
    wait(200_000);
    rerender({ count: 2, opened: false });
    wait(200_000);
    expect(result.current).toBe(true);
    wait(100_000);
    expect(result.current).toBe(false);
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
