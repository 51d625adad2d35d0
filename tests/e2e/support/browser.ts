import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { texts, type Language } from './i18n';
import { stack, type Stack } from './stack';
import type { TFunction } from '@pathagar/shared-i18n';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export interface SessionOptions {
  /** Extra localStorage keys per app (a logged-in admin or member), besides the language. */
  site?: Record<string, string>;
  console?: Record<string, string>;
}

/**
 * A fresh browser context: its own storage, with the language chosen the way a reader's browser
 * keeps it (localStorage `language` = `English`; nothing means Bangla).
 */
export async function newContext(
  browser: Browser,
  language: Language,
  options: SessionOptions = {}
): Promise<BrowserContext> {
  const { siteUrl, consoleUrl } = stack();
  const storage = (extra: Record<string, string> = {}) => [
    ...(language === 'en' ? [{ name: 'language', value: 'English' }] : []),
    ...Object.entries(extra).map(([name, value]) => ({ name, value })),
  ];
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    storageState: {
      cookies: [],
      origins: [
        { origin: siteUrl, localStorage: storage(options.site) },
        { origin: consoleUrl, localStorage: storage(options.console) },
      ],
    },
  });
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(45_000);
  return context;
}

export interface JourneyTools {
  context: BrowserContext;
  page: Page;
  t: TFunction;
  language: Language;
  stack: Stack;
}

const slug = (name: string) => name.replace(/[^a-z0-9-]+/gi, '-').replace(/^-|-$/g, '');

/**
 * One browser for the test file; `run` gives each test a fresh context and page, and on failure
 * keeps a screenshot of every open page and the pages' console errors in e2e/artifacts/.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    get browser(): Browser {
      if (!browser) throw new Error('The browser is not started yet.');
      return browser;
    },
    async run(
      name: string,
      language: Language,
      journey: (tools: JourneyTools) => Promise<void>,
      options: SessionOptions = {}
    ): Promise<void> {
      if (!browser) throw new Error('The browser is not started yet.');
      const context = await newContext(browser, language, options);
      const problems: string[] = [];
      context.on('page', (page) => watch(page, problems));
      const page = await context.newPage();
      try {
        await journey({ context, page, t: texts(language), language, stack: stack() });
      } catch (error) {
        await keepEvidence(stack().artifacts, name, context, problems);
        throw error;
      } finally {
        await context.close();
      }
    },
  };
}

function watch(page: Page, problems: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`[console] ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`[pageerror] ${page.url()}: ${error.message}`));
}

async function keepEvidence(
  dir: string,
  name: string,
  context: BrowserContext,
  problems: string[]
) {
  const base = slug(name);
  const pages = context.pages();
  for (const [i, page] of pages.entries()) {
    const file = join(dir, `${base}${pages.length > 1 ? `-${i + 1}` : ''}.png`);
    try {
      await page.screenshot({ path: file, fullPage: true, timeout: 10_000 });
      problems.push(`[screenshot] ${file} (${page.url()})`);
    } catch (error) {
      problems.push(`[screenshot failed] ${page.url()}: ${String(error)}`);
    }
  }
  appendFileSync(join(dir, `${base}.log`), problems.join('\n') + '\n');
}
