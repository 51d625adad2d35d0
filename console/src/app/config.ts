/**
 * Build-time settings (Vite inlines `import.meta.env.VITE_*`). Each deployment builds the console
 * against its own API; the defaults are the two-command local setup.
 */
const env = import.meta.env;

function baseUrl(value: string | undefined, fallback: string): string {
  return (value?.trim() || fallback).replace(/\/+$/, '');
}

export const API_URL = baseUrl(env.VITE_API_URL, 'http://localhost:5000');
/** The public site, for links to a member's user card (/userprofile/{userId}). */
export const SITE_URL = baseUrl(env.VITE_SITE_URL, 'http://localhost:5173');
