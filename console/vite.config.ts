import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  build: {
    // scripts/initial-size.mjs reads which chunks the first visit loads from the manifest.
    manifest: true,
    target: 'es2022',
    // react-dom with react-admin's core is one ~330 kB chunk (100 kB gzip); the budget script
    // watches the total.
    chunkSizeWarningLimit: 600,
  },
  preview: { port: 5174, strictPort: true },
  server: { port: 5174 },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // react-admin and MUI render slowly into jsdom on two cores.
    testTimeout: 20_000,
    // Vitest's default on two cores is one worker (cores minus one), which left the second core
    // idle: the files are CPU-bound and independent.
    maxWorkers: 2,
  },
});
