/**
 * Accessibility: axe-core (WCAG 2.0/2.1/2.2 A and AA) on every page of the site, the member pages
 * and the console's login, content and operations screens (with one confirmation dialog open), in
 * Bangla and in English. Any serious or critical violation fails that page's test; the per-page
 * table is printed and kept in e2e/artifacts/axe-results.md.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as api from './support/api';
import { audit, blocking, describeViolations, report, type AxeRow } from './support/axe';
import { useBrowser, type SessionOptions } from './support/browser';
import { LANGUAGES, type Language } from './support/i18n';
import { appReady } from './support/site';
import { stack } from './support/stack';
import type { TFunction } from '@pathagar/shared-i18n';

const { run } = useBrowser();
const rows: AxeRow[] = [];

interface Ids {
  book: number;
  serial: string;
  member: number;
  memberToken: string;
  adminToken: string;
  gallery: string;
}
let ids: Ids;

beforeAll(async () => {
  const [books, member, adminToken, gallery] = await Promise.all([
    api.allBooks(),
    api.login(api.DEMO_MEMBER.email, api.DEMO_MEMBER.password),
    api.adminToken(),
    api.gallery(),
  ]);
  const galleryItem = gallery.find((g) => g.subImages.length > 0) ?? gallery[0];
  if (!books[0] || member.uniqueId === undefined || !galleryItem) {
    throw new Error('The demo data lacks a book, a member or a gallery item.');
  }
  ids = {
    book: books[0].uniqueId,
    serial: books[0].serialNumbers[0] ?? '1',
    member: member.uniqueId,
    memberToken: member.access_token,
    adminToken,
    gallery: galleryItem.titleEnglish,
  };
});

// The checks run a few at a time (below), so the table is put back in the order of the lists.
const order = (row: AxeRow) =>
  [row.app === 'site' ? 0 : 1, LANGUAGES.indexOf(row.language as Language)].join('.') +
  `.${String((row.app === 'site' ? SITE : CONSOLE).findIndex((s) => s.name === row.page)).padStart(3, '0')}`;
afterAll(() =>
  report(
    rows.sort((a, b) => order(a).localeCompare(order(b))),
    stack().artifacts
  )
);

interface Screen {
  name: string;
  path: () => string;
  session?: 'member' | 'admin';
  /** Brings the page into the state to check (a dialog open). */
  then?: (page: Page, t: TFunction, language: Language) => Promise<void>;
}

