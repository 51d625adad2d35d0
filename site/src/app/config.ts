/**
 * Build-time settings (Vite inlines `import.meta.env.VITE_*`). Each deployment builds the site
 * against its own API; the defaults are the two-command local setup.
 */
const env = import.meta.env;

function baseUrl(value: string | undefined, fallback: string): string {
  return (value?.trim() || fallback).replace(/\/+$/, '');
}

export const API_URL = baseUrl(env.VITE_API_URL, 'http://localhost:5000');
/** The admin console lives on its own origin; /adminlogin sends admins there. */
export const CONSOLE_URL = baseUrl(env.VITE_CONSOLE_URL, 'http://localhost:5174');
