import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { prerender } from './scripts/prerender-plugin';

/**
 * The installable site (vite-plugin-pwa, Workbox).
 *
 * The service worker precaches the app shell (HTML, scripts, styles, fonts, icons) and, at run
 * time, keeps the answers of the public catalogue operations (book list, book page, stats,
 * notices) and the cover pictures, so pages seen once stay readable offline. Only these public
 * operations (x-access: public, the same answer for everyone) are cached; nothing a member sees
 * about themselves is, so there is nothing of theirs to leave behind after logout.
 */
const PUBLIC_CATALOGUE = [
  'ext/books',
  'ext/stats',
  'Singup/Allbooks',
  'Singup/SpecificBook',
  'Singup/readedSingleBook',
  'SingUpAdmin/allNotice',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export function pwaOptions(apiUrl: string): Partial<VitePWAOptions> {
  const api = escape(apiUrl.replace(/\/+$/, ''));
  return {
    registerType: 'autoUpdate',
    // Registered by src/shell/pwa/register.ts after the page has loaded.
    injectRegister: false,
    includeAssets: ['favicon.svg', 'robots.txt', 'icons/apple-touch-icon.png'],
    manifest: {
      name: 'পাঠাগার · Pathagar',
      short_name: 'পাঠাগার',
      description: 'পাঠাগার: বই পড়ুন, ধার নিন — the reading club’s catalogue and lending',
      lang: 'bn',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#1b7a5a',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // One page per book (a build with data): fetched when opened, like the book's answers.
      globIgnores: ['specificbooks/**'],
      // Prerendered pages are precached under their own names (Workbox's cleanURLs finds
      // allbooks.html for /allbooks); any other page starts from the shell.
      navigateFallback: '/200.html',
      cleanupOutdatedCaches: true,
      // A new release takes over open tabs at once (HTML is never cached by the server either),
      // and the first visit's tab is controlled without a reload, so it is readable offline.
      skipWaiting: true,
      clientsClaim: true,
      runtimeCaching: [
        {
          urlPattern: new RegExp(`^${api}/(${PUBLIC_CATALOGUE.map(escape).join('|')})(\\?|$)`),
          // Fresh when online; the last answer when offline or the network hangs.
          handler: 'NetworkFirst',
          method: 'GET',
          options: {
            cacheName: 'pathagar-catalogue',
            networkTimeoutSeconds: 5,
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: new RegExp(`^${api}/uploads/(covers|notices|events|blogs|gallery|team)/`),
          // Upload names are never reused, so a stored picture is always right.
          handler: 'CacheFirst',
          method: 'GET',
          options: {
            cacheName: 'pathagar-pictures',
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  };
}

/**
 * Where `vite build --ssr src/prerender.tsx` (the first half of `pnpm build`) writes to; a build
 * beside the usual one (an end-to-end journey's) names its own.
 */
const PRERENDER_OUT = process.env.PRERENDER_OUT || 'node_modules/.prerender';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Must come before react(): it turns each route file into a lazily loaded chunk.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    // The public routes' HTML, rendered at build time; the sitemap names the site's own origin.
    // With PRERENDER_DATA=1 the pages show the API's data as it is during the build.
    prerender({
      ssrEntry: resolve(
        fileURLToPath(new URL('.', import.meta.url)),
        PRERENDER_OUT,
        'prerender.js'
      ),
      origin: (process.env.VITE_SITE_URL || 'http://localhost:5173').replace(/\/+$/, ''),
      apiOrigin: new URL(process.env.VITE_API_URL || 'http://localhost:5000').origin,
      withData: process.env.PRERENDER_DATA === '1',
      maxBooks: Number(process.env.PRERENDER_BOOKS || 10_000),
    }),
    // The installable app and its service worker; the API it caches from is the build's API.
    !isSsrBuild && VitePWA(pwaOptions(process.env.VITE_API_URL || 'http://localhost:5000')),
  ],
  resolve: {
    // The console's texts stay out of the site (see src/app/no-console-texts.ts).
    alias: [
      {
        find: /^\.\/console\/index$/,
        replacement: fileURLToPath(new URL('./src/app/no-console-texts.ts', import.meta.url)),
      },
    ],
  },
  build: isSsrBuild
    ? { outDir: PRERENDER_OUT, emptyOutDir: true, target: 'node20' }
    : {
        // The route-size report reads which chunks each route pulls in from here.
        manifest: true,
        // The Bangla subset travels inside the stylesheet (see scripts/subset-font.mjs).
        assetsInlineLimit: (file: string) =>
          file.endsWith('noto-sans-bengali-ui-400.woff2') ? true : undefined,
        target: 'es2022',
        rolldownOptions: {
          output: {
            // Left alone, the bundler cuts what every page needs into ~60 small chunks, and each
            // file gzips on its own (Home measured 208 KiB that way, 191 KiB with these groups).
            // Libraries every page loads travel in a few large files; the rest is split by route.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/ },
                { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
                { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, minShareCount: 8 },
              ],
            },
          },
        },
      },
  preview: { port: 5173, strictPort: true },
  server: { port: 5173 },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Mantine renders into jsdom slowly; a few screens need more than the default 5 s.
    testTimeout: 15_000,
    // Vitest's default on two cores is one worker (cores minus one), which left the second core
    // idle: the files are CPU-bound and independent.
    maxWorkers: 2,
  },
}));
