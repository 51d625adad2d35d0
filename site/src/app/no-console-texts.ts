/**
 * Stands in for the console's texts (shared-i18n's `locales/{bn,en}/console/index.ts`) in the
 * site's build: the site never reads the `console` namespace, and Bangla is bundled with the
 * entry, so carrying the admin screens' texts would cost every member ~10 KiB gzip on first
 * load (vite.config.ts aliases them here).
 */
export default {};
