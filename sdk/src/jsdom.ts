/**
 * `@pathagar/sdk/jsdom`: the browser parts jsdom lacks and both apps' UI libraries (Mantine, MUI)
 * measure with. Each app's test setup calls it once; it lives here because the SDK is the one
 * package both apps already share for their tests (as with `./msw`).
 */
export function stubLayoutApis({ desktop }: { desktop: boolean }) {
  window.HTMLElement.prototype.scrollIntoView = () => {};
  window.scrollTo = () => {};
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      // A desktop width answers every min-width query, as on an admin's screen.
      matches: desktop && query.includes('min-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
