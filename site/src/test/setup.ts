import '@testing-library/jest-dom/vitest';
import { stubLayoutApis } from '@pathagar/sdk/jsdom';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { toast } from '../app/toast';
import { server } from './server';

// jsdom lacks what Mantine measures with (as in mantinedev/vite-template's vitest.setup).
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
stubLayoutApis({ desktop: false });
class IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver = IntersectionObserver as unknown as typeof window.IntersectionObserver;

// The first render of a route also loads its code-split chunk, which can take over a second
// on a busy CI machine.
configure({ asyncUtilTimeout: 4000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // The toast store lives at module level; one test's toast must not show in the next.
  toast.clear();
  server.resetHandlers();
  localStorage.clear();
  vi.useRealTimers();
});
afterAll(() => server.close());
