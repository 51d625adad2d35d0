/**
 * Issue 16 in a real browser: the logged-in header keeps to one row at common laptop widths in
 * both languages; a double-click on "Take the book to read." sends one request; a member without
 * a membership who asks for a book lands on /membership with the reason and a filled-in form.
 */
import { formatDate } from '@pathagar/shared-i18n';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import * as api from './support/api';
import { useBrowser } from './support/browser';
import { LANGUAGES } from './support/i18n';
import { expectHeading, field, logIn, newMember, openSite, signUp } from './support/site';

const { run } = useBrowser();

const NUSRAT = { email: 'nusrat@pathagar.demo', password: 'pathagar-member-demo' };

/** The header's height, and the distinct rows its navigation items sit on. */
async function headerLayout(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const nav = header.querySelector('nav')!;
    const tops = Array.from(nav.children).map((child) =>
      Math.round(child.getBoundingClientRect().top)
    );
    const last = header.querySelector('nav')!.lastElementChild!.getBoundingClientRect();
    return {
      height: header.getBoundingClientRect().height,
      contentHeight: header.scrollHeight,
      rows: new Set(tops).size,
      items: tops.length,
      navRight: last.right,
      pageWidth: document.documentElement.scrollWidth,
    };
  });
}

/** A book with a copy on the shelf that no open request or loan holds. */
async function freeBook(index: number): Promise<api.Book> {
  const [books, open] = await Promise.all([
    api.allBooks(),
    api.openRecords(await api.adminToken()),
  ]);
  const busy = new Set(open.map((record) => record.bookId));
  const free = books
    .filter((b) => b.availableCopies > 0 && !busy.has(b.uniqueId))
    .sort((a, b) => b.uniqueId - a.uniqueId);
  const book = free[index];
  if (!book) throw new Error('The demo data has too few books on the shelf.');
  return book;
}

describe.each(LANGUAGES)('issue 16 on the member site (%s)', (language) => {
  test('the logged-in header fits one row at 1024, 1280 and 1366 px', () =>
    run(`site-polish-header-${language}`, language, async ({ page, t }) => {
      await logIn(page, t, NUSRAT.email, NUSRAT.password);
      for (const width of [1024, 1280, 1366]) {
        await page.setViewportSize({ width, height: 800 });
        await openSite(page, '/');
        await page.getByRole('button', { name: t('site:shell.nav.account') }).waitFor();
        const layout = await headerLayout(page);
        expect(layout.items, `${width} px`).toBeGreaterThanOrEqual(7);
        expect(layout.rows, `${width} px`).toBe(1);
        expect(layout.contentHeight, `${width} px`).toBeLessThanOrEqual(layout.height);
        expect(layout.navRight, `${width} px`).toBeLessThanOrEqual(width);
        expect(layout.pageWidth, `${width} px`).toBeLessThanOrEqual(width);
      }
      // The demo member who has borrowed for months has not been a member "since today".
      await openSite(page, '/membership');
      const title = page.getByRole('heading', { level: 1 });
      await expect.poll(() => title.textContent()).toMatch(/\S/);
      expect(await title.textContent()).not.toBe(
        t('site:membership.active.title', { date: formatDate(new Date(), language) })
      );
    }));

  test('the phone home page shows its books two to a row (was 10,695 px tall)', () =>
    run(`site-polish-home-phone-${language}`, language, async ({ page, t }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openSite(page, '/');
      const details = page.getByRole('link', {
        name: new RegExp(t('site:home.latest.seeDetails')),
      });
      await expect.poll(() => details.count()).toBeGreaterThanOrEqual(8);
      const size = await page.evaluate(() => ({
        height: document.documentElement.scrollHeight,
        width: document.documentElement.scrollWidth,
      }));
      expect(size.width).toBeLessThanOrEqual(390);
      expect(size.height).toBeLessThan(7000);
      // Two covers side by side in the latest books.
      const boxes = await details.evaluateAll((links) =>
        links.slice(0, 2).map((link) => link.getBoundingClientRect().top)
      );
      expect(Math.abs(boxes[0]! - boxes[1]!)).toBeLessThan(2);
    }));

  test('a double-click on "Take the book to read." sends one request', () =>
    run(`site-polish-double-click-${language}`, language, async ({ page, t }) => {
      const book = await freeBook(LANGUAGES.indexOf(language));
      await logIn(page, t, NUSRAT.email, NUSRAT.password);
      await openSite(page, `/specificbooks/${book.uniqueId}`);
      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/Singup/rentBooks')) {
          requests.push(request.url());
        }
      });
      const take = page.getByRole('button', { name: t('site:books.single.button.take') });
      await expect.poll(() => take.isEnabled()).toBe(true);
      await take.dblclick();
      await page
        .getByRole('status')
        .filter({ hasText: t('site:books.single.button.pending') })
        .waitFor();
      expect(requests).toHaveLength(1);
      expect(await page.getByText(t('errors:duplicate_request')).count()).toBe(0);
    }));

  test('a member without a membership lands on /membership with the reason and a filled-in form', () =>
    run(`site-polish-no-membership-${language}`, language, async ({ page, t }) => {
      const member = newMember(`nm-${language}`);
      const book = await freeBook(2 + LANGUAGES.indexOf(language));
      await signUp(page, t, member);
      await logIn(page, t, member.email, member.password);
      await openSite(page, `/specificbooks/${book.uniqueId}`);
      const take = page.getByRole('button', { name: t('site:books.single.button.take') });
      await expect.poll(() => take.isEnabled()).toBe(true);
      await take.click();
      await page.waitForURL((url) => url.pathname === '/membership');
      await expectHeading(page, t('site:membership.form.title'));
      const main = page.getByRole('main');
      await main.getByText(t('site:membership.needed.title'), { exact: true }).waitFor();
      expect(await field(main, t('site:membership.form.name')).inputValue()).toBe(member.fullName);
      expect(await field(main, t('site:membership.form.email')).inputValue()).toBe(member.email);
      expect(await field(main, t('site:membership.form.phoneNumber')).inputValue()).toBe(
        member.mobile
      );
      await main
        .getByRole('button', { name: t('site:membership.form.submit'), exact: true })
        .waitFor();
    }));
});
