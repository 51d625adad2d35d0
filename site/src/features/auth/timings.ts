/** Spec §9 timings, in one place so the pages and their tests agree. */
export const LOGIN_REDIRECT_MS = 1500;
export const LOGIN_FAILURE_MS = 1000;
export const SIGNUP_REDIRECT_MS = 1000;
export const VERIFY_WAIT_MS = 500;
/** Not in the spec: long enough to read a sentence. */
export const SIGNUP_FAILURE_MS = 4000;

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
