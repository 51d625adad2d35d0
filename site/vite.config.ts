import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
    // Must come before react(): it turns each route file into a lazily loaded chunk.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
  ],
  build: {
    // The route-size report reads which chunks each route pulls in from here.
    manifest: true,
    target: 'es2022',
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
  },
});
