import { act, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * What the screen tests share about time: a held answer (to see the loading or in-flight state),
 * and assertions on the pop-ups: the colour (react-admin's success or error toast) and the 1.5 s
 * lifetime.
 */

/** A response that waits until `release()`, so a test can look at the screen meanwhile. */
export function held() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { release, wait: () => gate };
}

/** Finds the pop-up and checks its colour; returns the (fake) moment it was seen. */
export async function expectPopup(text: string, type: 'success' | 'error') {
  const message = await screen.findByText(text);
  const shownAt = Date.now();
  expect(message.closest('.MuiSnackbarContent-root')).toHaveClass(`RaNotification-${type}`);
  return shownAt;
}

/** Call before rendering; pass the result as renderApp's `user` so clicks move the clock too. */
export function useFakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return { advanceTimers: (ms: number) => vi.advanceTimersByTime(ms) };
}

/**
 * Moves the fake clock in small steps (so the closing transition runs as it would) until `ms`
 * have passed since `from`. The clock also follows real time, so it reads Date.now().
 */
async function until(from: number, ms: number) {
  while (Date.now() - from < ms) {
    await act(async () => {
      vi.advanceTimersByTime(50);
    });
  }
}

/**
 * With the fake clock: the pop-up is still up 1.3 s after it was seen and gone by 1.95 s, which
 * tells 1.5 s apart from shorter pop-ups and from the 2 s and 2.5 s ones elsewhere in the console.
 */
export async function expectGoneAfterPopupDuration(text: string, shownAt: number) {
  await until(shownAt, 1300);
  expect(screen.getByText(text)).toBeInTheDocument();
  await until(shownAt, 1950);
  expect(screen.queryByText(text)).toBeNull();
}

/** expect.poll with the console's patience for screens that load lazily on two cores. */
export const poll = <T>(read: () => T) => expect.poll(read, { timeout: 5000 });
