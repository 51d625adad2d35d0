import '@testing-library/jest-dom/vitest';
import { stubLayoutApis } from '@pathagar/sdk/jsdom';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { noPendingItems } from '../resources/dashboard/fixtures';
import { twoFactorOptional } from '../resources/two-factor/fixtures';
import { server } from './server';

// The first visit to a screen imports its lazy chunk, which jsdom on two cores takes a while for.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what MUI measures with; a desktop width keeps the side menu open.
stubLayoutApis({ desktop: true });
// Previews of chosen images.
URL.createObjectURL = vi.fn(() => 'blob:preview');
URL.revokeObjectURL = vi.fn();

// react-admin logs every failed data call; the failures tests provoke on purpose would bury
// real warnings. Anything that is not an SDK ApiError still gets through.
const consoleError = console.error.bind(console);
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  if (args[0] instanceof Error && args[0].name === 'ApiError') return;
  consoleError(...args);
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The side menu polls the pending counts on every screen, and a login asks whether two-factor
// set-up is due; a test that cares mocks them itself.
beforeEach(() => server.use(noPendingItems(), twoFactorOptional()));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  vi.useRealTimers();
});
afterAll(() => server.close());
