import { inject } from 'vitest';

/** What the runner (global-setup.ts) started, handed to every test file. */
export interface Stack {
  apiUrl: string;
  siteUrl: string;
  consoleUrl: string;
  /** The API's fresh data dir: the embedded database, uploads and the mail outbox. */
  dataDir: string;
  /** Logs, screenshots and the axe table end up here. */
  artifacts: string;
  /**
   * Where the run built the site's SSR entry (PRERENDER_OUT), which a site build against this
   * run's API prerenders its pages with.
   */
  siteSsrOut: string;
  /** The first admin, created from ADMIN_EMAIL / ADMIN_PASSWORD. */
  admin: { email: string; password: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: Stack;
  }
}

export const stack = (): Stack => inject('stack');
