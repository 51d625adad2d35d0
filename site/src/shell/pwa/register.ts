/**
 * Registers the service worker (pwaOptions in vite.config.ts) in builds only (the dev server has
 * none). Loaded as its own small chunk after the first render, and registered at
 * once rather than on the window's load event, which a slow picture can hold back for long.
 */
export function registerServiceWorker(): void {
  // The build's mode, not PROD: PROD follows NODE_ENV, which the end-to-end runner's builds
  // inherit as "test" from Vitest.
  if (import.meta.env.MODE !== 'production' || !('serviceWorker' in navigator)) return;
  import('virtual:pwa-register')
    .then(({ registerSW }) =>
      registerSW({
        immediate: true,
        // The site works without it; say why in the console for whoever looks.
        onRegisterError: (error: unknown) => console.error('service worker not registered', error),
      })
    )
    .catch((error: unknown) => console.error('service worker not registered', error));
}