const SITE: Screen[] = [
  { name: 'home', path: () => '/' },
  { name: 'all books', path: () => '/allbooks' },
  { name: 'book', path: () => `/specificbooks/${ids.book}` },
  { name: 'events', path: () => '/event' },
  { name: 'blogs', path: () => '/blogs' },
  { name: 'gallery', path: () => '/gallery' },
  {
    name: 'gallery lightbox',
    path: () => '/gallery',
    then: async (page, t, language) => {
      const item = (await api.gallery()).find((g) => g.titleEnglish === ids.gallery);
      const title = language === 'en' ? item?.titleEnglish : item?.title;
      await page.getByRole('button', { name: t('site:gallery.openImage', { title }) }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'team', path: () => '/ourteam' },
  { name: 'FAQ', path: () => '/about' },
  { name: 'mission', path: () => '/ourmission' },
  { name: 'contact', path: () => '/contact' },
  { name: 'ranking', path: () => '/ranking' },
  { name: 'donation', path: () => '/donation' },
  { name: 'login', path: () => '/login' },
  { name: 'sign-up', path: () => '/signup' },
  { name: 'forgot password', path: () => '/forgetpasswordpage' },
  { name: 'reset password', path: () => '/reset-password/reader%40example.com/some-token' },
  { name: 'admin login', path: () => '/adminlogin' },
  { name: 'user card', path: () => `/userprofile/${ids.member}` },
  { name: 'not found', path: () => '/no-such-page' },
  { name: 'profile', path: () => '/profile', session: 'member' },
  { name: 'edit profile', path: () => `/editprofile/${ids.member}`, session: 'member' },
  { name: 'membership', path: () => '/membership', session: 'member' },
  { name: 'read books', path: () => '/history', session: 'member' },
];

const CONSOLE: Screen[] = [
  { name: 'login', path: () => '#/login' },
  ...(['books', 'events', 'blogs', 'notices', 'gallery'] as const).flatMap((resource): Screen[] => [
    { name: `${resource} list`, path: () => `#/${resource}`, session: 'admin' },
    { name: `${resource} create`, path: () => `#/${resource}/create`, session: 'admin' },
  ]),
  { name: 'book edit', path: () => `#/books/${ids.book}`, session: 'admin' },
  { name: 'users create', path: () => '#/users/create', session: 'admin' },
  { name: 'user profile', path: () => `#/viewadminprofile/${ids.member}`, session: 'admin' },
  { name: 'rank update', path: () => '#/rank/update', session: 'admin' },
  // The screens named by their route alone; the operations ones (admin-operations.md §2) among
  // them, where the demo data keeps a row in each queue.
  ...[
    ['team', 'faqs', 'mission', 'dashboard', 'requests', 'loans', 'returns', 'approvals'],
    ['donations', 'users', 'proposals', 'rank', 'top-readers', 'settings', 'two-factor'],
  ]
    .flat()
    .map((route): Screen => ({ name: route, path: () => `#/${route}`, session: 'admin' })),
  // Labels and scanning (issue 19): the sheet, a copy as its label opens it, the scanner.
  { name: 'label sheet', path: () => `#/labels?books=${ids.book}`, session: 'admin' },
  { name: 'copy', path: () => `#/copies/${ids.serial}`, session: 'admin' },
  { name: 'scan', path: () => '#/scan', session: 'admin' },
  // Moving in and the audit log (issue 19): a CSV import and the log of admin writes.
  { name: 'import books', path: () => '#/import/books', session: 'admin' },
  { name: 'audit log', path: () => '#/audit', session: 'admin' },
  {
    name: 'settings confirmation',
    path: () => '#/settings',
    session: 'admin',
    // Reset Book Data asks first; the dialog is checked open and left unanswered.
    then: async (page, t) => {
      await page.getByRole('button', { name: t('console:settings.book.reset') }).click();
      await page
        .getByRole('dialog')
        .getByText(t('console:settings.book.question'), { exact: true })
        .waitFor();
    },
  },
];

function session(screen: Screen): SessionOptions {
  if (screen.session === 'member') {
    return {
      site: {
        username: api.DEMO_MEMBER.email,
        Token: ids.memberToken,
        normaluser: 'true',
        userId: String(ids.member),
      },
    };
  }
  if (screen.session === 'admin') {
    return { console: { access_token: ids.adminToken, AdminLogin: 'true' } };
  }
  return {};
}

function check(app: 'site' | 'console', screen: Screen, language: Language) {
  return run(
    `axe-${app}-${screen.name}-${language}`,
    language,
    async ({ page, t, stack: s }) => {
      const base = app === 'site' ? s.siteUrl : `${s.consoleUrl}/`;
      await page.goto(base + screen.path());
      if (app === 'site') await appReady(page);
      await page.locator('h1').first().waitFor();
      await screen.then?.(page, t, language);
      const row = await audit(page, { app, page: screen.name, language });
      rows.push(row);
      const failing = blocking(row);
      expect(failing, describeViolations(failing)).toEqual([]);
    },
    session(screen)
  );
}

/*
 * A few checks at a time (maxConcurrency in vitest.config.ts): each waits for the network to be
 * quiet for half a second and a settle after it, so one at a time left both cores idle for a third
 * of the file's eight minutes. The checks only read: no check changes what another one sees.
 */
describe.concurrent.each(LANGUAGES)('axe: site (%s)', (language) => {
  for (const screen of SITE) test(screen.name, () => check('site', screen, language));
});

describe.concurrent.each(LANGUAGES)('axe: console (%s)', (language) => {
  for (const screen of CONSOLE) test(screen.name, () => check('console', screen, language));
});
