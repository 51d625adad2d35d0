import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The floor app is built exactly as a plain Vite + React app would be (no chunk groups, no
// prerendering): it is the baseline the site's figures are read against, not a rival to tune.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: { target: 'es2022', emptyOutDir: true },
});
